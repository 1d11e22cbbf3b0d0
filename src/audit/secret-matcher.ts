import type { SecretForm } from './secret-forms.ts';

/** A line break an encoder may have put inside a value: one, not a blank line. */
const WRAP = /\r?\n(?![\r\n])/g;

/**
 * Finds every spelling of every secret in a text, line-wrapped or not, fast enough to run on
 * every audit line and tool output. One regex of all spellings (with a line break allowed between
 * any two characters) was tens of times slower, and too large for V8 with a PEM key registered,
 * so instead:
 *
 * - single line breaks are taken out of the text first (`WRAP`), so spellings never mention them;
 * - one scan regex looks for the first characters of every spelling: it stays small whatever the
 *   secrets' lengths, and text without a secret costs that one scan;
 * - where it hits, each whole spelling is tried there (sticky regexes, longest first, so a secret
 *   that contains another is masked whole).
 */
export class SecretMatcher {
  readonly #scan: RegExp;
  readonly #forms: RegExp[];
  /** Characters of the longest match, not counting the line breaks inside it. */
  readonly #longest: number;

  /** `forms`: longest first. */
  constructor(forms: readonly SecretForm[]) {
    this.#scan = new RegExp([...new Set(forms.map((f) => f.prefix))].join('|'), 'g');
    this.#forms = forms.map((f) => new RegExp(f.source, 'y'));
    this.#longest = Math.max(0, ...forms.map((f) => f.max));
  }

  /** The matches in `text`, leftmost first and not overlapping, as [start, end) of `text`. */
  *matches(text: string): Generator<[number, number]> {
    const unwrapped = unwrap(text);
    const flat = unwrapped.text;
    for (let from = 0; from < flat.length;) {
      this.#scan.lastIndex = from;
      const hit = this.#scan.exec(flat);
      if (!hit) return;
      const end = this.#wholeAt(flat, hit.index);
      if (end === undefined) {
        from = hit.index + 1;
        continue;
      }
      yield [unwrapped.at(hit.index), unwrapped.at(end - 1) + 1];
      from = end;
    }
  }

  /**
   * Where the end of `text` that the next text could still change the matches of begins (its
   * last characters, as many as the longest match has, line breaks not counted): a match that
   * starts before it is the match the whole text will give, whatever follows.
   */
  undecidedFrom(text: string): number {
    const unwrapped = unwrap(text);
    const safe = unwrapped.text.length - this.#longest + 1;
    return safe <= 0 ? 0 : unwrapped.at(safe);
  }

  /** Where the first spelling that matches whole at `index` ends. */
  #wholeAt(flat: string, index: number): number | undefined {
    for (const re of this.#forms) {
      re.lastIndex = index;
      if (re.test(flat)) return re.lastIndex;
    }
    return undefined;
  }
}

/**
 * The text without its single line breaks, and where each of its characters was in the text.
 * The positions are worked out only when asked (a match is rare).
 */
function unwrap(text: string): { text: string; at: (i: number) => number } {
  if (!text.includes('\n')) return { text, at: (i) => i };
  let taken: { flat: number[]; before: number[] } | undefined;
  return {
    text: text.replace(WRAP, ''),
    at(i) {
      taken ??= breaks(text);
      // Breaks taken out at or before flat position i lie before the character at i.
      let lo = 0;
      let hi = taken.flat.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((taken.flat[mid] ?? 0) <= i) lo = mid + 1;
        else hi = mid;
      }
      return i + (lo ? (taken.before[lo - 1] ?? 0) : 0);
    },
  };
}

/** For each break taken out: its position in the unwrapped text, and the characters taken out up to it. */
function breaks(text: string): { flat: number[]; before: number[] } {
  const flat: number[] = [];
  const before: number[] = [];
  let removed = 0;
  WRAP.lastIndex = 0;
  for (let m = WRAP.exec(text); m; m = WRAP.exec(text)) {
    flat.push(m.index - removed);
    removed += m[0].length;
    before.push(removed);
  }
  return { flat, before };
}
