/** One simple command the shell would run, with its words as the program receives them. */
export interface ShellCommand {
  argv: string[];
  /** Source text of the command (for reasons). */
  text: string;
  /** Per argv word: its value is only known at run time (expansion, substitution, glob). */
  dynamic: boolean[];
  /**
   * A wrapper (`env`, `timeout`, `sudo`, `bash -c`, ...) whose inner command is listed
   * separately: only deny rules apply to it, so `timeout 60 npm test` needs no rule for timeout
   * while a `sudo` deny rule still catches `sudo npm test`. Wrappers that change privileges
   * (`sudo`, `doas`) are listed as ordinary commands instead: they need an allow rule themselves.
   */
  wrapper?: boolean;
}

/** What cp, mv or ln puts elsewhere: FROM lands at TO (see ShellAnalysis.copies). */
export interface Copy {
  from: string;
  to: string;
  /** Symbolic links land as links with the same text (mv, cp -P/-d/-a/-r, a hard link). */
  links: boolean;
  /** The source's whole tree lands (cp -r, mv), not only the source itself. */
  tree: boolean;
  /** FROM is a glob's directory, one of whose entries lands as TO: FROM/ENTRY/X lands at TO/X. */
  as?: boolean;
  /** FROM is a glob's directory: the pattern its entries match (bash's, read as the rules' glob). */
  pattern?: string;
}

export interface ShellAnalysis {
  commands: ShellCommand[];
  /** Files written by redirections and writing options, relative to the command's directory. */
  writes: string[];
  /** Files read by redirections, `cd` targets and the operands of known reading programs. */
  reads: string[];
  /**
   * Directories whose every file a command may read (`grep -r`, `git diff`, `cat *`, `find -exec
   * cat {} +`) or edit (`rm -r`, `find -delete`): decided against what is in them.
   */
  readTrees: string[];
  editTrees: string[];
  /** Of readTrees, those git prints as past commits held them (`git log -p`, `git show COMMIT`). */
  historyTrees: string[];
  /** Globs given to reading programs, `DIR/PATTERN` with no `/` in the pattern: entries of DIR. */
  globs: string[];
  /**
   * cp, mv and ln: FROM lands at TO with what is under it (`links`: symbolic links kept as links,
   * whose relative text then leads from the new place). Decided against what is under FROM.
   */
  copies: Copy[];
  /** Symbolic links the command makes: a link at AT (each place it may land) holding TEXT. */
  links: { at: string; text: string }[];
  /**
   * Words of programs the analyzer does not model (and of git subcommands without a table), each
   * of which may name a file the program reads or writes: `paste .env`, `rsync -a x/ .git/hooks/`,
   * `git commit -F .env`. Decided as a read and an edit, but only deny rules and invariants
   * refuse them (a word no deny rule names may be no file at all). `touchGlobs` are their globs
   * as `DIR/PATTERN` (decided against the entries they match), `touchTrees` the literal parts of
   * globs with wildcards in a directory.
   */
  touches: string[];
  touchGlobs: string[];
  touchTrees: string[];
  /** Names of the variables the command expands. */
  variables: string[];
  /** Constructs the analyzer refuses, each named; any problem denies the command. */
  problems: string[];
}

export interface ShellAnalyzer {
  analyze(command: string): ShellAnalysis;
}

/**
 * The part of a syntax tree node the walker reads: web-tree-sitter's nodes have it, and so do the
 * trees simple.ts builds for commands of plain words without the grammar.
 */
export interface SyntaxNode {
  readonly type: string;
  readonly text: string;
  readonly isNamed: boolean;
  readonly isError: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  readonly startPosition: { row: number; column: number };
  readonly children: (SyntaxNode | null)[];
  readonly namedChildren: (SyntaxNode | null)[];
  child(index: number): SyntaxNode | null;
  namedChild(index: number): SyntaxNode | null;
  childForFieldName(fieldName: string): SyntaxNode | null;
  childrenForFieldName(fieldName: string): SyntaxNode[];
  descendantForIndex(index: number): SyntaxNode | null;
  equals(other: SyntaxNode): boolean;
}
