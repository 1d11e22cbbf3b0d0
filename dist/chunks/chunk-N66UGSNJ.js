#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  parseYamlLocated,
  readConfigText
} from "./chunk-Y2WZQKMK.js";
import {
  globProblem
} from "./chunk-EQHSLL2K.js";
import {
  DEFAULT_LIMITS,
  readFunctionName
} from "./chunk-6EIXFA5E.js";
import {
  ConfigError,
  problemsError
} from "./chunk-AS67HEB5.js";
import {
  NEVER,
  _enum,
  array,
  literal,
  number,
  record,
  strictObject,
  string,
  union,
  unknown
} from "./chunk-M7DO6ZCZ.js";
import {
  isHostPattern,
  matchHost,
  parseHostPattern
} from "./chunk-MNWNH72T.js";

// src/config/duration.ts
var UNITS = { ms: 1, s: 1e3, m: 6e4, h: 36e5 };
function parseDuration(value) {
  if (typeof value === "number") return value >= 0 ? value * 1e3 : void 0;
  const parts = [...value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join("") !== value.trim()) return void 0;
  return parts.reduce((ms, p) => ms + Number(p[1]) * (UNITS[p[2] ?? "s"] ?? 0), 0);
}
var durationSchema = union([number().nonnegative(), string()]).transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === void 0) {
    ctx.addIssue({ code: "custom", message: `expected a duration such as 90s, 30m or 1h, got "${value}"` });
    return NEVER;
  }
  return ms;
});

// src/policy/load-policy.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path2 from "node:path";

// src/browser/url-policy.ts
import { isIPv4, isIPv6 } from "node:net";
var DEFAULT_BROWSER_ALLOW = ["localhost", "127.0.0.0/8", "[::1]"];
var NETWORK_SCHEMES = /* @__PURE__ */ new Set(["http:", "https:", "ws:", "wss:"]);
var DEFAULT_PORTS = { "http:": 80, "ws:": 80, "https:": 443, "wss:": 443 };
var CIDR = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})$/;
var IPV6 = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/i;
function parseEntry(text) {
  const cidr = CIDR.exec(text);
  if (cidr) {
    const bits = Number(cidr[2]);
    return isIPv4(cidr[1]) && bits <= 32 ? { kind: "cidr", base: ipv4Number(cidr[1]), bits } : void 0;
  }
  const v6 = IPV6.exec(text);
  if (v6) {
    const port = v6[2] === void 0 ? void 0 : Number(v6[2]);
    if (!isIPv6(v6[1]) || port !== void 0 && (port < 1 || port > 65535)) return void 0;
    return { kind: "ipv6", address: canonicalIPv6(v6[1]), port };
  }
  const pattern = parseHostPattern(text);
  return pattern && { kind: "host", pattern };
}
var isBrowserPattern = (text) => parseEntry(text) !== void 0;
function compileBrowserAllow(allow) {
  const entries = allow.map((text, i) => {
    const entry = parseEntry(text);
    if (!entry) throw new Error(`browser.allow[${i}] ${JSON.stringify(text)} is not a browser pattern`);
    return entry;
  });
  return { entries, texts: [...allow] };
}
function decideBrowserHost(list, host, port) {
  const where = `${host}:${port}`;
  const index = matchingEntry(list, host, port);
  if (index < 0) {
    return {
      decision: "deny",
      rule: "browser.default",
      reason: `${where} is not in the policy's browser.allow (${list.texts.join(", ") || "empty"})`
    };
  }
  const rule = `browser.allow[${index}] ${JSON.stringify(list.texts[index])}`;
  return { decision: "allow", rule, reason: `${where} matches ${rule}` };
}
function matchingEntry(list, host, port) {
  const v4 = addressOf(host);
  return list.entries.findIndex((entry) => {
    switch (entry.kind) {
      case "cidr":
        return v4 !== void 0 && inRange(v4, entry.base, entry.bits);
      case "ipv6":
        return host === `[${entry.address}]` && (entry.port === void 0 || entry.port === port);
      case "host":
        return !host.startsWith("[") && matchHost([entry.pattern], host, port) === 0;
    }
  });
}
function namesLocalBrowserAddress(list, host, port) {
  const entry = list.entries[matchingEntry(list, host, port)];
  if (!entry) return false;
  if (entry.kind !== "host") return true;
  return !entry.pattern.subdomains && (isIPv4(entry.pattern.host) || entry.pattern.host === "localhost");
}
function browserProxyRules(list) {
  return {
    decide: (host, port) => {
      const d = decideBrowserHost(list, host, port);
      return {
        host,
        port,
        decision: d.decision,
        rule: d.rule,
        ...d.decision === "deny" ? { reason: d.reason } : {}
      };
    },
    denial: (host, port) => `nightshift: the browser may not reach ${host}:${port} (policy browser.allow)
`,
    mayReachInternal: (host, port) => namesLocalBrowserAddress(list, host, port)
  };
}
function decideBrowserUrl(list, raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return { decision: "deny", rule: "browser.default", reason: `${JSON.stringify(raw)} is not a valid URL` };
  }
  if (!NETWORK_SCHEMES.has(url.protocol)) {
    return {
      decision: "deny",
      rule: "browser.default",
      reason: `${url.protocol} URLs are not allowed; only http, https, ws and wss URLs of hosts in browser.allow`
    };
  }
  const port = url.port === "" ? DEFAULT_PORTS[url.protocol] ?? 0 : Number(url.port);
  return decideBrowserHost(list, url.hostname, port);
}
function addressOf(host) {
  if (isIPv4(host)) return ipv4Number(host);
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(host);
  if (mapped) return (parseInt(mapped[1], 16) << 16 | parseInt(mapped[2], 16)) >>> 0;
  const dotted = /^\[::ffff:(\d{1,3}(?:\.\d{1,3}){3})\]$/.exec(host);
  return dotted && isIPv4(dotted[1]) ? ipv4Number(dotted[1]) : void 0;
}
function ipv4Number(ip) {
  return ip.split(".").reduce((n, octet) => (n << 8 | Number(octet)) >>> 0, 0);
}
function inRange(address, base, bits) {
  if (bits === 0) return true;
  const mask = ~0 << 32 - bits >>> 0;
  return (address & mask) === (base & mask);
}
function canonicalIPv6(address) {
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}

