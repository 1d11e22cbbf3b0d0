import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCreateCommitRequest, runCreateCommit } from './github-graphql.ts';

/**
 * A loopback GitHub REST API for the real Octokit. Every request must be an operation of GitHub's
 * official OpenAPI description (method + path, query parameter names, JSON body keys and simple
 * types); every response body starts from that operation's documented example and its status must
 * be one the operation declares. Anything else is recorded in `violations` (and answered 400/500),
 * so a test that expects `violations` to be empty proves the client spoke real GitHub.
 */
export interface GitHubServer {
  url: string;
  /** `authorization` is the header's scheme and credential as received. */
  requests: { method: string; path: string; operationId: string; body: unknown; authorization: string }[];
  violations: string[];
  pulls: FakePull[];
  comments: { id: number; issue: number; body: string; user: string }[];
  /** login → permission; logins not listed get a 404 like non-collaborators. */
  permissions: Record<string, 'admin' | 'maintain' | 'write' | 'triage' | 'read'>;
  /** operationId → message: that operation answers 403 with it, as GitHub does for a token lacking a permission. */
  forbidden: Record<string, string>;
  /** Review comments by id, for listing a review's comments and replying in their threads. */
  reviewComments: FakeReviewComment[];
  /** Replies posted in review comment threads. */
  replies: { id: number; pull: number; inReplyTo: number; body: string }[];
  /** workflow run id → its jobs; a job's log is served through a redirect to `logStorage`. */
  workflowJobs: Record<
    number,
    { id: number; name: string; conclusion: 'success' | 'failure'; log: string }[]
  >;
  /** Requests the log storage host received: where the logs endpoint redirects, like GitHub's blob storage. */
  logRequests: { path: string; authorization?: string }[];
  /** Called before each request is handled: a test can change the state in between (a race). */
  beforeHandle?: (operationId: string) => void;
  /** false: GraphQL commits make every path a regular file (an executable bit lost). Default true. */
  graphqlKeepsModes: boolean;
  /** Commits made through GraphQL `createCommitOnBranch`, with the input as received. */
  graphqlCommits: { oid: string; input: Record<string, unknown> }[];
  /** The public key (`ssh-ed25519 ...`) the server signs GraphQL commits with, standing in for GitHub's. */
  signingPublicKey: string;
  /** Claims of every app JWT received, and whether its RS256 signature checked out. */
  jwts: { claims: Record<string, unknown>; verified: boolean }[];
  /** Installation tokens minted, with the repositories they were asked for. */
  minted: { token: string; installationId: number; repositories: unknown }[];
  /** Installation tokens revoked (DELETE /installation/token): no longer accepted. */
  revoked: string[];
  close(): Promise<void>;
}

/** A GitHub App installed on the repository (the server checks its JWTs with `publicKey`). */
export interface TestApp {
  id: string;
  /** PEM (SPKI) of the app's key pair. */
  publicKey: string;
  installationId: number;
  /** The token the installation-token endpoint mints. */
  installationToken: string;
}

const JWT_OPERATIONS = new Set(['apps/get-repo-installation', 'apps/create-installation-access-token']);

/**
 * An app JWT as GitHub checks it: RS256 over `header.payload` with the app's public key, `iss` the
 * app's id, issued no later than now (+60 s of clock drift) and expiring at most 10 minutes later.
 */
function checkJwt(jwt: string, app: TestApp): { claims: Record<string, unknown>; verified: boolean } {
  const [h = '', p = '', s = ''] = jwt.split('.');
  const decode = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decode(h);
    claims = decode(p);
  } catch {
    return { claims: {}, verified: false };
  }
  const signed = verify(
    'RSA-SHA256',
    Buffer.from(`${h}.${p}`),
    createPublicKey(app.publicKey),
    Buffer.from(s, 'base64url'),
  );
  const now = Math.floor(Date.now() / 1000);
  const iat = Number(claims.iat);
  const exp = Number(claims.exp);
  const verified =
    header.alg === 'RS256' &&
    signed &&
    String(claims.iss) === app.id &&
    iat <= now + 60 &&
    exp > now &&
    exp - iat <= 660;
  return { claims, verified };
}

