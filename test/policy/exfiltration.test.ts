import { execa } from 'execa';
import { describe, expect, it, beforeAll } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { scrubEnv } from '../../src/policy/env.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { makeWorkspace } from './workspace.ts';

const SECRETS = {
  GITHUB_TOKEN: 'ghs_plantedGithubToken0001',
  GH_TOKEN: 'ghp_plantedGhToken0002',
  ANTHROPIC_API_KEY: 'sk-ant-planted-0003',
  NPM_TOKEN: 'npm_planted0004',
  ACTIONS_RUNTIME_TOKEN: 'planted-runtime-0005',
  'INPUT_GITHUB-TOKEN': 'ghs_plantedInput0006',
  GIT_CONFIG_COUNT: '1',
  GIT_CONFIG_KEY_0: 'http.extraheader',
  GIT_CONFIG_VALUE_0: 'AUTHORIZATION: basic cGxhbnRlZC0wMDA3',
};
const PLANTED = Object.values(SECRETS).filter((v) => v.length > 6);

const ATTEMPTS = [
  'env',
  'printenv',
  'printenv GITHUB_TOKEN',
  'cat /proc/self/environ',
  'echo $GITHUB_TOKEN',
  'echo "${ANTHROPIC_API_KEY}"',
  'git config --list',
  'set',
  'export -p',
  'bash -c env',
  'node -e "console.log(JSON.stringify(process.env))"',
];

let analyzer: ShellAnalyzer;
const ws = makeWorkspace();
let standard: Policy;
let trusted: Policy;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', ws.dir);
  trusted = loadPolicy('builtin:trusted', ws.dir);
  await execa('git', ['init', '-q'], { cwd: ws.dir });
});

describe('exfiltration attempts', () => {
  it.each(ATTEMPTS)('%s is denied under builtin:standard', (command) => {
    expect(
      checkPolicy(standard, 'execute_command', { command }, { analyzer, workspace: ws.dir }).decision,
    ).toBe('deny');
  });

  it('the direct reads of secrets are denied even under builtin:trusted', () => {
    const decide = (command: string) =>
      checkPolicy(trusted, 'execute_command', { command }, { analyzer, workspace: ws.dir }).rule;
    expect(decide('cat /proc/self/environ')).toBe('invariant:outside-workspace');
    expect(decide('echo $GITHUB_TOKEN')).toBe('invariant:secret-variable');
    expect(decide('echo "${ANTHROPIC_API_KEY}"')).toBe('invariant:secret-variable');
  });

  it('run for real in the environment builtin:trusted gives commands, no planted secret comes out', async () => {
    const env = scrubEnv({ PATH: process.env.PATH, HOME: ws.dir, ...SECRETS }, trusted.envPass);
    for (const command of ATTEMPTS) {
      const result = await execa('bash', ['-c', command], {
        cwd: ws.dir,
        env,
        extendEnv: false,
        reject: false,
        all: true,
      });
      for (const secret of PLANTED)
        expect(result.all, `${command} printed a planted secret`).not.toContain(secret);
    }
    // The same commands do print them without scrubbing: the test would catch a leak.
    const leak = await execa('bash', ['-c', 'env; git config --list'], {
      cwd: ws.dir,
      env: { PATH: process.env.PATH, ...SECRETS },
      extendEnv: false,
      all: true,
    });
    for (const secret of PLANTED) expect(leak.all).toContain(secret);
  });
});
