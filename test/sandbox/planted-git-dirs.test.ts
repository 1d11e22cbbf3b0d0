import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../src/sandbox/create.ts';
import { planSandbox } from '../../src/sandbox/plan.ts';
import { walkWorkspace } from '../../src/sandbox/unreadable.ts';
import { runInSandbox } from '../support/sandbox.ts';

// What the sandbox shows of the workspace's git directories follows what the workspace holds, and
// commands of an earlier run wrote it: a `.git` they planted (a link to /root, a file naming
// ~/.ssh, a `commondir` leading out) must not make a later run's sandbox show the host, and a
// clone nightshift's walk reaches late, or a config a `.git/config` includes from the workspace,
// must be protected like any other.

// The walk's masking limit, lowered where a test says so: 200,000 files are not needed to pass it.
const walkLimit = vi.hoisted(() => ({ files: undefined as number | undefined }));
vi.mock('../../src/sandbox/unreadable.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/sandbox/unreadable.ts')>();
  return {
    ...actual,
    walkWorkspace: (...args: Parameters<typeof actual.walkWorkspace>) => {
      const [ws, denied, limit, ...rest] = args;
      return actual.walkWorkspace(ws, denied, walkLimit.files ?? limit, ...rest);
    },
  };
});

const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const SECRET = 'S3CRET-planted-git-4c2a';

let root: string;
let upstream: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-planted-git-')));
  upstream = path.join(root, 'upstream');
  repo(upstream);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@x', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A repository with one commit at `dir`; `init` options such as --separate-git-dir. */
function repo(dir: string, ...init: string[]): string {
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(root, 'gitdirs'), { recursive: true });
  git(dir, 'init', '-q', ...init);
  write(path.join(dir, 'a.txt'), 'a\n');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'a');
  return dir;
}

const boxFor = (workspace: string, sourceEnv: Record<string, string> = {}) =>
  createSandbox({
    setting: 'bubblewrap',
    workspace,
    protectedFiles: [],
    outDir: path.join(workspace, '.nightshift', 'runs', 'current'),
    // Not the PATH of this host, whose toolchains in /root would be shown.
    sourceEnv: { PATH: '/usr/bin:/bin', ...sourceEnv },
    envPass: [],
    ownEnvironScrubbed: false,
  });

const planFor = (workspace: string, hostHome?: string) =>
  planSandbox({
    workspace,
    protectedFiles: [],
    hiddenDirs: [],
    pathEnv: '/usr/bin:/bin',
    nodePath: process.execPath,
    hostHome,
  });

/** Runs `command` in a sandbox of its own for `ws`: what one run's command leaves for the next. */
async function plant(ws: string, command: string): Promise<void> {
  const box = await boxFor(ws);
  try {
    expect((await runInSandbox(box, ws, command)).code).toBe(0);
  } finally {
    await box.close();
  }
}

