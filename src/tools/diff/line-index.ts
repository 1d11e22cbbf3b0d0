import { looseLine } from './normalize.ts';

/**
 * Lazily built views of a file for matching. Each view costs one pass over the file and is built
 * only when a matching stage needs it: an exact match never splits the file into lines.
 */
export class LineIndex {
  readonly exact: JoinedLines;
  #lines?: string[];
  #loose?: string[];
  #looseJoined?: JoinedLines;

  /** `text`: LF text without a final newline. */
  constructor(text: string) {
    this.exact = new JoinedLines(text);
  }

  get text(): string {
    return this.exact.text;
  }

  get lines(): readonly string[] {
    return (this.#lines ??= this.text.split('\n'));
  }

  /** Lines without indentation, runs of spaces and typographic punctuation. */
  get loose(): readonly string[] {
    return (this.#loose ??= this.lines.map(looseLine));
  }

  get looseJoined(): JoinedLines {
    return (this.#looseJoined ??= new JoinedLines(this.loose.join('\n')));
  }
}

export function tokensOf(line: string): string[] {
  return line.match(/[A-Za-z_$][\w$]{2,}/g) ?? [];
}

/**
 * Lines joined by LF, so finding a line, a block of lines or a word is one native indexOf scan
 * rather than a loop over lines or a prebuilt map; offsets map to line numbers and back.
 */
export class JoinedLines {
  readonly text: string;
  #starts?: number[];

  constructor(text: string) {
    this.text = text;
  }

  get lineCount(): number {
    return this.#lineStarts().length;
  }

  /** Offset where 0-based line `line` starts. */
  offsetOf(line: number): number {
    return this.#lineStarts()[line] ?? this.text.length;
  }

  /** Whether `needle` spans whole lines starting at 0-based line `line`. */
  hasLinesAt(line: number, needle: string): boolean {
    if (line < 0 || line >= this.lineCount) return false;
    const at = this.offsetOf(line);
    return this.text.startsWith(needle, at) && this.#isBreak(at + needle.length);
  }

  /** Start lines (0-based) of occurrences of `needle` that span whole lines, up to `limit`. */
  findLines(needle: string, limit: number): number[] {
    return this.#find(
      needle,
      limit,
      (at, end) => this.#isBreak(at - 1) && this.#isBreak(end),
      // Only a line start can begin a match: the next one is past the next LF.
      (at) => {
        const lf = this.text.indexOf('\n', at);
        return lf === -1 ? -1 : lf + 1;
      },
    );
  }

  /** Lines (0-based, each once) where `word` occurs as a whole identifier, up to `limit`. */
  findWord(word: string, limit: number): number[] {
    return this.#find(
      word,
      limit,
      (at, end) => !isWordChar(this.text.charCodeAt(at - 1)) && !isWordChar(this.text.charCodeAt(end)),
      // A word starts only after a non-word character: skip the rest of the run `at` is in.
      (at) => {
        let next = at + 1;
        while (next < this.text.length && isWordChar(this.text.charCodeAt(next - 1))) next++;
        return next;
      },
    );
  }

  /**
   * Occurrences `accept` takes. After one it refuses, the search resumes at `skip(at)`, the first
   * place an accepted one could start, not at `at + 1`: in a 20 MB line of `a`, a needle of 3,000
   * `a` occurs at every offset, and each search from the next offset compared 3,000 characters
   * again (a minute, synchronously); skipping, every character is passed once.
   */
  #find(
    needle: string,
    limit: number,
    accept: (at: number, end: number) => boolean,
    skip: (at: number) => number,
  ): number[] {
    const { text } = this;
    const found: number[] = [];
    let at = text.indexOf(needle);
    while (at !== -1 && found.length < limit) {
      if (accept(at, at + needle.length)) {
        const line = this.lineAt(at);
        if (found[found.length - 1] !== line) found.push(line);
        at = at >= text.length ? -1 : text.indexOf(needle, at + 1);
      } else {
        const from = skip(at);
        at = from === -1 || from > text.length ? -1 : text.indexOf(needle, from);
      }
    }
    return found;
  }

  #isBreak(offset: number): boolean {
    return offset < 0 || offset >= this.text.length || this.text.charCodeAt(offset) === 10;
  }

  lineAt(offset: number): number {
    const starts = this.#lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  #lineStarts(): number[] {
    if (!this.#starts) {
      const starts = [0];
      for (let at = this.text.indexOf('\n'); at !== -1; at = this.text.indexOf('\n', at + 1))
        starts.push(at + 1);
      this.#starts = starts;
    }
    return this.#starts;
  }
}

/** [A-Za-z0-9_$]; NaN (outside the text) is not a word character. */
function isWordChar(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 95 ||
    code === 36
  );
}
