import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
