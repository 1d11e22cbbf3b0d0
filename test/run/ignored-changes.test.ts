import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TreeChange } from '../../src/git/changes.ts';
import { gitDirectoryFinder } from '../../src/git/git-directory.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { deniedIgnored } from '../../src/run/ignored-changes.ts';

const policy = loadPolicy('builtin:standard', process.cwd());

function workspace(files: (string | Buffer)[]): string {
  const ws = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-ignored-')));
  for (const f of files) {
    // Directories here are ASCII; a file name may not be UTF-8.
    mkdirSync(path.join(ws, path.dirname(f.toString('latin1'))), { recursive: true });
    writeFileSync(Buffer.concat([Buffer.from(`${ws}/`), Buffer.from(f)]), 'x\n');
  }
  return ws;
}

function decide(
  ws: string,
  listed: string[],
  start: { dirty?: string[]; ignored?: string[]; ownDir?: string } = {},
) {
  return deniedIgnored(
    listed.map((p) => ({ path: p })),
    {
      workspace: ws,
      start: {
        dirty: new Map((start.dirty ?? []).map((p) => [p, {} as TreeChange])),
        ignored: start.ignored ?? [],
        nested: [],
      },
      policy,
      guarded: { entries: [] },
      ownDir: start.ownDir,
      gitDirs: gitDirectoryFinder(ws),
    },
  )
    .map((d) => [d.change.path, d.change.ignored, d.rule])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

describe('deniedIgnored', () => {
  it('reports a directory whose every entry is denied as one, and the denied entries of a mixed one', () => {
    const ws = workspace([
      '.husky/.gitignore',
      '.husky/post-checkout',
      'out/a.js',
      'out/.vscode/tasks.json',
      'out/.env',
    ]);
    expect(decide(ws, ['.husky/', 'out/'])).toEqual(
      [
        ['.husky', 'directory', expect.stringMatching(/^edit\.deny/)],
        ['out/.env', 'file', expect.stringMatching(/^edit\.deny/)],
        ['out/.vscode', 'directory', expect.stringMatching(/^edit\.deny/)],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('leaves what was ignored, dirty or nightshift’s at the start, and keeps such a directory', () => {
    const ws = workspace([
      '.vscode/settings.json',
      '.vscode/tasks.json',
      'cache/.env',
      'runs/r1/audit.jsonl',
      'runs/.env',
    ]);
    expect(
      decide(ws, ['.vscode/', 'cache/', 'runs/'], {
        dirty: ['.vscode/settings.json'],
        ignored: ['cache/'],
        ownDir: 'runs/r1',
      }),
    ).toEqual([
      ['.vscode/tasks.json', 'file', expect.stringMatching(/^edit\.deny/)],
      ['runs/.env', 'file', expect.stringMatching(/^edit\.deny/)],
    ]);
  });

  it('decides a name that is not UTF-8 by its bytes', () => {
    const name = Buffer.concat([Buffer.from('.husky/hook'), Buffer.from([0xff])]);
    const ws = workspace([name, 'gen/ok.js']);
    expect(decide(ws, ['.husky/', 'gen/'])).toEqual([
      ['.husky', 'directory', expect.stringMatching(/^edit\.deny/)],
    ]);
  });

  it('nothing new: nothing listed, nothing read', () => {
    expect(
      decide('/nonexistent', ['node_modules/', 'dist/x.js'], { ignored: ['node_modules/', 'dist/x.js'] }),
    ).toEqual([]);
  });
});
