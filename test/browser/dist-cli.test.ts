import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startWebServer, type WebServer } from '../support/web-server.ts';

/**
 * playwright-core cannot be bundled (it reads its own package files at run time), so the build
 * copies it to dist/vendor: this runs the committed bundle's CLI with browser_action against a
 * loopback page and real Chromium, as an installed nightshift would.
 */
const CLI = path.resolve(import.meta.dirname, '../../dist/cli.js');
let web: WebServer;
beforeAll(async () => {
  web = await startWebServer();
});
afterAll(() => web.close());

it('the bundled CLI opens a page, screenshots it and closes the browser', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-dist-browser-'));
  const ws = path.join(dir, 'ws');
  mkdirSync(ws);
  const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: ws });
  await git('init', '-q', '-b', 'main');
  await git(
    '-c',
    'user.name=t',
    '-c',
    'user.email=t@example.com',
    'commit',
    '-q',
    '--allow-empty',
    '-m',
    'i',
  );
  const call = (name: string, args: object) => ({ tool_calls: [{ name, args }] });
  writeFileSync(
    path.join(dir, 'script.yaml'),
    stringify([
      call('browser_action', { action: 'launch', url: `${web.origin}/` }),
      call('attempt_completion', { result: 'looked' }),
    ]),
  );
  writeFileSync(
    path.join(dir, 'task.yaml'),
    stringify({
      version: 1,
      title: 'browse',
      prompt: 'Look at the page.',
      workspace: 'ws',
      mode: 'web',
      modes: [
        { slug: 'web', name: 'Web', roleDefinition: 'You check web pages.', groups: ['read', 'browser'] },
      ],
      model: { provider: 'script', script: 'script.yaml' },
    }),
  );
  const out = path.join(dir, 'out');
  const run = await promisify(execFile)(
    process.execPath,
    [CLI, 'run', 'task.yaml', '--no-pr', '--out', out],
    {
      cwd: dir,
    },
  );
  expect(run.stdout + run.stderr).toMatch(/completed/);
  expect(readdirSync(path.join(out, 'screenshots'))).toEqual(['001-launch.png']);
  const types = readFileSync(path.join(out, 'audit.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l) as { type: string }).type);
  expect(types).toEqual(expect.arrayContaining(['browser.screenshot', 'browser.closed']));
  expect(web.hits).toContain('/');
});
