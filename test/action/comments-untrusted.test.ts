import { describe, expect, it } from 'vitest';
import { routeEvent } from '../../src/action/events.ts';
import { followUpReplyBody } from '../../src/action/followup-reply.ts';
import { cleanLog, followUpPrompt } from '../../src/action/followup-task.ts';
import { progressBody } from '../../src/action/progress-comment.ts';
import type { RunResult } from '../../src/run/types.ts';

/**
 * The issue comment, its live edits and the follow-up reply quote the model's completion, its
 * todos and error messages: on GitHub they must close, ping and hide nothing, and show control
 * characters as escapes. Text from issues and review comments is escaped where it comes in.
 */
const HOSTILE =
  'Done.\n<!--\n## ✅ all checks passed\nFixes #1 and resolves octo/demo#2\ncc @octo/security-team @wanda\n\u001b]8;;https://evil\u0007x\u001b]8;;\u0007\u202e\u0000';
const totals = {
  turns: 2,
  tool_calls: 4,
  rejected: 0,
  denied: 0,
  input_tokens: 1,
  output_tokens: 1,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0.5,
  duration_ms: 1,
};
const result = {
  runId: 'r1',
  status: 'completed',
  exitReason: 'completed',
  exitCode: 0,
  auditLog: '/tmp/a.jsonl',
  outDir: '/tmp',
  completion: HOSTILE,
  todos: [],
  totals,
  pr: { operation: 'updated', url: 'https://github.com/octo/demo/pull/5', number: 5 },
  commit: 'a'.repeat(40),
  summaryMarkdown: '',
} as unknown as RunResult;

/** What GitHub acts on once the Markdown is rendered. */
const rendered = (markdown: string) => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
function expectInert(markdown: string): void {
  const text = rendered(markdown);
  expect(markdown.replace(/^<!-- nightshift:[a-z-]+ -->$/gm, '')).not.toMatch(/(?<!\\)<!--/);
  expect(text).not.toMatch(/\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\b\W{0,20}(#\d|[\w.-]+\/[\w.-]+#\d)/i);
  expect(text).not.toMatch(/(?<![\w`])@[A-Za-z0-9]/);
  expect(text).not.toMatch(/(?<![\w&])#\d/);
  // eslint-disable-next-line no-control-regex -- what must not be in the text
  expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  // No heading of its own: a `#` starting a line (in a quote or not) is escaped.
  expect(markdown.split('\n').filter((l) => /^(>\s*)?#/.test(l))).toEqual([]);
}

describe('comments nightshift posts', () => {
  it('the finished comment quotes the completion literally: nothing hidden, closed or pinged', () => {
    const body = progressBody({ phase: 'finished', result, runUrl: 'https://x/runs/1' });
    expectInert(body);
    expect(body).toContain('> \\<!--');
    expect(body).toContain('2 turns · 4 tool calls · 0 denied · $0.5000');
  });

  it('the running comment shows the todos literally, and the error comment the message', () => {
    const live = {
      turns: 1,
      toolCalls: 1,
      todos: [
        { text: 'Fixes #3 <!--', status: 'completed' as const },
        { text: '@wanda\n## fake', status: 'pending' as const },
      ],
    };
    const running = progressBody({ phase: 'running', live });
    expectInert(running);
    expect(running).toContain('- [x] F\u200bixes #\u200b3 \\<!--\n- [ ] @\u200bwanda ## fake');
    expectInert(progressBody({ phase: 'error', message: HOSTILE }));
  });

  it('stays far under 65,536 characters whatever the model wrote', () => {
    const todos = Array.from({ length: 10_000 }, () => ({
      text: 'x'.repeat(5_000),
      status: 'pending' as const,
    }));
    expect(progressBody({ phase: 'running', live: { turns: 1, toolCalls: 1, todos } }).length).toBeLessThan(
      20_000,
    );
    const long = { ...result, completion: '<'.repeat(200_000) };
    expect(progressBody({ phase: 'finished', result: long }).length).toBeLessThan(10_000);
  });

  it('the follow-up reply: the completion as in the comment, the branch name in a code span it cannot leave', () => {
    const plan = {
      kind: 'run' as const,
      pr: { number: 5, url: 'u', title: 't', headRef: 'nightshift/a`b', baseRef: 'main' },
      workspace: '/tmp',
      title: 't',
      prompt: 'p',
      trailer: 'Nightshift-Follow-Up: comment 1',
      replyTo: [],
    };
    const body = followUpReplyBody(plan, result, 'https://x/runs/1');
    expectInert(body);
    expect(body).toContain('to ``nightshift/a`b`` for this follow-up.');
  });
});

describe('text from issues and reviews is escaped where it comes in', () => {
  it("an issue's title and body: no control character reaches the task title (a commit's subject) or the prompt", () => {
    const route = routeEvent(
      'issues',
      {
        action: 'labeled',
        label: { name: 'nightshift' },
        issue: { number: 12, title: 'Crash\u0000 on\u001b[2J input\u202e', body: 'Steps:\r\n1. run\u0007' },
        sender: { login: 'alice', type: 'User' },
      },
      { triggerPhrase: '@nightshift', labelTrigger: 'nightshift' },
    );
    expect(route).toMatchObject({ kind: 'run', taskTitle: '#12: Crash\\x00 on\\x1b[2J input\\u{202e}' });
    const prompt = route.kind === 'run' ? (route.prompt ?? '') : '';
    expect(prompt).toContain('Steps:\n1. run\\x07');
    // eslint-disable-next-line no-control-regex -- what must not be in the text
    expect(prompt).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
  });

  it('review comments and CI logs: control characters escaped, colour codes dropped', () => {
    const prompt = followUpPrompt({
      pr: { number: 5, title: 't' },
      trigger: { kind: 'comment', commentId: 1, body: 'x', url: 'u' },
      comments: [{ author: 'wa\u0000nda', body: 'fix\u0000 this\u202e', path: 'a\u0007.js', line: 1 }],
      logs: [],
    });
    expect(prompt).toContain('Comment 1 by @wa\\x00nda on a\\x07.js line 1:\nfix\\x00 this\\u{202e}');
    expect(cleanLog('\u001b[31mred\u001b[0m \u0007bell\r\nnext', (text) => text)).toBe('red \\x07bell\nnext');
  });
});
