export interface SearchLine {
  n: number;
  text: string;
  /** false for a context line. */
  match: boolean;
  /** Only the line's start is in `text` (the engines keep RG_MAX_COLUMNS characters of a line). */
  long?: boolean;
}

export interface FileHits {
  /** Workspace-relative path. */
  path: string;
  lines: SearchLine[];
}

export interface SearchQuery {
  workspace: string;
  /** Workspace-relative file or directory to search ("." for the root). */
  rel: string;
  regex: string;
  filePattern: string | undefined;
  /** Stop collecting after this many matches: the answer is then "more than this". */
  ceiling: number;
  signal: AbortSignal;
}

export interface SearchOutcome {
  /** Sorted by path. */
  files: FileHits[];
  matches: number;
  /** false when the ceiling stopped the search early. */
  complete: boolean;
}

export const CONTEXT_LINES = 1;
