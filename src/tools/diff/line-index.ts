import { looseLine } from './normalize.ts';

/**
 * Lazily built views of a file's lines for matching. Each view costs one pass over the file and is
 * built only when a matching stage needs it, so an exact match never pays for the loose view.
 */
export class LineIndex {
  readonly lines: readonly string[];
  #exact?: JoinedLines;
  #loose?: string[];
  #looseJoined?: JoinedLines;

  constructor(lines: readonly string[]) {
    this.lines = lines;
  }

  get exact(): JoinedLines {
    return (this.#exact ??= new JoinedLines(this.lines));
  }

  /** Lines without indentation, runs of spaces and typographic punctuation. */
  get loose(): readonly string[] {
    return (this.#loose ??= this.lines.map(looseLine));
  }

  get looseJoined(): JoinedLines {
    return (this.#looseJoined ??= new JoinedLines(this.loose));
  }
}

export function tokensOf(line: string): string[] {
  return line.match(/[A-Za-z_$][\w$]{2,}/g) ?? [];
}

/**
 * Lines joined by LF, so finding a line, a block of lines or a word is one native indexOf scan
 * rather than a loop over lines or a prebuilt map; offsets map back to line numbers.
 */
export class JoinedLines {
  readonly text: string;
  readonly #lines: readonly string[];
  #starts?: number[];

  constructor(lines: readonly string[]) {
    this.#lines = lines;
    this.text = lines.join('\n');
  }

  /** Start lines (0-based) of occurrences of `needle` that span whole lines, up to `limit`. */
  findLines(needle: string, limit: number): number[] {
    return this.#find(needle, limit, (at, end) => this.#isBreak(at - 1) && this.#isBreak(end));
  }

  /** Lines (0-based, each once) where `word` occurs as a whole identifier, up to `limit`. */
  findWord(word: string, limit: number): number[] {
    return this.#find(
      word,
      limit,
      (at, end) => !isWordChar(this.text.charCodeAt(at - 1)) && !isWordChar(this.text.charCodeAt(end)),
    );
  }

  #find(needle: string, limit: number, accept: (at: number, end: number) => boolean): number[] {
    const { text } = this;
    const found: number[] = [];
    for (
      let at = text.indexOf(needle);
      at !== -1 && found.length < limit;
      at = at >= text.length ? -1 : text.indexOf(needle, at + 1)
    ) {
      if (!accept(at, at + needle.length)) continue;
      const line = this.lineAt(at);
      if (found[found.length - 1] !== line) found.push(line);
    }
    return found;
  }

  #isBreak(offset: number): boolean {
    return offset < 0 || offset >= this.text.length || this.text.charCodeAt(offset) === 10;
  }

  lineAt(offset: number): number {
    const starts = (this.#starts ??= lineStarts(this.#lines));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

function lineStarts(lines: readonly string[]): number[] {
  const starts = new Array<number>(lines.length);
  let offset = 0;
  lines.forEach((line, i) => {
    starts[i] = offset;
    offset += line.length + 1;
  });
  return starts;
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
