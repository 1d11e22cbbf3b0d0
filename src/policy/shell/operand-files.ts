import type { Copy } from './types.ts';

/** What a known program touches through its operands and options. */
export interface FileOperands {
  reads: string[];
  writes: string[];
  /** Directories whose every file may be read (`grep -r`, `git diff`) or edited (`rm -r`). */
  readTrees: string[];
  editTrees: string[];
  /**
   * Directories whose files git may print as past commits held them (`git log -p`, `git show
   * COMMIT`): decided against the work tree and the history (CommandContext.history).
   */
  historyTrees: string[];
  /** Glob operands of reading programs, as `DIR/PATTERN` (`cat src/*.ts` reads entries of src). */
  globs: string[];
  /**
   * What cp, mv and ln put somewhere else: FROM (a file, a directory or a link, as named) lands at
   * TO, with whatever is under it; `links`: a symbolic link lands as a link with the same text, so
   * a relative one leads somewhere else from there (mv, cp -P/-d/-a/-r, a hard link).
   */
  copies: Copy[];
  /** Symbolic links the command makes: AT (each place it may land) holds TEXT. */
  links: { at: string; text: string }[];
  /**
   * Words that may name files the program reads or writes, for a program (or git subcommand)
   * without a table: decided against deny rules and invariants only (ShellAnalysis.touches).
   */
  touches: string[];
  /** Operands the analyzer cannot pin down (`$FILE`, a glob given to a writing program). */
  unknown: { source: string; kind: 'read' | 'edit' }[];
  /** Options and constructs refused, by name. */
  problems: string[];
}

export const emptyOperands = (): FileOperands => ({
  reads: [],
  writes: [],
  readTrees: [],
  editTrees: [],
  historyTrees: [],
  globs: [],
  copies: [],
  links: [],
  touches: [],
  unknown: [],
  problems: [],
});

/**
 * A glob given to a reading program names entries of its directory (`src/*.ts`), which are
 * decided when the command is; one with wildcards in a directory part (`a*b/x`) may name anything
 * below its literal prefix, which is then read as a whole. A glob given to a writing program could
 * name anything there (`rm -rf .gi*`), so it is refused.
 */
export function add(
  out: FileOperands,
  kind: 'read' | 'edit',
  value: string,
  source: string,
  dynamic: boolean,
): void {
  if (!dynamic) return void (kind === 'edit' ? out.writes : out.reads).push(value);
  const glob = kind === 'edit' ? undefined : globParts(source);
  if (!glob) out.unknown.push({ source, kind });
  else if (glob.pattern === undefined) out.readTrees.push(glob.dir);
  else out.globs.push(`${glob.dir}/${glob.pattern}`);
}

/** `../*.txt` → `..` and `*.txt`; undefined for expansions, which could be anything. */
export function globParts(source: string): { dir: string; pattern?: string } | undefined {
  if (/[$`"'\\]/.test(source) || /^~[^/]/.test(source) || source.includes('{}')) return undefined;
  const wild = source.search(/[*?[{]/);
  if (wild < 0) return undefined;
  const slash = source.slice(0, wild).lastIndexOf('/');
  const dir = slash < 0 ? '.' : source.slice(0, slash) || '/';
  const pattern = source.slice(slash + 1);
  return pattern.includes('/') ? { dir } : { dir, pattern };
}
