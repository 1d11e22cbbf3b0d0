import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverBin } from '../mcp/helpers.ts';
import { call, CLI, complete, makeFixture, ROOT } from '../support/run-fixture.ts';

const nightshift = (...args: string[]) => {
  const r = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('nightshift CLI', () => {
  it('exits 2 with FILE:LINE:COL for a schema error and for a YAML syntax error', () => {
    const fx = makeFixture({ task: { limits: { max_turns: 'many' } } });
    const schema = nightshift('run', fx.taskFile);
    expect(schema.code).toBe(2);
    expect(schema.stderr).toMatch(
      new RegExp(`${fx.taskFile.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+: limits\\.max_turns`),
    );

    writeFileSync(fx.taskFile, 'version: 1\ntitle: x\nprompt: [unclosed\n');
    const syntax = nightshift('validate', fx.taskFile);
    expect(syntax.code).toBe(2);
    expect(syntax.stderr).toMatch(/task\.yaml:\d+:\d+: YAML syntax error/);
  });

  it('exits 2 for a bad flag and an unknown command', () => {
    expect(nightshift('run', '--frobnicate').code).toBe(2);
    expect(nightshift('frobnicate').code).toBe(2);
  });

  it('runs, then verifies and summarizes its audit log; tampering is caught', () => {
    const fx = makeFixture({
      files: { 'a.txt': 'one\n' },
      script: [call('read_file', { path: 'a.txt' }), complete('read it')],
    });
    const run = nightshift('run', fx.taskFile, '--json', '--no-pr');
    expect(run.code).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; out_dir?: string });
    expect(lines[0]?.type).toBe('run.started');
    expect(lines.at(-2)?.type).toBe('run.finished');
    expect(lines.at(-1)?.type).toBe('audit.head');
    const audit = path.join(lines[0]?.out_dir ?? '', 'audit.jsonl');

    expect(nightshift('audit', 'verify', audit).code).toBe(0);
    const summary = nightshift('audit', 'summary', audit, '--markdown');
    expect(summary.stdout).toContain('read_file');
    expect(summary.stdout).toContain('read it');

    const text = readFileSync(audit, 'utf8').split('\n');
    text[3] = (text[3] ?? '').replace('"turn":1', '"turn":2');
    writeFileSync(audit, text.join('\n'));
    const broken = nightshift('audit', 'verify', audit);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/seq 3/);
  });

  it('policy check prints the decision as JSON; policy test runs the built-in examples', () => {
    const check = nightshift(
      'policy',
      'check',
      '--policy',
      'builtin:standard',
      '--tool',
      'execute_command',
      '--args',
      '{"command":"npm test; rm -rf /"}',
    );
    expect(check.code).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ decision: 'deny' });
    for (const name of ['readonly', 'standard', 'trusted']) {
      const test = nightshift('policy', 'test', `builtin:${name}`);
      expect(test.stderr).toBe('');
      expect(test.code).toBe(0);
      expect(test.stdout).toMatch(/\d+ passed, 0 failed/);
    }
  });

  it('policy check decides a file under every name the workspace links give it, as a run does', () => {
    const fx = makeFixture({
      files: { 'config/app.env': 'TOKEN=x\n' },
      links: { 'app/.env': '../config/app.env' },
      policy: { extends: 'builtin:standard', read: { deny: ['**/.env'] } },
    });
    const check = (file: string) =>
      JSON.parse(
        nightshift(
          'policy',
          'check',
          '--policy',
          path.join(fx.dir, 'policy.yaml'),
          '--workspace',
          fx.workspace,
          '--tool',
          'read_file',
          '--args',
          JSON.stringify({ path: file }),
        ).stdout,
      ) as { decision: string; reason: string };
    expect(check('config/app.env')).toMatchObject({
      decision: 'deny',
      reason: expect.stringContaining('also reached as "app/.env"') as string,
    });
    expect(check('app/.env').decision).toBe('deny');
  });

  it('tools prints what each provider is sent, only the tools the mode allows', () => {
    const ask = JSON.parse(nightshift('tools', '--mode', 'ask', '--format', 'anthropic').stdout) as {
      name: string;
    }[];
    const names = ask.map((t) => t.name);
    expect(names).toContain('read_file');
    expect(names).not.toContain('write_to_file');
    expect(names).not.toContain('execute_command');
    const code = JSON.parse(nightshift('tools', '--format', 'openai').stdout) as {
      type: string;
      function: { name: string };
    }[];
    expect(code.map((t) => t.function.name)).toContain('apply_diff');
    expect(code.every((t) => t.type === 'function')).toBe(true);
  });

  it('tools --task does not load a .roomodes that leads to a denied file, nor quote it', () => {
    const fx = makeFixture({ files: { '.env': 'customModes: the-secret-4711\n' } });
    symlinkSync('.env', path.join(fx.workspace, '.roomodes'));
    const r = nightshift('tools', '--task', fx.taskFile, '--format', 'anthropic');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('.roomodes is not loaded: the read rules deny it (it leads to .env)');
    expect(r.stdout + r.stderr).not.toContain('the-secret-4711');
  });

  it("tools --task adds the task's MCP tools as a run offers them, from the real server", () => {
    const everything = serverBin('@modelcontextprotocol/server-everything');
    const fx = makeFixture({
      task: { mcp_servers: { everything: { command: process.execPath, args: [everything, 'stdio'] } } },
      // MCP tools no rule allows are not offered: this policy allows the server's.
      policy: { extends: 'builtin:standard', mcp: { servers: { everything: { allow: ['*'] } } } },
    });
    const names = (...args: string[]) => {
      const r = nightshift('tools', '--task', fx.taskFile, '--format', 'anthropic', ...args);
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as { name: string }[]).map((t) => t.name);
    };
    const all = names();
    expect(all).toEqual(expect.arrayContaining(['read_file', 'use_mcp_tool', 'mcp--everything--echo']));
    expect(names('--no-mcp')).not.toContain('use_mcp_tool');
    expect(names('--mode', 'orchestrator')).not.toContain('mcp--everything--echo');

    const gone = makeFixture({
      task: { mcp_servers: { everything: { command: process.execPath, args: ['/nonexistent/server.js'] } } },
    });
    const broken = nightshift('tools', '--task', gone.taskFile);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('MCP server "everything" failed to connect');
    // The server's stderr, which says why, is kept and named.
    const logs = /server stderr: (\S+)/.exec(broken.stderr)?.[1] ?? '';
    expect(readFileSync(path.join(logs, 'everything.stderr.log'), 'utf8')).toContain(
      '/nonexistent/server.js',
    );
    rmSync(path.dirname(logs), { recursive: true, force: true });
  });

  it('schema prints a JSON Schema; --version is the package version', () => {
    const schema = JSON.parse(nightshift('schema', 'policy').stdout) as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toContain('on_ask');
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(
      execFileSync(process.execPath, ['--import', 'tsx', CLI, '--version'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim(),
    ).toBe(pkg.version);
  });
});

