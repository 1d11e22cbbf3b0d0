import { describe, expect, it } from 'vitest';
import { validateCall } from '../../src/validate/validate-call.ts';
import { builtin, call, contextFor } from './fixtures.ts';

describe('validateCall', () => {
  it('accepts a valid call and returns the parsed arguments with defaults', () => {
    const result = validateCall(call('read_file', { path: 'a.ts' }), contextFor(builtin('code')));
    expect(result).toMatchObject({ ok: true, args: { path: 'a.ts', offset: 1 } });
    expect(result.ok && result.tool.name).toBe('read_file');
  });

  it('rejects an unknown tool, suggesting the closest available name and listing the tools', () => {
    expect(validateCall(call('reed_file', { path: 'a' }), contextFor(builtin('ask')))).toEqual({
      ok: false,
      stage: 'unknown_tool',
      message:
        'Unknown tool "reed_file". Did you mean "read_file"? Tools available in Ask mode ("ask"): read_file, attempt_completion. Call one of these by its exact name.',
    });
    const far = validateCall(call('browser_action', {}), contextFor(builtin('ask')));
    expect(far).toMatchObject({ ok: false, stage: 'unknown_tool' });
    expect(!far.ok && far.message).not.toContain('Did you mean');
  });

  it('does not suggest a tool the mode does not offer', () => {
    const result = validateCall(call('write_to_fil', {}), contextFor(builtin('ask')));
    expect(!result.ok && result.message).not.toContain('write_to_file');
  });

  it('rejects a tool the mode does not allow, naming the mode, what it allows and where to go', () => {
    expect(
      validateCall(call('write_to_file', { path: 'a', content: '' }), contextFor(builtin('ask'))),
    ).toEqual({
      ok: false,
      stage: 'mode',
      message:
        'Tool "write_to_file" (group edit) is not allowed in Ask mode ("ask"). This mode allows the groups: read, mcp; its tools are: read_file, attempt_completion. Use one of those, or switch_mode to a mode that allows edit (code, architect, debug).',
    });
  });

  it('checks the mode before the parameters', () => {
    expect(
      validateCall(call('execute_command', { command: 5 }), contextFor(builtin('orchestrator'))),
    ).toMatchObject({
      stage: 'mode',
    });
  });

  it('says which parameter is wrong, what was expected and what came', () => {
    expect(
      validateCall(call('read_file', { pth: 'a.ts', offset: 'x' }), contextFor(builtin('code'))),
    ).toEqual({
      ok: false,
      stage: 'params',
      message: [
        'Invalid arguments for read_file:',
        '- path: required parameter "path" is missing (expected a string)',
        '- offset: expected a number, got the string "x"',
        '- unknown parameter "pth" (did you mean "path"?)',
        'Parameters of read_file: path (string, required), offset (integer). Call read_file again with corrected arguments.',
      ].join('\n'),
    });
  });

  it('treats missing arguments as an empty object', () => {
    const result = validateCall(
      { id: 'x', name: 'execute_command', args: undefined },
      contextFor(builtin('code')),
    );
    expect(!result.ok && result.message).toContain(
      '- command: required parameter "command" is missing (expected a string)',
    );
  });

  it('quotes arguments that are not valid JSON', () => {
    const result = validateCall(
      {
        id: 'x',
        name: 'read_file',
        args: undefined,
        rawArgs: '{"path": "a.ts"',
        parseError: 'Unexpected end of JSON input',
      },
      contextFor(builtin('code')),
    );
    expect(result).toEqual({
      ok: false,
      stage: 'params',
      message:
        'The arguments for read_file are not valid JSON (Unexpected end of JSON input). Received: {"path": "a.ts"\nSend the arguments as one JSON object. Parameters of read_file: path (string, required), offset (integer).',
    });
  });

  it('shortens huge unparseable arguments', () => {
    const raw = `{"content": "${'x'.repeat(5000)}`;
    const result = validateCall(
      { id: 'x', name: 'read_file', args: undefined, rawArgs: raw, parseError: 'bad' },
      contextFor(builtin('code')),
    );
    expect(!result.ok && result.message.length).toBeLessThan(600);
    expect(!result.ok && result.message).toContain(`(${raw.length} characters)`);
  });
});
