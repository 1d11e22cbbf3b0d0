import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchor } from '../../src/cli/help.ts';
import { COMMANDS } from '../../src/cli/spec.ts';
import { CLI, ROOT } from '../support/run-fixture.ts';

/** The real CLI, as a user runs it. */
function nightshift(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const DOCS = readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8');

/** docs/cli.md: `### nightshift NAME` → its flags and variables (first column of its tables). */
function docsSections(): Map<string, { flags: Set<string>; env: Set<string> }> {
  const sections = new Map<string, { flags: Set<string>; env: Set<string> }>();
  for (const part of DOCS.split(/^### /m).slice(1)) {
    const heading = part.split('\n')[0] ?? '';
    const first = [...part.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1] ?? '');
    sections.set(heading, {
      flags: new Set(first.filter((c) => c.startsWith('--')).map((c) => c.split(' ')[0] ?? c)),
      env: new Set(first.filter((c) => !c.startsWith('--'))),
    });
  }
  return sections;
}

/** The help text's Options and Environment sections: the first word of each entry. */
function helpEntries(help: string, section: string): Set<string> {
  const body = help.split(`\n${section}:\n`)[1]?.split('\n\n')[0] ?? '';
  return new Set([...body.matchAll(/^ {2}(?:-\w, )?(\S+)/gm)].map((m) => m[1] ?? '').filter((w) => w !== ''));
}

/** Variables every command reads, documented once under the conventions. */
const COMMON_ENV = ['NIGHTSHIFT_DEBUG'];

describe('every command has --help, and docs/cli.md says the same', () => {
  const sections = docsSections();

  it('documents exactly the commands there are', () => {
    expect([...sections.keys()].sort()).toEqual(
      Object.values(COMMANDS)
        .map((c) => c.docs)
        .sort(),
    );
  });

  for (const spec of Object.values(COMMANDS)) {
    it(`nightshift ${spec.name} --help lists the flags and variables docs/cli.md lists`, async () => {
      const [long, short] = await Promise.all([
        nightshift(...spec.name.split(' '), '--help'),
        nightshift(...spec.name.split(' '), '-h'),
      ]);
      expect(long.code, long.stderr).toBe(0);
      expect(short.stdout).toBe(long.stdout);
      const help = long.stdout;
      expect(help).toMatch(new RegExp(`^Usage: nightshift ${spec.name}`));
      expect(help).toContain(`docs/cli.md#${anchor(spec.docs)}\n`);

      const docs = sections.get(spec.docs);
      expect(docs, `docs/cli.md has no "### ${spec.docs}"`).toBeDefined();
      const flags = helpEntries(help, 'Options');
      expect(flags.delete('--help')).toBe(true);
      expect([...flags].sort()).toEqual([...(docs?.flags ?? [])].sort());

      const env = helpEntries(help, 'Environment');
      for (const name of COMMON_ENV) {
        expect(env.delete(name)).toBe(true);
        expect(DOCS.split('### ')[0]).toContain(name);
      }
      expect([...env].sort()).toEqual([...(docs?.env ?? [])].sort());
    });
  }

  it('nightshift help and help COMMAND print the overview and the same help as --help', async () => {
    const [overview, viaHelp, viaFlag] = await Promise.all([
      nightshift('help'),
      nightshift('help', 'audit', 'summary'),
      nightshift('audit', 'summary', '--help'),
    ]);
    expect(overview.code).toBe(0);
    for (const spec of Object.values(COMMANDS)) expect(overview.stdout).toContain(`nightshift ${spec.name}`);
    expect(viaHelp.stdout).toBe(viaFlag.stdout);
  });
});
