import * as z from '../zod.ts';
import { defineTool, type TodoItem } from './types.ts';

const LINE = /^\s*(?:[-*]\s*)?\[( |x|X|-)\]\s*(.+)$/;

/** Parses a Roo Code style checklist: `[ ] todo`, `[-] in progress`, `[x] done`. */
export function parseTodos(markdown: string): TodoItem[] | string {
  const items: TodoItem[] = [];
  for (const raw of markdown.split('\n')) {
    if (raw.trim() === '') continue;
    const m = LINE.exec(raw);
    if (!m)
      return `cannot read line "${raw.trim()}": each line must look like "[ ] task", "[-] task" or "[x] task"`;
    const mark = m[1] ?? ' ';
    items.push({
      text: (m[2] ?? '').trim(),
      status: mark === ' ' ? 'pending' : mark === '-' ? 'in_progress' : 'completed',
    });
  }
  return items;
}

export const updateTodoListTool = defineTool({
  name: 'update_todo_list',
  group: 'always',
  description:
    'Replace the todo list shown in the run summary and the PR. One item per line: "[ ] pending", "[-] in progress", "[x] done".',
  params: z.strictObject({ todos: z.string() }),
  execute({ todos }, ctx) {
    const parsed = parseTodos(todos);
    if (typeof parsed === 'string') return Promise.resolve({ ok: false, output: parsed });
    ctx.run.setTodos(parsed);
    const done = parsed.filter((t) => t.status === 'completed').length;
    return Promise.resolve({ ok: true, output: `Todo list updated: ${done}/${parsed.length} done.` });
  },
});