export interface FakeReviewComment {
  id: number;
  pull: number;
  reviewId: number;
  body: string;
  path: string;
  line: number;
  user: string;
}

export interface FakePull {
  number: number;
  head: string;
  /** `owner/name` of the head's repository: another one for a fork (default: this repository). */
  headRepo?: string;
  base: string;
  title: string;
  body: string;
  draft: boolean;
  state: 'open' | 'closed';
  labels: string[];
  assignees: string[];
  reviewers: string[];
}

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}
interface Route {
  method: string;
  regex: RegExp;
  literals: number;
  op: Operation;
}

const SPEC_FILE = path.resolve(
  import.meta.dirname,
  '../../node_modules/@octokit/openapi/generated/api.github.com.json',
);
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
}
let spec: Spec | undefined;
let routes: Route[] = [];

function loadSpec(): void {
  if (spec) return;
  const loaded = JSON.parse(readFileSync(SPEC_FILE, 'utf8')) as Spec;
  spec = loaded;
  routes = Object.entries(loaded.paths).flatMap(([template, methods]) =>
    Object.entries(methods)
      .filter(([m]) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
        literals: template.split('/').filter((s) => s && !s.startsWith('{')).length,
        op,
      })),
  );
}

function deref(node: unknown): Json {
  let n = node as Json;
  while (n && typeof n.$ref === 'string') {
    n = n.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((o, k) => (o as Json)[k], spec) as Json;
  }
  return n;
}

/** Problems of `value` against a request schema: required keys, unknown keys, primitive types. */
function check(value: unknown, schemaNode: unknown, at: string): string[] {
  const schema = deref(schemaNode);
  const variants = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (variants)
    return variants.some((v) => check(value, v, at).length === 0)
      ? []
      : [`${at}: matches no oneOf/anyOf variant`];
  const type = schema.type as string | undefined;
  if (type === 'object' || schema.properties) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return [`${at}: expected an object`];
    const props = (schema.properties ?? {}) as Json;
    const problems = ((schema.required ?? []) as string[])
      .filter((k) => !(k in value))
      .map((k) => `${at}.${k}: required`);
    for (const [k, v] of Object.entries(value)) {
      problems.push(...(k in props ? check(v, props[k], `${at}.${k}`) : [`${at}.${k}: not in the schema`]));
    }
    return problems;
  }
  if (type === 'array')
    return Array.isArray(value)
      ? value.flatMap((v, i) => check(v, schema.items, `${at}[${i}]`))
      : [`${at}: expected an array`];
  const actual = Number.isInteger(value) ? 'integer' : typeof value;
  if (type === 'integer' && actual !== 'integer') return [`${at}: expected integer`];
  if ((type === 'string' || type === 'boolean') && actual !== type) return [`${at}: expected ${type}`];
  if (type === 'number' && typeof value !== 'number') return [`${at}: expected number`];
  return [];
}

/** A 2xx body must have every key its schema requires (for arrays: on each item). */
function responseProblems(op: Operation, status: number, out: unknown): string[] {
  const content = deref(op.responses[String(status)]).content as Record<string, Json> | undefined;
  let schema = deref(content?.['application/json']?.schema) as Json | undefined;
  if (!schema) return out === undefined ? [] : [`${op.operationId}: ${status} takes no body`];
  const items = Array.isArray(out) ? (out as Json[]) : [out as Json];
  if (Array.isArray(out)) schema = deref(schema.items);
  const required = (schema.required ?? []) as string[];
  return items.flatMap((o) =>
    required.filter((k) => !(k in o)).map((k) => `${op.operationId}: response lacks required ${k}`),
  );
}

/** The operation's documented example for `status`, deep-copied. */
function example(op: Operation, status: number): unknown {
  const content = deref(op.responses[String(status)]).content as Record<string, Json> | undefined;
  const examples = content?.['application/json']?.examples as Record<string, unknown> | undefined;
  const first = examples ? Object.values(examples)[0] : undefined;
  return structuredClone(first ? deref(first).value : {});
}

