import { asNpx, packageName, programName } from './shell/package-runners.ts';
import type { ShellCommand } from './shell/types.ts';

export interface CommandMatch {
  list: 'allow' | 'deny';
  index: number;
  rule: string;
  /** Number of words in the rule: the longest matching rule wins. */
  words: number;
}

const splitRule = (rule: string): string[] => rule.trim().split(/\s+/).filter(Boolean);

type Spelling = (name: string) => string;

/**
 * Tools that read one option under several spellings: tsc ignores case and takes `-outDir` for
 * `--outDir`; vitest (cac) takes `--output-file` for `--outputFile`. Rule and command words are
 * compared in one spelling, so a deny rule `npx tsc --outDir` also denies `npx tsc --OUTDIR`.
 */
const SPELLINGS: Record<string, Spelling> = {
  tsc: (name) => `--${name.replace(/^--?/, '').toLowerCase()}`,
  vitest: (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
};

/** The spelling of the tool a command runs: itself, or what npx runs (its first operand). */
function spellingOf(argv: readonly string[]): Spelling | undefined {
  const program = programName(argv[0] ?? '');
  const run = program === 'npx' ? argv.slice(1).find((w) => !w.startsWith('-')) : program;
  const tool = packageName(run ?? '');
  return Object.hasOwn(SPELLINGS, tool) ? SPELLINGS[tool] : undefined;
}

/** An option word in the tool's one spelling; its `=value` and other words are left alone. */
function spelled(word: string, spelling: Spelling | undefined): string {
  if (!spelling || !word.startsWith('-')) return word;
  const eq = word.indexOf('=');
  return eq < 0 ? spelling(word) : `${spelling(word.slice(0, eq))}${word.slice(eq)}`;
}

/**
 * A rule word matches a command word when equal (in the tool's spelling); an option rule word
 * (`--output`) also matches its `=value` form and its dotted sub-options (`--outputFile.json`,
 * which vitest reads as part of `--outputFile`). A word only known at run time never satisfies an
 * allow rule, but may satisfy a deny rule: `git $(echo push)` is caught by `git push`.
 */
function wordMatches(
  ruleWord: string,
  word: string,
  dynamic: boolean,
  list: 'allow' | 'deny',
  spelling: Spelling | undefined,
): boolean {
  if (dynamic) return list === 'deny';
  const [rule, given] = [spelled(ruleWord, spelling), spelled(word, spelling)];
  if (given === rule) return true;
  return rule.startsWith('-') && given.startsWith(rule) && /^[=.]/.test(given.slice(rule.length));
}

/**
 * Allow rules match a prefix of the command's words (`git diff` allows `git diff HEAD~1`, and
 * `git` never matches `gitx`). Deny rules are read more broadly so global options cannot slip
 * past them: the program must match (its path too: `/bin/rm` is `rm`) and the other words must
 * appear in order, so `git push` denies `git -c x=y push origin`.
 */
export function ruleMatches(rule: string, command: ShellCommand, list: 'allow' | 'deny'): boolean {
  if (list === 'allow') return matchesAsWritten(rule, command, list);
  // What a package runner runs also answers to deny rules written for `npx NAME`.
  const npx = asNpx(command.argv);
  const dropped = command.argv.length - (npx?.length ?? 0);
  return (
    matchesAsWritten(rule, command, list) ||
    (npx !== undefined &&
      matchesAsWritten(
        rule,
        { ...command, argv: npx, dynamic: [false, ...command.dynamic.slice(dropped + 1)] },
        list,
      ))
  );
}

function matchesAsWritten(rule: string, command: ShellCommand, list: 'allow' | 'deny'): boolean {
  const words = splitRule(rule);
  const [program, ...rest] = words;
  const name = command.argv[0] ?? '';
  if (program === undefined) return false;
  if (name !== program && !(list === 'deny' && name.split('/').pop() === program)) return false;
  const spelling = spellingOf(command.argv);
  const matches = (w: string, at: number) =>
    wordMatches(w, command.argv[at] ?? '', command.dynamic[at] ?? false, list, spelling);
  if (list === 'allow') return rest.every((w, k) => k + 1 < command.argv.length && matches(w, k + 1));
  let at = 1;
  for (const w of rest) {
    while (at < command.argv.length && !matches(w, at)) at++;
    if (at >= command.argv.length) return false;
    at++;
  }
  return true;
}

/** The deciding rule: the longest match; deny wins a tie. Wrappers only answer to deny rules. */
export function bestCommandRule(
  command: ShellCommand,
  rules: { allow: string[]; deny: string[] },
): CommandMatch | undefined {
  let best: CommandMatch | undefined;
  const consider = (list: 'allow' | 'deny', rule: string, index: number) => {
    if (!ruleMatches(rule, command, list)) return;
    const words = splitRule(rule).length;
    if (!best || words > best.words || (words === best.words && list === 'deny' && best.list === 'allow')) {
      best = { list, index, rule, words };
    }
  };
  rules.deny.forEach((rule, i) => consider('deny', rule, i));
  if (!command.wrapper) rules.allow.forEach((rule, i) => consider('allow', rule, i));
  return best;
}
