import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
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
import { globDepth, readDeniedBy } from '../../src/policy/workspace-links.ts';
import { walkWorkspace } from '../../src/sandbox/unreadable.ts';

/**
 * A file behind a linked directory is looked at under the link's names only as deep as the read
 * rules can tell those names from its real path. pnpm's `node_modules` is all links: with rules
 * that decide by a file's own name (`**\/.env*`), the start walk must not walk it twice.
 */
describe('globDepth', () => {
  const dirs = ['node_modules/pkg', 'node_modules/.pnpm/pkg@1.0.0/node_modules/pkg'];

  it('needs no level for rules that decide by the last segments alone, as deep as they look', () => {
    expect(globDepth('**', false, dirs)).toBe(0);
    expect(globDepth('**/.env*', true, dirs)).toBe(0);
    expect(globDepth('**/.aws/credentials', true, dirs)).toBe(1);
    expect(globDepth('**/a/b/c', true, dirs)).toBe(2);
  });

  it('tells a directory segment anywhere apart only when the names differ in it', () => {
    expect(globDepth('**/.ssh/**', true, dirs)).toBe(0);
    expect(globDepth('**/secrets/**', true, ['secrets', 'vault'])).toBe(Infinity);
    expect(globDepth('**/secrets/**', true, ['a/SECRETS', 'b/secrets'])).toBe(0);
    expect(globDepth('**/Secrets/**', false, ['a/Secrets', 'b/secrets'])).toBe(Infinity);
  });

  it('looks at every level for a rule anchored on the way to any of the names', () => {
    expect(globDepth('secrets/**', true, ['secrets', 'vault'])).toBe(Infinity);
    expect(globDepth('secrets/**', true, ['app/secrets', 'vault'])).toBe(0);
    expect(globDepth('config/prod/*.env', true, ['config', 'other'])).toBe(Infinity);
    expect(globDepth('SECRETS/**', true, ['secrets/x', 'vault'])).toBe(Infinity);
    expect(globDepth('*.key', true, ['a', 'b'])).toBe(0);
    expect(globDepth('*/x.key', true, ['a', 'b/c'])).toBe(Infinity);
  });

  it('does not reason about braces, extglobs or escapes', () => {
    expect(globDepth('**/*.{pem,key}', true, dirs)).toBe(Infinity);
    expect(globDepth('**/!(x).env', true, dirs)).toBe(Infinity);
  });
});

let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-alias-depth-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A pnpm-like tree: every package reached through a link; and an env file deep in one. */
function pnpmTree(name: string): string {
  const ws = path.join(root, name);
  for (let p = 0; p < 20; p++) {
    const real = path.join(ws, 'node_modules', '.pnpm', `pkg${p}@1.0.0`, 'node_modules', `pkg${p}`);
    mkdirSync(path.join(real, 'lib'), { recursive: true });
    for (let f = 0; f < 10; f++) writeFileSync(path.join(real, 'lib', `f${f}.js`), 'x\n');
    symlinkSync(`.pnpm/pkg${p}@1.0.0/node_modules/pkg${p}`, path.join(ws, 'node_modules', `pkg${p}`));
  }
  writeFileSync(
    path.join(ws, 'node_modules', '.pnpm', 'pkg3@1.0.0', 'node_modules', 'pkg3', '.env'),
    'K=v\n',
  );
  return ws;
}

/** Entries the masking walk itself visits (the budget below it has no room for a second walk). */
const entriesOf = (ws: string) => {
  let n = 0;
  const count = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      n++;
      if (e.isDirectory()) count(path.join(dir, e.name));
    }
  };
  count(ws);
  return n;
};

describe('the masking walk behind linked directories', () => {
  it('walks pnpm’s packages once when the rules decide by a file’s own name', () => {
    const ws = pnpmTree('pnpm');
    const rules = loadPolicy('builtin:standard', root).read;
    const limit = entriesOf(ws) + 5;
    const found = walkWorkspace(ws, readDeniedBy(rules), limit);
    expect(found.complete).toBe(true);
    expect(found.files.map((f) => path.relative(ws, f))).toEqual([
      'node_modules/.pnpm/pkg3@1.0.0/node_modules/pkg3/.env',
    ]);
    // The control: a predicate that cannot say so walks every linked package again.
    expect(walkWorkspace(ws, deniedBy(rules), limit).complete).toBe(false);
  });

  it('follows names through chains of links to a rule anchored on the first one', () => {
    const ws = path.join(root, 'chain');
    mkdirSync(path.join(ws, 'vault'), { recursive: true });
    mkdirSync(path.join(ws, 'store', 'deep', 'er'), { recursive: true });
    writeFileSync(path.join(ws, 'store', 'deep', 'er', 'k.txt'), 'secret\n');
    symlinkSync('vault', path.join(ws, 'secrets'));
    symlinkSync('../store/deep', path.join(ws, 'vault', 'more'));
    writeFileSync(
      path.join(root, 'chain.yaml'),
      'version: 1\nread:\n  allow: ["**"]\n  deny: ["secrets/**"]\n',
    );
    const found = walkWorkspace(ws, readDeniedBy(loadPolicy(path.join(root, 'chain.yaml'), root).read));
    expect(found.files.map((f) => path.relative(ws, f))).toEqual(['store/deep/er/k.txt']);
  });

  it('still walks as deep as a rule naming the link’s directory needs', () => {
    const ws = pnpmTree('pnpm-anchored');
    writeFileSync(
      path.join(root, 'anchored.yaml'),
      'version: 1\nread:\n  allow: ["**"]\n  deny: ["node_modules/pkg7/lib/*.js"]\n',
    );
    const found = walkWorkspace(ws, readDeniedBy(loadPolicy(path.join(root, 'anchored.yaml'), root).read));
    expect(found.files.map((f) => path.relative(ws, f)).sort()).toEqual(
      Array.from(
        { length: 10 },
        (_, f) => `node_modules/.pnpm/pkg7@1.0.0/node_modules/pkg7/lib/f${f}.js`,
      ).sort(),
    );
  });
});
