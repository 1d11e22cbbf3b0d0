import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadYamlFile } from '../../src/config/load-yaml.ts';
import { decide } from '../../src/policy/decide.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { executed, makeTracer, STRACE, type Tracer } from './trace.ts';
import { makeWorkspace } from './workspace.ts';

/**
 * The analyzer's claim, checked against bash itself: for every corpus command some policy
 * allows, the programs bash really executes are among the ones the analyzer listed.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const verdict = z.enum(['allow', 'deny', 'ask']);
const entry = z.tuple([z.string(), verdict, verdict]);
const corpus = loadYamlFile(
  path.join(here, 'corpus.yaml'),
  z.strictObject({ hostile: z.array(entry), benign: z.array(entry) }),
);
const allowed = [...corpus.hostile, ...corpus.benign]
  .filter(([, standard, custom]) => standard === 'allow' || custom === 'allow')
  .map(([command]) => command);

const ws = makeWorkspace();
let analyzer: ShellAnalyzer;
let tracer: Tracer;
beforeAll(async () => {
  analyzer = await createShellAnalyzer();
  if (STRACE) tracer = makeTracer();
});

/** A fresh copy of the corpus workspace, with the files the commands name. */
function scratch(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'ns-diff-')), 'ws');
  cpSync(ws.dir, dir, { recursive: true, verbatimSymlinks: true });
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  for (const file of ['src/index.ts', 'package.json', 'list.txt', 'docs/setup', 'notes.txt'])
    writeFileSync(path.join(dir, file), 'x\n');
  return dir;
}

const listed = (command: string) =>
  new Set(analyzer.analyze(command).commands.map((c) => path.basename(c.argv[0] ?? '')));

describe.skipIf(!STRACE)('differential check against bash (strace)', () => {
  it('parses execve lines, leaving out the traced shell', () => {
    const log = [
      '10 execve("/bin/bash", ["bash", "-c", "x"], 0x1 /* 3 vars */) = 0',
      '11 execve("/tmp/stubs/rm", ["rm", "x"], 0x2 /* 3 vars */) = 0',
      '12 execve("/tmp/stubs/npm", ["npm"], 0x3 /* 3 vars */) = -1 ENOENT (No such file or directory)',
    ].join('\n');
    expect(executed(log)).toEqual(['rm', 'npm']);
  });

  it('catches what a parser misses: bash runs rm where the words hide it', () => {
    // The harness itself is sound: these run `rm`, and the trace shows it.
    for (const hidden of ["x='a[$(rm y)]'; : $((x))", 'r\\\nm y', 'echo `echo \\`rm y\\``'])
      expect(tracer.run(hidden, scratch()), hidden).toContain('rm');
  });

  it('has allowed corpus cases to check', () => {
    expect(allowed.length).toBeGreaterThanOrEqual(40);
  });

  it.each(allowed)('%j runs only what the analyzer listed', (command) => {
    // Decided first: only what a policy allows runs, so its writes stay in the scratch copy.
    const analysis = analyzer.analyze(command);
    expect(analysis.problems).toEqual([]);
    const dir = scratch();
    const policy = loadPolicy(path.join(here, 'custom-allowlist.yaml'), here);
    const standard = loadPolicy('builtin:standard', here);
    const access = [{ kind: 'command' as const, command }];
    const input = { tool: 'execute_command', group: 'command' as const, args: { command }, access };
    const ctx = { workspace: ws.dir, analyzer, resolve: ws.resolve };
    expect([decide(input, policy, ctx).resolved, decide(input, standard, ctx).resolved]).toContain('allow');
    const ran = tracer.run(command, dir);
    const names = listed(command);
    expect(
      ran.filter((name) => !names.has(name)),
      `ran ${ran.join(', ')}`,
    ).toEqual([]);
  });
});

if (!STRACE) {
  describe('differential check against bash (strace)', () => {
    it.skip('skipped: strace is not installed (CI installs it; apt-get install strace)', () => {});
  });
}
