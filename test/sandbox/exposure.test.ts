import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/create.ts';
import { ownInstallDirs } from '../../src/sandbox/own-install.ts';
import { planSandbox } from '../../src/sandbox/plan.ts';
import { Sandbox } from '../../src/sandbox/sandbox.ts';
import { runInSandbox } from '../support/sandbox.ts';

// What the sandbox shows of the host: the docs promise the workspace, the system and what PATH
// needs, and nothing else. Each test lays out a host the way real tools do (a token where
// actions/checkout, cargo, npm or a runner put one) and looks for the token from inside.
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'S3CRET-exposure-5d1e';

let root: string;
beforeAll(() => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-exposure-')));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string, mode = 0o644): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, mode);
}

function link(target: string, at: string): void {
  mkdirSync(path.dirname(at), { recursive: true });
  symlinkSync(target, at);
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@x', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const run = runInSandbox;

async function boxFor(
  workspace: string,
  sourceEnv: Record<string, string> = { PATH: process.env.PATH ?? '' },
  outDir = path.join(workspace, '.nightshift', 'runs', 'current'),
) {
  return createSandbox({
    setting: 'bubblewrap',
    workspace,
    protectedFiles: [],
    outDir,
    sourceEnv,
    envPass: [],
    ownEnvironScrubbed: false,
  });
}

describe.skipIf(!HAVE_BWRAP)('git config files beyond .git/config', () => {
  let ws: string;
  beforeAll(() => {
    const upstream = path.join(root, 'upstream');
    mkdirSync(upstream);
    git(upstream, 'init', '-q');
    write(path.join(upstream, 'lib.txt'), 'lib\n');
    git(upstream, 'add', '.');
    git(upstream, 'commit', '-qm', 'lib');
    ws = path.join(root, 'repo');
    mkdirSync(ws);
    git(ws, 'init', '-q');
    write(path.join(ws, 'a.txt'), 'a\n');
    git(ws, 'add', '.');
    git(ws, 'commit', '-qm', 'a');
    // actions/checkout with `submodules: true`: a real submodule, absorbed into .git/modules/lib.
    git(ws, '-c', 'protocol.file.allow=always', 'submodule', 'add', '-q', upstream, 'lib');
    git(ws, 'commit', '-qm', 'submodule');
    // ... and its token in every config it writes.
    const header = `AUTHORIZATION: basic ${SECRET}`;
    git(ws, 'config', 'http.https://github.com/.extraheader', header);
    git(path.join(ws, 'lib'), 'config', 'http.https://github.com/.extraheader', header);
    // The other files git reads as config: config.worktree, a linked worktree's, and includes.
    git(ws, 'config', 'extensions.worktreeConfig', 'true');
    git(ws, 'config', '--worktree', 'http.extraheader', `${header}-wt`);
    write(path.join(ws, '.git', 'creds.inc'), `[http]\n\textraheader = ${header}-inc\n`);
    git(ws, 'config', 'include.path', 'creds.inc');
    write(path.join(ws, '.git', 'modules', 'lib', 'more.inc'), `[http] extraheader = ${header}-if\n`);
    git(path.join(ws, 'lib'), 'config', 'includeIf.gitdir:/.path', 'more.inc');
    git(ws, 'worktree', 'add', '-q', path.join(root, 'tree'));
    git(path.join(root, 'tree'), 'config', '--worktree', 'http.extraheader', `${header}-tree`);
    // A submodule cloned with its own .git directory (not absorbed), listed in .gitmodules.
    execFileSync('git', ['clone', '-q', upstream, path.join(ws, 'vendor', 'plain')]);
    git(path.join(ws, 'vendor', 'plain'), 'config', 'http.extraheader', `${header}-plain`);
    write(
      path.join(ws, '.gitmodules'),
      `${readFileSync(path.join(ws, '.gitmodules'), 'utf8')}[submodule "plain"]\n\tpath = vendor/plain\n\turl = ${upstream}\n`,
    );
    // Without a sandbox, every one of them is readable.
    expect(git(path.join(ws, 'lib'), 'config', '--get-regexp', 'extraheader')).toContain(SECRET);
  });

  it('no command sees the token in any of them; git status, diff and log work in the repo and its submodules', async () => {
    const box = await boxFor(ws);
    try {
      const r = await run(
        box,
        ws,
        [
          'git config --get-regexp extraheader',
          '(cd lib && git config --get-regexp extraheader; git status --short && git log -1 --oneline >/dev/null && echo lib-ok)',
          '(cd vendor/plain && git config --get-regexp extraheader; git status --short && echo plain-ok)',
          'grep -rl S3CRET .git vendor/plain/.git || echo grep-found-nothing',
          'git status --short >/dev/null && git diff --stat && git log -1 --oneline >/dev/null && echo ws-ok',
        ].join('; '),
      );
      expect(r.output).not.toContain(SECRET);
      for (const ok of ['lib-ok', 'plain-ok', 'grep-found-nothing', 'ws-ok']) expect(r.output).toContain(ok);
      // Still read-only, the copies too.
      const w = await run(
        box,
        ws,
        'for d in . lib vendor/plain; do (cd $d && git config user.name evil 2>/dev/null && echo wrote-$d); done; echo x >> .git/modules/lib/config && echo wrote-copy',
      );
      expect(w.output).not.toContain('wrote');
    } finally {
      await box.close();
    }
  });

  it('a linked worktree as the workspace: its common directory, with the submodules, shows no token either', async () => {
    const tree = path.join(root, 'tree');
    const box = await boxFor(tree);
    try {
      const common = path.join(ws, '.git');
      const r = await run(
        box,
        tree,
        `git config --get-regexp extraheader; grep -rl S3CRET ${common} || echo grep-found-nothing; git status --short >/dev/null && git log -1 --oneline >/dev/null && echo tree-ok`,
      );
      expect(r.output).not.toContain(SECRET);
      expect(r.output).toContain('grep-found-nothing');
      expect(r.output).toContain('tree-ok');
    } finally {
      await box.close();
    }
  });
});

describe.skipIf(!HAVE_BWRAP)(
  'toolchains on PATH: what they need to run, not the directories around them',
  () => {
    let home: string;
    let opt: string;
    let ws: string;
    let env: Record<string, string>;
    const script = (body: string) => `#!/bin/bash\n${body}\n`;
    const self = 'here=$(dirname "$(readlink -f "$0")")';

    beforeAll(() => {
      home = path.join(root, 'home', 'dev');
      opt = path.join(root, 'opt');
      // Credentials a developer's or a runner's home holds.
      for (const f of ['.ssh/id_ed25519', '.npmrc', '.config/gh/hosts.yml', '.gitconfig', '.netrc'])
        write(path.join(home, f), `${SECRET}\n`, 0o600);
      // nvm: node and npm in versions/node/vX, a token in the prefix's global npmrc.
      const node = path.join(home, '.nvm', 'versions', 'node', 'v20.1.0');
      write(
        path.join(node, 'bin', 'fakenode'),
        script(`${self}; echo node-$(cat "$here/../lib/VERSION")`),
        0o755,
      );
      write(path.join(node, 'lib', 'VERSION'), '20\n');
      write(
        path.join(node, 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.sh'),
        script(`${self}; echo npm-$(cat "$here/../VERSION")`),
        0o755,
      );
      write(path.join(node, 'lib', 'node_modules', 'npm', 'VERSION'), '10\n');
      link('../lib/node_modules/npm/bin/npm-cli.sh', path.join(node, 'bin', 'fakenpm'));
      write(path.join(node, 'etc', 'npmrc'), `//registry.npmjs.org/:_authToken=${SECRET}\n`);
      // npm's global prefix in the home: bin/ links into lib/node_modules; etc/npmrc holds a token.
      const global = path.join(home, '.npm-global');
      write(
        path.join(global, 'lib', 'node_modules', 'fakeglobal', 'cli.sh'),
        script(`${self}; echo global-$(cat "$here/data.txt")`),
        0o755,
      );
      write(path.join(global, 'lib', 'node_modules', 'fakeglobal', 'data.txt'), 'ok\n');
      write(path.join(global, 'lib', 'node_modules', 'unrelated', 'token.txt'), `${SECRET}\n`);
      link('../lib/node_modules/fakeglobal/cli.sh', path.join(global, 'bin', 'fakeglobal'));
      write(path.join(global, 'etc', 'npmrc'), `//registry.npmjs.org/:_authToken=${SECRET}\n`);
      // rustup: ~/.cargo/bin holds proxies linked to rustup; the toolchain is in ~/.rustup.
      const cargo = path.join(home, '.cargo');
      write(
        path.join(cargo, 'bin', 'rustup'),
        script(
          'tool=$(basename "$0"); r=${RUSTUP_HOME:-$HOME/.rustup}; tc=$(sed -n \'s/^default_toolchain = "\\(.*\\)"/\\1/p\' "$r/settings.toml"); exec "$r/toolchains/$tc/bin/$tool" "$@"',
        ),
        0o755,
      );
      link('rustup', path.join(cargo, 'bin', 'fakecargo'));
      write(path.join(cargo, 'credentials.toml'), `[registry]\ntoken = "${SECRET}"\n`, 0o600);
      write(path.join(cargo, 'registry', 'token-cache'), `${SECRET}\n`);
      write(path.join(home, '.rustup', 'settings.toml'), 'default_toolchain = "stable-x"\n');
      write(
        path.join(home, '.rustup', 'toolchains', 'stable-x', 'bin', 'fakecargo'),
        script('echo cargo-$(cat "$(dirname "$0")/../lib/rustlib/VERSION")'),
        0o755,
      );
      write(path.join(home, '.rustup', 'toolchains', 'stable-x', 'lib', 'rustlib', 'VERSION'), '1.90\n');
      // pyenv: shims run libexec/pyenv, which runs versions/X by the version file.
      const pyenv = path.join(home, '.pyenv');
      write(
        path.join(pyenv, 'shims', 'fakepython'),
        script(`exec ${pyenv}/libexec/pyenv exec fakepython "$@"`),
        0o755,
      );
      write(
        path.join(pyenv, 'libexec', 'pyenv'),
        script(`v=$(cat ${pyenv}/version); exec ${pyenv}/versions/$v/bin/$2 "\${@:3}"`),
        0o755,
      );
      write(path.join(pyenv, 'version'), '3.12\n');
      write(
        path.join(pyenv, 'versions', '3.12', 'bin', 'fakepython'),
        script('echo python-$(cat "$(dirname "$0")/../lib/VERSION")'),
        0o755,
      );
      write(path.join(pyenv, 'versions', '3.12', 'lib', 'VERSION'), '3.12\n');
      write(path.join(pyenv, '.git', 'config'), `[http]\n\textraheader = ${SECRET}\n`);
      // ~/.local: a plain script, a pipx link into its venv; keyrings beside them.
      const local = path.join(home, '.local');
      write(path.join(local, 'bin', 'fakelocal'), script('echo local-ok'), 0o755);
      const venv = path.join(local, 'share', 'pipx', 'venvs', 'tool');
      write(path.join(venv, 'pyvenv.cfg'), 'home = /usr/bin\n');
      write(path.join(venv, 'lib', 'site.txt'), 'ok\n');
      write(path.join(venv, 'pip.conf'), `[global]\nindex-url = https://u:${SECRET}@pypi.example/simple\n`);
      write(
        path.join(venv, 'bin', 'fakepipx'),
        script(`${self}; echo pipx-$(cat "$here/../lib/site.txt")`),
        0o755,
      );
      link(path.join(venv, 'bin', 'fakepipx'), path.join(local, 'bin', 'fakepipx'));
      write(path.join(local, 'share', 'keyrings', 'login.keyring'), `${SECRET}\n`, 0o600);
      // /opt: a tool cache (installations) and a self-hosted runner whose work dir holds the workspace.
      const hosted = path.join(opt, 'hostedtoolcache', 'node', '20.1.0', 'x64');
      write(
        path.join(hosted, 'bin', 'fakehosted'),
        script('echo hosted-$(cat "$(dirname "$0")/../lib/VERSION")'),
        0o755,
      );
      write(path.join(hosted, 'lib', 'VERSION'), '20\n');
      write(path.join(hosted, 'etc', 'npmrc'), `_authToken=${SECRET}\n`);
      write(path.join(hosted, '.credentials'), `${SECRET}\n`);
      const runner = path.join(opt, 'actions-runner');
      write(path.join(runner, 'bin', 'fakerunner'), script('echo runner-ok'), 0o755);
      write(path.join(runner, '.credentials'), `${SECRET}\n`, 0o600);
      write(path.join(runner, '_work', '_temp', 'job.sh'), `export TOKEN=${SECRET}\n`);
      write(
        path.join(runner, '_work', 'other', 'other', '.git', 'config'),
        `[http]\n\textraheader = ${SECRET}\n`,
      );
      ws = path.join(runner, '_work', 'repo', 'repo');
      write(path.join(ws, 'README.md'), 'hello\n');
      env = {
        HOME: home,
        PATH: [
          path.join(node, 'bin'),
          path.join(global, 'bin'),
          path.join(cargo, 'bin'),
          path.join(pyenv, 'shims'),
          path.join(local, 'bin'),
          path.join(hosted, 'bin'),
          path.join(runner, 'bin'),
          process.env.PATH ?? '/usr/bin:/bin',
        ].join(':'),
      };
    });

    it('every toolchain runs; no credential file around them is there to read', async () => {
      const box = await boxFor(ws, env);
      try {
        const r = await run(
          box,
          ws,
          'fakenode; fakenpm; fakeglobal; fakecargo; fakepython; fakelocal; fakepipx; fakehosted; fakerunner',
        );
        expect(r.output.split('\n').filter(Boolean)).toEqual([
          'node-20',
          'npm-10',
          'global-ok',
          'cargo-1.90',
          'python-3.12',
          'local-ok',
          'pipx-ok',
          'hosted-20',
          'runner-ok',
        ]);
        // The whole fake host, searched from inside: the token is in none of what is shown.
        const search = await run(box, ws, `grep -rl ${SECRET} ${root} 2>/dev/null || echo found-nothing`);
        expect(search.output).toBe('found-nothing\n');
        const listing = await run(
          box,
          ws,
          `ls -A ${home}; ls -A ${home}/.cargo; ls -A ${path.join(opt, 'actions-runner', '_work')}; ls /opt 2>&1`,
        );
        expect(listing.output).not.toMatch(
          /\.ssh|\.npmrc|\.config|\.gitconfig|credentials\.toml|_temp|other/,
        );
        expect(listing.output).toMatch(/\/opt.*No such file or directory/);
      } finally {
        await box.close();
      }
    });
  },
);

describe.skipIf(!HAVE_BWRAP || !existsSync('/usr/share/doc'))('a workspace inside a system directory', () => {
  it("the workspace's siblings there are not shown; the rest of the system is", async () => {
    // A directory with siblings under /usr (like /usr/src/app, a container's WORKDIR): it is
    // only read here, never written.
    const docs = '/usr/share/doc';
    const [first, second] = readdirSync(docs).filter((d) => !d.includes(' '));
    expect(second).toBeDefined();
    const ws = realpathSync(path.join(docs, first!));
    const box = await boxFor(ws, { PATH: process.env.PATH ?? '' }, path.join(root, 'no-out'));
    try {
      const r = await run(
        box,
        ws,
        `ls ${docs}; ls /usr/share | wc -l; test -x /usr/bin/env && echo system-ok`,
      );
      expect(r.output.split('\n').slice(0, 1)).toEqual([first]);
      expect(r.output).not.toContain(`${second}\n`);
      expect(Number(r.output.split('\n')[1])).toBeGreaterThan(5);
      expect(r.output).toContain('system-ok');
    } finally {
      await box.close();
    }
  });
});

describe('which ancestor of a workspace in /usr is emptied', () => {
  const plan = (workspace: string, pathEnv: string) =>
    planSandbox({ workspace, protectedFiles: [], hiddenDirs: [], pathEnv, nodePath: '/usr/bin/node' });
  it.each([
    ['/usr/src/app', '/usr/bin', '/usr/src'],
    ['/usr/local/src/app', '/usr/local/bin:/usr/bin', '/usr/local/src'],
    ['/usr/local/runner/_work/r/r', '/usr/bin', '/usr/local/runner'],
    ['/usr/share/doc/x', '/usr/bin', '/usr/share/doc'],
    ['/usr/app', '/usr/bin', undefined],
    [path.join(tmpdir(), 'ws'), '/usr/bin', undefined],
  ])('%s (PATH %s): %s', (workspace, pathEnv, emptied) => {
    expect(plan(workspace, pathEnv).emptied).toBe(emptied);
  });
});

describe.skipIf(!HAVE_BWRAP || process.getuid?.() !== 0 || !existsSync('/etc/shadow'))(
  'files of /etc only root may read',
  () => {
    it('are not readable by a command of a nightshift running as root', async () => {
      const ws = path.join(root, 'etc-ws');
      mkdirSync(ws);
      const box = await boxFor(ws);
      try {
        const r = await run(box, ws, 'head -c 64 /etc/shadow; echo; test -r /etc/hostname && echo etc-ok');
        expect(r.output).not.toMatch(/root:/);
        expect(r.output).toContain('etc-ok');
      } finally {
        await box.close();
      }
    });
  },
);

describe.skipIf(!HAVE_BWRAP)("earlier runs' artifacts", () => {
  it('are read-only beside the hidden out dir, in .nightshift/runs and in a custom out dir’s parent', async () => {
    const ws = path.join(root, 'runs-ws');
    const runs = path.join(ws, '.nightshift', 'runs');
    write(path.join(runs, 'old', 'audit.jsonl'), '{"seq":0}\n');
    write(path.join(runs, 'current', 'audit.jsonl'), '{"seq":0}\n');
    write(path.join(ws, 'artifacts', 'run-1', 'audit.jsonl'), '{"seq":0}\n');
    mkdirSync(path.join(ws, 'artifacts', 'run-2'));
    const defaultRuns = [
      'echo forged >> .nightshift/runs/old/audit.jsonl',
      'rm -rf .nightshift/runs/old',
      'mv .nightshift/runs/old .nightshift/runs/moved',
      'mkdir .nightshift/runs/planted',
      'mv .nightshift/runs .nightshift/runs-moved',
    ];
    const besideOutDir = [
      'echo forged >> artifacts/run-1/audit.jsonl',
      'rm -rf artifacts/run-1',
      'ln -s /tmp artifacts/run-3',
      'mv artifacts artifacts-moved',
    ];
    for (const [outDir, attacks] of [
      [path.join(runs, 'current'), defaultRuns],
      [path.join(ws, 'artifacts', 'run-2'), [...defaultRuns, ...besideOutDir]],
    ] as const) {
      const box = await boxFor(ws, { PATH: process.env.PATH ?? '' }, outDir);
      try {
        const r = await run(
          box,
          ws,
          `${attacks.map((a) => `{ ${a}; } 2>/dev/null && echo done: ${a}`).join('; ')}; cat .nightshift/runs/old/audit.jsonl`,
        );
        expect(r.output).toBe('{"seq":0}\n');
        expect(readFileSync(path.join(runs, 'old', 'audit.jsonl'), 'utf8')).toBe('{"seq":0}\n');
        expect(readFileSync(path.join(ws, 'artifacts', 'run-1', 'audit.jsonl'), 'utf8')).toBe('{"seq":0}\n');
        // The workspace stays writable.
        expect((await run(box, ws, 'echo ok > written.txt && cat written.txt')).output).toBe('ok\n');
      } finally {
        await box.close();
      }
    }
  });
});

describe.skipIf(!HAVE_BWRAP)("nightshift's own install inside the workspace", () => {
  let ws: string;
  let from: string;
  beforeAll(() => {
    // nightshift as a devDependency of the workspace, with @vscode/ripgrep hoisted beside it.
    ws = path.join(root, 'own-ws');
    const pkg = path.join(ws, 'node_modules', 'nightshift');
    write(path.join(pkg, 'package.json'), '{"name":"nightshift","type":"module"}\n');
    write(path.join(pkg, 'dist', 'cli.js'), 'import "./chunks/lazy.js";\n');
    write(path.join(pkg, 'dist', 'chunks', 'lazy.js'), 'export {};\n');
    from = path.join(pkg, 'dist', 'chunks');
    const rg = path.join(ws, 'node_modules', '@vscode', 'ripgrep');
    write(
      path.join(rg, 'package.json'),
      '{"name":"@vscode/ripgrep","type":"module","exports":{".":{"default":"./lib/index.js"}}}\n',
    );
    write(path.join(rg, 'lib', 'index.js'), 'export const rgPath = "";\n');
    const platform = path.join(ws, 'node_modules', '@vscode', `ripgrep-${process.platform}-${process.arch}`);
    write(
      path.join(platform, 'package.json'),
      `{"name":"@vscode/ripgrep-${process.platform}-${process.arch}"}\n`,
    );
    write(path.join(platform, 'bin', 'rg'), '#!/bin/sh\n', 0o755);
  });

  it('finds its package, code directory and both ripgrep packages, only when they lie in the workspace', () => {
    const pkg = path.join(ws, 'node_modules', 'nightshift');
    expect(ownInstallDirs(ws, from)).toEqual([
      pkg,
      path.join(pkg, 'dist'),
      path.join(ws, 'node_modules', '@vscode', 'ripgrep'),
      path.join(ws, 'node_modules', '@vscode', `ripgrep-${process.platform}-${process.arch}`),
    ]);
    expect(ownInstallDirs(path.join(root, 'elsewhere'), from)).toEqual([]);
    // From this checkout (src/sandbox): the checkout and src/ when it is the workspace.
    expect(ownInstallDirs(ROOT).slice(0, 2)).toEqual([ROOT, path.join(ROOT, 'src')]);
  });

  it('is read-only to commands: its code, the ripgrep module and binary, and the directories above them', async () => {
    const plan = planSandbox({
      workspace: ws,
      protectedFiles: [],
      hiddenDirs: [],
      pathEnv: process.env.PATH ?? '/usr/bin:/bin',
      nodePath: process.execPath,
      ownCode: ownInstallDirs(ws, from),
    });
    const box = new Sandbox({
      setting: 'bubblewrap',
      backend: 'bubblewrap',
      bwrapPath: '/usr/bin/bwrap',
      plan,
      sourceEnv: { PATH: process.env.PATH ?? '' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
    const platform = `ripgrep-${process.platform}-${process.arch}`;
    const attacks = [
      'echo evil > node_modules/nightshift/dist/chunks/lazy.js',
      'echo evil > node_modules/nightshift/dist/chunks/new.js',
      'rm -rf node_modules/nightshift',
      'mv node_modules node_modules.old',
      'mv node_modules/@vscode node_modules/vscode.old',
      'echo evil > node_modules/@vscode/ripgrep/lib/index.js',
      `echo evil > node_modules/@vscode/${platform}/bin/rg`,
      `rm -f node_modules/@vscode/${platform}/bin/rg`,
    ];
    try {
      const r = await run(
        box,
        ws,
        `${attacks.map((a) => `{ ${a}; } 2>/dev/null && echo done: ${a}`).join('; ')}; mkdir node_modules/left-pad && echo other-packages-ok`,
      );
      expect(r.output).toBe('other-packages-ok\n');
      expect(readFileSync(path.join(from, 'lazy.js'), 'utf8')).toBe('export {};\n');
      expect(readFileSync(path.join(ws, 'node_modules', '@vscode', platform, 'bin', 'rg'), 'utf8')).toBe(
        '#!/bin/sh\n',
      );
    } finally {
      await box.close();
    }
  });

  it('the sandbox a run creates in nightshift’s own checkout keeps its code read-only', async () => {
    const box = await boxFor(ROOT, { PATH: process.env.PATH ?? '' }, path.join(root, 'no-out'));
    const probe = `src/sandbox/.probe-${process.pid}`;
    try {
      const r = await run(box, ROOT, `touch ${probe} 2>&1; test -w src/sandbox || echo read-only`);
      expect(r.output).toContain('read-only');
      expect(existsSync(path.join(ROOT, probe))).toBe(false);
    } finally {
      rmSync(path.join(ROOT, probe), { force: true });
      await box.close();
    }
  });
});