// node_modules/diff/libesm/diff/base.js
var Diff = class {
  diff(oldStr, newStr, options = {}) {
    let callback;
    if (typeof options === "function") {
      callback = options;
      options = {};
    } else if ("callback" in options) {
      callback = options.callback;
    }
    const oldString = this.castInput(oldStr, options);
    const newString = this.castInput(newStr, options);
    const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
    const newTokens = this.removeEmpty(this.tokenize(newString, options));
    return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
  }
  diffWithOptionsObj(oldTokens, newTokens, options, callback) {
    var _a;
    const done = (value) => {
      value = this.postProcess(value, options);
      if (callback) {
        setTimeout(function() {
          callback(value);
        }, 0);
        return void 0;
      } else {
        return value;
      }
    };
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let editLength = 1;
    let maxEditLength = newLen + oldLen;
    if (options.maxEditLength != null) {
      maxEditLength = Math.min(maxEditLength, options.maxEditLength);
    }
    const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
    const abortAfterTimestamp = Date.now() + maxExecutionTime;
    const bestPath = [{ oldPos: -1, lastComponent: void 0 }];
    let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
    if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
      return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
    }
    let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
    const execEditLength = () => {
      for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
        let basePath;
        const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
        if (removePath) {
          bestPath[diagonalPath - 1] = void 0;
        }
        let canAdd = false;
        if (addPath) {
          const addPathNewPos = addPath.oldPos - diagonalPath;
          canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
        }
        const canRemove = removePath && removePath.oldPos + 1 < oldLen;
        if (!canAdd && !canRemove) {
          bestPath[diagonalPath] = void 0;
          continue;
        }
        if (!canRemove || canAdd && removePath.oldPos < addPath.oldPos) {
          basePath = this.addToPath(addPath, true, false, 0, options);
        } else {
          basePath = this.addToPath(removePath, false, true, 1, options);
        }
        newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
        if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
          return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
        } else {
          bestPath[diagonalPath] = basePath;
          if (basePath.oldPos + 1 >= oldLen) {
            maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
          }
          if (newPos + 1 >= newLen) {
            minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
          }
        }
      }
      editLength++;
    };
    if (callback) {
      (function exec() {
        setTimeout(function() {
          if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
            return callback(void 0);
          }
          if (!execEditLength()) {
            exec();
          }
        }, 0);
      })();
    } else {
      while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
        const ret = execEditLength();
        if (ret) {
          return ret;
        }
      }
    }
  }
  addToPath(path3, added, removed, oldPosInc, options) {
    const last = path3.lastComponent;
    if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
      return {
        oldPos: path3.oldPos + oldPosInc,
        lastComponent: { count: last.count + 1, added, removed, previousComponent: last.previousComponent }
      };
    } else {
      return {
        oldPos: path3.oldPos + oldPosInc,
        lastComponent: { count: 1, added, removed, previousComponent: last }
      };
    }
  }
  extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
    const newLen = newTokens.length, oldLen = oldTokens.length;
    let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
    while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
      newPos++;
      oldPos++;
      commonCount++;
      if (options.oneChangePerToken) {
        basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
      }
    }
    if (commonCount && !options.oneChangePerToken) {
      basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
    }
    basePath.oldPos = oldPos;
    return newPos;
  }
  equals(left, right, options) {
    if (options.comparator) {
      return options.comparator(left, right);
    } else {
      return left === right || !!options.ignoreCase && left.toLowerCase() === right.toLowerCase();
    }
  }
  removeEmpty(array2) {
    const ret = [];
    for (let i = 0; i < array2.length; i++) {
      if (array2[i]) {
        ret.push(array2[i]);
      }
    }
    return ret;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  castInput(value, options) {
    return value;
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  tokenize(value, options) {
    return Array.from(value);
  }
  join(chars) {
    return chars.join("");
  }
  postProcess(changeObjects, options) {
    return changeObjects;
  }
  get useLongestToken() {
    return false;
  }
  buildValues(lastComponent, newTokens, oldTokens) {
    const components = [];
    let nextComponent;
    while (lastComponent) {
      components.push(lastComponent);
      nextComponent = lastComponent.previousComponent;
      delete lastComponent.previousComponent;
      lastComponent = nextComponent;
    }
    components.reverse();
    const componentLen = components.length;
    let componentPos = 0, newPos = 0, oldPos = 0;
    for (; componentPos < componentLen; componentPos++) {
      const component = components[componentPos];
      if (!component.removed) {
        if (!component.added && this.useLongestToken) {
          let value = newTokens.slice(newPos, newPos + component.count);
          value = value.map(function(value2, i) {
            const oldValue = oldTokens[oldPos + i];
            return oldValue.length > value2.length ? oldValue : value2;
          });
          component.value = this.join(value);
        } else {
          component.value = this.join(newTokens.slice(newPos, newPos + component.count));
        }
        newPos += component.count;
        if (!component.added) {
          oldPos += component.count;
        }
      } else {
        component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
        oldPos += component.count;
      }
    }
    return components;
  }
};

// node_modules/diff/libesm/diff/array.js
var ArrayDiff = class extends Diff {
  tokenize(value) {
    return value.slice();
  }
  join(value) {
    return value;
  }
  removeEmpty(value) {
    return value;
  }
};
var arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
  return arrayDiff.diff(oldArr, newArr, options);
}

