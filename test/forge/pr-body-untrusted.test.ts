import { describe, expect, it } from 'vitest';
import { buildPrBody, markdownPath } from '../../src/forge/pr-body.ts';
import { markdownLine, markdownLines, plainLine, plainLines } from '../../src/forge/untrusted-text.ts';

/**
 * Text nightshift did not write, on its way into a pull request body, a comment or a commit
 * message: what GitHub would act on (closing keywords, mentions, references, HTML, Markdown
 * structure) must be inert, control characters visible, and the body under GitHub's 65,536.
 */
const totals = {
  turns: 3,
  tool_calls: 7,
  rejected: 0,
  denied: 1,
  input_tokens: 1200,
  output_tokens: 340,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0.01,
  duration_ms: 5000,
};

/** The red team's completion: a comment hiding the real sections, a fake success, keywords, pings. */
const HOSTILE = [
  'Fixed add().',
  '<!--',
  '## Checks',
  '- ✅ all checks passed',
  'Fixes #1',
  'fixes: #9, RESOLVED octo/demo#2 and Close https://github.com/octo/demo/issues/3',
  '**Closes** https://github.com/octo/demo/issues/4 [resolves](x) #5 fix GH-6',
  'cc @octo/security-team @wanda &#64;ada',
  '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 \u202eexe.txt\r\nbell\u0007 nul\u0000 del\u007f c1\u0085',
  '<details><summary>x</summary>',
  '| fake | table |',
  '1. ordered',
  '+ plus',
  '> [!NOTE]',
  '```',
  '---',
  '===',
  ' _ _ _',
  '[ref]: https://evil.example',
  '$$ x $$ ~~gone~~',
].join('\n');

/**
 * What GitHub would still act on once the Markdown is rendered (escapes removed): a closing
 * keyword followed by a reference, a mention, an issue reference, an HTML comment.
 */
