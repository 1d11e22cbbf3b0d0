import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { checkModel, mcpProblems, templateProblems } from '../../src/run/preflight.ts';
import { runTask } from '../../src/run/run-task.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

const nightshift = (env: NodeJS.ProcessEnv, ...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('preflight checks (pure parts)', () => {
  it('knows the branch and title placeholders, and {issue} only in issue runs', () => {
    expect(templateProblems('nightshift/{slug}-{run_id}-{date}', '{title}', false)).toEqual([]);
    expect(templateProblems('nightshift/{slg}', 'Fix: {title} {slug}', false)).toEqual([
      {
        at: ['pr', 'branch'],
        message:
          'unknown placeholder {slg} in "nightshift/{slg}" (did you mean "slug"?); known: {slug}, {run_id}, {issue}, {date}',
        severity: 'error',
      },
      {
        at: ['pr', 'title'],
        message: 'unknown placeholder {slug} in "Fix: {title} {slug}"; known: {title}',
        severity: 'error',
      },
    ]);
    const issue = (issueRun: boolean | undefined) =>
      templateProblems('ns/issue-{issue}', '{title}', issueRun);
    expect(issue(true)).toEqual([]);
    expect(issue(false)).toMatchObject([
      { severity: 'error', message: expect.stringMatching(/this run has none$/) as string },
    ]);
    expect(issue(undefined)).toMatchObject([{ severity: 'warning' }]);
  });

  it('refuses a branch template that cannot make a git branch name, before the model runs', () => {
    for (const template of [
      'night shift/{slug}',
      'ns/{slug}.lock',
      'ns/.{slug}',
      'ns..x/{slug}',
      'ns/{slug}/',
      'ns~{date}',
    ])
      expect(templateProblems(template, '{title}', false), template).toMatchObject([
        {
          at: ['pr', 'branch'],
          severity: 'error',
          message: expect.stringContaining('does not make a git branch name') as string,
        },
      ]);
    for (const template of ['nightshift/{slug}', 'bot/{date}/{run_id}', 'fix.{slug}'])
      expect(templateProblems(template, '{title}', false), template).toEqual([]);
  });

  it('finds MCP programs as spawn would, and unset variables', () => {
    const ws = makeFixture({ files: { 'tool.sh': '#!/bin/sh\n' } }).workspace;
    const env = { PATH: process.env.PATH ?? '', TOKEN: 't' };
    const servers = {
      ok: { command: 'node', args: ['--version'] },
      missing: { command: 'no-such-mcp-server', args: [] },
      notExecutable: { command: './tool.sh', args: [] },
      unset: { command: 'node', args: ['${NOT_SET_ANYWHERE}'] },
      http: { url: 'http://127.0.0.1:9/mcp', headers: { Authorization: 'Bearer ${TOKEN}' } },
    };
    expect(mcpProblems(servers, ws, env).map((p) => [p.at.join('.'), p.message])).toEqual([
      ['mcp_servers.missing.command', '"no-such-mcp-server" is not found on PATH'],
      ['mcp_servers.notExecutable.command', `${path.join(ws, 'tool.sh')} is not an executable file`],
      ['mcp_servers.unset.args.0', 'environment variable NOT_SET_ANYWHERE is not set'],
    ]);
  });

  it('builds the provider as the run does: key, base URL, and a price under a cost limit', async () => {
    const anthropic = { provider: 'anthropic', name: 'claude-haiku-4-5', max_output_tokens: 1024 } as const;
    expect((await checkModel(anthropic, {}, 5)).problem?.message).toMatch(
      /^no API key for anthropic: set ANTHROPIC_API_KEY/,
    );
    expect((await checkModel(anthropic, { ANTHROPIC_API_KEY: 'k' }, 5)).provider?.id).toBe(
      'anthropic:claude-haiku-4-5',
    );
    const unknown = { provider: 'openai', name: 'gpt-unpriced-9', max_output_tokens: 1024 } as const;
    expect((await checkModel(unknown, { OPENAI_API_KEY: 'k' }, 5)).problem?.message).toMatch(
      /has no known price/,
    );
    expect((await checkModel(unknown, { OPENAI_API_KEY: 'k' }, Infinity)).problem).toBeUndefined();
  });
});

describe('validate catches what run would reject, and run rejects it before any model call', () => {
  const badTask = () =>
    makeFixture({
      task: {
        model: {
          provider: 'anthropic',
          name: 'claude-haiku-4-5',
          base_url: server.url,
          api_key_env: 'ANTHROPIC_API_KEY',
        },
        pr: { branch: 'nightshift/{slg}' },
        mcp_servers: { docs: { command: 'no-such-mcp-server' } },
      },
    });
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };

  it('nightshift validate reports every problem at FILE:LINE:COL', () => {
    const fx = badTask();
    const r = nightshift(env, 'validate', fx.taskFile);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/task\.yaml:\d+:\d+: pr\.branch: unknown placeholder \{slg\}/);
    expect(lines[1]).toMatch(
      /task\.yaml:\d+:\d+: mcp_servers\.docs\.command: "no-such-mcp-server" is not found on PATH$/,
    );
    expect(lines[2]).toMatch(
      /task\.yaml:\d+:\d+: model: no API key: model\.api_key_env names ANTHROPIC_API_KEY, which is not set$/,
    );

    // With the key set, that problem is gone.
    const withKey = nightshift({ ...env, ANTHROPIC_API_KEY: 'sk-test' }, 'validate', fx.taskFile);
    expect(withKey.stderr).toContain('no-such-mcp-server');
    expect(withKey.stderr).not.toContain('no API key');
  });

  it('nightshift run stops with exit 2 and the same problems, before any request and before writing anything', () => {
    server.reset();
    const fx = badTask();
    const r = nightshift({ ...env, ANTHROPIC_API_KEY: 'sk-test' }, 'run', fx.taskFile);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/task\.yaml:\d+:\d+: pr\.branch: unknown placeholder \{slg\}/);
    expect(r.stderr).toMatch(
      /task\.yaml:\d+:\d+: mcp_servers\.docs\.command: "no-such-mcp-server" is not found on PATH/,
    );
    expect(server.requests).toEqual([]);
    expect(existsSync(path.join(fx.workspace, '.nightshift'))).toBe(false);
  });

  it('a run with {issue} in its branch and no issue stops before the model; an issue run goes ahead', async () => {
    server.reset();
    const fx = makeFixture({
      task: {
        model: {
          provider: 'anthropic',
          name: 'claude-haiku-4-5',
          base_url: server.url,
          api_key_env: 'ANTHROPIC_API_KEY',
        },
        pr: { branch: 'nightshift/issue-{issue}' },
      },
    });
    const runEnv = { ...env, ANTHROPIC_API_KEY: 'sk-test' };
    const err = await runTask({ taskFile: fx.taskFile, env: runEnv, pr: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(
      /pr\.branch: \{issue\} has a value only in runs started from an issue/,
    );
    expect(server.requests).toEqual([]);

    server.reply({ toolCalls: [{ name: 'attempt_completion', args: { result: 'nothing to do' } }] });
    const result = await runTask({ taskFile: fx.taskFile, env: runEnv, pr: false, closesIssue: 7 });
    expect(result.status).toBe('completed');
    expect(server.requests).toHaveLength(1);
  });
});
