import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPrLimits } from '../../src/forge/limits.ts';
import { LocalForge } from '../../src/forge/local.ts';
import { buildPrBody } from '../../src/forge/pr-body.ts';

const totals = {
  turns: 3,
  tool_calls: 7,
  rejected: 1,
  denied: 2,
  input_tokens: 1200,
  output_tokens: 340,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0.01234,
  duration_ms: 5000,
};

describe('buildPrBody', () => {
  it('has the task, the completion, the todos, the totals, the audit log and Closes #N', () => {
    const body = buildPrBody({
      taskTitle: 'Fix the sign error',
      prompt: 'Fix add()\nkeep tests green',
      completion: 'Fixed the sign error in add().',
      todos: [
        { text: 'read math.js', status: 'completed' },
        { text: 'run tests', status: 'in_progress' },
      ],
      totals,
      auditLogPath: '.nightshift/runs/r1/audit.jsonl',
      runUrl: 'https://github.com/o/r/actions/runs/1',
      closesIssue: 12,
    });
    expect(body).toContain('## Task: Fix the sign error\n\n> Fix add()\n> keep tests green');
    expect(body).toContain('## Summary\n\nFixed the sign error in add().');
    expect(body).toContain('- [x] read math.js\n- [ ] run tests _(in progress)_');
    expect(body).toContain('| 3 | 7 | 1 | 2 | 1200 | 340 | $0.0123 |');
    expect(body).toContain(
      'Audit log: `.nightshift/runs/r1/audit.jsonl` · [workflow run](https://github.com/o/r/actions/runs/1)',
    );
    expect(body).toMatch(/\nCloses #12\n/);
  });

  it('shows failed checks with the tail of their output in a fence that output cannot close', () => {
    const output = Array.from({ length: 80 }, (_, i) => `line ${i}`).join('\n') + '\n```\nFAIL add.test.js';
    const body = buildPrBody({
      taskTitle: 't',
      prompt: 'p',
      todos: [],
      totals,
      auditLogPath: 'a.jsonl',
      checks: [
        { command: 'npm run lint', exitCode: 0, output: 'ok' },
        { command: 'npm test', exitCode: 1, output },
      ],
    });
    expect(body).toContain('- ✅ `npm run lint` (exit 0)\n- ❌ `npm test` (exit 1)');
    expect(body).toContain('<summary>Output of <code>npm test</code></summary>');
    expect(body).toContain('````\n[… 22 earlier lines]');
    expect(body).toContain('FAIL add.test.js\n````');
    expect(body).not.toContain('Output of <code>npm run lint');
    expect(body).not.toContain('Closes #');
  });
});

describe('checkPrLimits', () => {
  it('names the first limit exceeded', () => {
    expect(
      checkPrLimits(
        { files: 3, insertions: 10, deletions: 5, added: { total: 100 } },
        { maxFiles: 3, maxChangedLines: 15, maxAddedBytes: 100 },
      ),
    ).toBeNull();
    expect(
      checkPrLimits({ files: 4, insertions: 1, deletions: 0, added: { total: 0 } }, { maxFiles: 3 }),
    ).toMatch(/touches 4 files; .* at most 3 \(pr.max_files\)/);
    expect(
      checkPrLimits({ files: 1, insertions: 10, deletions: 6, added: { total: 0 } }, { maxChangedLines: 15 }),
    ).toMatch(/16 changed lines \(\+10 -6\); .* at most 15 \(pr.max_changed_lines\)/);
    // A binary file counts 0 lines: its bytes are what the third limit bounds.
    expect(
      checkPrLimits(
        {
          files: 1,
          insertions: 0,
          deletions: 0,
          added: { total: 101, largest: { path: 'a.bin', bytes: 101 } },
        },
        { maxChangedLines: 15, maxAddedBytes: 100 },
      ),
    ).toMatch(/adds 101 bytes .*most in a\.bin: 101 bytes.* at most 100 \(pr.max_added_bytes\)/);
  });
});

describe('LocalForge', () => {
  it('writes pr.md with the title, the metadata and the body', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'ns-out-'));
    const outcome = await new LocalForge().openOrUpdate(
      {
        head: 'nightshift/x',
        base: 'main',
        title: 'Fix x',
        body: 'Body\n',
        labels: ['nightshift'],
        assignees: [],
        reviewers: [],
        draft: true,
      },
      out,
    );
    expect(outcome.operation).toBe('created');
    expect(outcome.url).toBe(`file://${path.join(out, 'pr.md')}`);
    expect(readFileSync(path.join(out, 'pr.md'), 'utf8')).toBe(
      '# Fix x\n\n<!--\nhead: nightshift/x\nbase: main\ndraft: true\nlabels: nightshift\n-->\n\nBody\n',
    );
  });
});
