import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import type { TreeChange } from '../../src/git/changes.ts';
import { deniedContentAtStart, MIN_FINGERPRINT_BYTES, secretValues } from '../../src/run/denied-content.ts';
import { gateChanges } from '../../src/run/final-diff.ts';
import { runTask } from '../../src/run/run-task.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

const bwrap = existsSync('/usr/bin/bwrap');
const SECRET_ENV = 'API_TOKEN=tok_live_5b1f0c9e7d2a4e8f\nDB_PASSWORD=correct-horse-battery\n';

const hashObject = (file: string) =>
  execFileSync('git', ['hash-object', '--no-filters', file], { encoding: 'utf8' }).trim();

describe('fingerprints of what the read rules deny', () => {
  it('are the blob ids git gives the files, by workspace path; tiny files and directories of them too', async () => {
    const ws = mkdtempSync(path.join(tmpdir(), 'ns-denied-'));
    mkdirSync(path.join(ws, 'keys', 'deep'), { recursive: true });
    const files = {
      '.env': SECRET_ENV,
      'keys/a.pem': '-----BEGIN KEY-----\nabc\n',
      'keys/deep/b.pem': '-----BEGIN KEY-----\ndef\n',
      tiny: 'X=1\n',
    };
    for (const [f, text] of Object.entries(files)) writeFileSync(path.join(ws, f), text);
    const { prints } = await deniedContentAtStart({
      workspace: ws,
      start: { base: null, dirty: new Map() },
      masked: { files: [path.join(ws, '.env'), path.join(ws, 'tiny')], dirs: [path.join(ws, 'keys')] },
      readDenied: () => true,
    });
    expect(Object.fromEntries([...prints].map(([id, p]) => [p, id]))).toEqual({
      '.env': hashObject(path.join(ws, '.env')),
      'keys/a.pem': hashObject(path.join(ws, 'keys/a.pem')),
      'keys/deep/b.pem': hashObject(path.join(ws, 'keys/deep/b.pem')),
    });
    expect(files.tiny.length).toBeLessThan(MIN_FINGERPRINT_BYTES);
  });

  it('give the redactor whole lines, secret-named and key-like values; not plain short ones', () => {
    const text = [
      '# a comment that is long enough',
      'export API_TOKEN="tok_live_5b1f0c9e"',
      'DB_PASSWORD=hunter22',
      'HOST=localhost',
      'STRIPE=sk_9f8e7d6c5b4a3921',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG',
      '-----BEGIN RSA PRIVATE KEY-----',
      'MIIEowIBAAKCAQEAx4fPbHk1Xb5n',
      'PORT=80',
    ].join('\n');
    const values = secretValues(Buffer.from(text));
    expect(values).toEqual(
      expect.arrayContaining([
        'tok_live_5b1f0c9e',
        'hunter22',
        'sk_9f8e7d6c5b4a3921',
        'wJalrXUtnFEMI/K7MDENG',
        'MIIEowIBAAKCAQEAx4fPbHk1Xb5n',
        'DB_PASSWORD=hunter22',
        'HOST=localhost',
      ]),
    );
    for (const plain of ['localhost', '80', 'PORT=80', '-----BEGIN RSA PRIVATE KEY-----'])
      expect(values).not.toContain(plain);
    expect(values.some((v) => v.startsWith('#'))).toBe(false);
    expect(secretValues(Buffer.from('bin\0ary TOKEN=abcdefghijkl'))).toEqual([]);
  });
});

describe('the final diff refuses a copy of a read-denied file', () => {
  const policy = loadPolicy('builtin:standard', process.cwd());
  const change = (
    p: string,
    sha: string,
    newMode = '100644',
    status: TreeChange['status'] = 'A',
  ): TreeChange => ({
    path: p,
    status,
    oldMode: status === 'A' ? '000000' : '100644',
    newMode,
    newSha: sha,
  });
  const start = {
    dirty: new Map(),
    ignored: [],
    nested: [],
    deniedContent: new Map([['a'.repeat(40), '.env']]),
  };
  const own = (c: TreeChange) => ({ own: { inside: true, rel: c.path, abs: `/ws/${c.path}` } });

  it('whatever its new name or how it came; not a symlink, a deletion or other content', () => {
    const outcomes = gateChanges(
      [
        change('notes/copy.txt', 'a'.repeat(40)),
        change('src/config.js', 'a'.repeat(40), '100755', 'M'),
        change('link', 'a'.repeat(40), '120000'),
        change('src/other.js', 'b'.repeat(40), '100644', 'M'),
      ],
      start,
      policy,
      own,
    );
    expect(outcomes.map((o) => [o.change.path, o.kind, 'rule' in o ? o.rule : ''])).toEqual([
      ['notes/copy.txt', 'denied', 'invariant:read-denied-content'],
      ['src/config.js', 'denied', 'invariant:read-denied-content'],
      ['link', 'deliver', ''],
      ['src/other.js', 'deliver', ''],
    ]);
    expect('reason' in outcomes[0]! && outcomes[0].reason).toContain('".env"');
  });
});