describe('nightshift replay', () => {
  it('re-runs a recorded run offline on a fresh copy of the workspace, with the same outcome', () => {
    const script = [
      call('read_file', { path: 'a.txt' }),
      call('search_and_replace', { path: 'a.txt', search: 'one', replace: 'two' }),
      complete('replaced one by two'),
    ];
    const first = makeFixture({ files: { 'a.txt': 'one\n' }, script });
    const run = nightshift('run', first.taskFile, '--json', '--no-pr');
    expect(run.code).toBe(0);
    const started = JSON.parse(run.stdout.split('\n')[0] ?? '{}') as { out_dir: string };
    const audit = path.join(started.out_dir, 'audit.jsonl');

    const fresh = makeFixture({ files: { 'a.txt': 'one\n' } });
    const replay = nightshift('replay', audit, '--workspace', fresh.workspace, '--no-pr', '--json');
    expect(replay.code, replay.stderr).toBe(0);
    expect(readFileSync(path.join(fresh.workspace, 'a.txt'), 'utf8')).toBe('two\n');
    const events = replay.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; model?: string; status?: string });
    expect(events[0]?.model).toMatch(/^script:replay of /);
    expect(events.at(-2)).toMatchObject({ type: 'run.finished', status: 'completed' });
    expect(events.at(-1)).toMatchObject({ type: 'audit.head' });
  });
});
