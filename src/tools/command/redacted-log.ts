import {
  closeSync,
  constants,
  fstatSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { RedactStream } from '../../audit/redact-stream.ts';
import type { Redactor } from '../../audit/redact.ts';

const CHUNK = 64 * 1024;
// Copied per tick at most: a command that writes faster than this is copied at finish(), and a
// flood never holds the event loop (where the command's timeout and kill run) in one long copy.
const TICK_BYTES = 8 * 1024 * 1024;

export interface RedactedLogOptions {
  /** How often new bytes are copied while the command runs (default 100 ms). */
  intervalMs?: number;
  /** Bytes of raw output copied at most; past them `onLimit` is called once and the rest ignored. */
  maxBytes?: number;
  onLimit?: () => void;
  /** Add to `dest` instead of replacing it (a restarted MCP server's stderr log). */
  append?: boolean;
}

/**
 * Keeps `dest` a redacted copy of the raw output file a running command appends to: new bytes
 * are copied every `intervalMs` (so the log can be followed while the command runs) and once
 * more at finish(). A secret split across two writes of the command, or two reads here, is
 * masked: RedactStream holds back a possible start of a secret until the next piece decides it.
 * Without a registered secret the bytes are copied unchanged; otherwise the text is decoded as
 * UTF-8 (invalid bytes become U+FFFD). Past `maxBytes` nothing more is copied: a command that
 * floods its output fills neither the disk nor this process's time (the caller kills it).
 */
export class RedactedLog {
  readonly #src: number;
  readonly #dest: number;
  readonly #stream: RedactStream | undefined;
  readonly #decoder = new StringDecoder('utf8');
  readonly #timer: NodeJS.Timeout;
  readonly #buf = Buffer.alloc(CHUNK);
  readonly #maxBytes: number;
  readonly #onLimit: (() => void) | undefined;
  #offset = 0;
  #limited = false;

  constructor(raw: string, dest: string, redactor: Redactor | undefined, options: RedactedLogOptions = {}) {
    this.#maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#onLimit = options.onLimit;
    this.#src = openSync(raw, 'r');
    // Never through a link planted in its place (the out dir's own check is artifactDir's).
    this.#dest = openSync(
      dest,
      constants.O_WRONLY |
        constants.O_CREAT |
        constants.O_NOFOLLOW |
        (options.append ? constants.O_APPEND : constants.O_TRUNC),
      0o644,
    );
    this.#stream = redactor?.matcher() ? new RedactStream(redactor) : undefined;
    // A copy that fails now (disk full) is retried at finish(), which reports the error.
    this.#timer = setInterval(() => {
      try {
        this.#checkLimit();
        this.#pump(TICK_BYTES);
      } catch {
        /* reported by finish() */
      }
    }, options.intervalMs ?? 100).unref();
  }

  /** Copies the rest and closes both files. */
  finish(): void {
    clearInterval(this.#timer);
    try {
      this.#checkLimit();
      this.#pump(Number.POSITIVE_INFINITY);
      if (this.#stream)
        writeFileSync(this.#dest, this.#stream.push(this.#decoder.end()) + this.#stream.end());
      if (this.#limited) writeFileSync(this.#dest, `\n[nightshift: output cut at ${this.#maxBytes} bytes]\n`);
    } finally {
      closeSync(this.#src);
      closeSync(this.#dest);
    }
  }

  /** The raw file's size, not what was copied, decides: copying may lag far behind a flood. */
  #checkLimit(): void {
    if (this.#limited || fstatSync(this.#src).size <= this.#maxBytes) return;
    this.#limited = true;
    this.#onLimit?.();
  }

  #pump(budget: number): void {
    let copied = 0;
    while (copied < budget) {
      const want = Math.min(CHUNK, this.#maxBytes - this.#offset, budget - copied);
      if (want <= 0) return;
      const n = readSync(this.#src, this.#buf, 0, want, this.#offset);
      if (n <= 0) return;
      this.#offset += n;
      copied += n;
      const bytes = this.#buf.subarray(0, n);
      writeFileSync(this.#dest, this.#stream ? this.#stream.push(this.#decoder.write(bytes)) : bytes);
    }
  }
}

export interface RedactedMirror {
  /** Descriptor of the raw output file, for a child's stdout and stderr. */
  fd: number;
  /** Call once the writer has ended: copies the rest, closes, deletes the raw output. Idempotent. */
  seal(): void;
}

/**
 * A private scratch file for a child's raw output (mode 0600, in a fresh directory outside the out
 * dir), mirrored into `dest` with secrets masked. The raw output never lands in the out dir, so a
 * secret a command or server prints is never in an artifact, not even after a crash.
 */
export function openRedactedMirror(
  dest: string,
  redactor: Redactor | undefined,
  options: RedactedLogOptions = {},
): RedactedMirror {
  const scratch = mkdtempSync(path.join(tmpdir(), 'nightshift-out-'));
  const raw = path.join(scratch, 'output');
  let sealed = false;
  try {
    const fd = openSync(raw, 'wx', 0o600);
    const mirror = new RedactedLog(raw, dest, redactor, options);
    return {
      fd,
      seal() {
        if (sealed) return;
        sealed = true;
        try {
          closeSync(fd);
          mirror.finish();
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
}