// src/tools/diff/text-doc.ts
function parseDoc(raw, encoding = "utf-8") {
  const bom = raw.charCodeAt(0) === 65279;
  const body = bom ? raw.slice(1) : raw;
  const crlf = countOf(body, "\r\n");
  const lf = countOf(body, "\n");
  const eol = crlf > 0 && crlf * 2 >= lf ? "\r\n" : "\n";
  let text = crlf > 0 ? body.replaceAll("\r\n", "\n") : body;
  const finalNewline = text.endsWith("\n");
  if (finalNewline) text = text.slice(0, -1);
  const doc = { text, eol, finalNewline, bom, encoding };
  if (crlf > 0 && crlf < lf) {
    const lines = text.split("\n");
    const ends = lines.map((_, i) => i === lines.length - 1 && !finalNewline ? eol : "");
    body.split("\n", lines.length).forEach((piece, i) => {
      ends[i] ||= piece.endsWith("\r") ? "\r\n" : "\n";
    });
    doc.mixed = { lines, ends };
  }
  return doc;
}
function serializeDoc(doc) {
  const prefix = doc.bom ? "\uFEFF" : "";
  if (!doc.mixed) {
    const body = doc.eol === "\n" ? doc.text : doc.text.replaceAll("\n", doc.eol);
    return prefix + body + (doc.finalNewline ? doc.eol : "");
  }
  const lines = linesOf(doc);
  const ends = endsOf(doc.mixed, lines, doc.eol);
  return prefix + lines.map((line, i) => line + (i < lines.length - 1 || doc.finalNewline ? ends[i] : "")).join("");
}
function lfText(doc) {
  return doc.text + (doc.finalNewline ? "\n" : "");
}
function endsOf(mixed, lines, eol) {
  const ends = [];
  let old = 0;
  for (const part of diffArrays(mixed.lines, lines)) {
    if (part.removed) {
      old += part.count;
      continue;
    }
    for (let k = 0; k < part.count; k++) ends.push(part.added ? eol : mixed.ends[old + k] ?? eol);
    if (!part.added) old += part.count;
  }
  return ends;
}
function linesOf(doc) {
  return doc.text === "" && !doc.finalNewline ? [] : doc.text.split("\n");
}
function withLines(doc, lines, finalNewline = doc.finalNewline) {
  return { ...doc, text: lines.join("\n"), finalNewline: lines.length > 0 && finalNewline };
}
function toLf(text) {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}
function blockLines(text) {
  const lf = toLf(text);
  if (lf === "") return [];
  return (lf.endsWith("\n") ? lf.slice(0, -1) : lf).split("\n");
}
function countOf(text, needle) {
  let n = 0;
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) n++;
  return n;
}

