import { maskMatch, type Redactor } from './redact.ts';

/**
 * Redacts text that arrives in pieces (a command's output, read chunk by chunk) with the same
 * result as redacting it whole: a secret split across two pieces is still masked. The end of each
 * piece that could start a secret (its last characters, as many as the longest encoded secret
 * has, not counting line breaks) is held back until the next piece (or end()) decides.
 */
export class RedactStream {
  readonly #redactor: Redactor;
  #carry = '';

  constructor(redactor: Redactor) {
    this.#redactor = redactor;
  }

  /** The redacted text that is final so far (possibly less than was pushed). */
  push(text: string): string {
    const buffer = this.#carry + text;
    const m = this.#redactor.matcher();
    if (!m) {
      this.#carry = '';
      return buffer;
    }
    const safe = m.undecidedFrom(buffer);
    let out = '';
    let from = 0;
    for (const [start, end] of m.matches(buffer)) {
      if (start >= safe) break;
      out += buffer.slice(from, start) + maskMatch(buffer.slice(start, end));
      from = end;
    }
    const cut = Math.max(from, safe);
    out += buffer.slice(from, cut);
    this.#carry = buffer.slice(cut);
    return out;
  }

  /** The rest, once no more text will come. */
  end(): string {
    const rest = this.#redactor.redact(this.#carry);
    this.#carry = '';
    return rest;
  }
}
