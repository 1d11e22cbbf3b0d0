import { describe, expect, it } from 'vitest';
import { FIXED_OVERRIDES, neutralisingConfig, parseScopedKeys } from '../../src/git/safe-config.ts';

describe('neutralisingConfig', () => {
  it('switches off the drivers the repository defines, whatever their names, and leaves the user’s', () => {
    const listed = parseScopedKeys(
      [
        'local',
        'filter.any name.clean',
        'local',
        'filter.any name.required',
        'worktree',
        'filter.p.process',
        'local',
        'diff.x.textconv',
        'local',
        'diff.x.command',
        'local',
        'merge.m.driver',
        'local',
        'pager.log',
        'local',
        'credential.https://example.com.helper',
        'local',
        'user.name',
        'global',
        'filter.lfs.clean',
        'system',
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