// src/tools/diff/parse-patch.ts
var PATCH_FORMAT_HELP = [
  "Expected format:",
  "*** Begin Patch",
  "*** Add File: path/new.ts",
  "+every line of the new file, each starting with +",
  "*** Delete File: path/old.ts",
  "*** Update File: path/file.ts",
  "*** Move to: path/renamed.ts      (optional)",
  "@@ a line near the change, e.g. the enclosing function (optional)",
  " an unchanged context line (starts with a space)",
  "-a removed line",
  "+an added line",
  "*** End of File                     (optional: the hunk ends at the end of the file)",
  "*** End Patch"
].join("\n");
var PatchFormatError = class extends Error {
  name = "PatchFormatError";
};
var ADD = "*** Add File: ";
var DELETE = "*** Delete File: ";
var UPDATE = "*** Update File: ";
var MOVE = "*** Move to: ";
var END_OF_FILE = "*** End of File";
function parsePatch(patch) {
  const { lines, skipped } = unwrap(patch);
  const lineNoOf = (i2) => i2 + 1 + skipped;
  const fail = (lineNo, what) => {
    throw new PatchFormatError(`Invalid patch at line ${lineNo}: ${what}

${PATCH_FORMAT_HELP}`);
  };
  if (lines[0]?.trim() !== "*** Begin Patch")
    fail(lineNoOf(0), 'the patch must start with "*** Begin Patch".');
  if (lines[lines.length - 1]?.trim() !== "*** End Patch" || lines.length < 2)
    fail(lineNoOf(lines.length - 1), 'the patch must end with "*** End Patch".');
  const ops = [];
  let i = 1;
  const last = lines.length - 1;
  while (i < last) {
    const line = lines[i].trim();
    const lineNo = lineNoOf(i);
    i++;
    if (line === "") continue;
    if (line.startsWith(ADD)) {
      const path3 = pathOf(line, ADD, lineNo, fail);
      const content = [];
      while (i < last && !isHeader(lines[i])) {
        const body = lines[i];
        if (isBlank(body) && blankUntilHeader(lines, i, last)) break;
        if (!body.startsWith("+"))
          fail(lineNoOf(i), `every line of an added file must start with "+" (in ${path3}).`);
        content.push(body.slice(1));
        i++;
      }
      ops.push({ type: "add", path: path3, lines: content });
    } else if (line.startsWith(DELETE)) {
      ops.push({ type: "delete", path: pathOf(line, DELETE, lineNo, fail) });
    } else if (line.startsWith(UPDATE)) {
      const path3 = pathOf(line, UPDATE, lineNo, fail);
      let moveTo;
      const move = lines[i]?.trim();
      if (move?.startsWith(MOVE)) {
        moveTo = pathOf(move, MOVE, lineNoOf(i), fail);
        i++;
      }
      const start = i;
      while (i < last && !isHeader(lines[i])) i++;
      const chunks = parseChunks(lines.slice(start, i), lineNoOf(start), fail);
      if (chunks.length === 0 && moveTo === void 0) fail(lineNo, `"${UPDATE}${path3}" has no hunks.`);
      ops.push(
        moveTo === void 0 ? { type: "update", path: path3, chunks } : { type: "update", path: path3, moveTo, chunks }
      );
    } else {
      fail(
        lineNo,
        `expected "${ADD}", "${DELETE}", "${UPDATE}" or "*** End Patch", got ${JSON.stringify(lines[i - 1])}.`
      );
    }
  }
  return ops;
}
var HEREDOC = /^(?:apply_patch\s+)?<<-?\s*(['"]?)([A-Za-z_][\w-]*)\1$/;
function unwrap(patch) {
  let lines = toLf(patch).split("\n");
  let skipped = 0;
  const trimBlankEnds = () => {
    let from = 0;
    let to = lines.length;
    while (from < to && isBlank(lines[from])) from++;
    while (to > from && isBlank(lines[to - 1])) to--;
    skipped += from;
    if (from > 0 || to < lines.length) lines = lines.slice(from, to);
  };
  trimBlankEnds();
  const heredoc = HEREDOC.exec(lines[0]?.trim() ?? "");
  if (heredoc && lines.length > 2 && lines[lines.length - 1].trim() === heredoc[2]) {
    lines = lines.slice(1, -1);
    skipped += 1;
    trimBlankEnds();
  }
  const indent = /^[ \t]+/.exec(lines[0] ?? "")?.[0];
  if (indent !== void 0 && lines.every((l) => l.startsWith(indent) || isBlank(l)))
    lines = lines.map((l) => l.slice(indent.length));
  return { lines, skipped };
}
function isHeader(line) {
  const at = markerAt(line);
  if (at === 0) return !isEndOfFile(line);
  return at > 0 && (line.startsWith(ADD, at) || line.startsWith(DELETE, at) || line.startsWith(UPDATE, at));
}
function isEndOfFile(line) {
  const at = markerAt(line);
  return at !== -1 && line.startsWith(END_OF_FILE, at) && isBlank(line.slice(at + END_OF_FILE.length));
}
function markerAt(line) {
  let at = 0;
  let c = line.charCodeAt(0);
  while (c === 32 || c === 9) c = line.charCodeAt(++at);
  return c === 42 && line.startsWith("*** ", at) ? at : -1;
}
var isBlank = (text) => /^\s*$/.test(text);
function blankUntilHeader(lines, i, last) {
  let j = i;
  while (j < last && isBlank(lines[j])) j++;
  return j === last || isHeader(lines[j]);
}
function pathOf(line, prefix, lineNo, fail) {
  const path3 = line.slice(prefix.length).trim();
  if (path3 === "") fail(lineNo, `"${prefix.trim()}" needs a path.`);
  return path3;
}
function parseChunks(body, firstLineNo, fail) {
  const chunks = [];
  let chunk;
  const open = (lineNo) => {
    chunk = {
      contexts: [],
      oldLines: [],
      newLines: [],
      contextIndex: [],
      blankTail: 0,
      endOfFile: false,
      patchLine: lineNo
    };
    chunks.push(chunk);
    return chunk;
  };
  body.forEach((line, k) => {
    const lineNo = firstLineNo + k;
    if (line.startsWith("@@")) {
      const target = chunk && chunk.oldLines.length === 0 && chunk.newLines.length === 0 ? chunk : open(lineNo);
      const context = headerContext(line);
      if (context !== "") target.contexts.push(context);
      return;
    }
    if (isEndOfFile(line)) {
      if (!chunk) fail(lineNo, `"${END_OF_FILE}" before any hunk line.`);
      chunk.endOfFile = true;
      chunk = void 0;
      return;
    }
    if (!chunk && isBlank(line)) return;
    const current = chunk ?? open(lineNo);
    const kind = line[0];
    const text = line.slice(1);
    if (kind === " " || line === "") {
      current.contextIndex.push(current.oldLines.push(text) - 1);
      current.newLines.push(text);
    } else if (kind === "-") current.oldLines.push(text);
    else if (kind === "+") {
      current.newLines.push(text);
      current.contextIndex.push(void 0);
    } else
      fail(
        lineNo,
        `hunk lines start with " " (context), "-" (remove), "+" (add) or "@@"; got ${JSON.stringify(line)}.`
      );
  });
  for (const c of chunks) c.blankTail = blankTail(c);
  return chunks.filter((c) => c.oldLines.length > 0 || c.newLines.length > 0);
}
function blankTail(chunk) {
  const { oldLines, newLines, contextIndex } = chunk;
  let n = 0;
  while (n < newLines.length) {
    const old = contextIndex[newLines.length - 1 - n];
    if (old === void 0 || old !== oldLines.length - 1 - n || !isBlank(oldLines[old])) break;
    n++;
  }
  return n;
}
function headerContext(line) {
  return line.replace(/^@@+/, "").replace(/^\s*-\d+(?:,\d+)?\s+\+\d+(?:,\d+)?\s*@@/, "").replace(/@@+$/, "").trim();
}
function patchPaths(patch) {
  try {
    const paths = parsePatch(patch).flatMap(
      (op) => op.type === "update" && op.moveTo !== void 0 ? [op.path, op.moveTo] : [op.path]
    );
    return [...new Set(paths)];
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

// src/tools/edit-access.ts
var editAccess = (...paths) => paths.flatMap((path3) => [
  { kind: "edit", path: path3 },
  { kind: "read", path: path3 }
]);
function patchAccess(input) {
  const paths = patchPaths(input);
  return paths instanceof Error ? [] : editAccess(...paths);
}

// src/policy/tool-access.ts
var READ_TOOLS = /* @__PURE__ */ new Set([
  "read_file",
  "list_files",
  "search_files",
  "list_code_definition_names",
  "codebase_search"
]);
var EDIT_TOOLS = /* @__PURE__ */ new Set(["write_to_file", "apply_diff", "edit", "insert_content", "search_and_replace"]);
var ALWAYS_TOOLS = /* @__PURE__ */ new Set([
  "attempt_completion",
  "ask_followup_question",
  "switch_mode",
  "new_task",
  "update_todo_list",
  "run_slash_command"
]);
var KNOWN_TOOLS = [
  ...READ_TOOLS,
  "read_command_output",
  "fetch_instructions",
  ...EDIT_TOOLS,
  "apply_patch",
  "execute_command",
  "use_mcp_tool",
  "access_mcp_resource",
  "browser_action",
  ...ALWAYS_TOOLS
];
function toolAccess(tool, args) {
  const str = (key) => typeof args[key] === "string" ? args[key] : void 0;
  if (tool === "read_command_output" || tool === "fetch_instructions") return { group: "read", access: [] };
  if (READ_TOOLS.has(tool)) return { group: "read", access: [{ kind: "read", path: str("path") ?? "." }] };
  if (EDIT_TOOLS.has(tool)) return { group: "edit", access: editAccess(str("path") ?? "") };
  if (tool === "apply_patch") return { group: "edit", access: patchAccess(str("input") ?? "") };
  if (tool === "execute_command") {
    const cwd = str("cwd");
    return {
      group: "command",
      access: [{ kind: "command", command: str("command") ?? "", ...cwd ? { cwd } : {} }]
    };
  }
  if (tool === "use_mcp_tool")
    return {
      group: "mcp",
      access: [{ kind: "mcp", server: str("server_name") ?? "", tool: str("tool_name") ?? "" }]
    };
  if (tool === "access_mcp_resource") {
    return {
      group: "mcp",
      access: [{ kind: "mcp", server: str("server_name") ?? "", tool: `resource:${str("uri") ?? ""}` }]
    };
  }
  if (tool === "browser_action") {
    const url = str("action") === "launch" ? str("url") : void 0;
    return { group: "browser", access: [{ kind: "browser", ...url !== void 0 ? { url } : {} }] };
  }
  const mcp = readFunctionName(tool);
  if (mcp) return { group: "mcp", access: [{ kind: "mcp", ...mcp }] };
  if (ALWAYS_TOOLS.has(tool)) return { group: "always", access: [] };
  return void 0;
}

// src/tools/aliases.ts
function renameFilePath(args) {
  if (!("file_path" in args) || "path" in args) return args;
  const { file_path, ...rest } = args;
  return { path: file_path, ...rest };
}
var TOOL_ALIASES = /* @__PURE__ */ new Map([
  // {file_path, old_string, new_string}: replaces exactly one occurrence, as edit does by default.
  ["search_replace", { target: "edit", args: renameFilePath }],
  [
    "edit_file",
    {
      target: "edit",
      // {file_path, old_string, new_string, expected_replacements}: 1 (the default) is edit's exactly
      // one; another count has no edit equivalent and stays for the schema to refuse (replace_all is).
      args: (args) => {
        const renamed = renameFilePath(args);
        if (renamed.expected_replacements !== 1) return renamed;
        const { expected_replacements: _one, ...rest } = renamed;
        return rest;
      }
    }
  ]
]);

// src/tools/custom/template.ts
var PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;
var PLAIN_WORD = /^[A-Za-z0-9_\-./:=@%+,]+$/;
function parseTemplate(command) {
  const words = typeof command === "string" ? command.trim().split(/\s+/) : command;
  const elements = [];
  for (const word of words) {
    const parts = parseElement(word);
    if (typeof parts === "string") return parts;
    if (typeof command === "string") {
      const plain = word.replace(PLACEHOLDER, "");
      if (plain !== "" && !PLAIN_WORD.test(plain))
        return `"${word}": the one-line form takes plain words (letters, digits and _-./:=@%+,) and {{param}} placeholders; use the array form for other characters, where each element is one argument`;
    }
    elements.push(parts);
  }
  const [program] = elements;
  if (!program || program.length === 0) return "the command is empty";
  if (program.some((p) => "param" in p))
    return "the program (the first element) must be fixed text: a model that picks the program has execute_command";
  return elements;
}
function parseElement(word) {
  if (word.includes("\0")) return "an argument cannot hold a NUL byte";
  const parts = [];
  let last = 0;
  for (const match of word.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push({ text: word.slice(last, match.index) });
    parts.push({ param: match[1] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < word.length) parts.push({ text: word.slice(last) });
  const stray = parts.find((p) => "text" in p && (p.text.includes("{{") || p.text.includes("}}")));
  if (stray) return `"${word}": "{{" and "}}" only surround a parameter name, as in {{path}}`;
  return parts;
}
var templateParams = (template) => [
  ...new Set(template.flatMap((e) => e.flatMap((p) => "param" in p ? [p.param] : [])))
];
var standsAlone = (element) => {
  const [only, ...rest] = element;
  return only && "param" in only && rest.length === 0 ? only.param : void 0;
};
function expandTemplate(template, args, options) {
  const argv = [];
  for (const element of template) {
    const alone = standsAlone(element);
    const given = alone !== void 0 ? args[alone] : void 0;
    if (alone !== void 0 && Array.isArray(given)) {
      for (const item of given) {
        const text = scalarText(alone, item);
        if (typeof text !== "string") return text.problem;
        const problem2 = leadingDash(alone, text, options);
        if (problem2) return problem2;
        argv.push(text);
      }
      continue;
    }
    let out = "";
    let lead;
    let skip = false;
    for (const part of element) {
      if ("text" in part) {
        out += part.text;
        continue;
      }
      const value = args[part.param];
      if (value === void 0) {
        skip = true;
        break;
      }
      const text = scalarText(part.param, value);
      if (typeof text !== "string") return text.problem;
      if (out === "" && text !== "") lead = part.param;
      out += text;
    }
    const problem = !skip && lead !== void 0 ? leadingDash(lead, out, options) : void 0;
    if (problem) return problem;
    if (!skip) argv.push(out);
  }
  return argv;
}
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function scalarText(param, value) {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value !== "string")
    return {
      problem: `${param}: a command argument is a string, number or boolean (an array only where {{${param}}} is a whole argument)`
    };
  if (value.includes("\0")) return { problem: `${param}: contains a NUL byte, which no argument can hold` };
  if (LONE_SURROGATE.test(value))
    return { problem: `${param}: contains an unpaired UTF-16 surrogate, which no argument can hold as sent` };
  return value;
}
function leadingDash(param, text, options) {
  if (!text.startsWith("-") || options.listedValues.has(param)) return void 0;
  return `${param}: "${text.slice(0, 40)}" starts with "-", which the program would read as an option; a file whose name starts with "-" is passed as ./${text.slice(0, 40)}`;
}
var BARE = /^[A-Za-z0-9_\-./:=@%+,]+$/;
var BARE_PROGRAM = /^[A-Za-z0-9_\-./:@%+,]+$/;
var shellWord = (text, bare = BARE) => {
  if (bare.test(text)) return text;
  if (!text.includes("'")) return `'${text}'`;
  return `$'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`;
};
var shellLine = (argv) => argv.map((arg, i) => shellWord(arg, i === 0 ? BARE_PROGRAM : BARE)).join(" ");

// src/config/custom-tool.ts
var RESERVED = /* @__PURE__ */ new Set([...KNOWN_TOOLS, ...TOOL_ALIASES.keys()]);
function nameProblem(name) {
  if (RESERVED.has(name))
    return `"${name}" is the name of a built-in tool (or a name models call one by); a custom tool cannot replace it: pick another name`;
  if (name.startsWith("mcp_")) return `"${name}": names starting with mcp_ stand for MCP server tools`;
  return void 0;
}
var customToolName = string().regex(/^[a-z][a-z0-9_]{0,63}$/, "custom tool names use lower-case letters, digits and _ (at most 64)").superRefine((name, ctx) => {
  const problem = nameProblem(name);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
var NO_PARAMETERS = { type: "object", properties: {}, additionalProperties: false };
var customToolSchema = strictObject({
  description: string().trim().min(1).describe("What the tool does, for the model"),
  parameters: record(string(), unknown()).default(NO_PARAMETERS).describe("JSON Schema (draft 2020-12) of the arguments: an object"),
  command: union([string().trim().min(1), array(string()).min(1)]).describe(
    "argv array (each element one argument, {{param}} substituted inside it), or a one-line string of plain words"
  ),
  cwd: string().min(1).optional().describe("Directory to run in, relative to the workspace (default: its root)")
}).superRefine((tool, ctx) => {
  const problem = (path3, message) => ctx.addIssue({ code: "custom", path: path3, message });
  const template = parseTemplate(tool.command);
  if (typeof template === "string") return problem(["command"], template);
  if (tool.parameters.type !== "object")
    return problem(["parameters"], "the arguments are an object: the schema needs type: object");
  const properties = isRecord(tool.parameters.properties) ? tool.parameters.properties : {};
  const where = (i) => typeof tool.command === "string" ? ["command"] : ["command", i];
  for (const [i, element] of template.entries()) {
    for (const param of templateParams([element])) {
      const schema = properties[param];
      if (!Object.hasOwn(properties, param)) {
        problem(where(i), `{{${param}}} names no property of parameters.properties`);
      } else if (isRecord(schema) && schema.type === "array" && standsAlone(element) !== param) {
        problem(where(i), `{{${param}}} is an array: it can only stand alone as a whole argument`);
      }
    }
  }
});
var customToolsSchema = record(customToolName, customToolSchema);
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

// src/config/policy.ts
var verdict = _enum(["allow", "deny", "ask"]);
var globs = array(string());
var limitsSchema = strictObject({
  max_turns: number().int().positive().optional(),
  max_tool_calls: number().int().positive().optional(),
  max_cost_usd: number().nonnegative().optional(),
  max_input_tokens: number().int().positive().optional(),
  max_output_tokens: number().int().positive().optional(),
  timeout: durationSchema.optional(),
  command_timeout: durationSchema.optional(),
  max_command_output_bytes: number().int().positive().optional(),
  max_processes: number().int().positive().optional(),
  max_tmpfs_bytes: number().int().positive().optional(),
  consecutive_mistakes: number().int().positive().optional(),
  identical_calls: number().int().positive().optional()
});
var policyExampleSchema = strictObject({
  tool: string(),
  args: record(string(), unknown()).default({}),
  mode: string().optional(),
  expect: verdict,
  note: string().optional()
});
var SANDBOX_SETTINGS = ["auto", "bubblewrap", "none", "required"];
var envName = string().regex(/^[A-Za-z_][A-Za-z0-9_]*\*?$/, {
  message: "expected a variable name such as NODE_ENV, or a prefix such as NPM_CONFIG_*"
});
var policyFileSchema = strictObject({
  version: literal(1),
  extends: string().optional(),
  description: string().optional(),
  on_ask: _enum(["deny", "fail"]).optional(),
  read: strictObject({ allow: globs.optional(), deny: globs.optional() }).optional(),
  edit: strictObject({ allow: globs.optional(), deny: globs.optional() }).optional(),
  command: strictObject({
    default: verdict.optional(),
    allow: array(string()).optional(),
    deny: array(string()).optional()
  }).optional(),
  mcp: strictObject({
    default: verdict.optional(),
    servers: record(
      string(),
      strictObject({ allow: array(string()).optional(), deny: array(string()).optional() })
    ).optional()
  }).optional(),
  tools: record(string(), verdict).optional(),
  /** Tools the policy offers every task it governs; a task cannot redeclare one (see docs/tools.md). */
  custom_tools: customToolsSchema.optional(),
  followup: strictObject({ answer: string() }).optional(),
  env: strictObject({
    pass: array(envName).optional(),
    /** The first name of `pass`, kept working. */
    keep: array(envName).optional()
  }).optional(),
  sandbox: _enum(SANDBOX_SETTINGS).optional(),
  network: strictObject({
    allow: array(
      string().refine(isHostPattern, {
        message: 'expected a host name, "*.domain" or an IP address, optionally with ":port"'
      })
    ).optional()
  }).optional(),
  browser: strictObject({
    allow: array(
      string().refine(isBrowserPattern, {
        message: 'expected a host name, "*.domain", an IPv4 address or range ("127.0.0.0/8") or a bracketed IPv6 address ("[::1]"), optionally with ":port"'
      })
    ).optional()
  }).optional(),
  limits: limitsSchema.optional(),
  pr: strictObject({
    max_files: number().int().positive().optional(),
    max_changed_lines: number().int().positive().optional(),
    /** Bytes the change adds: added lines, and the new content of binary files (which count 0 lines). */
    max_added_bytes: number().int().positive().optional(),
    require_checks: array(string()).optional(),
    /** Failed required checks go back to the model this many times before delivery (0 = off). */
    repair_rounds: number().int().min(0).max(10).optional(),
    /** A change the edit rules deny found in the final diff: revert it (default) or fail the run. */
    on_denied_change: _enum(["revert", "fail"]).optional(),
    /** Follow-up runs on one pull request (reviews, failed CI), counted from its commits (0 = off). */
    max_followups: number().int().min(0).max(50).optional()
  }).optional(),
  examples: array(policyExampleSchema).optional()
});

// src/policy/locate.ts
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
var here = path.dirname(fileURLToPath(import.meta.url));
function locateAsset(relative, packageSpecifier) {
  for (const up of [".", "..", "../.."]) {
    const candidate = path.resolve(here, up, relative);
    if (existsSync(candidate)) return candidate;
  }
  if (packageSpecifier) {
    try {
      return createRequire(import.meta.url).resolve(packageSpecifier);
    } catch {
      return void 0;
    }
  }
  return void 0;
}
function requireAsset(relative, packageSpecifier) {
  const found = locateAsset(relative, packageSpecifier);
  if (!found) throw new Error(`cannot find ${relative} (looked beside the program and in node_modules)`);
  return found;
}

// src/policy/load-policy.ts
var DEFAULT_FOLLOWUP_ANSWER = "No human is available. State your assumption and continue.";
var BUILTIN = /^builtin:([a-z][a-z0-9-]*)$/;
var MAX_CHAIN = 16;
function loadPolicy(ref, baseDir) {
  const chain = [];
  let next = { ref, baseDir };
  while (next) {
    const loaded = loadOne(next.ref, next.baseDir);
    const seen = chain.findIndex((c) => c.id === loaded.id);
    if (seen >= 0 || chain.length >= MAX_CHAIN) {
      const cycle = [...chain.slice(Math.max(seen, 0)), loaded].map((c) => c.id).join(" -> ");
      throw new ConfigError(`policy ${ref}: extends forms a cycle or is too deep: ${cycle}`);
    }
    chain.push(loaded);
    next = loaded.file.extends ? { ref: loaded.file.extends, baseDir: loaded.path ? path2.dirname(loaded.path) : baseDir } : void 0;
  }
  const top = chain[0];
  const policy = layer(chain.map((c) => c.file).reverse());
  policy.source = ref;
  policy.sha256 = sha256(top.text);
  if (top.path) policy.path = top.path;
  policy.files = chain.flatMap((c) => c.path ? [{ path: c.path, sha256: sha256(c.text) }] : []);
  policy.examples = top.file.examples ?? [];
  policy.customTools = layerCustomTools(chain);
  return policy;
}
function loadOne(ref, baseDir) {
  const builtin = BUILTIN.exec(ref);
  if (builtin) {
    const found = locateAsset(`policies/${builtin[1] ?? ""}.yaml`);
    if (!found)
      throw new ConfigError(`unknown policy ${ref}; built-in policies: ${builtinNames().join(", ")}`);
    const text2 = readConfigText(found);
    return { id: ref, text: text2, ...parsePolicyFile(text2, ref, prebuilt(found, text2)) };
  }
  if (ref.startsWith("builtin:"))
    throw new ConfigError(`unknown policy ${ref}; built-in policies: ${builtinNames().join(", ")}`);
  const file = path2.resolve(baseDir, ref);
  const text = readConfigText(file);
  return { id: file, text, ...parsePolicyFile(text, file), path: file };
}
function prebuilt(yamlFile, text) {
  try {
    const copy = JSON.parse(readFileSync(yamlFile.replace(/\.yaml$/, ".json"), "utf8"));
    return copy.sha256 === sha256(text) ? { data: copy.data } : void 0;
  } catch {
    return void 0;
  }
}
function parsePolicyFile(text, file, parsed) {
  const located = parseYamlLocated(text, file, policyFileSchema, parsed);
  const problems = pathGlobProblems(located);
  if (problems.length > 0) throw problemsError(problems);
  const customTools = Object.fromEntries(
    Object.entries(located.value.custom_tools ?? {}).map(([name, tool]) => {
      const { line, col } = located.at(["custom_tools", name], "");
      return [name, { ...tool, declared: { file, line, col } }];
    })
  );
  return { file: located.value, customTools };
}
function layerCustomTools(chain) {
  const tools = {};
  for (const loaded of [...chain].reverse()) {
    for (const [name, tool] of Object.entries(loaded.customTools)) {
      const base = tools[name];
      if (base) {
        const { file, line, col } = tool.declared;
        throw problemsError([
          {
            file,
            line,
            col,
            message: `custom_tools.${name}: ${base.declared.file}:${base.declared.line} declares a tool of that name already; an extending policy cannot replace it: pick another name`
          }
        ]);
      }
      tools[name] = tool;
    }
  }
  return tools;
}
function pathGlobProblems({ value, at }) {
  const problems = [];
  for (const kind of ["read", "edit"]) {
    for (const list of ["allow", "deny"]) {
      value[kind]?.[list]?.forEach((pattern, i) => {
        const problem = globProblem(pattern);
        if (problem) problems.push(at([kind, list, i], problem));
      });
    }
  }
  return problems;
}
function builtinNames() {
  const dir = locateAsset("policies/standard.yaml");
  if (!dir) return [];
  return readdirSync(path2.dirname(dir)).filter((f) => f.endsWith(".yaml")).map((f) => `builtin:${f.slice(0, -5)}`);
}
function layer(files) {
  const list = (pick, fallback = []) => {
    const lists = files.map(pick).filter((l) => l !== void 0);
    return lists.length > 0 ? lists.flat() : fallback;
  };
  const last = (pick, fallback) => files.reduce((value, f) => pick(f) ?? value, fallback);
  const servers = {};
  for (const f of files) {
    for (const [name, rules] of Object.entries(f.mcp?.servers ?? {})) {
      const current = servers[name] ?? { allow: [], deny: [] };
      servers[name] = {
        allow: [...current.allow, ...rules.allow ?? []],
        deny: [...current.deny, ...rules.deny ?? []]
      };
    }
  }
  const limits = files.reduce((acc, f) => ({ ...acc, ...definedOnly(f.limits ?? {}) }), DEFAULT_LIMITS);
  return {
    source: "",
    sha256: "",
    files: [],
    onAsk: last((f) => f.on_ask, "deny"),
    read: { allow: list((f) => f.read?.allow, ["**"]), deny: list((f) => f.read?.deny) },
    edit: { allow: list((f) => f.edit?.allow), deny: list((f) => f.edit?.deny) },
    command: {
      default: last((f) => f.command?.default, "deny"),
      allow: list((f) => f.command?.allow),
      deny: list((f) => f.command?.deny)
    },
    mcp: { default: last((f) => f.mcp?.default, "deny"), servers },
    tools: Object.assign({}, ...files.map((f) => f.tools ?? {})),
    customTools: {},
    followup: { answer: last((f) => f.followup?.answer, DEFAULT_FOLLOWUP_ANSWER) },
    envPass: list((f) => [...f.env?.pass ?? [], ...f.env?.keep ?? []]),
    sandbox: last((f) => f.sandbox, "auto"),
    network: { allow: list((f) => f.network?.allow) },
    browser: { allow: list((f) => f.browser?.allow, [...DEFAULT_BROWSER_ALLOW]) },
    limits,
    pr: {
      maxFiles: last((f) => f.pr?.max_files, 50),
      maxChangedLines: last((f) => f.pr?.max_changed_lines, 3e3),
      maxAddedBytes: last((f) => f.pr?.max_added_bytes, 1048576),
      requireChecks: last((f) => f.pr?.require_checks, []),
      repairRounds: last((f) => f.pr?.repair_rounds, 2),
      onDeniedChange: last((f) => f.pr?.on_denied_change, "revert"),
      maxFollowUps: last((f) => f.pr?.max_followups, 3)
    },
    examples: []
  };
}
function definedOnly(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
var sha256 = (text) => createHash("sha256").update(text).digest("hex");

export {
  locateAsset,
  requireAsset,
  compileBrowserAllow,
  browserProxyRules,
  decideBrowserUrl,
  TOOL_ALIASES,
  parseDoc,
  serializeDoc,
  lfText,
  linesOf,
  withLines,
  toLf,
  blockLines,
  PatchFormatError,
  parsePatch,
  patchPaths,
  editAccess,
  patchAccess,
  KNOWN_TOOLS,
  toolAccess,
  parseTemplate,
  expandTemplate,
  shellLine,
  customToolsSchema,
  parseDuration,
  limitsSchema,
  policyFileSchema,
  loadPolicy
};
