#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  initTreeSitter,
  mcpPart
} from "./chunk-KBLSB3J6.js";
import {
  compileBrowserAllow,
  decideBrowserUrl,
  requireAsset
} from "./chunk-N66UGSNJ.js";
import {
  MAX_FINGERPRINT_BYTES,
  MIN_FINGERPRINT_BYTES,
  deniedName,
  fingerprintDenied,
  otherName,
  pathPart
} from "./chunk-XDYYYN56.js";
import {
  parseRaw
} from "./chunk-4CECHPCF.js";
import {
  quote,
  strictest
} from "./chunk-7VU3KS5D.js";
import {
  allowedBy,
  allowsEverythingUnder,
  bestGlob,
  deniesNothingUnder,
  globRegExp
} from "./chunk-Z5JBZUUA.js";
import {
  locateRepo,
  openRepo
} from "./chunk-EQHSLL2K.js";
import {
  looksLikeSecretName
} from "./chunk-LSGJCLNE.js";
import {
  PROGRAMS,
  asNpx,
  gitStartDirectories,
  packageName,
  programName,
  repositoryTopCandidates
} from "./chunk-XFDL25EV.js";
import {
  shownPath
} from "./chunk-XOHEQPGY.js";

// src/policy/shell/analyzer.ts
import { readFileSync } from "node:fs";

// src/policy/shell/simple.ts
function isPlainCommand(command) {
  return plainWords(command) !== void 0;
}
function plainWords(command) {
  if (command.length === 0 || command.length > MAX_LENGTH) return void 0;
  const words = [];
  for (let at = 0; ; ) {
    const quoted = words.length > 0 && command[at] === "'";
    let end;
    if (quoted) {
      const close = command.indexOf("'", at + 1);
      if (close < 0 || !QUOTED.test(command.slice(at + 1, close))) return void 0;
      end = close + 1;
    } else {
      const space = command.indexOf(" ", at);
      end = space < 0 ? command.length : space;
      const text = command.slice(at, end);
      if (!(words.length === 0 ? NAME : ARGUMENT).test(text) || RESERVED.has(text)) return void 0;
    }
    words.push({ text: command.slice(at, end), start: at, quoted });
    if (end === command.length) return words;
    if (command[end] !== " " || end + 1 === command.length) return void 0;
    at = end + 1;
  }
}
var MAX_LENGTH = 4096;
var NAME = /^(?![-0-9])[A-Za-z0-9_./:,+-]+$/;
var ARGUMENT = /^(?!-?[0-9])(?!=)[A-Za-z0-9_./:,+=-]+$/;
var QUOTED = /^[\x20-\x26\x28-\x7e]*$/;
var RESERVED = new Set(
  [
    "if then else elif fi do done case esac while until for in select function time coproc",
    "declare typeset export readonly local unset unsetenv"
  ].join(" ").split(" ")
);
function plainTree(command) {
  const words = plainWords(command)?.map((w) => node(w.quoted ? "raw_string" : "word", w.text, w.start, []));
  const [first, ...args] = words ?? [];
  if (!first) throw new Error("plainTree: not a plain command");
  const name = node("command_name", first.text, first.start, [first]);
  const fields = /* @__PURE__ */ new Map([
    ["name", [name]],
    ["argument", args]
  ]);
  const cmd = node("command", command, 0, [name, ...args], fields);
  return node("program", command, 0, [cmd]);
}
function node(type, text, start, children, fields = /* @__PURE__ */ new Map()) {
  const self = {
    type,
    text,
    start,
    isNamed: true,
    isError: false,
    isMissing: false,
    hasError: false,
    startPosition: { row: 0, column: start },
    children,
    namedChildren: children,
    child: (i) => children[i] ?? null,
    namedChild: (i) => children[i] ?? null,
    childForFieldName: (field) => fields.get(field)?.[0] ?? null,
    childrenForFieldName: (field) => fields.get(field) ?? [],
    descendantForIndex: (i) => {
      if (i < start || i >= start + text.length) return null;
      for (const child of children) {
        const inside = child.descendantForIndex(i);
        if (inside) return inside;
      }
      return self;
    },
    equals: (other) => other === self
  };
  return self;
}

