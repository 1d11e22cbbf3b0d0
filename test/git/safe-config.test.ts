import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXED_OVERRIDES, neutralisingConfig, parseScopedKeys } from '../../src/git/safe-config.ts';

describe('neutralisingConfig', () => {
  it('switches off the drivers the repository defines, whatever their names, and leaves the user’s', () => {
    const listed = parseScopedKeys(
      Buffer.from(
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
      ),
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

  it('refuses a driver of the repository whose name is not UTF-8: no override could name it', () => {
    const triple = (scope: string, key: Buffer) =>
      Buffer.concat([Buffer.from(`${scope}\0file:.git/config\0`), key, Buffer.from('\0')]);
    const latin1 = (s: string) =>
      Buffer.concat([Buffer.from('filter.inc'), Buffer.from([0xff]), Buffer.from(s)]);
    const keys = parseScopedKeys(triple('local', latin1('.clean')));
    expect(keys).toEqual([
      {
        scope: 'local',
        origin: 'file:.git/config',
        key: 'filter.inc\\xff.clean',
        inexact: true,
        value: '',
      },
    ]);
    expect(() => neutralisingConfig(keys)).toThrow(
      /file:\.git\/config: the repository's configuration sets filter\.inc\\xff\.clean, a program git would run, under a name that is not UTF-8/,
    );
    // Not a program (a branch name), or the user's own scopes: nothing to refuse.
    const harmless = Buffer.concat([Buffer.from('branch.b'), Buffer.from([0xff]), Buffer.from('.remote')]);
    expect(() => neutralisingConfig(parseScopedKeys(triple('local', harmless)))).not.toThrow();
    expect(() => neutralisingConfig(parseScopedKeys(triple('global', latin1('.clean'))))).not.toThrow();
  });
});

describe('parseScopedKeys', () => {
  it('reads each entry’s scope, origin, key and value from real git, values with newlines included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ns-scoped-'));
    execFileSync('git', ['init', '-q', dir]);
    writeFileSync(
      path.join(dir, '.git', 'config'),
      '[core]\n\tbare = false\n[remote "o"]\n\turl = https://u:pw@example.com/r.git\n[x]\n\tmulti = "a\\nb=c"\n\tflag\n',
    );
    const out = execFileSync(
      'git',
      ['config', '--list', '--show-scope', '--show-origin', '--includes', '-z'],
      {
        cwd: dir,
        env: { PATH: process.env.PATH, HOME: dir, GIT_CONFIG_NOSYSTEM: '1' },
      },
    );
    const local = parseScopedKeys(out).filter((k) => k.scope === 'local');
    expect(local.map(({ key, value }) => [key, value])).toEqual([
      ['core.bare', 'false'],
      ['remote.o.url', 'https://u:pw@example.com/r.git'],
      ['x.multi', 'a\nb=c'],
      ['x.flag', ''],
    ]);
    expect(local.every((k) => k.origin === 'file:.git/config')).toBe(true);
  });
});
