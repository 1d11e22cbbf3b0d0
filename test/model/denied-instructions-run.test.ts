import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTask } from '../../src/run/run-task.ts';
import { makeFixture } from '../support/run-fixture.ts';
import { startModelServer, type ModelServer } from '../support/model-server.ts';
import { KEY } from './helpers.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModelServer()));
afterAll(() => server.close());

// Too short for the redactor to take from the denied file: only the read rules keep it out.
const SECRET = 'pin=7c1e';

describe('a whole run in a repository that links its steering files to .env', () => {
  it('sends the model none of it, and records why each file was left out', async () => {
    server.reset();
    server.reply(
      { toolCalls: [{ id: 'c1', name: 'run_slash_command', args: { command: 'leak' } }] },
      { toolCalls: [{ id: 'c2', name: 'attempt_completion', args: { result: 'Done.' } }] },
    );
    const fx = makeFixture({
      files: { 'notes.txt': 'notes\n' },
      task: {
        model: {
          provider: 'anthropic',
          name: 'claude-haiku-4-5',
          base_url: server.url,
          api_key_env: 'ANTHROPIC_API_KEY',
        },
        pr: { enabled: false },
      },
    });
    const ws = fx.workspace;
    writeFileSync(path.join(ws, '.env'), SECRET);
    symlinkSync('.env', path.join(ws, 'AGENTS.md'));
    symlinkSync('.env', path.join(ws, '.roomodes'));
    mkdirSync(path.join(ws, '.roo/commands'), { recursive: true });
    symlinkSync('../../.env', path.join(ws, '.roo/commands/leak.md'));
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ANTHROPIC_API_KEY: KEY };
    const result = await runTask({ taskFile: fx.taskFile, env, pr: false });

    expect(result.status).toBe('completed');
    for (const r of server.requests) expect(r.raw).not.toContain(SECRET);
    expect(server.requests[1]?.raw).toContain('it leads to .env');
    const log = readFileSync(result.auditLog, 'utf8');
    expect(log).not.toContain(SECRET);
    expect(fx.events(result.auditLog)[0]).toMatchObject({
      type: 'run.started',
      warnings: [
        '.roomodes is not loaded: the read rules deny it (it leads to .env)',
        'instruction file AGENTS.md is left out of the prompt: it leads to .env, which the read rules deny',
      ],
    });
  });
});
