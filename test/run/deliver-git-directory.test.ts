import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

/**
 * A directory git takes for a git directory (HEAD with objects/ and refs/, or a commondir) runs
 * its config's core.fsmonitor for whoever runs git in it once the commit is checked out. However
 * such a directory comes about — all new, one file completing a directory the base has, a file
 * in one the base has, a link into one, in any case, ignored by git — nothing in it is delivered
 * or left behind. The files are written by a test the model wrote, run by an allowed `node --test`.
 */
const PLANT = `
const fs = require('fs');
const put = (file, text = 'x\\n') => {
  fs.mkdirSync(require('path').dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
require('node:test')('plants', () => {
  put('other-gitdir/HEAD', 'ref: refs/heads/main\\n');
  put('other-gitdir/config', '[core]\\n\\tbare = true\\n\\tfsmonitor = "touch /tmp/pwned"\\n');
  put('other-gitdir/objects/info/keep');
  put('other-gitdir/refs/heads/main', '0'.repeat(40) + '\\n');
  put('fix/HEAD', 'ref: refs/heads/main\\n');
  put('wt/HEAD', 'ref: refs/heads/main\\n');
  put('wt/commondir', '../fix\\n');
  put('lc/head', 'ref: refs/heads/main\\n');
  put('lc/OBJECTS/k');
  put('lc/Refs/k');
  put('fx.git/config', '[core]\\n\\tfsmonitor = "touch /tmp/pwned"\\n');
  put('ig/HEAD', 'ref: refs/heads/main\\n');
  put('ig/objects/k');
  put('ig/refs/k');
  fs.symlinkSync('fx.git', 'link');
  put('src/ok.ts', 'export const ok = 2;\\n');
});
`;

describe('invariant:git-directory', () => {
  it('reverts every path that would sit in a git directory once delivered, and delivers the rest', async () => {
    const fx = makeFixture({
      files: {
        '.gitignore': 'ig/\n',
        'src/ok.ts': 'export const ok = 1;\n',
        // A test fixture shaped like a bare repository, and a directory one HEAD away from being one.
        'fx.git/HEAD': 'ref: refs/heads/main\n',
        'fx.git/config': '[core]\n\tbare = true\n',
        'fx.git/objects/k': '',
        'fx.git/refs/k': '',
        'fix/objects/k': '',
        'fix/refs/k': '',
      },
      policy: { extends: 'builtin:standard' },
      script: [
        call('write_to_file', { path: 'test/plant.test.js', content: PLANT }),
        call('execute_command', { command: 'node --test test/plant.test.js' }),
        complete('planted'),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const events = fx.events(result.auditLog);
    const of = (type: string) => events.filter((e) => e.type === type);
    expect(of('run.started')[0]).toMatchObject({ sandbox: { backend: 'bubblewrap' } });
    expect(result).toMatchObject({ status: 'completed', exitCode: 0 });

    const reverted = of('delivery.reverted').map((e) => [e.path, e.change, e.rule]);
    const rule = 'invariant:git-directory';
    expect(reverted.sort()).toEqual(
      [
        ['other-gitdir/HEAD', 'added', rule],
        ['other-gitdir/config', 'added', rule],
        ['other-gitdir/objects/info/keep', 'added', rule],
        ['other-gitdir/refs/heads/main', 'added', rule],
        ['fix/HEAD', 'added', rule],
        ['wt/HEAD', 'added', rule],
        ['wt/commondir', 'added', rule],
        ['lc/head', 'added', rule],
        ['lc/OBJECTS/k', 'added', rule],
        ['lc/Refs/k', 'added', rule],
        ['fx.git/config', 'modified', rule],
        ['ig', 'directory added, ignored by git', rule],
        ['link', 'symlink added', rule],
      ].sort(),
    );
    const reason = String(of('delivery.reverted').find((e) => e.path === 'fix/HEAD')?.reason);
    expect(reason).toContain('"fix/" would be a git directory to git');

    const files = fx.git('show', '--name-only', '--format=', result.commit!).trim().split('\n');
    expect(files.sort()).toEqual(['src/ok.ts', 'test/plant.test.js']);
    const ws = fx.workspace;
    for (const gone of ['other-gitdir/HEAD', 'fix/HEAD', 'wt/commondir', 'lc/head', 'ig', 'link'])
      expect(existsSync(path.join(ws, gone)), gone).toBe(false);
    expect(readFileSync(path.join(ws, 'fx.git/config'), 'utf8')).toBe('[core]\n\tbare = true\n');
  });
});
