#!/usr/bin/env -S node --max-semi-space-size=2
import {
  initTreeSitter,
  mcpPart
} from "./chunk-FPOZA3VE.js";
import {
  compileBrowserAllow,
  decideBrowserUrl,
  requireAsset
} from "./chunk-NKL73Y3A.js";
import {
  pathPart
} from "./chunk-HLKA2J6E.js";
import {
  allowedBy,
  bestGlob,
  globRegExp,
  quote,
  strictest
} from "./chunk-2DHVAZ2T.js";
import {
  looksLikeSecretName
} from "./chunk-FPJNLJJ7.js";
import {
  asNpx,
  packageName,
  programName,
  repositoryTopCandidates
} from "./chunk-VC5OKYHY.js";
import {
  shownPath
} from "./chunk-JQOPZ6BE.js";

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
  walking ??= import("./walk-MPD337GY.js").then(
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
    const { Language, Parser } = await import("./web-tree-sitter-ORAENPPW.js");
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
import path2 from "node:path";

// src/policy/decide-tree.ts
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
var MAX_ENTRIES = 2e5;
function treePart(kind, given, root, policy, via, resolve, glob) {
  if (!root.inside) return void 0;
  const allowed = allowedBy(policy[kind]);
  const re = glob === void 0 ? void 0 : globRegExp(glob, { dot: false });
  const matches = (name) => re?.test(name) ?? true;
  const what = glob ? `read of ${quote(path.posix.join(given, glob))}${via}` : `${kind} of everything under ${quote(given)}${via}`;
  let seen = 0;
  const stack = [{ abs: root.abs, rel: root.rel }];
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
      if (!matches(entry.name)) continue;
      if (++seen > MAX_ENTRIES)
        return {
          verdict: "deny",
          rule: "invariant:unanalyzable-command",
          reason: `${what}: more than ${MAX_ENTRIES} entries to check; name a smaller directory`,
          invariant: true
        };
      const rel = path.posix.join(dir.rel, entry.name);
      let target = entry.isSymbolicLink() || kind === "edit" ? resolve(rel) : void 0;
      if (kind === "read" && glob === void 0 && target && !target.inside) target = void 0;
      const refused = refusal(kind, rel, entry, allowed, target);
      if (refused) return explain(refused, kind, rel, what, policy);
      if (glob !== void 0) continue;
      if (entry.isDirectory()) stack.push({ abs: path.join(dir.abs, entry.name), rel });
      else if (kind === "read" && target && isDirectory(target.abs)) stack.push(target);
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
function isDirectory(abs) {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}
function explain(refused, kind, rel, what, policy) {
  const instead = "name the files to touch, or a directory that holds no such file";
  if ("invariant" in refused)
    return {
      verdict: "deny",
      rule: refused.invariant,
      reason: `${what}: it holds ${quote(rel)}; ${refused.why}; ${instead}`,
      invariant: true
    };
  const match = bestGlob(refused.denied, policy[kind]);
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
  const candidates = (files) => new Set(files.flatMap((file) => repositoryTopCandidates(absolute(file, cwd), inWorkspace)));
  const inWorkspace = (dir) => {
    try {
      const resolved = ctx.resolve(dir);
      return resolved.inside ? resolved.rel : void 0;
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
  for (const glob of new Set(analysis.globs))
    parts.push(
      ...treeParts("read", path2.posix.dirname(glob), path2.posix.basename(glob), cwd, via, policy, ctx)
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
function treeParts(kind, dir, glob, cwd, via, policy, ctx) {
  const own = filePart(kind, dir, cwd, via, policy, ctx);
  if (own.verdict === "deny") return [own];
  const given = absolute(dir, cwd);
  const below = treePart(kind, given, ctx.resolve(given), policy, via, (p) => ctx.resolve(p), glob);
  return below ? [own, below] : [own];
}
var absolute = (file, cwd) => cwd && !file.startsWith("/") && !file.startsWith("~") ? `${cwd.replace(/\/+$/, "")}/${file}` : file;
function filePart(kind, file, cwd, via, policy, ctx) {
  const given = absolute(file, cwd);
  try {
    return pathPart(kind, given, ctx.resolve(given), policy, via);
  } catch (err) {
    return {
      verdict: "deny",
      rule: "invariant:bad-path",
      reason: `${kind} of ${quote(shownPath(given))}${via}: ${err.message}`,
      invariant: true
    };
  }
}

// src/policy/decide.ts
function decide(input, policy, ctx) {
  const parts = input.access.flatMap((access) => {
    switch (access.kind) {
      case "read":
      case "edit":
        return [pathPart(access.kind, access.path, access, policy)];
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
  decide
};
