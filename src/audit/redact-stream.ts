import { MASK, type Redactor } from './redact.ts';

/**
 * Redacts text that arrives in pieces (a command's output, read chunk by chunk) with the same
 * result as redacting it whole: a secret split across two pieces is still masked. The last
 * `longest - 1` characters of each piece are held back until the next piece (or end()) decides
 * whether they start a secret.
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
    // A match starting before `safe` has every alternative fully inside the buffer, so it is
    // the match the whole text would give; one starting later may still grow.
    const safe = buffer.length - m.longest + 1;
    let out = '';
    let from = 0;
    m.pattern.lastIndex = 0;
    for (let hit = m.pattern.exec(buffer); hit && hit.index < safe; hit = m.pattern.exec(buffer)) {
      out += buffer.slice(from, hit.index) + MASK;
      from = hit.index + hit[0].length;
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
