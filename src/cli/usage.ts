export const USAGE = `Usage: nightshift <command> [options]

  run TASK.yaml [--policy FILE|builtin:NAME] [--workspace DIR] [--out DIR]
                [--model PROVIDER:NAME] [--no-pr] [--json] [--quiet]
  replay AUDIT.jsonl [--workspace DIR] [--policy FILE|builtin:NAME] [--out DIR] [--json] [--quiet]
  validate FILE...
  policy check --policy P --tool NAME --args JSON [--mode SLUG]
  policy test POLICY.yaml|builtin:NAME
  tools [--mode SLUG] [--format openai|anthropic] [--task TASK.yaml [--no-mcp]]
  audit verify AUDIT.jsonl [--head SEQ:HASH]
  audit summary AUDIT.jsonl [--markdown]
  batch TASK... [--concurrency N] [--max-cost-usd N] [--matrix] [--out DIR] [--no-pr]
  schema task|policy|script|audit
  --version | --help

Exit codes: 0 completed, 1 failed, 2 usage or configuration error, 3 limit reached,
4 halted for safety, 130 cancelled.
`;
