import { describe, expect, it } from 'vitest';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { runTask } from '../../src/run/run-task.ts';
import { call, complete, makeFixture } from '../support/run-fixture.ts';

// A name longer than the file system takes (ext4: 255 bytes a component) fails the path's lookup
// with ENAMETOOLONG, an error no earlier check turns into a tool result.
const LONG = 'x'.repeat(300);

describe('a path whose lookup fails (a component longer than the file system takes)', () => {
  it.each([
    ['read_file', 'a directory', { path: `${LONG}/a.txt` }],
    ['read_file', 'a file', { path: `src/${LONG}` }],
    ['write_to_file', 'a new file', { path: `src/${LONG}.ts`, content: 'x\n' }],
    ['list_files', 'a directory', { path: LONG }],
    ['search_files', 'a directory', { path: LONG, regex: 'a' }],
    ['execute_command', 'an operand', { command: `cat src/${LONG}` }],
  ])('%s of %s so named is an error result the model can act on; the run goes on', async (tool, _, args) => {
    const fx = makeFixture({
      files: { 'src/a.txt': 'a\n' },
      script: [call(tool, args), call('read_file', { path: 'src/a.txt' }), complete()],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(verifyAuditLog(result.auditLog).ok).toBe(true);
    const events = fx.events(result.auditLog);
    // Refused before it ran, with the reason the model reads back, and the run went on.
    const first = events.find((e) => e.type === 'tool.decision' && e.call_id === 'call_1_1');
    expect(first).toMatchObject({ decision: 'deny', rule: 'invariant:bad-path' });
    expect(first?.reason).toMatch(/cannot look up .*: ENAMETOOLONG/);
    const ran = events.filter((e) => e.type === 'tool.result').map((e) => e.call_id);
    expect({ status: result.status, ran }).toEqual({ status: 'completed', ran: ['call_2_1', 'call_3_1'] });
  });
});
