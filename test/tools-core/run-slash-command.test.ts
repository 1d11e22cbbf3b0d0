import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowedBy } from '../../src/policy/match-glob.ts';
import { taskSchema } from '../../src/config/task.ts';
import { fetchInstructionsTool } from '../../src/tools/fetch-instructions.ts';
import { runSlashCommandTool } from '../../src/tools/run-slash-command.ts';
import { testBed, type TestBed } from './context.ts';

let bed: TestBed;
beforeEach(() => {
  bed = testBed({
    // The policy stand-in denies reading .roo/commands/secret.md.
    readable: (rel) => rel !== '.roo/commands/secret.md',
    commands: { fix: { prompt: 'Fix issue $ARGUMENTS now.', argument_hint: '<issue>' } },
  });
  bed.write({
    '.roo/commands/review.md':
      '---\ndescription: Review the changes\nargument-hint: <area>\nmode: code\n---\n\nReview $ARGUMENTS carefully.\nThen report.\n',
    '.roo/commands/plain.md': 'Just do it.\n',
    '.roo/commands/secret.md': '---\ndescription: hidden\n---\nSECRET TEXT\n',
    '.roo/commands/broken.md': '---\ndescription: [unclosed\n---\nbody\n',
    '.roo/commands/fix.md': 'the file loses to the task',
    '.roo/commands/notes.txt': 'not a command',
  });
});
afterEach(() => bed.cleanup());
const run = (command: string, args?: string) =>
  runSlashCommandTool.execute({ command, ...(args === undefined ? {} : { args }) }, bed.ctx);

describe('run_slash_command', () => {
  it('expands a .roo/commands file with its front matter and $ARGUMENTS, in Roo Code’s shape', async () => {
    expect(await run('/review', ' the parser ')).toEqual({
      ok: true,
      output: [
        'Command: /review',
        'Description: Review the changes',
        'Argument hint: <area>',
        'Provided arguments: the parser',
        'Source: project',
        '',
        '--- Command Content ---',
        '',
        'Review the parser carefully.\nThen report.',
      ].join('\n'),
    });
  });

  it('takes a file without front matter whole, and no arguments as none', async () => {
    expect((await run('plain')).output).toBe(
      'Command: /plain\nSource: project\n\n--- Command Content ---\n\nJust do it.',
    );
  });

  it("prefers the task's own command to a file of the same name", async () => {
    expect((await run('fix', '42')).output).toBe(
      'Command: /fix\nArgument hint: <issue>\nProvided arguments: 42\nSource: task\n\n--- Command Content ---\n\nFix issue 42 now.',
    );
  });

  it('refuses a command file the policy denies reading, and leaves it out of the list', async () => {
    const denied = await run('secret');
    expect(denied).toEqual({
      ok: false,
      output: "Error: reading .roo/commands/secret.md is denied by the policy's read rules",
    });
    expect((await run('missing')).output).toBe(
      'Error: command "missing" not found. Available commands: broken, fix, plain, review',
    );
  });

  it('refuses a command file grown past 1 MiB (a sparse terabyte) without reading it, and recovers', async () => {
    const file = path.join(bed.workspace, '.roo/commands/huge.md');
    writeFileSync(file, '');
    truncateSync(file, 2 ** 40);
    const result = await run('huge');
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/huge\.md is too large for a command file: 1099511627776 bytes/);
    // Within the bound it is read as before.
    truncateSync(file, 0);
    writeFileSync(file, 'Small again.\n');
    expect((await run('huge')).output).toMatch(/Small again\.$/);
  });

  it('rejects bad names and bad front matter with clear errors', async () => {
    expect((await run('../etc/passwd')).output).toMatch(/^Error: "\.\.\/etc\/passwd" is not a command name/);
    expect((await run('broken')).output).toMatch(
      /^Error: \.roo\/commands\/broken\.md is not a valid command file: its front matter is not valid YAML/,
    );
  });
});

