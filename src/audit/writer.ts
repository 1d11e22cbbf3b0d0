import { createHash } from 'node:crypto';
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { ChainHead } from './head.ts';
import type { Redactor } from './redact.ts';
import type { AuditEventType, AuditSink } from './types.ts';

export interface AuditWriterOptions {
  runId: string;
  /** Applied to every payload before it is serialized. */
  redactor?: Redactor;
  /**
   * Called with each line (no newline) after it is written, and its payload as redacted:
   * `--json` streams the lines to stdout, progress reads the payloads.
   */
  onLine?: (line: string, type: AuditEventType, payload: Readonly<Record<string, unknown>>) => void;
  /** Clock for `ts`; tests pin it. */
  now?: () => Date;
  /**
   * Called once when a line cannot be written (disk full, read-only, I/O error), before emit
   * throws: the run aborts everything it is doing, since nothing more can be recorded.
   */
  onWriteError?: (error: AuditWriteError) => void;
}

/** A line could not be written; the log ends with the last complete line before it. */
export class AuditWriteError extends Error {
  override name = 'AuditWriteError';
}

/**
 * Appends hash-chained, redacted events to a JSONL file (docs/audit.md).
 *
 * Durability: each event is one write(2) of the whole line on an fd opened for append, issued
 * before emit() returns. Once write(2) returns the bytes are in the kernel's page cache, which
 * outlives the process: a SIGKILL (or a crash of node) leaves every emitted line in the file, so
 * the file is always a valid prefix. (A kill landing inside the write(2) of a line longer than a
 * page can cut that one line short; verify reports it as a truncated last line, the prefix
 * intact.) Only a kernel panic or power loss could lose more.
 *
 * fdatasync per line was measured and rejected (this machine: 2 vCPU VM shared by several jobs,
 * ext4 on a virtio disk, 0.5-2 KB lines): write(2) alone median 0.002 ms; write + fdatasync median
 * 0.17 ms when the disk is idle, 4 ms (p95 10 ms) when it is busy. Either is over the whole
 * 0.1 ms/event budget (emit itself — redact, serialize, hash, write — costs ~0.03 ms median, see
 * bench/audit.ts), and it buys nothing where nightshift runs: a CI VM or container that loses
 * power loses its disk too. So the writer syncs once, in close().
 */
export class AuditWriter implements AuditSink {
  readonly file: string;
  readonly #runId: string;
  readonly #redactor: Redactor | undefined;
  readonly #onLine: AuditWriterOptions['onLine'];
  readonly #now: () => Date;
  readonly #onWriteError: AuditWriterOptions['onWriteError'];
  #fd: number | null;
  #seq = 0;
  #prev = '';
  /** Bytes of complete lines in the file: where a failed write is cut back to. */
  #size = 0;
  #failed: AuditWriteError | undefined;

  private constructor(file: string, fd: number, options: AuditWriterOptions) {
    this.file = file;
    this.#fd = fd;
    this.#runId = options.runId;
    this.#redactor = options.redactor;
    this.#onLine = options.onLine;
    this.#now = options.now ?? (() => new Date());
    this.#onWriteError = options.onWriteError;
  }

