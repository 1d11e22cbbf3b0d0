import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import type { RunResult } from '../../src/run/types.ts';
import { call, complete, makeFixture, type Fixture } from '../support/run-fixture.ts';

/**
 * Every place a run's text leaves it is redacted, also where nightshift builds the text from names
 * a command chose (a reverted path's) or escapes it (a name's line break, git's quoting of
 * non-ASCII bytes) — end to end, with the secrets in the environment as a job would have them.
 */
const TOKEN = 'ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
/** Either side of the line break a command put in a file name, each long enough to give much away. */
const HEAD = TOKEN.slice(0, 20);
const TAIL = TOKEN.slice(20);
/**
 * Not key-like (it has spaces): delivery refuses a file added under a key's name, but delivers this
 * one, whose name the patch must still mask.
 */
const PASSWORD = 'pässwörd Geheim ünd mehr';
const GO_SECRET = 'p&ss<w>rd/Tok3n+x=Q9zK_Lm-';
/** What Go's encoding/json writes for a string: `&`, `<` and `>` as \u escapes. */
const goJson = (s: string) =>
  JSON.stringify(s).replace(/[&<>]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** git's quoting of a name's non-ASCII bytes (core.quotePath): `ä` is `\303\244`. */
const octal = (s: string) =>
  [...Buffer.from(s)].map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\${b.toString(8)}`)).join('');

const GEN = `
const fs = require('fs');
fs.mkdirSync('.github/workflows', { recursive: true });
fs.writeFileSync('.github/workflows/${TOKEN}.yml', 'x\\n');
fs.writeFileSync('.github/workflows/${HEAD}\\n${TAIL}.yml', 'y\\n');
fs.writeFileSync(${JSON.stringify(`notes-${PASSWORD}.txt`)}, 'z\\n');
process.stdout.write(${JSON.stringify(goJson(GO_SECRET))} + '\\n');
`;

let fx: Fixture;
let result: RunResult;
const lines: string[] = [];
const artifact = (name: string) => readFileSync(path.join(result.outDir, name), 'utf8');

beforeAll(async () => {
  fx = makeFixture({
    files: { 'gen.js': GEN },
    policy: { extends: 'builtin:standard', command: { allow: ['node gen.js'] } },
    script: [
      call('execute_command', { command: 'node gen.js' }),
      call('update_todo_list', { todos: `[x] rotate ${TOKEN}` }),
      complete(`done with ${TOKEN}; the database said ${goJson(GO_SECRET)}`),
    ],
  });
  result = await runTask({
    taskFile: fx.taskFile,
    env: { ...process.env, MY_API_TOKEN: TOKEN, DB_PASSWORD: PASSWORD, MY_DB_SECRET: GO_SECRET },
    progress: (line) => lines.push(line),
  });
  expect(result.status).toBe('completed');
});

describe('a secret in the name of a path delivery reverts', () => {
  it('is masked in the progress lines, which say what was reverted', () => {
    const progress = lines.join('\n');
    expect(progress).toContain('reverted .github/workflows/***.yml (added)');
    for (const piece of [TOKEN, HEAD, TAIL]) expect(progress).not.toContain(piece);
  });

  it('split by a line break in the name, leaves no piece in the audit log or pr.md', () => {
    const reverted = fx.events(result.auditLog).filter((e) => e.type === 'delivery.reverted');
    expect(reverted.map((e) => e.rule).sort()).toEqual(['edit.deny[0]', 'invariant:bad-path']);
    for (const file of ['audit.jsonl', 'pr.md', 'summary.md'])
      for (const piece of [HEAD, TAIL]) expect(artifact(file), `${file}: ${piece}`).not.toContain(piece);
    expect(artifact('pr.md')).toContain('.github/workflows/***\\x0a***.yml');
  });
});

describe('a non-ASCII secret in the name of a delivered file', () => {
  it('is masked in changes.patch, where git no longer writes it as octal escapes', () => {
    const patch = artifact('changes.patch');
    expect(patch).toContain('diff --git a/notes-***.txt b/notes-***.txt');
    for (const form of [PASSWORD, octal(PASSWORD)]) expect(patch).not.toContain(form);
  });
});

describe('a secret Go-style JSON-escaped (\\u0026, \\u003c, \\u003e)', () => {
  it('is masked in the command log, the commit message, the patch and the summary', () => {
    const escaped = goJson(GO_SECRET).slice(1, -1);
    const message = fx.git('log', '-1', '--format=%B', result.commit ?? 'HEAD');
    for (const [name, text] of [
      ['commands/1.log', artifact('commands/1.log')],
      ['commit message', message],
      ['changes.patch', artifact('changes.patch')],
      ['summary.md', artifact('summary.md')],
    ] as const) {
      expect(text, name).not.toContain(escaped);
      expect(text, name).toContain('***');
    }
  });
});

describe('the result runTask returns', () => {
  it('holds the completion and the todos redacted, as the action quotes them in a comment', () => {
    expect(result.completion).toBe('done with ***; the database said "***"');
    expect(result.todos.map((t) => t.text)).toEqual(['rotate ***']);
  });
});
