import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { environmentSecrets, keyLike, secretFinder } from '../../src/run/delivered-secrets.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

describe('secretFinder', () => {
  const holds = secretFinder([
    'API_TOKEN=tok-live-5b1f0c9e7d2a',
    'tok-live-5b1f0c9e7d2a',
    'NODE_ENV=production',
  ])!;

  it('finds a key among other text, re-encoded, or wrapped', () => {
    const key = 'tok-live-5b1f0c9e7d2a';
    for (const text of [
      `// notes\nconst token = '${key}';\n`,
      Buffer.from(`x${key}y`).toString('base64'),
      Buffer.from(key).toString('hex'),
      encodeURIComponent(`a=${key}&b`),
      JSON.stringify({ t: key }),
      `${key.slice(0, 9)}\n${key.slice(9)}`,
    ])
      expect(holds(Buffer.from(text)), text).toBe(true);
  });

  it('leaves plain lines a denied file shares with ordinary code', () => {
    expect(holds(Buffer.from('process.env.NODE_ENV=production\n'))).toBe(false);
    expect(holds(Buffer.from('tok-live-0000\n'))).toBe(false);
  });

  it('is nothing without a key-like value', () => {
    expect(secretFinder(['NODE_ENV=production', 'short1'])).toBeUndefined();
    expect(keyLike('abcdefghijkl')).toBe(false);
    expect(keyLike('abc def 12345678')).toBe(false);
    expect(keyLike('sk-ant-api03-abc123')).toBe(true);
  });

  it('takes the secret-named variables of an environment', () => {
    expect(
      environmentSecrets({ ANTHROPIC_API_KEY: 'sk-1', GITHUB_TOKEN: 'ghs_2', PATH: '/bin', HOME: '/h' }),
    ).toEqual(['sk-1', 'ghs_2']);
  });
});

const bwrap = existsSync('/usr/bin/bwrap');
const KEY = 'sk-live-4f0a9d2c7e1b88';
/** A test the model writes: what git's object store holds of `.env`, wrapped in other text and encoded. */
const WRAP_TEST = `
const { test } = require('node:test');
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
test('wrap', () => {
  const env = String(execFileSync('git', ['show', 'HEAD:.env']));
  fs.mkdirSync('notes', { recursive: true });
  fs.writeFileSync('notes/wrapped.txt', '# settings we found\\n' + env + '# end\\n');
  fs.writeFileSync('notes/encoded.txt', 'blob: ' + Buffer.from('x' + env).toString('base64') + '\\n');
  fs.writeFileSync('notes/ok.txt', 'an ordinary note\\n');
  fs.appendFileSync('src/config.js', '// touched\\n');
});
`;

describe.skipIf(!bwrap)('end to end: a file the run wrote holds a key among other text', () => {
  it('is never delivered; a file that held the key before the run is', async () => {
    const fx = makeFixture({
      files: {
        '.env': `STRIPE_SECRET=${KEY}\n`,
        // Committed with the key already: the run's change to it is no leak of the run's.
        'src/config.js': `export const key = '${KEY}';\n`,
      },
      policy: { extends: 'builtin:standard', sandbox: 'bubblewrap' },
      script: [
        call('write_to_file', { path: 'test/wrap.test.cjs', content: WRAP_TEST }),
        call('execute_command', { command: 'node --test test/wrap.test.cjs' }),
        complete('notes written'),
      ],
    });
    const result = await runTask({
      taskFile: fx.taskFile,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    expect(result.status).toBe('completed');
    const events = fx.events(result.auditLog);
    const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
    expect(reverted).toEqual(
      expect.arrayContaining([
        ['notes/wrapped.txt', 'invariant:read-denied-content'],
        ['notes/encoded.txt', 'invariant:read-denied-content'],
      ]),
    );
    const committed = fx.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
    expect(committed).toEqual(expect.arrayContaining(['notes/ok.txt', 'src/config.js']));
    expect(committed).not.toContain('notes/wrapped.txt');
    expect(committed).not.toContain('notes/encoded.txt');
    expect(fx.git('show', 'HEAD', '--', 'notes')).not.toContain(KEY);
  });
});
