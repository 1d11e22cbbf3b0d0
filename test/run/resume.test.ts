import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { sha256Hex } from '../../src/audit/writer.ts';
import { runTask } from '../../src/run/run-task.ts';
import { KEY } from '../model/helpers.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { leftover, uniqueSleep } from '../support/processes.ts';
import { CLI, makeFixture, ROOT } from '../support/run-fixture.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

const env = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ANTHROPIC_API_KEY: KEY });
const model = () => ({
  provider: 'anthropic',
  name: 'claude-haiku-4-5',
  base_url: server.url,
  api_key_env: 'ANTHROPIC_API_KEY',
});

/** A task on the loopback model with its own policy file (rewritten between runs by some tests). */
function fixture(policy: Record<string, unknown>, limits: Record<string, unknown> = {}) {
  return makeFixture({
    files: { 'a.txt': 'alpha\n' },
    policy: { extends: 'builtin:standard', ...policy },
    task: { model: model(), limits },
  });
}

const setPolicy = (dir: string, policy: Record<string, unknown>) =>
  writeFileSync(
    path.join(dir, 'policy.yaml'),
    stringify({ version: 1, extends: 'builtin:standard', ...policy }),
  );

const events = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The CLI as a real process; asynchronous, so the loopback model server in this process can answer it. */
function nightshift(...args: string[]) {
  return cli(args).exited;
}

/** Starts the CLI; `seen` resolves when a line of its `--json` output matches. */
function cli(args: string[], until: (event: Record<string, unknown>) => boolean = () => false) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const seen = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      for (const line of stdout.split('\n').slice(0, -1))
        if (line.startsWith('{') && until(JSON.parse(line) as Record<string, unknown>)) resolve();
    });
    child.on('exit', () => reject(new Error(`exited before the awaited event:\n${stderr}`)));
  });
  seen.catch(() => undefined);
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, seen, exited };
}

const auditIn = (workspace: string) => {
  const runs = path.join(workspace, '.nightshift', 'runs');
  return path.join(runs, readdirSync(runs)[0] ?? '', 'audit.jsonl');
};

