import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { deniedBy } from '../../src/policy/match-glob.ts';
import { runTask } from '../../src/run/run-task.ts';
import { createSandbox } from '../../src/sandbox/create.ts';
import { walkWorkspace } from '../../src/sandbox/unreadable.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { runInSandbox } from '../support/sandbox.ts';

// The policy's read.deny holds for what commands run, not only for what they name: an allowed
// `npm test` runs whatever the test files say, and the agent may have written them to print
// `.env`. In the sandbox, every file the read rules deny is one no command can open.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const SECRET = 'S3CRET-read-deny-8b1f';

let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-read-deny-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A workspace holding secrets where real projects keep them, and files beside them that are not. */
function workspaceWithSecrets(name: string): string {
  const ws = path.join(root, name);
  write(path.join(ws, '.env'), `TOKEN=${SECRET}\n`);
  write(path.join(ws, '.env.example'), 'TOKEN=\n');
  write(path.join(ws, 'config', '.env.production'), `DB=${SECRET}\n`);
  write(path.join(ws, 'certs', 'server.key'), `${SECRET}\n`);
  write(path.join(ws, 'deploy', '.aws', 'credentials'), `aws=${SECRET}\n`);
  write(path.join(ws, 'node_modules', 'pkg', '.npmrc'), `//registry/:_authToken=${SECRET}\n`);
  write(path.join(ws, 'src', 'app.js'), 'console.log(1);\n');
  write(path.join(ws, 'README.md'), 'readme\n');
  write(path.join(ws, '.git', 'config'), '[core]\n');
  // A link to a secret reads the masked file; a link named like one makes its target one of them:
  // the rule for `*.key` holds for the file whatever name it is read under (workspace-links.ts).
  symlinkSync('.env', path.join(ws, 'settings'));
  symlinkSync('README.md', path.join(ws, 'innocent.key'));
  return ws;
}

const standardReads = () => deniedBy(loadPolicy('builtin:standard', root).read);

describe('walkWorkspace', () => {
  it('finds every file a read rule denies, at any depth, and nothing a rule allows', () => {
    const ws = workspaceWithSecrets('walk');
    const found = walkWorkspace(ws, standardReads());
    expect(found.complete).toBe(true);
    expect(found.files.map((f) => path.relative(ws, f)).sort()).toEqual([
      '.env',
      'README.md',
      'certs/server.key',
      'config/.env.production',
      'deploy/.aws/credentials',
      'node_modules/pkg/.npmrc',
    ]);
  });

  it('finds nested checkouts, and says so when a name it would have to mask is not UTF-8', () => {
    const ws = workspaceWithSecrets('nested-walk');
    write(path.join(ws, 'vendor', 'lib', '.git', 'config'), '[core]\n');
    write(path.join(ws, 'vendor', 'sub', '.git'), 'gitdir: ../../.git/modules/sub\n');
    const found = walkWorkspace(ws, standardReads());
    expect(found.checkouts.map((c) => path.relative(ws, c)).sort()).toEqual(['vendor/lib', 'vendor/sub']);
    expect(found.complete).toBe(true);
    const odd = Buffer.concat([Buffer.from(path.join(ws, 'id_')), Buffer.from([0xfe]), Buffer.from('.pem')]);
    writeFileSync(odd, `${SECRET}\n`);
    expect(walkWorkspace(ws, standardReads()).complete).toBe(false);
  });

  it('says so when the workspace holds more entries than it walks', () => {
    const ws = workspaceWithSecrets('limit');
    expect(walkWorkspace(ws, standardReads(), 3).complete).toBe(false);
  });

  it('masks only what a deny rule decides: a name no rule allows stays visible', () => {
    const ws = workspaceWithSecrets('narrow');
    write(path.join(root, 'narrow.yaml'), 'version: 1\nread:\n  allow: ["src/**"]\n  deny: ["certs/**"]\n');
    const policy = loadPolicy(path.join(root, 'narrow.yaml'), root);
    const found = walkWorkspace(ws, deniedBy(policy.read));
    expect(found.files.map((f) => path.relative(ws, f))).toEqual(['certs/server.key']);
  });
});

const run = runInSandbox;

/** A bubblewrap sandbox for `ws`, masking what `readDenied` denies. */
const boxFor = (ws: string, readDenied?: (rel: string) => boolean) =>
  createSandbox({
    setting: 'bubblewrap',
    workspace: ws,
    protectedFiles: [],
    outDir: path.join(ws, '.nightshift', 'runs', 'x'),
    sourceEnv: { PATH: process.env.PATH ?? '' },
    envPass: [],
    ownEnvironScrubbed: false,
    ...(readDenied ? { readDenied } : {}),
  });

