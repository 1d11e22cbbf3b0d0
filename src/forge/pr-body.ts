import type { TodoItem } from '../tools/types.ts';
import type { RunTotals } from '../run/types.ts';

export interface CheckOutcome {
  command: string;
  exitCode: number;
  output: string;
}

export interface PrBodyInput {
  taskTitle: string;
  prompt: string;
  /** The model's attempt_completion result. */
  completion?: string;
  todos: TodoItem[];
  totals: RunTotals;
  /** Where the audit log is: a path in the out dir, or the artifact name in the action. */
  auditLogPath: string;
  runUrl?: string;
  /** The issue the run came from: the body then says `Closes #N`. */
  closesIssue?: number;
  checks?: CheckOutcome[];
  /** Paths in the final diff that were not delivered: reverted (policy) or excluded (dirty before the run). */
  notDelivered?: { path: string; change: string; rule: string; action: string }[];
  /** Screenshots browser_action took, relative to the out dir (`screenshots/001-launch.png`). */
  screenshots?: string[];
}

/** Failed checks' output is cut to its last lines: the end of a test run is where the failure is. */
const CHECK_OUTPUT_LINES = 60;
/** GitHub refuses bodies over 65536 characters; the prompt is the part that may be long. */
const PROMPT_CHARS = 4000;

/** The pull request body: what was asked, what the agent says it did, and what it cost. Pure. */
export function buildPrBody(input: PrBodyInput): string {
  const parts: string[] = [];
  parts.push(`## Task: ${input.taskTitle}`, '', quote(clip(input.prompt, PROMPT_CHARS)));
  if (input.completion) parts.push('', '## Summary', '', input.completion.trim());
  if (input.todos.length > 0) {
    parts.push(
      '',
      '## Todo list',
      '',
      ...input.todos.map(
        (t) =>
          `- [${t.status === 'completed' ? 'x' : ' '}] ${t.text}${t.status === 'in_progress' ? ' _(in progress)_' : ''}`,
      ),
    );
  }
  const failed = (input.checks ?? []).filter((c) => c.exitCode !== 0);
  if (input.checks && input.checks.length > 0) {
    parts.push(
      '',
      '## Checks',
      '',
      ...input.checks.map((c) => `- ${c.exitCode === 0 ? '✅' : '❌'} \`${c.command}\` (exit ${c.exitCode})`),
    );
    for (const c of failed) {
      parts.push(
        '',
        `<details><summary>Output of <code>${escapeHtml(c.command)}</code></summary>`,
        '',
        fence(lastLines(c.output, CHECK_OUTPUT_LINES)),
        '',
        '</details>',
      );
    }
  }
  if (input.notDelivered && input.notDelivered.length > 0) {
    parts.push(
      '',
      '## Not delivered',
      '',
      'These changes were in the working tree but are not in this pull request:',
      '',
      ...input.notDelivered.map(
        (n) => `- ${markdownPath(n.path)} (${n.change}): ${n.action}, ${markdownPath(n.rule)}`,
      ),
    );
  }
  if (input.screenshots && input.screenshots.length > 0) {
    // A local pull request (pr.md) sits in the out dir, so the links open the files; on
    // GitHub they are paths in the uploaded out dir, next to the audit log.
    parts.push(
      '',
      '## Screenshots',
      '',
      `Taken by browser_action, in \`${input.auditLogPath}\`${input.runUrl ? ` (see the [workflow run](${input.runUrl}))` : ''}:`,
      '',
      ...input.screenshots.map((p) => `- [${p}](${encodeURI(p)})`),
    );
  }
  const t = input.totals;
  parts.push(
    '',
    '## Run',
    '',
    '| turns | tool calls | rejected | denied | input tokens | output tokens | cost |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    `| ${t.turns} | ${t.tool_calls} | ${t.rejected} | ${t.denied} | ${t.input_tokens} | ${t.output_tokens} | $${t.cost_usd.toFixed(4)} |`,
    '',
    `Audit log: ${markdownPath(input.auditLogPath)}${input.runUrl ? ` · [workflow run](${input.runUrl})` : ''}`,
  );
  if (input.closesIssue !== undefined) parts.push('', `Closes #${input.closesIssue}`);
  parts.push('', '<sub>Opened by nightshift. Review it like any other change: the agent may be wrong.</sub>');
  return parts.join('\n') + '\n';
}

const quote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max)}\n[… ${text.length - max} more characters]`;

function lastLines(text: string, n: number): string {
  const lines = text.trimEnd().split('\n');
  return lines.length <= n
    ? lines.join('\n')
    : [`[… ${lines.length - n} earlier lines]`, ...lines.slice(-n)].join('\n');
}

/** A fence longer than any backtick run inside, so output cannot close it early. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return `${f}\n${text}\n${f}`;
}

/**
 * A path as inline code that nothing in the name can break out of. The names come from the working
 * tree, where a command can create any: a line break ends the code span's paragraph and lets the
 * rest render as Markdown (a heading, a fake "checks passed", a `<!--` hiding the rest of the
 * body), so control characters, Unicode line separators and bidirectional controls (which make a
 * name read as another) are shown as `\xNN` / `\u{NNNN}` escapes; the fence is one backtick longer
 * than any backtick run inside. Everything else in a code span is literal, `<!--` included (a code
 * span that opens first wins over raw HTML), so the name is shown as it is, not altered.
 */
export function markdownPath(name: string): string {
  const shown = name.replace(INVISIBLE, (c) => {
    const n = c.codePointAt(0)!;
    return n < 0x100 ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u{${n.toString(16)}}`;
  });
  const longest = Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  // A code span drops one space at each end when both are there, and needs one beside a backtick.
  const pad =
    shown.startsWith('`') || shown.endsWith('`') || (shown.startsWith(' ') && shown.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
