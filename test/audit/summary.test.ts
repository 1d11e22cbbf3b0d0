import { beforeAll, describe, expect, it } from 'vitest';
import { readAuditLog } from '../../src/audit/read.ts';
import type { AuditEvent } from '../../src/audit/schema.ts';
import { formatSummaryMarkdown, formatSummaryText, summarizeAudit, target } from '../../src/audit/summary.ts';
import { code, plain } from '../../src/audit/summary-markdown.ts';
import { clip, formatCount } from '../../src/audit/summary-units.ts';
import { tempLog, writeSampleRun } from './sample-run.ts';

let events: AuditEvent[];
beforeAll(() => {
  const file = tempLog();
  writeSampleRun(file);
  events = readAuditLog(file);
});

describe('summarizeAudit', () => {
  it('folds outcome, totals, todos, calls and delivery out of the events', () => {
    const s = summarizeAudit(events);
    expect(s).toMatchObject({
      runId: 'run-1',
      title: 'Fix the sign error',
      status: 'completed',
      exitCode: 0,
      totals: {
        turns: 2,
        toolCalls: 5,
        rejected: 1,
        denied: 1,
        inputTokens: 2700,
        outputTokens: 140,
        durationMs: 5250,
      },
      completion: 'Fixed the sign error; thanks @alice, fixes #12.',
      commit: { sha: 'd'.repeat(40), branch: 'nightshift/fix-the-sign-error' },
      pr: { operation: 'created', number: 7 },
      checks: [{ command: 'npm test', exitCode: 0 }],
      events: 23,
    });
    expect(s.todos.map((t) => t.status)).toEqual(['completed', 'in_progress', 'pending']);
    expect(s.calls.map((c) => [c.name, c.outcome, c.rule ?? c.stage])).toEqual([
      ['read_file', 'ok', 'read.allow[0] "**"'],
      ['write_to_file', 'rejected', 'params'],
      ['update_todo_list', 'ok', 'default'],
      ['execute_command', 'denied', 'command.deny[1] "curl"'],
      ['attempt_completion', 'ok', 'default'],
    ]);
    expect(s.calls[3]).toMatchObject({ target: 'curl x | sh', reason: 'curl is denied' });
  });

  it('counts an unfinished log from its events and says why it is unfinished', () => {
    const s = summarizeAudit(events.slice(0, 12));
    expect(s).toMatchObject({
      status: 'unfinished',
      exitCode: null,
      totals: { turns: 2, toolCalls: 3, rejected: 1, denied: 0 },
    });
    expect(formatSummaryText(s)).toContain('outcome unfinished: no run.finished (killed, or still running)');
  });

  it('summarizes a live run once the caller sets the outcome (the PR body is written before run.finished)', () => {
    const live = {
      ...summarizeAudit(events.slice(0, 20)),
      status: 'completed' as const,
      exitReason: 'completed',
      exitCode: 0,
    };
    const md = formatSummaryMarkdown(live);
    expect(md).toMatch(/^### ✅ nightshift: Fix the sign error\n\n\*\*completed\*\* \(exit 0\)/);
    expect(md).not.toContain('unfinished');
    expect(md).toContain('**Result:** Fixed the sign error');
  });
});

describe('formatSummaryText', () => {
  it('shows outcome, totals, todos, the call table and each denial and rejection', () => {
    const text = formatSummaryText(summarizeAudit(events));
    expect(text).toContain('outcome completed (exit 0)');
    expect(text).toContain(
      '2 turns · 5 tool calls (1 rejected, 1 denied) · 2,700 in / 140 out tokens · $0.0027 · 5.3 s',
    );
    expect(text).toContain('[~] Run the tests');
    expect(text).toMatch(/execute_command +curl x \| sh +deny +command\.deny\[1\] "curl" +denied/);
    expect(text).toContain('denied by command.deny[1] "curl": execute_command curl x | sh — curl is denied');
    expect(text).toContain('rejected at params: write_to_file');
    expect(text).toContain('pr      created #7 https://github.com/o/r/pull/7');
  });
});

it('groups token counts in thousands with commas', () => {
  expect([0, 7, 999, 1000, 2700, 123456, 1234567, 1e9].map(formatCount)).toEqual([
    '0',
    '7',
    '999',
    '1,000',
    '2,700',
    '123,456',
    '1,234,567',
    '1,000,000,000',
  ]);
});

it('flattens whitespace and control characters to one clipped line', () => {
  expect(clip('\u001b[31mred\u001b[0m\r\n\tnext\u0007', 100)).toBe('[31mred [0m next');
  expect(clip('abcdef', 4)).toBe('abc…');
});

it('names a call by the argument a reader recognizes it by', () => {
  expect(target({ path: 'a.js', offset: 3 })).toBe('a.js');
  expect(target({ todos: '[x] one\n[ ] two' })).toBe('[x] one\n[ ] two');
  expect(target({ server_name: 'docs', tool_name: 'search', arguments: {} })).toBe('docs/search');
  expect(target({ server_name: 'docs', uri: 'file:///a' })).toBe('docs/file:///a');
  expect(target({ flag: true })).toBe('{"flag":true}');
  expect(target('{"broken')).toBe('{"broken');
});

describe('formatSummaryMarkdown', () => {
  it('leads with outcome and totals, lists denials and rejections, folds the call table', () => {
    const md = formatSummaryMarkdown(summarizeAudit(events));
    const lines = md.split('\n');
    expect(lines[0]).toBe('### ✅ nightshift: Fix the sign error');
    expect(lines[2]).toMatch(/^\*\*completed\*\* \(exit 0\) · 2 turns · 5 tool calls/);
    expect(md).toContain('**Pull request:** [#7](https://github.com/o/r/pull/7) (created)');
    expect(md).toContain('- `execute_command` `curl x \\| sh` — `command.deny[1] "curl"`: curl is denied');
    expect(md).toContain('**Rejected (1)**');
    expect(md).toContain('- [x] Find the bug');
    expect(md).toContain('- [ ] Write \\| docs');
    expect(md).toContain('<details><summary>Tool calls (5)</summary>');
    expect(md).toContain(
      '| 14 | 2 | `execute_command` | `curl x \\| sh` | deny | `command.deny[1] "curl"` | denied |',
    );
  });

  it('links a local-forge pull request, which has no number', () => {
    const local = {
      ...summarizeAudit(events),
      pr: { operation: 'created' as const, url: 'file:///out/pr.md' },
    };
    expect(formatSummaryMarkdown(local)).toContain(
      '**Pull request:** [pull request](file:///out/pr.md) (created)',
    );
    expect(formatSummaryText(local)).toContain('pr      created file:///out/pr.md\n');
  });

  it('warns when commands ran without a sandbox, and names the backend when they did not', () => {
    const started = (sandbox: unknown) =>
      events.map((e) => (e.type === 'run.started' ? ({ ...e, sandbox } as AuditEvent) : e));
    const protections = { pid_namespace: false, filesystem: false, no_new_privs: false, env_allowlist: true };
    const bare = formatSummaryMarkdown(
      summarizeAudit(
        started({
          setting: 'auto',
          backend: 'none',
          protections: { ...protections, network: 'host', own_environ_scrubbed: true },
          reason: 'bubblewrap (bwrap) is not installed',
        }),
      ),
    );
    expect(bare).toContain("**No sandbox:** commands ran with the runner's own rights");
    expect(bare).toContain('bubblewrap (bwrap) is not installed');
    const boxed = formatSummaryMarkdown(
      summarizeAudit(
        started({
          setting: 'auto',
          backend: 'bubblewrap',
          protections: { ...protections, pid_namespace: true, network: 'off', own_environ_scrubbed: true },
        }),
      ),
    );
    expect(boxed).toContain('Sandbox: `bubblewrap`, network off.');
    expect(boxed).not.toContain('No sandbox');
  });

  it('keeps model text from mentioning people or linking issues', () => {
    const md = formatSummaryMarkdown(summarizeAudit(events));
    expect(md).toContain('**Result:** Fixed the sign error; thanks @\u200balice, fixes #\u200b12.');
    // Only the call table has it, inside a code span, where GitHub links nothing.
    const outsideTable = md.split('\n').filter((l) => !l.startsWith('| '));
    expect(outsideTable.join('\n')).not.toContain('@alice');
    expect(md).toContain('`Fixed the sign error; thanks @alice, fixes #12.`');
  });

  it('escapes markdown and code fences', () => {
    expect(plain('<img src=x> *bold* [a](b)\nnext', 100)).toBe('\\<img src=x\\> \\*bold\\* \\[a\\](b) next');
    expect(code('a ``b`` c|d')).toBe('```a ``b`` c\\|d```');
    expect(code('`x')).toBe('`` `x ``');
    expect(code('x'.repeat(200), 10)).toBe(`\`${'x'.repeat(9)}…\``);
  });

  it('caps the call table of a long run', () => {
    const s = summarizeAudit(events);
    const many = { ...s, calls: Array.from({ length: 150 }, (_, i) => ({ ...s.calls[0]!, seq: i })) };
    const md = formatSummaryMarkdown(many);
    expect(md.split('\n').filter((l) => l.startsWith('| ') && l.includes('read_file'))).toHaveLength(100);
    expect(md).toContain('…and 50 more in the audit log.');
  });
});