describe('fetch_instructions', () => {
  it('returns the shipped Markdown for each topic', async () => {
    const mode = await fetchInstructionsTool.execute({ task: 'create_mode' }, bed.ctx);
    expect(mode.ok).toBe(true);
    expect(mode.output).toMatch(/^# Creating a custom mode for nightshift\n/);
    expect(mode.output).toContain('customModes:');
    const mcp = await fetchInstructionsTool.execute({ task: 'create_mcp_server' }, bed.ctx);
    expect(mcp.output).toMatch(/^# Configuring an MCP server for nightshift\n/);
    expect(mcp.output).toContain('mcp_servers:');
  });

  it('offers only the topics it has', () => {
    expect(fetchInstructionsTool.params.safeParse({ task: 'create_widget' }).success).toBe(false);
  });
});

describe("the task file's commands", () => {
  const base = { version: 1, title: 't', prompt: 'p' };
  it('accepts named prompt templates and rejects bad names and empty prompts', () => {
    expect(
      taskSchema.parse({ ...base, commands: { 'run-tests': { prompt: 'Run $ARGUMENTS' } } }).commands,
    ).toEqual({
      'run-tests': { prompt: 'Run $ARGUMENTS' },
    });
    expect(taskSchema.safeParse({ ...base, commands: { Bad: { prompt: 'x' } } }).success).toBe(false);
    expect(taskSchema.safeParse({ ...base, commands: { ok: { prompt: '  ' } } }).success).toBe(false);
    expect(taskSchema.safeParse({ ...base, commands: { ok: { prompt: 'x', mode: 'code' } } }).success).toBe(
      false,
    );
  });
});

describe('run_slash_command under read.deny (a hostile repository)', () => {
  // The run's own predicate: the policy's read rules, a user's globs added.
  const readable = allowedBy({ allow: ['**'], deny: ['**/.env*', '**/*.key', 'secrets/**'] });
  const SECRET = 'pin=7c1e';
  let hostile: TestBed;
  beforeEach(() => {
    hostile = testBed({ readable });
    hostile.write({
      '.env': SECRET,
      'keys/PROD.KEY': SECRET,
      'secrets/cmds/deploy.md': SECRET,
      'docs/ok.md': 'Fine.',
    });
  });
  afterEach(() => hostile.cleanup());
  const runIn = (command: string) => runSlashCommandTool.execute({ command }, hostile.ctx);
  const link = (target: string, rel: string) => {
    mkdirSync(path.dirname(path.join(hostile.workspace, rel)), { recursive: true });
    symlinkSync(target, path.join(hostile.workspace, rel));
  };

  it('refuses a command file that links to a denied file (any case), and does not offer it', async () => {
    link('../../.env', '.roo/commands/leak.md');
    link('../../keys/PROD.KEY', '.roo/commands/key.md');
    link('../../docs/ok.md', '.roo/commands/ok.md');
    expect(await runIn('leak')).toEqual({
      ok: false,
      output: "Error: reading .roo/commands/leak.md is denied by the policy's read rules: it leads to .env",
    });
    expect((await runIn('key')).output).toMatch(/it leads to keys\/PROD\.KEY$/);
    expect((await runIn('ok')).output).toMatch(/--- Command Content ---\n\nFine\.$/);
    expect((await runIn('missing')).output).toBe(
      'Error: command "missing" not found. Available commands: ok',
    );
  });

  it('refuses a command file in a .roo/commands that links into a denied directory', async () => {
    link('../secrets/cmds', '.roo/commands');
    const result = await runIn('deploy');
    expect(result).toEqual({
      ok: false,
      output:
        "Error: reading .roo/commands/deploy.md is denied by the policy's read rules: it leads to secrets/cmds/deploy.md",
    });
    expect((await runIn('missing')).output).toBe(
      'Error: command "missing" not found. Available commands: (none)',
    );
  });
});
