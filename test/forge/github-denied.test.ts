import { describe, expect, it } from 'vitest';
import { permissionHint, withPermissionHint } from '../../src/forge/github-denied.ts';

describe('permissionHint', () => {
  it('names the repository setting when Actions may not open pull requests', () => {
    const hint = permissionHint(
      'pull request',
      403,
      'GitHub Actions is not permitted to create or approve pull requests. - https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
    );
    expect(hint).toContain('Allow GitHub Actions to create and approve pull requests');
  });

  it('names the missing permission for a token without pull-requests or contents write', () => {
    expect(permissionHint('pull request', 403, 'Resource not accessible by integration')).toContain(
      '`pull-requests: write`',
    );
    for (const message of [
      "fatal: unable to access 'https://github.com/o/r.git/': The requested URL returned error: 403",
      'remote: Permission to o/r.git denied to github-actions[bot].',
      'remote: Write access to repository not granted.',
    ])
      expect(permissionHint('push', undefined, message)).toContain('`contents: write`');
  });

  it('leaves other failures alone', () => {
    expect(permissionHint('pull request', 422, 'Validation Failed')).toBeUndefined();
    expect(permissionHint('pull request', 403, 'API rate limit exceeded')).toBeUndefined();
    expect(permissionHint('push', undefined, 'The requested URL returned error: 500')).toBeUndefined();
    expect(permissionHint('push', undefined, 'rejected: non-fast-forward')).toBeUndefined();
    const err = new Error('timeout');
    expect(withPermissionHint('push', err)).toBe(err);
  });

  it('keeps the original error as the cause', () => {
    const err = Object.assign(new Error('Resource not accessible by integration'), { status: 403 });
    const explained = withPermissionHint('pull request', err) as Error;
    expect(explained.message).toMatch(/^pull request refused by GitHub \(Resource not accessible/);
    expect(explained.cause).toBe(err);
  });
});
