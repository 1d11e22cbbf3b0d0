#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  toolAllowedInMode
} from "./chunk-USW46DVU.js";
import {
  COMMAND_NAME
} from "./chunk-3ETNIO7P.js";
import {
  initTreeSitter,
  mcpPart
} from "./chunk-KBLSB3J6.js";
import {
  commandLogPath,
  runShellForTool,
  storedCommandIds
} from "./chunk-SACY4VUG.js";
import {
  PatchFormatError,
  TOOL_ALIASES,
  blockLines,
  editAccess,
  lfText,
  linesOf,
  locateAsset,
  parseDoc,
  parsePatch,
  patchAccess,
  patchPaths,
  requireAsset,
  serializeDoc,
  toLf,
  withLines
} from "./chunk-N66UGSNJ.js";
import {
  guardedFetch,
  tokenCount
} from "./chunk-HLLKTBFK.js";
import {
  deniedRead
} from "./chunk-M2SSU7YT.js";
import {
  parse
} from "./chunk-Y2WZQKMK.js";
import {
  require_mod
} from "./chunk-4AUMA5UF.js";
import {
  readRegularFile
} from "./chunk-QIYWAWAZ.js";
import {
  ownInstallDirs
} from "./chunk-7VU3KS5D.js";
import {
  ToolInputError,
  inDirectoryOf,
  makeParentsAt,
  openAt,
  refusalsAsResults,
  refuseProtected,
  require_picomatch,
  resolveInside,
  statAt,
  walkWorkspace
} from "./chunk-Z5JBZUUA.js";
import {
  fifoName,
  locateRepo,
  lstatOr,
  ownGitDirs,
  readOr,
  realOr,
  trustedPath,
  watchFifoWait
} from "./chunk-EQHSLL2K.js";
import {
  NonLinearRegExpError,
  modelRegExp
} from "./chunk-US3AINAE.js";
import {
  sanitize
} from "./chunk-6EIXFA5E.js";
import {
  MAX_TOOL_OUTPUT_BYTES
} from "./chunk-7SY3ADFZ.js";
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";
import {
  ConfigError
} from "./chunk-AS67HEB5.js";
import {
  defineTool
} from "./chunk-664AWE6G.js";
import {
  _enum,
  array,
  boolean,
  number,
  preprocess,
  strictObject,
  string,
  toJSONSchema,
  union,
  unknown
} from "./chunk-M7DO6ZCZ.js";
import {
  killGroup,
  trackGroup,
  untrackGroup
} from "./chunk-XLN66JCX.js";
import {
  inGitDir,
  realpathDeep,
  resolvePath
} from "./chunk-XOHEQPGY.js";
import {
  __toESM
} from "./chunk-DYI5UNC7.js";

// src/mcp/alias-names.ts
function writtenForms({ server, tool }) {
  const forms = /* @__PURE__ */ new Set();
  for (const sep of ["_", "__"])
    for (const s of [server, sanitize(server)])
      for (const t of [tool, sanitize(tool)]) forms.add(`mcp${sep}${s}${sep}${t}`);
  return forms;
}
function mcpAliasMatches(name, tools) {
  if (!name.startsWith("mcp_")) return [];
  return tools.filter((t) => t.mcp !== void 0 && writtenForms(t.mcp).has(name));
}

// src/tools/diff/blank-edges.ts
var isBlank = (line) => line.trim() === "";
function blankEdges(lines) {
  let lead = 0;
  while (lead < lines.length && isBlank(lines[lead])) lead++;
  let trail = 0;
  while (trail < lines.length - lead && isBlank(lines[lines.length - 1 - trail])) trail++;
  return { lead, trail };
}
function withoutBlankEdges(replace, skipped) {
  const own2 = blankEdges(replace);
  const lead = Math.min(own2.lead, skipped.lead);
  const trail = Math.min(own2.trail, skipped.trail, replace.length - lead);
  return replace.slice(lead, replace.length - trail);
}

// src/tools/diff/normalize.ts
var PUNCTUATION = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201A": "'",
  "\u201B": "'",
  "\u2032": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u201E": '"',
  "\u201F": '"',
  "\u2033": '"',
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2013": "-",
  "\u2014": "-",
  "\u2015": "-",
  "\u2212": "-",
  "\u2026": "...",
  "\xA0": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2007": " ",
  "\u2009": " ",
  "\u202F": " ",
  "\u3000": " ",
  "\u200B": "",
  "\uFEFF": ""
};
var PUNCTUATION_RE = new RegExp(`[${Object.keys(PUNCTUATION).join("")}]`, "g");
var NON_ASCII_RE = /[^\t\n\r -~]/;
function normalizePunctuation(text) {
  if (!NON_ASCII_RE.test(text)) return text;
  return text.replace(PUNCTUATION_RE, (ch) => PUNCTUATION[ch] ?? ch);
}
var LOOSE_WORK_RE = /[^\x20-\x7E]| {2}/;
function looseLine(line) {
  const trimmed = line.trim();
  if (!LOOSE_WORK_RE.test(trimmed)) return trimmed;
  return normalizePunctuation(trimmed).trim().replace(/\s+/g, " ");
}
function trimEndLine(line) {
  return normalizePunctuation(line).trimEnd();
}
function indentOf(line) {
  return /^[ \t]*/.exec(line)?.[0] ?? "";
}

// src/tools/diff/line-index.ts
var LineIndex = class {
  exact;
  #lines;
  #loose;
  #looseJoined;
  /** `text`: LF text without a final newline. */
  constructor(text) {
    this.exact = new JoinedLines(text);
  }
  get text() {
    return this.exact.text;
  }
  get lines() {
    return this.#lines ??= this.text.split("\n");
  }
  /** Lines without indentation, runs of spaces and typographic punctuation. */
  get loose() {
    return this.#loose ??= this.lines.map(looseLine);
  }
  get looseJoined() {
    return this.#looseJoined ??= new JoinedLines(this.loose.join("\n"));
  }
};
function tokensOf(line) {
  return line.match(/[A-Za-z_$][\w$]{2,}/g) ?? [];
}
var JoinedLines = class {
  text;
  #starts;
  constructor(text) {
    this.text = text;
  }
  get lineCount() {
    return this.#lineStarts().length;
  }
  /** Offset where 0-based line `line` starts. */
  offsetOf(line) {
    return this.#lineStarts()[line] ?? this.text.length;
  }
  /** Whether `needle` spans whole lines starting at 0-based line `line`. */
  hasLinesAt(line, needle) {
    if (line < 0 || line >= this.lineCount) return false;
    const at = this.offsetOf(line);
    return this.text.startsWith(needle, at) && this.#isBreak(at + needle.length);
  }
  /** Start lines (0-based) of occurrences of `needle` that span whole lines, up to `limit`. */
  findLines(needle, limit) {
    return this.#find(
      needle,
      limit,
      (at, end) => this.#isBreak(at - 1) && this.#isBreak(end),
      // Only a line start can begin a match: the next one is past the next LF.
      (at) => {
        const lf = this.text.indexOf("\n", at);
        return lf === -1 ? -1 : lf + 1;
      }
    );
  }
  /** Lines (0-based, each once) where `word` occurs as a whole identifier, up to `limit`. */
  findWord(word, limit) {
    return this.#find(
      word,
      limit,
      (at, end) => !isWordChar(this.text.charCodeAt(at - 1)) && !isWordChar(this.text.charCodeAt(end)),
      // A word starts only after a non-word character: skip the rest of the run `at` is in.
      (at) => {
        let next = at + 1;
        while (next < this.text.length && isWordChar(this.text.charCodeAt(next - 1))) next++;
        return next;
      }
    );
  }
  /**
   * Occurrences `accept` takes. After one it refuses, the search resumes at `skip(at)`, the first
   * place an accepted one could start, not at `at + 1`: in a 20 MB line of `a`, a needle of 3,000
   * `a` occurs at every offset, and each search from the next offset compared 3,000 characters
   * again (a minute, synchronously); skipping, every character is passed once.
   */
  #find(needle, limit, accept, skip) {
    const { text } = this;
    const found2 = [];
    let at = text.indexOf(needle);
    while (at !== -1 && found2.length < limit) {
      if (accept(at, at + needle.length)) {
        const line = this.lineAt(at);
        if (found2[found2.length - 1] !== line) found2.push(line);
        at = at >= text.length ? -1 : text.indexOf(needle, at + 1);
      } else {
        const from = skip(at);
        at = from === -1 || from > text.length ? -1 : text.indexOf(needle, from);
      }
    }
    return found2;
  }
  #isBreak(offset) {
    return offset < 0 || offset >= this.text.length || this.text.charCodeAt(offset) === 10;
  }
  lineAt(offset) {
    const starts = this.#lineStarts();
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = lo + hi + 1 >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  #lineStarts() {
    if (!this.#starts) {
      const starts = [0];
      for (let at = this.text.indexOf("\n"); at !== -1; at = this.text.indexOf("\n", at + 1))
        starts.push(at + 1);
      this.#starts = starts;
    }
    return this.#starts;
  }
};
function isWordChar(code) {
  return code >= 48 && code <= 57 || code >= 65 && code <= 90 || code >= 97 && code <= 122 || code === 95 || code === 36;
}

// src/tools/diff/match-block.ts
var import_fastest_levenshtein = __toESM(require_mod(), 1);
var MAX_ANCHOR_OCCURRENCES = 32;
var MAX_ANCHOR_KEYS = 4;
var MAX_KEY_LOOKUPS = 8;
var MAX_FUZZY_CANDIDATES = 24;
var HINT_RADIUS = 20;
var FULL_SCAN_BUDGET = 25e4;
var MAX_FUZZY_CHARS = 1e4;
var MAX_REPORTED = 20;
function matchBlock(index, search, opts) {
  const { hint } = opts;
  return matchExact(index, search, hint) ?? matchLoose(index, search, hint) ?? (opts.blankEdges ? matchInsideBlankEdges(index, search, hint) : void 0) ?? fuzzy(index, search.map(looseLine), opts);
}
function matchExact(index, search, hint) {
  const m = search.length;
  const needle = search.join("\n");
  if (hint !== void 0 && index.exact.hasLinesAt(hint, needle))
    return { ok: true, kind: "exact", start: hint, end: hint + m, similarity: 1 };
  return pick(index.exact.findLines(needle, MAX_REPORTED), m, hint, "exact");
}
function matchLoose(index, search, hint) {
  const needle = search.map(looseLine).join("\n");
  return pick(index.looseJoined.findLines(needle, MAX_REPORTED), search.length, hint, "loose");
}
function matchInsideBlankEdges(index, search, hint) {
  const edges = blankEdges(search);
  if (edges.lead + edges.trail === 0) return void 0;
  const inner = search.slice(edges.lead, search.length - edges.trail);
  const match = matchExact(index, inner, hint === void 0 ? void 0 : hint + edges.lead);
  return match?.ok ? { ...match, skipped: edges } : match;
}
function pick(starts, m, hint, kind) {
  if (starts.length === 0) return void 0;
  if (starts.length === 1) return { ok: true, kind, start: starts[0], end: starts[0] + m, similarity: 1 };
  if (hint !== void 0) {
    const byDistance = [...starts].sort((a, b) => Math.abs(a - hint) - Math.abs(b - hint));
    const [first, second] = byDistance;
    if (Math.abs(first - hint) < Math.abs(second - hint))
      return { ok: true, kind, start: first, end: first + m, similarity: 1 };
  }
  return { ok: false, reason: "ambiguous", kind, starts, similarity: 1 };
}
function fuzzy(index, looseSearch, opts) {
  const m = looseSearch.length;
  const target = looseSearch.join("\n");
  if (target.length > MAX_FUZZY_CHARS) return { ok: false, reason: "too_large", chars: target.length };
  const scored = [];
  let best;
  for (const start of candidateStarts(index, looseSearch, opts.hint)) {
    const window = index.loose.slice(start, start + m).join("\n");
    if (window.length > 2 * MAX_FUZZY_CHARS) continue;
    const longest = Math.max(window.length, target.length);
    const bound = longest === 0 ? 1 : Math.min(window.length, target.length) / longest;
    if (best && bound < best.similarity) continue;
    const similarity = longest === 0 ? 1 : 1 - (0, import_fastest_levenshtein.distance)(window, target) / longest;
    const candidate = { start, end: start + m, similarity };
    scored.push(candidate);
    if (!best || similarity > best.similarity) best = candidate;
  }
  if (!best || best.similarity < opts.threshold)
    return best ? { ok: false, reason: "no_match", best } : { ok: false, reason: "no_match" };
  const ties = scored.filter((c2) => c2.similarity === best.similarity && Math.abs(c2.start - best.start) >= m);
  if (ties.length === 0) return { ok: true, kind: "fuzzy", ...best };
  const { hint } = opts;
  const all = [best, ...ties];
  if (hint !== void 0) {
    const [first, second] = all.sort((a, b) => Math.abs(a.start - hint) - Math.abs(b.start - hint));
    if (Math.abs(first.start - hint) < Math.abs(second.start - hint))
      return { ok: true, kind: "fuzzy", ...first };
  }
  const starts = all.map((c2) => c2.start).sort((a, b) => a - b);
  return { ok: false, reason: "ambiguous", kind: "fuzzy", starts, similarity: best.similarity };
}
function candidateStarts(index, looseSearch, hint) {
  const m = looseSearch.length;
  const last = index.exact.lineCount - m;
  if (last < 0) return [];
  const ranked = [];
  if ((last + 1) * looseSearch.join("\n").length <= FULL_SCAN_BUDGET) {
    for (let s = 0; s <= last; s++) ranked.push(s);
    return ranked;
  }
  if (hint !== void 0) {
    for (let s = Math.max(0, hint - HINT_RADIUS); s <= Math.min(last, hint + HINT_RADIUS); s++)
      ranked.push(s);
  }
  const joined = index.looseJoined;
  let votes = vote(
    looseSearch,
    last,
    (line) => line === "" ? [] : [line],
    (line, limit) => joined.findLines(line, limit)
  );
  if (votes.size === 0)
    votes = vote(looseSearch, last, tokensOf, (word, limit) => joined.findWord(word, limit));
  const byVotes = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([start]) => start);
  const seen = new Set(ranked);
  for (const start of byVotes.slice(0, MAX_FUZZY_CANDIDATES)) if (!seen.has(start)) ranked.push(start);
  return ranked;
}
function vote(looseSearch, last, keysOf, find) {
  const firstLine = /* @__PURE__ */ new Map();
  looseSearch.forEach((line, i) => {
    for (const key of keysOf(line)) if (!firstLine.has(key)) firstLine.set(key, i);
  });
  const keys = [...firstLine.keys()].sort((a, b) => b.length - a.length).slice(0, MAX_KEY_LOOKUPS);
  const votes = /* @__PURE__ */ new Map();
  let anchors = 0;
  for (const key of keys) {
    const at = find(key, MAX_ANCHOR_OCCURRENCES + 1);
    if (at.length === 0 || at.length > MAX_ANCHOR_OCCURRENCES) continue;
    const i = firstLine.get(key);
    for (const j of at) {
      const start = j - i;
      if (start >= 0 && start <= last) votes.set(start, (votes.get(start) ?? 0) + 1);
    }
    if (++anchors >= MAX_ANCHOR_KEYS) break;
  }
  return votes;
}

// src/tools/diff/line-numbers.ts
var PREFIX_RE = /^\s*(\d+) \|(?: |$)/;
function stripLineNumbers(block, inFile) {
  const first = firstLineNumber(block.search);
  if (first === void 0 || inFile(block.search)) return block;
  const strip = (lines) => lines.map((l) => l.replace(PREFIX_RE, ""));
  return {
    ...block,
    startLine: block.startLine ?? first,
    search: strip(block.search),
    replace: strip(block.replace)
  };
}
function firstLineNumber(lines) {
  let first;
  let numbered = 0;
  for (const [i, line] of lines.entries()) {
    const prefix = PREFIX_RE.exec(line);
    if (!prefix) continue;
    const start = Number(prefix[1]) - i;
    if (first !== void 0 && start !== first) return void 0;
    first = start;
    numbered++;
  }
  return first !== void 0 && first >= 1 && numbered * 2 > lines.length ? first : void 0;
}

// src/tools/diff/reindent.ts
var TAB_COLUMNS = 4;
function reindent(replace, search, matched, fileUnit) {
  const levels = mapLevels(search, matched);
  if (levels.every((l) => l.model === l.file)) return [...replace];
  const unit = indentUnitOf(matched) ?? fileUnit?.() ?? fallbackUnit(levels, search, replace);
  const modelTabs = [...search, ...replace].some((l) => l.trim() !== "" && l.startsWith("	"));
  const modelColumns = modelTabs ? TAB_COLUMNS : modelUnitColumns(levels, unit, search, replace);
  return replace.map((line) => {
    if (line.trim() === "") return "";
    const own2 = indentOf(line);
    const body = line.slice(own2.length);
    const known = levels.find((l) => l.model === own2);
    if (known) return known.file + body;
    const columns = columnsOf(own2);
    const below = deepestAtOrBelow(levels, columns);
    let file;
    if (below) {
      const { levels: deeper, align } = beyond(own2, below, modelTabs, modelColumns);
      file = below.file + unit.repeat(deeper);
      if (align > 0) return file + " ".repeat(align) + body;
    } else {
      const top = levels.reduce((a, b) => b.columns < a.columns ? b : a);
      const up = Math.max(1, Math.round((top.columns - columns) / modelColumns));
      file = top.file.slice(0, Math.max(0, top.file.length - up * unit.length));
    }
    levels.push({ model: own2, columns, file });
    return file + body;
  });
}
function indentUnitOf(lines) {
  let tabs = 0;
  let spaced = 0;
  const steps = [];
  let previous;
  for (const line of lines) {
    if (line.trim() === "") continue;
    const indent = indentOf(line);
    if (indent.startsWith("	")) tabs++;
    else if (indent.startsWith(" ")) spaced++;
    const width = indent.length;
    if (previous !== void 0 && width > previous && width - previous <= 8) steps.push(width - previous);
    previous = width;
  }
  if (tabs > spaced) return "	";
  const step = mostCommon(steps);
  return step === void 0 ? void 0 : " ".repeat(step);
}
function mapLevels(search, matched) {
  const votes = /* @__PURE__ */ new Map();
  search.forEach((line, i) => {
    const target = matched[i];
    if (line.trim() === "" || target === void 0 || target.trim() === "") return;
    const model = indentOf(line);
    const counts = votes.get(model) ?? /* @__PURE__ */ new Map();
    const file = indentOf(target);
    counts.set(file, (counts.get(file) ?? 0) + 1);
    votes.set(model, counts);
  });
  return [...votes].map(([model, counts]) => {
    let file = "";
    let best = 0;
    for (const [indent, n] of counts) if (n > best) [file, best] = [indent, n];
    return { model, columns: columnsOf(model), file };
  });
}
function beyond(own2, below, modelTabs, modelColumns) {
  const extra = columnsOf(own2) - below.columns;
  if (modelTabs && own2.startsWith(below.model)) {
    const rest = own2.slice(below.model.length);
    const tabs = rest.split("	").length - 1;
    return { levels: tabs, align: rest.length - tabs };
  }
  return extra % modelColumns === 0 ? { levels: extra / modelColumns, align: 0 } : { levels: 0, align: extra };
}
function deepestAtOrBelow(levels, columns) {
  let found2;
  for (const l of levels) if (l.columns <= columns && (!found2 || l.columns > found2.columns)) found2 = l;
  return found2;
}
function modelUnitColumns(levels, unit, search, replace) {
  const unitColumns = columnsOf(unit);
  const fromLevels = [];
  const sorted = [...levels].sort((a, b) => a.columns - b.columns);
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1], sorted[i]];
    const fileLevels = (columnsOf(b.file) - columnsOf(a.file)) / unitColumns;
    const step = (b.columns - a.columns) / fileLevels;
    if (Number.isInteger(fileLevels) && fileLevels > 0 && Number.isInteger(step) && step > 0)
      fromLevels.push(step);
  }
  return mostCommon(fromLevels) ?? mostCommon([...stepsOf(search), ...stepsOf(replace)]) ?? unitColumns;
}
function fallbackUnit(levels, search, replace) {
  if (levels.some((l) => l.file.startsWith("	"))) return "	";
  const step = mostCommon([...stepsOf(search), ...stepsOf(replace)]);
  return " ".repeat(step ?? TAB_COLUMNS);
}
function stepsOf(lines) {
  const widths = lines.filter((l) => l.trim() !== "").map((l) => columnsOf(indentOf(l)));
  const steps = [];
  for (let i = 1; i < widths.length; i++) {
    const step = Math.abs(widths[i] - widths[i - 1]);
    if (step > 0) steps.push(step);
  }
  return steps;
}
function columnsOf(indent) {
  let columns = 0;
  for (const ch of indent) columns += ch === "	" ? TAB_COLUMNS : 1;
  return columns;
}
function mostCommon(values) {
  const counts = /* @__PURE__ */ new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best;
  for (const [v, n] of counts) {
    const bestCount = best === void 0 ? 0 : counts.get(best) ?? 0;
    if (n > bestCount || n === bestCount && v < (best ?? Infinity)) best = v;
  }
  return best;
}

// src/tools/diff/snippet.ts
var SNIPPET_LINES = 12;
function snippet(lines, start, end, indent = "  ") {
  const stop = Math.min(end, start + SNIPPET_LINES);
  const out = lines.slice(start, stop).map((l, i) => `${indent}${start + i + 1} | ${l}`);
  if (stop < end) out.push(`${indent}... (${end - stop} more lines)`);
  return out;
}
function lineSpan(start, end) {
  return end - start <= 1 ? `line ${start + 1}` : `lines ${start + 1}-${end}`;
}
function percent(similarity) {
  return `${Math.floor(similarity * 1e3) / 10}%`;
}

// src/tools/diff/apply-blocks.ts
function applyBlocks(original, blocks, threshold) {
  const index = new LineIndex(original);
  const outcomes = /* @__PURE__ */ new Map();
  const matched = [];
  const prepared = blocks.map((b) => stripLineNumbers(b, (search) => occursIn(index, search)));
  for (const block of prepared) {
    const early = precheck(block);
    if (early) {
      outcomes.set(block, early);
      continue;
    }
    const hint = block.startLine === void 0 ? void 0 : block.startLine - 1;
    const result2 = matchBlock(index, block.search, { hint, threshold, blankEdges: true });
    if (result2.ok) matched.push(applied(block, result2));
    else outcomes.set(block, failure(block, result2, threshold));
  }
  let text = spliceLines(
    index,
    withoutOverlaps(matched, outcomes).map((a) => ({ ...a, lines: replacement(a.block, index, a) }))
  );
  for (const block of prepared) {
    const outcome = outcomes.get(block);
    if (outcome?.ok !== false || outcome.reason !== "no_match") continue;
    const edited = new LineIndex(text);
    const retry = matchBlock(edited, block.search, { threshold, blankEdges: true });
    if (!retry.ok) continue;
    const done = applied(block, retry);
    text = spliceLines(edited, [{ ...done, lines: replacement(block, edited, done) }]);
    outcomes.set(block, done);
  }
  return { text, outcomes: prepared.map((b) => outcomes.get(b)) };
}
function applied(block, match) {
  return {
    block,
    ok: true,
    kind: match.kind,
    similarity: match.similarity,
    start: match.start,
    end: match.end,
    ...match.skipped ? { skipped: match.skipped } : {}
  };
}
function occursIn(index, search) {
  return index.exact.findLines(search.join("\n"), 1).length > 0;
}
function spliceLines(index, edits) {
  const { exact } = index;
  const count = exact.lineCount;
  let out = "";
  let pos = 0;
  for (const { start, end, lines } of [...edits].sort((a, b) => a.start - b.start)) {
    let from = exact.offsetOf(start);
    let to;
    let insert;
    if (end < count) {
      to = exact.offsetOf(end);
      insert = lines.map((l) => `${l}
`).join("");
    } else {
      to = exact.text.length;
      insert = lines.join("\n");
      if (lines.length === 0 && start > 0) from -= 1;
    }
    if (from < pos) {
      out = out.slice(0, from - pos);
      from = pos;
    }
    out += exact.text.slice(pos, from) + insert;
    pos = to;
  }
  return out + exact.text.slice(pos);
}
function precheck(block) {
  if (block.search.length === 0 || block.search.every((l) => l.trim() === ""))
    return {
      block,
      ok: false,
      reason: "empty_search",
      message: "the SEARCH section is empty; it must contain the existing lines to replace (use insert_content to add lines without replacing any)."
    };
  if (block.search.length === block.replace.length && block.search.every((l, i) => l === block.replace[i]))
    return {
      block,
      ok: false,
      reason: "unchanged",
      message: "SEARCH and REPLACE are identical, so the block changes nothing."
    };
  return void 0;
}
function failure(block, result2, threshold) {
  if (result2.reason === "ambiguous") {
    const where = result2.starts.map((s) => s + 1).join(", ");
    const how = result2.kind === "fuzzy" ? `equally similar (${percent(result2.similarity)})` : `${result2.kind === "loose" ? "loose " : ""}matches`;
    return {
      block,
      ok: false,
      reason: "ambiguous",
      starts: result2.starts,
      message: `the SEARCH text has ${result2.starts.length}${result2.starts.length >= MAX_REPORTED ? "+" : ""} ${how} starting at lines ${where}; add :start_line: or more surrounding lines to pick one.`
    };
  }
  if (result2.reason === "too_large")
    return {
      block,
      ok: false,
      reason: "no_match",
      message: `no exact or whitespace-tolerant match, and the SEARCH text (${result2.chars} characters) is too long for fuzzy matching (limit ${MAX_FUZZY_CHARS}); copy it exactly from the file or split it into smaller blocks.`
    };
  const message = result2.best ? `no match; the most similar lines are ${result2.best.start + 1}-${result2.best.end} at ${percent(result2.best.similarity)} similarity, below the ${percent(threshold)} needed for a fuzzy match.` : "no match; no line or identifier of the SEARCH text occurs in the file.";
  return result2.best ? { block, ok: false, reason: "no_match", message, best: result2.best } : { block, ok: false, reason: "no_match", message };
}
function withoutOverlaps(matched, outcomes) {
  const accepted = [];
  for (const m of matched) {
    const clash = accepted.find((a) => m.start < a.end && a.start < m.end);
    if (clash) {
      outcomes.set(m.block, {
        block: m.block,
        ok: false,
        reason: "overlap",
        message: `its match (${lineSpan(m.start, m.end)}) overlaps block ${clash.block.index} (${lineSpan(clash.start, clash.end)}); merge the two blocks into one.`
      });
    } else {
      accepted.push(m);
      outcomes.set(m.block, m);
    }
  }
  return accepted;
}
function replacement(block, index, at) {
  if (at.skipped) return withoutBlankEdges(block.replace, at.skipped);
  if (at.kind === "exact") return block.replace;
  const matched = index.lines.slice(at.start, at.end);
  return reindent(block.replace, block.search, matched, () => indentUnitOf(index.lines));
}

// src/tools/diff/diff-report.ts
function diffReport(path20, outcomes, original) {
  let originalLines;
  const applied2 = outcomes.filter((o) => o.ok);
  const failed = outcomes.filter((o) => !o.ok);
  const lines = [];
  if (failed.length === 0) {
    lines.push(
      `Applied ${applied2.length} of ${outcomes.length} block${outcomes.length === 1 ? "" : "s"} to ${path20}.`
    );
  } else if (applied2.length === 0) {
    lines.push(`No block applied; ${path20} is unchanged.`);
  } else {
    lines.push(
      `Applied ${applied2.length} of ${outcomes.length} blocks to ${path20} and saved the file; ${failed.length} failed.`,
      `${applied2.length === 1 ? "Block" : "Blocks"} ${applied2.map((o) => o.block.index).join(", ")} ${applied2.length === 1 ? "is" : "are"} already in the file: do not send ${applied2.length === 1 ? "it" : "them"} again.`
    );
  }
  for (const o of outcomes) {
    const at = `Block ${o.block.index} (diff line ${o.block.diffLine})`;
    if (o.ok) {
      const how = o.kind === "exact" ? "exact match" : o.kind === "loose" ? "match ignoring whitespace/punctuation, re-indented" : `fuzzy match ${percent(o.similarity)}, re-indented`;
      lines.push(`- ${at}: applied at ${lineSpan(o.start, o.end)} (${how}).`);
      continue;
    }
    lines.push(`- ${at} FAILED: ${o.message}`);
    if (o.best)
      lines.push(
        "  Best candidate in the file:",
        ...snippet(originalLines ??= original.split("\n"), o.best.start, o.best.end, "    ")
      );
  }
  if (failed.length > 0)
    lines.push(
      "To fix: read the file again (read_file) and resend only the failed blocks, with SEARCH text copied exactly from the file and a :start_line: hint."
    );
  return lines.join("\n");
}

