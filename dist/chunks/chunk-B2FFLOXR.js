#!/usr/bin/env -S node --max-semi-space-size=2
import {
  MASK
} from "./chunk-MA4KEASN.js";

// src/audit/artifact-file.ts
import { closeSync, constants, mkdirSync, openSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
var CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW;
function artifactDir(outDir, sub) {
  const dir = sub ? path.join(outDir, sub) : outDir;
  mkdirSync(dir, { recursive: true });
  if (realpathSync(dir) !== dir)
    throw new Error(`the out dir ${outDir} was moved or replaced by a link during the run`);
  return dir;
}
function openArtifact(outDir, name, options = {}) {
  const file = path.join(artifactDir(outDir, options.sub), name);
  return openSync(file, CREATE | (options.append ? constants.O_APPEND : constants.O_TRUNC), 420);
}
function writeArtifact(outDir, name, data, sub) {
  const fd = openArtifact(outDir, name, sub ? { sub } : {});
  try {
    writeFileSync(fd, data);
  } finally {
    closeSync(fd);
  }
  return path.join(outDir, ...sub ? [sub] : [], name);
}

// src/tools/command/redacted-log.ts
import {
  closeSync as closeSync2,
  constants as constants2,
  fstatSync,
  mkdtempSync,
  openSync as openSync2,
  readSync,
  rmSync,
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
    const safe = buffer.length - m.longest + 1;
    let out = "";
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
          rmSync(scratch, { recursive: true, force: true });
        }
      }
    };
  } catch (err) {
    rmSync(scratch, { recursive: true, force: true });
    throw err;
  }
}

export {
  artifactDir,
  writeArtifact,
  openRedactedMirror
};
