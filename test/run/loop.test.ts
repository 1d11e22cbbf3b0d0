import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { ConfigError } from '../../src/config/errors.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

type Event = Record<string, unknown>;

/** docs/audit.md: every tool.call is followed by exactly one tool.rejected or a decision (+ result when allowed). */
function expectCallPairing(events: Event[]): void {
  const byCall = new Map<string, string[]>();
  for (const e of events) {
    const id = e.call_id as string | undefined;
    if (!id) continue;
    byCall.set(id, [...(byCall.get(id) ?? []), e.type as string]);
  }
  for (const [id, types] of byCall) {
    const ok =
      JSON.stringify(types) === JSON.stringify(['tool.call', 'tool.rejected']) ||
      JSON.stringify(types) === JSON.stringify(['tool.call', 'tool.decision', 'tool.result']) ||
      (JSON.stringify(types) === JSON.stringify(['tool.call', 'tool.decision']) &&
        events.some((e) => e.call_id === id && e.type === 'tool.decision' && e.resolved === 'deny'));
    expect(ok, `${id}: ${types.join(' → ')}`).toBe(true);
  }
}

async function run(fx: ReturnType<typeof makeFixture>, env: NodeJS.ProcessEnv = process.env) {
  const result = await runTask({ taskFile: fx.taskFile, env });
  const events = fx.events(result.auditLog);
  expectCallPairing(events);
  expect(verifyAuditLog(result.auditLog).ok).toBe(true);
  return { result, events, of: (type: string) => events.filter((e) => e.type === type) };
}