// src/tools/diff/parse-blocks.ts
var DIFF_FORMAT_HELP = [
  "Expected one or more blocks of exactly this form:",
  "<<<<<<< SEARCH",
  ":start_line:42      (optional: line of the file where the search text starts)",
  "-------             (optional separator after :start_line:)",
  "[exact lines to find, including whitespace and indentation]",
  "=======",
  "[lines to put in their place]",
  ">>>>>>> REPLACE",
  "If the file itself contains a marker line, escape it in the block with a backslash:",
  "\\<<<<<<< SEARCH, \\=======, \\>>>>>>> REPLACE, \\-------, also \\<<<<<<< HEAD and \\>>>>>>> branch",
  ":start_line: and :end_line: belong before the search text, never in the replacement."
].join("\n");
var DiffFormatError = class extends Error {
  name = "DiffFormatError";
};
var SEARCH_RE = /^<{7} SEARCH>?\s*$/;
var DIVIDER_RE = /^={7}\s*$/;
var REPLACE_RE = /^>{7} REPLACE\s*$/;
var SEPARATOR_RE = /^-{7}\s*$/;
var START_LINE_RE = /^:start_line:\s*(\d+)\s*$/;
var END_LINE_RE = /^:end_line:\s*(\d+)\s*$/;
var ESCAPED_RE = /^\\(<{7}|={7}|>{7}|-{7}|:start_line:|:end_line:)/;
var LINE_HINT_RE = /^\s*:(start|end)_line:/;
function parseDiffBlocks(diff) {
  const lines = toLf(diff).split("\n");
  const blocks = [];
  let state = "outside";
  let current;
  const fail = (lineNo, what) => {
    throw new DiffFormatError(`Invalid diff at line ${lineNo}: ${what}

${DIFF_FORMAT_HELP}`);
  };
  for (const [i, line] of lines.entries()) {
    const lineNo = i + 1;
    const isSearch = SEARCH_RE.test(line);
    const isDivider = DIVIDER_RE.test(line);
    const isReplace = REPLACE_RE.test(line);
    switch (state) {
      case "outside":
        if (isSearch) {
          current = { index: blocks.length + 1, diffLine: lineNo, search: [], replace: [] };
          state = "header";
        } else if (isDivider || isReplace) {
          fail(lineNo, `"${line.trim()}" without a preceding "<<<<<<< SEARCH".`);
        }
        continue;
      case "header": {
        const block2 = current;
        const start = START_LINE_RE.exec(line);
        if (start && block2.startLine === void 0) {
          block2.startLine = Math.max(1, Number(start[1]));
          continue;
        }
        if (END_LINE_RE.test(line)) continue;
        state = "search";
        if (SEPARATOR_RE.test(line)) continue;
        break;
      }
      default:
        break;
    }
    const block = current;
    if (state === "search") {
      if (isDivider) state = "replace";
      else if (isSearch || isReplace)
        fail(
          lineNo,
          `block ${block.index} (started at line ${block.diffLine}) has "${line.trim()}" before its "=======" divider.`
        );
      else block.search.push(unescape(line));
      continue;
    }
    if (isReplace) {
      blocks.push(block);
      current = void 0;
      state = "outside";
    } else if (isDivider)
      fail(
        lineNo,
        `block ${block.index} has a second "=======". If the file contains that line, write it as "\\=======".`
      );
    else if (isSearch)
      fail(lineNo, `block ${block.index} (started at line ${block.diffLine}) is missing ">>>>>>> REPLACE".`);
    else if (LINE_HINT_RE.test(line))
      fail(
        lineNo,
        `block ${block.index} has "${line.trim()}" in its REPLACE section. Line hints go right after "<<<<<<< SEARCH", before the search text; if the new text contains that line, write it as "\\${line.trimStart()}".`
      );
    else block.replace.push(unescape(line));
  }
  if (current) {
    const missing = state === "replace" ? '">>>>>>> REPLACE"' : '"=======" and ">>>>>>> REPLACE"';
    fail(lines.length, `block ${current.index} (started at line ${current.diffLine}) is missing ${missing}.`);
  }
  if (blocks.length === 0) fail(1, 'no "<<<<<<< SEARCH" block found.');
  return blocks;
}
function unescape(line) {
  return ESCAPED_RE.test(line) ? line.slice(1) : line;
}

// src/tools/diff/workspace-file.ts
import { existsSync } from "node:fs";

// src/tools/atomic-write.ts
import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  fchmodSync,
  lstatSync,
  openSync,
  renameSync,
  unlinkSync,
  writeFileSync
} from "node:fs";
import path from "node:path";
function writeFileAtomic(file, content, setMode) {
  makeParentsAt(file);
  const name = path.basename(file);
  const tmpName = `.${name}.nightshift-${randomBytes(6).toString("hex")}.tmp`;
  inDirectoryOf(file, (entry) => {
    const mode = setMode ?? modeOf(entry(name));
    const tmp = entry(tmpName);
    const fd = openSync(
      tmp,
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
      438
    );
    let open = true;
    try {
      writeFileSync(fd, content);
      if (mode !== void 0) fchmodSync(fd, mode);
      closeSync(fd);
      open = false;
      renameSync(tmp, entry(name));
    } catch (err) {
      if (open) closeSync(fd);
      try {
        unlinkSync(tmp);
      } catch {
      }
      throw err;
    }
  });
}
function modeOf(entry) {
  try {
    const stat2 = lstatSync(entry);
    return stat2.isFile() ? stat2.mode & 4095 : void 0;
  } catch {
    return void 0;
  }
}

// src/tools/diff/encoding.ts
import { isUtf8 } from "node:buffer";
function decodeText(buf) {
  if (buf[0] === 255 && buf[1] === 254) return decodeUtf16(buf, "utf-16le");
  if (buf[0] === 254 && buf[1] === 255) return decodeUtf16(buf, "utf-16be");
  if (buf.includes(0))
    return { refused: "it looks like a binary file (it contains NUL bytes and no UTF-16 byte-order mark)" };
  if (isUtf8(buf)) return { text: buf.toString("utf8"), encoding: "utf-8" };
  if (!looksSingleByte(buf))
    return {
      refused: "it is not valid UTF-8 and does not look like Latin-1/Windows-1252 either (a multi-byte legacy encoding such as Shift-JIS or GBK?); convert it to UTF-8 first, e.g. with iconv in a command"
    };
  return { text: decodeCp1252(buf), encoding: "windows-1252" };
}
function decodeCp1252(buf) {
  let text = "";
  for (const byte of buf) text += CP1252_DECODE[byte];
  return text;
}
var UnencodableError = class extends Error {
  name = "UnencodableError";
};
function encodeText(text, encoding) {
  switch (encoding) {
    case "utf-8":
      return Buffer.from(text, "utf8");
    case "utf-16le":
      return Buffer.from(text, "utf16le");
    case "utf-16be":
      return Buffer.from(text, "utf16le").swap16();
    case "windows-1252":
      return encodeCp1252(text);
  }
}
function describeEncoding(encoding, bom) {
  if (encoding === "utf-8") return bom ? "UTF-8 with a byte-order mark" : void 0;
  if (encoding === "windows-1252") return "Windows-1252 (Latin-1), not UTF-8; edits keep this encoding";
  return `${encoding === "utf-16le" ? "UTF-16LE" : "UTF-16BE"} with a byte-order mark; edits keep this encoding`;
}
function decodeUtf16(buf, encoding) {
  if (buf.length % 2 !== 0)
    return {
      refused: `it starts with a ${encoding.toUpperCase()} byte-order mark but has an odd number of bytes`
    };
  const le = encoding === "utf-16le" ? buf : Buffer.from(buf).swap16();
  return { text: le.toString("utf16le"), encoding };
}
function looksSingleByte(buf) {
  let high = 0;
  let inLongRuns = 0;
  let run = 0;
  for (let i = 0; i <= buf.length; i++) {
    if (i < buf.length && (buf[i] ?? 0) >= 128) {
      high++;
      run++;
      continue;
    }
    if (run >= 4) inLongRuns += run;
    run = 0;
  }
  return inLongRuns * 2 < high || high === 0;
}
var CP1252_HIGH = [
  8364,
  129,
  8218,
  402,
  8222,
  8230,
  8224,
  8225,
  710,
  8240,
  352,
  8249,
  338,
  141,
  381,
  143,
  144,
  8216,
  8217,
  8220,
  8221,
  8226,
  8211,
  8212,
  732,
  8482,
  353,
  8250,
  339,
  157,
  382,
  376
];
var CP1252_DECODE = Array.from(
  { length: 256 },
  (_, b) => String.fromCharCode(b >= 128 && b < 160 ? CP1252_HIGH[b - 128] ?? b : b)
);
var CP1252_ENCODE = new Map(CP1252_DECODE.map((ch, b) => [ch, b]));
function encodeCp1252(text) {
  const out = Buffer.allocUnsafe(text.length);
  const bad = /* @__PURE__ */ new Set();
  let n = 0;
  for (const ch of text) {
    const byte = CP1252_ENCODE.get(ch);
    if (byte === void 0) bad.add(ch);
    else out[n++] = byte;
  }
  if (bad.size > 0) {
    const shown2 = [...bad].slice(0, 5).map((c2) => `"${c2}" (U+${(c2.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")})`);
    throw new UnencodableError(
      `the file is encoded in Windows-1252, which cannot hold ${shown2.join(", ")}${bad.size > 5 ? " and more" : ""}; use characters it has (or an ASCII spelling)`
    );
  }
  return out.subarray(0, n);
}

// src/tools/diff/workspace-file.ts
var EditError = class extends Error {
  name = "EditError";
};
var MAX_EDIT_BYTES = 20 * 1024 * 1024;
function editablePath(ctx, given) {
  let resolved;
  try {
    const outDir = { path: realpathDeep(ctx.outDir), label: "run output directory" };
    resolved = resolvePath(ctx.workspace, given, { entries: [outDir] });
  } catch (err) {
    throw new EditError(`Invalid path ${JSON.stringify(given)}: ${err.message}.`);
  }
  if (!resolved.inside)
    throw new EditError(
      `Path ${JSON.stringify(given)} is outside the workspace; use a path relative to the workspace root.`
    );
  if (resolved.protected)
    throw new EditError(
      `Path ${JSON.stringify(given)} is protected (${resolved.protected}) and cannot be edited by tools.`
    );
  return resolved.abs;
}
function readDoc(abs, given) {
  const file = readRegularFile(abs, MAX_EDIT_BYTES, { decided: true });
  if ("refused" in file) {
    switch (file.refused) {
      case "missing":
        throw new EditError(
          `File not found: ${given}. Check the path with list_files, or create the file with write_to_file.`
        );
      case "directory":
        throw new EditError(`${given} is a directory, not a file.`);
      case "special":
        throw new EditError(
          `${given} is not a regular file (a FIFO, socket or device); edit tools only change files.`
        );
      case "too large":
        throw new EditError(
          `${given} is ${file.size} bytes, more than the ${MAX_EDIT_BYTES}-byte limit for edit tools.`
        );
    }
  }
  const decoded = decodeText(file.bytes);
  if ("refused" in decoded)
    throw new EditError(`${given} cannot be edited: ${decoded.refused}. Edit tools only change text files.`);
  return parseDoc(decoded.text, decoded.encoding);
}
function fileExists(abs) {
  return existsSync(abs);
}
function docBytes(doc) {
  try {
    return encodeText(serializeDoc(doc), doc.encoding);
  } catch (err) {
    if (err instanceof UnencodableError) throw new EditError(`Nothing was changed: ${err.message}.`);
    throw err;
  }
}
function writeDoc(abs, doc) {
  writeFileAtomic(abs, docBytes(doc));
}
async function editResult(body) {
  try {
    const out = await body();
    return typeof out === "string" ? { ok: true, output: out } : out;
  } catch (err) {
    if (err instanceof EditError || err instanceof ToolInputError) return { ok: false, output: err.message };
    const code = err.code;
    if (typeof code === "string")
      return { ok: false, output: `File system error (${code}): ${err.message}` };
    throw err;
  }
}

// src/tools/apply-diff.ts
var DEFAULT_FUZZY_THRESHOLD = 0.9;
var params = strictObject({
  path: string().min(1).describe("File to modify, relative to the workspace root."),
  diff: string().min(1).describe("One or more SEARCH/REPLACE blocks (see the tool description).")
});
function createApplyDiffTool(options = {}) {
  const threshold = options.fuzzyThreshold ?? DEFAULT_FUZZY_THRESHOLD;
  if (!(threshold >= 0 && threshold <= 1))
    throw new RangeError(`fuzzyThreshold must be between 0 and 1, got ${threshold}`);
  return defineTool({
    name: "apply_diff",
    group: "edit",
    description: [
      "Replace existing lines of a file with SEARCH/REPLACE blocks. Several blocks may be sent in one call.",
      "Format of each block:",
      "<<<<<<< SEARCH",
      ":start_line:[line where the SEARCH text starts in the file as you read it; optional but recommended]",
      "-------",
      "[exact existing lines, including indentation]",
      "=======",
      "[new lines]",
      ">>>>>>> REPLACE",
      `Copy SEARCH lines exactly from the file (read it first), without read_file's "12 | " prefixes. Matching falls back to ignoring indentation and`,
      `typographic punctuation, then to the most similar lines (at least ${Math.round(threshold * 100)}% similar); the`,
      "replacement is re-indented level by level to the matched lines, in the file's own indent unit.",
      "Lines of the file that look like markers, merge-conflict lines included, are escaped with a backslash in the",
      "block (\\=======, \\<<<<<<< HEAD). Blocks that match are applied even if others fail."
    ].join("\n"),
    params,
    access: ({ path: path20 }) => editAccess(path20),
    execute: ({ path: path20, diff }, ctx) => editResult(() => {
      const abs = editablePath(ctx, path20);
      let blocks;
      try {
        blocks = parseDiffBlocks(diff);
      } catch (err) {
        if (err instanceof DiffFormatError) throw new EditError(err.message);
        throw err;
      }
      const doc = readDoc(abs, path20);
      const { text, outcomes } = applyBlocks(doc.text, blocks, threshold);
      if (outcomes.some((o) => o.ok)) writeDoc(abs, { ...doc, text });
      return { ok: outcomes.every((o) => o.ok), output: diffReport(path20, outcomes, doc.text) };
    })
  });
}
var applyDiffTool = createApplyDiffTool();

// src/tools/apply-patch.ts
import { lstatSync as lstatSync2, readlinkSync, statSync, symlinkSync, unlinkSync as unlinkSync2 } from "node:fs";
import path2 from "node:path";

// src/tools/diff/apply-patch-chunks.ts
var LEVELS = [(l) => l, trimEndLine, looseLine];
function applyChunks(original, chunks, path20) {
  const edits = [];
  let cursor = 0;
  for (const [n, given] of chunks.entries()) {
    const where = `hunk ${n + 1} of ${path20} (patch line ${given.patchLine})`;
    for (const context of given.contexts) {
      const at2 = seek(original, [context], cursor, false);
      if (at2 === -1)
        return {
          ok: false,
          message: `${where}: the @@ context line ${JSON.stringify(context)} was not found after line ${cursor}.`
        };
      cursor = at2 + 1;
    }
    let chunk2 = given;
    let at = chunk2.oldLines.length > 0 ? seek(original, chunk2.oldLines, cursor, chunk2.endOfFile) : -1;
    if (at === -1 && chunk2.blankTail > 0) {
      chunk2 = withoutBlankTail(chunk2);
      if (chunk2.oldLines.length > 0) at = seek(original, chunk2.oldLines, cursor, chunk2.endOfFile);
    }
    if (chunk2.oldLines.length === 0) {
      const start = chunk2.contexts.length > 0 ? cursor : original.length;
      edits.push({ start, length: 0, lines: chunk2.newLines });
      continue;
    }
    if (at === -1) return { ok: false, message: notFound(original, given, where) };
    const lines2 = chunk2.newLines.map((line, k) => {
      const old = chunk2.contextIndex[k];
      return old === void 0 ? line : original[at + old];
    });
    edits.push({ start: at, length: chunk2.oldLines.length, lines: lines2 });
    cursor = at + chunk2.oldLines.length;
  }
  const lines = [...original];
  for (const edit of edits.reverse()) lines.splice(edit.start, edit.length, ...edit.lines);
  return { ok: true, lines };
}
function withoutBlankTail(chunk2) {
  const keepNew = chunk2.newLines.length - chunk2.blankTail;
  return {
    ...chunk2,
    oldLines: chunk2.oldLines.slice(0, chunk2.oldLines.length - chunk2.blankTail),
    newLines: chunk2.newLines.slice(0, keepNew),
    contextIndex: chunk2.contextIndex.slice(0, keepNew),
    blankTail: 0
  };
}
function seek(lines, pattern, start, endOfFile) {
  const lastStart = lines.length - pattern.length;
  for (const norm of LEVELS) {
    const want = pattern.map(norm);
    const first = want[0];
    const matchesAt = (s) => want.every((w, k) => norm(lines[s + k]) === w);
    if (endOfFile && lastStart >= start && matchesAt(lastStart)) return lastStart;
    for (let s = start; s <= lastStart; s++) if (norm(lines[s]) === first && matchesAt(s)) return s;
  }
  return -1;
}
function notFound(original, chunk2, where) {
  const head = `${where}: its context and removed lines were not found in the file (after the previous hunk). Read the file again and copy the ' ' and '-' lines exactly.`;
  const match = matchBlock(new LineIndex(original.join("\n")), chunk2.oldLines, { threshold: Infinity });
  if (match.ok || match.reason !== "no_match" || !match.best) return head;
  const { start, end, similarity } = match.best;
  return [
    `${head} Closest match: ${lineSpan(start, end)} (${percent(similarity)} similar):`,
    ...snippet(original, start, end)
  ].join("\n");
}

// src/tools/apply-patch.ts
var exists = (entry) => entry.doc !== null || entry.link !== void 0;
var applyPatchTool = defineTool({
  name: "apply_patch",
  group: "edit",
  description: [
    'Apply a patch in the "*** Begin Patch" format to add, delete, update and move files. `input` is the whole patch:',
    "*** Begin Patch / *** Add File: p (lines starting with +) / *** Delete File: p / *** Update File: p, optional",
    '*** Move to: q, then hunks: optional "@@ line near the change", lines starting with " " (context), "-" (remove),',
    '"+" (add); optional *** End of File / *** End Patch. Give about 3 context lines around each change.',
    "All or nothing: if any hunk does not apply, no file is changed."
  ].join(" "),
  params: strictObject({
    input: string().min(1).superRefine((input, issues) => {
      const paths = patchPaths(input);
      if (paths instanceof Error) issues.addIssue({ code: "custom", message: paths.message });
    }).describe("The entire patch, from *** Begin Patch to *** End Patch.")
  }),
  // Params already refused an unparseable patch; were one to get here, it declares nothing and the policy denies it.
  access: ({ input }) => patchAccess(input),
  execute: ({ input }, ctx) => editResult(() => {
    let ops;
    try {
      ops = parsePatch(input);
    } catch (err) {
      if (err instanceof PatchFormatError) throw new EditError(err.message);
      throw err;
    }
    const plan = /* @__PURE__ */ new Map();
    const load3 = (abs, given) => {
      let entry = plan.get(abs);
      if (!entry) {
        const link = symlinkText(abs);
        entry = link !== void 0 ? { doc: null, link, changed: false } : fileExists(abs) ? { doc: readDoc(abs, given), mode: statSync(abs).mode & 4095, changed: false } : { doc: null, changed: false };
        plan.set(abs, entry);
      }
      return entry;
    };
    const summary = ops.map((op) => planOp(op, ctx, load3));
    refuseNested(plan, ctx.workspace);
    commit(plan);
    return `Patch applied:
${summary.join("\n")}`;
  })
});
function planOp(op, ctx, load3) {
  const { abs, entry } = own(ctx, op.path, load3);
  if (op.type === "add") {
    if (exists(entry))
      throw new EditError(
        `*** Add File: ${op.path} already exists. Use *** Update File to change it. No file was changed.`
      );
    Object.assign(entry, { doc: withLines(parseDoc(""), op.lines, true), changed: true });
    return `A ${op.path}`;
  }
  if (!exists(entry))
    throw new EditError(
      `${op.path} does not exist (or was deleted earlier in this patch). No file was changed.`
    );
  if (op.type === "delete") {
    Object.assign(entry, { doc: null, link: void 0, changed: true });
    return `D ${op.path}`;
  }
  if (entry.link !== void 0 && op.moveTo !== void 0) return moveLink(op, abs, entry, ctx, load3);
  const file = entry.link === void 0 ? entry : load3(editablePath(ctx, op.path), op.path);
  if (!file.doc)
    throw new EditError(
      `${op.path} does not exist (or was deleted earlier in this patch). No file was changed.`
    );
  const result2 = applyChunks(linesOf(file.doc), op.chunks, op.path);
  if (!result2.ok) throw new EditError(`${result2.message}
The patch was not applied; no file was changed.`);
  const doc = withLines(file.doc, result2.lines);
  if (op.moveTo === void 0) {
    Object.assign(file, { doc, changed: true });
    return `M ${op.path}`;
  }
  const { entry: dest } = destination(op.moveTo, file, ctx, load3);
  Object.assign(file, { doc: null, changed: true });
  Object.assign(dest, { doc, mode: file.mode, changed: true });
  return `R ${op.path} -> ${op.moveTo}`;
}
function own(ctx, given, load3) {
  const resolved = editablePath(ctx, given);
  const abs = path2.join(editablePath(ctx, path2.dirname(given)), path2.basename(given));
  if (abs !== resolved && inGitDir(path2.basename(abs)))
    throw new EditError(`Path ${JSON.stringify(given)} is protected (.git) and cannot be edited by tools.`);
  return { abs, entry: load3(abs, given) };
}
function destination(moveTo, source, ctx, load3) {
  const dest = own(ctx, moveTo, load3);
  if (dest.entry !== source && exists(dest.entry))
    throw new EditError(`*** Move to: ${moveTo} already exists; move to a new path. No file was changed.`);
  return dest;
}
function moveLink(op, abs, entry, ctx, load3) {
  if (op.chunks.length > 0)
    throw new EditError(
      `${op.path} is a symbolic link: *** Move to moves the link itself and cannot also change the file it points to. Move the link in one *** Update File section without hunks, and change the file in another. No file was changed.`
    );
  const text = entry.link;
  const { abs: destAbs, entry: dest } = destination(op.moveTo, entry, ctx, load3);
  const link = movedLinkText(text, path2.dirname(abs), path2.dirname(destAbs));
  Object.assign(entry, { doc: null, link: void 0, changed: true });
  Object.assign(dest, { doc: null, link, changed: true });
  return `R ${op.path} -> ${op.moveTo}`;
}
function movedLinkText(text, from, to) {
  if (path2.isAbsolute(text)) return text;
  const segments = text.split("/").filter((s) => s !== "" && s !== ".");
  const firstName = segments.findIndex((s) => s !== "..");
  if (firstName === -1 || !segments.slice(firstName).includes(".."))
    return path2.relative(to, path2.resolve(from, text)) || ".";
  const way = path2.relative(to, from);
  return way ? `${way}/${text}` : text;
}
function symlinkText(abs) {
  try {
    return lstatSync2(abs).isSymbolicLink() ? readlinkSync(abs) : void 0;
  } catch {
    return void 0;
  }
}
function refuseNested(plan, workspace) {
  for (const [abs, entry] of plan) {
    if (!exists(entry)) continue;
    for (let dir = path2.dirname(abs); dir.length > workspace.length; dir = path2.dirname(dir)) {
      const above = plan.get(dir);
      if (above && exists(above))
        throw new EditError(
          `${path2.relative(workspace, abs)} would be below ${path2.relative(workspace, dir)}, which this patch leaves as a file or link. No file was changed.`
        );
    }
  }
}
function snapshot(abs) {
  const link = symlinkText(abs);
  if (link !== void 0) return { link };
  const file = readRegularFile(abs, Number.POSITIVE_INFINITY, { decided: true });
  if ("bytes" in file) return { bytes: file.bytes };
  if (file.refused === "missing") return null;
  throw new EditError("A file the patch changes is no longer a regular file; nothing was changed.");
}
function commit(plan) {
  const bytes = new Map([...plan].map(([abs, e]) => [abs, e.changed && e.doc ? docBytes(e.doc) : null]));
  const done = [];
  try {
    for (const [abs, entry] of plan) {
      if (!entry.changed) continue;
      const before = snapshot(abs);
      done.push({ abs, before, mode: entry.mode });
      if (entry.doc) {
        if (before && "link" in before) unlinkAt(abs);
        writeFileAtomic(abs, bytes.get(abs) ?? docBytes(entry.doc), before ? void 0 : entry.mode);
        continue;
      }
      if (before) unlinkAt(abs);
      if (entry.link !== void 0) {
        const link = entry.link;
        makeParentsAt(abs);
        inDirectoryOf(abs, (at) => symlinkSync(link, at(path2.basename(abs))));
      }
    }
  } catch (err) {
    for (const { abs, before, mode } of done.reverse()) {
      try {
        const nowLink = symlinkText(abs) !== void 0;
        if (before && "bytes" in before) {
          if (nowLink) unlinkAt(abs);
          writeFileAtomic(abs, before.bytes, mode);
          continue;
        }
        if (nowLink || fileExists(abs)) unlinkAt(abs);
        if (before) inDirectoryOf(abs, (at) => symlinkSync(before.link, at(path2.basename(abs))));
      } catch {
      }
    }
    throw err;
  }
}
function unlinkAt(abs) {
  inDirectoryOf(abs, (at) => unlinkSync2(at(path2.basename(abs))));
}

// src/tools/followup-suggestions.ts
var SUGGEST = /<suggest(?:\s+mode\s*=\s*(?:"([^"]*)"|'([^']*)'))?\s*>([\s\S]*?)<\/suggest>/g;
var WRAPPER = /<\/?follow_up>/g;
function suggestTags(value) {
  if (typeof value !== "string" || !value.includes("<suggest")) return value;
  const found2 = [...value.matchAll(SUGGEST)];
  if (value.replace(SUGGEST, "").replace(WRAPPER, "").trim() !== "") return value;
  return found2.map(([, double, single, text = ""]) => {
    const mode = double ?? single;
    return mode ? { text: text.trim(), mode } : text.trim();
  });
}
var followUpParam = preprocess(
  suggestTags,
  array(
    union([
      string(),
      strictObject({
        text: string(),
        mode: string().nullable().optional().describe("A mode this answer would suit; answering never switches modes.")
      })
    ])
  ).max(4).default([])
).transform(
  (list) => list.map(
    (s) => typeof s === "string" ? { text: s } : { text: s.text, ...s.mode ? { mode: s.mode } : {} }
  )
);

// src/tools/ask-followup-question.ts
var askFollowupQuestionTool = defineTool({
  name: "ask_followup_question",
  group: "always",
  description: "Ask a clarifying question. This run is unattended: the answer comes from the policy, not a person, so ask only when you cannot proceed on a stated assumption.",
  params: strictObject({
    question: string().min(1),
    follow_up: followUpParam.describe("Up to 4 suggested answers, most likely first.")
  }),
  async execute({ question, follow_up }, ctx) {
    const answer = await ctx.run.answerFollowup(
      question,
      follow_up.map((s) => s.text)
    );
    if ("fail" in answer) return { ok: false, output: answer.fail };
    const picked = follow_up[0];
    const mode = picked?.mode && picked.text === answer.answer && picked.mode !== ctx.run.modeSlug ? `
The answer names mode "${picked.mode}"; the mode was not switched. Call switch_mode to change it.` : "";
    return { ok: true, output: `<answer>
${answer.answer}
</answer>${mode}` };
  }
});

