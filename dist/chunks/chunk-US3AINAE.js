#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  maskMatch
} from "./chunk-6OIG7MZW.js";

// src/audit/artifact-file.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync
} from "node:fs";
import path from "node:path";
var CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW;
function artifactDir(outDir, sub) {
  const dir = sub ? path.join(outDir, sub) : outDir;
  mkdirSync(dir, { recursive: true });
  if (realpathSync(dir) !== dir)
    throw new Error(`the out dir ${outDir} was moved or replaced by a link during the run`);
  return dir;
}
function writeArtifact(outDir, name, data, sub) {
  const dir = artifactDir(outDir, sub);
  const file = path.join(dir, name);
  if (isLink(file)) {
    const err = new Error(
      `ELOOP: too many symbolic links encountered, open '${file}'`
    );
    err.code = "ELOOP";
    throw err;
  }
  const tmp = path.join(dir, `.${name}.${process.pid}-${randomBytes(4).toString("hex")}.partial`);
  const fd = openSync(tmp, CREATE | constants.O_EXCL, 420);
  try {
    try {
      writeFileSync(fd, data);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  return path.join(outDir, ...sub ? [sub] : [], name);
}
function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

// src/tools/command/redacted-log.ts
import {
  closeSync as closeSync2,
  constants as constants2,
  fstatSync,
  mkdtempSync,
  openSync as openSync2,
  readSync,
  rmSync as rmSync2,
  writeFileSync as writeFileSync2
} from "node:fs";
import { tmpdir } from "node:os";
import path2 from "node:path";
import { StringDecoder } from "node:string_decoder";

// src/audit/redact-stream.ts
var RedactStream = class {
  #redactor;
  #carry = "";
  constructor(redactor) {
    this.#redactor = redactor;
  }
  /** The redacted text that is final so far (possibly less than was pushed). */
  push(text) {
    const buffer = this.#carry + text;
    const m = this.#redactor.matcher();
    if (!m) {
      this.#carry = "";
      return buffer;
    }
    const safe = m.undecidedFrom(buffer);
    let out = "";
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
  end() {
    const rest = this.#redactor.redact(this.#carry);
    this.#carry = "";
    return rest;
  }
};

// src/tools/command/redacted-log.ts
var CHUNK = 64 * 1024;
var TICK_BYTES = 8 * 1024 * 1024;
var RedactedLog = class {
  #src;
  #dest;
  #stream;
  #decoder = new StringDecoder("utf8");
  #timer;
  #buf = Buffer.alloc(CHUNK);
  #maxBytes;
  #onLimit;
  #offset = 0;
  #limited = false;
  constructor(raw, dest, redactor, options = {}) {
    this.#maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#onLimit = options.onLimit;
    this.#src = openSync2(raw, "r");
    this.#dest = openSync2(
      dest,
      constants2.O_WRONLY | constants2.O_CREAT | constants2.O_NOFOLLOW | (options.append ? constants2.O_APPEND : constants2.O_TRUNC),
      420
    );
    this.#stream = redactor?.matcher() ? new RedactStream(redactor) : void 0;
    this.#timer = setInterval(() => {
      try {
        this.#checkLimit();
        this.#pump(TICK_BYTES);
      } catch {
      }
    }, options.intervalMs ?? 100).unref();
  }
  /** Copies the rest and closes both files. */
  finish() {
    clearInterval(this.#timer);
    try {
      this.#checkLimit();
      this.#pump(Number.POSITIVE_INFINITY);
      if (this.#stream)
        writeFileSync2(this.#dest, this.#stream.push(this.#decoder.end()) + this.#stream.end());
      if (this.#limited) writeFileSync2(this.#dest, `
[nightshift: output cut at ${this.#maxBytes} bytes]
`);
    } finally {
      closeSync2(this.#src);
      closeSync2(this.#dest);
    }
  }
  /** The raw file's size, not what was copied, decides: copying may lag far behind a flood. */
  #checkLimit() {
    if (this.#limited || fstatSync(this.#src).size <= this.#maxBytes) return;
    this.#limited = true;
    this.#onLimit?.();
  }
  #pump(budget) {
    let copied = 0;
    while (copied < budget) {
      const want = Math.min(CHUNK, this.#maxBytes - this.#offset, budget - copied);
      if (want <= 0) return;
      const n = readSync(this.#src, this.#buf, 0, want, this.#offset);
      if (n <= 0) return;
      this.#offset += n;
      copied += n;
      const bytes = this.#buf.subarray(0, n);
      writeFileSync2(this.#dest, this.#stream ? this.#stream.push(this.#decoder.write(bytes)) : bytes);
    }
  }
};
function openRedactedMirror(dest, redactor, options = {}) {
  const scratch = mkdtempSync(path2.join(tmpdir(), "nightshift-out-"));
  const raw = path2.join(scratch, "output");
  let sealed = false;
  try {
    const fd = openSync2(raw, "wx", 384);
    const mirror = new RedactedLog(raw, dest, redactor, options);
    return {
      fd,
      seal() {
        if (sealed) return;
        sealed = true;
        try {
          closeSync2(fd);
          mirror.finish();
        } finally {
          rmSync2(scratch, { recursive: true, force: true });
        }
      }
    };
  } catch (err) {
    rmSync2(scratch, { recursive: true, force: true });
    throw err;
  }
}

// src/tools/search/model-regexp.ts
import v8 from "node:v8";
var NonLinearRegExpError = class extends Error {
  name = "NonLinearRegExpError";
};
var bounded = false;
function modelRegExp(source, flags = "") {
  if (/[iuv]/.test(flags)) throw new Error(`modelRegExp: flags "${flags}" leave a match unbounded`);
  if (!bounded) {
    v8.setFlagsFromString("--enable-experimental-regexp-engine");
    v8.setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");
    bounded = true;
  }
  const re = new RegExp(source, flags);
  try {
    new RegExp(source, `${flags}l`);
  } catch {
    throw new NonLinearRegExpError(
      `/${source}/ cannot be matched in linear time: drop backreferences (\\1, \\k<name>), look-around ((?=, (?!, (?<=, (?<!) and repetition counts in the hundreds`
    );
  }
  return re;
}

// src/config/schema-regexp.ts
var NEEDS_UNICODE = /\\[pP]\{|\\u\{|[\uD800-\uDFFF]/;
var LINEAR_HINT = "a pattern must run in linear time: no backreferences, look-around, \\p{...} classes or repetition counts above 16 (bound a length with minLength/maxLength instead)";
function linearSchemaRegExp(onNonLinear) {
  const engine = (pattern) => {
    try {
      if (NEEDS_UNICODE.test(pattern)) throw new NonLinearRegExpError("it needs the u flag");
      return modelRegExp(pattern);
    } catch (err) {
      if (!(err instanceof NonLinearRegExpError)) throw err;
      if (onNonLinear === "refuse")
        throw new Error(`pattern ${JSON.stringify(pattern)}: ${LINEAR_HINT}`, { cause: err });
      return { test: () => true, toString: () => `(unchecked ${JSON.stringify(pattern)})` };
    }
  };
  return Object.assign(engine, { code: "linearSchemaRegExp" });
}

export {
  artifactDir,
  writeArtifact,
  openRedactedMirror,
  NonLinearRegExpError,
  modelRegExp,
  linearSchemaRegExp
};
