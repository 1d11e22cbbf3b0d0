import { describe, expect, it } from 'vitest';
import { FIXED_OVERRIDES, neutralisingConfig, parseScopedKeys } from '../../src/git/safe-config.ts';

describe('neutralisingConfig', () => {
  it('switches off the drivers the repository defines, whatever their names, and leaves the user’s', () => {
    const listed = parseScopedKeys(
      [
        'local',
        'file:.git/config',
        'filter.any name.clean',
        'local',
        'file:.git/config',
        'filter.any name.required',
        'worktree',
        'file:.git/config',
        'filter.p.process',
        'local',
        'file:.git/config',
        'diff.x.textconv',
        'local',
        'file:.git/config',
        'diff.x.command',
        'local',
        'file:.git/config',
        'merge.m.driver',
        'local',
        'file:.git/config',
        'pager.log',
        'local',
        'file:.git/config',
        'credential.https://example.com.helper',
        'local',
        'file:.git/config',
        'user.name',
        'global',
        'file:/etc/gitconfig',
        'filter.lfs.clean',
        'system',
        'file:/etc/gitconfig',
        'diff.y.textconv',
        '',
      ].join('\0'),
    );
    const config = neutralisingConfig(listed);
    expect(config).toMatchObject({
      ...FIXED_OVERRIDES,
      'filter.any name.clean': '',
      'filter.any name.required': 'false',
      'filter.p.process': '',
      'diff.x.textconv': '',
      'diff.x.command': '',
      'merge.m.driver': '',
      'pager.log': 'false',
      'credential.https://example.com.helper': '',
    });
    expect(config).not.toHaveProperty('user.name');
    expect(config).not.toHaveProperty('filter.lfs.clean');
    expect(config).not.toHaveProperty('diff.y.textconv');
    expect(FIXED_OVERRIDES).toMatchObject({ 'core.hooksPath': '/dev/null', 'core.fsmonitor': 'false' });
  });
});