/**
 * A test file the model writes copies what it can reach of `.env` into files a commit would carry,
 * and an allowed `node --test` runs it: the working tree's `.env` (readable without a sandbox) and
 * the committed one through git's object store (readable in the sandbox too).
 */
const LEAK_TEST = `
const { test } = require('node:test');
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');
test('leak', () => {
  fs.mkdirSync('notes', { recursive: true });
  try { fs.copyFileSync('.env', 'notes/from-disk.txt'); } catch {}
  try { fs.writeFileSync('notes/from-git.txt', execFileSync('git', ['show', 'HEAD:.env'])); } catch {}
  try { fs.writeFileSync('notes/from-git-old.txt', execFileSync('git', ['show', 'HEAD:config/.env.prod'])); } catch {}
  fs.writeFileSync('notes/ok.txt', 'an ordinary note\\n');
  for (const name of ['HEAD:.env', 'HEAD:config/.env.prod'])
    try { console.log(String(execFileSync('git', ['show', name]))); } catch {}
  try { console.log(fs.readFileSync('.env', 'utf8')); } catch {}
});
`;

async function leakRun(sandbox: 'none' | 'bubblewrap') {
  const fx = makeFixture({
    files: {
      '.env': SECRET_ENV,
      'config/.env.prod': 'PROD_KEY=committed-prod-key-0042\n',
      'README.md': '# r\n',
    },
    policy: { extends: 'builtin:standard', sandbox },
    script: [
      call('write_to_file', { path: 'test/leak.test.cjs', content: LEAK_TEST }),
      call('execute_command', { command: 'node --test test/leak.test.cjs' }),
      complete('notes written'),
    ],
  });
  // The committed config/.env.prod differs from the working tree's when the run starts.
  writeFileSync(path.join(fx.workspace, 'config/.env.prod'), 'PROD_KEY=edited-locally-0000\n');
  const result = await runTask({
    taskFile: fx.taskFile,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  const events = fx.events(result.auditLog);
  const committed = fx.git('show', '--name-only', '--format=', 'HEAD').trim().split('\n');
  // Printed by the test (git show, and cat without a sandbox): masked in the output the model
  // gets and in the log.
  const log = readFileSync(result.auditLog, 'utf8');
  for (const secret of ['tok_live_5b1f0c9e7d2a4e8f', 'correct-horse-battery', 'committed-prod-key-0042'])
    expect(log).not.toContain(secret);
  // The test's lines are masked whole (`# ***` in Node 20's TAP output, `***` in Node 24's).
  const command = events.find((e) => e.type === 'tool.call' && e.name === 'execute_command');
  const output = events.find((e) => e.type === 'tool.result' && e.call_id === command?.call_id);
  expect(String(output?.output)).toMatch(/^(# )?\*\*\*$/m);
  return { fx, result, events, committed };
}

describe('end to end: a script copies secrets into the files a commit would carry', () => {
  it('without a sandbox: the copy of .env is reverted, never committed, and what is printed of it masked', async () => {
    const { fx, result, events, committed } = await leakRun('none');
    expect(result.status).toBe('completed');
    expect(committed).toContain('notes/ok.txt');
    for (const leak of ['notes/from-disk.txt', 'notes/from-git.txt', 'notes/from-git-old.txt'])
      expect(committed).not.toContain(leak);
    const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
    expect(reverted).toEqual(
      expect.arrayContaining([
        ['notes/from-disk.txt', 'invariant:read-denied-content'],
        ['notes/from-git.txt', 'invariant:read-denied-content'],
        ['notes/from-git-old.txt', 'invariant:read-denied-content'],
      ]),
    );
    expect(existsSync(path.join(fx.workspace, 'notes/from-disk.txt'))).toBe(false);
  });

  it.skipIf(!bwrap)(
    'in bubblewrap: .env is masked, and what git shows of the committed one is neither delivered nor shown',
    async () => {
      const { result, events, committed } = await leakRun('bubblewrap');
      expect(result.status).toBe('completed');
      expect(committed).toContain('notes/ok.txt');
      expect(committed).not.toContain('notes/from-disk.txt');
      for (const leak of ['notes/from-git.txt', 'notes/from-git-old.txt'])
        expect(committed).not.toContain(leak);
      const reverted = events.filter((e) => e.type === 'delivery.reverted').map((e) => [e.path, e.rule]);
      expect(reverted).toEqual(
        expect.arrayContaining([
          ['notes/from-git.txt', 'invariant:read-denied-content'],
          ['notes/from-git-old.txt', 'invariant:read-denied-content'],
        ]),
      );
    },
  );
});
