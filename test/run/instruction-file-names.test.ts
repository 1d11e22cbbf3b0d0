import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.ts';
import { validateFiles } from '../../src/config/validate-files.ts';
import { runTask } from '../../src/run/run-task.ts';
import { makeFixture } from '../support/run-fixture.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { KEY } from '../model/helpers.ts';

/**
 * The files nightshift reads by its own names (AGENTS.md, `.roo/rules*`, `.roorules`, `.roomodes`,
 * the task's `instructions`) go to the model without a tool call naming them. A read rule holds
 * for a file under every name it has (policy.md, "One file, several names"): the names links in
 * the workspace give it, and the repository's name when the workspace is below its top. These
 * files were decided by their own name and where they lead only, so a repository committing
 * `app/.env -> ../config/app.env` and `AGENTS.md -> config/app.env`, or, with `workspace: config`
 * and `read.deny: [config/secrets/**]`, an `AGENTS.md -> secrets/key`, put the secret in the
 * system prompt. Real runs against the loopback model server: what the model received is checked.
 */

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

// Too short for the redactor to take from the denied file: only the read rules keep it out.
const SECRET = 'pin=7c1e';
const MODE_SECRET = 'mode-7c1e';

const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ANTHROPIC_API_KEY: KEY };
const model = { provider: 'anthropic', name: 'claude-haiku-4-5', api_key_env: 'ANTHROPIC_API_KEY' };

const done = { toolCalls: [{ id: 'c9', name: 'attempt_completion', args: { result: 'Done.' } }] };
const slash = (command: string) => ({
  toolCalls: [{ id: 'c1', name: 'run_slash_command', args: { command } }],
});

function fixture(options: Parameters<typeof makeFixture>[0], turns: object[] = []) {
  server.reset();
  server.reply(...turns, done);
  return makeFixture({
    ...options,
    task: { model: { ...model, base_url: server.url }, pr: { enabled: false }, ...options.task },
  });
}

async function run(fx: ReturnType<typeof makeFixture>) {
  const result = await runTask({ taskFile: fx.taskFile, env, pr: false });
  const sent = server.requests.map((r) => r.raw).join('\n');
  const log = readFileSync(result.auditLog, 'utf8');
  const started = fx.events(result.auditLog)[0] as { warnings?: string[] };
  return { result, sent, log, warnings: started.warnings ?? [] };
}

const modes = (secret: string) =>
  `customModes:\n  - slug: leaky\n    name: ${secret}\n    roleDefinition: You leak.\n    groups: [read]\n`;

