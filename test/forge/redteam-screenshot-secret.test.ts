import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * The PR body lists the PNG files in the out dir's `screenshots/`, where a command run without a
 * sandbox can put any name. Shown, a name's line break is escaped (`\x0a` in the text, `%0A` in the
 * link) and so is a zero-width space: an escape inside a token splits it where the redaction of the
 * whole body no longer finds it, and the two halves are in the body. Names are redacted first.
 * A real run (`sandbox: none`, script model, real git, the local forge's pr.md).
 */
const TOKEN = 'ghs_ScreenshotNameToken0123456789abcdXY';
const [HEAD, TAIL] = [TOKEN.slice(0, 16), TOKEN.slice(16)];

const SHOOT = `const fs = require('fs');
const runs = '.nightshift/runs';
const dir = runs + '/' + fs.readdirSync(runs)[0] + '/screenshots';
fs.mkdirSync(dir, { recursive: true });
for (const name of ${JSON.stringify([`${HEAD}\n${TAIL}.png`, `${HEAD}\u200b${TAIL}-zw.png`])})
  fs.writeFileSync(dir + '/' + name, 'png');
`;

describe('a token in the name of a file in screenshots/', () => {
  it('split by an escaped character, leaves no piece in the pull request', { timeout: 60_000 }, async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n', 'shoot.js': SHOOT },
      policy: { extends: 'builtin:standard', sandbox: 'none', command: { allow: ['node shoot.js'] } },
      script: [
        call('execute_command', { command: 'node shoot.js' }),
        call('write_to_file', { path: 'a.txt', content: 'b\n' }),
        complete(),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env, MY_API_TOKEN: TOKEN } });
    expect(result.status).toBe('completed');
    const pr = readFileSync(path.join(result.outDir, 'pr.md'), 'utf8');
    const listed = pr.split('\n').filter((l) => l.startsWith('- [screenshots/'));
    expect(listed).toHaveLength(2);
    for (const piece of [HEAD, TAIL]) expect(pr).not.toContain(piece);
  });
});