describe('nightshift resume', () => {
  it('continues a run stopped by max_turns: the model gets the earlier conversation, and the PR has all the work', async () => {
    server.reset();
    server.reply(
      { toolCalls: [{ id: 'r1', name: 'read_file', args: { path: 'a.txt' } }] },
      { toolCalls: [{ id: 'w1', name: 'write_to_file', args: { path: 'b.txt', content: 'beta\n' } }] },
    );
    const fx = fixture({}, { max_turns: 2 });
    const first = await runTask({ taskFile: fx.taskFile, env: env() });
    expect(first).toMatchObject({ status: 'limit', exitReason: 'max_turns', exitCode: 3 });
    expect(first.branch).toBe('nightshift/test-task');
    const firstHead = verifyAuditLog(first.auditLog);
    expect(firstHead.ok).toBe(true);
    // The limit's draft left HEAD on the run branch; back to the base, as a user would.
    fx.git('switch', '--quiet', 'main');
    expect(existsSync(path.join(fx.workspace, 'b.txt'))).toBe(false);

    server.reset();
    server.reply(
      { toolCalls: [{ id: 'w2', name: 'write_to_file', args: { path: 'c.txt', content: 'gamma\n' } }] },
      { toolCalls: [{ id: 'done', name: 'attempt_completion', args: { result: 'b and c written' } }] },
    );
    const resumed = await runTask({ taskFile: fx.taskFile, env: env(), resumeFrom: first.auditLog });
    expect(resumed).toMatchObject({ status: 'completed', exitCode: 0, branch: 'nightshift/test-task' });

    // The first request of the resumed run is the whole earlier conversation, then the note.
    const body = server.requests[0]?.body as { messages: { role: string; content: unknown }[] };
    const raw = server.requests[0]?.raw ?? '';
    expect(raw).toContain('Do the thing.');
    expect(raw).toContain('"tool_use_id":"r1"');
    expect(raw).toContain('alpha');
    expect(raw).toContain('"tool_use_id":"w1"');
    expect(JSON.stringify(body.messages.at(-1))).toContain(
      `resumes an earlier run of this task (${first.runId})`,
    );
    expect(JSON.stringify(body.messages.at(-1))).toContain('max_turns');

    // The new log links to the old one, and both verify.
    const log = events(resumed.auditLog);
    expect(log[0]).toMatchObject({
      type: 'run.started',
      resumed_from: {
        run_id: first.runId,
        chain_head: { seq: firstHead.lines - 1, hash: firstHead.head },
        status: 'limit',
        workspace: { source: 'commit', commit: first.commit, paths: 1, denied: [] },
      },
    });
    expect(verifyAuditLog(resumed.auditLog).ok).toBe(true);
    const link = (log[0]?.resumed_from as { chain_head: { seq: number; hash: string } }).chain_head;
    expect(
      (await nightshift('audit', 'verify', first.auditLog, '--head', `${link.seq}:${link.hash}`)).code,
    ).toBe(0);

    // A normal delivery: one commit on the base with both runs' files, and the pull request.
    expect(fx.git('rev-parse', `${resumed.commit}^`).trim()).toBe(fx.git('rev-parse', 'main').trim());
    expect(fx.git('show', `${resumed.commit}:b.txt`)).toBe('beta\n');
    expect(fx.git('show', `${resumed.commit}:c.txt`)).toBe('gamma\n');
    expect(fx.git('log', '-1', '--format=%B', resumed.commit ?? '')).toContain(
      `Nightshift-Run: ${resumed.runId}`,
    );
    expect(resumed.pr.operation).not.toBe('none');
    expect(log.some((e) => e.type === 'pr.created' || e.type === 'pr.updated')).toBe(true);
  });

  it('resumes a real process killed with SIGKILL mid-run, from the working tree it left', async () => {
    server.reset();
    server.reply({
      toolCalls: [{ id: 'e1', name: 'write_to_file', args: { path: 'notes.md', content: 'first run\n' } }],
    });
    server.fail({ hang: true }); // the second request never gets an answer: the kill lands there
    const fx = fixture({});
    const run = cli(
      ['run', fx.taskFile, '--json', '--quiet'],
      (e) => e.type === 'model.request' && e.turn === 2,
    );
    await run.seen;
    run.child.kill('SIGKILL');
    await run.exited;

    const audit = auditIn(fx.workspace);
    const before = verifyAuditLog(audit);
    expect(before).toMatchObject({ ok: true, finished: false });
    // A kill inside a write leaves half a line: tolerated, and said.
    appendFileSync(audit, '{"v":1,"seq":99,"type":"model.resp');
    // Resumed from a copy in the checkout, as a downloaded artifact: never part of the work.
    const artifact = path.join(fx.workspace, 'previous');
    mkdirSync(artifact);
    cpSync(audit, path.join(artifact, 'nightshift-audit.jsonl'));

    server.reset();
    server.reply({ toolCalls: [{ id: 'c', name: 'attempt_completion', args: { result: 'notes kept' } }] });
    const out = await nightshift('resume', artifact, fx.taskFile, '--json', '--max-turns', '5');
    expect(out.code, out.stderr).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      type: 'run.started',
      limits: { max_turns: 5 },
      resumed_from: {
        chain_head: { seq: before.lines - 1, hash: before.head },
        status: null,
        truncated: true,
        workspace: { source: 'working_tree', paths: 1 },
      },
    });
    expect(out.stderr).toContain('cut short mid-write');
    const raw = server.requests[0]?.raw ?? '';
    expect(raw).toContain('"tool_use_id":"e1"');
    expect(raw).toContain('stopped before it could finish');
    const committed = lines.find((l) => l.type === 'git.committed') as { sha: string };
    expect(fx.git('show', `${committed.sha}:notes.md`)).toBe('first run\n');
    expect(fx.git('show', '--name-only', '--format=', committed.sha).trim()).toBe('notes.md');
  });

  it('refuses a log whose chain does not verify, and changes nothing', async () => {
    server.reset();
    server.reply({
      toolCalls: [{ id: 'w', name: 'write_to_file', args: { path: 'b.txt', content: 'x\n' } }],
    });
    const fx = fixture({}, { max_turns: 1 });
    const first = await runTask({ taskFile: fx.taskFile, env: env(), pr: false });
    expect(first.status).toBe('limit');
    fx.git('switch', '--quiet', 'main');
    const lines = readFileSync(first.auditLog, 'utf8').split('\n');
    const at = lines.findIndex((l) => l.includes('"type":"tool.call"'));
    lines[at] = (lines[at] ?? '').replace('b.txt', 'c.txt');
    writeFileSync(first.auditLog, lines.join('\n'));

    server.reset();
    const out = await nightshift('resume', first.auditLog, fx.taskFile);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/hash chain does not verify \(seq \d+ was modified/);
    expect(server.requests).toHaveLength(0);
    expect(fx.git('status', '--porcelain', '--untracked-files=all').trim()).toBe('');

    expect((await nightshift('resume', first.auditLog)).stderr).toMatch(/missing TASK\.yaml/);
  });

  it("a crafted log with a valid chain cannot put an option on git's command line or write into .git", async () => {
    server.reset();
    server.reply({
      toolCalls: [{ id: 'w', name: 'write_to_file', args: { path: 'b.txt', content: 'x\n' } }],
    });
    const fx = fixture({}, { max_turns: 1 });
    const first = await runTask({ taskFile: fx.taskFile, env: env(), pr: false });
    expect(first.commit).toBeDefined();
    fx.git('switch', '--quiet', 'main');
    /** The log with one change, chained again as anyone can: the chain proves wholeness, not authorship. */
    const forge = (name: string, change: (e: Record<string, unknown>) => void, patch?: string) => {
      const dir = path.join(fx.dir, name);
      mkdirSync(dir);
      let prev = '';
      const text = events(first.auditLog)
        .map((e) => {
          change(e);
          const line = JSON.stringify({ ...e, prev });
          prev = sha256Hex(line);
          return `${line}\n`;
        })
        .join('');
      writeFileSync(path.join(dir, 'audit.jsonl'), text);
      if (patch) writeFileSync(path.join(dir, 'changes.patch'), patch);
      expect(verifyAuditLog(path.join(dir, 'audit.jsonl')).ok).toBe(true);
      return dir;
    };

    const pwned = path.join(fx.dir, 'pwned');
    const option = forge('option', (e) => {
      if (e.type === 'git.committed') e.sha = `--output=${pwned}`;
    });
    await expect(runTask({ taskFile: fx.taskFile, env: env(), resumeFrom: option })).rejects.toThrow(
      /git\.committed\.sha is not a commit id/,
    );
    const base = forge('base', (e) => {
      if (e.type === 'run.started') e.git_base = `--output=${pwned}`;
    });
    await expect(runTask({ taskFile: fx.taskFile, env: env(), resumeFrom: base })).rejects.toThrow(
      /run\.started\.git_base is not a commit id/,
    );
    expect(existsSync(pwned)).toBe(false);

    const hook = [
      'diff --git a/.git/hooks/post-checkout b/.git/hooks/post-checkout',
      'new file mode 100755',
      '--- /dev/null',
      '+++ b/.git/hooks/post-checkout',
      '@@ -0,0 +1 @@',
      '+touch pwned',
      '',
    ].join('\n');
    const intoGit = forge(
      'hook',
      (e) => {
        if (e.type === 'git.committed') e.sha = 'f'.repeat(40);
      },
      hook,
    );
    await expect(runTask({ taskFile: fx.taskFile, env: env(), resumeFrom: intoGit })).rejects.toThrow(
      /changes\.patch does not apply[\s\S]*invalid path '\.git\/hooks\/post-checkout'/,
    );
    expect(existsSync(path.join(fx.workspace, '.git/hooks/post-checkout'))).toBe(false);
    // A refusal found after the work could be restored still comes before anything is written.
    await expect(
      runTask({ taskFile: fx.taskFile, env: env(), resumeFrom: first.auditLog, outDir: first.outDir }),
    ).rejects.toThrow(/already holds an audit log/);
    expect(fx.git('status', '--porcelain', '--untracked-files=all').trim()).toBe('');
    expect(server.requests).toHaveLength(1);
  });

  it('re-makes decisions under the current policy: a call allowed then and denied now is denied, and so is an edit', async () => {
    server.reset();
    const sleep = uniqueSleep();
    server.reply(
      { toolCalls: [{ id: 'w', name: 'write_to_file', args: { path: 'docs/plan.md', content: 'plan\n' } }] },
      { toolCalls: [{ id: 's', name: 'execute_command', args: { command: `sleep ${sleep}` } }] },
    );
    const fx = fixture({ command: { default: 'allow' } });
    // Killed while the allowed command runs: its decision is in the log, its result is not.
    const run = cli(
      ['run', fx.taskFile, '--json', '--quiet'],
      (e) => e.type === 'tool.decision' && e.call_id === 's',
    );
    await run.seen;
    run.child.kill('SIGKILL');
    await run.exited;
    expect(await leftover(sleep)).toEqual([]);
    const audit = auditIn(fx.workspace);
    const old = events(audit);
    expect(old.find((e) => e.type === 'tool.decision' && e.call_id === 's')).toMatchObject({
      resolved: 'allow',
    });
    expect(old.some((e) => e.type === 'tool.result' && e.call_id === 's')).toBe(false);
    expect(readFileSync(path.join(fx.workspace, 'docs/plan.md'), 'utf8')).toBe('plan\n');

    // Tightened between the runs: no commands, no edits under docs/.
    setPolicy(fx.dir, { command: { default: 'deny' }, edit: { deny: ['docs/**'] } });
    server.reset();
    server.reply({ toolCalls: [{ id: 'c', name: 'attempt_completion', args: { result: 'stopped' } }] });
    const resumed = await runTask({ taskFile: fx.taskFile, env: env(), resumeFrom: audit });

    const log = events(resumed.auditLog);
    expect(log[0]).toMatchObject({
      resumed_from: {
        status: null,
        pending_calls: ['s'],
        workspace: {
          source: 'working_tree',
          denied: [{ path: 'docs/plan.md', rule: expect.stringMatching(/^edit\.deny\[\d+\]$/) as unknown }],
        },
      },
    });
    expect(log.find((e) => e.type === 'tool.call')).toMatchObject({ call_id: 's', turn: 0 });
    expect(log.find((e) => e.type === 'tool.decision')).toMatchObject({ call_id: 's', resolved: 'deny' });
    expect(log.some((e) => e.type === 'tool.result' && e.call_id === 's')).toBe(false);
    const raw = server.requests[0]?.raw ?? '';
    expect(raw).toMatch(/"tool_use_id":"s","content":"Denied by policy \(command\.default\)/);
    expect(raw).toMatch(/docs\/plan\.md \(edit\.deny\[\d+\]\)/);
    // The denied edit is not in the workspace the model continued in, nor delivered.
    expect(existsSync(path.join(fx.workspace, 'docs/plan.md'))).toBe(false);
    expect(resumed.exitReason).toBe('no_changes');
  });
});