// src/policy/shell/analyzer.ts
var PARSE_DEADLINE_MS = 500;
var MAX_NODES = 2e4;
var TooLargeToAnalyze = class extends Error {
};
var GrammarNotLoaded = class extends Error {
  constructor(message, grammar) {
    super(message);
    this.grammar = grammar;
  }
  grammar;
  name = "GrammarNotLoaded";
};
var walker;
var walking;
var parser;
var loading;
var lazy = { analyze, load };
function lazyShellAnalyzer() {
  return lazy;
}
async function createShellAnalyzer() {
  await load();
  return lazy;
}
async function withGrammar(analyzer, decide2) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return decide2();
    } catch (err) {
      if (!(err instanceof GrammarNotLoaded)) throw err;
      await analyzer.load(err.grammar);
    }
  }
  return decide2();
}
async function load(grammar = true) {
  walking ??= import("./walk-JA3U5NQK.js").then(
    (module) => {
      walker = module;
    },
    (err) => {
      walking = void 0;
      throw err;
    }
  );
  await walking;
  if (grammar) await loadGrammar();
}
function loadGrammar() {
  loading ??= (async () => {
    await initTreeSitter();
    const { Language, Parser } = await import("./web-tree-sitter-PYYYAHLA.js");
    const grammar = await Language.load(
      readFileSync(requireAsset("tree-sitter-bash.wasm", "tree-sitter-bash/tree-sitter-bash.wasm"))
    );
    const loaded = new Parser();
    loaded.setLanguage(grammar);
    parser = loaded;
  })().catch((err) => {
    loading = void 0;
    throw err;
  });
  return loading;
}
function analyze(command) {
  if (!walker) throw new GrammarNotLoaded("the shell analyzer is not loaded yet", false);
  const walk = new walker.Walker((source, use) => {
    if (isPlainCommand(source)) return use(plainTree(source));
    if (!parser) throw new GrammarNotLoaded(`the bash grammar is needed for: ${source.slice(0, 80)}`, true);
    const deadline = performance.now() + PARSE_DEADLINE_MS;
    const tree = parser.parse(source, null, { progressCallback: () => performance.now() > deadline });
    if (!tree) throw new TooLargeToAnalyze(`a command that takes over ${PARSE_DEADLINE_MS} ms to parse`);
    try {
      if (tree.rootNode.descendantCount > MAX_NODES)
        throw new TooLargeToAnalyze(`a command of over ${MAX_NODES} syntax nodes`);
      use(tree.rootNode);
    } finally {
      tree.delete();
    }
  });
  try {
    walk.source(command);
  } catch (err) {
    if (err instanceof RangeError) walk.result.problems.push("a command nested too deeply to analyze");
    else if (err instanceof TooLargeToAnalyze)
      walk.result.problems.push(`${err.message}: too large to analyze`);
    else throw err;
  }
  return walk.result;
}

// src/run/denied-history.ts
var LIST_TIMEOUT_MS = 3e4;
var MAX_BLOBS = 200;
async function deniedInHistory(workspace, denied) {
  if (!locateRepo(workspace)) return { paths: [], sources: [] };
  try {
    const git = openRepo(workspace, process.env, { timeoutMs: LIST_TIMEOUT_MS });
    const raw = await git.bytes([
      "log",
      "--all",
      "--reflog",
      "--format=",
      "--raw",
      "-z",
      "-m",
      "--root",
      "--no-renames",
      "--no-abbrev",
      "--relative"
    ]);
    const blobs = /* @__PURE__ */ new Map();
    const paths = /* @__PURE__ */ new Set();
    for (const change of parseRaw(raw)) {
      if (change.status === "D" || !denied(change.path)) continue;
      paths.add(change.path);
      if (/^100[67]/.test(change.newMode) && blobs.size < MAX_BLOBS && !blobs.has(change.newSha))
        blobs.set(change.newSha, change.path);
    }
    return { paths: [...paths], sources: await blobContents(git, blobs) };
  } catch (err) {
    return { unavailable: err.message.split("\n")[0] ?? "git failed" };
  }
}
async function blobContents(git, blobs) {
  if (blobs.size === 0) return [];
  const ids = (list) => Buffer.from([...list].join("\n") + "\n");
  const checked = (await git.bytes(["cat-file", "--batch-check"], ids(blobs.keys()))).toString("latin1");
  const wanted = checked.split("\n").flatMap((line) => {
    const [id = "", type, size] = line.split(" ");
    const bytes = Number(size);
    return type === "blob" && bytes >= MIN_FINGERPRINT_BYTES && bytes <= MAX_FINGERPRINT_BYTES ? [id] : [];
  });
  if (wanted.length === 0) return [];
  const out = await git.bytes(["cat-file", "--batch"], ids(wanted));
  const sources = [];
  let at = 0;
  while (at < out.length) {
    const eol = out.indexOf(10, at);
    if (eol < 0) break;
    const [id = "", type, size] = out.subarray(at, eol).toString("latin1").split(" ");
    at = eol + 1;
    if (type === void 0 || size === void 0) continue;
    const bytes = Number(size);
    const rel = blobs.get(id);
    if (type === "blob" && rel !== void 0)
      sources.push({ rel, content: Buffer.from(out.subarray(at, at + bytes)) });
    at += bytes + 1;
  }
  return sources;
}
function lazyDeniedHistory(input) {
  let listed;
  return () => listed ??= deniedInHistory(input.workspace, input.denied).then((history) => {
    if ("sources" in history && history.sources.length > 0) {
      const { start } = input;
      const found = fingerprintDenied(history.sources, start.base?.length === 64 ? "sha256" : "sha1");
      const prints = new Map(start.deniedContent ?? []);
      for (const [id, rel] of found.prints) if (!prints.has(id)) prints.set(id, rel);
      start.deniedContent = prints;
      for (const value of found.values) input.redactor.addSecret(value);
      start.secrets = [...start.secrets ?? [], ...found.values];
    }
    return history;
  });
}