describe.skipIf(!HAVE_BWRAP)('a .git an earlier run planted in the workspace', () => {
  let host: string;
  let socket: Server;
  beforeAll(async () => {
    // Outside the workspace: a directory standing for ~/.ssh, and a socket standing for docker's.
    host = path.join(root, 'host');
    write(path.join(host, 'id_ed25519'), `${SECRET}\n`);
    socket = createServer();
    await new Promise<void>((resolve) => socket.listen(path.join(host, 'docker.sock'), resolve));
  });
  afterAll(() => new Promise<void>((resolve) => socket.close(() => resolve())));

  it('shows nothing it leads to outside: no file, no socket, not /root nor the host’s /proc', async () => {
    const ws = repo(path.join(root, 'planted'));
    await plant(
      ws,
      [
        'mkdir -p v/a v/b v/c/gd v/p v/h',
        `echo "gitdir: ${host}" > v/a/.git`,
        `ln -s ${host} v/b/.git`,
        // A git directory in the workspace whose common directory is outside it.
        'echo "gitdir: gd" > v/c/.git',
        `echo "${host}" > v/c/gd/commondir`,
        'ln -s /proc v/p/.git',
        'ln -s /root v/h/.git',
        // Listed as submodules too, the other way checkouts are found.
        'printf \'[submodule "a"]\\n\\tpath = v/a\\n[submodule "b"]\\n\\tpath = v/b\\n\' > .gitmodules',
      ].join('; '),
    );
    expect(planFor(ws).readOnlyOutside).toEqual([]);
    const box = await boxFor(ws);
    try {
      const r = await runInSandbox(
        box,
        ws,
        [
          `cat ${host}/id_ed25519`,
          `ls ${host}`,
          `test -S ${host}/docker.sock && echo socket-shown`,
          'ls -A /root && echo root-shown',
          `test -d /proc/${process.pid} && echo host-proc-shown`,
          'echo hostile-done',
        ].join('; '),
      );
      expect(r.output).toContain('hostile-done');
      expect(r.output).not.toContain(SECRET);
      expect(r.output).not.toMatch(/id_ed25519\n|docker\.sock\n|socket-shown|root-shown|host-proc-shown/);
      // What was planted is an ordinary file of the workspace, which commands may remove.
      const rm = await runInSandbox(box, ws, 'rm v/a/.git v/b/.git v/c/.git v/p/.git && echo removed');
      expect(rm.output).toContain('removed');
    } finally {
      await box.close();
    }
  });

  it('a link to / does not keep the next sandbox from starting', async () => {
    const ws = repo(path.join(root, 'planted-root'));
    await plant(ws, 'mkdir -p v/r && ln -s / v/r/.git');
    const box = await boxFor(ws);
    try {
      const r = await runInSandbox(box, ws, 'ls -A /root && echo root-shown; echo started');
      expect(r.output).toContain('started');
      expect(r.output).not.toContain('root-shown');
    } finally {
      await box.close();
    }
  });
});

describe.skipIf(!HAVE_BWRAP)("the workspace's own git directory outside it", () => {
  it('is shown read-only where git put it; never when it is a home directory', async () => {
    // `git init --separate-git-dir`: .git is a file naming a directory elsewhere, which git reports.
    const ws = repo(
      path.join(root, 'separate'),
      `--separate-git-dir=${path.join(root, 'gitdirs', 'separate.git')}`,
    );
    write(path.join(ws, 'b.txt'), 'b\n');
    const box = await boxFor(ws);
    try {
      const r = await runInSandbox(
        box,
        ws,
        `git status --short; touch ${root}/gitdirs/separate.git/x || echo read-only`,
      );
      expect(r.output).toContain('?? b.txt');
      expect(r.output).toContain('read-only');
    } finally {
      await box.close();
    }
    // A home whose git directory is the home itself (a dotfiles setup): showing it shows the home.
    const home = path.join(root, 'home', 'dev');
    write(path.join(home, '.ssh', 'id_ed25519'), `${SECRET}\n`);
    const dotfiles = repo(path.join(root, 'dotfiles'), `--separate-git-dir=${home}`);
    expect(planFor(dotfiles, home).readOnlyOutside).toEqual([]);
    const homeBox = await boxFor(dotfiles, { HOME: home });
    try {
      const r = await runInSandbox(
        homeBox,
        dotfiles,
        `cat ${home}/.ssh/id_ed25519 2>/dev/null; ls -A ${home} 2>/dev/null; echo done`,
      );
      expect(r.output).toContain('done');
      expect(r.output).not.toContain(SECRET);
      expect(r.output).not.toContain('.ssh');
    } finally {
      await homeBox.close();
    }
  });
});

