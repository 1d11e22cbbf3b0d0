/** What a known program touches through its operands and options. */
export interface FileOperands {
  reads: string[];
  writes: string[];
  /** Directories whose every file may be read (`grep -r`, `git diff`) or edited (`rm -r`). */
  readTrees: string[];
  editTrees: string[];
  /** Directories a glob operand expands in (`cat src/*.ts` reads entries of src). */
  globs: string[];
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
  globs: [],
  unknown: [],
  problems: [],
});

/**
 * A glob given to a reading program can only expand inside its literal directory, whose whole
 * content is then read; a glob given to a writing program could name anything there
 * (`rm -rf .gi*`), so it is refused.
 */
export function add(
  out: FileOperands,
  kind: 'read' | 'edit',
  value: string,
  source: string,
  dynamic: boolean,
): void {
  if (!dynamic) return void (kind === 'edit' ? out.writes : out.reads).push(value);
  const directory = kind === 'edit' ? undefined : globDirectory(source);
  if (directory === undefined) out.unknown.push({ source, kind });
  else out.globs.push(directory);
}

/** `../*.txt` → `..`: the directory a glob can only expand inside; undefined for expansions. */
function globDirectory(source: string): string | undefined {
  if (/[$`"'\\]/.test(source) || /^~[^/]/.test(source) || source.includes('{}')) return undefined;
  const wild = source.search(/[*?[{]/);
  if (wild < 0) return undefined;
  const prefix = source.slice(0, wild < 0 ? source.length : wild);
  const slash = prefix.lastIndexOf('/');
  return slash < 0 ? '.' : prefix.slice(0, slash) || '/';
}
