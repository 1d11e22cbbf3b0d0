#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/cli/spec.ts
var DOCS_URL = "https://github.com/nightshift/nightshift/blob/main/docs/cli.md";
var MODEL_ENV = {
  ANTHROPIC_API_KEY: "key for model.provider anthropic (a task's model.api_key_env names another)",
  OPENAI_API_KEY: "key for openai and openai-compatible (a task's model.api_key_env names another)",
  ANTHROPIC_BASE_URL: "Anthropic API URL when the task sets no model.base_url",
  OPENAI_BASE_URL: "OpenAI API URL when the task sets no model.base_url"
};
var TELEMETRY_ENV = {
  OTEL_EXPORTER_OTLP_ENDPOINT: "an OTLP/HTTP collector: export the run as an OpenTelemetry trace and metrics (other OTEL_* variables: docs/telemetry.md)"
};
var OUTPUT_ENV = {
  NO_COLOR: "set to anything: progress without colour (colour is only used on a terminal)"
};
var policy = {
  type: "string",
  value: "FILE|builtin:NAME",
  description: "policy to use instead of the task's (a path, or builtin:readonly|standard|trusted)"
};
var quiet = {
  type: "boolean",
  description: "no progress lines and no result lines on stderr"
};
var noPr = {
  type: "boolean",
  description: "commit on the run branch but open no pull request (no pr.md)"
};
var model = {
  type: "string",
  value: "PROVIDER:NAME",
  description: "model to use instead of the task's (e.g. anthropic:claude-sonnet-5)"
};
var runOptions = {
  policy,
  workspace: { type: "string", value: "DIR", description: "workspace to use instead of the task's" },
  out: {
    type: "string",
    value: "DIR",
    description: "where the audit log and artifacts go (default WORKSPACE/.nightshift/runs/RUN_ID)"
  },
  model,
  "no-pr": noPr,
  json: { type: "boolean", description: "stream the audit events to stdout as JSON lines" },
  quiet
};
var COMMANDS = {
  run: {
    name: "run",
    summary: "run a task: the agent loop, then checks, commit and pull request",
    args: "TASK.yaml",
    positionals: { min: 1, max: 1 },
    options: runOptions,
    env: { ...MODEL_ENV, ...TELEMETRY_ENV, ...OUTPUT_ENV },
    docs: "nightshift run"
  },
  replay: {
    name: "replay",
    summary: "run a logged task again, offline, with the recorded model turns (no commit, no PR)",
    args: "AUDIT.jsonl",
    positionals: { min: 1, max: 1 },
    // The log supplies the model's turns: no --model (it would be ignored).
    options: {
      policy: {
        ...policy,
        description: "policy to replay under (default builtin:standard, never the log's)"
      },
      workspace: {
        type: "string",
        value: "DIR",
        description: "replay in DIR itself (default: a fresh temporary copy of the current directory)"
      },
      out: runOptions.out,
      "no-pr": { type: "boolean", description: "accepted as in run; a replay never commits or opens a PR" },
      json: runOptions.json,
      quiet
    },
    env: OUTPUT_ENV,
    docs: "nightshift replay"
  },
  resume: {
    name: "resume",
    summary: "continue a run that stopped (a limit, a cancel, an error, a kill) from its audit log",
    args: "AUDIT.jsonl TASK.yaml",
    positionals: { min: 1, max: 2 },
    options: {
      ...runOptions,
      policy: { ...policy, description: "policy to use instead of the task's (never the log's)" },
      "max-turns": {
        type: "string",
        value: "N",
        description: "a fresh turn limit for this run (only tightens)"
      },
      "max-cost-usd": {
        type: "string",
        value: "USD",
        description: "a fresh cost limit for this run (only tightens)"
      },
      timeout: {
        type: "string",
        value: "DURATION",
        description: "a fresh time limit for this run, e.g. 20m (only tightens)"
      }
    },
    env: { ...MODEL_ENV, ...OUTPUT_ENV },
    docs: "nightshift resume"
  },
  validate: {
    name: "validate",
    summary: "check task, policy and script files, and everything run checks before the model",
    args: "FILE...",
    positionals: { min: 1, max: Infinity },
    options: {},
    env: MODEL_ENV,
    docs: "nightshift validate"
  },
  "policy check": {
    name: "policy check",
    summary: "decide one tool call and print the decision as JSON",
    args: "",
    positionals: { min: 0, max: 0 },
    options: {
      policy: { ...policy, default: "builtin:standard", description: "policy to decide with" },
      tool: { type: "string", value: "NAME", description: "tool name (required), e.g. execute_command" },
      args: { type: "string", value: "JSON", default: "{}", description: "tool arguments as a JSON object" },
      mode: { type: "string", value: "SLUG", description: "mode the call is made in" },
      workspace: { type: "string", value: "DIR", description: "workspace paths resolve against" }
    },
    docs: "nightshift policy check"
  },
  "policy test": {
    name: "policy test",
    summary: "run a policy's own examples",
    args: "POLICY.yaml|builtin:NAME",
    positionals: { min: 1, max: 1 },
    options: {},
    docs: "nightshift policy test"
  },
  tools: {
    name: "tools",
    summary: "print the tool definitions exactly as a provider receives them",
    args: "",
    positionals: { min: 0, max: 0 },
    options: {
      mode: { type: "string", value: "SLUG", default: "code", description: "mode whose tools to list" },
      format: {
        type: "string",
        value: "openai|anthropic",
        default: "openai",
        description: "provider format of the definitions"
      },
      task: {
        type: "string",
        value: "TASK.yaml",
        description: "use the task's modes, policy and settings, and start its MCP servers"
      },
      policy: { ...policy, description: "leave out tools this policy denies (default: the task's)" },
      "no-mcp": { type: "boolean", description: "with --task: do not start the task's MCP servers" }
    },
    env: { "${VAR}": "with --task: variables the task's mcp_servers name" },
    docs: "nightshift tools"
  },
  "audit verify": {
    name: "audit verify",
    summary: "check an audit log's hash chain and schema (exit 1 on any break)",
    args: "AUDIT.jsonl",
    positionals: { min: 1, max: 1 },
    options: {
      head: {
        type: "string",
        value: "SEQ:HASH",
        description: "also check that the log ends at this recorded head"
      }
    },
    docs: "nightshift audit verify"
  },
  "audit summary": {
    name: "audit summary",
    summary: "totals, denials, errors and cost of a run",
    args: "AUDIT.jsonl",
    positionals: { min: 1, max: 1 },
    options: {
      markdown: { type: "boolean", description: "Markdown (the run summary and job summary format)" },
      json: { type: "boolean", description: "the summary as one JSON object" }
    },
    docs: "nightshift audit summary"
  },
  batch: {
    name: "batch",
    summary: "run several tasks with bounded concurrency and an optional fleet budget",
    args: "TASK...",
    positionals: { min: 1, max: Infinity },
    options: {
      concurrency: { type: "string", value: "N", default: "2", description: "tasks run at once" },
      "max-cost-usd": { type: "string", value: "N", description: "budget shared by all tasks (USD)" },
      matrix: { type: "boolean", description: "print a GitHub Actions matrix instead of running" },
      out: {
        type: "string",
        value: "DIR",
        description: "one out dir per task under DIR, plus batch-summary.md and batch.json"
      },
      policy,
      model,
      "no-pr": noPr,
      quiet
    },
    env: { ...MODEL_ENV, ...TELEMETRY_ENV, ...OUTPUT_ENV },
    docs: "nightshift batch"
  },
  schema: {
    name: "schema",
    summary: "print the JSON Schema of a file format",
    args: "task|policy|script|audit",
    positionals: { min: 1, max: 1 },
    options: {},
    docs: "nightshift schema"
  }
};
var GROUPS = { policy: ["check", "test"], audit: ["verify", "summary"] };

export {
  DOCS_URL,
  COMMANDS,
  GROUPS
};