// src/policy/decide-browser.ts
function browserPart(url, policy) {
  if (url === void 0) {
    return {
      verdict: "allow",
      rule: "browser",
      reason: "acts on the open page; each request it makes is checked against browser.allow"
    };
  }
  const d = decideBrowserUrl(compileBrowserAllow(policy.browser.allow), url);
  return {
    verdict: d.decision,
    rule: d.rule,
    reason: d.reason,
    ...d.decision === "deny" ? { invariant: true } : {}
  };
}

// src/policy/decide-command.ts
import path3 from "node:path";

// src/policy/decide-copies.ts
import { lstatSync, readdirSync, readlinkSync, statSync } from "node:fs";
import path from "node:path";
var MAX_ENTRIES = 2e5;
var MAX_CHAIN = 4;
function copyLandings(analysis, given, resolve, opaque) {
  const out = { edits: [], linkTargets: [], problems: [], unknown: [] };
  if (analysis.copies.length === 0) return out;
  let seen = 0;
  const relOf = (file) => {
    const r = resolve(given(file));
    return r?.inside ? r.rel : void 0;
  };
  const ownRel = (file) => {
    const base = path.posix.basename(file);
    if (base === "." || base === ".." || base === "" || file.endsWith("/")) return relOf(file);
    const dir = relOf(path.posix.dirname(file));
    return dir === void 0 ? void 0 : dir === "." ? base : `${dir}/${base}`;
  };
  const written = [...analysis.writes, ...analysis.editTrees].map((w) => ({ w, rel: relOf(w) }));
  const links = analysis.links.map((l) => ({ ...l, rel: ownRel(l.at) }));
  const copies = analysis.copies.map((c) => ({ c, toRel: relOf(c.to) }));
  const land = (copy, from, to, links_, tree, as, depth) => {
    if (depth > MAX_CHAIN)
      return void out.problems.push(
        `copies of copies more than ${MAX_CHAIN} deep (${from} to ${to}): what lands where cannot be followed; copy in separate commands`
      );
    const mapped = (suffix) => {
      if (!as) return suffix;
      const rest = suffix.split("/").slice(1).join("/");
      return rest === "" ? void 0 : rest;
    };
    const re = copy.pattern === void 0 || depth > 0 ? void 0 : globRegExp(copy.pattern, { dot: false });
    const matches = (suffix) => re === void 0 || re.test(suffix.split("/")[0] ?? "");
    const at = (suffix) => {
      const m = mapped(suffix);
      return m === void 0 ? to : `${to.replace(/\/+$/, "")}/${m}`;
    };
    const relink = (text, place) => {
      const dir = place.endsWith("/") ? place.replace(/\/+$/, "") || "/" : path.posix.dirname(place);
      out.linkTargets.push({ path: text.startsWith("/") ? text : `${dir}/${text}`, copy });
    };
    const relinkAt = (abs, place) => {
      try {
        relink(readlinkSync(abs), place);
      } catch {
      }
    };
    const fromRel = relOf(from);
    const fromOwn = ownRel(from);
    const resolved = resolve(given(from));
    const own = topPath(resolve, given, from);
    const there = lstatOf(own) !== void 0 || resolved !== void 0 && lstatOf(resolved.abs) !== void 0;
    if (!there && opaque !== void 0 && (tree || links_)) out.unknown.push({ path: to, copy, by: opaque });
    if (resolved?.inside) {
      const link = own !== void 0 && lstatOf(own)?.isSymbolicLink() === true;
      if (link && links_ && !as) relinkAt(own, to);
      if (tree && isDirectory(resolved.abs) && !(link && links_ && !from.endsWith("/"))) {
        const stack = [{ abs: resolved.abs, suffix: "" }];
        const listed = /* @__PURE__ */ new Set();
        while (stack.length > 0) {
          const dir = stack.pop();
          if (listed.has(dir.abs)) continue;
          listed.add(dir.abs);
          let entries;
          try {
            entries = readdirSync(dir.abs, { withFileTypes: true });
          } catch {
            continue;
          }
          for (const entry of entries) {
            if (++seen > MAX_ENTRIES)
              return void out.problems.push(
                `more than ${MAX_ENTRIES} entries under the sources of cp or mv to check; copy a smaller directory`
              );
            if (dir.suffix === "" && !matches(entry.name)) continue;
            const suffix = dir.suffix === "" ? entry.name : `${dir.suffix}/${entry.name}`;
            const abs = path.join(dir.abs, entry.name);
            out.edits.push({ path: at(suffix), copy });
            if (entry.isSymbolicLink()) {
              if (links_) relinkAt(abs, at(suffix));
              else if (isDirectory(abs)) stack.push({ abs, suffix });
            } else if (entry.isDirectory()) stack.push({ abs, suffix });
          }
        }
      }
    }
    const below = (rel) => {
      for (const base of [fromRel, fromOwn]) {
        if (base === void 0 || rel === void 0) continue;
        if (base === ".") return rel === "." ? "" : rel;
        if (rel === base) return "";
        if (rel.startsWith(`${base}/`)) return rel.slice(base.length + 1);
      }
      return void 0;
    };
    for (const { rel } of written) {
      const suffix = below(rel);
      if (suffix && matches(suffix)) out.edits.push({ path: at(suffix), copy });
    }
    if (links_)
      for (const link of links) {
        const suffix = below(link.rel);
        if (suffix !== void 0 && (suffix !== "" || !as) && (suffix === "" || matches(suffix)))
          relink(link.text, suffix === "" ? to : at(suffix));
      }
    for (const other of copies) {
      if (other.c === copy || other.toRel === void 0) continue;
      const inside = below(other.toRel);
      if (inside !== void 0 && inside !== "") {
        if (other.c.as)
          return void out.problems.push(
            `${other.c.from} copied by a glob, then copied again: what lands where cannot be followed; copy in separate commands`
          );
        land(copy, other.c.from, at(inside), links_ && other.c.links, other.c.tree, false, depth + 1);
        continue;
      }
      const base = fromRel ?? fromOwn;
      if (base === void 0) continue;
      const above = other.toRel === "." ? base : base === other.toRel ? "" : base.startsWith(`${other.toRel}/`) ? base.slice(other.toRel.length + 1) : void 0;
      if (above === void 0) continue;
      if (other.c.as)
        return void out.problems.push(
          `${other.c.from} copied by a glob, then copied again: what lands where cannot be followed; copy in separate commands`
        );
      const source = above === "" ? other.c.from : `${other.c.from.replace(/\/+$/, "")}/${above}`;
      land(copy, source, to, links_ && other.c.links, tree && other.c.tree, as, depth + 1);
    }
  };
  for (const { c } of copies) land(c, c.from, c.to, c.links, c.tree, c.as === true, 0);
  return out;
}
function isDirectory(abs) {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}
function topPath(resolve, given, from) {
  const base = path.posix.basename(from);
  if (base === "." || base === ".." || base === "") return void 0;
  const dir = resolve(given(path.posix.dirname(from)));
  return dir ? path.join(dir.abs, base) : void 0;
}
function lstatOf(abs) {
  if (abs === void 0) return void 0;
  try {
    return lstatSync(abs);
  } catch {
    return void 0;
  }
}
var TRANSPARENT = new Set(
  [
    "echo printf true false test [ pwd cd pushd popd : export set unset read local declare typeset",
    "readonly shift exit return wait sleep basename dirname realpath readlink seq date env"
  ].flatMap((line) => line.split(" "))
);
var GIT_READERS = /* @__PURE__ */ new Set(["diff", "log", "show", "blame", "status", "ls-files", "rev-parse"]);
function seesAllWrites(argv) {
  const name = path.posix.basename(argv[0] ?? "");
  if (TRANSPARENT.has(name) || Object.hasOwn(PROGRAMS, name)) return true;
  if (name === "find" || name === "dd" || name === "tar" || name === "zip" || name === "unzip") return true;
  return name === "git" && argv.slice(1).some((word) => GIT_READERS.has(word));
}

