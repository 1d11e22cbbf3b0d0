#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  COMMANDS,
  DOCS_URL,
  GROUPS
} from "./chunk-DDLQYJ4Q.js";
import {
  didYouMean
} from "./chunk-4AUMA5UF.js";
import "./chunk-DYI5UNC7.js";

// src/cli/help.ts
var EXIT_CODES = `Exit codes: 0 completed, 1 failed, 2 usage or configuration error, 3 limit reached,
4 halted for safety, 130 cancelled.`;
function formatOverview() {
  const rows = [
    ...Object.values(COMMANDS).map((c) => [usageLine(c), c.summary]),
    ["nightshift help [COMMAND]", "this overview, or the help of one command (also COMMAND --help)"],
    ["nightshift version", "print the version (also --version, -V)"]
  ];
  return [
    "Usage: nightshift COMMAND [options]",
    "",
    ...rows.flatMap(([usage, summary]) => [`  ${usage}`, `      ${summary}`]),
    "",
    `Run "nightshift COMMAND --help" for a command's flags and the environment it reads.`,
    EXIT_CODES,
    `Docs: ${DOCS_URL}`,
    ""
  ].join("\n");
}
function formatCommandHelp(spec) {
  const options = Object.entries(spec.options).map(([name, o]) => [
    flagLabel(name, o),
    o.description + (o.default !== void 0 ? ` (default ${o.default})` : "")
  ]);
  options.push(["-h, --help", "show this help"]);
  const lines = [`Usage: ${usageLine(spec)}`, "", `${capitalize(spec.summary)}.`, "", "Options:"];
  lines.push(...table(options));
  const env = { ...spec.env, NIGHTSHIFT_DEBUG: "set to 1: an unexpected error prints its stack" };
  lines.push("", "Environment:", ...table(Object.entries(env)));
  lines.push("", EXIT_CODES, `Docs: ${DOCS_URL}#${anchor(spec.docs)}`, "");
  return lines.join("\n");
}
function formatGroupHelp(group) {
  const subs = (GROUPS[group] ?? []).map((s) => COMMANDS[`${group} ${s}`]);
  return [
    `Usage: nightshift ${group} ${(GROUPS[group] ?? []).join("|")} ...`,
    "",
    ...subs.flatMap((c) => [`  ${usageLine(c)}`, `      ${c.summary}`]),
    "",
    `Run "nightshift ${group} SUBCOMMAND --help" for its flags.`,
    `Docs: ${DOCS_URL}`,
    ""
  ].join("\n");
}
function usageLine(spec) {
  const options = Object.keys(spec.options).length > 0 ? "[options]" : "";
  return ["nightshift", spec.name, spec.args, options].filter(Boolean).join(" ");
}
var flagLabel = (name, o) => `${o.short ? `-${o.short}, ` : ""}--${name}${o.type === "string" ? ` ${o.value ?? "VALUE"}` : ""}`;
function table(rows) {
  const width = 24;
  return rows.map(
    ([label, text]) => label.length < width - 2 ? `  ${label.padEnd(width - 2)}${text}` : `  ${label}
  ${" ".repeat(width - 2)}${text}`
  );
}
var anchor = (heading) => heading.toLowerCase().replace(/[^a-z0-9 -]/g, "").replace(/ /g, "-");
var capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);

// src/cli/resolve.ts
var HELP_FLAGS = /* @__PURE__ */ new Set(["--help", "-h"]);
var VERSION_ARGS = /* @__PURE__ */ new Set(["--version", "-V", "-v", "version"]);
var TOP_LEVEL = [...new Set(Object.keys(COMMANDS).map((c) => c.split(" ")[0] ?? c)), "help", "version"];
function resolveCommand(argv) {
  const [first, ...rest] = argv;
  if (first === void 0) return { kind: "help", text: formatOverview(), exitCode: 2 };
  if (first === "help" || HELP_FLAGS.has(first)) return helpFor(rest);
  if (VERSION_ARGS.has(first)) return { kind: "error", message: `${first} takes no arguments` };
  const group = GROUPS[first];
  if (group) {
    const [sub, ...subArgs] = rest;
    if (sub === void 0 || HELP_FLAGS.has(sub))
      return sub === void 0 ? {
        kind: "error",
        message: `${first}: expected ${group.join(" or ")} (see nightshift ${first} --help)`
      } : { kind: "help", text: formatGroupHelp(first), exitCode: 0 };
    if (!group.includes(sub))
      return {
        kind: "error",
        message: `${first}: unknown subcommand "${sub}"${didYouMean(sub, group)}; see nightshift ${first} --help`
      };
    return withHelpFlag(`${first} ${sub}`, subArgs);
  }
  if (first in COMMANDS) return withHelpFlag(first, rest);
  const hint = first.startsWith("-") ? "" : didYouMean(first, TOP_LEVEL);
  return {
    kind: "error",
    message: `unknown command "${first}"${hint}; nightshift help lists the commands`
  };
}
function withHelpFlag(command, argv) {
  const end = argv.indexOf("--");
  const flags = end === -1 ? argv : argv.slice(0, end);
  if (flags.some((a) => HELP_FLAGS.has(a)))
    return { kind: "help", text: formatCommandHelp(COMMANDS[command]), exitCode: 0 };
  return { kind: "run", command, argv };
}
function helpFor(topic) {
  if (topic.length === 0) return { kind: "help", text: formatOverview(), exitCode: 0 };
  const name = topic.join(" ");
  if (name in COMMANDS)
    return { kind: "help", text: formatCommandHelp(COMMANDS[name]), exitCode: 0 };
  if (topic.length === 1 && GROUPS[name]) return { kind: "help", text: formatGroupHelp(name), exitCode: 0 };
  if (name === "help" || name === "version") return { kind: "help", text: formatOverview(), exitCode: 0 };
  return {
    kind: "error",
    message: `help: unknown command "${name}"${didYouMean(name, Object.keys(COMMANDS))}; nightshift help lists the commands`
  };
}
export {
  resolveCommand
};
