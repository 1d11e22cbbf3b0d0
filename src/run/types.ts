import type { ChainHead } from '../audit/head.ts';
import type { AuditEventType, RunStatus } from '../audit/types.ts';
import type { Policy } from '../config/policy.ts';
import type { Forge, PullRequestOutcome } from '../forge/types.ts';
import type { CommitSigning } from '../config/task.ts';
import type { CommitApi } from '../git/api-commit.ts';
import type { CommitAuthor } from '../git/commit.ts';
import type { ModelProvider } from '../model/types.ts';
import type { TodoItem } from '../tools/types.ts';
import type { ProgressSink } from './progress.ts';

export interface RunOptions {
  /** Path of the task YAML. Either this or `inlineTask`. */
  taskFile?: string;
  /** A task given without a file (the action's `task` input, an issue); paths resolve from `cwd`. */
  inlineTask?: { title: string; prompt: string; mode?: string };
  cwd?: string;
  /** `builtin:NAME` or a path; overrides the task's policy. */
  policy?: string;
  /**
   * The policy, already loaded (batch loads every policy before the first task): used instead of
   * reading `policy` or the task's policy again, so nothing written since can change it.
   */
  loadedPolicy?: Policy;
  /**
   * Resume an earlier run: its audit log, or a directory holding it (its out dir, an artifact).
   * The task, policy and limits are still this call's; the log supplies the conversation and
   * names the work to restore (docs/audit.md, "Resume").
   */
  resumeFrom?: string;
  /** `false`: no checks, commit, push or pull request after the loop (replay). */
  deliver?: boolean;
  workspace?: string;
  outDir?: string;
  /** `provider:name`; overrides the task's model. */
  model?: string;
  /** Extra limits from the caller (action inputs); like the task's, they only tighten. */
  limits?: { max_turns?: number; max_cost_usd?: number; timeout?: number };
  /** Open a pull request (or write the local one). `false` = commit on a branch only. */
  pr?: boolean;
  /** How to deliver the PR; defaults to the local forge. */
  forge?: Forge;
  /** Push the run branch here before opening the PR (the GitHub forge needs it). */
  push?: { remote: string; token?: string };
  /** The issue the run came from: the PR body says `Closes #N` and `{issue}` fills branch names. */
  closesIssue?: number;
  /**
   * A follow-up on an open pull request (the action): the run's commit goes on top of its head
   * with `trailer` added, and the PR itself is left as it is (its title and body are the
   * original run's). A follow-up that delivers no change still pushes an empty commit with the
   * trailer, so every follow-up counts against `pr.max_followups`.
   */
  followUp?: { pr: { number: number; url: string }; trailer: string };
  /** A link to the CI run, shown in the PR body. */
  runUrl?: string;
  /** Overrides for the task's pr section (action inputs). */
  prOverrides?: {
    branch?: string;
    base?: string;
    draft?: boolean | 'auto';
    labels?: string[];
    author?: CommitAuthor;
    committer?: CommitAuthor;
    commitSigning?: CommitSigning;
  };
  /** Builds the commit for `commit_signing: github` (the action's GitHub API); needs `push`. */
  commitApi?: CommitApi;
  /** The OpenSSH key for `commit_signing: ssh`; otherwise read from NIGHTSHIFT_COMMIT_SIGNING_KEY. */
  signingKey?: string;
  /**
   * Author and committer of the run's commit when neither `prOverrides` nor the task's `pr`
   * names one (the action: github-actions[bot]); otherwise the repository's configured identity.
   */
  defaultIdentity?: CommitAuthor;
  /** Environment the run reads keys from and scrubs for commands; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Values to redact besides those found in the environment (action inputs, tokens). */
  secrets?: string[];
  signal?: AbortSignal;
  /**
   * Aborted when the caller will not wait for cleanup (a second signal): the audit log is closed
   * at once with `cancelled` and runTask resolves with that result.
   */
  abandon?: AbortSignal;
  /** Called after each audit line is written (for `--json`). */
  onEvent?: (line: string, type: AuditEventType) => void;
  /** Human-readable progress, a line at a time (stderr in the CLI, the log in the action). */
  progress?: ProgressSink;
  /** How often progress says the model or a command is still busy (default 15 s; tests shorten it). */
  heartbeatMs?: number;
  /** Injected model (tests, replay); otherwise built from the task's model section. */
  provider?: ModelProvider;
}

export interface RunTotals {
  turns: number;
  tool_calls: number;
  rejected: number;
  denied: number;
  input_tokens: number;
  output_tokens: number;
  cache_read_tokens: number;
  cache_write_tokens: number;
  cost_usd: number;
  duration_ms: number;
}

export interface RunResult {
  runId: string;
  status: RunStatus;
  exitReason: string;
  exitCode: number;
  auditLog: string;
  /** Seq and SHA-256 of the log's last line, to keep outside the run (see audit/head.ts). */
  auditHead?: ChainHead;
  outDir: string;
  completion?: string;
  /** The structured result (`output.schema`), as written to result.json. */
  resultJson?: unknown;
  todos: TodoItem[];
  totals: RunTotals;
  branch?: string;
  commit?: string;
  pr: PullRequestOutcome;
  summaryMarkdown: string;
  /** Why the run did not complete, in a sentence (the `run.finished` detail). */
  detail?: string;
}