// src/policy/decide-tree.ts
import { readdirSync as readdirSync2, statSync as statSync2 } from "node:fs";
import path2 from "node:path";
var MAX_ENTRIES2 = 2e5;
function treePart(kind, given, root, policy, via, lookup) {
  if (!root.inside) return void 0;
  const { resolve, glob } = lookup;
  const names = lookup.names ?? (() => []);
  const ruled = allowedBy(policy[kind]);
  const allowed = (rel) => ruled(rel) && deniedName(kind, names(rel), policy) === void 0;
  const re = glob === void 0 ? void 0 : globRegExp(glob, { dot: false });
  const matches = (name) => re?.test(name) ?? true;
  const what = glob ? `read of ${quote(path2.posix.join(given, glob))}${via}` : `${kind} of everything under ${quote(given)}${via}`;
  let seen = 0;
  const stack = [{ abs: root.abs, rel: root.rel }];
  const listed = /* @__PURE__ */ new Set();
  while (stack.length > 0) {
    const dir = stack.pop();
    if (listed.has(dir.abs)) continue;
    listed.add(dir.abs);
    let entries;
    try {
      entries = readdirSync2(dir.abs, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!matches(entry.name)) continue;
      if (++seen > MAX_ENTRIES2)
        return {
          verdict: "deny",
          rule: "invariant:unanalyzable-command",
          reason: `${what}: more than ${MAX_ENTRIES2} entries to check; name a smaller directory`,
          invariant: true
        };
      const rel = path2.posix.join(dir.rel, entry.name);
      let target = entry.isSymbolicLink() || kind === "edit" ? resolve(rel) : void 0;
      if (kind === "read" && glob === void 0 && target && !target.inside) target = void 0;
      const refused = refusal(kind, rel, entry, allowed, target);
      if (refused) return explain(refused, kind, rel, what, policy, names);
      if (glob !== void 0) continue;
      if (entry.isDirectory()) stack.push({ abs: path2.join(dir.abs, entry.name), rel });
      else if (kind === "read" && target && isDirectory2(target.abs)) stack.push(target);
    }
  }
  return void 0;
}
function refusal(kind, rel, entry, allowed, target) {
  if (target && !target.inside)
    return {
      invariant: "invariant:outside-workspace",
      why: `it resolves to ${target.abs}, outside the workspace`
    };
  if (kind === "edit" && target?.protected)
    return { invariant: "invariant:protected-path", why: `${target.protected} is never written by tools` };
  if (!allowed(rel)) return { denied: rel };
  if (kind === "read" && entry.isSymbolicLink() && target && !allowed(target.rel))
    return { denied: target.rel };
  return void 0;
}
function isDirectory2(abs) {
  try {
    return statSync2(abs).isDirectory();
  } catch {
    return false;
  }
}
function explain(refused, kind, rel, what, policy, names) {
  const instead = "name the files to touch, or a directory that holds no such file";
  if ("invariant" in refused)
    return {
      verdict: "deny",
      rule: refused.invariant,
      reason: `${what}: it holds ${quote(rel)}; ${refused.why}; ${instead}`,
      invariant: true
    };
  const match = bestGlob(refused.denied, policy[kind]);
  const other = match?.list === "allow" ? deniedName(kind, names(refused.denied), policy) : void 0;
  if (other) {
    const holds2 = refused.denied === rel ? quote(rel) : `${quote(rel)}, a link to ${quote(refused.denied)}`;
    return {
      verdict: "deny",
      rule: other.rule,
      reason: `${what}: it holds ${holds2}, ${otherName(names, refused.denied, other.name).text}, and ${other.rule} ${quote(other.pattern)} denies that name; ${instead}`
    };
  }
  const rule = match ? `${kind}.${match.list}[${match.index}]` : `${kind}.default`;
  const because = match ? `${rule} ${quote(match.pattern)} denies it` : `no ${kind}.allow rule matches it`;
  const holds = refused.denied === rel ? quote(rel) : `${quote(rel)}, a link to ${quote(refused.denied)}`;
  return { verdict: "deny", rule, reason: `${what}: it holds ${holds}, and ${because}; ${instead}` };
}

