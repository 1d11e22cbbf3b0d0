import { clipWords } from '../../audit/clip.ts';

/**
 * sed scripts can write files (`w FILE`, `s/a/b/w FILE`), read them (`r FILE`) and run commands
 * (`e`, `s/a/b/e`). This reads a script just far enough to find those: addresses, then commands
 * whose arguments it skips; anything it cannot read is refused. `--sandbox` makes GNU sed itself
 * refuse them, so a script under it needs no check.
 */
export function sedScriptProblem(script: string): string | undefined {
  const refuse = (what: string) =>
    `sed ${what} in ${JSON.stringify(clipWords(script, 40))}: it can read, write or run files the analyzer cannot see; use sed --sandbox, or redirect output instead`;
  let i = 0;
  const skipBlanks = () => {
    while (i < script.length && /[\s;]/.test(script[i] ?? '')) i++;
  };
  /** Skips a delimited part (`/re/`, `s/a/b/`), honouring backslash escapes. */
  const delimited = (delim: string): boolean => {
    for (i++; i < script.length; i++) {
      if (script[i] === '\\') i++;
      else if (script[i] === delim) return true;
      else if (script[i] === '\n' && delim !== '\n') return false;
    }
    return false;
  };
  const address = (): boolean => {
    const ch = script[i] ?? '';
    if (/\d/.test(ch)) {
      while (/[\d~]/.test(script[i] ?? '')) i++;
      return true;
    }
    if (ch === '$') {
      i++;
      return true;
    }
    if (ch === '/' || ch === '\\') {
      const delim = ch === '\\' ? (script[++i] ?? '') : '/';
      if (!delim || !delimited(delim)) return false;
      i++;
      while (/[IM]/.test(script[i] ?? '')) i++;
    }
    return true;
  };
  while (i < script.length) {
    skipBlanks();
    if (i >= script.length) break;
    if (!address()) return refuse('an address it cannot read');
    if (script[i] === ',') {
      i++;
      if (script[i] === '+' || script[i] === '~') i++;
      if (!address()) return refuse('an address it cannot read');
    }
    while (script[i] === ' ' || script[i] === '!') i++;
    const command = script[i] ?? '';
    if (command === 's' || command === 'y') {
      const delim = script[i + 1] ?? '';
      if (!delim || /[\s\\]/.test(delim)) return refuse(`an ${command} command it cannot read`);
      i++;
      if (!delimited(delim) || !delimited(delim)) return refuse(`an ${command} command it cannot read`);
      i++;
      const flags = /^[gpiImM\d]*/.exec(script.slice(i))?.[0] ?? '';
      i += flags.length;
      if (command === 's' && /^[ew]/.test(script.slice(i))) return refuse(`the s flag ${script[i] ?? ''}`);
      continue;
    }
    if ('aic'.includes(command)) {
      // Text to the end of the line (GNU one-liner form included).
      while (i < script.length && script[i] !== '\n') i++;
      continue;
    }
    if (':btT'.includes(command)) {
      // GNU sed ends a label at a blank, `;`, `#` or `}`, and reads the next command right after
      // it (`:a r FILE` is a label and an r command). Ending it there too, at most earlier than
      // sed does, leaves nothing sed runs unread.
      i++;
      while (script[i] === ' ' || script[i] === '\t') i++;
      while (i < script.length && !/[\s;#}]/.test(script[i] ?? '')) i++;
      continue;
    }
    if ('pPdDnNgGhHxqQlz={}F'.includes(command)) {
      i++;
      while (/[\d ]/.test(script[i] ?? '') && 'qQl'.includes(command)) i++;
      continue;
    }
    return refuse(`the command ${command}`);
  }
  return undefined;
}
