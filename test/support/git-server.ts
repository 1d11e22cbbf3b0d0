import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface GitServer {
  /** `http://127.0.0.1:PORT/<repo>.git`: no credentials in it, like a GitHub remote. */
  url: string;
  /** `http://127.0.0.1:PORT`: what a runner puts in GITHUB_SERVER_URL for this server. */
  serverUrl: string;
  bareDir: string;
  /** Every Authorization header value received (to check what the client sent). */
  authorizations: string[];
  /** Makes the pre-receive hook refuse (exit 1) or accept every push. */
  rejectPushes(reject: boolean): void;
  /** Answers pushes with 403, as GitHub does for a token without `contents: write`. */
  forbidPushes(forbid: boolean): void;
  /** Called before each authenticated request is served: a test can move a branch in between (a race). */
  beforeServe?: (method: string, url: string) => void;
  close(): Promise<void>;
}

/**
 * A bare repository served over smart HTTP by the real `git http-backend` (as CGI) behind a
 * loopback server that, like GitHub, wants Basic auth with the token as password: 401 with
 * `WWW-Authenticate` without it, 403 with a wrong one.
 */
export async function startGitServer(options: {
  token: string;
  /** The repository's path on the server, `owner/name` as in GITHUB_REPOSITORY (default `repo`). */
  repo?: string;
}): Promise<GitServer> {
  const root = mkdtempSync(path.join(tmpdir(), 'ns-git-server-'));
  const repo = options.repo ?? 'repo';
  const bareDir = path.join(root, `${repo}.git`);
  mkdirSync(path.dirname(bareDir), { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bareDir]);
  execFileSync('git', ['-C', bareDir, 'config', 'http.receivepack', 'true']);
  const authorizations: string[] = [];
  let pushesForbidden = false;
  const expected = `Basic ${Buffer.from(`x-access-token:${options.token}`).toString('base64')}`;

  const server = createServer((req, res) => {
    const auth = req.headers.authorization;
    if (auth) authorizations.push(auth);
    if (!auth) {
      res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' }).end();
      return;
    }
    if (!sameBasic(auth, expected)) {
      res.writeHead(403).end('bad credentials');
      return;
    }
    if (pushesForbidden && (req.url ?? '').includes('git-receive-pack')) {
      res.writeHead(403).end('Permission to octo/demo.git denied to github-actions[bot].');
      return;
    }
    state.beforeServe?.(req.method ?? 'GET', req.url ?? '');
    cgi(root, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const hook = path.join(bareDir, 'hooks', 'pre-receive');
  const state: GitServer = {
    url: `http://127.0.0.1:${port}/${repo}.git`,
    serverUrl: `http://127.0.0.1:${port}`,
    bareDir,
    authorizations,
    rejectPushes(reject) {
      if (!reject) return rmSync(hook, { force: true });
      writeFileSync(hook, '#!/bin/sh\necho "push declined by policy" >&2\nexit 1\n');
      chmodSync(hook, 0o755);
    },
    forbidPushes(forbid) {
      pushesForbidden = forbid;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  return state;
}

/** The scheme is case-insensitive (git sends what extraheader says: `basic`), the payload is not. */
function sameBasic(a: string, b: string): boolean {
  const payload = (s: string) => s.replace(/^basic\s+/i, '');
  return /^basic\s/i.test(a) && payload(a) === payload(b);
}

function cgi(root: string, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      REQUEST_METHOD: req.method ?? 'GET',
      CONTENT_TYPE: req.headers['content-type'] ?? '',
      CONTENT_LENGTH: req.headers['content-length'] ?? '',
      // http-backend enables receive-pack only for an authenticated user.
      REMOTE_USER: 'x-access-token',
      REMOTE_ADDR: '127.0.0.1',
      HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''),
    },
  });
  req.pipe(child.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) return void res.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end === -1) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString().split('\r\n')) {
      const i = line.indexOf(':');
      const name = line.slice(0, i).trim();
      const value = line.slice(i + 1).trim();
      if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    res.write(head.subarray(end + 4));
  });
  child.stdout.on('end', () => res.end());
  child.on('error', () => res.writeHead(500).end());
}

/** Runs git in `cwd` with a fixed identity and returns trimmed stdout. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  }).trim();
}

/** A fresh repository on `main` with one commit holding `files`. */
export function makeRepo(files: Record<string, string> = { 'README.md': '# demo\n' }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-repo-'));
  git(dir, 'init', '--quiet', '--initial-branch=main');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', 'initial');
  return dir;
}

/**
 * A workspace as actions/checkout leaves it: a clone on `main` whose `origin` is the server,
 * credentials not in the URL. The first call seeds the server's `main` with `files`.
 */
export function checkedOutWorkspace(server: GitServer, files?: Record<string, string>): string {
  const seeded = execFileSync('git', ['-C', server.bareDir, 'branch', '--list', 'main'], {
    encoding: 'utf8',
  }).trim();
  if (!seeded) git(makeRepo(files), 'push', '--quiet', server.bareDir, 'main');
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-ws-'));
  git(dir, 'clone', '--quiet', server.bareDir, '.');
  git(dir, 'remote', 'set-url', 'origin', server.url);
  return dir;
}
