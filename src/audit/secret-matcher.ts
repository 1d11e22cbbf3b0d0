import type { SecretForm } from './secret-forms.ts';

/**
 * What is taken out of the text before matching, as nothing a reader sees: a line break an
 * encoder may have put inside a value (one, not a blank line); a format character (zero-width
 * space or joiner, soft hyphen, bidi control, tag), a variation selector or the combining
 * grapheme joiner, or a NUL (UTF-16 text read as UTF-8 has one beside each ASCII character),
 * which render as nothing; and a terminal's CSI escape of at most {@link MAX_ESCAPE} characters
 * (a colour), which a terminal and the job's log show as nothing. A value split by any of them
 * reads whole.
 */
const IGNORED =
  // eslint-disable-next-line no-control-regex -- NUL and terminal escapes are the point
  /\r?\n(?![\r\n])|[\0\p{Cf}\u034f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]|\x1b\[[0-?]{0,59}[ -/]{0,2}[@-~]/gu;
/**
 * Whether the text may hold anything IGNORED takes out (most text holds nothing of it): a line
 * break, a NUL, an escape, or a character of the blocks the others are in (any astral one). Not
 * `\p{Cf}`, which costs three times as much to look for.
 */
const MAY_IGNORE =
  // eslint-disable-next-line no-control-regex -- NUL and terminal escapes are the point
  /[\0\n\x1b\u00ad\u0600-\u08ff\u180e\u2000-\u206f\ufeff-\ufffb\ud800-\udbff]|\u034f|[\ufe00-\ufe0f]/;
/**
 * The longest CSI escape IGNORED takes out: a stream holds back an escape it ends inside until the
 * next piece completes it, which must be bounded.
 */
const MAX_ESCAPE = 64;
/** A CSI escape the text ends inside: the next text may complete it. */
// eslint-disable-next-line no-control-regex -- terminal escapes are the point
const OPEN_ESCAPE = /\x1b(?:\[[0-?]{0,59}[ -/]{0,2})?$/;

/**
 * Finds every spelling of every secret in a text, line-wrapped or not, fast enough to run on
 * every audit line and tool output. One regex of all spellings (with a line break allowed between
 * any two characters) was tens of times slower, and too large for V8 with a PEM key registered,
 * so instead:
 *
 * - single line breaks, and what else a reader does not see, are taken out of the text first
 *   (`IGNORED`), so spellings never mention them;
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
   * last characters, as many as the longest match has, what IGNORED takes out not counted, and
   * an escape it ends inside): a match that starts before it is the match the whole text will
   * give, whatever follows.
   */
  undecidedFrom(text: string): number {
    const unwrapped = unwrap(text);
    const open = OPEN_ESCAPE.exec(unwrapped.text.slice(-MAX_ESCAPE));
    const end = unwrapped.text.length - (open ? open[0].length : 0);
    const safe = end - this.#longest + 1;
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
 * The text without what IGNORED takes out, and where each of its characters was in the text.
 * The positions are worked out only when asked (a match is rare).
 */
function unwrap(text: string): { text: string; at: (i: number) => number } {
  if (!MAY_IGNORE.test(text)) return { text, at: (i) => i };
  let taken: { flat: number[]; before: number[] } | undefined;
  return {
    text: text.replace(IGNORED, ''),
    at(i) {
      taken ??= breaks(text);
      // Pieces taken out at or before flat position i lie before the character at i.
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

/** For each piece taken out: its position in the unwrapped text, and the characters taken out up to it. */
function breaks(text: string): { flat: number[]; before: number[] } {
  const flat: number[] = [];
  const before: number[] = [];
  let removed = 0;
  IGNORED.lastIndex = 0;
  for (let m = IGNORED.exec(text); m; m = IGNORED.exec(text)) {
    flat.push(m.index - removed);
    removed += m[0].length;
    before.push(removed);
  }
  return { flat, before };
}