describe('instruction files reached under a link name the read rules deny', () => {
  it('leaves AGENTS.md, .roo/rules and .roorules out when another link names their target .env', async () => {
    const fx = fixture({
      files: { 'config/app.env': `${SECRET}\n`, 'config/modes.yaml': modes(MODE_SECRET) },
      links: {
        'app/.env': '../config/app.env',
        'AGENTS.md': 'config/app.env',
        // A rule file that is a link is never read (only regular files are rules).
        '.roo/rules/style.md': '../../config/app.env',
        '.roorules': 'config/app.env',
        'deploy/.env.modes': '../config/modes.yaml',
        '.roomodes': 'config/modes.yaml',
      },
    });
    const { result, sent, log, warnings } = await run(fx);
    expect(result.status).toBe('completed');
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain(MODE_SECRET);
    expect(log).not.toContain(SECRET);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('instruction file AGENTS.md is left out of the prompt'),
        expect.stringContaining('instruction file .roorules is left out of the prompt'),
        expect.stringContaining('.roomodes is not loaded'),
      ]),
    );
  });

  it('refuses a mode only the .roomodes denied under a link name defines', async () => {
    const fx = fixture({
      files: { 'config/modes.yaml': modes(MODE_SECRET) },
      links: { 'deploy/.env.modes': '../config/modes.yaml', '.roomodes': 'config/modes.yaml' },
      task: { mode: 'leaky' },
    });
    const err = await runTask({ taskFile: fx.taskFile, env, pr: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(
      'mode "leaky" is defined only in .roomodes, which the read rules deny under another name; modes: code, architect, ask, debug, orchestrator',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('run_slash_command refuses a command file whose target a link names .env (held before)', async () => {
    const fx = fixture(
      {
        files: { 'config/app.env': `${SECRET}\n` },
        links: { 'app/.env': '../config/app.env', '.roo/commands/leak.md': '../../config/app.env' },
      },
      [slash('leak')],
    );
    const { result, sent } = await run(fx);
    expect(result.status).toBe('completed');
    expect(sent).not.toContain(SECRET);
  });

  it('AGENTS.md, a rules directory and a linked rules subdirectory leading into a directory .aws names', async () => {
    const fx = fixture({
      files: { 'vault/key.md': `${SECRET}\n`, '.roo/rules-code/ok.md': 'Be brief.\n' },
      links: {
        '.aws': 'vault',
        'AGENTS.md': 'vault/key.md',
        // A linked rules directory is never read; a linked directory inside one is listed.
        '.roo/rules': '../vault',
        '.roo/rules-code/sub': '../../vault',
      },
    });
    const { sent, warnings } = await run(fx);
    expect(sent).not.toContain(SECRET);
    expect(sent).toContain('Be brief.');
    expect(warnings).toContain(
      'instruction file AGENTS.md is left out of the prompt: it leads to vault/key.md, which the read rules deny',
    );
  });

  it('a named instruction file whose target a link names .env is a config error', async () => {
    const fx = fixture({
      files: { 'config/app.env': `${SECRET}\n` },
      links: { 'app/.env': '../config/app.env', 'notes.md': 'config/app.env' },
      task: { instructions: ['notes.md'] },
    });
    const { result, log } = await run(fx);
    expect(result).toMatchObject({ status: 'error', exitCode: 2, exitReason: 'config_error' });
    expect(log).toContain('instructions: notes.md leads to config/app.env, which the read rules deny');
    expect(server.requests).toHaveLength(0);
  });
});

describe('instruction files under the repository name the read rules deny', () => {
  const repoFixture = (extra: Parameters<typeof makeFixture>[0] = {}) =>
    fixture({
      files: {
        'config/secrets/key': `${SECRET}\n`,
        'config/modes.yaml': modes(MODE_SECRET),
        'config/.roo/rules-code/private.md': `${SECRET}\n`,
        ...extra.files,
      },
      links: {
        'config/AGENTS.md': 'secrets/key',
        'config/.roo/rules/a.md': '../../secrets/key',
        ...extra.links,
      },
      policy: {
        extends: 'builtin:standard',
        read: { deny: ['config/secrets/**', 'config/modes.yaml', 'config/.roo/rules-code/private.md'] },
      },
      task: { workspace: 'ws/config', ...extra.task },
    });

  it('leaves out default files leading into config/secrets/** with workspace: config', async () => {
    const fx = repoFixture({ links: { 'config/.roomodes': 'modes.yaml' } });
    const { result, sent, log, warnings } = await run(fx);
    expect(result.status).toBe('completed');
    expect(sent).not.toContain(SECRET);
    expect(sent).not.toContain(MODE_SECRET);
    expect(log).not.toContain(SECRET);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('instruction file AGENTS.md is left out of the prompt'),
        expect.stringContaining('instruction file .roo/rules-code/private.md is left out of the prompt'),
        expect.stringContaining('.roomodes is not loaded'),
      ]),
    );
  });

  it('run_slash_command refuses a command file the repository name denies (held before)', async () => {
    const fx = fixture(
      {
        files: { 'config/secrets/key': `${SECRET}\n` },
        links: { 'config/.roo/commands/leak.md': '../../secrets/key' },
        policy: { extends: 'builtin:standard', read: { deny: ['config/secrets/**'] } },
        task: { workspace: 'ws/config' },
      },
      [slash('leak')],
    );
    const { result, sent } = await run(fx);
    expect(result.status).toBe('completed');
    expect(sent).not.toContain(SECRET);
  });

  it('refuses a named instruction file the repository name denies', async () => {
    const fx = repoFixture({ task: { instructions: ['secrets/key'] } });
    const { result, log } = await run(fx);
    expect(result).toMatchObject({ status: 'error', exitCode: 2, exitReason: 'config_error' });
    expect(log).toContain('instructions: secrets/key is denied by the read rules');
    expect(server.requests).toHaveLength(0);
  });
});

describe('nightshift validate leaves .roomodes out as a run does', () => {
  it('under a link name and under the repository name', async () => {
    const linked = makeFixture({
      files: { 'config/modes.yaml': modes(MODE_SECRET) },
      links: { 'deploy/.env.modes': '../config/modes.yaml', '.roomodes': 'config/modes.yaml' },
      task: { mode: 'leaky' },
    });
    const repository = makeFixture({
      files: { 'config/modes.yaml': modes(MODE_SECRET) },
      links: { 'config/.roomodes': 'modes.yaml' },
      policy: { extends: 'builtin:standard', read: { deny: ['config/modes.yaml'] } },
      task: { mode: 'leaky', workspace: 'ws/config' },
    });
    for (const fx of [linked, repository]) {
      const [report] = await validateFiles([fx.taskFile], env);
      expect(report?.ok).toBe(false);
      expect(report?.problems.map((p) => p.message)).toEqual([
        'mode: unknown mode "leaky"; modes: code, architect, ask, debug, orchestrator',
      ]);
    }
  });
});
