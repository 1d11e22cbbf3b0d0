import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { authHeaderConfig, withPersistedCredentialsHidden } from '../../src/git/auth.ts';
import { openRepo } from '../../src/git/repo.ts';
import { git, makeRepo } from '../support/git-server.ts';

describe('withPersistedCredentialsHidden', () => {
  it('removes checkout credentials during the call and restores them, in order, even when it throws', async () => {
    const ws = makeRepo();
    git(ws, 'config', '--local', '--add', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic AAA');
    git(ws, 'config', '--local', '--add', 'http.https://github.com/.extraheader', 'AUTHORIZATION: basic BBB');
    // Newer checkouts keep the header in a file included from .git/config; the user's own includes stay.
    const creds = path.join(ws, '.git', 'credentials-1.config');
    writeFileSync(creds, '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic CCC\n');
    writeFileSync(path.join(ws, '.git', 'mine.config'), '[core]\n\tautocrlf = false\n');
    git(ws, 'config', '--local', `includeIf.gitdir:${ws}/.git.path`, creds);
    git(ws, 'config', '--local', 'includeIf.onbranch:main.path', 'mine.config');
    git(ws, 'config', '--local', 'user.name', 'Kept');
    // Restored entries come back after the others; among themselves (multi-valued keys) in order.
    const list = () => git(ws, 'config', '--local', '--list').split('\n').sort();
    const headers = () => git(ws, 'config', '--local', '--get-all', 'http.https://github.com/.extraheader');
    const before = list();

    const seen = await withPersistedCredentialsHidden(openRepo(ws), () =>
      Promise.resolve(git(ws, 'config', '--local', '--list')),
    );
    expect(seen).not.toMatch(/extraheader|credentials-1/i);
    expect(seen).toContain('user.name=Kept');
    expect(seen).toContain('includeif.onbranch:main.path=mine.config');
    expect(list()).toEqual(before);
    expect(headers()).toBe('AUTHORIZATION: basic AAA\nAUTHORIZATION: basic BBB');

    await expect(
      withPersistedCredentialsHidden(openRepo(ws), () => Promise.reject(new Error('push failed'))),
    ).rejects.toThrow('push failed');
    expect(list()).toEqual(before);
    expect(headers()).toBe('AUTHORIZATION: basic AAA\nAUTHORIZATION: basic BBB');
  });

  it('builds the header actions/checkout uses, scoped to the remote origin, for HTTP remotes only', () => {
    const basic = Buffer.from('x-access-token:tok').toString('base64');
    expect(authHeaderConfig('tok', 'https://github.com/octo/demo.git')).toEqual({
      'http.https://github.com/.extraheader': `AUTHORIZATION: basic ${basic}`,
    });
    expect(authHeaderConfig('tok', 'git@github.com:octo/demo.git')).toBeNull();
    expect(authHeaderConfig('tok', 'ssh://git@github.com/octo/demo.git')).toBeNull();
  });
});
