import { describe, expect, it } from 'vitest';
import { progressBody } from '../../src/action/progress-comment.ts';
import { buildPrBody } from '../../src/forge/pr-body.ts';
import { plainLines } from '../../src/forge/untrusted-text.ts';
import type { RunResult } from '../../src/run/types.ts';

/**
 * The URL of an issue, a pull request or a discussion is a reference to GitHub as much as
 * `owner/repo#7` is: written in a PR body, a comment or a commit message, it puts "mentioned this"
 * on that item's timeline, in any repository, for everyone watching it. The model's text must not
 * reference anything `#7` could not, in any URL form GitHub links: either scheme, any case, a
 * GitHub Enterprise host, `www.`, a fragment, inside punctuation.
 */
const URLS = [
  'https://github.com/octo/other/issues/7',
  'http://github.com/octo/other/pull/8',
  'HTTPS://GitHub.com/Octo/Other/Pulls/9',
  'https://github.example.com/corp/app/discussions/10',
  'https://github.com/octo/other/issues/11#issuecomment-1',
  'www.github.com/octo/other/issues/12',
  '(https://github.com/octo/other/pull/13/files)',
  '<https://github.com/octo/other/issues/14>',
];
/** What GitHub would take for an item reference by URL, once the Markdown escapes are gone. */
const ITEM_URL = /(?:https?:\/\/|www\.)[^\s/]+\/[^\s/]+\/[^\s/]+\/(?:issues|pulls?|discussions)\/\d/gi;
const referenced = (markdown: string) => markdown.replace(/\\([!-/:-@[-`{-~])/g, '$1').match(ITEM_URL) ?? [];

const text = URLS.map((u) => `see ${u}.`).join('\n');
const totals = {
  turns: 1,
  tool_calls: 1,
  rejected: 0,
  denied: 0,
  input_tokens: 1,
  output_tokens: 1,
  cache_read_tokens: 0,
  cache_write_tokens: 0,
  cost_usd: 0,
  duration_ms: 1,
};

describe('issue and pull request URLs in text nightshift did not write', () => {
  it('reference nothing from the PR body, the comment or the commit message', () => {
    const sinks = {
      body: buildPrBody({
        taskTitle: 't',
        prompt: text,
        completion: text,
        todos: URLS.map((u) => ({ text: u, status: 'pending' as const })),
        totals,
        auditLogPath: 'a',
      }),
      comment: progressBody({
        phase: 'finished',
        result: {
          status: 'completed',
          exitReason: 'completed',
          completion: text,
          totals,
          pr: { operation: 'none' },
        } as unknown as RunResult,
      }),
      running: progressBody({
        phase: 'running',
        live: { turns: 1, toolCalls: 1, todos: URLS.map((u) => ({ text: u, status: 'pending' as const })) },
      }),
      error: progressBody({ phase: 'error', message: text }),
      commit: plainLines(text, 16_000),
    };
    for (const [sink, out] of Object.entries(sinks)) {
      expect(referenced(out), sink).toEqual([]);
      // Still there for a reader: each URL's host and path are shown.
      expect(out, sink).toContain('github.com/octo/other/issues/7');
    }
  });

  it('leave other URLs linked', () => {
    const other = 'https://github.com/octo/other/blob/main/README.md https://example.com/issues/7';
    expect(plainLines(other, 1000)).toBe(other);
  });
});
