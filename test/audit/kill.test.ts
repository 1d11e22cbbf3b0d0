import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { splitAuditLines } from '../../src/audit/read.ts';
import { verifyAuditText } from '../../src/audit/verify.ts';
import { tempLog } from './sample-run.ts';

const fixture = fileURLToPath(new URL('./fixtures/emit-forever.ts', import.meta.url));
const SECRET = 'sk-live-0123456789abcdef';

it('a writer killed with SIGKILL mid-run leaves a log whose every complete line verifies', async () => {
  const file = tempLog();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, file, SECRET], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('ready\n');
  child.kill('SIGKILL');
  const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
  expect(signal).toBe('SIGKILL');

  const text = readFileSync(file, 'utf8');
  const { lines, tail } = splitAuditLines(text);
  expect(lines.length).toBeGreaterThan(300);
  const result = verifyAuditText(text);
  expect(result.lines).toBe(lines.length);
  // The kill lands between writes (ok) or, rarely, inside a large one (a partial last line).
  if (tail === undefined) expect(result.ok).toBe(true);
  else expect(result.firstBad).toMatchObject({ seq: lines.length, kind: 'truncated' });
  expect(text).not.toContain(SECRET);
});
