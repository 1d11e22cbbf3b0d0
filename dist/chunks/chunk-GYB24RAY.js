#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/audit/writer.ts
import { createHash } from "node:crypto";
import {
  closeSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  statSync,
  writeSync
} from "node:fs";
import path from "node:path";
var AuditWriteError = class extends Error {
  name = "AuditWriteError";
};
var AuditWriter = class _AuditWriter {
  file;
  #runId;
  #redactor;
  #onLine;
  #now;
  #onWriteError;
  #fd;
  #seq = 0;
  #prev = "";
  /** Bytes of complete lines in the file: where a failed write is cut back to. */
  #size = 0;
  #failed;
  constructor(file, fd, options) {
    this.file = file;
    this.#fd = fd;
    this.#runId = options.runId;
    this.#redactor = options.redactor;
    this.#onLine = options.onLine;
    this.#now = options.now ?? (() => /* @__PURE__ */ new Date());
    this.#onWriteError = options.onWriteError;
  }
  /**
   * Creates the log (and its directory). An existing file is an error, not appended to: a second
   * run's seq 0 in the middle of the first run's chain would make both unverifiable.
   */
  static open(file, options) {
    mkdirSync(path.dirname(file), { recursive: true });
    let fd;
    try {
      fd = openSync(file, "ax");
    } catch (err) {
      if (err.code === "EEXIST") {
        throw new Error(
          `audit log ${file} already exists; each run needs its own log (use another --out directory)`,
          { cause: err }
        );
      }
      throw err;
    }
    return new _AuditWriter(file, fd, options);
  }
  /** Hex SHA-256 of the last line written ("" before the first): the head of the chain. */
  get head() {
    return this.#prev;
  }
  /** Seq and hash of the last line written (seq -1 before the first). */
  get chainHead() {
    return { seq: this.#seq - 1, hash: this.#prev };
  }
  /**
   * Writes one event. The common fields come first and win over payload keys of the same name
   * (the loop passes provider events whose own `type` must not be able to forge another seq).
   */
  emit(type, payload) {
    if (this.#failed) throw this.#failed;
    if (this.#fd === null) throw new Error(`audit log ${this.file} is closed; cannot emit ${type}`);
    const common = {
      v: 1,
      seq: this.#seq,
      ts: this.#now().toISOString(),
      run_id: this.#runId,
      type,
      prev: this.#prev
    };
    const body = this.#redactor ? this.#redactor.redactDeep(payload) : payload;
    const line = JSON.stringify({ ...common, ...body, ...common });
    const bytes = Buffer.from(`${line}
`, "utf8");
    try {
      this.#requireInPlace(this.#fd);
      writeAll(this.#fd, bytes);
    } catch (err) {
      throw this.#fail(err, type);
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
  #requireInPlace(fd) {
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
        "ENOENT: the file was removed or replaced during the run"
      );
      err.code = "ENOENT";
      throw err;
    }
  }
  /** The write error that ended the log, if one did. */
  get failed() {
    return this.#failed;
  }
  /**
   * Flushes to disk and closes. Closing twice is harmless; emitting afterwards throws. After a
   * write error the flush is best effort: the error that matters has been reported.
   */
  close() {
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
  #fail(err, type) {
    try {
      if (this.#fd !== null) ftruncateSync(this.#fd, this.#size);
    } catch {
    }
    this.#failed = new AuditWriteError(
      `cannot write the audit log ${this.file} (${err.code ?? "error"}: ${describeErrno(err)}); the log ends before ${type} seq ${this.#seq}`,
      { cause: err }
    );
    this.#onWriteError?.(this.#failed);
    return this.#failed;
  }
};
function describeErrno(err) {
  return /^[A-Z]+: ([^,]+)/.exec(err.message)?.[1] ?? err.message;
}
function sha256Hex(line) {
  return createHash("sha256").update(line, "utf8").digest("hex");
}
function writeAll(fd, buf) {
  let offset = 0;
  while (offset < buf.length) offset += writeSync(fd, buf, offset, buf.length - offset);
}

export {
  AuditWriteError,
  AuditWriter,
  sha256Hex
};