export async function startGitHubServer(options: {
  token: string;
  owner?: string;
  repo?: string;
  /** The repository's bare git directory: git refs and GraphQL commits act on it. */
  bareDir?: string;
  app?: TestApp;
}): Promise<GitHubServer> {
  loadSpec();
  const owner = options.owner ?? 'octo';
  const repo = options.repo ?? 'demo';
  const keyDir = mkdtempSync(path.join(tmpdir(), 'ns-gh-key-'));
  const signingKey = path.join(keyDir, 'web-flow');
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'GitHub', '-f', signingKey]);
  const live = new Set([options.token]);
  const bare = (): string => {
    if (!options.bareDir) throw new Error('startGitHubServer: no bareDir for git operations');
    return options.bareDir;
  };
  const refSha = (ref: string): string | null => {
    try {
      return (
        execFileSync('git', ['rev-parse', '--verify', '--quiet', ref], {
          cwd: bare(),
          encoding: 'utf8',
        }).trim() || null
      );
    } catch {
      return null;
    }
  };
  let nextPull = 100;
  let nextComment = 9000;
  const state: GitHubServer = {
    url: '',
    requests: [],
    violations: [],
    pulls: [],
    comments: [],
    permissions: {},
    forbidden: {},
    graphqlKeepsModes: true,
    graphqlCommits: [],
    signingPublicKey: readFileSync(`${signingKey}.pub`, 'utf8').trim(),
    jwts: [],
    minted: [],
    revoked: [],
    reviewComments: [],
    replies: [],
    workflowJobs: {},
    logRequests: [],
    close: () => Promise.resolve(),
  };
  // Job logs live on another host (GitHub redirects to blob storage): the token must not follow.
  const logJobs = new Map<string, string>();
  const logStorage = createServer((req, res) => {
    state.logRequests.push({
      path: req.url ?? '',
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    const log = logJobs.get(req.url ?? '');
    if (log === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(log);
  });
  await new Promise<void>((resolve) => logStorage.listen(0, '127.0.0.1', resolve));
  const logStorageUrl = `http://127.0.0.1:${(logStorage.address() as AddressInfo).port}`;
  const html = `https://github.com/${owner}/${repo}`;

  const pullJson = (op: Operation, status: number, p: FakePull): Json => {
    const base = example(op, status) as Json | Json[];
    const obj = (Array.isArray(base) ? base[0] : base) as Json;
    const head = obj.head as Json;
    const baseRef = obj.base as Json;
    return {
      ...obj,
      number: p.number,
      title: p.title,
      body: p.body,
      draft: p.draft,
      state: p.state,
      html_url: `${html}/pull/${p.number}`,
      head: {
        ...head,
        ref: p.head,
        label: `${(p.headRepo ?? owner).split('/')[0]}:${p.head}`,
        repo: { ...(head.repo as Json), full_name: p.headRepo ?? `${owner}/${repo}` },
      },
      base: {
        ...baseRef,
        ref: p.base,
        label: `${owner}:${p.base}`,
        repo: { ...(baseRef.repo as Json), full_name: `${owner}/${repo}` },
      },
      labels: p.labels.map((name, i) => ({ ...((obj.labels as Json[])[0] ?? {}), id: i + 1, name })),
    };
  };
  const commentJson = (op: Operation, status: number, c: GitHubServer['comments'][number]): Json => ({
    ...(example(op, status) as Json),
    id: c.id,
    body: c.body,
    html_url: `${html}/issues/${c.issue}#issuecomment-${c.id}`,
  });

  type Handler = (
    op: Operation,
    params: string[],
    body: Json,
    query: URLSearchParams,
    authorization: string,
  ) => [number, unknown] | [number, unknown, Record<string, string>];
  const reviewCommentJson = (op: Operation, status: number, c: FakeReviewComment): Json => {
    const ex = (
      Array.isArray(example(op, status)) ? (example(op, status) as Json[])[0] : example(op, status)
    ) as Json;
    return {
      ...ex,
      id: c.id,
      body: c.body,
      path: c.path,
      line: c.line,
      original_line: c.line,
      pull_request_review_id: c.reviewId,
      user: { ...(ex.user as Json), login: c.user },
      html_url: `${html}/pull/${c.pull}#discussion_r${c.id}`,
    };
  };
  const handlers: Record<string, Handler> = {
    'pulls/get': (op, [, , n]) => {
      const pull = state.pulls.find((p) => p.number === Number(n));
      if (!pull) return [404, { message: 'Not Found' }];
      return [200, pullJson(op, 200, pull)];
    },
    'pulls/list-comments-for-review': (op, [, , n, review]) => [
      200,
      state.reviewComments
        .filter((c) => c.pull === Number(n) && c.reviewId === Number(review))
        .map((c) => reviewCommentJson(op, 200, c)),
    ],
    'pulls/create-reply-for-review-comment': (op, [, , n, id], b) => {
      const parent = state.reviewComments.find((c) => c.id === Number(id) && c.pull === Number(n));
      if (!parent) return [404, { message: 'Not Found' }];
      const reply = { id: nextComment++, pull: Number(n), inReplyTo: parent.id, body: String(b.body) };
      state.replies.push(reply);
      const json = reviewCommentJson(op, 201, {
        ...parent,
        id: reply.id,
        body: reply.body,
        user: 'github-actions[bot]',
      });
      return [201, { ...json, in_reply_to_id: parent.id }];
    },
    'actions/list-jobs-for-workflow-run': (op, [, , runId]) => {
      const ex = example(op, 200) as Json;
      const proto = ((ex.jobs as Json[] | undefined) ?? [])[0] ?? {};
      const jobs = (state.workflowJobs[Number(runId)] ?? []).map((j) => ({
        ...proto,
        id: j.id,
        run_id: Number(runId),
        name: j.name,
        status: 'completed',
        conclusion: j.conclusion,
      }));
      return [200, { total_count: jobs.length, jobs }];
    },
    'actions/download-job-logs-for-workflow-run': (_op, [, , jobId]) => {
      const job = Object.values(state.workflowJobs)
        .flat()
        .find((j) => j.id === Number(jobId));
      if (!job) return [302, '', { location: `${logStorageUrl}/missing` }];
      const where = `/logs/${job.id}.txt?sig=short-lived`;
      logJobs.set(where, job.log);
      return [302, '', { location: `${logStorageUrl}${where}` }];
    },
    'pulls/list': (op, _p, _b, q) => {
      const head = q.get('head');
      const wanted = q.get('state') ?? 'open';
      const list = state.pulls.filter(
        (p) => (!head || `${owner}:${p.head}` === head) && (wanted === 'all' || p.state === wanted),
      );
      return [200, list.map((p) => pullJson(op, 200, p))];
    },
    'pulls/create': (op, _p, b) => {
      const head = String(b.head);
      if (head === String(b.base)) {
        return [
          422,
          {
            message: 'Validation Failed',
            errors: [
              { resource: 'PullRequest', code: 'custom', message: `No commits between ${head} and ${head}` },
            ],
          },
        ];
      }
      if (state.pulls.some((p) => p.head === head && p.state === 'open')) {
        return [
          422,
          {
            message: 'Validation Failed',
            errors: [{ message: `A pull request already exists for ${owner}:${head}.` }],
          },
        ];
      }
      const pull: FakePull = {
        number: nextPull++,
        head,
        base: String(b.base),
        title: String(b.title),
        body: typeof b.body === 'string' ? b.body : '',
        draft: b.draft === true,
        state: 'open',
        labels: [],
        assignees: [],
        reviewers: [],
      };
      state.pulls.push(pull);
      return [201, pullJson(op, 201, pull)];
    },
    'pulls/update': (op, [, , n], b) => {
      const pull = state.pulls.find((p) => p.number === Number(n));
      if (!pull) return [404, { message: 'Not Found' }];
      Object.assign(pull, {
        ...(b.title !== undefined ? { title: b.title } : {}),
        ...(b.body !== undefined ? { body: b.body } : {}),
        ...(b.base !== undefined ? { base: b.base } : {}),
      });
      return [200, pullJson(op, 200, pull)];
    },
    'issues/add-labels': (op, [, , n], b) => {
      const labels = (Array.isArray(b) ? b : b.labels) as string[];
      const pull = state.pulls.find((p) => p.number === Number(n));
      if (pull) pull.labels = [...new Set([...pull.labels, ...labels])];
      const proto = (example(op, 200) as Json[])[0] ?? {};
      return [200, (pull?.labels ?? labels).map((name, i) => ({ ...proto, id: i + 1, name }))];
    },
    'issues/add-assignees': (op, [, , n], b) => {
      const pull = state.pulls.find((p) => p.number === Number(n));
      if (pull) pull.assignees.push(...(b.assignees as string[]));
      return [201, { ...(example(op, 201) as Json), number: Number(n) }];
    },
    'pulls/request-reviewers': (op, [, , n], b) => {
      const pull = state.pulls.find((p) => p.number === Number(n));
      if (!pull) return [422, { message: 'Validation Failed' }];
      if (((b.reviewers ?? []) as string[]).some((r) => !state.permissions[r])) {
        return [
          422,
          {
            message: `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${owner}/${repo} repository.`,
          },
        ];
      }
      pull.reviewers.push(...((b.reviewers ?? []) as string[]), ...((b.team_reviewers ?? []) as string[]));
      return [201, pullJson(op, 201, pull)];
    },
    'issues/create-comment': (op, [, , n], b) => {
      const comment = {
        id: nextComment++,
        issue: Number(n),
        body: String(b.body),
        user: 'github-actions[bot]',
      };
      state.comments.push(comment);
      return [201, commentJson(op, 201, comment)];
    },
    'issues/update-comment': (op, [, , id], b) => {
      const comment = state.comments.find((c) => c.id === Number(id));
      if (!comment) return [404, { message: 'Not Found' }];
      comment.body = String(b.body);
      return [200, commentJson(op, 200, comment)];
    },
    'git/create-ref': (op, _p, b) => {
      const ref = String(b.ref);
      if (!/^refs\/heads\/./.test(ref))
        return [422, { message: 'Reference name must start with refs/heads/' }];
      if (refSha(ref)) return [422, { message: 'Reference already exists' }];
      const sha = String(b.sha);
      if (!refSha(`${sha}^{commit}`)) return [422, { message: 'Object does not exist' }];
      execFileSync('git', ['update-ref', ref, sha, ''], { cwd: bare() });
      const ex = example(op, 201) as Json;
      return [201, { ...ex, ref, object: { ...(ex.object as Json), sha, type: 'commit' } }];
    },
    'git/delete-ref': (_op, [, , ref]) => {
      const full = `refs/${decodeURIComponent(ref ?? '')}`;
      if (!refSha(full)) return [422, { message: 'Reference does not exist' }];
      execFileSync('git', ['update-ref', '-d', full], { cwd: bare() });
      return [204, undefined];
    },
    'apps/get-repo-installation': (op) => {
      const ex = example(op, 200) as Json;
      return [200, { ...ex, id: options.app?.installationId, app_id: Number(options.app?.id) }];
    },
    'apps/create-installation-access-token': (op, [id], b) => {
      const app = options.app;
      if (!app || Number(id) !== app.installationId) return [404, { message: 'Not Found' }];
      live.add(app.installationToken);
      state.minted.push({
        token: app.installationToken,
        installationId: Number(id),
        repositories: b.repositories,
      });
      const expires = new Date(Date.now() + 3600_000).toISOString();
      return [201, { ...(example(op, 201) as Json), token: app.installationToken, expires_at: expires }];
    },
    'apps/revoke-installation-access-token': (_op, _p, _b, _q, auth) => {
      const token = auth.replace(/^token /, '');
      live.delete(token);
      state.revoked.push(token);
      return [204, undefined];
    },
    'repos/get-collaborator-permission-level': (op, [, , user]) => {
      const level = state.permissions[decodeURIComponent(user ?? '')];
      if (!level) return [404, { message: 'Not Found' }];
      const permission = level === 'maintain' ? 'write' : level === 'triage' ? 'read' : level;
      const ex = example(op, 200) as Json;
      return [200, { ...ex, permission, role_name: level, user: { ...(ex.user as Json), login: user } }];
    },
  };

  const server = createServer((req, res) => void handle(req, res));
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const send = (status: number, body: unknown): void =>
      void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const authorization = req.headers.authorization ?? '';
    const tokenOk = /^token /.test(authorization) && live.has(authorization.slice(6));
    if (method === 'POST' && url.pathname === '/graphql') {
      if (!tokenOk) return send(401, { message: 'Bad credentials' });
      return graphql(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Json, authorization, send);
    }

    const route = routes
      .filter((r) => r.method === method && r.regex.test(url.pathname))
      .sort((a, b) => b.literals - a.literals)[0];
    if (!route) {
      state.violations.push(`${method} ${url.pathname}: no such operation in api.github.com.json`);
      return send(400, { message: 'not in the OpenAPI description' });
    }
    const { op } = route;
    if (JWT_OPERATIONS.has(op.operationId)) {
      const jwt = /^bearer (.+)$/i.exec(authorization)?.[1];
      const checked = jwt && options.app ? checkJwt(jwt, options.app) : { claims: {}, verified: false };
      state.jwts.push(checked);
      if (!checked.verified) return send(401, { message: 'A JSON web token could not be decoded' });
    } else if (!tokenOk) return send(401, { message: 'Bad credentials' });
    const params = (route.regex.exec(url.pathname) ?? []).slice(1);
    const allowedQuery = new Set(
      (op.parameters ?? [])
        .map(deref)
        .filter((p) => p.in === 'query')
        .map((p) => p.name as string),
    );
    for (const key of url.searchParams.keys()) {
      if (!allowedQuery.has(key)) state.violations.push(`${op.operationId}: unknown query parameter ${key}`);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    const body = (text ? JSON.parse(text) : {}) as Json;
    const bodySchema = op.requestBody?.content['application/json']?.schema;
    if (bodySchema)
      state.violations.push(...check(body, bodySchema, 'body').map((p) => `${op.operationId}: ${p}`));
    else if (text) state.violations.push(`${op.operationId}: takes no body`);
    state.requests.push({ method, path: url.pathname, operationId: op.operationId, body, authorization });

    state.beforeHandle?.(op.operationId);
    const forbidden = state.forbidden[op.operationId];
    if (forbidden !== undefined) {
      if (!op.responses['403']) state.violations.push(`${op.operationId}: status 403 is not declared`);
      return send(403, { message: forbidden, documentation_url: 'https://docs.github.com/rest' });
    }
    const handler = handlers[op.operationId];
    if (!handler) {
      state.violations.push(`${op.operationId}: not implemented by the test server`);
      return send(501, { message: 'not implemented' });
    }
    const [status, out, headers] = handler(op, params, body, url.searchParams, authorization);
    if (!op.responses[String(status)])
      state.violations.push(`${op.operationId}: status ${status} is not declared`);
    else if (status < 300) state.violations.push(...responseProblems(op, status, out));
    if (headers) return void res.writeHead(status, headers).end();
    send(status, out);
  }

  function graphql(body: Json, authorization: string, send: (status: number, body: unknown) => void): void {
    const { request, problems } = parseCreateCommitRequest(body);
    state.requests.push({ method: 'POST', path: '/graphql', operationId: 'graphql', body, authorization });
    state.beforeHandle?.('graphql');
    if (!request || problems.length > 0) {
      state.violations.push(...problems);
      return send(200, { errors: problems.map((message) => ({ message })) });
    }
    let answer;
    try {
      answer = runCreateCommit(bare(), `${owner}/${repo}`, request, signingKey, state.graphqlKeepsModes);
    } catch (err) {
      state.violations.push(`graphql: the test server failed: ${(err as Error).message}`);
      return send(500, { message: 'test server error' });
    }
    const oid = (answer.data.createCommitOnBranch as { commit?: { oid?: string } } | null)?.commit?.oid;
    if (oid) state.graphqlCommits.push({ oid, input: request.input });
    send(200, answer);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const srv of [server, logStorage]) {
      srv.closeAllConnections();
      await new Promise<void>((resolve) => srv.close(() => resolve()));
    }
    rmSync(keyDir, { recursive: true, force: true });
  };
  return state;
}
