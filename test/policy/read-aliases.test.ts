import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { deniedBy } from '../../src/policy/match-glob.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { otherNames } from '../../src/policy/workspace-links.ts';
import { runTask } from '../../src/run/run-task.ts';
import { createSandbox } from '../../src/sandbox/create.ts';
import { walkWorkspace } from '../../src/sandbox/unreadable.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';
import { runInSandbox } from '../support/sandbox.ts';

/**
 * A file the workspace reaches under two names is one file to the read rules. Repositories commit
 * `app/.env -> ../config/app.env` and `secrets -> vault`: a rule written for the link's name
 * (`**\/.env`, `secrets/**`) must keep the file from the model under its real name too, in every
 * layer — the tools' decisions, the analyzer's, the sandbox's masks, the redactor.
 */
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const ENV_SECRET = 'TOKEN=app-env-4c1d9e7f';
const VAULT_SECRET = 'vault-key-0b7e55aa91';
const DEEP_SECRET = 'deep-secret-6d20f3';

let root: string;
let analyzer: ShellAnalyzer;
beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-read-aliases-')));
  analyzer = await createShellAnalyzer();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Secrets kept under a real name no rule denies, reached through links whose names a rule denies. */
function linkedSecrets(name: string): string {
  const ws = path.join(root, name);
  write(path.join(ws, 'config', 'app.env'), `${ENV_SECRET}\n`);
  write(path.join(ws, 'config', 'app.json'), '{"port": 1}\n');
  write(path.join(ws, 'vault', 'key'), `${VAULT_SECRET}\n`);
  write(path.join(ws, 'store', 'deep', 'k.txt'), `${DEEP_SECRET}\n`);
  write(path.join(ws, 'src', 'app.js'), 'console.log(1);\n');
  mkdirSync(path.join(ws, 'app'));
  symlinkSync('../config/app.env', path.join(ws, 'app', '.env'));
  symlinkSync('vault', path.join(ws, 'secrets'));
  // A chain: a link inside the linked directory leads on to a third place.
  symlinkSync('../store/deep', path.join(ws, 'vault', 'more'));
  // A link back to the workspace itself names everything: it makes no file an alias.
  symlinkSync('.', path.join(ws, 'self'));
  return ws;
}

const POLICY = 'version: 1\nextends: builtin:standard\nread:\n  deny: ["secrets/**", "**/.env"]\n';
const policyFile = () => {
  const file = path.join(root, 'policy.yaml');
  writeFileSync(file, POLICY);
  return file;
};
const loadRules = (): Policy => loadPolicy(policyFile(), root);

describe('otherNames', () => {
  const links = [
    { link: 'app/.env', target: 'config/app.env' },
    { link: 'secrets', target: 'vault' },
    { link: 'vault/more', target: 'store/deep' },
  ];

  it('names a file through a link to it, to a directory above it, and through chains of links', () => {
    expect(otherNames('config/app.env', links)).toEqual(['app/.env']);
    expect(otherNames('vault/key', links)).toEqual(['secrets/key']);
    expect(otherNames('store/deep/k.txt', links).sort()).toEqual(['secrets/more/k.txt', 'vault/more/k.txt']);
    expect(otherNames('vaultx/key', links)).toEqual([]);
    expect(otherNames('src/app.js', links)).toEqual([]);
  });

  it('stops on a cycle of links', () => {
    const cycle = [
      { link: 'a/b', target: 'c' },
      { link: 'c/d', target: 'a' },
    ];
    const names = otherNames('c/d/b/x', cycle);
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBeLessThanOrEqual(64);
  });
});

describe('walkWorkspace', () => {
  it('finds the targets of denied names as denied files, and the links', () => {
    const ws = linkedSecrets('walk');
    const found = walkWorkspace(ws, deniedBy(loadRules().read));
    expect(found.complete).toBe(true);
    expect(found.files.map((f) => path.relative(ws, f)).sort()).toEqual([
      'config/app.env',
      'store/deep/k.txt',
      'vault/key',
    ]);
    expect(found.links.map((l) => `${l.link} -> ${l.target}`).sort()).toEqual([
      'app/.env -> config/app.env',
      'secrets -> vault',
      'vault/more -> store/deep',
    ]);
  });

  it('leaves files alone when no name of theirs is denied', () => {
    const ws = linkedSecrets('walk-control');
    const found = walkWorkspace(ws, deniedBy(loadPolicy('builtin:standard', root).read));
    expect(found.files.map((f) => path.relative(ws, f))).not.toContain('vault/key');
    expect(found.files.map((f) => path.relative(ws, f))).not.toContain('store/deep/k.txt');
  });
});

