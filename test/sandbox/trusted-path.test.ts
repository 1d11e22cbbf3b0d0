import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { distrust, trustedPath } from '../../src/sandbox/trusted-path.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

describe('trustedPath', () => {
  it('keeps absolute entries outside the untrusted directories, once each', () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-tpath-')));
    const ws = path.join(root, 'ws');
    const tools = path.join(root, 'tools');
    for (const d of [path.join(ws, 'node_modules/.bin'), path.join(ws, 'bin'), tools])
      mkdirSync(d, { recursive: true });
    symlinkSync(path.join(ws, 'bin'), path.join(root, 'link-into-ws'));
    symlinkSync(tools, path.join(ws, 'link-out'));
    const given = [
      path.join(ws, 'node_modules/.bin'), // npm run's entry
      'node_modules/.bin', // relative: the directory a process starts in
      '.',
      '',
      ws,
      path.join(root, 'link-into-ws'), // outside by name, inside by target
      `${ws}/bin/../../tools`, // .. out of the workspace: the tools dir
      path.join(ws, 'link-out'), // inside by name, outside by target: kept
      path.join(root, 'missing'),
      tools,
      '/usr/bin',
    ].join(':');
    expect(trustedPath(given, [ws]).split(':')).toEqual([
      `${ws}/bin/../../tools`,
      path.join(ws, 'link-out'),
      tools,
      '/usr/bin',
    ]);
  });

  it('drops every directory a run has worked in, whichever directory asks', () => {
    const ws = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-tpath-')));
    mkdirSync(path.join(ws, 'bin'));
    const pathEnv = `${path.join(ws, 'bin')}:/usr/bin`;
    expect(trustedPath(pathEnv, [])).toBe(pathEnv);
    distrust(ws);
    expect(trustedPath(pathEnv, [])).toBe('/usr/bin');
  });
});

/** An executable that leaves a mark outside the workspace if anything starts it. */
function plantTrap(file: string, mark: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\necho "$0 $*" >> '${mark}'\nexit 1\n`);
  chmodSync(file, 0o755);
}

describe("nightshift's own programs never come from the workspace", () => {
  it('a run whose PATH leads into the workspace uses the real git and bubblewrap, not planted ones', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      policy: { extends: 'builtin:standard', sandbox: 'bubblewrap', command: { default: 'allow' } },
      script: [
        // A command plants git in a PATH directory that did not exist when the run started.
        call('execute_command', {
          command:
            "mkdir -p late/bin && printf '#!/bin/sh\\necho late >> ../late-mark\\n' > late/bin/git && chmod +x late/bin/git",
        }),
        call('write_to_file', { path: 'b.txt', content: 'b\n' }),
        call('search_files', { path: '.', regex: 'a' }),
        complete(),
      ],
    });
    const mark = path.join(fx.dir, 'ran-outside');
    // Committed by a hostile repository: in npm run's entry, a relative entry, and the root.
    for (const name of ['git', 'bwrap', 'rg', 'ssh-keygen']) {
      plantTrap(path.join(fx.workspace, 'node_modules/.bin', name), mark);
      plantTrap(path.join(fx.workspace, 'bin', name), mark);
    }
    plantTrap(path.join(fx.workspace, 'git'), mark);
    fx.git('add', '-f', '.');
    fx.git('commit', '-q', '-m', 'hostile tools');
    const PATH = [
      path.join(fx.workspace, 'node_modules/.bin'),
      'bin',
      '.',
      '',
      path.join(fx.workspace, 'late/bin'),
      process.env.PATH,
    ].join(':');

    const result = await runTask({ taskFile: fx.taskFile, env: { ...process.env, PATH } });
    const events = fx.events(result.auditLog);
    expect(existsSync(mark)).toBe(false);
    expect(existsSync(path.join(fx.dir, 'late-mark'))).toBe(false);
    expect(result.exitCode).toBe(0);
    expect(events.find((e) => e.type === 'run.started')).toMatchObject({
      sandbox: { backend: 'bubblewrap' },
    });
    expect(events.find((e) => e.type === 'git.committed')?.files).toContain('b.txt');
  });
});