  /**
   * Creates the log (and its directory). An existing file is an error, not appended to: a second
   * run's seq 0 in the middle of the first run's chain would make both unverifiable.
   */
  static open(file: string, options: AuditWriterOptions): AuditWriter {
    mkdirSync(path.dirname(file), { recursive: true });
    let fd: number;
    try {
      fd = openSync(file, 'ax');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new Error(
          `audit log ${file} already exists; each run needs its own log (use another --out directory)`,
          { cause: err },
        );
      }
      throw err;
    }
    return new AuditWriter(file, fd, options);
  }

  /** Hex SHA-256 of the last line written ("" before the first): the head of the chain. */
  get head(): string {
    return this.#prev;
  }

  /** Seq and hash of the last line written (seq -1 before the first). */
  get chainHead(): ChainHead {
    return { seq: this.#seq - 1, hash: this.#prev };
  }

  /**
   * Writes one event. The common fields come first and win over payload keys of the same name
   * (the loop passes provider events whose own `type` must not be able to forge another seq).
   */
  emit(type: AuditEventType, payload: Record<string, unknown>): void {
    if (this.#failed) throw this.#failed;
    if (this.#fd === null) throw new Error(`audit log ${this.file} is closed; cannot emit ${type}`);
    const common = {
      v: 1,
      seq: this.#seq,
      ts: this.#now().toISOString(),
      run_id: this.#runId,
      type,
      prev: this.#prev,
    };
    const body = this.#redactor ? (this.#redactor.redactDeep(payload) as Record<string, unknown>) : payload;
    const line = JSON.stringify({ ...common, ...body, ...common });
    const bytes = Buffer.from(`${line}\n`, 'utf8');
    try {
      this.#requireInPlace(this.#fd);
      writeAll(this.#fd, bytes);
    } catch (err) {
      throw this.#fail(err as NodeJS.ErrnoException, type);
    }
    this.#size += bytes.length;
    this.#seq += 1;
    this.#prev = sha256Hex(line);
    this.#onLine?.(line, type, body);
  }

  /**
   * The file written is still the one at the log's path: a log removed during the run (`rm -rf`
   * of the out dir, `git clean -x` of a workspace holding it) or moved away would take every later
   * line with it, and the run would deliver with no record anyone can read. Two stat calls, a few
   * microseconds: checked before every line.
   */
  #requireInPlace(fd: number): void {
    const open = fstatSync(fd);
    let gone = open.nlink === 0;
    if (!gone) {
      try {
        const named = statSync(this.file);
        gone = named.ino !== open.ino || named.dev !== open.dev;
      } catch {
        gone = true;
      }
    }
    if (gone) {
      const err = new Error(
        'ENOENT: the file was removed or replaced during the run',
      ) as NodeJS.ErrnoException;
      err.code = 'ENOENT';
      throw err;
    }
  }

  /** The write error that ended the log, if one did. */
  get failed(): AuditWriteError | undefined {
    return this.#failed;
  }

  /**
   * Flushes to disk and closes. Closing twice is harmless; emitting afterwards throws. After a
   * write error the flush is best effort: the error that matters has been reported.
   */
  close(): void {
    if (this.#fd === null) return;
    const fd = this.#fd;
    this.#fd = null;
    try {
      fdatasyncSync(fd);
    } catch (err) {
      if (!this.#failed) throw err;
    } finally {
      closeSync(fd);
    }
  }

  /**
   * Cuts the file back to its last complete line (a partial line would make the log end in a
   * truncated line; without it, verify passes and says the log ended early), remembers the error
   * for every later emit, and reports it once.
   */
  #fail(err: NodeJS.ErrnoException, type: AuditEventType): AuditWriteError {
    try {
      if (this.#fd !== null) ftruncateSync(this.#fd, this.#size);
    } catch {
      // A read-only or failing device may refuse this too; then verify names the partial line.
    }
    this.#failed = new AuditWriteError(
      `cannot write the audit log ${this.file} (${err.code ?? 'error'}: ${describeErrno(err)}); the log ends before ${type} seq ${this.#seq}`,
      { cause: err },
    );
    this.#onWriteError?.(this.#failed);
    return this.#failed;
  }
}

/** `no space left on device` from `ENOSPC: no space left on device, write`. */
function describeErrno(err: NodeJS.ErrnoException): string {
  return /^[A-Z]+: ([^,]+)/.exec(err.message)?.[1] ?? err.message;
}

export function sha256Hex(line: string): string {
  return createHash('sha256').update(line, 'utf8').digest('hex');
}

/** One write(2) per line; a short write (disk nearly full) is continued rather than lost. */
function writeAll(fd: number, buf: Buffer): void {
  let offset = 0;
  while (offset < buf.length) offset += writeSync(fd, buf, offset, buf.length - offset);
}