describe('the search for nested checkouts', () => {
  /** A workspace whose clone lies among more entries than the masking limit lets the walk mask. */
  function crowded(name: string): string {
    const ws = repo(path.join(root, name));
    for (let i = 0; i < 20; i++) write(path.join(ws, 'node_modules', `p${i}`, 'index.js'), '1\n');
    execFileSync('git', ['clone', '-q', upstream, path.join(ws, 'vendor', 'clone')]);
    git(path.join(ws, 'vendor', 'clone'), 'config', 'http.extraheader', `AUTHORIZATION: basic ${SECRET}`);
    return ws;
  }

  it('goes on past the masking limit, names only, up to a cap of its own it reports', () => {
    const ws = crowded('walk-limit');
    const walked = walkWorkspace(ws, () => false, 2);
    expect(walked.complete).toBe(false);
    expect(walked.checkouts).toEqual([path.join(ws, 'vendor', 'clone')]);
    expect(walked.checkoutsComplete).toBe(true);
    const capped = walkWorkspace(ws, () => false, 2, 5);
    expect(capped.checkoutsComplete).toBe(false);
    expect(capped.complete).toBe(false);
  });

  it('walks below a name that is not UTF-8, and reports a checkout there that no mount can name', () => {
    const ws = repo(path.join(root, 'odd-names'));
    const odd = Buffer.concat([Buffer.from(`${ws}/dir-`), Buffer.from([0xfe])]);
    mkdirSync(odd);
    expect(walkWorkspace(ws, () => false).checkoutsComplete).toBe(true);
    mkdirSync(Buffer.concat([odd, Buffer.from('/clone/.git')]), { recursive: true });
    const walked = walkWorkspace(ws, () => false);
    expect(walked.checkoutsComplete).toBe(false);
    expect(walked.complete).toBe(false);
    expect(planFor(ws).checkoutsComplete).toBe(false);
  });

  it.skipIf(!HAVE_BWRAP)(
    'a search that could not finish: filesystem is false in the report, and sandbox: required refuses',
    async () => {
      const ws = repo(path.join(root, 'odd-names-report'));
      mkdirSync(
        Buffer.concat([Buffer.from(`${ws}/dir-`), Buffer.from([0xfe, 0x2f]), Buffer.from('clone/.git')]),
        {
          recursive: true,
        },
      );
      const box = await boxFor(ws);
      try {
        expect(box.report().protections).toMatchObject({ filesystem: false, read_deny: false });
      } finally {
        await box.close();
      }
      await expect(
        createSandbox({
          setting: 'required',
          workspace: ws,
          protectedFiles: [],
          outDir: path.join(ws, '.nightshift', 'runs', 'current'),
          sourceEnv: { PATH: '/usr/bin:/bin' },
          envPass: [],
          ownEnvironScrubbed: false,
        }),
      ).rejects.toThrow(/sandbox: required, but the read_deny protection does not hold/);
    },
  );

  it.skipIf(!HAVE_BWRAP)(
    'a clone found past the masking limit is read-only in the sandbox, its config without the token',
    async () => {
      const ws = crowded('sandbox-limit');
      walkLimit.files = 2;
      const box = await boxFor(ws).finally(() => (walkLimit.files = undefined));
      try {
        const r = await runInSandbox(
          box,
          ws,
          [
            'cd vendor/clone',
            'git config --get-regexp extraheader',
            'cat .git/config',
            'git status --short && echo status-ok',
            'echo "[core]" >> .git/config && echo wrote-config',
            'touch .git/hooks/post-checkout && echo wrote-hook',
          ].join('; '),
        );
        expect(r.output).not.toContain(SECRET);
        expect(r.output).toContain('status-ok');
        expect(r.output).not.toContain('wrote-');
      } finally {
        await box.close();
      }
    },
  );
});

describe.skipIf(!HAVE_BWRAP)('a config .git/config includes from the workspace', () => {
  it('is shown without credentials, read-only, and cannot be moved away from its copy', async () => {
    const ws = repo(path.join(root, 'include'));
    write(path.join(ws, 'conf', 'inc.cfg'), `[http]\n\textraheader = A: ${SECRET}\n`);
    git(ws, 'config', 'include.path', '../conf/inc.cfg');
    expect(git(ws, 'config', '--list')).toContain(SECRET);
    const box = await boxFor(ws);
    try {
      const r = await runInSandbox(
        box,
        ws,
        [
          'git config --list',
          'cat conf/inc.cfg',
          'git status --short >/dev/null && echo status-ok',
          'echo x >> conf/inc.cfg && echo wrote',
          'mv conf/inc.cfg conf/moved.cfg && echo moved-file',
          'mv conf conf2 && echo moved-dir',
          'cat conf2/inc.cfg conf/moved.cfg 2>/dev/null',
        ].join('; '),
      );
      expect(r.output).not.toContain(SECRET);
      expect(r.output).toContain('status-ok');
      expect(r.output).not.toMatch(/wrote|moved-file|moved-dir/);
      expect(readFileSync(path.join(ws, 'conf', 'inc.cfg'), 'utf8')).toContain(SECRET);
    } finally {
      await box.close();
    }
  });
});
