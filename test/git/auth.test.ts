import { describe, expect, it } from 'vitest';
import { authHeaderConfig } from '../../src/git/auth.ts';

describe('authHeaderConfig', () => {
  it('builds the header actions/checkout uses, scoped to the remote origin, for HTTP remotes only', () => {
    const basic = Buffer.from('x-access-token:tok').toString('base64');
    expect(authHeaderConfig('tok', 'https://github.com/octo/demo.git')).toEqual({
      'http.https://github.com/.extraheader': `AUTHORIZATION: basic ${basic}`,
    });
    expect(authHeaderConfig('tok', 'git@github.com:octo/demo.git')).toBeNull();
    expect(authHeaderConfig('tok', 'ssh://git@github.com/octo/demo.git')).toBeNull();
  });
});