function rendered(markdown: string): string {
  return markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
const CLOSING =
  /\b(close[sd]?|fix(e[sd])?|resolve[sd]?)\b[^\p{L}\p{N}]{0,20}(#\d+|gh-\d+|[\w.-]+\/[\w.-]+#\d+|https?:\/\/)/giu;
const closing = (text: string) => [...text.matchAll(CLOSING)].map((m) => m[0]);
const mentions = (text: string) => [...text.matchAll(/(?<![\w`])@[A-Za-z0-9]/g)].map((m) => m[0]);
const references = (text: string) => [...text.matchAll(/(?<![\w&])#\d+|\bgh-\d/gi)].map((m) => m[0]);
// eslint-disable-next-line no-control-regex -- what must not be in the text
const INVISIBLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

function body(overrides: Partial<Parameters<typeof buildPrBody>[0]> = {}) {
  return buildPrBody({
    taskTitle: '#12: Closes #7 add is broken @wanda',
    prompt: 'Resolve GitHub issue #12.\nFixes #8 <!-- and ping @octo/team',
    completion: HOSTILE,
    todos: [
      { text: 'Fixes #10 <!--', status: 'completed' },
      { text: '@wanda\n## Not delivered', status: 'in_progress' },
    ],
    totals,
    auditLogPath: '.nightshift/runs/r1',
    runUrl: 'https://github.com/octo/demo/actions/runs/1',
    closesIssue: 12,
    checks: [{ command: 'npm test', exitCode: 1, output: `FAIL\nFixes #11 @wanda\u001b[31m<!--` }],
    notDelivered: [
      { path: '.github/workflows/ci.yml', change: 'modified', rule: 'edit.deny[0]', action: 'reverted' },
    ],
    ...overrides,
  });
}

describe('the pull request body with untrusted text in every section', () => {
  it('hides nothing: no HTML comment opens, the real sections and the only Closes line survive', () => {
    const b = body();
    // Outside the checks' fenced output, where `<!--` is text.
    expect(b.replace(/^(`{3,})\n[\s\S]*?\n\1$/gm, '')).not.toMatch(/(?<!\\)<!--/);
    expect(b).toContain('```\nFAIL\nF\u200bixes #\u200b11 @\u200bwanda\\x1b[31m<!--\n```');
    expect(b).not.toMatch(/(?<!\\)<details><summary>x/);
    for (const heading of [
      '## Task: ',
      '## Summary',
      '## Todo list',
      '## Checks',
      '## Not delivered',
      '## Run',
    ])
      expect(b.split('\n').filter((l) => l.startsWith(heading))).toHaveLength(1);
    expect(b).toContain('- `.github/workflows/ci.yml` (modified): reverted, `edit.deny[0]`');
    expect(b).toContain('- ❌ `npm test` (exit 1)');
    expect(b).toContain('| 3 | 7 | 0 | 1 | 1200 | 340 | $0.0100 |');
    expect(closing(rendered(b))).toEqual(['Closes #12']);
    expect(b.trimEnd().split('\n').at(-3)).toBe('Closes #12');
  });

  it('pings no one, links no issue but its own, and shows control and bidi characters as escapes', () => {
    const b = rendered(body());
    expect(mentions(b)).toEqual([]);
    expect(references(b)).toEqual(['#12']);
    expect(b).not.toMatch(INVISIBLE);
    expect(b).toContain('\\x1b]8;;https://evil.example\\x07click');
    expect(b).toContain('\\u{202e}exe.txt');
    expect(b).toContain('nul\\x00 del\\x7f c1\\x85');
  });

  it('renders every line of the completion as text: no heading, list, quote, table, fence or rule of its own', () => {
    const summary = body().split('## Summary\n\n')[1]!.split('\n\n## Todo list')[0]!;
    const lines = summary.split('\n');
    expect(lines).toHaveLength(HOSTILE.split('\n').length);
    // Every line that would start a block starts with a backslash; no other line starts with one.
    for (const line of lines) expect(line).not.toMatch(/^(#|[-+*>|`~=]|\d+[.)]\s|<|\[)/);
    expect(lines).toContain('\\## Checks');
    expect(lines).toContain('\\- ✅ all checks passed');
    expect(lines).toContain('1\\. ordered');
    expect(lines).toContain('\\---');
    expect(lines).toContain(' \\_ _ _');
    expect(lines).toContain('\\`\\`\\`');
    expect(lines[0]).toBe('Fixed add().');
  });

  it('stays under 65,536 characters whatever the run produced, and cuts the untrusted text, never its own sections', () => {
    const huge = body({
      taskTitle: 'T'.repeat(100_000),
      prompt: '<'.repeat(200_000),
      completion: `${'A'.repeat(70_000)}\n${'\u202e'.repeat(30_000)}`,
      todos: Array.from({ length: 5_000 }, (_, i) => ({
        text: `todo ${i} ${'|'.repeat(500)}`,
        status: 'pending' as const,
      })),
      checks: Array.from({ length: 40 }, (_, i) => ({
        command: `check-${i} ${'`'.repeat(300)}`,
        exitCode: 1,
        output: `${'x'.repeat(1_000_000)}\n`.repeat(3),
      })),
      notDelivered: Array.from({ length: 5_000 }, (_, i) => ({
        path: `dir/${'\u0001'.repeat(1_000)}${i}`,
        change: 'added',
        rule: 'edit.deny[0]',
        action: 'reverted',
      })),
    });
    expect(huge.length).toBeLessThan(65_536);
    expect(huge).toContain('\n## Not delivered\n');
    expect(huge).toContain('- …and 4950 more paths (see the audit log)');
    expect(huge).toContain('- …and 20 more checks');
    expect(huge).toContain('| 3 | 7 | 0 | 1 | 1200 | 340 | $0.0100 |');
    expect(huge).toMatch(/\nCloses #12\n\n<sub>Opened by nightshift/);
    // The 70 KB completion is cut (the red team's made a 70,443-character body GitHub refused).
    expect(huge).toMatch(/## Summary\n\nA+…/);
  });

  it('a long name in a nightshift section is cut inside its code span', () => {
    expect(markdownPath(`${'a'.repeat(300)}\n`, 20)).toBe(`\`${'a'.repeat(19)}…\``);
    expect(markdownPath('a\u200bb\u202ec')).toBe('`a\\u{200b}b\\u{202e}c`');
  });
});

describe('the sanitisers', () => {
  it('break each closing-keyword form, in any case, with #N, owner/repo#N, GH-N or a URL, and leave prose alone', () => {
    const forms = [
      'Fixes #1',
      'fix #1',
      'FIXED: #1',
      'closes octo/demo#2',
      'Closed\n#3',
      'resolve https://github.com/octo/demo/issues/4',
      'Resolves: https://github.com/octo/demo/pull/5',
      'close GH-6',
      '**fixes** #7',
      'Fixes [#8](https://github.com/octo/demo/issues/8)',
      'resolved\t`#9`',
    ];
    for (const form of forms) {
      expect(closing(rendered(markdownLines(form, 1000))), form).toEqual([]);
      expect(closing(rendered(markdownLine(form, 1000))), form).toEqual([]);
      expect(closing(plainLines(form, 1000)), form).toEqual([]);
      expect(closing(plainLine(form, 1000)), form).toEqual([]);
    }
    expect(markdownLines('Fixed the sign error; closes the file.', 100)).toBe(
      'Fixed the sign error; closes the file.',
    );
  });

  it('titles: one line, controls escaped, keywords broken, the title’s own references kept', () => {
    const title = plainLine('#12: Closes #7 add is\r\nbroken\u0000\u202e', 200);
    expect(title).not.toContain('\n');
    expect(title).not.toMatch(INVISIBLE);
    expect(closing(title)).toEqual([]);
    expect(title).toMatch(/^#12: C\u200bloses #7 add is broken\\x00\\u\{202e\}$/);
    expect(plainLine('x'.repeat(300), 200)).toHaveLength(200);
  });

  it('commit message bodies: lines kept, no NUL or control, references and mentions inert, no Markdown escapes', () => {
    const text = plainLines('Done: *bold* <b>\nthanks @wanda, see #4\u0000\u001b[31m', 1000);
    expect(text).toBe('Done: *bold* <b>\nthanks @\u200bwanda, see #\u200b4\\x00\\x1b[31m');
    expect(plainLines('y'.repeat(20_000), 16_000)).toHaveLength(16_000);
  });

  it('leave a token as it is, so the redactor that runs after them still finds it', () => {
    const token = 'ghs_AbC-def_123+/=';
    for (const text of [`x ${token} y`, `${token}\nnext`, `- ${token}`])
      expect(markdownLines(text, 1000)).toContain(token);
    expect(markdownLine(`key ${token}`, 1000)).toContain(token);
    expect(plainLines(`key ${token}`, 1000)).toContain(token);
  });
});
