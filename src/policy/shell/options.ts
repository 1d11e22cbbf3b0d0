/**
 * Command-line options as GNU getopt_long reads them: bundled short options (`-uo FILE`), values
 * attached or separate (`-oFILE`, `-o FILE`, `--output=FILE`, `--output FILE`), unambiguous
 * abbreviations of long options (`--out` is `--output`), options after operands, and `--`.
 * A program's table says what each option's value is; an option not in it is refused by name,
 * since the analyzer cannot know whether it takes a value, writes a file or runs a program.
 */

/**
 * What an option's value is: text, a file read or written, a directory to work in, a program, or
 * a file listing more files to work on (`--files0-from`), which only exist when the command runs.
 */
export type ValueKind = 'arg' | 'read' | 'write' | 'cd' | 'run' | 'list';

export interface OptionTable {
  /** Short options; a kind marks a value, `optional` ones only take an attached value. */
  short: Map<string, ValueKind | undefined>;
  shortOptional: Set<string>;
  long: Map<string, { kind: ValueKind | undefined; optional: boolean }>;
}

/**
 * Builds a table from a compact spec: `-n` is a flag, `-o=write` takes a value of that kind
 * (`-k=` is plain text), `--color[=]` takes an optional value, which must be attached.
 */
export function optionTable(spec: string): OptionTable {
  const table: OptionTable = { short: new Map(), shortOptional: new Set(), long: new Map() };
  for (const entry of spec.split(/\s+/).filter(Boolean)) {
    const m = /^(--?[^=[]+)(\[=\]|=(\w*))?$/.exec(entry);
    if (!m?.[1]) throw new Error(`bad option spec ${entry}`);
    const kind = m[2] === undefined || m[2] === '[=]' ? undefined : ((m[3] || 'arg') as ValueKind);
    const optional = m[2] === '[=]';
    if (m[1].startsWith('--')) table.long.set(m[1], { kind: optional ? 'arg' : kind, optional });
    else {
      table.short.set(m[1], optional ? undefined : kind);
      if (optional) table.shortOptional.add(m[1]);
    }
  }
  return table;
}

export interface OptionValue {
  option: string;
  kind: ValueKind;
  value: string;
  /** The value is only known at run time. */
  dynamic: boolean;
}

export interface ParsedArgs {
  /** Indexes in argv of the operands. */
  operands: number[];
  /** Every option seen, by its full name (`--out` → `--output`). */
  options: string[];
  values: OptionValue[];
  problem?: string;
}

export interface ParseSettings {
  /** Options may follow operands (GNU); false stops at the first operand (POSIX, git). */
  permute?: boolean;
  /** `head -5`, `tail +3`: a number is an option. */
  numeric?: boolean;
  /** Options are whole words with separate values (`xxd -ps -c 16`): no bundling. */
  whole?: boolean;
}

/** Splits argv[start..] into options and operands by the program's table. */
export function parseArgs(
  argv: readonly string[],
  dynamic: readonly boolean[],
  sources: readonly string[],
  table: OptionTable,
  settings: ParseSettings = {},
  start = 1,
): ParsedArgs {
  const program = argv[0] ?? '';
  const out: ParsedArgs = { operands: [], options: [], values: [] };
  const fail = (problem: string): ParsedArgs => ({ ...out, problem });
  let optionsDone = false;
  for (let i = start; i < argv.length; i++) {
    const word = argv[i] ?? '';
    if (optionsDone) {
      out.operands.push(i);
      continue;
    }
    if (dynamic[i]) {
      if (mayExpandToOption(sources[i] ?? word))
        return fail(
          `${sources[i] ?? word}, a word the analyzer cannot pin down: only known at run time, where ${program} reads options, it could expand to one; give operands after -- or prefix globs with ./`,
        );
      out.operands.push(i);
      if (settings.permute === false) optionsDone = true;
      continue;
    }
    if (word === '--') {
      optionsDone = true;
      continue;
    }
    if (settings.numeric && /^[-+]\d+[a-zA-Z]?$/.test(word)) continue;
    if (!word.startsWith('-') || word === '-') {
      out.operands.push(i);
      if (settings.permute === false) optionsDone = true;
      continue;
    }
    if (word.startsWith('--')) {
      const eq = word.indexOf('=');
      const given = eq < 0 ? word : word.slice(0, eq);
      const name = longName(table, given);
      if (name === undefined)
        return fail(
          `${program} ${given}: an option the analyzer does not know; leave it out or spell a known one in full`,
        );
      if (name === null)
        return fail(`${program} ${given}: an ambiguous abbreviation; spell the option out in full`);
      const spec = table.long.get(name);
      out.options.push(name);
      if (!spec?.kind) {
        if (eq >= 0) return fail(`${program} ${name} takes no value (${word}); drop the =value`);
        continue;
      }
      if (spec.optional && eq < 0) continue;
      const at = eq < 0 ? ++i : i;
      if (at >= argv.length) return fail(`${program} ${name} without its value; give it one`);
      const value = eq < 0 ? (argv[at] ?? '') : word.slice(eq + 1);
      out.values.push({ option: name, kind: spec.kind, value, dynamic: dynamic[at] === true });
      continue;
    }
    if (settings.whole) {
      if (!table.short.has(word))
        return fail(`${program} ${word}: an option the analyzer does not know; leave it out`);
      out.options.push(word);
      const kind = table.short.get(word);
      if (!kind) continue;
      if (++i >= argv.length) return fail(`${program} ${word} without its value`);
      out.values.push({ option: word, kind, value: argv[i] ?? '', dynamic: dynamic[i] === true });
      continue;
    }
    for (let k = 1; k < word.length; k++) {
      const option = `-${word[k] ?? ''}`;
      if (!table.short.has(option))
        return fail(`${program} ${option}: an option the analyzer does not know; leave it out`);
      out.options.push(option);
      if (table.shortOptional.has(option)) break;
      const kind = table.short.get(option);
      if (!kind) continue;
      const attached = word.slice(k + 1);
      const at = attached ? i : ++i;
      if (at >= argv.length) return fail(`${program} ${option} without its value; give it one`);
      out.values.push({
        option,
        kind,
        value: attached || (argv[at] ?? ''),
        dynamic: dynamic[at] === true,
      });
      break;
    }
  }
  return out;
}

/**
 * The full name of a long option: exact, or the one option it abbreviates; null when it
 * abbreviates several, undefined when none.
 */
function longName(table: OptionTable, given: string): string | null | undefined {
  if (table.long.has(given)) return given;
  const matches = [...table.long.keys()].filter((name) => name.startsWith(given));
  if (matches.length === 0) return undefined;
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * A word only known at run time may expand to an option (`$OPT`, `*` matching a file named
 * `--output=x`) unless its source starts with literal text other than `-`.
 */
function mayExpandToOption(source: string): boolean {
  // `{}` is a path under find's starting points, which do not start with `-`.
  return !/^([A-Za-z0-9_./~+,:@%=]|\{\})/.test(source);
}

/** Reasons for options whose value is a program to run, by kind. */
export function valueProblem(program: string, value: OptionValue): string | undefined {
  if (value.kind === 'run')
    return `${program} ${value.option} runs the program in its value (${value.value}); the analyzer cannot see what that does, so run without it`;
  if (value.kind === 'list')
    return `${program} ${value.option} takes the names of the files to work on from ${value.value}, which the analyzer cannot see; name the files as operands`;
  if (value.dynamic && value.kind !== 'arg')
    return `${program} ${value.option} with a file only known at run time (${value.value}); name the file literally`;
  return undefined;
}