// src/tools/browser-action.ts
var ACTIONS = [
  "launch",
  "click",
  "hover",
  "type",
  "scroll_down",
  "scroll_up",
  "resize",
  "screenshot",
  "close"
];
var PAIR = /^\s*(\d{1,5})\s*,\s*(\d{1,5})\s*$/;
var MAX_SIZE = 4096;
var NEEDS = {
  launch: "url",
  click: "coordinate",
  hover: "coordinate",
  type: "text",
  resize: "size"
};
var params2 = strictObject({
  action: _enum(ACTIONS).describe("What to do; start with launch, end with close."),
  url: string().optional().describe("For launch: the URL to open, e.g. http://localhost:3000."),
  coordinate: string().regex(PAIR, 'expected "x,y" in pixels, e.g. "450,300"').optional().describe('For click and hover: "x,y" in pixels within the viewport, from the latest screenshot.'),
  size: string().regex(PAIR, 'expected "width,height" in pixels, e.g. "1280,800"').optional().describe('For resize: "width,height" in pixels.'),
  text: string().optional().describe("For type: the text to type into the focused element.")
}).superRefine((args, ctx) => {
  const needed = NEEDS[args.action];
  if (needed && args[needed] === void 0)
    ctx.addIssue({ code: "custom", path: [needed], message: `action "${args.action}" needs ${needed}` });
});
function pair(text) {
  const m = PAIR.exec(text);
  return [Number(m?.[1]), Number(m?.[2])];
}
var browserActionTool = defineTool({
  name: "browser_action",
  group: "browser",
  description: 'Drive a headless Chromium to check a web page, one action per call. Every action but close returns a screenshot of the page and the console output since the previous action. Start with launch (url), end with close. click and hover take coordinate "x,y" from the latest screenshot (aim at the centre of the element); type types text into the focused element; scroll_down and scroll_up move one page; resize takes size "width,height"; screenshot only looks. The viewport starts at 900x600. The policy allows only some hosts (loopback by default): requests elsewhere are blocked and recorded. A server the page needs must already be running.',
  params: params2,
  access: ({ action, url }) => [
    { kind: "browser", ...action === "launch" && url !== void 0 ? { url } : {} }
  ],
  async execute(args, ctx) {
    const browser = ctx.browser;
    if (!browser) return { ok: false, output: "No browser is available in this run." };
    try {
      if (args.action === "close") {
        const closed = await browser.close("action");
        return withEvents(browser, {
          ok: true,
          output: closed ? "The browser is closed." : "The browser was not open."
        });
      }
      const outcome = await act(browser, args, ctx.signal);
      return withEvents(browser, {
        ok: true,
        output: describe(args, outcome),
        ...outcome.screenshot ? { images: [outcome.screenshot] } : {}
      });
    } catch (err) {
      return withEvents(browser, {
        ok: false,
        output: `browser_action ${args.action} failed: ${err.message}`
      });
    }
  }
});
function act(browser, args, signal) {
  switch (args.action) {
    case "launch":
      return browser.launch(args.url ?? "", signal);
    case "click":
    case "hover": {
      const [x, y] = pair(args.coordinate ?? "");
      return args.action === "click" ? browser.click(x, y, signal) : browser.hover(x, y, signal);
    }
    case "type":
      return browser.type(args.text ?? "", signal);
    case "scroll_down":
    case "scroll_up":
      return browser.scroll(args.action === "scroll_down" ? "down" : "up", signal);
    case "resize": {
      const [width, height] = pair(args.size ?? "");
      if (width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE)
        throw new Error(`size must be between 1,1 and ${MAX_SIZE},${MAX_SIZE}`);
      return browser.resize({ width, height }, signal);
    }
    default:
      return browser.screenshot(signal);
  }
}
function describe(args, outcome) {
  const lines = [`Page: ${outcome.url}`];
  if (outcome.screenshot) lines.push(`Screenshot: ${outcome.screenshot.path} (attached)`);
  lines.push(outcome.logs.length ? `Console:
${outcome.logs.join("\n")}` : "Console: (nothing new)");
  return `${args.action} done.
${lines.join("\n")}`;
}
var withEvents = (browser, result2) => {
  const events = browser.takeEvents();
  return events.length ? { ...result2, events } : result2;
};

// src/tools/attempt-completion.ts
var DESCRIPTION = "Finish the task. Call it once the work is done and verified; `result` is the final summary for the pull request. The run ends after this call.";
var result = string().min(1).describe("What was done, for the reviewer. No questions: no human will answer.");
var attemptCompletionTool = defineTool({
  name: "attempt_completion",
  group: "always",
  description: DESCRIPTION,
  params: strictObject({ result }),
  execute: ({ result: result2 }) => Promise.resolve({ ok: true, output: "Task completed.", completion: result2 })
});
function structuredCompletionTool(schema) {
  const { $schema: _draft, ...resultSchema } = schema;
  const tool = defineTool({
    name: "attempt_completion",
    group: "always",
    description: `${DESCRIPTION} This task also needs \`result_json\`: a JSON value matching its schema.`,
    params: strictObject({ result, result_json: unknown().optional() }),
    execute: ({ result: result2, result_json }) => Promise.resolve({
      ok: true,
      output: "Task completed.",
      completion: result2,
      ...result_json !== void 0 ? { resultJson: result_json } : {}
    })
  });
  const { $schema: _zodDraft, ...resultParam } = toJSONSchema(result);
  const inputSchema = {
    type: "object",
    properties: {
      result: resultParam,
      result_json: { ...resultSchema, description: "The structured result; required for the task." }
    },
    required: ["result", "result_json"],
    additionalProperties: false
  };
  return Object.assign(tool, { inputSchema });
}

// src/tools/codebase-search/files.ts
import { createHash } from "node:crypto";
import { statSync as statSync2 } from "node:fs";
import path6 from "node:path";

// src/tools/code-definitions/grammars.ts
import { readFileSync } from "node:fs";

// src/tools/code-definitions/extract.ts
var MAX_LINE_CHARS = 200;
function extractDefinitions(root, spec, lines) {
  const found2 = [];
  const visit = (node) => {
    for (const child of node.namedChildren) {
      if (!child) continue;
      const type = child.type;
      if (spec.definitions.has(type) && (spec.accept?.[type]?.(child) ?? true)) {
        const start = child.startPosition.row;
        found2.push({
          startLine: start + 1,
          endLine: child.endPosition.row + 1,
          text: (lines[start] ?? "").trimEnd().slice(0, MAX_LINE_CHARS)
        });
        if (spec.containers.has(type)) visit(child.childForFieldName("body") ?? child);
      } else if (spec.through.has(type)) {
        visit(child);
      }
    }
  };
  visit(root);
  return found2;
}
function formatDefinitions(rel, definitions) {
  return [`# ${rel}`, ...definitions.map((d) => `${d.startLine}--${d.endLine} | ${d.text}`)].join("\n");
}

// src/tools/code-definitions/grammars.ts
var loaded = /* @__PURE__ */ new Map();
function parserFor(spec) {
  let parser = loaded.get(spec.wasm.file);
  if (!parser) {
    parser = load(spec).catch((err) => {
      loaded.delete(spec.wasm.file);
      throw err;
    });
    loaded.set(spec.wasm.file, parser);
  }
  return parser;
}
async function load(spec) {
  await initTreeSitter();
  const { Language, Parser } = await import("./web-tree-sitter-PYYYAHLA.js");
  const language = await Language.load(readFileSync(requireAsset(spec.wasm.file, spec.wasm.specifier)));
  const parser = new Parser();
  parser.setLanguage(language);
  return parser;
}
async function definitionsIn(source, spec, rel, shown2 = source) {
  const parser = await parserFor(spec);
  const tree = parser.parse(source);
  if (!tree) throw new Error(`tree-sitter returned no tree for ${rel}`);
  try {
    return extractDefinitions(tree.rootNode, spec, shown2.split("\n"));
  } finally {
    tree.delete();
  }
}

// src/tools/fs/binary.ts
var BINARY_SNIFF_BYTES = 8192;
function binaryOffset(head) {
  const limit = Math.min(head.length, BINARY_SNIFF_BYTES);
  const at = head.indexOf(0);
  return at !== -1 && at < limit ? at : -1;
}

// src/tools/fs/walk.ts
import { closeSync as closeSync2, constants as constants2, openSync as openSync2, readdirSync, readlinkSync as readlinkSync2 } from "node:fs";
import path4 from "node:path";

// src/tools/fs/gitignore-matcher.ts
var import_picomatch = __toESM(require_picomatch(), 1);
function compileRule(line) {
  const negative = line.startsWith("!");
  let body = negative ? line.slice(1) : line;
  const dirOnly = body.endsWith("/");
  if (dirOnly) body = body.replace(/\/+$/, "");
  const onName = !body.includes("/");
  if (!onName) body = body.replace(/^\//, "");
  const re = import_picomatch.default.makeRe(body, { dot: true, nobrace: true, noextglob: true });
  return { negative, dirOnly, onName, re };
}
function isIgnored(rules, rel, name, isDir2) {
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i];
    if (rule.dirOnly && !isDir2) continue;
    if (rule.re.test(rule.onName ? name : rel)) return !rule.negative;
  }
  return false;
}

// src/tools/fs/ignore-rules.ts
import path3 from "node:path";
var MAX_IGNORE_FILE_BYTES = 1024 * 1024;
var MAX_IGNORE_RULES = 1e3;
function rebasePattern(raw, dir) {
  const line = raw.replace(/(?<!\\) +$/, "");
  if (line === "" || line.startsWith("#")) return void 0;
  if (dir === "") return line;
  const negated = line.startsWith("!");
  const body = negated ? line.slice(1) : line;
  const anchored = body.replace(/\/+$/, "").includes("/");
  const rebased = anchored ? `${dir}/${body.replace(/^\//, "")}` : `${dir}/**/${body}`;
  return negated ? `!${rebased}` : rebased;
}
function ancestorRules(workspace, startRel) {
  const rules = readRules(path3.join(workspace, ".git", "info", "exclude"), "");
  const parts = startRel === "." ? [] : startRel.split("/");
  for (let depth = 0; depth < parts.length; depth++) {
    const dir = parts.slice(0, depth).join("/");
    rules.push(...readRules(path3.join(workspace, dir, ".gitignore"), dir));
  }
  return rules.slice(0, MAX_IGNORE_RULES);
}
function readRules(file, dir) {
  let text;
  try {
    const read = readRegularFile(file, MAX_IGNORE_FILE_BYTES);
    if (!("bytes" in read)) return [];
    text = read.bytes.toString("utf8");
  } catch {
    return [];
  }
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    const rule = rebasePattern(line, dir);
    if (rule !== void 0) rules.push(rule);
    if (rules.length >= MAX_IGNORE_RULES) break;
  }
  return rules;
}

// src/tools/fs/walk.ts
function walk(workspace, startRel, options) {
  const stack = [
    {
      rel: startRel === "." ? "" : startRel,
      depth: 1,
      rules: ancestorRules(workspace, startRel).map(compileRule)
    }
  ];
  while (stack.length) {
    const { rel: dirRel, depth, rules: inherited } = stack.pop();
    const dirAbs = path4.join(workspace, dirRel);
    const listed = openDirectoryAt(dirAbs);
    if (!listed) continue;
    try {
      const { dirents, at } = listed;
      const own2 = dirents.some((d) => d.name === ".gitignore") ? readRules(at(".gitignore"), dirRel) : [];
      const room = MAX_IGNORE_RULES - inherited.length;
      const rules = own2.length && room > 0 ? [...inherited, ...own2.slice(0, room).map(compileRule)] : inherited;
      for (const d of dirents) {
        if (d.name.toLowerCase() === ".git") continue;
        const rel = dirRel ? `${dirRel}/${d.name}` : d.name;
        const kind = d.isDirectory() ? "dir" : d.isFile() ? "file" : d.isSymbolicLink() ? "link" : "other";
        if (rules.length && isIgnored(rules, rel, d.name, kind === "dir")) continue;
        if (options.visit({ rel, kind, depth }, at(d.name)) === false) return;
        if (kind === "dir" && options.recursive) stack.push({ rel, depth: depth + 1, rules });
      }
    } finally {
      listed.close();
    }
  }
}
function openDirectoryAt(abs) {
  let fd;
  try {
    fd = openSync2(abs, constants2.O_RDONLY | constants2.O_DIRECTORY | constants2.O_NOFOLLOW);
  } catch {
    return void 0;
  }
  const close = () => closeSync2(fd);
  try {
    const opened = `/proc/self/fd/${fd}`;
    let actual;
    try {
      actual = readlinkSync2(opened);
    } catch {
      return { dirents: readdirSync(abs, { withFileTypes: true }), at: (n) => path4.join(abs, n), close };
    }
    if (actual !== abs) throw new Error("replaced");
    return { dirents: readdirSync(opened, { withFileTypes: true }), at: (n) => `${opened}/${n}`, close };
  } catch {
    close();
    return void 0;
  }
}

// src/tools/list-code-definition-names.ts
import path5 from "node:path";

// src/tools/code-definitions/languages.ts
var vscode = (name) => ({
  file: `grammars/tree-sitter-${name}.wasm`,
  specifier: `@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`
});
var set = (...types) => new Set(types);
var isConst = (node) => node.firstChild?.type === "const";
var upperCaseTarget = (node) => {
  const assignment = node.type === "assignment" ? node : node.firstNamedChild;
  const left = assignment?.type === "assignment" ? assignment.childForFieldName("left") : null;
  return !!left && /^[A-Z][A-Z0-9_]*$/.test(left.text);
};
var ecmascript = {
  definitions: set(
    "function_declaration",
    "generator_function_declaration",
    "class_declaration",
    "abstract_class_declaration",
    "method_definition",
    "lexical_declaration",
    "interface_declaration",
    "type_alias_declaration",
    "enum_declaration",
    "internal_module",
    "abstract_method_signature"
  ),
  containers: set("class_declaration", "abstract_class_declaration", "internal_module"),
  through: set(
    "export_statement",
    "class_body",
    "statement_block",
    "ambient_declaration",
    "expression_statement"
  ),
  accept: { lexical_declaration: isConst }
};
var c = {
  definitions: set(
    "function_definition",
    "struct_specifier",
    "enum_specifier",
    "union_specifier",
    "type_definition"
  ),
  containers: set(),
  through: set("declaration", "linkage_specification", "declaration_list")
};
var cpp = {
  definitions: set(...c.definitions, "class_specifier", "field_declaration", "alias_declaration"),
  containers: set("class_specifier", "struct_specifier"),
  // Namespaces are looked through: their classes are top-level, with their members listed.
  through: set(...c.through, "template_declaration", "field_declaration_list", "namespace_definition"),
  // A field is recorded only when it declares a method (not a data member).
  accept: {
    field_declaration: (node) => node.childForFieldName("declarator")?.type === "function_declarator"
  }
};
var LANGUAGES = (() => {
  const typescript = { wasm: vscode("typescript"), ...ecmascript };
  const byName = {
    typescript: [typescript, [".ts", ".mts", ".cts"]],
    tsx: [{ ...typescript, wasm: vscode("tsx") }, [".tsx"]],
    javascript: [{ wasm: vscode("javascript"), ...ecmascript }, [".js", ".mjs", ".cjs", ".jsx"]],
    python: [
      {
        wasm: vscode("python"),
        definitions: set("function_definition", "class_definition", "expression_statement"),
        containers: set("class_definition"),
        through: set("decorated_definition", "block"),
        accept: { expression_statement: upperCaseTarget }
      },
      [".py", ".pyi"]
    ],
    go: [
      {
        wasm: vscode("go"),
        definitions: set(
          "function_declaration",
          "method_declaration",
          "type_declaration",
          "const_declaration"
        ),
        containers: set(),
        through: set()
      },
      [".go"]
    ],
    rust: [
      {
        wasm: vscode("rust"),
        definitions: set(
          "function_item",
          "struct_item",
          "enum_item",
          "union_item",
          "trait_item",
          "impl_item",
          "mod_item",
          "type_item",
          "const_item",
          "static_item",
          "macro_definition",
          "function_signature_item"
        ),
        containers: set("impl_item", "trait_item", "mod_item"),
        through: set("declaration_list")
      },
      [".rs"]
    ],
    java: [
      {
        wasm: vscode("java"),
        definitions: set(
          "class_declaration",
          "interface_declaration",
          "enum_declaration",
          "record_declaration",
          "annotation_type_declaration",
          "method_declaration",
          "constructor_declaration"
        ),
        containers: set(
          "class_declaration",
          "interface_declaration",
          "enum_declaration",
          "record_declaration"
        ),
        through: set("class_body", "interface_body", "enum_body", "enum_body_declarations")
      },
      [".java"]
    ],
    c: [
      { wasm: { file: "grammars/tree-sitter-c.wasm", specifier: "tree-sitter-c/tree-sitter-c.wasm" }, ...c },
      [".c", ".h"]
    ],
    cpp: [{ wasm: vscode("cpp"), ...cpp }, [".cc", ".cpp", ".cxx", ".hh", ".hpp", ".hxx"]],
    csharp: [
      {
        wasm: vscode("c-sharp"),
        definitions: set(
          "class_declaration",
          "interface_declaration",
          "struct_declaration",
          "enum_declaration",
          "record_declaration",
          "delegate_declaration",
          "method_declaration",
          "constructor_declaration",
          "property_declaration"
        ),
        containers: set(
          "class_declaration",
          "interface_declaration",
          "struct_declaration",
          "record_declaration"
        ),
        through: set("namespace_declaration", "file_scoped_namespace_declaration", "declaration_list")
      },
      [".cs"]
    ],
    ruby: [
      {
        wasm: vscode("ruby"),
        definitions: set("class", "module", "method", "singleton_method", "assignment"),
        containers: set("class", "module"),
        through: set("body_statement"),
        accept: { assignment: upperCaseTarget }
      },
      [".rb"]
    ],
    php: [
      {
        wasm: vscode("php"),
        definitions: set(
          "function_definition",
          "class_declaration",
          "interface_declaration",
          "trait_declaration",
          "enum_declaration",
          "method_declaration",
          "const_declaration"
        ),
        containers: set(
          "class_declaration",
          "interface_declaration",
          "trait_declaration",
          "enum_declaration"
        ),
        through: set(
          "declaration_list",
          "enum_declaration_list",
          "namespace_definition",
          "compound_statement"
        )
      },
      [".php"]
    ],
    bash: [
      {
        // The file the shell analyzer already ships beside the bundle.
        wasm: { file: "tree-sitter-bash.wasm", specifier: "tree-sitter-bash/tree-sitter-bash.wasm" },
        definitions: set("function_definition"),
        containers: set(),
        through: set()
      },
      [".sh", ".bash"]
    ]
  };
  const map = /* @__PURE__ */ new Map();
  for (const [spec, extensions] of Object.values(byName)) for (const ext of extensions) map.set(ext, spec);
  return map;
})();

// src/tools/list-code-definition-names.ts
var DEFINITION_FILES_LIMIT = 50;
var MAX_FILE_BYTES = 1e6;
var languageOf = (rel) => LANGUAGES.get(path5.extname(rel).toLowerCase());
async function outline(abs, rel, spec, redact) {
  const file = readRegularFile(abs, MAX_FILE_BYTES, { decided: true });
  if (!("bytes" in file)) return void 0;
  const source = file.bytes.toString("utf8");
  const definitions = await definitionsIn(source, spec, rel, redact(source));
  return definitions.length ? formatDefinitions(rel, definitions) : void 0;
}
var listCodeDefinitionNamesTool = defineTool({
  name: "list_code_definition_names",
  group: "read",
  description: 'Outline source code: the top-level and class-level definitions (classes, functions, methods, types, interfaces, constants) of one file, or of the files directly inside a directory, each as "start--end | first line" with 1-based line numbers. Languages: TypeScript/TSX, JavaScript, Python, Go, Rust, Java, C, C++, C#, Ruby, PHP, Bash.',
  params: strictObject({
    path: string().describe("File or directory relative to the workspace root.")
  }),
  access: ({ path: given }) => [{ kind: "read", path: given }],
  execute: ({ path: given }, ctx) => refusalsAsResults(async () => {
    const { abs, rel } = resolveInside(ctx.workspace, given);
    const stat2 = statAt(abs);
    if (!stat2) throw new ToolInputError(`path not found: ${rel}`);
    if (stat2.isFile()) {
      const spec = languageOf(rel);
      if (!spec)
        throw new ToolInputError(
          `${rel}: unsupported file type (supported: ${[...LANGUAGES.keys()].join(" ")})`
        );
      if (stat2.size > MAX_FILE_BYTES)
        throw new ToolInputError(`${rel} is over ${MAX_FILE_BYTES} bytes; read parts of it with read_file`);
      return {
        ok: true,
        output: await outline(abs, rel, spec, (t) => ctx.redact(t)) ?? `No source code definitions found in ${rel}.`
      };
    }
    if (!stat2.isDirectory()) throw new ToolInputError(`${rel} is neither a file nor a directory`);
    const files = [];
    walk(ctx.workspace, rel, {
      recursive: false,
      visit: (e) => void (e.kind === "file" && languageOf(e.rel) && ctx.readable(e.rel) && files.push(e.rel))
    });
    files.sort();
    const parts = [];
    for (const file of files.slice(0, DEFINITION_FILES_LIMIT)) {
      const part = await outline(
        path5.join(ctx.workspace, file),
        file,
        languageOf(file),
        (t) => ctx.redact(t)
      ).catch((err) => {
        if (err instanceof ToolInputError) return void 0;
        throw err;
      });
      if (part) parts.push(part);
    }
    if (files.length > DEFINITION_FILES_LIMIT)
      parts.push(
        `[${files.length - DEFINITION_FILES_LIMIT} more source files left out; outline them one by one.]`
      );
    return {
      ok: true,
      output: parts.length ? parts.join("\n\n") : `No source code definitions found in ${rel}.`
    };
  })
});

// src/tools/codebase-search/chunk.ts
var MAX_CHUNK_LINES = 60;
function chunkLines(lines, definitions = []) {
  const pieces = split(lines.length, definitions).flatMap(windows);
  const merged = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && piece.end - last.start < MAX_CHUNK_LINES) last.end = piece.end;
    else merged.push({ ...piece });
  }
  return merged.filter((r) => hasWords(lines, r));
}
function split(lineCount, definitions) {
  const pieces = [];
  let next = 1;
  const sorted = [...definitions].sort((a, b) => a.startLine - b.startLine || b.endLine - a.endLine);
  for (const [i, def] of sorted.entries()) {
    const start = Math.max(def.startLine, next);
    if (def.endLine < start) continue;
    if (start > next) pieces.push({ start: next, end: start - 1 });
    const member = sorted[i + 1];
    const end = member && member.startLine > start && member.startLine <= def.endLine ? member.startLine - 1 : def.endLine;
    pieces.push({ start, end: Math.min(end, lineCount) });
    next = Math.min(end, lineCount) + 1;
  }
  if (next <= lineCount) pieces.push({ start: next, end: lineCount });
  return pieces.filter((p) => p.end >= p.start);
}
function windows(range) {
  const out = [];
  for (let start = range.start; start <= range.end; start += MAX_CHUNK_LINES)
    out.push({ start, end: Math.min(range.end, start + MAX_CHUNK_LINES - 1) });
  return out;
}
function hasWords(lines, range) {
  for (let i = range.start - 1; i < range.end; i++) if (/[\p{L}\p{N}]/u.test(lines[i] ?? "")) return true;
  return false;
}

// src/tools/codebase-search/files.ts
function indexableFiles(workspace, readable, skipDirs, maxFiles) {
  const skip = new Set(
    skipDirs.map((d) => path6.relative(workspace, d).split(path6.sep).join("/")).filter((rel) => rel && !rel.startsWith("..") && !path6.isAbsolute(rel))
  );
  const skipped = (rel) => [...skip].some((dir) => rel.startsWith(`${dir}/`));
  const files = /* @__PURE__ */ new Map();
  let complete = true;
  walk(workspace, ".", {
    recursive: true,
    visit: (e) => {
      if (e.kind !== "file" || !readable(e.rel) || skipped(e.rel)) return;
      if (files.size >= maxFiles) return complete = false;
      try {
        const stat2 = statSync2(path6.join(workspace, e.rel));
        if (stat2.size <= MAX_FILE_BYTES) files.set(e.rel, { size: stat2.size, mtimeMs: stat2.mtimeMs });
      } catch {
      }
    }
  });
  return { files, complete };
}
async function readChunks(workspace, rel) {
  const buf = readInside(workspace, rel);
  if (!buf || binaryOffset(buf) !== -1) return void 0;
  const text = buf.toString("utf8");
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  const spec = lines.length > MAX_CHUNK_LINES ? languageOf(rel) : void 0;
  const definitions = spec ? await definitionsIn(text, spec, rel) : [];
  return chunkLines(lines, definitions).map((r) => ({
    ...r,
    text: lines.slice(r.start - 1, r.end).join("\n")
  }));
}
function readInside(workspace, rel) {
  try {
    const file = readRegularFile(path6.join(workspace, rel), MAX_FILE_BYTES, { decided: true });
    return "bytes" in file ? file.bytes : void 0;
  } catch {
    return void 0;
  }
}
var sha256 = (text) => createHash("sha256").update(text).digest("hex");