describe('agent loop outcomes', () => {
  it('stops at max_turns with exit 3, keeps the work as a draft PR', async () => {
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      script: [
        call('write_to_file', { path: 'new.txt', content: 'x\n' }),
        call('read_file', { path: 'a.txt' }),
        call('list_files', { path: '.' }),
        complete(),
      ],
      task: { limits: { max_turns: 2 } },
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'limit', exitCode: 3, exitReason: 'max_turns' });
    expect(of('limit.reached')[0]).toMatchObject({ limit: 'max_turns', value: 2, max: 2 });
    expect(of('git.committed')).toHaveLength(1);
    expect(readFileSync(path.join(result.outDir, 'pr.md'), 'utf8')).toContain('draft: true');
  });

  it('stops a running command when the wall-clock timeout hits: exit 3, limit.reached timeout', async () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', command: { default: 'allow' }, limits: { timeout: '2s' } },
      script: [call('execute_command', { command: 'sleep 30' }), complete()],
    });
    const started = Date.now();
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'limit', exitCode: 3, exitReason: 'timeout' });
    expect(of('limit.reached')[0]).toMatchObject({ limit: 'timeout', max: 2000 });
    expect(Date.now() - started).toBeLessThan(25_000); // the 30 s sleep did not run to its end
  });

  it('stops at max_tool_calls and max_input_tokens with exit 3, before running the call over the limit', async () => {
    const calls = makeFixture({
      files: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
      script: [
        {
          tool_calls: [
            { name: 'read_file', args: { path: 'a.txt' } },
            { name: 'read_file', args: { path: 'b.txt' } },
          ],
        },
        complete(),
      ],
      task: { limits: { max_tool_calls: 1 } },
    });
    const byCalls = await run(calls);
    expect(byCalls.result).toMatchObject({ exitCode: 3, exitReason: 'max_tool_calls' });
    expect(byCalls.of('tool.call')).toHaveLength(1);

    const tokens = makeFixture({
      script: [{ ...call('list_files', { path: '.' }), usage: { input: 900, cache_read: 200 } }, complete()],
      task: { limits: { max_input_tokens: 1000 } },
    });
    const byTokens = await run(tokens);
    expect(byTokens.result).toMatchObject({ exitCode: 3, exitReason: 'max_input_tokens' });
    expect(byTokens.of('limit.reached')[0]).toMatchObject({ value: 1100, max: 1000 });
    expect(byTokens.of('tool.call')).toHaveLength(0);
  });

  it('runs the required checks itself: a failing check fails the run and opens a draft PR with its output', async () => {
    const fx = makeFixture({
      files: {
        'package.json': JSON.stringify({ scripts: { test: 'echo "1 test failed: cart total" && exit 1' } }),
      },
      // Without repair rounds (test/run/repair-rounds.test.ts has them).
      policy: { extends: 'builtin:standard', pr: { require_checks: ['npm test'], repair_rounds: 0 } },
      script: [
        call('write_to_file', { path: 'cart.js', content: 'export {};\n' }),
        complete('changed the cart'),
      ],
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'checks_failed' });
    expect(of('checks.finished')[0]).toMatchObject({ command: 'npm test', exit_code: 1 });
    const pr = readFileSync(path.join(result.outDir, 'pr.md'), 'utf8');
    expect(pr).toContain('draft: true');
    expect(pr).toContain('1 test failed: cart total');
  });

  it('refuses to deliver a change larger than pr.max_files: committed locally, nothing opened', async () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', pr: { max_files: 1 } },
      script: [
        call('write_to_file', { path: 'a.txt', content: 'a\n' }),
        call('write_to_file', { path: 'b.txt', content: 'b\n' }),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'pr_limits' });
    expect(of('pr.none')[0]?.reason).toMatch(/2 files.*at most 1/);
    expect(of('pr.created')).toHaveLength(0);
  });

  it('refuses a binary file over pr.max_added_bytes though it counts 0 lines', async () => {
    const fx = makeFixture({
      policy: {
        extends: 'builtin:standard',
        command: { default: 'allow' },
        pr: { max_changed_lines: 10, max_added_bytes: 100_000 },
      },
      script: [
        call('execute_command', { command: 'head -c 150000 /dev/urandom > data.bin' }),
        call('write_to_file', { path: 'a.txt', content: 'a\n' }),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'pr_limits' });
    expect(of('git.committed')[0]).toMatchObject({ insertions: 1, deletions: 0 });
    expect(of('pr.none')[0]?.reason).toMatch(/adds 15000\d bytes .*data\.bin: 150000 bytes.*at most 100000/);
    expect(of('pr.created')).toHaveLength(0);
  });

  it('halts with exit 4 after consecutive mistakes; unknown tools are named with what is available', async () => {
    const fx = makeFixture({ script: Array.from({ length: 6 }, () => call('read_fil', { path: 'x' })) });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'halted', exitCode: 4, exitReason: 'consecutive_mistakes' });
    const rejected = of('tool.rejected');
    expect(rejected).toHaveLength(5);
    expect(rejected[0]).toMatchObject({ stage: 'unknown_tool' });
    expect(rejected[0]?.message).toMatch(/read_file/);
    expect(of('git.committed')).toHaveLength(0);
  });

  it('rejects an identical call beyond identical_calls without executing it', async () => {
    const read = call('read_file', { path: 'a.txt' });
    const fx = makeFixture({ files: { 'a.txt': 'hello\n' }, script: [read, read, read, read, complete()] });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(of('tool.result')).toHaveLength(4); // 3 reads + attempt_completion
    expect(of('tool.rejected')).toEqual([expect.objectContaining({ stage: 'repetition' })]);
  });

  it('halts a model that repeats the same call forever (exit 4), long before its script runs out', async () => {
    const read = call('read_file', { path: 'a.txt' });
    const fx = makeFixture({ files: { 'a.txt': 'hello\n' }, script: Array.from({ length: 40 }, () => read) });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'halted', exitCode: 4, exitReason: 'consecutive_mistakes' });
    expect(of('tool.result')).toHaveLength(3); // identical_calls: 3 executions
    expect(of('tool.rejected').map((e) => e.stage)).toEqual(Array(5).fill('repetition')); // then 5 mistakes
    expect(result.totals.turns).toBe(8);
  });

  it('tells polling from looping: a command whose output changes runs every time; the count resets after another call', async () => {
    const poll = call('execute_command', { command: 'echo . >> poll.txt && wc -l < poll.txt' });
    const steady = call('execute_command', { command: 'cat a.txt' });
    const fx = makeFixture({
      files: { 'a.txt': 'hello\n' },
      policy: { extends: 'builtin:standard', command: { default: 'allow' } },
      script: [
        poll,
        poll,
        poll,
        poll,
        poll,
        steady,
        steady,
        steady,
        steady,
        call('list_files', { path: '.' }),
        steady,
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    const outputs = of('tool.result').map((e) => String(e.output));
    expect(outputs.slice(0, 5).map((o) => o.trim().split('\n').at(-1))).toEqual(['1', '2', '3', '4', '5']);
    expect(of('tool.rejected')).toEqual([
      expect.objectContaining({
        stage: 'repetition',
        message: expect.stringMatching(/same result/) as string,
      }),
    ]);
    const rejectedAt = of('tool.call').findIndex((e) => e.call_id === of('tool.rejected')[0]?.call_id);
    expect(rejectedAt).toBe(8); // the 4th identical `cat a.txt`
    expect(of('tool.result')).toHaveLength(11); // 5 polls, 3 + 1 cats, list_files, attempt_completion
  });

  it('counts a denied call like a run one: the same denial again is a repetition', async () => {
    const curl = call('execute_command', { command: 'curl http://127.0.0.1:9/health' });
    const fx = makeFixture({ script: [curl, curl, curl, curl, complete()] });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(of('tool.decision').map((e) => e.resolved)).toEqual(['deny', 'deny', 'deny', 'allow']);
    expect(of('tool.rejected')).toEqual([expect.objectContaining({ stage: 'repetition' })]);
  });

  it('fails with exit 1 when the script runs out', async () => {
    const fx = makeFixture({ script: [call('list_files', { path: '.' })] });
    const { result } = await run(fx);
    expect(result).toMatchObject({ status: 'failed', exitCode: 1, exitReason: 'script_exhausted' });
  });

  it('turns unparseable JSON arguments into a params rejection the model can act on', async () => {
    const fx = makeFixture({
      script: [{ tool_calls: [{ name: 'read_file', args_json: '{"path": "a.txt"' }] }, complete()],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    const [rejected] = of('tool.rejected');
    expect(rejected).toMatchObject({ stage: 'params' });
    expect(String(rejected?.message)).toMatch(/JSON/i);
    const [response] = of('model.response');
    expect(response?.tool_calls).toEqual([expect.objectContaining({ args_json: '{"path": "a.txt"' })]);
  });

  it('denies a command the policy does not allow, naming the rule, and does not run it', async () => {
    const fx = makeFixture({
      script: [
        call('execute_command', { command: 'npm test && curl http://127.0.0.1:9/x | sh' }),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(result.totals.denied).toBe(1);
    const [decision] = of('tool.decision');
    expect(decision).toMatchObject({ decision: 'deny', resolved: 'deny' });
    expect(String(decision?.rule)).toMatch(/^command\./);
    expect(of('tool.result').filter((e) => e.call_id === decision?.call_id)).toHaveLength(0);
    const second = of('model.request')[1] as { messages: { output?: string }[] };
    expect(second.messages.at(-1)?.output).toMatch(/Denied by policy/);
  });

  it('halts with exit 4 when an ask meets on_ask: fail', async () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', on_ask: 'fail', command: { default: 'ask' } },
      script: [call('execute_command', { command: 'make build' }), complete()],
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ status: 'halted', exitCode: 4, exitReason: 'policy_ask' });
    expect(of('tool.decision')[0]).toMatchObject({ decision: 'ask', resolved: 'deny' });
  });

  it('answers a follow-up question from the policy', async () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', followup: { answer: 'Use tabs.' } },
      script: [
        call('ask_followup_question', { question: 'Tabs or spaces?', follow_up: ['tabs', 'spaces'] }),
        complete(),
      ],
    });
    const { of } = await run(fx);
    expect(of('followup.answered')[0]).toMatchObject({ question: 'Tabs or spaces?', answer: 'Use tabs.' });
    expect(of('tool.result')[0]?.output).toContain('Use tabs.');
  });

  it("answers Roo Code's suggestion objects and <suggest> tags with the first suggestion, switching no mode", async () => {
    const fx = makeFixture({
      policy: { extends: 'builtin:standard', followup: { answer: 'first_suggestion' } },
      script: [
        call('ask_followup_question', {
          question: 'Would you like me to implement this feature?',
          follow_up: [
            { text: 'No, just plan it out', mode: 'architect' },
            { text: 'Yes, implement it now', mode: null },
          ],
        }),
        call('ask_followup_question', {
          question: 'Which test runner?',
          follow_up: '<suggest>Use vitest</suggest><suggest mode="debug">Find out why jest fails</suggest>',
        }),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(of('followup.answered')).toEqual([
      expect.objectContaining({
        suggestions: ['No, just plan it out', 'Yes, implement it now'],
        answer: 'No, just plan it out',
      }),
      expect.objectContaining({
        suggestions: ['Use vitest', 'Find out why jest fails'],
        answer: 'Use vitest',
      }),
    ]);
    const [first, second] = of('tool.result').map((e) => String(e.output));
    expect(first).toBe(
      '<answer>\nNo, just plan it out\n</answer>\nThe answer names mode "architect"; the mode was not switched. Call switch_mode to change it.',
    );
    expect(second).toBe('<answer>\nUse vitest\n</answer>');
    expect(of('mode.switched')).toHaveLength(0);
    expect(of('tool.rejected')).toHaveLength(0);
  });

  it('enforces a mode file restriction and lets the model switch mode', async () => {
    const fx = makeFixture({
      task: { mode: 'architect' },
      script: [
        call('write_to_file', { path: 'src/app.ts', content: 'x' }),
        call('write_to_file', { path: 'PLAN.md', content: '# plan\n' }),
        call('switch_mode', { mode_slug: 'code', reason: 'implement' }),
        call('write_to_file', { path: 'src/app.ts', content: 'export {};\n' }),
        complete(),
      ],
    });
    const { result, of } = await run(fx);
    expect(result.exitCode).toBe(0);
    expect(of('tool.rejected')).toEqual([expect.objectContaining({ stage: 'file_restriction' })]);
    expect(of('mode.switched')[0]).toMatchObject({ from: 'architect', to: 'code' });
    expect(readFileSync(path.join(fx.workspace, 'src/app.ts'), 'utf8')).toBe('export {};\n');
  });

  it('runs a subtask in another mode, sharing the budget, and returns its result', async () => {
    const fx = makeFixture({
      task: { mode: 'orchestrator' },
      script: [
        call('new_task', { mode: 'code', message: 'Write hello.txt' }),
        call('write_to_file', { path: 'hello.txt', content: 'hi\n' }),
        complete('wrote hello.txt'),
        complete('delegated and done'),
      ],
    });
    const { result, of } = await run(fx);
    expect(result).toMatchObject({ exitCode: 0, completion: 'delegated and done' });
    expect(of('subtask.started')[0]).toMatchObject({ mode: 'code', depth: 1 });
    expect(of('subtask.finished')[0]).toMatchObject({ result: 'wrote hello.txt' });
    expect(result.totals.turns).toBe(4);
    const newTask = of('tool.result')[2];
    expect(newTask?.output).toContain('wrote hello.txt');
  });

  it("uses the task's apply_diff fuzzy threshold", async () => {
    const block = (search: string) => `<<<<<<< SEARCH\n${search}\n=======\nconst total = 2;\n>>>>>>> REPLACE`;
    // "const totl = 1;" is ~93% like the file's line: a fuzzy match at 0.9, none at 0.99.
    const script = [call('apply_diff', { path: 'a.js', diff: block('const totl = 1;') }), complete()];
    const loose = makeFixture({ files: { 'a.js': 'const total = 1;\n' }, script });
    expect((await run(loose)).of('tool.result')[0]).toMatchObject({ ok: true });
    const strict = makeFixture({
      files: { 'a.js': 'const total = 1;\n' },
      script,
      task: { apply_diff: { fuzzy_threshold: 0.99 } },
    });
    expect((await run(strict)).of('tool.result')[0]).toMatchObject({ ok: false });
    expect(readFileSync(path.join(strict.workspace, 'a.js'), 'utf8')).toBe('const total = 1;\n');
  });

  it('leaves files the policy may not read out of listings and searches', async () => {
    const fx = makeFixture({
      files: {
        '.env': 'DB_PASSWORD=hunter2hunter2\n',
        'config/.env.production': 'DB_PASSWORD=prod-pass\n',
        'certs/db.pem': 'DB_PASSWORD=pem-pass\n',
        'src/db.js': 'const p = process.env.DB_PASSWORD;\n',
      },
      script: [
        call('list_files', { path: '.', recursive: true }),
        call('search_files', { path: '.', regex: 'DB_PASSWORD' }),
        complete(),
      ],
    });
    const { of } = await run(fx);
    const [listing, search] = of('tool.result').map((e) => String(e.output));
    expect(listing).toContain('src/db.js');
    expect(listing).not.toContain('.env');
    expect(search).toContain('src/db.js');
    expect(listing).not.toContain('db.pem');
    expect(search).not.toMatch(/hunter2|prod-pass|pem-pass|^(config\/)?\.env/m);
  });

  it("a policy in the repository and the file it extends are both out of the model's reach, and both are logged", async () => {
    const base = 'version: 1\nextends: builtin:standard\ncommand: { deny: ["npm publish"] }\n';
    const fx = makeFixture({
      files: {
        '.nightshift/policy.yaml': 'version: 1\nextends: base.yaml\ncommand: { default: allow }\n',
        '.nightshift/base.yaml': base,
      },
      task: { policy: 'ws/.nightshift/policy.yaml' },
      script: [
        call('write_to_file', { path: '.nightshift/base.yaml', content: 'version: 1\n' }),
        call('execute_command', { command: 'sed -i /publish/d .nightshift/base.yaml' }),
        call('execute_command', { command: 'cd .nightshift && echo "edit: { deny: [] }" >> policy.yaml' }),
        complete(),
      ],
    });
    const { of } = await run(fx);
    const denials = of('tool.decision').filter((e) => e.resolved === 'deny');
    expect(denials.map((e) => e.rule)).toEqual(Array(3).fill('invariant:protected-path'));
    expect(denials.map((e) => String(e.reason))).toEqual([
      expect.stringContaining('a policy file the policy in use extends'),
      expect.stringContaining('a policy file the policy in use extends'),
      expect.stringContaining('the policy file in use'),
    ]);
    expect(readFileSync(path.join(fx.workspace, '.nightshift/base.yaml'), 'utf8')).toBe(base);
    const files = (of('run.started')[0]?.policy as { files: { path: string; sha256: string }[] }).files;
    expect(files.map((f) => path.relative(fx.workspace, f.path))).toEqual([
      path.join('.nightshift', 'policy.yaml'),
      path.join('.nightshift', 'base.yaml'),
    ]);
    expect(files[1]?.sha256).toBe(createHash('sha256').update(base).digest('hex'));
  });

  it("the task file the run was started from is out of reach too: it names the next run's policy", async () => {
    const fx = makeFixture({
      script: [
        call('write_to_file', { path: 'tasks/nightly.yaml', content: 'policy: builtin:trusted\n' }),
        call('execute_command', { command: 'echo "policy: builtin:trusted" >> tasks/nightly.yaml' }),
        call('write_to_file', { path: 'tasks/other.yaml', content: 'x: 1\n' }),
        complete(),
      ],
    });
    const task =
      'version: 1\ntitle: Nightly\nprompt: Tidy up.\nworkspace: ..\nmodel: { provider: script, script: ../../script.yaml }\n';
    mkdirSync(path.join(fx.workspace, 'tasks'));
    writeFileSync(path.join(fx.workspace, 'tasks/nightly.yaml'), task);
    const result = await runTask({
      taskFile: path.join(fx.workspace, 'tasks/nightly.yaml'),
      env: process.env,
    });
    const decisions = fx.events(result.auditLog).filter((e) => e.type === 'tool.decision');
    expect(decisions.slice(0, 3).map((e) => [e.resolved, e.rule])).toEqual([
      ['deny', 'invariant:protected-path'],
      ['deny', 'invariant:protected-path'],
      ['allow', 'edit.allow[0], read.allow[0]'],
    ]);
    expect(String(decisions[0]?.reason)).toContain('the task file of this run');
    expect(readFileSync(path.join(fx.workspace, 'tasks/nightly.yaml'), 'utf8')).toBe(task);
  });

  it('never writes a secret from the environment to the audit log or a tool result', async () => {
    const secret = 'sk-planted-9f8e7d6c5b4a';
    const fx = makeFixture({
      files: { 'config.txt': `token=${secret}\n` },
      policy: { extends: 'builtin:trusted' },
      script: [
        call('read_file', { path: 'config.txt' }),
        call('execute_command', { command: 'printenv' }),
        call('execute_command', { command: 'cat /proc/self/environ' }),
        call('execute_command', { command: 'echo "$MY_SERVICE_TOKEN"' }),
        complete(`the token is ${secret}`),
      ],
    });
    const { result, of } = await run(fx, { ...process.env, MY_SERVICE_TOKEN: secret });
    const log = readFileSync(result.auditLog, 'utf8');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(Buffer.from(secret).toString('base64'));
    expect(of('tool.result')[0]?.output).toContain('token=***');
    expect(readFileSync(path.join(result.outDir, 'summary.md'), 'utf8')).not.toContain(secret);
    // printenv ran for real, in an environment scrubbed of the secret
    const commandLog = readFileSync(path.join(result.outDir, 'commands', '1.log'), 'utf8');
    expect(commandLog).toContain('PATH=');
    expect(commandLog).not.toContain(secret);
    expect(of('tool.decision')[2]).toMatchObject({ resolved: 'deny', rule: 'invariant:outside-workspace' });
    expect(of('tool.decision')[3]).toMatchObject({ resolved: 'deny', rule: 'invariant:secret-variable' });
  });

  it('closes the log with run.finished when setup fails after it opened (exit 2 for configuration)', async () => {
    const fx = makeFixture({ script: [complete()], task: { instructions: ['docs/MISSING.md'] } });
    const { result } = await run(fx);
    expect(result).toMatchObject({ status: 'error', exitCode: 2, exitReason: 'config_error' });
    expect(fx.events(result.auditLog).at(-1)).toMatchObject({ type: 'run.finished', status: 'error' });
  });

  it('rejects an invalid task before any run starts, naming line and column', async () => {
    const fx = makeFixture({ task: { limts: { max_turns: 3 } } });
    const err = await runTask({ taskFile: fx.taskFile }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toMatch(/task\.yaml:\d+:1: .*limts/);
  });
});