describe('decisions', () => {
  const CALLS: [string, Record<string, unknown>][] = [
    ['read_file', { path: 'config/app.env' }],
    ['read_file', { path: 'app/.env' }],
    ['read_file', { path: 'vault/key' }],
    ['read_file', { path: 'secrets/key' }],
    ['read_file', { path: 'store/deep/k.txt' }],
    ['execute_command', { command: 'cat config/app.env' }],
    ['execute_command', { command: 'cat vault/key' }],
    ['execute_command', { command: 'grep -r TOKEN config' }],
    ['execute_command', { command: 'cat vault/*' }],
    ['execute_command', { command: 'cat store/deep/k.txt' }],
    ['apply_diff', { path: 'vault/key', diff: '<<<<<<< SEARCH\nvault\n=======\nx\n>>>>>>> REPLACE' }],
  ];

  it.each(CALLS)('%s %j is denied by the rule for the other name', (tool, args) => {
    const ws = linkedSecrets(`decide-${tool}-${Object.values(args).join('-').replace(/\W+/g, '_')}`);
    const policy = loadRules();
    const links = walkWorkspace(ws, deniedBy(policy.read)).links;
    const got = checkPolicy(policy, tool, args, { analyzer, workspace: ws, links });
    expect(got.decision).toBe('deny');
    expect(got.rule).toMatch(/^read\.deny\[\d+\]$/);
  });

  it('says which name the rule denies', () => {
    const ws = linkedSecrets('decide-reason');
    const policy = loadRules();
    const links = walkWorkspace(ws, deniedBy(policy.read)).links;
    const got = checkPolicy(
      policy,
      'read_file',
      { path: 'config/app.env' },
      { analyzer, workspace: ws, links },
    );
    expect(got.reason).toContain('"config/app.env" is also reached as "app/.env" through a symbolic link');
  });

  it('still allows what no name of which is denied', () => {
    const ws = linkedSecrets('decide-allowed');
    const policy = loadRules();
    const links = walkWorkspace(ws, deniedBy(policy.read)).links;
    for (const [tool, args] of [
      ['read_file', { path: 'config/app.json' }],
      ['read_file', { path: 'src/app.js' }],
      ['execute_command', { command: 'cat config/app.json src/app.js' }],
    ] as const)
      expect(checkPolicy(policy, tool, args, { analyzer, workspace: ws, links }).decision).toBe('allow');
  });
});

describe.skipIf(!HAVE_BWRAP)('a sandboxed command', () => {
  it('cannot open a file under its real name when a denied name leads to it', async () => {
    const ws = linkedSecrets('boxed');
    const box = await createSandbox({
      setting: 'bubblewrap',
      workspace: ws,
      protectedFiles: [],
      outDir: path.join(ws, '.nightshift', 'runs', 'x'),
      sourceEnv: { PATH: process.env.PATH ?? '' },
      envPass: [],
      ownEnvironScrubbed: false,
      readDenied: deniedBy(loadRules().read),
    });
    try {
      const r = await runInSandbox(
        box,
        ws,
        'cat config/app.env app/.env vault/key secrets/key store/deep/k.txt secrets/more/k.txt; cat config/app.json',
      );
      expect(r.output).not.toContain(ENV_SECRET);
      expect(r.output).not.toContain(VAULT_SECRET);
      expect(r.output).not.toContain(DEEP_SECRET);
      expect(r.output).toContain('cat: config/app.env: Permission denied');
      expect(r.output).toContain('"port": 1');
    } finally {
      await box.close();
    }
  });
});

describe.skipIf(!HAVE_BWRAP)('a run', () => {
  it('refuses the real names, and no byte of them reaches the log or the commit', async () => {
    const leak = "require('fs').writeFileSync('copy.txt', require('fs').readFileSync('vault/key'));";
    const fx = makeFixture({
      files: {
        'config/app.env': `${ENV_SECRET}\n`,
        'vault/key': `${VAULT_SECRET}\n`,
        'a.txt': 'a\n',
        'leak.js': `${leak}\n`,
      },
      links: { 'app/.env': '../config/app.env', secrets: 'vault' },
      policy: {
        extends: 'builtin:standard',
        sandbox: 'bubblewrap',
        read: { deny: ['secrets/**', '**/.env'] },
        command: { allow: ['node leak.js'] },
      },
      script: [
        call('read_file', { path: 'config/app.env' }),
        call('read_file', { path: 'vault/key' }),
        call('search_files', { path: '.', regex: 'TOKEN|vault-key' }),
        call('execute_command', { command: 'node leak.js' }),
        complete(),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(result.status).toBe('completed');
    const decisions = fx.events(result.auditLog).filter((e) => e.type === 'tool.decision') as {
      decision: string;
      rule: string;
    }[];
    expect(decisions.slice(0, 2).map((d) => [d.decision, d.rule.replace(/\d+/, 'N')])).toEqual([
      ['deny', 'read.deny[N]'],
      ['deny', 'read.deny[N]'],
    ]);
    const log = readFileSync(result.auditLog, 'utf8');
    expect(log).not.toContain(ENV_SECRET);
    expect(log).not.toContain(VAULT_SECRET);
    expect(existsSync(path.join(fx.workspace, 'copy.txt'))).toBe(false);
    // The sandbox masked vault/key: the allowed command could not open it to copy.
    const ran = fx
      .events(result.auditLog)
      .filter((e) => e.type === 'tool.result')
      .at(-2) as { output: string };
    expect(ran.output).toMatch(/EACCES: permission denied, open 'vault\/key'/);
  });
});