// src/tools/codebase-search/fuse.ts
var RRF_K = 60;
function fuseRankings(rankings) {
  const scores = /* @__PURE__ */ new Map();
  for (const ranking of rankings)
    ranking.forEach((id, i) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + i + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}

// src/tools/codebase-search/tokenize.ts
var WORD = /[\p{L}\p{N}_$]+(?:-[\p{L}\p{N}_$]+)*/gu;
var ASCII_WORD = /[A-Za-z0-9_$]+(?:-[A-Za-z0-9_$]+)*/g;
var PARTS = new RegExp("\\p{Lu}+(?!\\p{Ll})|\\p{Lu}?\\p{Ll}+|\\p{N}+|\\p{L}+", "gu");
var ASCII_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;
var ASCII = /^[\u0000-\u007f]*$/;
var MIN_TERM = 2;
function tokenize(text) {
  const ascii = ASCII.test(text);
  const words = ascii ? ASCII_WORD : WORD;
  const parts = ascii ? ASCII_PARTS : PARTS;
  const terms = [];
  for (const [word] of text.matchAll(words)) {
    if (/^[a-z]+$/.test(word)) {
      if (word.length >= MIN_TERM) terms.push(word);
      continue;
    }
    const pieces = word.match(parts) ?? [];
    if ((pieces.length !== 1 || pieces[0] !== word) && word.length >= MIN_TERM)
      terms.push(word.toLowerCase());
    for (const piece of pieces)
      if (piece.length >= MIN_TERM || piece >= "0" && piece <= "9") terms.push(piece.toLowerCase());
  }
  return terms;
}
var MAX_TERM_COUNT = 3;
function cappedTerms(text) {
  const counts = /* @__PURE__ */ new Map();
  for (const term of tokenize(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const capped = [];
  for (const [term, n] of counts) for (let i = 0; i < Math.min(n, MAX_TERM_COUNT); i++) capped.push(term);
  return { distinct: [...counts.keys()], capped };
}

// src/tools/codebase-search/code-index.ts
var MAX_INDEXED_FILES = 1e5;
var MAX_INDEXED_TERMS = 5e5;
var FUSION_DEPTH = 50;
var COMMON_SHARE = 0.25;
var MIN_COMMON_CHUNKS = 1e3;
var splitTerms = (joined) => joined.split(" ");
var CodeIndex = class _CodeIndex {
  constructor(options, lexical) {
    this.options = options;
    this.lexical = lexical;
  }
  options;
  lexical;
  #files = /* @__PURE__ */ new Map();
  #chunks = /* @__PURE__ */ new Map();
  /** Chunks holding each term: what decides which query terms are too common to score. */
  #documentFrequency = /* @__PURE__ */ new Map();
  #nextId = 0;
  /** false when the last refresh stopped at maxFiles. */
  complete = true;
  static async create(options) {
    const { default: MiniSearchClass } = await import("./es-5ZP22N7P.js");
    const lexical = new MiniSearchClass({
      fields: ["path", "text"],
      tokenize: splitTerms,
      processTerm: (term) => term || null,
      // tokenize already lower-cased them
      searchOptions: { tokenize: splitTerms, processTerm: (term) => term || null, boost: { path: 0.5 } }
    });
    return new _CodeIndex(options, lexical);
  }
  get chunkCount() {
    return this.#chunks.size;
  }
  get fileCount() {
    return this.#files.size;
  }
  /** Brings the index up to date with the tree: new, changed and deleted files. */
  async refresh(signal, usage) {
    const { workspace, readable, skipDirs, semantic } = this.options;
    const { files: now, complete } = indexableFiles(
      workspace,
      readable,
      skipDirs,
      this.options.maxFiles ?? MAX_INDEXED_FILES
    );
    this.complete = complete;
    for (const [rel, entry] of this.#files) {
      const stamp = now.get(rel);
      if (!stamp || stamp.size !== entry.stamp.size || stamp.mtimeMs !== entry.stamp.mtimeMs)
        await this.#drop(rel);
    }
    const added = [];
    for (const [rel, stamp] of now) {
      if (this.#files.has(rel)) continue;
      if (signal.aborted) throw signal.reason;
      if (this.#documentFrequency.size >= MAX_INDEXED_TERMS) {
        this.complete = false;
        break;
      }
      let chunks;
      try {
        chunks = await readChunks(workspace, rel);
      } catch {
        continue;
      }
      const ids = [];
      for (const chunk2 of chunks ?? []) {
        const id = this.#nextId++;
        ids.push(id);
        const { distinct, capped } = cappedTerms(chunk2.text);
        for (const term of distinct)
          this.#documentFrequency.set(term, (this.#documentFrequency.get(term) ?? 0) + 1);
        this.#chunks.set(id, { path: rel, start: chunk2.start, end: chunk2.end, terms: distinct });
        this.lexical.add({ id, path: tokenize(rel).join(" "), text: capped.join(" ") });
        if (semantic) added.push({ id, hash: sha256(chunk2.text), text: chunk2.text });
      }
      this.#files.set(rel, { stamp, ids });
    }
    if (semantic && added.length) await semantic.add(added, signal, usage);
  }
  /**
   * Chunks for a query, best first, within `under` (a workspace-relative directory or file, "."
   * for all). Lexical only: BM25 scores; with vectors: reciprocal-rank-fusion scores.
   */
  async search(query, under, limit, signal, usage) {
    const inScope = (id) => {
      const p = this.#chunks.get(id)?.path;
      return p !== void 0 && (under === "." || p === under || p.startsWith(`${under}/`));
    };
    const lexical = this.lexical.search(this.#lexicalQuery(query), { filter: (r) => inScope(r.id) }).slice(0, FUSION_DEPTH).map((r) => ({ id: r.id, score: r.score }));
    const { semantic } = this.options;
    let ranked = lexical;
    if (semantic) {
      const nearest = (await semantic.search(query, FUSION_DEPTH * 4, signal, usage)).filter(inScope);
      ranked = fuseRankings([lexical.map((r) => r.id), nearest.slice(0, FUSION_DEPTH)]);
    }
    return ranked.slice(0, limit).map(({ id, score }) => {
      const { path: path20, start, end } = this.#chunks.get(id);
      return { path: path20, start, end, score };
    });
  }
  /**
   * The query's terms as one MiniSearch OR-query: terms too common to rank dropped (see
   * COMMON_SHARE), and prefix matching only for a term no chunk holds as a whole word, so
   * "retry" still finds `retrying` without "value" expanding to every `value0\u2026value99`.
   */
  #lexicalQuery(query) {
    const df = (t) => this.#documentFrequency.get(t) ?? 0;
    const terms = [...new Set(tokenize(query))].sort((a, b) => df(a) - df(b));
    const common = Math.max(this.#chunks.size * COMMON_SHARE, MIN_COMMON_CHUNKS);
    const kept = terms.filter((t) => df(t) <= common);
    const rarestCommon = terms.find((t) => df(t) > common);
    if (rarestCommon && !kept.some((t) => df(t) > 0)) kept.push(rarestCommon);
    return {
      combineWith: "OR",
      queries: kept.map((t) => ({ queries: [t], prefix: df(t) === 0 && t.length >= 3 }))
    };
  }
  async #drop(rel) {
    const entry = this.#files.get(rel);
    if (!entry) return;
    for (const id of entry.ids) {
      for (const term of this.#chunks.get(id)?.terms ?? []) {
        const n = (this.#documentFrequency.get(term) ?? 1) - 1;
        if (n > 0) this.#documentFrequency.set(term, n);
        else this.#documentFrequency.delete(term);
      }
      this.lexical.discard(id);
      this.#chunks.delete(id);
    }
    await this.options.semantic?.remove(entry.ids);
    this.#files.delete(rel);
  }
};

// src/tools/codebase-search/embedder.ts
var BATCH = 64;
var MAX_EMBED_CHARS = 8e3;
var Embedder = class {
  constructor(endpoint) {
    this.endpoint = endpoint;
  }
  endpoint;
  #client;
  async embed(texts, signal, usage) {
    const client = await (this.#client ??= import("./openai-UIGPYK7Q.js").then(
      ({ default: SDK }) => (
        // As the model's requests: no redirect followed (the chunks would go to wherever it
        // points), no body read past the bound.
        new SDK({
          apiKey: this.endpoint.apiKey,
          baseURL: this.endpoint.baseUrl,
          maxRetries: 2,
          fetch: guardedFetch("embeddings")
        })
      )
    ));
    const vectors = [];
    for (let i = 0; i < texts.length; i += BATCH) {
      const input = texts.slice(i, i + BATCH).map((t) => t.slice(0, MAX_EMBED_CHARS));
      let response;
      try {
        response = await client.embeddings.create(
          { model: this.endpoint.model, input, encoding_format: "float" },
          { signal }
        );
      } catch (err) {
        throw new EmbeddingsError(this.#describe(err));
      }
      usage.requests += 1;
      usage.inputs += input.length;
      usage.tokens += tokenCount(response.usage?.prompt_tokens);
      const byIndex = embeddingsOf(response).sort((a, b) => a.index - b.index);
      if (byIndex.length !== input.length)
        throw new EmbeddingsError(
          `the server returned ${byIndex.length} embeddings for ${input.length} inputs`
        );
      for (const d of byIndex) vectors.push(Float32Array.from(d.embedding));
    }
    return vectors;
  }
  /** The SDK's message without the key, with a hint naming the variable on 401/403. */
  #describe(err) {
    const status = err.status;
    const message = status !== void 0 && status >= 300 && status < 400 ? `it answered with a redirect (HTTP ${status}), which is not followed: set the embeddings base URL to the one that answers the API itself` : (err.message ?? String(err)).split(this.endpoint.apiKey).join("***");
    const hint = (status === 401 || status === 403) && this.endpoint.keyVar ? ` (check ${this.endpoint.keyVar})` : "";
    return `embeddings request to ${new URL(this.endpoint.baseUrl).host} failed: ${message}${hint}`;
  }
};
function embeddingsOf(response) {
  const data = response?.data;
  const valid = Array.isArray(data) && data.every(
    (d) => typeof d?.index === "number" && Array.isArray(d.embedding) && d.embedding.every((x) => typeof x === "number")
  );
  if (!valid)
    throw new EmbeddingsError(
      "the server answered with no list of embeddings (data[].index, data[].embedding)"
    );
  return [...data];
}
var EmbeddingsError = class extends Error {
  name = "EmbeddingsError";
};

// src/tools/fs/lines.ts
import { closeSync as closeSync3, constants as constants3, openSync as openSync3, readSync } from "node:fs";
var CHUNK_BYTES = 64 * 1024;
var MAX_SCAN_BYTES = 1024 * 1024 * 1024;
var NEWLINE = 10;
var chunk = Buffer.allocUnsafe(CHUNK_BYTES);
function scanLines(file, visit, options = {}) {
  const fd = (options.decided ? openAt : openSync3)(file, constants3.O_RDONLY | constants3.O_NONBLOCK);
  try {
    return scanOpenLines(fd, visit, options);
  } finally {
    closeSync3(fd);
  }
}
function scanOpenLines(fd, visit, options = {}) {
  const maxLineBytes = options.maxLineBytes ?? Number.POSITIVE_INFINITY;
  const maxScanBytes = options.maxScanBytes ?? Number.POSITIVE_INFINITY;
  let scanned = 0;
  let carry = [];
  let kept = 0;
  let bytes = 0;
  let n = 0;
  let first = true;
  const keep = (piece) => {
    bytes += piece.length;
    if (kept >= maxLineBytes) return;
    const part = piece.subarray(0, maxLineBytes - kept);
    carry.push(Buffer.from(part));
    kept += part.length;
  };
  const emit = (last) => {
    const whole = bytes + last.length;
    const room = Math.max(0, maxLineBytes - kept);
    const line = carry.length ? Buffer.concat([...carry, last.subarray(0, room)]) : last;
    carry = [];
    kept = 0;
    bytes = 0;
    return visit(line.length > maxLineBytes ? line.subarray(0, maxLineBytes) : line, ++n, whole);
  };
  for (; ; ) {
    const got = readSync(fd, chunk, 0, CHUNK_BYTES, null);
    if (got === 0) break;
    const data = chunk.subarray(0, got);
    if (first && options.refuseBinary) {
      const at = binaryOffset(data);
      if (at !== -1) return { binaryAt: at };
    }
    first = false;
    let start = 0;
    for (let nl = data.indexOf(NEWLINE); nl !== -1; nl = data.indexOf(NEWLINE, start)) {
      const piece = data.subarray(start, nl);
      start = nl + 1;
      if (!emit(piece)) return { lines: n, stopped: true };
    }
    if (start < got) keep(data.subarray(start));
    scanned += got;
    if (scanned >= maxScanBytes) return { lines: n, stopped: true, limited: true };
  }
  if (carry.length && !emit(Buffer.alloc(0))) return { lines: n, stopped: true };
  return { lines: n, stopped: false };
}
function lineText(line, maxChars, bytes = line.length, decode = (b) => b.toString("utf8")) {
  if (bytes > line.length) {
    const text = decode(trimPartialUtf8(line));
    return `${text.slice(0, maxChars)} \u2026 [line cut: ${bytes} bytes]`;
  }
  const end = line.length > 0 && line[line.length - 1] === 13 ? line.length - 1 : line.length;
  return cutLine(decode(line.subarray(0, end)), maxChars);
}
function trimPartialUtf8(b) {
  for (let back = 1; back <= Math.min(3, b.length); back++) {
    const byte = b[b.length - back] ?? 0;
    if ((byte & 192) === 128) continue;
    if (byte < 128) return b;
    const need = byte >= 240 ? 4 : byte >= 224 ? 3 : 2;
    return need > back ? b.subarray(0, b.length - back) : b;
  }
  return b;
}
function cutLine(text, maxChars) {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)} \u2026 [line cut: ${text.length} chars]`;
}
function numberLines(lines) {
  const width = Math.max(4, String(lines.at(-1)?.n ?? 0).length);
  return lines.map((l) => `${String(l.n).padStart(width)} | ${l.text}`).join("\n");
}

// src/tools/codebase-search/format.ts
var SNIPPET_LINES2 = 8;
var MAX_LINE_CHARS2 = 200;
function snippetWindow(lines, query) {
  const terms = new Set(tokenize(query));
  const hits = lines.map((l) => tokenize(l).filter((t) => terms.has(t)).length);
  let best = 0;
  let bestScore = -1;
  for (let from = 0; from < Math.max(1, lines.length - SNIPPET_LINES2 + 1); from++) {
    const score = hits.slice(from, from + SNIPPET_LINES2).reduce((a, b) => a + b, 0);
    if (score > bestScore) [best, bestScore] = [from, score];
  }
  return { from: best, to: Math.min(lines.length, best + SNIPPET_LINES2) };
}
function formatHits(query, hits, how) {
  if (hits.length === 0) return `No code found for "${query}" (${how}).`;
  const blocks = hits.map((h) => {
    const { from, to } = snippetWindow(h.lines, query);
    const shown2 = h.lines.slice(from, to).map((text, i) => ({ n: h.start + from + i, text: cutLine(text, MAX_LINE_CHARS2) }));
    return `${h.path}:${h.start}-${h.end} (score ${h.score.toFixed(h.score < 1 ? 4 : 2)})
${numberLines(shown2)}`;
  });
  return `${hits.length} result${hits.length === 1 ? "" : "s"} for "${query}" (${how}):

${blocks.join("\n\n")}`;
}

// src/tools/codebase-search/semantic.ts
var SemanticIndex = class _SemanticIndex {
  constructor(orama, embedder, cache) {
    this.orama = orama;
    this.embedder = embedder;
    this.cache = cache;
  }
  orama;
  embedder;
  cache;
  #db;
  static async create(embedder, cache) {
    return new _SemanticIndex(await import("./esm-A56RQDMU.js"), embedder, cache);
  }
  async add(inputs, signal, usage) {
    const missing = /* @__PURE__ */ new Map();
    for (const c2 of inputs) if (!this.cache.get(c2.hash)) missing.set(c2.hash, c2.text);
    if (missing.size) {
      const vectors = await this.embedder.embed([...missing.values()], signal, usage);
      this.cache.add([...missing.keys()].map((hash, i) => ({ hash, vector: vectors[i] })));
    }
    for (const c2 of inputs) {
      const vector = this.cache.get(c2.hash);
      const db = this.#dbFor(vector.length);
      await this.orama.insert(db, { id: String(c2.id), embedding: Array.from(vector) });
    }
  }
  async remove(ids) {
    if (this.#db) for (const id of ids) await this.orama.remove(this.#db, String(id));
  }
  /** Chunk ids nearest the query by cosine similarity, best first. */
  async search(query, limit, signal, usage) {
    if (!this.#db) return [];
    const [vector] = await this.embedder.embed([query], signal, usage);
    const found2 = await this.orama.search(this.#db, {
      mode: "vector",
      vector: { value: Array.from(vector), property: "embedding" },
      similarity: 0,
      // rank everything; fusion decides what is shown
      limit
    });
    return found2.hits.map((h) => Number(h.id));
  }
  #dbFor(dimensions) {
    this.#db ??= this.orama.create({ schema: { id: "string", embedding: `vector[${dimensions}]` } });
    return this.#db;
  }
};

// src/tools/codebase-search/vector-cache.ts
import {
  closeSync as closeSync4,
  constants as constants4,
  existsSync as existsSync2,
  fstatSync,
  lstatSync as lstatSync3,
  mkdirSync,
  openSync as openSync4,
  readFileSync as readFileSync2,
  readlinkSync as readlinkSync3,
  unlinkSync as unlinkSync3,
  writeSync
} from "node:fs";
import path7 from "node:path";
var VectorCache = class {
  #cacheDir;
  #name;
  #vectors = /* @__PURE__ */ new Map();
  #dimensions;
  constructor(cacheDir, endpoint) {
    this.#cacheDir = cacheDir;
    this.#name = `${sha256(`${endpoint.baseUrl}\0${endpoint.model}`).slice(0, 16)}.tsv`;
    const text = inEmbeddings(cacheDir, false, (entry) => readEntry(entry(this.#name))) ?? "";
    for (const line of text.split("\n")) {
      const [hash, data] = line.split("	");
      if (!hash || !data || !/^[0-9a-f]{64}$/.test(hash)) continue;
      const bytes = Buffer.from(data, "base64");
      if (bytes.length === 0 || bytes.length % 4 !== 0) continue;
      const vector = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      if (this.#dimensions !== void 0 && vector.length !== this.#dimensions) continue;
      if (!vector.every(Number.isFinite)) continue;
      this.#dimensions = vector.length;
      this.#vectors.set(hash, vector);
    }
  }
  get size() {
    return this.#vectors.size;
  }
  get(hash) {
    return this.#vectors.get(hash);
  }
  /**
   * Remembers vectors and appends them to the file (a killed run keeps what it paid for). Where
   * the cache cannot be written without following a link (its directory replaced by one during
   * the run), the vectors are kept for this run only.
   */
  add(entries) {
    if (entries.length === 0) return;
    const lines = [];
    for (const { hash, vector } of entries) {
      this.#vectors.set(hash, vector);
      lines.push(
        `${hash}	${Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString("base64")}
`
      );
    }
    inEmbeddings(this.#cacheDir, true, (entry) => appendEntry(entry(this.#name), lines.join("")));
  }
};
var { O_RDONLY, O_WRONLY, O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW, O_NONBLOCK, O_DIRECTORY } = constants4;
var PROC_FD = existsSync2("/proc/self/fd");
function inEmbeddings(cacheDir, create, body) {
  if (create && !existsSync2(cacheDir)) mkdirOr(cacheDir);
  const top = openDir(cacheDir, cacheDir);
  if (top === void 0) return void 0;
  try {
    const dir = path7.join(cacheDir, "embeddings");
    const at = entryIn(top, cacheDir)("embeddings");
    let sub = openDir(dir, at);
    if (sub === void 0 && create && replaceWithDirectory(at)) sub = openDir(dir, at);
    if (sub === void 0) return void 0;
    try {
      return body(entryIn(sub, dir));
    } finally {
      closeSync4(sub);
    }
  } finally {
    closeSync4(top);
  }
}
function openDir(dir, at) {
  let fd;
  try {
    fd = openSync4(at, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch {
    return void 0;
  }
  const actual = openedPath(fd);
  if (actual === void 0 || actual === dir) return fd;
  closeSync4(fd);
  return void 0;
}
function mkdirOr(dir) {
  try {
    mkdirSync(dir, { recursive: true });
  } catch {
  }
}
function entryIn(fd, dir) {
  return PROC_FD ? (name) => `/proc/self/fd/${fd}/${name}` : (name) => path7.join(dir, name);
}
function replaceWithDirectory(at) {
  try {
    const kind = lstatSync3(at, { throwIfNoEntry: false });
    if (kind?.isDirectory()) return true;
    if (kind) unlinkSync3(at);
    mkdirSync(at);
    return true;
  } catch {
    return false;
  }
}
function readEntry(at) {
  let fd;
  try {
    fd = openSync4(at, O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch {
    return "";
  }
  try {
    return ownFile(fd) ? readFileSync2(fd, "utf8") : "";
  } finally {
    closeSync4(fd);
  }
}
function appendEntry(at, text) {
  let fd;
  try {
    fd = openSync4(at, O_WRONLY | O_APPEND | O_NOFOLLOW | O_NONBLOCK);
    if (!ownFile(fd)) {
      closeSync4(fd);
      fd = void 0;
    }
  } catch {
    fd = void 0;
  }
  try {
    if (fd === void 0) {
      const kind = lstatSync3(at, { throwIfNoEntry: false });
      if (kind?.isDirectory()) return;
      if (kind) unlinkSync3(at);
      fd = openSync4(at, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW, 420);
    }
    writeSync(fd, text);
  } catch {
  } finally {
    if (fd !== void 0) closeSync4(fd);
  }
}
function ownFile(fd) {
  const st = fstatSync(fd);
  return st.isFile() && st.nlink === 1;
}
function openedPath(fd) {
  try {
    return readlinkSync3(`/proc/self/fd/${fd}`);
  } catch {
    return void 0;
  }
}

// src/tools/codebase-search.ts
var CODEBASE_SEARCH_RESULTS = 10;
var indexes = /* @__PURE__ */ new WeakMap();
async function indexFor(ctx) {
  let byWorkspace = indexes.get(ctx.readable);
  if (!byWorkspace) indexes.set(ctx.readable, byWorkspace = /* @__PURE__ */ new Map());
  let index = byWorkspace.get(ctx.workspace);
  if (!index) {
    const settings = ctx.search;
    index = (async () => {
      const semantic = settings?.embeddings ? await SemanticIndex.create(
        new Embedder(settings.embeddings),
        new VectorCache(settings.cacheDir, settings.embeddings)
      ) : void 0;
      return CodeIndex.create({
        workspace: ctx.workspace,
        readable: ctx.readable,
        skipDirs: [ctx.outDir, ...settings ? [settings.cacheDir] : []],
        semantic
      });
    })();
    byWorkspace.set(ctx.workspace, index);
  }
  return index;
}
function currentLines(workspace, hit) {
  return readInside(workspace, hit.path)?.toString("utf8").split("\n").slice(hit.start - 1, hit.end).map((l) => l.replace(/\r$/, ""));
}
var codebaseSearchTool = defineTool({
  name: "codebase_search",
  group: "read",
  description: 'Find code about a topic when you do not know the exact text to grep for ("retry backoff", "where is the config file parsed"). Ranks chunks of the workspace (functions, classes and methods from the syntax tree, else line windows) by the words and identifiers they hold (split: "config file" finds parseConfigFile and config_file), and by meaning when the task configures embeddings; returns the best as "path:start-end (score)" with a snippet. Honours .gitignore and the policy. Use search_files for an exact regex.',
  params: strictObject({
    query: string().trim().min(1).max(1e3).describe("What the code does or is about, in words or identifiers."),
    path: string().optional().describe(
      "Directory (or file) relative to the workspace root to limit the search to; default the whole workspace."
    )
  }),
  access: ({ path: given }) => [{ kind: "read", path: given ?? "." }],
  execute: ({ query, path: given }, ctx) => refusalsAsResults(async () => {
    const { abs, rel } = resolveInside(ctx.workspace, given ?? ".");
    if (!statAt(abs)) throw new ToolInputError(`path not found: ${rel}; use list_files to see what exists`);
    const usage = { requests: 0, inputs: 0, tokens: 0 };
    const index = await indexFor(ctx);
    let hits;
    try {
      await index.refresh(ctx.signal, usage);
      hits = await index.search(query, rel, CODEBASE_SEARCH_RESULTS, ctx.signal, usage);
    } catch (err) {
      if (!(err instanceof EmbeddingsError)) throw err;
      indexes.get(ctx.readable)?.delete(ctx.workspace);
      return { ok: false, output: `Error: ${err.message}`, embeddings: usage };
    }
    const shown2 = hits.flatMap((h) => {
      const lines = currentLines(ctx.workspace, h);
      if (!lines) return [];
      return [{ ...h, lines: ctx.redact(lines.join("\n")).split("\n") }];
    });
    const size = `${index.chunkCount} chunks in ${index.fileCount} files${index.complete ? "" : ` (the first ${index.fileCount} found: the index stops there)`}`;
    const how = ctx.search?.embeddings ? `lexical + semantic, ranks fused; ${size}` : `lexical; ${size}`;
    return {
      ok: true,
      output: formatHits(query, shown2, how),
      ...ctx.search?.embeddings ? { embeddings: usage } : {}
    };
  })
});

// src/tools/diff/omission.ts
var MIN_LOST_LINES = 3;
function findOmission(current, next) {
  const nextLines = next.split(/\r?\n/);
  const currentLines2 = current.split(/\r?\n/);
  const had = new Set(currentLines2.map((l) => l.trim()));
  const at = nextLines.findIndex((l) => isPlaceholder(l) && !had.has(l.trim()));
  if (at === -1) return void 0;
  const remaining = /* @__PURE__ */ new Map();
  for (const l of nextLines) remaining.set(l.trim(), (remaining.get(l.trim()) ?? 0) + 1);
  let lost = 0;
  for (const l of currentLines2) {
    const text = l.trim();
    if (text === "") continue;
    const left = remaining.get(text) ?? 0;
    if (left > 0) remaining.set(text, left - 1);
    else lost++;
  }
  return lost >= MIN_LOST_LINES ? { placeholder: nextLines[at].trim(), line: at + 1, lost } : void 0;
}
function omissionMessage(o, content) {
  return `line ${o.line} of ${content}, ${JSON.stringify(o.placeholder)}, stands for code left out, and ${o.lost} non-blank lines of the current file are missing from it.`;
}
var COMMENT = /^(\.\.\.\s*)?(?:\/\/+|#+|--|;+|%+|\{?\s*\/\*+|<!--+)\s*(.*?)\s*(?:\*+\/\s*\}?|-+->)?$/;
var ELLIPSIS = /\.\.\.|\u2026/;
var KEPT = /\b(?:rest|remaining|remainder|existing|unchanged|same|previous|omitted|original|untouched|brevity|before)\b/;
var SUBJECT = /\b(?:rest|remaining|remainder|existing|previous|original|other)\b/;
var VERB = /\b(?:unchanged|omitted|untouched|as (?:is|before)|(?:stays?|remains?) the same|for brevity|goes here|here)\b/;
var WHOLE = /^(?:\(?unchanged\)?|(?:same )?as before|no changes?(?: here)?|omitted(?: for brevity)?)\.?$/;
function isPlaceholder(line) {
  const comment = COMMENT.exec(line.trim());
  if (!comment) return false;
  const text = `${comment[1] ? "... " : ""}${comment[2].toLowerCase()}`;
  if (/^(?:\.\.\.|\u2026)/.test(text)) return true;
  if (ELLIPSIS.test(text) && KEPT.test(text)) return true;
  return SUBJECT.test(text) && VERB.test(text) || WHOLE.test(text);
}

// src/tools/diff/replace-string.ts
function replaceString(text, oldText, newText, all) {
  const offsets = occurrences(text, oldText);
  if (offsets.length === 1 || all && offsets.length > 1) {
    const lines = offsets.map((o) => lineOf(text, o));
    return {
      ok: true,
      text: text.split(oldText).join(newText),
      count: offsets.length,
      lines,
      tolerant: false
    };
  }
  if (offsets.length > 1) {
    const where = offsets.map((o) => lineOf(text, o)).join(", ");
    return {
      ok: false,
      message: `old_string occurs ${offsets.length} times (at lines ${where}). Add surrounding lines to old_string so it matches exactly one place, or set replace_all: true to change every occurrence.`
    };
  }
  const fileLines = text.split("\n");
  const search = blockLines(oldText);
  const match = matchBlock(new LineIndex(text), search, { threshold: Infinity });
  if (match.ok) {
    const matched = fileLines.slice(match.start, match.end);
    const replaced = reindent(blockLines(newText), search, matched, () => indentUnitOf(fileLines));
    const lines = [...fileLines.slice(0, match.start), ...replaced, ...fileLines.slice(match.end)];
    return { ok: true, text: lines.join("\n"), count: 1, lines: [match.start + 1], tolerant: true };
  }
  if (match.reason === "ambiguous") {
    const where = match.starts.map((s) => s + 1).join(", ");
    return {
      ok: false,
      message: `old_string matches ${match.starts.length} places when indentation is ignored (lines ${where}) and none exactly. Copy old_string exactly from the file, with enough surrounding lines to match one place.`
    };
  }
  const advice = "old_string was not found in the file. Read the file again (read_file) and copy old_string exactly, including whitespace and indentation.";
  const best = match.reason === "no_match" ? match.best : void 0;
  if (!best) return { ok: false, message: advice };
  const { start, end, similarity } = best;
  return {
    ok: false,
    message: [
      `${advice} Closest match: ${lineSpan(start, end)} (${percent(similarity)} similar):`,
      ...snippet(fileLines, start, end)
    ].join("\n")
  };
}
function occurrences(text, needle) {
  const found2 = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
    found2.push(at);
  return found2;
}
function lineOf(text, offset) {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < offset; at = text.indexOf("\n", at + 1)) line++;
  return line;
}

// src/tools/edit.ts
var editTool = defineTool({
  name: "edit",
  group: "edit",
  description: [
    "Replace old_string with new_string in a file. old_string must match exactly one place (copy it from the file,",
    "with enough surrounding lines to be unique) unless replace_all is true. If old_string is not found verbatim,",
    "whole lines are matched ignoring indentation and typographic punctuation. An empty old_string creates a new",
    "file with new_string as its content."
  ].join(" "),
  params: strictObject({
    path: string().min(1).describe("File to modify, relative to the workspace root."),
    old_string: string().describe('Exact text to replace; "" to create a new file.'),
    new_string: string().describe("Text to put in its place."),
    replace_all: boolean().default(false).describe("Replace every occurrence instead of exactly one.")
  }),
  access: ({ path: path20 }) => editAccess(path20),
  execute: ({ path: path20, old_string, new_string, replace_all }, ctx) => editResult(() => {
    const abs = editablePath(ctx, path20);
    if (old_string === "") return createFile(abs, path20, new_string);
    if (old_string === new_string)
      throw new EditError("old_string and new_string are identical; nothing to change.");
    const doc = readDoc(abs, path20);
    const text = lfText(doc);
    const result2 = replaceString(text, toLf(old_string), toLf(new_string), replace_all);
    if (!result2.ok) throw new EditError(`${path20}: ${result2.message}`);
    const omission = findOmission(text, result2.text);
    if (omission)
      throw new EditError(
        `${path20} was not changed: ${omissionMessage(omission, "the file as the edit would leave it")} The edit replaces old_string exactly, so that code would be deleted. Put the complete replacement in new_string, or make old_string cover only the lines you change.`
      );
    const edited = parseDoc(result2.text);
    writeDoc(abs, { ...doc, text: edited.text, finalNewline: edited.finalNewline });
    const how = result2.tolerant ? " (matched ignoring indentation/punctuation; new_string re-indented)" : "";
    return `Replaced ${result2.count} occurrence${result2.count === 1 ? "" : "s"} in ${path20} at line${result2.count === 1 ? "" : "s"} ${result2.lines.join(", ")}${how}.`;
  })
});
function createFile(abs, path20, content) {
  if (fileExists(abs)) {
    if (readDoc(abs, path20).text !== "")
      throw new EditError(
        `${path20} already exists; an empty old_string only creates new files. Give the text to replace in old_string.`
      );
  }
  writeDoc(abs, parseDoc(content));
  return `Created ${path20}.`;
}

// src/tools/execute-command.ts
var executeCommandTool = defineTool({
  name: "execute_command",
  group: "command",
  description: "Run a shell command (non-interactive, no stdin) and get its exit code and combined stdout+stderr. Background processes are killed when it ends.",
  params: strictObject({
    command: string().min(1).describe('Shell command line, e.g. "npm test".'),
    cwd: string().optional().describe("Working directory relative to the workspace root (default: the root).")
  }),
  access: ({ command, cwd }) => [{ kind: "command", command, ...cwd !== void 0 ? { cwd } : {} }],
  execute: ({ command, cwd = "." }, ctx) => runShellForTool(command, cwd, ctx)
});

// src/tools/fetch-instructions.ts
import { readFileSync as readFileSync3 } from "node:fs";
var TOPICS = {
  create_mode: "create-mode.md",
  create_mcp_server: "create-mcp-server.md"
};
var fetchInstructionsTool = defineTool({
  name: "fetch_instructions",
  group: "read",
  description: "Get nightshift's instructions for a task: create_mode (how to write a custom mode) or create_mcp_server (how to configure an MCP server for a nightshift task and its policy).",
  params: strictObject({
    task: _enum(Object.keys(TOPICS)).describe("Which instructions to get.")
  }),
  execute: ({ task }) => {
    const file = TOPICS[task];
    return Promise.resolve({ ok: true, output: readFileSync3(requireAsset(`instructions/${file}`), "utf8") });
  }
});

// src/tools/insert-content.ts
var insertContentTool = defineTool({
  name: "insert_content",
  group: "edit",
  description: "Insert lines into a file without replacing any: before line `line` (1-based), or at the end with line 0. A missing file is created when line is 0 or 1.",
  params: strictObject({
    path: string().min(1).describe("File to modify, relative to the workspace root."),
    line: number().int().min(0).describe("Insert before this 1-based line; 0 appends at the end of the file."),
    content: string().min(1).describe('The lines to insert ("\\n" inserts one empty line).')
  }),
  access: ({ path: path20 }) => editAccess(path20),
  execute: ({ path: path20, line, content }, ctx) => editResult(() => {
    const abs = editablePath(ctx, path20);
    const added = blockLines(content);
    if (!fileExists(abs)) {
      if (line > 1)
        throw new EditError(`${path20} does not exist, so it has no line ${line}; use line 0 to create it.`);
      writeDoc(abs, withLines(parseDoc(""), added, true));
      return `Created ${path20} with ${added.length} line${added.length === 1 ? "" : "s"}.`;
    }
    const doc = readDoc(abs, path20);
    const old = linesOf(doc);
    const count = old.length;
    if (line > count + 1)
      throw new EditError(
        `${path20} has ${count} line${count === 1 ? "" : "s"}; line must be between 1 and ${count + 1}, or 0 to append.`
      );
    const at = line === 0 ? count : line - 1;
    const lines = [...old.slice(0, at), ...added, ...old.slice(at)];
    writeDoc(abs, withLines(doc, lines, count === 0 || doc.finalNewline));
    const where = line === 0 ? "at the end" : `before line ${line}`;
    return `Inserted ${added.length} line${added.length === 1 ? "" : "s"} into ${path20} ${where} (now lines ${at + 1}-${at + added.length}).`;
  })
});

// src/tools/list-files.ts
var LIST_DEFAULT_LIMIT = 1e3;
var MAX_LISTED_ENTRIES = 2e5;
function selectEntries(entries, limit) {
  let kept = entries;
  if (entries.length > limit) {
    const perDepth = [];
    for (const e of entries) perDepth[e.depth] = (perDepth[e.depth] ?? 0) + 1;
    let cut = 0;
    let below = 0;
    while (below + (perDepth[cut] ?? 0) <= limit) below += perDepth[cut++] ?? 0;
    const atCut = entries.filter((e) => e.depth === cut).map((e) => e.rel);
    const last = limit - below > 0 ? nthSmallest(atCut, limit - below - 1) : void 0;
    kept = entries.filter((e) => e.depth < cut || e.depth === cut && last !== void 0 && e.rel <= last);
  }
  const shown2 = kept.map((e) => e.kind === "dir" ? `${e.rel}/` : e.rel).sort();
  return { shown: shown2, omitted: entries.length - kept.length };
}
var listFilesTool = defineTool({
  name: "list_files",
  group: "read",
  description: 'List files and directories (directories end with "/"), honouring .gitignore. Non-recursive by default.',
  params: strictObject({
    path: string().describe('Directory relative to the workspace root ("." for the root).'),
    recursive: boolean().optional().describe("List all nested entries too (default false).")
  }),
  access: ({ path: path20 }) => [{ kind: "read", path: path20 }],
  execute: ({ path: given, recursive = false }, ctx) => refusalsAsResults(() => {
    const { abs, rel } = resolveInside(ctx.workspace, given);
    const stat2 = statAt(abs);
    if (!stat2) throw new ToolInputError(`directory not found: ${rel}`);
    if (!stat2.isDirectory())
      throw new ToolInputError(`${rel} is a file, not a directory; use read_file to read it`);
    const entries = [];
    let stopped = false;
    walk(ctx.workspace, rel, {
      recursive,
      visit: (e) => {
        if (!ctx.readable(e.rel)) return true;
        stopped = entries.length === MAX_LISTED_ENTRIES;
        if (!stopped) entries.push(e);
        return !stopped;
      }
    });
    if (entries.length === 0)
      return { ok: true, output: `${rel} is empty (or everything in it is ignored).` };
    const { shown: shown2, omitted } = selectEntries(entries, LIST_DEFAULT_LIMIT);
    const narrow = "List a subdirectory, or use search_files with file_pattern, to narrow.";
    const notice = stopped ? `
[The listing stopped after ${MAX_LISTED_ENTRIES} entries: ${shown2.length} of them are shown (shallower first), and there are more. ${narrow}]` : omitted ? `
[${omitted} of ${entries.length} entries left out (shallower entries are shown first). ${narrow}]` : "";
    return { ok: true, output: shown2.join("\n") + notice };
  })
});
function nthSmallest(values, n) {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[lo + hi >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i] < pivot) i++;
      while (values[j] > pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j], values[i]];
        i++;
        j--;
      }
    }
    if (n <= j) hi = j;
    else if (n >= i) lo = i;
    else break;
  }
  return values[n];
}

// src/tools/new-task.ts
var newTaskTool = defineTool({
  name: "new_task",
  group: "always",
  description: "Delegate a self-contained subtask to a new agent in the given mode. It shares this run's budgets; its completion result is returned to you.",
  params: strictObject({
    mode: string().min(1).describe("Mode slug for the subtask."),
    message: string().min(1).describe("Complete instructions: the subtask sees nothing of this conversation.")
  }),
  async execute({ mode, message }, ctx) {
    const result2 = await ctx.run.startSubtask(mode, message);
    return { ok: true, output: `Subtask completed:
${result2}` };
  }
});

// src/tools/read-command-output.ts
import { statSync as statSync3 } from "node:fs";

// src/tools/fs/page.ts
var lineBudget = (maxChars) => Math.max(64 * 1024, maxChars * 4);
function pageLines(file, o) {
  const page = pager(o);
  const decode = o.decode;
  const scan = scanLines(
    file,
    (line, n, lineBytes) => page.visit(n, () => {
      const text = (b) => decode ? decode(b, n) : b.toString("utf8");
      if (lineBytes > line.length) return { n, text: text(trimPartialUtf8(line)), bytes: lineBytes };
      return { n, text: lineText(line, Number.POSITIVE_INFINITY, lineBytes, text) };
    }),
    {
      refuseBinary: o.refuseBinary,
      maxLineBytes: lineBudget(o.maxLineChars),
      decided: o.decided ?? false,
      ...o.maxScanBytes === void 0 ? {} : { maxScanBytes: o.maxScanBytes }
    }
  );
  if ("binaryAt" in scan) return scan;
  const result2 = page.result(scan.stopped ? void 0 : scan.lines);
  if (!scan.limited || "next" in result2 && result2.next !== void 0) return result2;
  return { ...result2, limitedAt: scan.lines + 1 };
}
function pageText(text, o) {
  const page = pager(o);
  const all = text === "" ? [] : (text.endsWith("\n") ? text.slice(0, -1) : text).split("\n");
  for (const [i, line] of all.entries()) {
    const held = () => ({ n: i + 1, text: line.endsWith("\r") ? line.slice(0, -1) : line });
    if (!page.visit(i + 1, held)) break;
  }
  return page.result(all.length);
}
function shown(line, text, maxChars) {
  if (line.bytes !== void 0) return `${text.slice(0, maxChars)} \u2026 [line cut: ${line.bytes} bytes]`;
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)} \u2026 [line cut: ${line.text.length} chars]`;
}
function pager(o) {
  const lines = [];
  let bytes = 0;
  let next;
  const countOn = o.fileBytes <= o.countTotalBelowBytes;
  return {
    visit(n, read) {
      if (n < o.offset) return true;
      if (next !== void 0) return countOn;
      const line = read();
      const size = Buffer.byteLength(cutLine(line.text, o.maxLineChars)) + 8;
      if (lines.length >= o.limit || lines.length > 0 && bytes + size > o.maxBytes) {
        next = n;
        return countOn;
      }
      bytes += size;
      lines.push(line);
      return true;
    },
    result(total) {
      const texts = o.redact ? o.redact(lines.map((l) => l.text).join("\n")).split("\n") : void 0;
      return {
        lines: lines.map((l, i) => ({
          n: l.n,
          text: shown(l, texts ? texts[i] ?? "" : l.text, o.maxLineChars)
        })),
        next,
        total
      };
    }
  };
}

// src/tools/read-command-output.ts
var DEFAULT_LIMIT = 500;
var MAX_LINE_CHARS3 = 2e3;
function searchLog(file, re, offset, limit) {
  const hits = [];
  let more = false;
  let bytes = 0;
  scanLines(
    file,
    (line, n, lineBytes) => {
      if (n < offset) return true;
      const text = lineText(line, MAX_LINE_CHARS3, lineBytes);
      if (!re.test(text)) return true;
      bytes += Buffer.byteLength(text) + 8;
      if (hits.length >= limit || bytes > MAX_TOOL_OUTPUT_BYTES) {
        more = true;
        return false;
      }
      hits.push({ n, text });
      return true;
    },
    { maxLineBytes: lineBudget(MAX_LINE_CHARS3) }
  );
  if (!hits.length) return `No lines match /${re.source}/${offset > 1 ? ` from line ${offset} on` : ""}.`;
  const next = (hits.at(-1)?.n ?? 0) + 1;
  const notice = more ? `
[More matches follow: search again with offset: ${next}.]` : "";
  return numberLines(hits) + notice;
}
function pageLog(file, offset, limit) {
  const page = pageLines(file, {
    offset,
    limit,
    maxBytes: MAX_TOOL_OUTPUT_BYTES,
    maxLineChars: MAX_LINE_CHARS3,
    countTotalBelowBytes: Number.POSITIVE_INFINITY,
    fileBytes: statSync3(file).size,
    refuseBinary: false
  });
  if ("binaryAt" in page) throw new Error("unreachable: binary refusal is off");
  if (!page.lines.length)
    return page.total ? `Offset ${offset} is past the end (${page.total} lines).` : "(no output)";
  const last = page.lines.at(-1)?.n ?? offset;
  const notice = page.next ? `
[Lines ${offset}-${last} of ${page.total ?? "?"}. To read on, use offset: ${page.next}.]` : `
[Lines ${page.lines[0]?.n ?? offset}-${last} of ${page.total ?? last}; end of output.]`;
  return numberLines(page.lines) + notice;
}
var readCommandOutputTool = defineTool({
  name: "read_command_output",
  group: "read",
  description: "Page through or search the full output of an earlier execute_command (its result gives the id), with line numbers.",
  params: strictObject({
    id: number().int().min(1).describe("Output id from the execute_command result."),
    search: string().optional().describe("Regex: return only matching lines."),
    offset: number().int().min(1).optional().describe("First line, 1-based (default 1)."),
    limit: number().int().min(1).optional().describe(`Maximum lines (default ${DEFAULT_LIMIT}).`)
  }),
  execute: ({ id, search, offset = 1, limit = DEFAULT_LIMIT }, ctx) => refusalsAsResults(() => {
    const ids = storedCommandIds(ctx.outDir);
    if (!ids.includes(id))
      throw new ToolInputError(
        ids.length ? `no command output with id ${id}; ids in this run: ${ids.join(", ")}` : "no command has run yet in this run"
      );
    const file = commandLogPath(ctx.outDir, id);
    let re;
    try {
      re = search === void 0 ? void 0 : modelRegExp(search);
    } catch (err) {
      if (err instanceof NonLinearRegExpError)
        throw new ToolInputError(`read_command_output: ${err.message}`);
      throw new ToolInputError(`invalid search regex /${search}/: ${err.message}`);
    }
    const text = re ? searchLog(file, re, offset, limit) : pageLog(file, offset, limit);
    return { ok: true, output: ctx.redact(text) };
  })
});

// src/tools/read-file.ts
import { closeSync as closeSync5, constants as constants5, readSync as readSync2 } from "node:fs";

// src/tools/fs/line-decoder.ts
import { isUtf8 as isUtf82 } from "node:buffer";
var LineDecoder = class {
  constructor(rel) {
    this.rel = rel;
  }
  rel;
  /** Line 1 began with a UTF-8 byte-order mark (not shown: the edit tools keep it on their own). */
  bom = false;
  /** Some line was not UTF-8 and is shown as Windows-1252. */
  cp1252 = false;
  decode = (line, n) => {
    let bytes = line;
    if (n === 1 && line[0] === 239 && line[1] === 187 && line[2] === 191) {
      this.bom = true;
      bytes = line.subarray(3);
    }
    if (isUtf82(bytes)) return bytes.toString("utf8");
    if (!looksSingleByte(bytes))
      throw new ToolInputError(
        `${this.rel} is not valid UTF-8 (line ${n}) and does not look like Latin-1/Windows-1252 either (a multi-byte legacy encoding such as Shift-JIS or GBK?); convert it to UTF-8 first, e.g. with iconv in a command`
      );
    this.cp1252 = true;
    return decodeCp1252(bytes);
  };
};

// src/tools/read-file.ts
var READ_DEFAULT_LIMIT = 2e3;
var MAX_LINE_CHARS4 = 2e3;
var COUNT_TOTAL_BELOW_BYTES = 8 * 1024 * 1024;
var MAX_UTF16_BYTES = 20 * 1024 * 1024;
var readFileTool = defineTool({
  name: "read_file",
  group: "read",
  description: `Read a text file with line numbers ("  12 | text"). Reads ${READ_DEFAULT_LIMIT} lines by default; use offset/limit to page through large files.`,
  params: strictObject({
    path: string().describe("File path relative to the workspace root."),
    offset: number().int().min(1).optional().describe("First line to read, 1-based (default 1)."),
    limit: number().int().min(1).optional().describe(`Maximum lines to read (default ${READ_DEFAULT_LIMIT}).`)
  }),
  access: ({ path: path20 }) => [{ kind: "read", path: path20 }],
  execute: ({ path: given, offset = 1, limit = READ_DEFAULT_LIMIT }, ctx) => refusalsAsResults(() => {
    const { abs, rel } = resolveInside(ctx.workspace, given);
    const stat2 = statAt(abs);
    if (!stat2) throw new ToolInputError(`file not found: ${rel}; use list_files to see what exists`);
    if (stat2.isDirectory())
      throw new ToolInputError(`${rel} is a directory; use list_files to see its contents`);
    if (!stat2.isFile()) throw new ToolInputError(`${rel} is not a regular file`);
    const { page, encoding } = readPage(abs, rel, {
      offset,
      limit,
      maxBytes: MAX_TOOL_OUTPUT_BYTES,
      maxLineChars: MAX_LINE_CHARS4,
      countTotalBelowBytes: COUNT_TOTAL_BELOW_BYTES,
      fileBytes: stat2.size,
      refuseBinary: true,
      decided: true,
      maxScanBytes: MAX_SCAN_BYTES,
      redact: (t) => ctx.redact(t)
    });
    if ("binaryAt" in page)
      throw new ToolInputError(
        `${rel} looks like a binary file (NUL byte at offset ${page.binaryAt}, ${stat2.size} bytes); read_file only reads text`
      );
    const limited = page.limitedAt === void 0 ? "" : `read_file reads at most ${MAX_SCAN_BYTES} bytes per call and stopped inside line ${page.limitedAt} of ${rel} (${stat2.size} bytes), which it did not reach the end of; use search_files, or a command such as tail -c or sed -n, for what lies beyond`;
    if (page.lines.length === 0) {
      if (limited) throw new ToolInputError(limited);
      if (page.total === 0) return { ok: true, output: `${rel} is empty.` };
      throw new ToolInputError(`offset ${offset} is past the end of ${rel} (${page.total ?? 0} lines)`);
    }
    const first = page.lines[0]?.n ?? offset;
    const last = page.lines.at(-1)?.n ?? offset;
    const of = page.total === void 0 ? `${stat2.size} bytes` : `${page.total} lines`;
    const notice = limited ? `
[Lines ${first}-${last} shown; ${limited}.]` : page.next === void 0 ? first > 1 ? `
[Lines ${first}-${last} of ${of}; end of file.]` : "" : `
[Lines ${first}-${last} of ${of} shown. To read on, call read_file with offset: ${page.next}.]`;
    const enc = encoding ? `
[Encoding: ${encoding}.]` : "";
    return { ok: true, output: numberLines(page.lines) + notice + enc };
  })
});
function readPage(abs, rel, o) {
  const utf16 = utf16Bom(abs);
  if (utf16) {
    if (o.fileBytes > MAX_UTF16_BYTES)
      throw new ToolInputError(
        `${rel} is UTF-16 and ${o.fileBytes} bytes, more than the ${MAX_UTF16_BYTES} read_file decodes; convert it to UTF-8 or search it with search_files`
      );
    const file = readRegularFile(abs, Number.POSITIVE_INFINITY, { decided: true });
    if (!("bytes" in file)) throw new ToolInputError(`${rel} is no longer a regular file`);
    const decoded = decodeText(file.bytes);
    if ("refused" in decoded) throw new ToolInputError(`${rel} cannot be read: ${decoded.refused}`);
    return {
      page: pageText(decoded.text.slice(1), o),
      encoding: describeEncoding(decoded.encoding, true)
    };
  }
  const decoder = new LineDecoder(rel);
  const page = pageLines(abs, { ...o, decode: decoder.decode });
  const encoding = describeEncoding(decoder.cp1252 ? "windows-1252" : "utf-8", decoder.bom);
  return { page, ...encoding ? { encoding } : {} };
}
function utf16Bom(abs) {
  const head = Buffer.alloc(2);
  const fd = openAt(abs, constants5.O_RDONLY | constants5.O_NONBLOCK);
  try {
    readSync2(fd, head, 0, 2, 0);
  } finally {
    closeSync5(fd);
  }
  return head[0] === 255 && head[1] === 254 || head[0] === 254 && head[1] === 255;
}

// src/tools/run-slash-command.ts
import { readdirSync as readdirSync2 } from "node:fs";
import path8 from "node:path";

// src/tools/slash-commands/command-file.ts
var FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
function parseCommandFile(name, text) {
  const match = FRONT_MATTER.exec(text);
  if (!match) return { name, content: text.trim(), source: "project" };
  let meta;
  try {
    meta = parse(match[1]) ?? {};
  } catch (err) {
    throw new Error(`its front matter is not valid YAML: ${err.message.split("\n")[0]}`, {
      cause: err
    });
  }
  if (typeof meta !== "object" || Array.isArray(meta))
    throw new Error("its front matter is not a YAML mapping");
  const field = (key) => {
    const value = meta[key];
    if (value === void 0 || value === null) return void 0;
    if (typeof value !== "string") throw new Error(`its front matter's ${key} is not a string`);
    return value.trim() || void 0;
  };
  const description = field("description");
  const argumentHint = field("argument-hint");
  return {
    name,
    ...description ? { description } : {},
    ...argumentHint ? { argumentHint } : {},
    content: text.slice(match[0].length).trim(),
    source: "project"
  };
}
function expandCommand(command, args) {
  const lines = [`Command: /${command.name}`];
  if (command.description) lines.push(`Description: ${command.description}`);
  if (command.argumentHint) lines.push(`Argument hint: ${command.argumentHint}`);
  if (args) lines.push(`Provided arguments: ${args}`);
  lines.push(`Source: ${command.source}`);
  const content = command.content.replaceAll("$ARGUMENTS", args ?? "");
  return `${lines.join("\n")}

--- Command Content ---

${content}`;
}

// src/tools/run-slash-command.ts
var COMMANDS_DIR = ".roo/commands";
var MAX_COMMAND_BYTES = 1024 * 1024;
function findCommand(name, ctx) {
  const own2 = ctx.commands?.[name];
  if (own2)
    return {
      name,
      ...own2.description ? { description: own2.description } : {},
      ...own2.argument_hint ? { argumentHint: own2.argument_hint } : {},
      content: own2.prompt,
      source: "task"
    };
  const rel = `${COMMANDS_DIR}/${name}.md`;
  const { abs } = resolveInside(ctx.workspace, rel);
  if (!statAt(abs)?.isFile()) return void 0;
  const denied = deniedRead(ctx.workspace, rel, (r) => !ctx.readable(r));
  if (denied !== void 0)
    throw new ToolInputError(
      denied === rel ? `reading ${rel} is denied by the policy's read rules` : `reading ${rel} is denied by the policy's read rules: it leads to ${denied}`
    );
  const file = readRegularFile(abs, MAX_COMMAND_BYTES, { decided: true });
  if ("size" in file)
    throw new ToolInputError(
      `${rel} is too large for a command file: ${file.size} bytes (at most ${MAX_COMMAND_BYTES})`
    );
  if (!("bytes" in file)) throw new ToolInputError(`${rel} is not a command file (${file.refused})`);
  try {
    return parseCommandFile(name, file.bytes.toString("utf8"));
  } catch (err) {
    throw new ToolInputError(`${rel} is not a valid command file: ${err.message}`, { cause: err });
  }
}
function availableNames(ctx) {
  const names = new Set(Object.keys(ctx.commands ?? {}));
  let files = [];
  try {
    files = readdirSync2(path8.join(ctx.workspace, COMMANDS_DIR));
  } catch {
  }
  for (const file of files) {
    const name = file.slice(0, -".md".length);
    if (file.endsWith(".md") && COMMAND_NAME.test(name) && readableCommand(`${COMMANDS_DIR}/${file}`, ctx))
      names.add(name);
  }
  return [...names].sort();
}
function readableCommand(rel, ctx) {
  try {
    return deniedRead(ctx.workspace, rel, (r) => !ctx.readable(r)) === void 0;
  } catch {
    return false;
  }
}
var runSlashCommandTool = defineTool({
  name: "run_slash_command",
  group: "always",
  description: "Run a slash command: a predefined prompt template from the task's commands or the workspace's .roo/commands/NAME.md. Returns the command's instructions (with the arguments filled in) for you to follow.",
  params: strictObject({
    command: string().describe('The command name without the slash, e.g. "review".'),
    args: string().optional().describe("Arguments or context for the command.")
  }),
  execute: ({ command, args }, ctx) => refusalsAsResults(() => {
    const name = command.replace(/^\//, "");
    if (!COMMAND_NAME.test(name))
      throw new ToolInputError(`"${name}" is not a command name (lower-case letters, digits, _ and -)`);
    const found2 = findCommand(name, ctx);
    if (!found2) {
      const names = availableNames(ctx);
      throw new ToolInputError(
        `command "${name}" not found. Available commands: ${names.length ? names.join(", ") : "(none)"}`
      );
    }
    return { ok: true, output: expandCommand(found2, args?.trim() || void 0) };
  })
});

// src/tools/diff/regex-replace.ts
function regexReplace(text, search, replace, opts) {
  let pattern;
  if (opts.useRegex && opts.ignoreCase)
    return {
      ok: false,
      reason: "invalid",
      message: "ignore_case works with literal text only; with use_regex, write the cases into the pattern ([Ff]oo) and leave ignore_case off."
    };
  try {
    pattern = opts.useRegex ? modelRegExp(search, "gm") : new RegExp(escapeRegExp(search), `g${opts.ignoreCase ? "i" : ""}m`);
  } catch (err) {
    return {
      ok: false,
      reason: "invalid",
      message: err instanceof NonLinearRegExpError ? `${err.message}.` : `search is not a valid JavaScript regular expression: ${err.message}.`
    };
  }
  const lines = text.split("\n");
  const first = opts.startLine ?? 1;
  const last = Math.min(opts.endLine ?? lines.length, lines.length);
  if (first > last)
    return {
      ok: false,
      reason: "invalid",
      message: `the line range ${first}-${opts.endLine ?? lines.length} is empty; the file has ${lines.length} lines.`
    };
  const before = lines.slice(0, first - 1).join("\n");
  const region = lines.slice(first - 1, last).join("\n");
  const after = lines.slice(last).join("\n");
  const count = [...region.matchAll(pattern)].length;
  const replaced = opts.useRegex ? region.replace(pattern, replace) : region.replace(pattern, () => replace);
  if (count === 0) return { ok: false, reason: "no_match", message: "no match in the given text or range" };
  const parts = [...first > 1 ? [before] : [], replaced, ...last < lines.length ? [after] : []];
  return { ok: true, text: parts.join("\n"), count };
}
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// src/tools/search-and-replace.ts
var searchAndReplaceTool = defineTool({
  name: "search_and_replace",
  group: "edit",
  description: [
    "Replace every match of `search` in a file, optionally only within lines start_line..end_line (1-based, inclusive).",
    "search is literal text unless use_regex is true (JavaScript syntax, multiline: ^ and $ match at line ends;",
    "the replacement may use $1, $<name> and $&; no backreferences or look-around). ignore_case applies to literal text only.",
    "Reports how many matches were replaced."
  ].join(" "),
  params: strictObject({
    path: string().min(1).describe("File to modify, relative to the workspace root."),
    search: string().min(1).describe("Text or regular expression to find."),
    replace: string().describe("Replacement text."),
    use_regex: boolean().default(false),
    ignore_case: boolean().default(false),
    start_line: number().int().min(1).optional().describe("First line of the range (1-based)."),
    end_line: number().int().min(1).optional().describe("Last line of the range (inclusive).")
  }).refine((a) => a.start_line === void 0 || a.end_line === void 0 || a.start_line <= a.end_line, {
    message: "start_line must not be greater than end_line",
    path: ["end_line"]
  }),
  access: ({ path: path20 }) => editAccess(path20),
  execute: ({ path: path20, search, replace, use_regex, ignore_case, start_line, end_line }, ctx) => editResult(() => {
    const abs = editablePath(ctx, path20);
    const doc = readDoc(abs, path20);
    const range = { startLine: start_line, endLine: end_line };
    const result2 = regexReplace(doc.text, toLf(search), toLf(replace), {
      useRegex: use_regex,
      ignoreCase: ignore_case,
      ...range
    });
    const where = start_line || end_line ? ` within lines ${start_line ?? 1}-${end_line ?? linesOf(doc).length}` : "";
    if (!result2.ok) {
      if (result2.reason === "invalid") throw new EditError(`${path20}: ${result2.message}`);
      throw new EditError(
        `No match for ${use_regex ? "regex" : "text"} ${JSON.stringify(search)} in ${path20}${where}. Read the file to check the exact text${use_regex ? " and the regex escaping" : ""}.`
      );
    }
    writeDoc(abs, { ...doc, text: result2.text });
    return `Replaced ${result2.count} match${result2.count === 1 ? "" : "es"} in ${path20}${where}.`;
  })
});

// src/tools/search/file-pattern.ts
import path9 from "node:path";

// src/tools/search/glob-regexp.ts
var import_picomatch2 = __toESM(require_picomatch(), 1);
var SEGMENT_GUARDS = ["(?!(?:^|\\/)\\.{1,2}(?:\\/|$))", "(?!\\.{1,2}(?:\\/|$))", "(?=.)"];
function globRegExp(glob) {
  let source = import_picomatch2.default.makeRe(glob, { dot: true }).source;
  for (const guard of SEGMENT_GUARDS) source = source.replaceAll(guard, "");
  return modelRegExp(source);
}

// src/tools/search/file-pattern.ts
function filePatternMatcher(pattern) {
  if (pattern === void 0 || pattern === "") return void 0;
  const re = globRegExp(pattern);
  return pattern.includes("/") ? (rel) => re.test(rel) : (rel) => re.test(path9.posix.basename(rel));
}
function byPath(a, b) {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

// src/tools/search/format.ts
function formatSearch(outcome, limits) {
  const blocks = [];
  let shown2 = 0;
  let bytes = 0;
  let full = false;
  for (const file of outcome.files) {
    const width = Math.max(4, String(file.lines.at(-1)?.n ?? 0).length);
    const out = [file.path];
    let prev;
    for (const line of redactedBlocks(file.lines, limits.redact)) {
      if (line.match && shown2 >= limits.maxMatches) {
        full = true;
        break;
      }
      if (prev !== void 0 && line.n > prev + 1) out.push("  --");
      const text = line.long ? `${line.text.slice(0, limits.maxLineChars)} \u2026 [line cut: over ${line.text.length} chars]` : cutLine(line.text, limits.maxLineChars);
      const row = `${String(line.n).padStart(width)}${line.match ? ":" : "-"} ${text}`;
      bytes += Buffer.byteLength(row) + 1;
      if (bytes > limits.maxBytes && shown2 > 0) {
        full = true;
        break;
      }
      out.push(row);
      if (line.match) shown2++;
      prev = line.n;
    }
    if (out.length > 1) blocks.push(out.join("\n"));
    if (full) break;
  }
  const total = `${outcome.matches}${outcome.complete ? "" : "+"}`;
  const summary = `${total} matching line${outcome.matches === 1 ? "" : "s"} in ${outcome.files.length}${outcome.complete ? "" : "+"} file${outcome.files.length === 1 ? "" : "s"}`;
  const notice = shown2 < outcome.matches || !outcome.complete ? `

[Showing ${shown2} of ${total} matching lines. Narrow the search with a more specific regex, a subdirectory path or file_pattern.]` : "";
  return `${summary}:

${blocks.join("\n\n")}${notice}`;
}
function* redactedBlocks(lines, redact) {
  if (!redact) return yield* lines;
  let block = [];
  const masked = () => {
    const texts = redact(block.map((l) => l.text).join("\n")).split("\n");
    return block.map((line, i) => ({ ...line, text: texts[i] ?? "" }));
  };
  for (const line of lines) {
    if (block.length && line.n !== (block.at(-1)?.n ?? 0) + 1) {
      yield* masked();
      block = [];
    }
    block.push(line);
  }
  if (block.length) yield* masked();
}

// src/tools/search/js-search.ts
import { closeSync as closeSync6, constants as constants7, fstatSync as fstatSync2, openSync as openSync5, statSync as statSync4 } from "node:fs";
import path11 from "node:path";

// src/tools/search/ripgrep.ts
import { accessSync, constants as constants6, existsSync as existsSync3, mkdtempSync, realpathSync, rmSync, writeFileSync as writeFileSync2 } from "node:fs";
import { tmpdir } from "node:os";
import path10 from "node:path";

// src/tools/search/launch.ts
import { spawn } from "node:child_process";

// src/sandbox/env.ts
var SECRET_HINT = /TOKEN|KEY|SECRET|PASS|AUTH|CRED|COOKIE|SESSION|PRIVATE|CERT/i;
var BASE = ["PATH", "LANG", "LANGUAGE", "TERM", "TZ", "CI"];
var BASE_PREFIXES = ["LC_"];
function commandEnv(source, pass, own2) {
  const exact = /* @__PURE__ */ new Set([...BASE, ...pass.filter((p) => !p.endsWith("*"))]);
  const prefixes = pass.filter((p) => p.endsWith("*")).map((p) => p.slice(0, -1));
  const out = {};
  for (const [name, value] of Object.entries(source)) {
    if (value === void 0) continue;
    const passed = exact.has(name) || BASE_PREFIXES.some((p) => name.startsWith(p)) || prefixes.some((p) => name.startsWith(p)) && !looksLikeSecretName(name) && !SECRET_HINT.test(name);
    if (passed) out[name] = value;
  }
  return { ...out, ...own2 };
}

// src/tools/search/launch.ts
var launchDirectly = (argv, cwd) => {
  const env = commandEnv(process.env, [], { PATH: trustedPath(process.env.PATH ?? "", [cwd]) });
  const child = spawn(argv[0], argv.slice(1), { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  const fifoWait = watchFifoWait(child);
  return {
    child,
    stop: () => child.kill(),
    settle: () => {
      fifoWait.stop();
      const fifo = fifoWait.blocked();
      return Promise.resolve(
        fifo ? `ripgrep was killed: it was blocked opening ${fifoName(fifo)}, a named pipe (FIFO) where it reads an ignore file; remove it and search again` : void 0
      );
    }
  };
};
function launchInSandbox(sandbox) {
  return (argv, cwd, readOnly) => {
    const spawned = sandbox.spawn(argv, { cwd, stdio: ["ignore", "pipe", "pipe"], readOnly, offline: true });
    const pgid = spawned.child.pid;
    if (pgid !== void 0) trackGroup(pgid);
    let stopped = false;
    const kill = () => {
      if (pgid !== void 0) killGroup(pgid, "SIGKILL");
    };
    return {
      child: spawned.child,
      stop: () => {
        stopped = true;
        kill();
      },
      settle: async () => {
        kill();
        if (pgid !== void 0) untrackGroup(pgid);
        const failed = await spawned.sandboxFailed && !stopped;
        await spawned.reap();
        return failed ? `the sandbox (${sandbox.backend}) did not start` : void 0;
      }
    };
  };
}

// src/tools/search/rg-stderr.ts
function stderrForModel(stderr) {
  return stderr.split("\n").filter((line) => !IGNORE_FILE_LINE.test(line)).join("\n").trim();
}
var IGNORE_FILE_LINE = /: line \d+: /;

// src/tools/search/types.ts
var CONTEXT_LINES = 1;

// src/tools/search/ripgrep.ts
async function findRipgrep(workspace, pathEnv = process.env.PATH ?? "") {
  try {
    return (await import("@vscode/ripgrep")).rgPath;
  } catch {
    return findOnPath("rg", trustedPath(pathEnv, [workspace]));
  }
}
function findOnPath(name, pathEnv) {
  for (const dir of pathEnv.split(path10.delimiter).filter(Boolean)) {
    const candidate = path10.join(dir, name);
    try {
      accessSync(candidate, constants6.X_OK);
      return candidate;
    } catch {
    }
  }
  return void 0;
}
var RG_MAX_DATA_BYTES = 4 * 1024 * 1024 * 1024;
var PRLIMIT = "/usr/bin/prlimit";
var hasPrlimit;
function boundedArgv(argv) {
  hasPrlimit ??= existsSync3(PRLIMIT);
  return hasPrlimit ? [PRLIMIT, `--data=${RG_MAX_DATA_BYTES}`, "--", ...argv] : argv;
}
var MAX_STDERR_CHARS = 64 * 1024;
var RipgrepError = class extends Error {
  name = "RipgrepError";
};
var RG_MAX_COLUMNS = 64 * 1024;
var LONG_LINE_SUFFIX = " [... omitted end of long line]";
var MAX_RECORD_BYTES = 16 * 1024 * 1024;
function ripgrepArgs(q, ignoreFile) {
  const args = ["--null", "--line-number", "--with-filename", "--no-heading", "--color", "never"];
  args.push("--no-context-separator", "--field-match-separator", ":", "--field-context-separator", "-");
  args.push("--max-columns", String(RG_MAX_COLUMNS), "--max-columns-preview");
  args.push("-C", String(CONTEXT_LINES), "--hidden", "--no-require-git", "--no-ignore-parent");
  args.push("--no-ignore-global", "--no-ignore-dot", "--no-ignore-exclude", "--no-config", "--crlf");
  args.push("--engine", "auto", "--iglob", "!.git");
  if (ignoreFile) args.push("--ignore-file", ignoreFile);
  if (q.filePattern && !q.filePattern.includes("/"))
    args.push("--type-add", `nightshift:${q.filePattern}`, "-t", "nightshift");
  args.push("-e", q.regex, "--", q.rel);
  return args;
}
async function searchWithRipgrep(rgPath, q, launch = launchDirectly) {
  const rules = ancestorRules(q.workspace, q.rel);
  const ignoreDir = rules.length ? mkdtempSync(path10.join(tmpdir(), "nightshift-rg-")) : void 0;
  const ignoreFile = ignoreDir && path10.join(ignoreDir, "ignore");
  if (ignoreFile) writeFileSync2(ignoreFile, rules.join("\n") + "\n");
  try {
    const readOnly = [realpathSync(path10.dirname(rgPath)), ...ignoreDir ? [ignoreDir] : []];
    return await collect(
      launch(boundedArgv([rgPath, ...ripgrepArgs(q, ignoreFile)]), q.workspace, readOnly),
      q
    );
  } finally {
    if (ignoreDir) rmSync(ignoreDir, { recursive: true, force: true });
  }
}
async function collect(rg, q) {
  const { child } = rg;
  const keep = q.filePattern?.includes("/") ? filePatternMatcher(q.filePattern) : void 0;
  const byFile = /* @__PURE__ */ new Map();
  let matches = 0;
  let complete = true;
  const onAbort = () => rg.stop();
  q.signal.addEventListener("abort", onAbort, { once: true });
  if (q.signal.aborted) onAbort();
  const onRecord = (pathBytes, rest) => {
    const sep = rest.findIndex((c2) => c2 === 58 || c2 === 45);
    if (sep <= 0) return;
    const n = Number(rest.subarray(0, sep).toString("latin1"));
    const match = rest[sep] === 58;
    const file = pathBytes.toString("utf8").replace(/^\.\//, "");
    if (keep && !keep(file)) return;
    let hits = byFile.get(file);
    if (!hits) byFile.set(file, hits = { path: file, lines: [] });
    let text = rest.subarray(sep + 1).toString("utf8").replace(/\r$/, "");
    const long = text.length > RG_MAX_COLUMNS && text.endsWith(LONG_LINE_SUFFIX);
    if (long) text = text.slice(0, -LONG_LINE_SUFFIX.length);
    hits.lines.push({ n, text, match, ...long ? { long } : {} });
    if (match && ++matches >= q.ceiling && complete) {
      complete = false;
      rg.stop();
    }
  };
  let pending = Buffer.alloc(0);
  let overflow = false;
  let stderr = "";
  child.stdout.on("data", (chunk2) => {
    if (!complete || overflow) return;
    let data = pending.length ? Buffer.concat([pending, chunk2]) : chunk2;
    for (; ; ) {
      const nul = data.indexOf(0);
      const lf = nul === -1 ? -1 : data.indexOf(10, nul + 1);
      if (lf === -1) break;
      onRecord(data.subarray(0, nul), data.subarray(nul + 1, lf));
      data = data.subarray(lf + 1);
      if (!complete) return;
    }
    pending = Buffer.from(data);
    if (pending.length > MAX_RECORD_BYTES) {
      overflow = true;
      rg.stop();
    }
  });
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk2) => {
    if (stderr.length < MAX_STDERR_CHARS) stderr += chunk2.slice(0, MAX_STDERR_CHARS - stderr.length);
  });
  let signal = null;
  const ended = await new Promise((resolve) => {
    child.once("error", resolve);
    child.once("close", (code, killedBy) => {
      signal = killedBy;
      resolve(code);
    });
  });
  q.signal.removeEventListener("abort", onAbort);
  const failure2 = await rg.settle();
  if (q.signal.aborted) throw q.signal.reason;
  if (ended instanceof Error) throw ended;
  if (failure2) throw new RipgrepError([failure2, stderrForModel(stderr)].filter(Boolean).join(": "));
  if (overflow) throw new RipgrepError(`ripgrep printed a line of over ${MAX_RECORD_BYTES} bytes`);
  const died = signal ?? (typeof ended === "number" && ended > 2 ? `exit status ${ended}` : void 0);
  if (died && complete)
    throw new RipgrepError(
      [
        `ripgrep was killed (${died})`,
        stderrForModel(stderr),
        `it may use at most ${RG_MAX_DATA_BYTES / 1024 ** 3} GiB of memory: an ignore file it reads (a .gitignore, through a link too) or a line it searches may be larger`
      ].filter(Boolean).join(": ")
    );
  if (ended === 2 && byFile.size === 0) throw new RipgrepError(stderrForModel(stderr) || "ripgrep failed");
  return { files: [...byFile.values()].sort(byPath), matches, complete };
}

// src/tools/search/js-search.ts
var JS_MAX_LINE_BYTES = 1024 * 1024;
function searchWithJs(q) {
  const re = modelRegExp(q.regex);
  const matchesPattern = filePatternMatcher(q.filePattern);
  const files = [];
  let matches = 0;
  let complete = true;
  let limited = false;
  const wanted = (rel) => !q.signal.aborted && (!matchesPattern || matchesPattern(rel));
  const searchFile = (rel, fd) => {
    if (fd === void 0) return;
    let hits;
    try {
      hits = searchLines(fd, re, q.ceiling - matches, q.signal);
    } finally {
      closeSync6(fd);
    }
    if (!hits) return;
    if (hits.limited) limited = true;
    if (hits.matches === 0) return;
    files.push({ path: rel, lines: hits.lines });
    matches += hits.matches;
    if (matches >= q.ceiling) complete = false;
  };
  const abs = path11.join(q.workspace, q.rel);
  if (statSync4(abs).isFile()) {
    if (wanted(q.rel)) searchFile(q.rel, openDecidedFile(abs));
  } else
    walk(q.workspace, q.rel, {
      recursive: true,
      visit: (e, at) => {
        if (e.kind === "file" && wanted(e.rel)) searchFile(e.rel, openListedFile(at));
        return complete && !q.signal.aborted;
      }
    });
  return { files: files.sort(byPath), matches, complete: complete && !limited };
}
function openDecidedFile(abs) {
  let fd;
  try {
    fd = openAt(abs, constants7.O_RDONLY | constants7.O_NONBLOCK);
  } catch {
    return void 0;
  }
  return regularOrClose(fd);
}
function openListedFile(at) {
  let fd;
  try {
    fd = openSync5(at, constants7.O_RDONLY | constants7.O_NOFOLLOW | constants7.O_NONBLOCK);
  } catch {
    return void 0;
  }
  return regularOrClose(fd);
}
function regularOrClose(fd) {
  try {
    if (fstatSync2(fd).isFile()) return fd;
  } catch {
  }
  closeSync6(fd);
  return void 0;
}
function searchLines(fd, re, budget, signal) {
  const lines = [];
  const before = [];
  let after = 0;
  let matches = 0;
  let binary = false;
  const scan = scanOpenLines(
    fd,
    (bytes, n, whole) => {
      if (bytes.includes(0)) {
        binary = true;
        return false;
      }
      const line = searchLine(bytes, n, whole);
      const match = re.test(line.text);
      if (match) {
        lines.push(...before.splice(0), { ...line, match: true });
        after = CONTEXT_LINES;
        return ++matches < budget && !signal.aborted;
      }
      if (after > 0) {
        after--;
        lines.push(line);
      } else {
        before.push(line);
        if (before.length > CONTEXT_LINES) before.shift();
      }
      return !signal.aborted;
    },
    { maxLineBytes: JS_MAX_LINE_BYTES, maxScanBytes: MAX_SCAN_BYTES }
  );
  if (binary) return void 0;
  return { lines, matches, limited: "limited" in scan && scan.limited === true };
}
function searchLine(bytes, n, whole) {
  const end = whole === bytes.length && bytes.at(-1) === 13 ? bytes.length - 1 : bytes.length;
  const text = (whole > bytes.length ? trimPartialUtf8(bytes) : bytes.subarray(0, end)).toString("utf8");
  if (text.length <= RG_MAX_COLUMNS && whole === bytes.length) return { n, text, match: false };
  return { n, text: text.slice(0, RG_MAX_COLUMNS), match: false, long: true };
}

// src/tools/search-files.ts
var SEARCH_MAX_MATCHES = 300;
var SEARCH_CEILING = 2e3;
async function pickEngine(workspace) {
  const rgPath = process.env.NIGHTSHIFT_NO_RIPGREP === "1" ? void 0 : await findRipgrep(workspace);
  return rgPath ? { engine: "ripgrep", rgPath } : { engine: "js" };
}
async function searchFiles(q, engine, readable = () => true, redact) {
  let found2;
  try {
    found2 = engine.engine === "ripgrep" ? await searchWithRipgrep(engine.rgPath, q, engine.launch) : searchWithJs(q);
  } catch (err) {
    if (err instanceof RipgrepError) throw new ToolInputError(`search failed: ${err.message}`);
    throw err;
  }
  const outcome = withoutUnreadable(found2, readable);
  if (outcome.matches === 0)
    return `No matches for /${q.regex}/ in ${q.rel}${q.filePattern ? ` (files: ${q.filePattern})` : ""}.`;
  return formatSearch(outcome, {
    maxMatches: SEARCH_MAX_MATCHES,
    maxBytes: MAX_TOOL_OUTPUT_BYTES,
    maxLineChars: 500,
    ...redact ? { redact } : {}
  });
}
function withoutUnreadable(outcome, readable) {
  const files = outcome.files.filter((f) => readable(f.path));
  if (files.length === outcome.files.length) return outcome;
  const matches = files.reduce((n, f) => n + f.lines.filter((l) => l.match).length, 0);
  return { ...outcome, files, matches };
}
var searchFilesTool = defineTool({
  name: "search_files",
  group: "read",
  description: "Search file contents with a regex (one line at a time), honouring .gitignore. Shows matches grouped by file with line numbers and 1 line of context.",
  params: strictObject({
    path: string().describe('Directory (or file) relative to the workspace root; "." for everything.'),
    regex: string().min(1).describe('Regular expression, e.g. "fs\\.exists\\(".'),
    file_pattern: string().optional().describe('Glob to limit files: "*.ts" matches names, "src/**/*.ts" paths.')
  }),
  access: ({ path: path20 }) => [{ kind: "read", path: path20 }],
  execute: ({ path: given, regex, file_pattern }, ctx) => refusalsAsResults(async () => {
    const { abs, rel } = resolveInside(ctx.workspace, given);
    const stat2 = statAt(abs);
    if (!stat2) throw new ToolInputError(`path not found: ${rel}; use list_files to see what exists`);
    if (!stat2.isFile() && !stat2.isDirectory())
      throw new ToolInputError(`${rel} is not a regular file or a directory (a FIFO, socket or device)`);
    if (regex.includes("\0") || file_pattern?.includes("\0"))
      throw new ToolInputError(
        "regex and file_pattern may not contain a NUL byte; write \\x00 to match one"
      );
    try {
      filePatternMatcher(file_pattern);
    } catch (err) {
      throw new ToolInputError(`file_pattern ${JSON.stringify(file_pattern)}: ${err.message}`);
    }
    const engine = await pickEngine(ctx.workspace);
    if (engine.engine === "ripgrep" && ctx.sandbox.backend === "bubblewrap" && ctx.sandbox.running > 0)
      engine.launch = launchInSandbox(ctx.sandbox);
    try {
      if (engine.engine === "js") modelRegExp(regex);
      else new RegExp(regex);
    } catch (err) {
      if (err instanceof NonLinearRegExpError) throw new ToolInputError(`search_files: ${err.message}`);
      throw new ToolInputError(`invalid regex /${regex}/: ${err.message}`);
    }
    const query = {
      workspace: ctx.workspace,
      rel,
      regex,
      filePattern: file_pattern,
      ceiling: SEARCH_CEILING,
      signal: ctx.signal
    };
    return { ok: true, output: await searchFiles(query, engine, ctx.readable, (t) => ctx.redact(t)) };
  })
});

// src/tools/switch-mode.ts
var switchModeTool = defineTool({
  name: "switch_mode",
  group: "always",
  description: "Switch to another mode (e.g. from architect to code) when the task needs tools this mode lacks.",
  params: strictObject({ mode_slug: string().min(1), reason: string().optional() }),
  async execute({ mode_slug, reason }, ctx) {
    return { ok: true, output: await ctx.run.switchMode(mode_slug, reason) };
  }
});

// src/tools/prebuilt-schemas.ts
import { readFileSync as readFileSync4 } from "node:fs";
var prebuilt;
function prebuiltParamsSchema(name) {
  prebuilt ??= load2();
  return prebuilt?.[name];
}
function load2() {
  const file = locateAsset("tool-schemas.json");
  if (!file) return null;
  try {
    return JSON.parse(readFileSync4(file, "utf8"));
  } catch {
    return null;
  }
}

// src/tools/update-todo-list.ts
var LINE = /^\s*(?:[-*]\s*)?\[( |x|X|-)\]\s*(.+)$/;
function parseTodos(markdown) {
  const items = [];
  for (const raw of markdown.split("\n")) {
    if (raw.trim() === "") continue;
    const m = LINE.exec(raw);
    if (!m)
      return `cannot read line "${raw.trim()}": each line must look like "[ ] task", "[-] task" or "[x] task"`;
    const mark = m[1] ?? " ";
    items.push({
      text: (m[2] ?? "").trim(),
      status: mark === " " ? "pending" : mark === "-" ? "in_progress" : "completed"
    });
  }
  return items;
}
var updateTodoListTool = defineTool({
  name: "update_todo_list",
  group: "always",
  description: 'Replace the todo list shown in the run summary and the PR. One item per line: "[ ] pending", "[-] in progress", "[x] done".',
  params: strictObject({ todos: string() }),
  execute({ todos }, ctx) {
    const parsed = parseTodos(todos);
    if (typeof parsed === "string") return Promise.resolve({ ok: false, output: parsed });
    ctx.run.setTodos(parsed);
    const done = parsed.filter((t) => t.status === "completed").length;
    return Promise.resolve({ ok: true, output: `Todo list updated: ${done}/${parsed.length} done.` });
  }
});

// src/tools/write-to-file.ts
function countLines(text) {
  if (text === "") return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}
function usesCrlf(text) {
  const crlf = text.split("\r\n").length - 1;
  return crlf > 0 && crlf * 2 >= text.split("\n").length - 1;
}
var writeToFileTool = defineTool({
  name: "write_to_file",
  group: "edit",
  description: "Create a file or replace its whole content (parent directories are created). Prefer the diff/edit tools for changes to existing files.",
  params: strictObject({
    path: string().describe("File path relative to the workspace root."),
    content: string().describe("The complete new content of the file.")
  }),
  access: ({ path: path20 }) => editAccess(path20),
  execute: ({ path: given, content }, ctx) => refusalsAsResults(() => {
    const target = resolveInside(ctx.workspace, given, [
      { path: ctx.outDir, label: "the run output directory" }
    ]);
    refuseProtected(target);
    const stat2 = statAt(target.abs);
    if (stat2?.isDirectory()) throw new ToolInputError(`${target.rel} is a directory; give a file path`);
    const file = stat2 ? readRegularFile(target.abs, Number.POSITIVE_INFINITY, { decided: true }) : void 0;
    if (file && "refused" in file && file.refused !== "missing")
      throw new ToolInputError(
        `${target.rel} is not a regular file (a FIFO, socket or device); it was not changed`
      );
    const old = file && "bytes" in file ? decodeText(file.bytes) : void 0;
    const before = old && "text" in old ? old : void 0;
    const omission = before && findOmission(before.text, content);
    if (omission)
      throw new ToolInputError(
        `${target.rel} was not changed: ${omissionMessage(omission, "the new content")} write_to_file replaces the whole file, so that code would be deleted and the placeholder written in its place. Send the complete content of the file, or change only the lines you mean with apply_diff.`
      );
    const keepCrlf = before !== void 0 && usesCrlf(before.text) && !content.includes("\r\n");
    const keepBom = before?.text.startsWith("\uFEFF") === true && !content.startsWith("\uFEFF");
    const text = (keepBom ? "\uFEFF" : "") + (keepCrlf ? content.replace(/\n/g, "\r\n") : content);
    writeFileAtomic(target.abs, encodeAs(text, before?.encoding ?? "utf-8", target.rel));
    const lines = countLines(content);
    const kept = [
      ...keepCrlf ? ["its CRLF line endings"] : [],
      ...keepBom ? ["its byte-order mark"] : [],
      ...before && before.encoding !== "utf-8" ? [`its ${before.encoding} encoding`] : []
    ];
    const output = stat2 === void 0 ? `Created ${target.rel} (${lines} lines).` : `Overwrote ${target.rel} (${lines} lines${before ? `, was ${countLines(before.text)}` : ""})${kept.length ? `; kept ${kept.join(" and ")}` : ""}.`;
    return { ok: true, output };
  })
});
function encodeAs(text, encoding, rel) {
  try {
    return encodeText(text, encoding);
  } catch (err) {
    if (err instanceof UnencodableError) throw new ToolInputError(`${rel} was not changed: ${err.message}`);
    throw err;
  }
}

// src/tools/registry.ts
var BUILTIN_TOOLS = [
  readFileTool,
  listFilesTool,
  searchFilesTool,
  listCodeDefinitionNamesTool,
  codebaseSearchTool,
  fetchInstructionsTool,
  readCommandOutputTool,
  applyDiffTool,
  editTool,
  applyPatchTool,
  writeToFileTool,
  insertContentTool,
  searchAndReplaceTool,
  executeCommandTool,
  browserActionTool,
  attemptCompletionTool,
  askFollowupQuestionTool,
  switchModeTool,
  newTaskTool,
  updateTodoListTool,
  runSlashCommandTool
];
var definitionCache = /* @__PURE__ */ new WeakMap();
function toolDefinition(tool) {
  let def = definitionCache.get(tool);
  if (!def) {
    const declared = tool.inputSchema;
    const { $schema: _ignored, ...inputSchema } = declared ?? (BUILTIN_TOOLS.includes(tool) ? prebuiltParamsSchema(tool.name) : void 0) ?? paramsSchema(tool);
    def = { name: tool.name, description: tool.description, inputSchema };
    definitionCache.set(tool, def);
  }
  return def;
}
function paramsSchema(tool) {
  const { $schema: _draft, ...schema } = toJSONSchema(tool.params, { io: "input" });
  return schema;
}
var ToolSet = class {
  #byName = /* @__PURE__ */ new Map();
  #serverTools = [];
  constructor(tools) {
    for (const tool of tools) {
      if (this.#byName.has(tool.name)) throw new Error(`duplicate tool name ${tool.name}`);
      this.#byName.set(tool.name, tool);
      if (tool.mcp) this.#serverTools.push(tool);
    }
  }
  get(name) {
    return this.#byName.get(name);
  }
  /** A tool's own name, an alias of a built-in (TOOL_ALIASES) or an MCP tool's name in another agent's form. */
  resolve(name) {
    const tool = this.#byName.get(name);
    if (tool) return { tool };
    const alias = TOOL_ALIASES.get(name);
    const target = alias && this.#byName.get(alias.target);
    if (alias && target) return { tool: target, alias };
    const matches = mcpAliasMatches(name, this.#serverTools);
    if (matches.length > 1) return { ambiguous: matches };
    return matches[0] && { tool: matches[0] };
  }
  /** Tools a mode allows, in registry order. */
  forMode(allowed) {
    return [...this.#byName.values()].filter(allowed);
  }
};

// src/policy/denied-outright.ts
var GENERIC_MCP_TOOLS = /* @__PURE__ */ new Set(["use_mcp_tool", "access_mcp_resource"]);
var deniesUnattended = (verdict, policy) => verdict === "deny" || verdict === "ask" && policy.onAsk === "deny";
function deniedOutright(tool, policy) {
  const override = Object.hasOwn(policy.tools, tool.name) ? policy.tools[tool.name] : void 0;
  if (override) return deniesUnattended(override, policy) ? `tools.${tool.name}` : void 0;
  switch (tool.group) {
    case "read":
      return tool.access && policy.read.allow.length === 0 ? "read.default" : void 0;
    case "edit":
      return policy.edit.allow.length === 0 ? "edit.default" : void 0;
    case "command":
      return policy.command.allow.length === 0 && deniesUnattended(policy.command.default, policy) ? "command.default" : void 0;
    case "mcp":
      return mcpDeniedOutright(tool, policy);
    case "browser":
      return policy.browser.allow.length === 0 ? "browser.default" : void 0;
    default:
      return void 0;
  }
}
function mcpDeniedOutright(tool, policy) {
  if (GENERIC_MCP_TOOLS.has(tool.name)) {
    const anyAllowed = !deniesUnattended(policy.mcp.default, policy) || Object.values(policy.mcp.servers).some((rules) => rules.allow.length > 0);
    return anyAllowed ? void 0 : "mcp.default";
  }
  const [access] = tool.access?.({}) ?? [];
  if (access?.kind !== "mcp") return void 0;
  const part = mcpPart(access.server, access.tool, policy);
  return deniesUnattended(part.verdict, policy) ? part.rule : void 0;
}

// src/run/tool-set.ts
var offeredInMode = (mode, policy, tool) => toolAllowedInMode(mode, tool.group) && deniedOutright(tool, policy) === void 0;
function builtinToolsFor(task) {
  const threshold = task.apply_diff.fuzzy_threshold;
  const tuned = [
    ...threshold !== DEFAULT_FUZZY_THRESHOLD ? [createApplyDiffTool({ fuzzyThreshold: threshold })] : [],
    ...task.output ? [structuredCompletionTool(task.output.schema)] : []
  ];
  if (tuned.length === 0) return BUILTIN_TOOLS;
  return BUILTIN_TOOLS.map((t) => tuned.find((u) => u.name === t.name) ?? t);
}
async function connectMcpTools(servers, options) {
  const [{ McpHub }, { useMcpTool }, { accessMcpResource }] = await Promise.all([
    import("./hub-A4TD6YOU.js"),
    import("./use-mcp-tool-AZC3KGSD.js"),
    import("./access-mcp-resource-H4DXE56S.js")
  ]);
  const hub = await McpHub.connect(servers, options);
  return { hub, tools: [useMcpTool(hub), accessMcpResource(hub), ...hub.tools()] };
}

// src/sandbox/create.ts
import { spawn as spawn4 } from "node:child_process";
import { existsSync as existsSync7, mkdirSync as mkdirSync3, mkdtempSync as mkdtempSync3, readFileSync as readFileSync9, rmSync as rmSync3, writeFileSync as writeFileSync4 } from "node:fs";
import { homedir as homedir2, tmpdir as tmpdir3 } from "node:os";
import path19 from "node:path";

// src/sandbox/bwrap-args.ts
import { existsSync as existsSync4 } from "node:fs";
var SANDBOX_SOCKET_DIR = "/run/nightshift";
var MASKED_TMPFS_BYTES = 1024 * 1024;
var ISOLATION = [
  "--unshare-user",
  "--unshare-pid",
  "--unshare-net",
  "--unshare-ipc",
  "--die-with-parent",
  "--new-session",
  "--cap-drop",
  "ALL"
];
var PROC_SYS = ["--ro-bind", "/proc/sys", "/proc/sys"];
var PROC_KEYS = existsSync4("/proc/keys") ? ["--ro-bind", "/dev/null", "/proc/keys"] : [];
function bwrapArgs(plan, cwd, extraReadOnly = []) {
  const args = [...ISOLATION, ...systemArgs(plan.system)];
  const tmpfs = (dir, bytes = plan.tmpfsBytes) => bytes === void 0 || plan.tmpfsBytes === void 0 ? ["--tmpfs", dir] : ["--size", String(bytes), "--tmpfs", dir];
  if (plan.emptied) args.push("--tmpfs", plan.emptied);
  args.push("--proc", "/proc", ...PROC_SYS, ...PROC_KEYS, ...devArgs(tmpfs("/dev/shm")), ...tmpfs("/tmp"));
  for (const dir of plan.toolDirs) args.push("--ro-bind", dir, dir);
  for (const m of plan.masked) {
    if (m.kind === "dir") args.push(...tmpfs(m.path, MASKED_TMPFS_BYTES));
    else args.push("--ro-bind", "/dev/null", m.path);
  }
  for (const dir of extraReadOnly) args.push("--ro-bind", dir, dir);
  for (const p of plan.readOnlyOutside) args.push("--ro-bind", p, p);
  args.push(...tmpfs(plan.home));
  for (const m of plan.homeMounts) args.push("--ro-bind", m.source, m.target);
  args.push("--bind", plan.workspace, plan.workspace);
  for (const p of plan.pinned) args.push("--bind", p, p);
  for (const p of plan.readOnly) args.push("--ro-bind", p, p);
  for (const c2 of plan.gitConfigs) if (c2.copy) args.push("--ro-bind", c2.copy, c2.path);
  for (const f of plan.unreadable) args.push("--ro-bind", "/dev/null", f);
  for (const d of plan.unreadableDirs) args.push("--perms", "0000", "--tmpfs", d, "--remount-ro", d);
  for (const p of plan.hidden) args.push("--tmpfs", p, "--remount-ro", p);
  if (plan.proxySocketDir) args.push("--ro-bind", plan.proxySocketDir, SANDBOX_SOCKET_DIR);
  if (plan.emptied) args.push("--remount-ro", plan.emptied);
  args.push("--remount-ro", "/", "--chdir", cwd);
  return args;
}
function hostProbeArgs(plan) {
  const args = [...ISOLATION, ...systemArgs(plan.system)];
  args.push(
    "--proc",
    "/proc",
    ...PROC_SYS,
    ...devArgs(["--tmpfs", "/dev/shm"]),
    "--tmpfs",
    "/tmp",
    "--remount-ro",
    "/"
  );
  return args;
}
function devArgs(shm) {
  return ["--dev", "/dev", ...shm, "--remount-ro", "/dev"];
}
function systemArgs(system) {
  return system.flatMap(
    (e) => e.kind === "symlink" ? ["--symlink", e.target, e.path] : ["--ro-bind", e.path, e.path]
  );
}
function argsPipe(stdio, options, seccomp) {
  const filterFd = seccomp ? stdio.length : void 0;
  const fd = stdio.length + (seccomp ? 1 : 0);
  const data = argsData(filterFd === void 0 ? options : [...options, "--seccomp", String(filterFd)]);
  const write = (child, at, bytes) => {
    const pipe = child.stdio[at];
    pipe?.on("error", () => void 0);
    pipe?.end(bytes);
  };
  return {
    stdio: [...stdio, ...seccomp ? ["pipe"] : [], "pipe"],
    argv: ["--args", String(fd)],
    send: (child) => {
      if (seccomp && filterFd !== void 0) write(child, filterFd, seccomp);
      write(child, fd, data);
    }
  };
}
function argsData(args) {
  const bad = args.find((a) => a.includes("\0"));
  if (bad !== void 0) throw new Error(`a sandbox argument holds a NUL byte: ${JSON.stringify(bad)}`);
  return Buffer.from(args.map((a) => `${a}\0`).join(""), "utf8");
}

// src/sandbox/network/bridge.ts
import { existsSync as existsSync5 } from "node:fs";
import path12 from "node:path";
import { fileURLToPath } from "node:url";
var BRIDGE_FILE = "sandbox-bridge.js";
var PROXY_SOCKET_FILE = "proxy.sock";
var BRIDGE_PORT = 3128;
var here = path12.dirname(fileURLToPath(import.meta.url));
function locateBridge(from = here) {
  for (const up of [".", ".."]) {
    const candidate = path12.resolve(from, up, BRIDGE_FILE);
    if (existsSync5(candidate)) return candidate;
  }
  throw new Error(`nightshift: ${BRIDGE_FILE} not found near ${from} (run \`npm run bundle\`)`);
}
function proxyEnv(port) {
  const url = `http://127.0.0.1:${port}`;
  return {
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    http_proxy: url,
    https_proxy: url,
    NO_PROXY: "",
    no_proxy: ""
  };
}
function bridgeArgv(o) {
  if (!Number.isInteger(o.port) || o.port < 1 || o.port > 65535) throw new Error(`invalid port ${o.port}`);
  if (o.argv.length === 0) throw new Error("bridgeArgv: no program to run");
  return [o.nodePath, o.bridgePath, o.socketPath, String(o.port), "--", ...o.argv];
}

// src/sandbox/git-config.ts
function sanitizeGitConfig(text) {
  const out = [];
  for (const section of parseGitConfig(text)) {
    if (section.name.toLowerCase().split(".")[0] === "credential") continue;
    const sub = section.subsection === void 0 ? "" : ` "${escape(stripUserinfo(section.subsection))}"`;
    out.push(`[${section.name}${sub}]`);
    for (const { key, value } of section.entries) {
      if (CREDENTIAL_KEY.test(key)) continue;
      out.push(value === null ? `	${key}` : `	${key} = ${quote(stripUserinfo(value))}`);
    }
  }
  return out.length ? `${out.join("\n")}
` : "";
}
function gitConfigIncludes(text) {
  return parseGitConfig(text).flatMap(
    (s) => /^include(if)?$/i.test(s.name) ? s.entries.flatMap((e) => e.key.toLowerCase() === "path" && e.value ? [e.value] : []) : []
  );
}
function submodulePaths(text) {
  return parseGitConfig(text).flatMap(
    (s) => s.name.toLowerCase() === "submodule" ? s.entries.flatMap((e) => e.key.toLowerCase() === "path" && e.value ? [e.value] : []) : []
  );
}
var CREDENTIAL_KEY = /^(extraheader|helper|askpass|cookiefile)$|token|pass|secret/i;
function stripUserinfo(s) {
  return s.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s?#]*@/gi, "$1");
}
function escape(s) {
  return s.replace(/[\\"\n\t\b]/g, (c2) => ({ "\n": "\\n", "	": "\\t", "\b": "\\b" })[c2] ?? `\\${c2}`);
}
function quote(value) {
  return value === "" || /^\s|\s$|["\\#;\n\t\b\r]/.test(value) ? `"${escape(value)}"` : value;
}
var SPACE = /* @__PURE__ */ new Set([" ", "	", "\r", "\v", "\f"]);
function parseGitConfig(text) {
  const src = text.replace(/\r\n/g, "\n");
  const sections = [];
  let i = 0;
  let comment = false;
  while (i < src.length) {
    const c2 = src[i++];
    if (c2 === "\n") {
      comment = false;
      continue;
    }
    if (comment || SPACE.has(c2)) continue;
    if (c2 === "#" || c2 === ";") {
      comment = true;
      continue;
    }
    if (c2 === "[") {
      const header = /^([A-Za-z0-9.-]*)(?:[ \t\r\n\v\f]+"((?:[^"\\\n]|\\[^\n])*)")?\]/.exec(src.slice(i));
      if (!header) return sections;
      const subsection = header[2]?.replace(/\\(.)/g, "$1");
      const name = subsection === void 0 ? header[1].toLowerCase() : header[1];
      sections.push({ name, ...subsection === void 0 ? {} : { subsection }, entries: [] });
      i += header[0].length;
      continue;
    }
    const key = /^[A-Za-z][A-Za-z0-9-]*/.exec(src.slice(i - 1));
    const section = sections.at(-1);
    if (!key || !section) return sections;
    i += key[0].length - 1;
    while (src[i] === " " || src[i] === "	") i++;
    if (i >= src.length || src[i] === "\n") {
      section.entries.push({ key: key[0], value: null });
      continue;
    }
    if (src[i] !== "=") return sections;
    const parsed = parseValue(src, i + 1);
    if (!parsed) return sections;
    section.entries.push({ key: key[0], value: parsed.value });
    i = parsed.end;
  }
  return sections;
}
function parseValue(src, start) {
  let value = "";
  let pendingSpace = 0;
  let quoted = false;
  let comment = false;
  let i = start;
  for (; i < src.length; i++) {
    const c2 = src[i];
    if (c2 === "\n") {
      if (quoted) return void 0;
      break;
    }
    if (comment) continue;
    if (!quoted && SPACE.has(c2)) {
      if (value.length) pendingSpace++;
      continue;
    }
    if (!quoted && (c2 === "#" || c2 === ";")) {
      comment = true;
      continue;
    }
    value += " ".repeat(pendingSpace);
    pendingSpace = 0;
    if (c2 === "\\") {
      const next = src[++i];
      if (next === "\n") continue;
      const escaped = { t: "	", b: "\b", n: "\n", "\\": "\\", '"': '"' }[next ?? ""];
      if (escaped === void 0) return void 0;
      value += escaped;
    } else if (c2 === '"') quoted = !quoted;
    else value += c2;
  }
  return { value, end: i };
}

// src/sandbox/plan.ts
import { existsSync as existsSync6, lstatSync as lstatSync6, readlinkSync as readlinkSync4, realpathSync as realpathSync3, rmdirSync } from "node:fs";
import { homedir } from "node:os";
import path16 from "node:path";

// src/sandbox/git-dirs.ts
import { readdirSync as readdirSync3 } from "node:fs";
import path13 from "node:path";
var NO_CONFIG = /* @__PURE__ */ new Set(["objects", "refs", "logs", "hooks", "lfs", "annex", "rr-cache"]);
function repositoryGit(ws, input = {}) {
  const paths = /* @__PURE__ */ new Set();
  const gitDirs = [];
  const addGitDir = (dir) => {
    paths.add(dir);
    gitDirs.push(dir);
  };
  const own2 = input.gitDir ? workspaceGitDirs(input.gitDir, ws) : [];
  own2.forEach(addGitDir);
  const allowed = (dir) => (dir.startsWith(`${ws}/`) || own2.some((o) => within(o, dir))) && lstatOr(dir)?.isDirectory() === true;
  const addCheckout = (dir) => {
    const dotGit = path13.join(dir, ".git");
    const st = lstatOr(dotGit);
    if (st?.isDirectory()) return addGitDir(dotGit);
    const named = st?.isFile() ? linkedGitDirs(dotGit, allowed) : void 0;
    if (!named) return;
    paths.add(dotGit);
    named.forEach(addGitDir);
  };
  addCheckout(ws);
  const subs = submodulePaths(readOr(path13.join(ws, ".gitmodules"))).map((sub) => path13.resolve(ws, sub));
  for (const checkout of [...subs, ...input.nested ?? []]) {
    const dir = realOr(checkout);
    if (dir && dir !== ws && dir.startsWith(`${ws}/`)) addCheckout(dir);
  }
  const configs = /* @__PURE__ */ new Set();
  const keys = /* @__PURE__ */ new Set();
  for (const dir of gitDirs) collectConfigs(dir, configs, keys);
  for (const f of input.extraConfigs ?? []) if (lstatOr(f)?.isFile()) configs.add(f);
  const queue = [...configs];
  for (let file = queue.pop(); file !== void 0; file = queue.pop()) {
    for (const include of gitConfigIncludes(readOr(file))) {
      if (include.startsWith("~")) continue;
      const target = realOr(path13.resolve(path13.dirname(file), include));
      if (target && lstatOr(target)?.isFile() && !configs.has(target)) {
        configs.add(target);
        queue.push(target);
      }
    }
  }
  const all = [...paths];
  return {
    gitPaths: all.filter((p) => !all.some((o) => o !== p && p.startsWith(`${o}/`))),
    configs: [...configs],
    keys: [...keys]
  };
}
function workspaceGitDirs(gitDir, ws) {
  const own2 = ownGitDirs(path13.join(ws, ".git"), gitDir);
  if (!own2) return [];
  return own2.commonDir ? [own2.gitDir, own2.commonDir] : [own2.gitDir];
}
function collectConfigs(dir, into, keys) {
  let entries;
  try {
    entries = readdirSync3(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path13.join(dir, e.name);
    if (e.isFile() && (e.name === "config" || e.name === "config.worktree")) into.add(p);
    else if (e.isDirectory() && e.name === KEY_DIR) collectFiles(p, keys);
    else if (e.isDirectory() && !NO_CONFIG.has(e.name)) collectConfigs(p, into, keys);
  }
}
var KEY_DIR = "git-crypt";
function collectFiles(dir, into) {
  let entries;
  try {
    entries = readdirSync3(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = path13.join(dir, e.name);
    if (e.isFile()) into.add(p);
    else if (e.isDirectory()) collectFiles(p, into);
  }
}
function linkedGitDirs(dotGitFile, allowed) {
  const m = /^gitdir:\s*(.+)$/m.exec(readOr(dotGitFile));
  const gitDir = m ? realOr(path13.resolve(path13.dirname(dotGitFile), m[1].trim())) : void 0;
  if (!gitDir || !allowed(gitDir)) return void 0;
  const common = readOr(path13.join(gitDir, "commondir")).trim();
  if (!common) return [gitDir];
  const commonDir = realOr(path13.resolve(gitDir, common));
  return commonDir && allowed(commonDir) ? [gitDir, commonDir] : void 0;
}
function within(dir, p) {
  return p === dir || p.startsWith(`${dir}/`);
}

// src/sandbox/system-secrets.ts
import { accessSync as accessSync2, constants as constants8, lstatSync as lstatSync4, readdirSync as readdirSync4 } from "node:fs";
import path14 from "node:path";
function privateSystemEntries(dir = "/etc") {
  const found2 = [];
  const stack = lstatOrUndefined(dir)?.isDirectory() ? [dir] : [];
  for (let current = stack.pop(); current !== void 0; current = stack.pop()) {
    let names;
    try {
      names = readdirSync4(current);
    } catch {
      continue;
    }
    for (const name of names) {
      const p = path14.join(current, name);
      const st = lstatOrUndefined(p);
      if (st?.isDirectory()) {
        if ((st.mode & 5) === 5) stack.push(p);
        else if (canAccess(p, constants8.R_OK) || canAccess(p, constants8.X_OK)) found2.push(p);
      } else if (st?.isFile() && !(st.mode & 4) && canAccess(p, constants8.R_OK)) found2.push(p);
    }
  }
  return found2.sort();
}
function canAccess(p, mode) {
  try {
    accessSync2(p, mode);
    return true;
  } catch {
    return false;
  }
}
function lstatOrUndefined(p) {
  try {
    return lstatSync4(p);
  } catch {
    return void 0;
  }
}

// src/sandbox/toolchains.ts
import { lstatSync as lstatSync5, readdirSync as readdirSync5, realpathSync as realpathSync2, statSync as statSync5 } from "node:fs";
import path15 from "node:path";
var CONFIGURATION = /* @__PURE__ */ new Set(["etc", "pip.conf"]);
function toolchainMounts(input) {
  const ws = input.workspace;
  const homes = /* @__PURE__ */ new Set(["/root", ...input.hostHome ? [realOr2(input.hostHome)] : []]);
  const isHome = (p) => homes.has(p) || /^\/home\/[^/]+$/.test(p);
  const tooBroad = (p) => p.split("/").length < 3 || isHome(p) || [...homes].some((h) => h.startsWith(`${p}/`));
  const userDir = (p) => isHome(p) || isHome(path15.dirname(p));
  const excluded = (p) => input.isSystem(p) || within2(ws, p) || within2(p, ws) || tooBroad(p);
  const dirs = /* @__PURE__ */ new Set();
  const masked = /* @__PURE__ */ new Set();
  const moved = [];
  const seen = /* @__PURE__ */ new Set();
  const showInstallation = (root) => {
    if (seen.has(root)) return;
    seen.add(root);
    dirs.add(root);
    for (const entry of entriesOf(root)) {
      if (entry.startsWith(".") || CONFIGURATION.has(entry)) masked.add(path15.join(root, entry));
    }
    for (const bin of ["bin", "sbin"]) if (isDir(path15.join(root, bin))) showProgramDir(path15.join(root, bin));
  };
  const showProgram = (target) => {
    const pkg = npmPackageOf(target);
    if (pkg && !excluded(pkg)) return showInstallation(pkg);
    const dir = path15.dirname(target);
    if (excluded(dir)) {
      if (!excluded(target)) dirs.add(target);
    } else showProgramDir(dir);
  };
  function showProgramDir(dir) {
    if (seen.has(dir)) return;
    seen.add(dir);
    dirs.add(dir);
    const parent = path15.dirname(dir);
    const name = path15.basename(dir);
    const installation = (name === "bin" || name === "sbin") && !excluded(parent) && (isDir(path15.join(parent, "lib")) || isDir(path15.join(parent, "lib64"))) && (!userDir(parent) || isFile(path15.join(parent, "pyvenv.cfg")));
    const versionManager = name === "shims" && !excluded(parent) && isDir(path15.join(parent, "libexec")) && isDir(path15.join(parent, "versions"));
    if (installation || versionManager) showInstallation(parent);
    if (isFile(path15.join(dir, "rustup"))) moved.push(...rustupHome(input, dirs));
    for (const target of linkTargets(dir)) {
      if (!within2(dir, target) && !excluded(target)) showProgram(target);
    }
  }
  for (const entry of input.pathDirs) {
    const real = entry && path15.isAbsolute(entry) ? realOr2(entry) : void 0;
    if (real && isDir(real) && !excluded(real)) showProgramDir(real);
  }
  const shown2 = [...dirs].filter((d) => ![...dirs].some((o) => o !== d && within2(o, d)));
  return {
    dirs: shown2,
    masked: [...masked].filter((m) => shown2.some((d) => within2(d, m))),
    moved: moved.filter((m, i) => moved.findIndex((o) => o.target === m.target) === i)
  };
}
function rustupHome(input, dirs) {
  const home = input.rustupHome ?? (input.hostHome ? path15.join(input.hostHome, ".rustup") : void 0);
  if (!home || !isDir(path15.join(home, "toolchains"))) return [];
  const real = realOr2(home);
  const parts = ["toolchains", "settings.toml"].filter((p) => lstatOr2(path15.join(real, p)));
  if (input.rustupHome) for (const p of parts) dirs.add(path15.join(real, p));
  return parts.map((p) => ({
    source: path15.join(real, p),
    target: path15.join(input.sandboxHome, ".rustup", p)
  }));
}
function npmPackageOf(file) {
  const parts = file.split("/");
  const at = parts.indexOf("node_modules");
  if (at < 0 || at + 1 >= parts.length - 1) return void 0;
  const scoped = parts[at + 1].startsWith("@");
  if (scoped && at + 2 >= parts.length - 1) return void 0;
  return parts.slice(0, at + (scoped ? 3 : 2)).join("/");
}
function linkTargets(dir) {
  let entries;
  try {
    entries = readdirSync5(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (!e.isSymbolicLink()) return [];
    const real = realOr2(path15.join(dir, e.name));
    return real === path15.join(dir, e.name) ? [] : [real];
  });
}
function entriesOf(dir) {
  try {
    return readdirSync5(dir);
  } catch {
    return [];
  }
}
function within2(dir, p) {
  return p === dir || p.startsWith(dir === "/" ? "/" : `${dir}/`);
}
function realOr2(p) {
  try {
    return realpathSync2.native(p);
  } catch {
    return p;
  }
}
function lstatOr2(p) {
  try {
    return lstatSync5(p);
  } catch {
    return void 0;
  }
}
function isDir(p) {
  try {
    return statSync5(p).isDirectory();
  } catch {
    return false;
  }
}
function isFile(p) {
  try {
    return statSync5(p).isFile();
  } catch {
    return false;
  }
}

// src/sandbox/plan.ts
var SYSTEM_DIRS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"];
var SYSTEM_GIT_CONFIG = "/etc/gitconfig";
var RUNS_DIR = [".nightshift", "runs"];
var SANDBOX_HOME = "/home/nightshift-sandbox";
function planSandbox(input) {
  const ws = input.workspace;
  const inside = (p) => within3(ws, p) && p !== ws;
  const system = SYSTEM_DIRS.flatMap((p) => {
    const st = lstatOrUndefined2(p);
    if (!st) return [];
    if (st.isSymbolicLink()) return [{ path: p, kind: "symlink", target: readlinkSync4(p) }];
    return st.isDirectory() ? [{ path: p, kind: "dir" }] : [];
  });
  const systemDirs = system.filter((e) => e.kind === "dir").map((e) => e.path);
  const underSystem = (p) => systemDirs.some((d) => within3(d, p));
  const pathDirs = [...input.pathEnv.split(":"), path16.dirname(input.nodePath)];
  const tools = toolchainMounts({
    pathDirs,
    workspace: ws,
    isSystem: underSystem,
    hostHome: input.hostHome,
    rustupHome: input.rustupHome,
    sandboxHome: SANDBOX_HOME
  });
  const walk2 = walkWorkspace(ws, input.readDenied ?? (() => false));
  const git = repositoryGit(ws, {
    gitDir: ownGitDir(ws),
    extraConfigs: [SYSTEM_GIT_CONFIG],
    nested: walk2.checkouts
  });
  const missing = input.protectedFiles.filter((f) => inside(f) && !lexists(f));
  const outDirs = input.hiddenDirs.filter((d) => inside(d) && existsSync6(d));
  const placeholders = gitPlaceholder(ws);
  const hidden = [...outDirs, ...missing, ...placeholders];
  const readOnly = git.gitPaths.filter(inside);
  for (const dir of [...outDirs.map((h) => path16.dirname(h)), path16.join(ws, ...RUNS_DIR)]) {
    if (inside(dir) && lstatOrUndefined2(dir)?.isDirectory()) readOnly.push(dir);
  }
  for (const f of input.protectedFiles) {
    if (inside(f) && existsSync6(f) && !hidden.some((h) => within3(h, f))) readOnly.push(f);
  }
  for (const dir of input.ownCode ?? []) if (inside(dir) && existsSync6(dir)) readOnly.push(dir);
  const shownReadOnly = outermost(readOnly);
  const homes = homeDirs(input.hostHome);
  const readOnlyOutside = git.gitPaths.filter((p) => !within3(ws, p) && !hostWide(p, ws, homes));
  const masked = [...tools.masked, ...privateSystemEntries()].flatMap((p) => {
    const st = lstatOrUndefined2(p);
    return st?.isDirectory() ? [{ path: p, kind: "dir" }] : st?.isFile() ? [{ path: p, kind: "file" }] : [];
  });
  const shown2 = (f) => inside(f) || underSystem(f) || [...tools.dirs, ...readOnlyOutside].some((d) => within3(d, f));
  const concealed = (f) => [...hidden, ...masked.map((m) => m.path)].some((d) => within3(d, f));
  const gitConfigs = git.configs.filter((f) => shown2(f) && !concealed(f)).map((p) => ({ path: p }));
  const configsInside = gitConfigs.map((c2) => c2.path).filter(inside);
  const keys = git.keys.filter(
    (f) => (inside(f) || readOnlyOutside.some((d) => within3(d, f))) && !concealed(f)
  );
  const mounted = [...shownReadOnly, ...hidden, ...configsInside, ...keys];
  const unreadableDirs = walk2.deniedDirs.filter(
    (d) => !mounted.some((p) => within3(d, p)) && !hidden.some((h) => within3(h, d))
  );
  const unreadable = [.../* @__PURE__ */ new Set([...walk2.files, ...keys])].filter(
    (f) => !unreadableDirs.some((d) => within3(d, f))
  );
  const emptied = workspaceSiblings(ws, systemDirs, pathDirs.map(realOrUndefined));
  return {
    system,
    ...emptied ? { emptied } : {},
    toolDirs: tools.dirs,
    masked,
    workspace: ws,
    // Inside a read-only path nothing can be renamed anyway. A masked file's directories, and a
    // replaced config's, are pinned too: renamed, they would carry the file away from its mask.
    pinned: directoriesBetween(ws, [
      ...shownReadOnly,
      ...hidden,
      ...unreadable,
      ...unreadableDirs,
      ...configsInside
    ]).filter((d) => !shownReadOnly.some((r) => within3(r, d))),
    readOnly: shownReadOnly,
    readOnlyOutside,
    hidden,
    unreadable,
    unreadableDirs,
    unreadableComplete: walk2.complete,
    workspaceLinks: walk2.links,
    checkoutsComplete: walk2.checkoutsComplete,
    home: SANDBOX_HOME,
    homeMounts: tools.moved,
    gitConfigs,
    ...input.proxySocketDir ? { proxySocketDir: input.proxySocketDir } : {},
    ...placeholders.length > 0 ? { placeholders } : {}
  };
}
function gitPlaceholder(ws) {
  const dotGit = path16.join(ws, ".git");
  if (lexists(dotGit)) return [];
  const location = locateRepo(ws);
  if (!location) return [];
  const top = realOrUndefined(location.workTree);
  return top !== void 0 && top !== realOrUndefined(ws) ? [dotGit] : [];
}
function removePlaceholders(plan) {
  for (const p of plan.placeholders ?? []) {
    try {
      if (lstatSync6(p).isDirectory()) rmdirSync(p);
    } catch {
    }
  }
}
function ownGitDir(ws) {
  const location = locateRepo(ws);
  return location && realOrUndefined(location.workTree) === realOrUndefined(ws) ? location.gitDir : void 0;
}
function homeDirs(hostHome) {
  const homes = ["/root", homedir(), ...hostHome ? [hostHome] : []].map((h) => realOrUndefined(h) ?? h);
  return [...new Set(homes)];
}
function hostWide(p, ws, homes) {
  const [top = "", second] = p.split("/").slice(1);
  if (second === void 0 || HOST_STATE.has(top) || top === "var" && second === "run") return true;
  return /^\/home\/[^/]+$/.test(p) || homes.some((h) => within3(p, h)) || within3(p, ws);
}
var HOST_STATE = /* @__PURE__ */ new Set(["proc", "sys", "dev", "run"]);
var PREFIX_PARTS = /* @__PURE__ */ new Set([
  "local",
  "bin",
  "sbin",
  "lib",
  "lib32",
  "lib64",
  "libx32",
  "libexec",
  "share",
  "include",
  "etc"
]);
function workspaceSiblings(ws, systemDirs, needed) {
  const base = systemDirs.find((d) => within3(d, ws) && d !== ws);
  if (!base) return void 0;
  const below = path16.relative(base, ws).split("/").slice(0, -1);
  for (let i = 1; i <= below.length; i++) {
    const dir = path16.join(base, ...below.slice(0, i));
    const isNeeded = needed.some((n) => n !== void 0 && within3(dir, n));
    if (!isNeeded && !PREFIX_PARTS.has(path16.basename(dir))) return dir;
  }
  return void 0;
}
function directoriesBetween(ws, paths) {
  const dirs = /* @__PURE__ */ new Set();
  for (const p of paths) {
    for (let dir = path16.dirname(p); dir.startsWith(`${ws}/`); dir = path16.dirname(dir)) {
      if (lstatOrUndefined2(dir)?.isDirectory()) dirs.add(dir);
    }
  }
  return [...dirs].sort((a, b) => a.split("/").length - b.split("/").length || (a < b ? -1 : a > b ? 1 : 0));
}
function outermost(paths) {
  const unique = [...new Set(paths)];
  return unique.filter((p) => !unique.some((o) => o !== p && within3(o, p)));
}
function within3(dir, p) {
  return p === dir || p.startsWith(`${dir}/`);
}
function lexists(p) {
  return lstatOrUndefined2(p) !== void 0;
}
function lstatOrUndefined2(p) {
  try {
    return lstatSync6(p);
  } catch {
    return void 0;
  }
}
function realOrUndefined(p) {
  try {
    return p ? realpathSync3(p) : void 0;
  } catch {
    return void 0;
  }
}

// src/sandbox/process-bound.ts
import { mkdirSync as mkdirSync2, readFileSync as readFileSync5, rmdirSync as rmdirSync2, writeFileSync as writeFileSync3 } from "node:fs";
import path17 from "node:path";
function limitArgv(max, argv) {
  return ["/bin/bash", "-c", `ulimit -u ${Math.floor(max)} && exec "$@"`, "nightshift-limit", ...argv];
}
function rlimitBinds(uid, uidMap) {
  if (uid === void 0) return false;
  if (uid !== 0) return true;
  const hostRoot = uidMap.split("\n").map((line) => line.trim().split(/\s+/).map(Number)).some(([inside, outside, count]) => inside === 0 && outside === 0 && (count ?? 0) > 0);
  return !hostRoot && uidMap.trim() !== "";
}
function rlimitBindsHere() {
  let uidMap = "";
  try {
    uidMap = readFileSync5("/proc/self/uid_map", "utf8");
  } catch {
  }
  return rlimitBinds(process.getuid?.(), uidMap);
}
function ownCgroupDirs(selfCgroup, mountinfo) {
  const mounts = mountinfo.split("\n").map((line) => {
    const [pre, post] = line.split(" - ");
    const f = pre?.split(" ") ?? [];
    const g = post?.split(" ") ?? [];
    return { root: unescape2(f[3] ?? ""), at: unescape2(f[4] ?? ""), type: g[0], options: g[2] ?? "" };
  }).filter((m) => m.type === "cgroup" || m.type === "cgroup2");
  const dirs = [];
  for (const line of selfCgroup.split("\n")) {
    const m = /^(\d+):([^:]*):(\/.*)$/.exec(line);
    if (!m) continue;
    const v2 = m[1] === "0" && m[2] === "";
    if (!v2 && !m[2].split(",").includes("pids")) continue;
    const mount = mounts.find(
      (x) => v2 ? x.type === "cgroup2" : x.type === "cgroup" && x.options.split(",").includes("pids")
    );
    if (!mount) continue;
    const rel = path17.posix.relative(mount.root, m[3]);
    if (rel.startsWith("..")) continue;
    dirs.push(path17.join(mount.at, rel));
  }
  return dirs;
}
function unescape2(s) {
  return s.replace(/\\([0-7]{3})/g, (_, o) => String.fromCharCode(parseInt(o, 8)));
}
var PidsCgroups = class _PidsCgroups {
  #parent;
  #max;
  #live = /* @__PURE__ */ new Set();
  /** Per process, not per instance: two sandboxes of one process (a batch) never share a name. */
  static #count = 0;
  constructor(parent, max) {
    this.#parent = parent;
    this.#max = max;
  }
  /**
   * The cgroups where a child of nightshift's own cgroup gets `pids.max` and nightshift may create,
   * limit and remove it (root, or a delegated cgroup); undefined elsewhere. Tried with one child.
   */
  static open(max, sources = { cgroup: "/proc/self/cgroup", mountinfo: "/proc/self/mountinfo" }) {
    let dirs;
    try {
      dirs = ownCgroupDirs(readFileSync5(sources.cgroup, "utf8"), readFileSync5(sources.mountinfo, "utf8"));
    } catch {
      return void 0;
    }
    for (const dir of dirs) {
      const groups = new _PidsCgroups(dir, max);
      const probe2 = groups.#make();
      if (probe2 === void 0) continue;
      groups.release(probe2);
      return groups;
    }
    return void 0;
  }
  /** A new cgroup limited to `max` tasks, or undefined when it cannot be made. */
  create() {
    return this.#make();
  }
  /**
   * `argv` (bubblewrap's) run by a shell that first moves itself into `dir`: the pid written is the
   * shell's own, which then becomes bubblewrap, so every process of the sandbox starts inside.
   */
  static wrap(dir, argv) {
    return [
      "/bin/sh",
      "-c",
      'echo $$ > "$1/cgroup.procs" && shift && exec "$@"',
      "nightshift-cgroup",
      dir,
      ...argv
    ];
  }
  /** Removes `dir` once its processes are gone (the kernel refuses while one is left). */
  release(dir) {
    try {
      rmdirSync2(dir);
      this.#live.delete(dir);
    } catch {
    }
  }
  close() {
    for (const dir of [...this.#live]) this.release(dir);
  }
  #make() {
    let dir;
    for (let tries = 0; ; tries++) {
      dir = path17.join(this.#parent, `nightshift-${process.pid}-${_PidsCgroups.#count += 1}`);
      try {
        mkdirSync2(dir);
        break;
      } catch (err) {
        if (err.code !== "EEXIST" || tries >= 100) return void 0;
      }
    }
    this.#live.add(dir);
    try {
      writeFileSync3(path17.join(dir, "pids.max"), String(Math.floor(this.#max)));
      return dir;
    } catch {
      this.release(dir);
      return void 0;
    }
  }
};

// src/sandbox/seccomp.ts
var KEY_CALLS = {
  x64: [
    // x86-64, and x32 (the same numbers with __X32_SYSCALL_BIT)
    { arch: 3221225534, calls: [248, 249, 250, 1073742072, 1073742073, 1073742074] },
    { arch: 1073741827, calls: [286, 287, 288] }
    // i386
  ],
  arm64: [
    { arch: 3221225655, calls: [217, 218, 219] },
    { arch: 1073741864, calls: [309, 310, 311] }
    // arm (compat)
  ]
};
var BPF_LD_W_ABS = 32;
var BPF_JEQ_K = 21;
var BPF_RET_K = 6;
var SECCOMP_RET_ALLOW = 2147418112;
var SECCOMP_RET_ERRNO = 327680;
var ENOSYS = 38;
var NR = 0;
var ARCH = 4;
function keyringFilter(arch = process.arch) {
  const abis = KEY_CALLS[arch];
  if (!abis) return void 0;
  const deny = [BPF_RET_K, 0, 0, SECCOMP_RET_ERRNO | ENOSYS];
  const allow = [BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW];
  let tail = [allow, deny];
  for (const abi of [...abis].reverse()) {
    const block = [];
    const size = 3 + abi.calls.length + 1;
    const afterBlock = tail.length - 2;
    block.push([BPF_LD_W_ABS, 0, 0, ARCH]);
    block.push([BPF_JEQ_K, 0, size - 2, abi.arch]);
    block.push([BPF_LD_W_ABS, 0, 0, NR]);
    abi.calls.forEach((call, i) => {
      const toDeny = abi.calls.length - i - 1 + 1 + afterBlock + 1;
      block.push([BPF_JEQ_K, toDeny, 0, call]);
    });
    block.push(allow);
    tail = [...block, ...tail];
  }
  const out = Buffer.alloc(tail.length * 8);
  tail.forEach(([code, jt, jf, k], i) => {
    out.writeUInt16LE(code, i * 8);
    out.writeUInt8(jt, i * 8 + 2);
    out.writeUInt8(jf, i * 8 + 3);
    out.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return out;
}

// src/sandbox/sandbox.ts
import { spawn as spawn3 } from "node:child_process";
import { EventEmitter } from "node:events";
import { mkdtempSync as mkdtempSync2, rmSync as rmSync2, writeSync as writeSync2 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import path18 from "node:path";
import { PassThrough, Writable } from "node:stream";

// src/sandbox/inherited-fds.ts
import { openSync as openSync6, readdirSync as readdirSync6, readFileSync as readFileSync6 } from "node:fs";
var O_CLOEXEC = 524288;
var devNull;
var found;
function inheritableFds() {
  let names;
  try {
    names = readdirSync6("/proc/self/fd");
  } catch {
    return [];
  }
  const fds = [];
  for (const name of names) {
    const fd = Number(name);
    if (!(fd > 2)) continue;
    let info;
    try {
      info = readFileSync6(`/proc/self/fdinfo/${fd}`, "utf8");
    } catch {
      continue;
    }
    const flags = /^flags:\s*([0-7]+)/m.exec(info)?.[1];
    if (flags !== void 0 && (parseInt(flags, 8) & O_CLOEXEC) === 0) fds.push(fd);
  }
  return fds;
}
function startupFds() {
  found ??= inheritableFds();
  return found;
}
function coverInheritedFds(stdio, inherited = startupFds()) {
  const open = inherited.filter((fd) => {
    const entry = stdio[fd];
    return entry === void 0 || entry === null || entry === "ignore";
  });
  if (open.length === 0) return stdio;
  devNull ??= openSync6("/dev/null", "r");
  const out = [...stdio];
  for (const fd of open) {
    while (out.length < fd) out.push("ignore");
    out[fd] = devNull;
  }
  return out;
}

// src/sandbox/reaper.ts
import { spawn as spawn2 } from "node:child_process";
import { randomBytes as randomBytes2 } from "node:crypto";
import { readdirSync as readdirSync7, readFileSync as readFileSync7 } from "node:fs";
var MARKER_VARIABLE = "NIGHTSHIFT_SANDBOX_RUN";
var Reaper = class {
  #run = randomBytes2(8).toString("hex");
  #watchdog;
  #next = 0;
  /**
   * A new marker value for one process (and everything it starts). The watchdog starts with the
   * first: before it no process carries the marker, and a run that starts none (or none before
   * its first model request, as the action's) spawns no shell for it.
   */
  mark() {
    this.#watchdog ??= startWatchdog(`${MARKER_VARIABLE}=${this.#run}:`);
    return `${this.#run}:${++this.#next}`;
  }
  /** Kills every live process whose marker is `value`, or starts with it; returns how many. */
  kill(value = `${this.#run}:`) {
    const prefix = Buffer.from(`${MARKER_VARIABLE}=${value}`, "latin1");
    const exact = !value.endsWith(":");
    let killed = 0;
    for (const name of readdirSync7("/proc")) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
      let environ;
      try {
        environ = readFileSync7(`/proc/${name}/environ`);
      } catch {
        continue;
      }
      if (!holdsVariable(environ, prefix, exact)) continue;
      try {
        process.kill(Number(name), "SIGKILL");
        killed++;
      } catch {
      }
    }
    return killed;
  }
  /**
   * Tells the watchdog about a sandbox's PID namespace init: should nightshift die, that init is
   * killed too, and its namespace with it, even once a command erased its marker (endNamespace).
   */
  watchInit(init) {
    if (this.#watchdog) watchInit(this.#watchdog, init);
  }
  /** At the end of the run: whatever is left goes, then the watchdog. */
  close() {
    this.kill();
    if (this.#watchdog) releaseWatchdog(this.#watchdog);
  }
};
function holdsVariable(block, entry, exact) {
  for (let at = block.indexOf(entry); at >= 0; at = block.indexOf(entry, at + 1)) {
    const end = at + entry.length;
    if ((at === 0 || block[at - 1] === 0) && (!exact || end === block.length || block[end] === 0))
      return true;
  }
  return false;
}
function startWatchdog(marker) {
  const script = [
    'inits=(); while read -r word pid start; do [ "$word" = done ] && exit 0; [ "$word" = init ] && inits+=("$pid:$start"); done',
    'for i in "${inits[@]}"; do s=$(cat "/proc/${i%%:*}/stat" 2>/dev/null) || continue; f=(${s##*") "}); [ "${f[19]}" = "${i#*:}" ] && kill -9 "${i%%:*}" 2>/dev/null; done',
    'for e in /proc/[0-9]*/environ; do grep -qzF "$1" "$e" 2>/dev/null && kill -9 "${e:6:-8}" 2>/dev/null; done; exit 0'
  ].join("; ");
  const watchdog = spawn2("/bin/bash", ["-c", script, "nightshift-reaper", marker], {
    stdio: ["pipe", "ignore", "ignore"],
    detached: true,
    env: { PATH: "/usr/bin:/bin" }
  });
  watchdog.on("error", () => void 0);
  watchdog.stdin?.on("error", () => void 0);
  watchdog.unref();
  watchdog.stdin?.unref?.();
  return watchdog;
}
function watchInit(watchdog, init) {
  watchdog.stdin?.write(`init ${init.pid} ${init.start}
`);
}
function releaseWatchdog(watchdog) {
  watchdog.stdin?.end("done\n");
}

// src/sandbox/namespace-init.ts
import { readFileSync as readFileSync8 } from "node:fs";
function identifyInit(pid, parent) {
  const fields = stat(pid);
  return fields?.[1] === String(parent) && fields[19] !== void 0 ? { pid, start: fields[19] } : void 0;
}
function killInit(init) {
  if (stat(init.pid)?.[19] !== init.start) return;
  try {
    process.kill(init.pid, "SIGKILL");
  } catch {
  }
}
async function endNamespace(init, ms) {
  killInit(init);
  const end = Date.now() + ms;
  while (alive(init)) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 1));
  }
  return true;
}
function alive(init) {
  const fields = stat(init.pid);
  return fields !== void 0 && fields[19] === init.start && fields[0] !== "Z" && fields[0] !== "X";
}
function stat(pid) {
  try {
    const text = readFileSync8(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return void 0;
  }
}

// src/sandbox/sandbox.ts
var Sandbox = class {
  backend;
  #config;
  #privateDir;
  #reaper;
  #noticed = false;
  #running = 0;
  constructor(config) {
    this.#config = config;
    this.backend = config.backend;
    if (config.backend === "none") {
      this.#privateDir = mkdtempSync2(path18.join(tmpdir2(), "nightshift-home-"));
    }
    this.#reaper = new Reaper();
  }
  report() {
    const c2 = this.#config;
    const bwrap = c2.backend === "bubblewrap";
    return {
      setting: c2.setting,
      backend: c2.backend,
      protections: {
        pid_namespace: bwrap,
        filesystem: bwrap && c2.plan?.checkoutsComplete !== false,
        no_new_privs: bwrap,
        network: bwrap ? c2.plan?.proxySocketDir ? "proxy" : "off" : "host",
        env_allowlist: true,
        own_environ_scrubbed: c2.ownEnvironScrubbed,
        read_deny: bwrap && c2.plan?.unreadableComplete === true
      },
      bounds: {
        processes: bwrap && c2.processes && (c2.processes.rlimit || c2.processes.cgroups) ? c2.processes.max : null,
        tmpfs_bytes: bwrap && c2.plan?.tmpfsBytes || null
      },
      ...c2.reason ? { reason: c2.reason } : {}
    };
  }
  /**
   * The workspace files the read rules deny, as the plan's walk found them at the start: those the
   * sandbox masks one by one, and directories it masks whole. Undefined without bubblewrap.
   */
  get deniedFiles() {
    const plan = this.#config.plan;
    return plan && { files: plan.unreadable, dirs: plan.unreadableDirs, links: plan.workspaceLinks };
  }
  /**
   * Processes started here that have not ended. While one runs (an MCP server), the workspace can
   * change under anything nightshift does outside the sandbox.
   */
  get running() {
    return this.#running;
  }
  /**
   * The environment a process gets: allowlisted variables, a private HOME and TMPDIR, and git
   * told to find only `.git` directories (GIT_SAFETY).
   */
  environment(extra = {}) {
    const home = this.#privateDir ?? SANDBOX_HOME;
    const tmp = this.#privateDir ?? "/tmp";
    return {
      ...commandEnv(this.#config.sourceEnv, this.#config.envPass, { HOME: home, TMPDIR: tmp, ...GIT_SAFETY }),
      ...this.#config.extraEnv,
      ...extra
    };
  }
  /**
   * Starts argv in the sandbox, in a process group of its own (detached) so that a timeout can
   * signal everything it started.
   */
  spawn(argv, options) {
    let started;
    try {
      started = this.#start(argv, options);
    } catch (err) {
      started = notStarted(err, options.stdio);
    }
    this.#running += 1;
    let counted = true;
    const end = () => {
      if (counted) this.#running -= 1;
      counted = false;
    };
    started.child.once("error", end).once("close", end);
    return started;
  }
  #start(argv, options) {
    const env = this.environment(options.env);
    const c2 = this.#config;
    if (!c2.plan || !c2.bwrapPath) {
      const reaper2 = this.#reaper;
      const mark2 = reaper2?.mark();
      const child2 = spawn3(argv[0], argv.slice(1), {
        cwd: options.cwd,
        env: mark2 ? { ...env, [MARKER_VARIABLE]: mark2 } : env,
        stdio: coverInheritedFds(stdioList(options.stdio)),
        detached: true
      });
      const reap2 = () => Promise.resolve(void (mark2 && reaper2?.kill(mark2)));
      return { child: child2, sandboxFailed: Promise.resolve(false), reap: reap2 };
    }
    const stdio = [...coverInheritedFds(stdioList(options.stdio))];
    const statusFd = stdio.length;
    stdio.push("pipe");
    const wrapped = c2.wrapArgv && !options.offline ? c2.wrapArgv(argv) : argv;
    const inner = c2.processes?.rlimit ? limitArgv(c2.processes.max, wrapped) : wrapped;
    const cgroups = c2.processes?.cgroups;
    const cgroup = cgroups?.create();
    if (cgroups && !cgroup) throw new Error("its pids cgroup (limits.max_processes) could not be created");
    const mark = this.#reaper?.mark();
    const args = argsPipe(stdio, bwrapArgs(c2.plan, options.cwd, options.readOnly), keyringFilter());
    const bwrap = [c2.bwrapPath, ...args.argv, "--json-status-fd", String(statusFd), "--", ...inner];
    const [program, ...rest] = cgroup ? PidsCgroups.wrap(cgroup, bwrap) : bwrap;
    const child = spawn3(program, rest, {
      cwd: "/",
      env: mark ? { ...env, [MARKER_VARIABLE]: mark } : env,
      stdio: args.stdio,
      detached: true
    });
    args.send(child);
    const status = child.stdio[statusFd];
    let text = "";
    let init;
    let named = false;
    status?.on("data", (chunk2) => {
      text += chunk2.toString("utf8");
      const pid = named ? void 0 : /"child-pid"\s*:\s*(\d+)/.exec(text)?.[1];
      if (!pid) return;
      named = true;
      init = identifyInit(Number(pid), child.pid);
      if (init) this.#reaper?.watchInit(init);
    });
    child.once("exit", () => {
      if (init) killInit(init);
    });
    const sandboxFailed = new Promise((resolve) => {
      child.once("error", () => resolve(true));
      child.once("close", () => resolve(!/"exit-code"/.test(text)));
    });
    const reaper = this.#reaper;
    const reap = async () => {
      const ended = init !== void 0 && await endNamespace(init, NAMESPACE_END_MS);
      if (!ended || !/"exit-code"/.test(text)) {
        if (mark) reaper?.kill(mark);
      }
      if (cgroup) cgroups?.release(cgroup);
    };
    return { child, sandboxFailed, reap };
  }
  /**
   * Said once per run, on the first command result, when there is no sandbox: the model (and
   * whoever reads the log) should know nothing but the policy bounded that command.
   */
  noticeOnce() {
    if (this.backend !== "none" || this.#noticed) return void 0;
    this.#noticed = true;
    return `Note: no sandbox is active (${this.#config.reason ?? "sandbox: none"}): commands run with the runner's own rights, files and network.`;
  }
  /** The proxy's connection decisions since the last call, for the audit log. */
  takeNetworkEvents() {
    return this.#config.proxy?.events.splice(0) ?? [];
  }
  /** Connections the proxy let through and refused over the whole run. */
  networkCounts() {
    return this.#config.proxy?.server.counts();
  }
  async close() {
    await this.#config.proxy?.server.close();
    this.#reaper?.close();
    this.#config.processes?.cgroups?.close();
    if (this.#privateDir) rmSync2(this.#privateDir, { recursive: true, force: true });
    if (this.#config.scratch) rmSync2(this.#config.scratch, { recursive: true, force: true });
    if (this.#config.plan) removePlaceholders(this.#config.plan);
  }
};
function notStarted(err, stdio) {
  const entries = Array.isArray(stdio) ? stdio : [stdio, stdio, stdio];
  const pipes = entries.map((s, fd) => s !== "pipe" ? null : fd === 0 ? discard() : new PassThrough());
  const child = Object.assign(new EventEmitter(), {
    pid: void 0,
    stdin: pipes[0] ?? null,
    stdout: pipes[1] ?? null,
    stderr: pipes[2] ?? null,
    stdio: pipes,
    exitCode: null,
    signalCode: null,
    killed: false,
    kill: () => false
  });
  process.nextTick(() => {
    child.emit("spawn");
    const stderr = entries[2];
    const reason = `nightshift: the command could not be started: ${startError(err)}
`;
    if (typeof stderr === "number") writeOr(stderr, reason);
    else pipes[2]?.write(reason);
    for (const pipe of pipes.slice(1)) pipe?.end();
    setImmediate(() => {
      child.emit("exit", 1, null);
      child.emit("close", 1, null);
    });
  });
  return { child, sandboxFailed: Promise.resolve(true), reap: () => Promise.resolve() };
}
function startError(err) {
  const message = (err instanceof Error ? err.message : String(err)).split("\n")[0].slice(0, 300);
  return err.code === "E2BIG" ? `${message}: longer than Linux lets a program start with (128 KiB for one argument, about 2 MiB in all); write long text to a file first` : message;
}
function stdioList(stdio) {
  return Array.isArray(stdio) ? stdio : [stdio, stdio, stdio];
}
var discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
function writeOr(fd, text) {
  try {
    writeSync2(fd, text);
  } catch {
  }
}
var GIT_SAFETY = {
  GIT_CONFIG_COUNT: "1",
  GIT_CONFIG_KEY_0: "safe.bareRepository",
  GIT_CONFIG_VALUE_0: "explicit"
};
var NAMESPACE_END_MS = 2e3;

// src/sandbox/create.ts
async function createSandbox(input) {
  const base = {
    setting: input.setting,
    sourceEnv: input.sourceEnv,
    envPass: input.envPass,
    ownEnvironScrubbed: input.ownEnvironScrubbed
  };
  if (input.setting === "none" || process.platform !== "linux") {
    const reason = input.setting === "none" ? "the policy says sandbox: none" : `no sandbox backend on ${process.platform}`;
    if (input.setting === "required" || input.setting === "bubblewrap")
      throw new ConfigError(`sandbox: ${input.setting}, but ${reason}`);
    return new Sandbox({ ...base, backend: "none", reason });
  }
  const scratch = mkdtempSync3(path19.join(tmpdir3(), "nightshift-sandbox-"));
  const plan = planSandbox({
    workspace: input.workspace,
    protectedFiles: input.protectedFiles,
    hiddenDirs: [input.outDir],
    pathEnv: input.sourceEnv.PATH ?? "/usr/bin:/bin",
    nodePath: process.execPath,
    hostHome: input.sourceEnv.HOME ?? homedir2(),
    rustupHome: input.sourceEnv.RUSTUP_HOME,
    ownCode: ownInstallDirs(input.workspace),
    ...input.readDenied ? { readDenied: input.readDenied } : {}
  });
  if (input.bounds?.tmpfsBytes !== void 0) plan.tmpfsBytes = input.bounds.tmpfsBytes;
  const short = !plan.unreadableComplete ? "read_deny" : !plan.checkoutsComplete ? "filesystem" : void 0;
  if (input.setting === "required" && short) {
    rmSync3(scratch, { recursive: true, force: true });
    throw new ConfigError(
      `sandbox: required, but the ${short} protection does not hold in this workspace: the walk that finds ${short === "read_deny" ? "the files read.deny rules cover" : "nested checkouts"} could not finish (too many entries, or names that are not UTF-8). See docs/sandbox.md.`
    );
  }
  plan.gitConfigs.forEach((config, i) => {
    config.copy = path19.join(scratch, `git-config-${i}`);
    writeFileSync4(config.copy, sanitizeGitConfig(readOr2(config.path)), { mode: 384 });
  });
  const bwrapPath = input.sourceEnv.NIGHTSHIFT_BWRAP ?? findBwrap(trustedPath(input.sourceEnv.PATH ?? "", [plan.workspace]));
  const failure2 = bwrapPath && existsSync7(bwrapPath) ? await diagnoseSized(bwrapPath, plan) : {
    host: `bubblewrap (bwrap) is not installed${bwrapPath ? ` at ${bwrapPath}` : ""} (apt-get install bubblewrap)`
  };
  if (failure2 === void 0) {
    const network = input.networkAllow?.length ? await startProxy(input.networkAllow, plan, scratch) : {};
    const max = input.bounds?.maxProcesses;
    const rlimit = rlimitBindsHere();
    const cgroups = max === void 0 || rlimit ? void 0 : PidsCgroups.open(max);
    const processes = max === void 0 ? {} : { processes: { max, rlimit, ...cgroups ? { cgroups } : {} } };
    return new Sandbox({
      ...base,
      backend: "bubblewrap",
      bwrapPath,
      plan,
      scratch,
      ...network,
      ...processes
    });
  }
  rmSync3(scratch, { recursive: true, force: true });
  removePlaceholders(plan);
  if ("layout" in failure2)
    throw new ConfigError(
      `sandbox: ${input.setting}, but bubblewrap, which works here, cannot set up this workspace's sandbox: ${failure2.layout}. The run stops rather than start without one, as what the workspace holds must not turn the sandbox off; set \`sandbox: none\` in the policy to run without one knowingly. See docs/sandbox.md.`
    );
  if (input.setting !== "auto")
    throw new ConfigError(
      `sandbox: ${input.setting}, but bubblewrap cannot run here: ${failure2.host}. See docs/sandbox.md for what each platform needs.`
    );
  return new Sandbox({ ...base, backend: "none", reason: failure2.host });
}
async function diagnose(bwrapPath, plan) {
  const full = await probe(bwrapPath, bwrapArgs(plan, plan.workspace));
  if (full === void 0) return void 0;
  const host = await probe(bwrapPath, hostProbeArgs(plan));
  return host === void 0 ? { layout: explainLayout(full, plan) } : { host: explain(host) };
}
async function diagnoseSized(bwrapPath, plan) {
  const failure2 = await diagnose(bwrapPath, plan);
  if (plan.tmpfsBytes === void 0 || !failure2 || !/--size/.test(Object.values(failure2)[0] ?? ""))
    return failure2;
  delete plan.tmpfsBytes;
  return diagnose(bwrapPath, plan);
}
function findBwrap(pathEnv) {
  for (const dir of [...pathEnv.split(":"), "/usr/bin", "/usr/local/bin"]) {
    if (!dir) continue;
    const candidate = path19.join(dir, "bwrap");
    if (existsSync7(candidate)) return candidate;
  }
  return void 0;
}
function probe(bwrapPath, args) {
  return new Promise((resolve) => {
    let child;
    try {
      const pipe = argsPipe(["ignore", "ignore", "pipe"], args, keyringFilter());
      child = spawn4(bwrapPath, [...pipe.argv, "--", "true"], {
        stdio: pipe.stdio,
        env: { PATH: "/usr/bin:/bin" }
      });
      pipe.send(child);
    } catch (err) {
      resolve(`bwrap could not be started: ${err.message}`);
      return;
    }
    let stderr = "";
    child.stderr.on("data", (c2) => stderr += c2.toString("utf8"));
    child.once("error", (err) => resolve(err.message));
    child.once(
      "close",
      (code) => resolve(code === 0 ? void 0 : stderr.trim().split("\n")[0] || `bwrap exited with ${code}`)
    );
  });
}
function explain(failure2) {
  if (readSysctl("kernel/apparmor_restrict_unprivileged_userns") === "1")
    return `${failure2} (AppArmor restricts unprivileged user namespaces here: run \`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0\` first)`;
  if (/mount proc|Operation not permitted/.test(failure2) && existsSync7("/.dockerenv"))
    return `${failure2} (inside a container: see docs/sandbox.md for the docker run options the sandbox needs)`;
  return failure2;
}
function explainLayout(failure2, plan) {
  if (!/maximum number of arguments/.test(failure2)) return failure2;
  return `${failure2} (the workspace holds ${plan.unreadable.length} files the read rules deny, each masked by three of them: remove such files or narrow read.deny)`;
}
function readOr2(file) {
  try {
    return readFileSync9(file, "utf8");
  } catch {
    return "";
  }
}
function readSysctl(name) {
  try {
    return readFileSync9(`/proc/sys/${name}`, "utf8").trim();
  } catch {
    return void 0;
  }
}
async function startProxy(allow, plan, scratch) {
  const socketDir = path19.join(scratch, "net");
  mkdirSync3(socketDir, { mode: 448 });
  const events = [];
  const { startNetworkProxy } = await import("./proxy-6WMZIE5X.js");
  const proxy = await startNetworkProxy({
    allow,
    socketPath: path19.join(socketDir, PROXY_SOCKET_FILE),
    onConnection: (ev) => events.push(ev)
  });
  const bridgePath = locateBridge();
  plan.proxySocketDir = socketDir;
  plan.readOnlyOutside.push(bridgePath);
  return {
    proxy: { server: proxy, events },
    extraEnv: proxyEnv(BRIDGE_PORT),
    wrapArgv: (argv) => bridgeArgv({
      nodePath: process.execPath,
      bridgePath,
      socketPath: `${SANDBOX_SOCKET_DIR}/${PROXY_SOCKET_FILE}`,
      port: BRIDGE_PORT,
      argv
    })
  };
}

export {
  commandEnv,
  BUILTIN_TOOLS,
  toolDefinition,
  ToolSet,
  deniedOutright,
  offeredInMode,
  builtinToolsFor,
  connectMcpTools,
  createSandbox
};
