#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  UsageError
} from "./chunk-GLUKOPIS.js";
import {
  didYouMean
} from "./chunk-4AUMA5UF.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
function parse(argv, spec) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: spec.options,
      allowPositionals: true,
      strict: true
    });
  } catch (err) {
    throw new UsageError(`${spec.name}: ${parseProblem(err, spec)}`);
  }
  const n = parsed.positionals.length;
  if (n < spec.positionals.min)
    throw new UsageError(`${spec.name}: missing ${spec.args} (see nightshift ${spec.name} --help)`);
  if (n > spec.positionals.max)
    throw new UsageError(
      `${spec.name}: unexpected argument "${parsed.positionals[spec.positionals.max]}" (see nightshift ${spec.name} --help)`
    );
  return parsed;
}
function parseProblem(err, spec) {
  const flag = /'(-[^' ]*)/.exec(err.message)?.[1] ?? "";
  const flags = Object.keys(spec.options).map((name) => `--${name}`);
  if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
    return `unknown option ${flag}${didYouMean(flag, [...flags, "--help"])}; see nightshift ${spec.name} --help`;
  if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
    return err.message.includes("does not take") ? `${flag} takes no value` : `${flag} needs a value`;
  return err.message;
}

export {
  parse
};
