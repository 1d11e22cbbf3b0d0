import * as core from '@actions/core';
import { commitSigningSchema, type CommitSigning } from '../config/task.ts';
import type { CommitAuthor } from '../git/commit.ts';

/** The action's inputs (docs/action.md), read and checked once. */
export interface ActionInputs {
  task?: string;
  taskFile?: string;
  policy?: string;
  mode?: string;
  model?: string;
  anthropicApiKey?: string;
  openaiApiKey?: string;
  baseUrl?: string;
  githubToken?: string;
  branch?: string;
  base?: string;
  draft?: boolean | 'auto';
  labels?: string[];
  openPr: boolean;
  maxTurns?: number;
  maxCostUsd?: number;
  timeoutMinutes?: number;
  auditLog?: string;
  triggerPhrase: string;
  labelTrigger: string;
  /** Bot logins allowed to trigger runs from issues and comments (none by default). */
  allowedBots: string[];
  commitAuthor?: CommitAuthor;
  commitCommitter?: CommitAuthor;
  /** The workspace, relative to the checkout; replaces the task's `workspace`. */
  workingDirectory?: string;
  commitSigning?: CommitSigning;
  /** The OpenSSH private key for `commit-signing: ssh`. */
  commitSigningKey?: string;
  /** A GitHub App whose installation token replaces `github-token`: both or neither. */
  app?: { id: string; privateKey: string };
  /** An earlier run's audit log, or a directory holding it (a downloaded artifact), to resume. */
  resumeFrom?: string;
}

/** The identity GitHub shows for the job's own token, used when nothing else names one. */
export const GITHUB_ACTIONS_BOT: CommitAuthor = {
  name: 'github-actions[bot]',
  email: '41898282+github-actions[bot]@users.noreply.github.com',
};

/** A bad input value: the action fails with exit code 2 like a configuration error. */
export class InputError extends Error {
  override name = 'InputError';
}

export function readInputs(): ActionInputs {
  const str = (name: string) => core.getInput(name) || undefined;
  return {
    task: str('task'),
    taskFile: str('task-file'),
    policy: str('policy'),
    mode: str('mode'),
    model: str('model'),
    anthropicApiKey: str('anthropic-api-key'),
    openaiApiKey: str('openai-api-key'),
    baseUrl: str('base-url'),
    githubToken: str('github-token'),
    branch: str('branch'),
    base: str('base'),
    draft: draft(str('draft')),
    labels: list(str('labels')),
    openPr: bool('open-pr', str('open-pr'), true),
    maxTurns: positive('max-turns', str('max-turns'), true),
    maxCostUsd: positive('max-cost-usd', str('max-cost-usd'), false),
    timeoutMinutes: positive('timeout-minutes', str('timeout-minutes'), false),
    auditLog: str('audit-log'),
    triggerPhrase: str('trigger-phrase') ?? '@nightshift',
    labelTrigger: str('label-trigger') ?? 'nightshift',
    allowedBots: list(str('allowed-bots')) ?? [],
    commitAuthor: identity('commit-author', str('commit-author')),
    commitCommitter: identity('commit-committer', str('commit-committer')),
    workingDirectory: str('working-directory'),
    commitSigning: signing(str('commit-signing')),
    commitSigningKey: str('commit-signing-key'),
    app: app(str('app-id'), str('app-private-key')),
    resumeFrom: str('resume-from'),
  };
}

function signing(value: string | undefined): CommitSigning | undefined {
  if (value === undefined) return undefined;
  const parsed = commitSigningSchema.safeParse(value);
  if (!parsed.success)
    throw new InputError(`input commit-signing: expected none, github or ssh, got "${value}"`);
  return parsed.data;
}

/** App id (digits, or the app's client ID `Iv...`) and its PEM private key, which come together. */
function app(id: string | undefined, privateKey: string | undefined): ActionInputs['app'] {
  if (id === undefined && privateKey === undefined) return undefined;
  if (id === undefined || privateKey === undefined)
    throw new InputError('inputs app-id and app-private-key go together: give both or neither');
  if (!/^(\d+|Iv[0-9A-Za-z.]+)$/.test(id.trim()))
    throw new InputError(`input app-id: expected the app's numeric id or client ID, got "${id}"`);
  // A key pasted into a secret with literal \n sequences instead of line breaks still reads.
  const pem = privateKey.includes('\n') ? privateKey : privateKey.replace(/\\n/g, '\n');
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(pem))
    throw new InputError(
      "input app-private-key: expected the app's PEM private key (-----BEGIN RSA PRIVATE KEY-----)",
    );
  return { id: id.trim(), privateKey: pem };
}

/** `Name <email>`, as git and create-pull-request write it. */
function identity(name: string, value: string | undefined): CommitAuthor | undefined {
  if (value === undefined) return undefined;
  const m = /^\s*([^<>]*?)\s*<([^<>\s]+)>\s*$/.exec(value);
  if (!m?.[1] || !m[2]) throw new InputError(`input ${name}: expected "Name <email>", got "${value}"`);
  return { name: m[1], email: m[2] };
}

/** Comma- or newline-separated, blanks dropped; undefined when the input is not set. */
function list(value: string | undefined): string[] | undefined {
  return value
    ?.split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (/^(true|yes|1)$/i.test(value)) return true;
  if (/^(false|no|0)$/i.test(value)) return false;
  throw new InputError(`input ${name}: expected true or false, got "${value}"`);
}

function draft(value: string | undefined): boolean | 'auto' | undefined {
  if (value === undefined) return undefined;
  return value.toLowerCase() === 'auto' ? 'auto' : bool('draft', value, false);
}

function positive(name: string, value: string | undefined, integer: boolean): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new InputError(
      `input ${name}: expected a positive ${integer ? 'integer' : 'number'}, got "${value}"`,
    );
  }
  return n;
}
