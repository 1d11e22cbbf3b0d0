import { lstatSync, mkdirSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPatchTool } from '../../src/tools/apply-patch.ts';
import { call, workspace } from './helpers.ts';

/**
 * apply_patch moves a symbolic link itself and rewrites a relative link for its new directory. The
 * kernel takes a `..` after following the link before it, so a text shortened as text (`d/../x`
 * as `x`) leads somewhere the policy never decided: another file, or out of the workspace.
 */
const patch = (...lines: string[]) => ['*** Begin Patch', ...lines, '*** End Patch'].join('\n');
const move = (from: string, to: string) => patch(`*** Update File: ${from}`, `*** Move to: ${to}`);

/** A workspace with `d -> a/b`, a linked directory two levels deep, and a file beside it. */
function linkedDir() {
  const ws = workspace();
  mkdirSync(path.join(ws.dir, 'a/b'), { recursive: true });
  mkdirSync(path.join(ws.dir, 'docs'));
  ws.write('a/keep.txt', 'reached through d/..\n');
  ws.write('keep.txt', 'a different file\n');
  symlinkSync('a/b', path.join(ws.dir, 'd'));
  return ws;
}

describe('apply_patch moving a link whose text climbs out of a linked directory', () => {
  it('leads to the same file from its new directory', async () => {
    const ws = linkedDir();
    symlinkSync('d/../keep.txt', path.join(ws.dir, 'L'));
    expect(ws.read('L')).toBe('reached through d/..\n');
    const res = await call(applyPatchTool, ws.dir, { input: move('L', 'docs/M') });
    expect(res.ok).toBe(true);
    expect(lstatSync(path.join(ws.dir, 'docs/M')).isSymbolicLink()).toBe(true);
    expect(ws.read('docs/M')).toBe('reached through d/..\n');
  });

  it('never leads out of the workspace when the original stayed inside', async () => {
    const ws = linkedDir();
    symlinkSync('d/../../keep.txt', path.join(ws.dir, 'L'));
    expect(realpathSync.native(path.join(ws.dir, 'L'))).toBe(path.join(ws.dir, 'keep.txt'));
    const res = await call(applyPatchTool, ws.dir, { input: move('L', 'M') });
    expect(res.ok).toBe(true);
    expect(realpathSync.native(path.join(ws.dir, 'M'))).toBe(path.join(ws.dir, 'keep.txt'));
  });

  it('keeps the short form for plain relative links (no `..` after a name)', async () => {
    const ws = linkedDir();
    symlinkSync('../keep.txt', path.join(ws.dir, 'a/L'));
    const res = await call(applyPatchTool, ws.dir, { input: move('a/L', 'docs/deeper/M') });
    expect(res.ok).toBe(true);
    expect(readlinkSync(path.join(ws.dir, 'docs/deeper/M'))).toBe('../../keep.txt');
  });
});

describe('apply_patch and a link named .git in another case', () => {
  it.each(['.GIT', '.Git', 'sub/.gIt'])(
    'refuses to delete or move %s, as the policy takes .git in any case',
    async (name) => {
      const ws = workspace();
      mkdirSync(path.join(ws.dir, 'sub'), { recursive: true });
      mkdirSync(path.join(ws.dir, 'target'));
      symlinkSync(path.join(ws.dir, 'target'), path.join(ws.dir, name));
      for (const input of [patch(`*** Delete File: ${name}`), move(name, 'moved')]) {
        const res = await call(applyPatchTool, ws.dir, { input });
        expect(res.ok).toBe(false);
        expect(res.output).toMatch(/protected \(\.git\)/);
        expect(lstatSync(path.join(ws.dir, name)).isSymbolicLink()).toBe(true);
      }
    },
  );
});
