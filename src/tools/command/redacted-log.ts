import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { RedactStream } from '../../audit/redact-stream.ts';
import type { Redactor } from '../../audit/redact.ts';

const CHUNK = 64 * 1024;

/**
 * Keeps `dest` a redacted copy of the raw output file a running command appends to: new bytes
 * are copied every `intervalMs` (so the log can be followed while the command runs) and once
 * more at finish(). A secret split across two writes of the command, or two reads here, is
 * masked: RedactStream holds back a possible start of a secret until the next piece decides it.
 * Without a registered secret the bytes are copied unchanged; otherwise the text is decoded as
 * UTF-8 (invalid bytes become U+FFFD).
 */
export class RedactedLog {
  readonly #src: number;
  readonly #dest: number;
  readonly #stream: RedactStream | undefined;
  readonly #decoder = new StringDecoder('utf8');
  readonly #timer: NodeJS.Timeout;
  readonly #buf = Buffer.alloc(CHUNK);
  #offset = 0;

  constructor(raw: string, dest: string, redactor: Redactor | undefined, intervalMs = 100) {
    this.#src = openSync(raw, 'r');
    this.#dest = openSync(dest, 'w');
    this.#stream = redactor?.matcher() ? new RedactStream(redactor) : undefined;
    // A copy that fails now (disk full) is retried at finish(), which reports the error.
    this.#timer = setInterval(() => {
      try {
        this.#pump();
      } catch {
        /* reported by finish() */
      }
    }, intervalMs).unref();
  }

  /** Copies the rest and closes both files. */
  finish(): void {
    clearInterval(this.#timer);
    try {
      this.#pump();
      if (this.#stream)
        writeAll(this.#dest, Buffer.from(this.#stream.push(this.#decoder.end()) + this.#stream.end()));
    } finally {
      closeSync(this.#src);
      closeSync(this.#dest);
    }
  }

  #pump(): void {
    for (;;) {
      const n = readSync(this.#src, this.#buf, 0, CHUNK, this.#offset);
      if (n <= 0) return;
      this.#offset += n;
      const bytes = this.#buf.subarray(0, n);
      writeAll(this.#dest, this.#stream ? Buffer.from(this.#stream.push(this.#decoder.write(bytes))) : bytes);
    }
  }
}

function writeAll(fd: number, buf: Buffer): void {
  let offset = 0;
  while (offset < buf.length) offset += writeSync(fd, buf, offset, buf.length - offset);
}
