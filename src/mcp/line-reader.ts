/**
 * Splits a byte stream into lines in linear time (the SDK's ReadBuffer re-copies its whole buffer
 * for every chunk, quadratic for multi-megabyte results), with a cap on the length of one line.
 */
export class LineReader {
  #parts: Buffer[] = [];
  #size = 0;

  constructor(private readonly maxLineBytes: number) {}

  /** Complete lines (without `\n` / `\r\n`) ending in this chunk; throws when a line exceeds the cap. */
  push(chunk: Buffer): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      this.#parts.push(chunk.subarray(start, nl));
      lines.push(Buffer.concat(this.#parts).toString('utf8').replace(/\r$/, ''));
      this.#parts = [];
      this.#size = 0;
      start = nl + 1;
    }
    if (start < chunk.length) {
      this.#parts.push(chunk.subarray(start));
      this.#size += chunk.length - start;
      if (this.#size > this.maxLineBytes) {
        this.#parts = [];
        this.#size = 0;
        throw new Error(`a line longer than ${this.maxLineBytes} bytes`);
      }
    }
    return lines;
  }
}
