import { symlinkSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Decision } from '../../src/policy/types.ts';
import { fileRulesOnly, makeWorkspace, plant } from './workspace.ts';
/**
 * A link already in the workspace (checked in, or unpacked) leads a reader to the file behind it:
 * `cat src/*` opens it, and grep -R, find -L, rg -L and diff -r walk into a linked directory. The
 * tree check judges a link by where it leads, and walks there, for every reader of a tree.
 */
const ws = makeWorkspace();
plant(ws, {
  '.env': 'TOKEN=planted\n',
  'src/index.ts': 'export {};\n',
  'conf/app.json': '{}\n',
  'conf/deploy/.env.production': 'TOKEN=planted\n',
  'lib/index.ts': 'export {};\n',
});
symlinkSync('../.env', path.join(ws.dir, 'src', 'settings'));
symlinkSync('../conf', path.join(ws.dir, 'lib', 'conf'));
symlinkSync('..', path.join(ws.dir, 'lib', 'up'));

let decision: (command: string) => Decision;
beforeAll(async () => {
  decision = await fileRulesOnly(ws);
});

describe('reads of a tree through links already in it', () => {
  it.each([
    ['cat src/*', /"src\/settings", a link to "\.env"/],
    ['head -n 5 src/*', /a link to "\.env"/],
    ['grep -r TOKEN src', /a link to "\.env"/],
    ['grep -R TOKEN lib', /deploy\/\.env\.production|"\.env"/],
    ['find -L lib -type f', /\.env/],
    ['rg -L TOKEN lib', /\.env/],
    ['diff -r lib src', /\.env/],
  ])('%s is denied', (command, why) => {
    const d = decision(command);
    expect(d.decision).toBe('deny');
    expect(d.reason).toMatch(why);
  });

  it('a tree whose links lead only to readable files stays allowed', () => {
    expect(decision('grep -r export src/index.ts').decision).toBe('allow');
    expect(decision('cat conf/*').decision).toBe('allow');
  });
});
