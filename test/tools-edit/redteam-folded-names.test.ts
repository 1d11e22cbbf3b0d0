import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '../../src/config/policy.ts';
import { checkPolicy } from '../../src/policy/check.ts';
import { foldedSpellings } from '../../src/policy/decide-path.ts';
import { loadPolicy } from '../../src/policy/load-policy.ts';
import { createShellAnalyzer, type ShellAnalyzer } from '../../src/policy/shell/analyzer.ts';
import { writeToFileTool } from '../../src/tools/write-to-file.ts';
import { context } from './helpers.ts';

/**
 * A deny glob matches in any case because a checkout on macOS or Windows opens `.HUSKY` as
 * `.husky`. Their file systems fold case by Unicode's rules, not ASCII's: APFS takes `ſ` (U+017F)
 * for `s` and `K` (U+212A) for `k`, NTFS upper-cases `ı` (U+0131) to `I`, and APFS ignores
 * composed/decomposed forms. A hostile issue asking for `.huſky/pre-commit` gets a file that a
 * macOS checkout writes into `.husky/`, where git runs it as a hook.
 */
let dir: string;
let analyzer: ShellAnalyzer;
let standard: Policy;

beforeAll(async () => {
  dir = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-folded-')));
  mkdirSync(path.join(dir, '.git'));
  analyzer = await createShellAnalyzer();
  standard = loadPolicy('builtin:standard', dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const decideWrite = (policy: Policy, file: string) =>
  checkPolicy(policy, 'write_to_file', { path: file, content: 'x\n' }, { analyzer, workspace: dir });

/** The run's order: the decision first, the tool only when it allows. */
async function write(policy: Policy, file: string) {
  const decision = decideWrite(policy, file);
  if (decision.decision === 'allow')
    await writeToFileTool.execute({ path: file, content: 'npm i evil\n' }, context(dir));
  return decision;
}

describe('names a case-insensitive file system folds onto a denied one', () => {
  it.each([
    ['.hu\u017Fky/pre-commit', '**/.husky/**'],
    ['.v\u017Fcode/tasks.json', '**/.vscode/**'],
    ['deploy/id.\u212Aey', '**/*.key'],
    ['.pre-commit-con\uFB01g.yaml', '**/.pre-commit-config.yaml'],
    ['.g\u0131tattributes', '**/.gitattributes'],
    ['sub/.g\u0131tmodules', '**/.gitmodules'],
    ['docs/CODEOWNER\u017F', '**/CODEOWNERS'],
  ])('write_to_file %s is denied by the rule for the name it folds to', async (file, pattern) => {
    const decision = await write(standard, file);
    expect(decision.decision).toBe('deny');
    expect(decision.reason).toContain(`"${pattern}"`);
    expect(decision.reason).toMatch(/case-insensitive file system/);
    expect(existsSync(path.join(dir, file))).toBe(false);
  });

  it('a redirection of a command to such a name is denied the same way', () => {
    const decision = checkPolicy(
      { ...standard, command: { ...standard.command, default: 'allow' } },
      'execute_command',
      { command: 'echo "npm i evil" > .hu\u017Fky/pre-commit' },
      { analyzer, workspace: dir },
    );
    expect(decision.decision).toBe('deny');
    expect(decision.reason).toContain('"**/.husky/**"');
  });

  it('a name that folds into .git is a protected path, whatever the policy allows', () => {
    const open = loadPolicy('builtin:trusted', dir);
    for (const file of ['.g\u0131t/hooks/post-checkout', 'sub/.G\u0131T/config']) {
      const decision = decideWrite(open, file);
      expect(decision.decision).toBe('deny');
      expect(decision.rule).toBe('invariant:protected-path');
    }
  });

  it('a deny glob written composed holds for the decomposed name, and the other way round', () => {
    for (const [glob, file] of [
      ['docs/caf\u00e9/**', 'docs/cafe\u0301/notes.md'],
      ['docs/cafe\u0301/**', 'docs/caf\u00e9/notes.md'],
    ] as const) {
      const custom = { ...standard, edit: { ...standard.edit, deny: [...standard.edit.deny, glob] } };
      const decision = decideWrite(custom, file);
      expect(decision.decision).toBe('deny');
      expect(decision.reason).toContain(glob);
    }
  });

  it('other non-ASCII names stay allowed, and are written', async () => {
    for (const file of ['docs/na\u00efve.md', 'src/\u65e5\u672c.ts', 'docs/stra\u00dfe.md']) {
      const decision = await write(standard, file);
      expect(decision.decision).toBe('allow');
      expect(existsSync(path.join(dir, file))).toBe(true);
    }
  });

  it('spells out each fold, and nothing for ASCII names', () => {
    expect(foldedSpellings('.husky/pre-commit')).toEqual([]);
    expect(foldedSpellings('.hu\u017Fky')).toContain('.huSky');
    expect(foldedSpellings('\u212Aey')).toContain('key');
    expect(foldedSpellings('caf\u00e9')).toContain('cafe\u0301');
  });
});