// src/policy/match-command.ts
var splitRule = (rule) => rule.trim().split(/\s+/).filter(Boolean);
var SPELLINGS = {
  tsc: (name) => `--${name.replace(/^--?/, "").toLowerCase()}`,
  vitest: (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
};
function spellingOf(argv) {
  const program = programName(argv[0] ?? "");
  const run = program === "npx" ? argv.slice(1).find((w) => !w.startsWith("-")) : program;
  const tool = packageName(run ?? "");
  return Object.hasOwn(SPELLINGS, tool) ? SPELLINGS[tool] : void 0;
}
function spelled(word, spelling) {
  if (!spelling || !word.startsWith("-")) return word;
  const eq = word.indexOf("=");
  return eq < 0 ? spelling(word) : `${spelling(word.slice(0, eq))}${word.slice(eq)}`;
}
function wordMatches(ruleWord, word, dynamic, list, spelling) {
  if (dynamic) return list === "deny";
  const [rule, given] = [spelled(ruleWord, spelling), spelled(word, spelling)];
  if (given === rule) return true;
  return rule.startsWith("-") && given.startsWith(rule) && /^[=.]/.test(given.slice(rule.length));
}
function ruleMatches(rule, command, list) {
  if (list === "allow") return matchesAsWritten(rule, command, list);
  const npx = asNpx(command.argv);
  const dropped = command.argv.length - (npx?.length ?? 0);
  return matchesAsWritten(rule, command, list) || npx !== void 0 && matchesAsWritten(
    rule,
    { ...command, argv: npx, dynamic: [false, ...command.dynamic.slice(dropped + 1)] },
    list
  );
}
function matchesAsWritten(rule, command, list) {
  const words = splitRule(rule);
  const [program, ...rest] = words;
  const name = command.argv[0] ?? "";
  if (program === void 0) return false;
  if (name !== program && !(list === "deny" && name.split("/").pop() === program)) return false;
  const spelling = spellingOf(command.argv);
  const matches = (w, at2) => wordMatches(w, command.argv[at2] ?? "", command.dynamic[at2] ?? false, list, spelling);
  if (list === "allow") return rest.every((w, k) => k + 1 < command.argv.length && matches(w, k + 1));
  let at = 1;
  for (const w of rest) {
    while (at < command.argv.length && !matches(w, at)) at++;
    if (at >= command.argv.length) return false;
    at++;
  }
  return true;
}
function bestCommandRule(command, rules) {
  let best;
  const consider = (list, rule, index) => {
    if (!ruleMatches(rule, command, list)) return;
    const words = splitRule(rule).length;
    if (!best || words > best.words || words === best.words && list === "deny" && best.list === "allow") {
      best = { list, index, rule, words };
    }
  };
  rules.deny.forEach((rule, i) => consider("deny", rule, i));
  if (!command.wrapper) rules.allow.forEach((rule, i) => consider("allow", rule, i));
  return best;
}

// src/policy/decide-command.ts
function commandParts(command, cwd, policy, ctx) {
  const analysis = ctx.analyzer.analyze(command);
  const parts = analysis.problems.map((problem) => ({
    verdict: "deny",
    rule: "invariant:unanalyzable-command",
    reason: `cannot analyze ${quote(command)}: ${problem}`,
    invariant: true
  }));
  for (const name of new Set(analysis.variables.filter(looksLikeSecretName))) {
    parts.push({
      verdict: "deny",
      rule: "invariant:secret-variable",
      reason: `${quote(command)} expands $${name}, a secret`,
      invariant: true
    });
  }
  const via = ` (in ${quote(command)})`;
  if (cwd !== void 0)
    parts.push(filePart("read", cwd, void 0, " (the command directory)", policy, ctx));
  const candidates = (files) => new Set(
    files.flatMap((file) => repositoryTopCandidates(absolute(file, cwd), inWorkspace, ctx.repositoryTop))
  );
  const inWorkspace = (dir) => {
    try {
      const resolved2 = ctx.resolve(dir);
      return resolved2.inside ? resolved2.rel : void 0;
    } catch {
      return void 0;
    }
  };
  for (const [kind, files] of [
    ["read", analysis.reads],
    ["edit", analysis.writes]
  ]) {
    for (const file of candidates(files)) parts.push(filePart(kind, file, void 0, via, policy, ctx));
  }
  for (const [kind, trees] of [
    ["read", analysis.readTrees],
    ["edit", analysis.editTrees]
  ]) {
    for (const tree of candidates(trees))
      parts.push(...treeParts(kind, tree, void 0, void 0, via, policy, ctx));
  }
  for (const tree of candidates(analysis.historyTrees)) parts.push(...historyParts(tree, via, policy, ctx));
  const resolved = (file) => {
    try {
      return ctx.resolve(file);
    } catch {
      return void 0;
    }
  };
  const opaque = analysis.commands.find((c) => !c.wrapper && !seesAllWrites(c.argv));
  const landings = copyLandings(analysis, (file) => absolute(file, cwd), resolved, opaque?.argv.join(" "));
  const everythingUnder = allowsEverythingUnder(policy.edit);
  const underOther = deniesNothingUnder(policy.edit);
  for (const { path: tree, copy, by } of landings.unknown) {
    const rel = inWorkspace(absolute(tree, cwd));
    if (rel !== void 0 && rel !== "." && everythingUnder(rel) && (ctx.names?.(rel) ?? []).every(underOther))
      continue;
    parts.push({
      verdict: "deny",
      rule: "invariant:unanalyzable-command",
      reason: `cannot analyze ${quote(command)}: ${copy.from} is not there when the command is decided, and ${quote(by)} could fill it unseen, so anything could land under ${shownPath(tree)}, where the edit rules deny some paths; copy in a separate command`,
      invariant: true
    });
  }
  for (const problem of landings.problems)
    parts.push({
      verdict: "deny",
      rule: "invariant:unanalyzable-command",
      reason: `cannot analyze ${quote(command)}: ${problem}`,
      invariant: true
    });
  const landedVia = (from) => ` (where ${from} lands, in ${quote(command)})`;
  const landedEdits = new Map(landings.edits.map((l) => [l.path, l.copy.from]));
  for (const [file, from] of landedEdits)
    parts.push(filePart("edit", file, cwd, landedVia(from), policy, ctx));
  const linkVia = (from) => ` (a link carried by moving or copying ${from}, in ${quote(command)})`;
  for (const [tree, from] of new Map(landings.linkTargets.map((l) => [l.path, l.copy.from])))
    for (const kind of ["read", "edit"])
      parts.push(...treeParts(kind, absolute(tree, cwd), void 0, void 0, linkVia(from), policy, ctx));
  parts.push(
    ...gitDirectoryPlanted(
      analysis.reads.flatMap((file) => gitStartDirectories(absolute(file, cwd), inWorkspace) ?? []),
      [
        ...[...analysis.writes, ...landedEdits.keys()].map((file) => ({ file, tree: false })),
        ...[
          ...analysis.editTrees,
          ...analysis.links.map((l) => l.at),
          ...landings.linkTargets.map((l) => l.path)
        ].map((file) => ({ file, tree: true }))
      ].map(({ file, tree }) => ({ file, tree, rel: inWorkspace(absolute(file, cwd)) })),
      command
    )
  );
  parts.push(...touchParts(analysis, cwd, candidates, via, policy, ctx));
  for (const glob of new Set(analysis.globs))
    parts.push(
      ...treeParts("read", path3.posix.dirname(glob), path3.posix.basename(glob), cwd, via, policy, ctx)
    );
  for (const simple of analysis.commands) {
    const match = bestCommandRule(simple, policy.command);
    const text = quote(simple.argv.join(" "));
    if (match) {
      const rule = `command.${match.list}[${match.index}]`;
      parts.push({ verdict: match.list, rule, reason: `${text} matches ${rule} ${quote(match.rule)}` });
    } else if (!simple.wrapper) {
      const verdict = policy.command.default;
      parts.push({
        verdict,
        rule: "command.default",
        reason: `${text} matches no command rule; command.default is ${verdict}`
      });
    }
  }
  if (parts.length === 0)
    parts.push({
      verdict: "allow",
      rule: "default",
      reason: `${quote(command)} runs no program and touches no file`
    });
  return parts;
}
function touchParts(analysis, cwd, candidates, via, policy, ctx) {
  const refuses = (kind, part) => part.verdict === "deny" && part.rule !== "invariant:bad-path" && (part.invariant === true || kind === "read" && part.rule.startsWith("read.deny"));
  const parts = [];
  const note = ` (a word of a program whose files the analyzer does not model${via.replace(/^ \(/, ", ")}`;
  const root = (file) => {
    try {
      const resolved = ctx.resolve(file);
      return resolved.inside && resolved.rel === ".";
    } catch {
      return false;
    }
  };
  for (const kind of ["read", "edit"]) {
    for (const file of candidates(analysis.touches)) {
      if (kind === "edit" && root(file)) continue;
      const part = filePart(kind, file, void 0, note, policy, ctx);
      if (refuses(kind, part)) parts.push(part);
    }
    if (kind === "edit") continue;
    for (const tree of candidates(analysis.touchTrees))
      parts.push(
        ...treeParts(kind, tree, void 0, void 0, note, policy, ctx).filter((p) => refuses(kind, p))
      );
    for (const glob of new Set(analysis.touchGlobs))
      parts.push(
        ...treeParts(
          kind,
          path3.posix.dirname(glob),
          path3.posix.basename(glob),
          cwd,
          note,
          policy,
          ctx
        ).filter((p) => refuses(kind, p))
      );
  }
  return parts;
}
function treeParts(kind, dir, glob, cwd, via, policy, ctx) {
  const own = filePart(kind, dir, cwd, via, policy, ctx);
  if (own.verdict === "deny") return [own];
  const given = absolute(dir, cwd);
  const below = treePart(kind, given, ctx.resolve(given), policy, via, {
    resolve: (p) => ctx.resolve(p),
    ...ctx.names ? { names: ctx.names } : {},
    ...glob === void 0 ? {} : { glob }
  });
  return below ? [own, below] : [own];
}
var absolute = (file, cwd) => cwd && !file.startsWith("/") && !file.startsWith("~") ? `${cwd.replace(/\/+$/, "")}/${file}` : file;
function filePart(kind, file, cwd, via, policy, ctx) {
  const given = absolute(file, cwd);
  try {
    return pathPart(kind, given, ctx.resolve(given), policy, via, ctx.names);
  } catch (err) {
    return {
      verdict: "deny",
      rule: "invariant:bad-path",
      reason: `${kind} of ${quote(shownPath(given))}${via}: ${err.message}`,
      invariant: true
    };
  }
}
function historyParts(tree, via, policy, ctx) {
  const { history } = ctx;
  if (!history) return [];
  if ("unavailable" in history)
    return [
      {
        verdict: "deny",
        rule: "invariant:unanalyzable-command",
        reason: `git prints files as past commits held them under ${quote(shownPath(tree))}${via}, and the repository's history could not be listed to check them against the read rules: ${history.unavailable}`,
        invariant: true
      }
    ];
  let rel;
  try {
    const resolved = ctx.resolve(tree);
    rel = resolved.inside ? resolved.rel : void 0;
  } catch {
    return [];
  }
  if (rel === void 0) return [];
  const note = ` (a file the repository's history holds, which git prints${via.replace(/^ \(/, ", ")}`;
  for (const file of history.paths) {
    if (rel !== "." && file !== rel && !file.startsWith(`${rel}/`)) continue;
    const part = filePart("read", file, void 0, note, policy, ctx);
    if (part.verdict === "deny") return [part];
  }
  return [];
}
var GIT_DIR_NAMES = /* @__PURE__ */ new Set(["head", "objects", "refs", "commondir"]);
function gitDirectoryPlanted(starts, written, command) {
  for (const dir of new Set(starts))
    for (const { file, tree, rel } of written) {
      if (rel === void 0) continue;
      const name = path3.posix.basename(rel).toLowerCase();
      const makes = path3.posix.dirname(rel) === dir && GIT_DIR_NAMES.has(name) || rel.toLowerCase().startsWith(`${dir.toLowerCase()}/objects/`) || rel.toLowerCase().startsWith(`${dir.toLowerCase()}/refs/`) || tree && (rel === dir || rel === "." || dir.startsWith(`${rel}/`));
      if (makes)
        return [
          {
            verdict: "deny",
            rule: "invariant:bad-path",
            reason: `${quote(command)} runs git, which looks for its repository in ${quote(dir)}, and writes ${quote(shownPath(file))} there: that could make ${quote(dir)} a git directory (HEAD, objects/, refs/), whose config git obeys (core.fsmonitor runs a program); write them in a command that runs no git there`,
            invariant: true
          }
        ];
    }
  return [];
}

// src/policy/decide.ts
function decide(input, policy, ctx) {
  const parts = input.access.flatMap((access) => {
    switch (access.kind) {
      case "read":
      case "edit":
        return [pathPart(access.kind, access.path, access, policy, "", ctx.names)];
      case "command":
        return commandParts(access.command, access.cwd, policy, ctx);
      case "mcp":
        return [mcpPart(access.server, access.tool, policy)];
      case "browser":
        return [browserPart(access.url, policy)];
    }
  });
  const invariant = parts.find((p) => p.invariant && p.verdict === "deny");
  if (invariant) return finish(invariant, policy);
  const override = Object.hasOwn(policy.tools, input.tool) ? policy.tools[input.tool] : void 0;
  if (override) {
    return finish(
      {
        verdict: override,
        rule: `tools.${input.tool}`,
        reason: `${input.tool} is set to ${override} by tools.${input.tool}`
      },
      policy
    );
  }
  const worst = strictest(parts);
  if (!worst) return finish(noAccess(input), policy);
  if (worst.verdict !== "allow" || parts.length === 1) return finish(worst, policy);
  const rules = [...new Set(parts.map((p) => p.rule))];
  return finish(
    {
      verdict: "allow",
      rule: rules.join(", "),
      reason: `every part is allowed: ${parts.map((p) => p.reason).join("; ")}`
    },
    policy
  );
}
function noAccess(input) {
  if (input.group === "always" || input.group === "modes" || input.group === "read") {
    return {
      verdict: "allow",
      rule: "default",
      reason: `${input.tool} touches no workspace file, command or MCP server`
    };
  }
  return {
    verdict: "deny",
    rule: "default",
    reason: `${input.tool} (${input.group} group) declares nothing it touches, so it cannot be checked`
  };
}
function finish(part, policy) {
  if (part.verdict !== "ask")
    return { decision: part.verdict, resolved: part.verdict, rule: part.rule, reason: part.reason };
  if (policy.onAsk === "fail") {
    return {
      decision: "ask",
      resolved: "deny",
      rule: part.rule,
      reason: `${part.reason} (ask, and on_ask: fail halts the run)`,
      halt: true
    };
  }
  return {
    decision: "ask",
    resolved: "deny",
    rule: part.rule,
    reason: `${part.reason} (ask, denied: no human is available)`
  };
}

export {
  lazyShellAnalyzer,
  createShellAnalyzer,
  withGrammar,
  decide,
  deniedInHistory,
  lazyDeniedHistory
};
