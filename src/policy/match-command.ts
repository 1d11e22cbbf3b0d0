import type { ShellCommand } from './shell/types.ts';

export interface CommandMatch {
  list: 'allow' | 'deny';
  index: number;
  rule: string;
  /** Number of words in the rule: the longest matching rule wins. */
  words: number;
}

const splitRule = (rule: string): string[] => rule.trim().split(/\s+/).filter(Boolean);

/**
 * A rule word matches a command word when equal; an option rule word (`--output`) also matches
 * its `=value` form. A word only known at run time never satisfies an allow rule, but may
 * satisfy a deny rule: `git $(echo push)` is caught by `git push`.
 */
function wordMatches(ruleWord: string, word: string, dynamic: boolean, list: 'allow' | 'deny'): boolean {
  if (dynamic) return list === 'deny';
  return word === ruleWord || (ruleWord.startsWith('-') && word.startsWith(`${ruleWord}=`));
}

/**
 * Allow rules match a prefix of the command's words (`git diff` allows `git diff HEAD~1`, and
 * `git` never matches `gitx`). Deny rules are read more broadly so global options cannot slip
 * past them: the program must match (its path too: `/bin/rm` is `rm`) and the other words must
 * appear in order, so `git push` denies `git -c x=y push origin`.
 */
export function ruleMatches(rule: string, command: ShellCommand, list: 'allow' | 'deny'): boolean {
  const words = splitRule(rule);
  const [program, ...rest] = words;
  const name = command.argv[0] ?? '';
  if (program === undefined) return false;
  if (name !== program && !(list === 'deny' && name.split('/').pop() === program)) return false;
  if (list === 'allow') {
    return rest.every(
      (w, k) =>
        k + 1 < command.argv.length &&
        wordMatches(w, command.argv[k + 1] ?? '', command.dynamic[k + 1] ?? false, list),
    );
  }
  let at = 1;
  for (const w of rest) {
    while (
      at < command.argv.length &&
      !wordMatches(w, command.argv[at] ?? '', command.dynamic[at] ?? false, list)
    )
      at++;
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