describe.skipIf(!HAVE_BWRAP)('a sandboxed command', () => {
  const READ_ALL =
    'cat .env settings config/.env.production certs/server.key deploy/.aws/credentials node_modules/pkg/.npmrc; ' +
    'grep -r TOKEN . ; cat .env.example innocent.key src/app.js';

  it('cannot open any denied file, through links either; the allowed ones read as they are', async () => {
    const ws = workspaceWithSecrets('boxed');
    const box = await boxFor(ws, standardReads());
    try {
      expect(box.report().protections.read_deny).toBe(true);
      const r = await run(box, ws, READ_ALL);
      expect(r.output).not.toContain(SECRET);
      expect(r.output).toContain('cat: .env: Permission denied');
      expect(r.output).toContain('cat: settings: Permission denied');
      expect(r.output).toContain('TOKEN=\n'); // .env.example
      expect(r.output).not.toContain('readme'); // innocent.key -> README.md
      expect(r.output).toContain('cat: innocent.key: Permission denied');
      expect(r.output).toContain('console.log(1);');
      // Masks cannot be replaced or removed from inside, and the file on the host is untouched.
      const tamper = await run(
        box,
        ws,
        'rm -f .env; mv certs/server.key x.key; echo leaked > .env; cat .env',
      );
      expect(tamper.output).not.toContain(SECRET);
      expect(readFileSync(path.join(ws, '.env'), 'utf8')).toBe(`TOKEN=${SECRET}\n`);
      // Nor can the directories above one be renamed to carry it away from its mask.
      const moved = await run(
        box,
        ws,
        'mv config cfg; mv deploy/.aws deploy/aws; mv deploy d2; mv node_modules nm; cat cfg/.env.production deploy/aws/credentials d2/.aws/credentials nm/pkg/.npmrc',
      );
      expect(moved.output).not.toContain(SECRET);
      expect(moved.output).toMatch(/mv: cannot move 'config' to 'cfg': Device or resource busy/);
      expect(readdirSync(ws).sort()).toEqual(
        [
          '.env',
          '.env.example',
          '.git',
          'README.md',
          'certs',
          'config',
          'deploy',
          'innocent.key',
          'node_modules',
          'settings',
          'src',
        ].sort(),
      );
    } finally {
      await box.close();
    }
  });

  it("shows a nested clone's git config without the token it persisted, and its .git read-only", async () => {
    const ws = workspaceWithSecrets('nested-clone');
    const lib = path.join(ws, 'vendor', 'lib');
    mkdirSync(lib, { recursive: true });
    execFileSync('git', ['init', '-q', lib]);
    const basic = Buffer.from(`x-access-token:${SECRET}`).toString('base64');
    appendFileSync(
      path.join(lib, '.git', 'config'),
      `[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic ${basic}\n`,
    );
    const box = await boxFor(ws, standardReads());
    try {
      const r = await run(
        box,
        ws,
        'cat vendor/lib/.git/config; git -C vendor/lib status --short; touch vendor/lib/.git/hooks/x',
      );
      expect(r.output).not.toContain(basic);
      expect(r.output).toContain('[core]');
      expect(r.output).toMatch(/Read-only file system/);
    } finally {
      await box.close();
    }
  });

  it('without the read rules (the control), the same command prints them', async () => {
    const ws = workspaceWithSecrets('control');
    const box = await boxFor(ws);
    try {
      expect((await run(box, ws, READ_ALL)).output).toContain(SECRET);
    } finally {
      await box.close();
    }
  });
});

describe.skipIf(!HAVE_BWRAP)('a run whose allowed command was written to copy .env', () => {
  it('commits and records no byte of it', async () => {
    const leak = [
      "const fs = require('fs');",
      "const text = fs.readFileSync('.env', 'utf8');",
      "fs.writeFileSync('leaked.txt', `[${text}]`);",
      'console.log(`env: [${text}]`);',
    ].join('\n');
    const fx = makeFixture({
      files: { '.gitignore': '.env\n', '.env': `TOKEN=${SECRET}\n`, 'a.txt': 'a\n' },
      policy: { extends: 'builtin:standard', sandbox: 'bubblewrap', command: { allow: ['node leak.js'] } },
      script: [
        call('write_to_file', { path: 'leak.js', content: leak }),
        call('execute_command', { command: 'node leak.js' }),
        complete(),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(result.status).toBe('completed');
    // The open fails (a device node on a nodev mount): nothing was read to copy.
    const ran = fx.events(result.auditLog).filter((e) => e.type === 'tool.result')[1] as { output: string };
    expect(ran.output).toMatch(/EACCES: permission denied, open '\.env'/);
    expect(existsSync(path.join(fx.workspace, 'leaked.txt'))).toBe(false);
    expect(fx.git('show', '--format=', 'HEAD')).not.toContain(SECRET);
    const runDir = path.dirname(result.auditLog);
    for (const file of readdirSync(runDir, { recursive: true, withFileTypes: true }))
      if (file.isFile())
        expect(readFileSync(path.join(file.parentPath, file.name), 'utf8')).not.toContain(SECRET);
    const started = fx.events(result.auditLog).find((e) => e.type === 'run.started') as {
      sandbox: { protections: { read_deny: boolean } };
    };
    expect(started.sandbox.protections.read_deny).toBe(true);
  });
});
