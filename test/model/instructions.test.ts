import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { ConfigError } from '../../src/config/errors.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { deniedBy } from '../../src/policy/match-glob.ts';
import { deniedInstructions, loadInstructions } from '../../src/run/instructions.ts';

let root: string;
let ws: string;
const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
  writeFileSync(path.join(ws, rel), text);
};
beforeEach(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-instr-')));
  ws = path.join(root, 'ws');
  mkdirSync(ws);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));
const same = (text: string) => text;
// Read rules that deny nothing.
const none = () => false;

describe('loadInstructions', () => {
  it('reads AGENTS.md, .roo/rules* and named files in a stable order, once each', () => {
    write('AGENTS.md', 'Agents.\n');
    write('.roo/rules/b.md', 'B');
    write('.roo/rules/a/deep.md', 'Deep');
    write('.roo/rules-code/x.md', 'Code only');
    write('docs/style.md', 'Style');
    expect(loadInstructions(ws, ['docs/style.md', 'AGENTS.md'], same, none)).toEqual([
      { file: 'AGENTS.md', text: 'Agents.' },
      { file: '.roo/rules/a/deep.md', text: 'Deep' },
      { file: '.roo/rules/b.md', text: 'B' },
      { file: '.roo/rules-code/x.md', text: 'Code only' },
      { file: 'docs/style.md', text: 'Style' },
    ]);
  });

  it("a hostile repository: links into git's own files (the checkout's token) are not read", () => {
    write('.git/config', '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic c2VjcmV0\n');
    write('.roo/rules/real.md', 'Real');
    symlinkSync('.git/config', path.join(ws, 'AGENTS.md'));
    symlinkSync('../../.GIT/config', path.join(ws, '.roo/rules/leak.md'));
    mkdirSync(path.join(ws, 'vendor/x/.git'), { recursive: true });
    writeFileSync(path.join(ws, 'vendor/x/.git/config'), 'secret');
    symlinkSync('vendor/x/.git/config', path.join(ws, '.roorules'));
    expect(loadInstructions(ws, [], same, none)).toEqual([{ file: '.roo/rules/real.md', text: 'Real' }]);
    expect(() => loadInstructions(ws, ['.git/config'], same, none)).toThrow(
      /\.git\/config is in a git directory/,
    );
  });

  it('a hostile repository: links in .roo/rules to / or back up are neither followed nor read', () => {
    write('.roo/rules/real.md', 'Real');
    write('.roo/rules-code/deep/x.md', 'X');
    // Followed, the first walks the whole file system and the others loop until paths overflow.
    symlinkSync('/', path.join(ws, '.roo/rules/root'));
    symlinkSync('..', path.join(ws, '.roo/rules/up'));
    symlinkSync('../..', path.join(ws, '.roo/rules-code/deep/loop'));
    symlinkSync('/etc/hostname', path.join(ws, '.roo/rules/host.md'));
    expect(loadInstructions(ws, [], same, none)).toEqual([
      { file: '.roo/rules/real.md', text: 'Real' },
      { file: '.roo/rules-code/deep/x.md', text: 'X' },
    ]);
  });

  it('ignores missing default files', () => {
    expect(loadInstructions(ws, [], same, none)).toEqual([]);
  });

  it('rejects named files that are missing or outside the workspace, symlinks included', () => {
    writeFileSync(path.join(root, 'secret.txt'), 'secret');
    symlinkSync(path.join(root, 'secret.txt'), path.join(ws, 'link.md'));
    expect(() => loadInstructions(ws, ['nope.md'], same, none)).toThrow(
      new ConfigError('instructions: nope.md does not exist in the workspace'),
    );
    expect(() => loadInstructions(ws, ['../secret.txt'], same, none)).toThrow(/outside the workspace/);
    expect(() => loadInstructions(ws, ['link.md'], same, none)).toThrow(/outside the workspace/);
  });

  it('reads only the head of a huge instruction file (a sparse terabyte), cut as any long one', () => {
    write('AGENTS.md', 'Use tabs.\n');
    truncateSync(path.join(ws, 'AGENTS.md'), 2 ** 40);
    const [agents] = loadInstructions(ws, [], same, none);
    expect(agents?.text.startsWith('Use tabs.')).toBe(true);
    expect(agents?.text).toMatch(
      /\[\.\.\. truncated: the file has 1099511627776 bytes; read it with read_file if needed\]$/,
    );
  });

  it('masks secrets before cutting a long file, so no part of one straddling the cut is left', () => {
    const redactor = new Redactor();
    const secret = 'sk-live-0123456789abcdefXYZ';
    redactor.addSecret(secret);
    // The cut (32,000 characters) falls inside the secret.
    write('AGENTS.md', `${'x'.repeat(31_990)}${secret}${'y'.repeat(100)}`);
    const [agents] = loadInstructions(ws, [], (text) => redactor.redact(text), none);
    expect(agents?.text).not.toContain(secret.slice(0, 10));
    expect(agents?.text).toMatch(/truncated/);
  });
});

describe('loadInstructions under read.deny (a hostile repository)', () => {
  // builtin:standard's read rules (`**/.env*`, `**/*.key`, ...) plus globs a user adds.
  const policy = structuredClone(loadPolicy('builtin:standard', process.cwd()));
  policy.read.deny.push('secrets/**', 'config/creds.json', 'private/**');
  const denied = deniedBy(policy.read);
  // Short lines: nothing the redactor would extract from a denied file, so nothing masks them.
  const SECRET = 'pin=7c1e';

  it('leaves out default files that are, or lead to, denied files, and says which', () => {
    write('.env', SECRET);
    write('SECRETS/prod.txt', SECRET);
    write('private/rules/x.md', SECRET);
    write('docs/agents.md', 'Be kind.');
    // A committed link to a denied file; a case variant of a denied directory; a linked `.roo`.
    symlinkSync('.env', path.join(ws, 'AGENTS.md'));
    symlinkSync('SECRETS/prod.txt', path.join(ws, '.roorules'));
    symlinkSync('private', path.join(ws, '.roo'));
    expect(loadInstructions(ws, [], same, denied)).toEqual([]);
    expect(deniedInstructions(ws, denied)).toEqual([
      'instruction file AGENTS.md is left out of the prompt: it leads to .env, which the read rules deny',
      'instruction file .roo/rules/x.md is left out of the prompt: it leads to private/rules/x.md, which the read rules deny',
      'instruction file .roorules is left out of the prompt: it leads to SECRETS/prod.txt, which the read rules deny',
    ]);
    // A link to a file the rules allow is read as before.
    rmSync(path.join(ws, 'AGENTS.md'));
    symlinkSync('docs/agents.md', path.join(ws, 'AGENTS.md'));
    expect(loadInstructions(ws, [], same, denied)).toEqual([{ file: 'docs/agents.md', text: 'Be kind.' }]);
  });

  it('leaves out a default file a rule denies by its own name', () => {
    write('AGENTS.md', SECRET);
    const own = deniedBy({ allow: ['**'], deny: ['AGENTS.md'] });
    expect(loadInstructions(ws, [], same, own)).toEqual([]);
    expect(deniedInstructions(ws, own)).toEqual([
      'instruction file AGENTS.md is left out of the prompt: it is denied by the read rules',
    ]);
  });

  it('refuses a named file that is, or leads to, a denied file: a ConfigError naming it', () => {
    write('config/creds.json', SECRET);
    write('keys/deploy.key', SECRET);
    write('.env', SECRET);
    write('.ENV', SECRET);
    mkdirSync(path.join(ws, 'docs'));
    symlinkSync('../config/creds.json', path.join(ws, 'docs/setup.md'));
    symlinkSync('keys', path.join(ws, 'notes'));
    expect(() => loadInstructions(ws, ['docs/setup.md'], same, denied)).toThrow(
      new ConfigError('instructions: docs/setup.md leads to config/creds.json, which the read rules deny'),
    );
    expect(() => loadInstructions(ws, ['notes/deploy.key'], same, denied)).toThrow(
      /notes\/deploy\.key leads to keys\/deploy\.key, which the read rules deny/,
    );
    expect(() => loadInstructions(ws, ['docs/../.env'], same, denied)).toThrow(/leads to \.env/);
    expect(() => loadInstructions(ws, ['.ENV'], same, denied)).toThrow(/\.ENV is denied by the read rules/);
  });
});
