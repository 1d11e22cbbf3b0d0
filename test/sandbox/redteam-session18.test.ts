import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/sandbox/create.ts';
import { coverInheritedFds } from '../../src/sandbox/inherited-fds.ts';
import { keyringFilter } from '../../src/sandbox/seccomp.ts';
import type { Sandbox } from '../../src/sandbox/sandbox.ts';
import { runInSandbox } from '../support/sandbox.ts';

// Session 18's red team: attacks by a command the policy allows (a test file the model wrote, run
// by an allowed `npm test`), each run through the real bubblewrap sandbox. Every test here failed
// on the code before its fix (see the commit that added it).
const HAVE_BWRAP = existsSync('/usr/bin/bwrap');
const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'S3CRET-redteam-18-c0ffee';
const has = (program: string) => existsSync(`/usr/bin/${program}`);

let root: string;
let workspace: string;
let outDir: string;
let box: Sandbox;

beforeAll(async () => {
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'ns-redteam18-')));
  workspace = path.join(root, 'ws');
  outDir = path.join(workspace, '.nightshift', 'runs', 'r1');
  mkdirSync(outDir, { recursive: true });
  execFileSync('git', ['init', '-q', workspace]);
  writeFileSync(path.join(root, 'outside-secret.txt'), `${SECRET}\n`);
  if (HAVE_BWRAP)
    box = await createSandbox({
      setting: 'bubblewrap',
      workspace,
      protectedFiles: [],
      outDir,
      sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
});
afterAll(async () => {
  await box?.close();
  rmSync(root, { recursive: true, force: true });
});

const sh = (command: string) => runInSandbox(box, workspace, command);

/**
 * Runs `command` through test/sandbox/fixtures-holder.ts (a stand-in for nightshift's process),
 * started by `launcher` (a program that execs the rest of its arguments, e.g. to put a key in
 * the holder's session keyring) and with `extra` descriptors open at the given numbers.
 */
function holder(
  backend: 'bubblewrap' | 'none',
  command: string,
  options: { launcher?: string[]; extra?: Record<number, number> } = {},
): string {
  const stdio: (number | 'pipe' | 'inherit' | 'ignore')[] = ['ignore', 'pipe', 'inherit'];
  for (const [at, fd] of Object.entries(options.extra ?? {})) {
    while (stdio.length < Number(at)) stdio.push('ignore');
    stdio[Number(at)] = fd;
  }
  const argv = [
    ...(options.launcher ?? []),
    process.execPath,
    '--import',
    'tsx',
    'test/sandbox/fixtures-holder.ts',
    backend,
    'keep',
    workspace,
    outDir,
    command,
  ];
  const r = spawnSync(argv[0]!, argv.slice(1), { cwd: ROOT, stdio, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`holder exited ${r.status}: ${r.stdout}`);
  return (JSON.parse(r.stdout) as { output: string }).output;
}

describe.skipIf(!HAVE_BWRAP)('kernel settings (/proc/sys) are read-only in the sandbox', () => {
  // bubblewrap covers /proc/sys only when the directory is writable, and it is not (0555): its
  // files (root's, 0644) stayed writable to a command started by root, whose uid is the host's
  // root. Confirmed on the old code as root: `kernel.hostname` renamed the host, and
  // `kernel.core_pattern` = `|/workspace/pwn.sh` plus one crash ran pwn.sh as root in the host's
  // PID namespace (it listed /root and wrote into the host's /tmp). Not repeated here: the test
  // writes a setting's own value back, which changes nothing when it succeeds.
  it('a write to a kernel setting fails, whoever runs nightshift', async () => {
    const r = await sh(
      'grep " /proc/sys " /proc/self/mountinfo; cat /proc/sys/kernel/hostname > /proc/sys/kernel/hostname && echo WROTE-SYSCTL; cat /proc/sys/vm/overcommit_memory',
    );
    expect(r.output).toMatch(/ \/proc\/sys ro,/);
    expect(r.output).not.toContain('WROTE-SYSCTL');
    // Still readable: glibc's malloc reads vm.overcommit_memory, runtimes read kernel.* settings.
    expect(r.output).toMatch(/^\d\n?$/m);
  });
});

describe.skipIf(!HAVE_BWRAP || !has('ipcmk') || !has('ipcs') || !has('ipcrm'))(
  "System V IPC: the host's segments are out of reach, a command's own end with it",
  () => {
    it("a command neither sees the host's shared memory nor leaves its own behind", async () => {
      // A segment only nightshift's user may use (0600), as a desktop's MIT-SHM images or a
      // database's buffers are. On the old code the command listed it (and, with python, read it).
      const made = execFileSync('ipcmk', ['-M', '4096', '-p', '0600'], { encoding: 'utf8' });
      const id = /(\d+)/.exec(made)![1]!;
      const size = 70_000 + Math.floor(Math.random() * 9_000);
      try {
        const r = await sh(`ipcs -m; ipcmk -M ${size}`);
        expect(r.output).not.toMatch(new RegExp(`^\\S+\\s+${id}\\s`, 'm'));
        // What the command made died with its namespace: no segment of that size on the host.
        expect(execFileSync('ipcs', ['-m'], { encoding: 'utf8' })).not.toMatch(new RegExp(`\\s${size}\\s`));
      } finally {
        execFileSync('ipcrm', ['-m', id]);
        // Where the command's segment did outlive it (the old code), it goes too.
        const left = execFileSync('ipcs', ['-m'], { encoding: 'utf8' }).matchAll(
          new RegExp(`^\\S+\\s+(\\d+)\\s+\\S+\\s+\\d+\\s+${size}\\s`, 'gm'),
        );
        for (const m of left) execFileSync('ipcrm', ['-m', m[1]!]);
      }
    });
  },
);

describe.skipIf(!HAVE_BWRAP)('descriptors nightshift inherited do not reach commands', () => {
  // A descriptor nightshift's parent left open (a wrapper's `3<file`, a pipe, a directory) passed
  // through spawn() and bubblewrap into every command: a file outside every mount, and through a
  // directory's descriptor any file below it (openat), whatever the sandbox shows.
  it.each(['bubblewrap', 'none'] as const)('with %s: neither a file nor a directory', (backend) => {
    const file = openSync(path.join(root, 'outside-secret.txt'), 'r');
    const dir = openSync(root, 'r');
    try {
      const out = holder(
        backend,
        'cat <&200; cat /proc/self/fd/201/outside-secret.txt; ls -l /proc/self/fd/ | grep -c outside || true',
        { extra: { 200: file, 201: dir } },
      );
      expect(out).not.toContain(SECRET);
      expect(out).toMatch(/^0$/m);
    } finally {
      closeSync(file);
      closeSync(dir);
    }
  });

  it('what the command gets in their place is /dev/null; the stdio it was given stays as given', () => {
    expect(coverInheritedFds(['ignore', 'pipe', 'pipe'], [5])).toEqual([
      'ignore',
      'pipe',
      'pipe',
      'ignore',
      'ignore',
      expect.any(Number),
    ]);
    expect(coverInheritedFds(['ignore', 'pipe', 'pipe', 'pipe'], [3])).toEqual([
      'ignore',
      'pipe',
      'pipe',
      'pipe',
    ]);
    expect(coverInheritedFds(['ignore', 'pipe', 'pipe'], [])).toEqual(['ignore', 'pipe', 'pipe']);
  });
});

const KEY_NAME = 'ns-redteam-18-key-name';

describe.skipIf(!HAVE_BWRAP || !has('perl') || !keyringFilter())('the session keyring', () => {
  // A process inherits its parent's session keyring; a user namespace and `--new-session` keep it.
  // On the old code the command read the key the holder's launcher put there.
  const plant = [
    'perl',
    '-e',
    // perl's syscall() passes a string as a pointer, and only one held in a variable.
    `my ($name, $type, $desc, $d) = ("ns-redteam-18", "user", "${KEY_NAME}", "${SECRET}"); syscall(250, 1, $name) > 0 or die "join: $!"; syscall(248, $type, $desc, $d, length($d), -3) > 0 or die "add_key: $!"; exec @ARGV or die;`,
  ];
  const read = [
    `perl -e '`,
    'my $id = syscall(250, 0, -3, 0); print "keyring: $id ", ($id < 0 ? "$!" : ""), "\\n";',
    'exit if $id < 0; my $list = "\\0" x 4096; my $n = syscall(250, 11, $id, $list, 4096);',
    'for my $k (unpack("l*", substr($list, 0, $n))) { my $b = "\\0" x 256; my $m = syscall(250, 11, $k, $b, 256); print substr($b, 0, $m), "\\n" if $m > 0 }',
    `'`,
  ].join(' ');

  it('a key in nightshift’s session keyring: readable without the sandbox, not with it', () => {
    // /proc/keys names it (type and description) without any key call: masked too.
    const listed = `cat /proc/keys 2>&1; ${read}`;
    expect(holder('none', listed, { launcher: plant })).toContain(KEY_NAME);
    const shown = holder('bubblewrap', listed, { launcher: plant });
    expect(shown).not.toContain(KEY_NAME);
    expect(shown).toMatch(/\/proc\/keys: Permission denied/);
    // The control: the key is there, and any process of the session reads it.
    expect(holder('none', read, { launcher: plant })).toContain(SECRET);
    const out = holder('bubblewrap', read, { launcher: plant });
    expect(out).not.toContain(SECRET);
    expect(out).toMatch(/keyring: -1 Function not implemented/);
  });
});

describe('the keyring filter', () => {
  it('is a well-formed program for each architecture it knows, none for others', () => {
    for (const arch of ['x64', 'arm64']) {
      const filter = keyringFilter(arch)!;
      expect(filter.length % 8).toBe(0);
      const count = filter.length / 8;
      // Every jump lands inside the program; the last two instructions return.
      for (let i = 0; i < count; i++) {
        const code = filter.readUInt16LE(i * 8);
        if (code === 0x15) {
          expect(i + 1 + filter[i * 8 + 2]!).toBeLessThan(count);
          expect(i + 1 + filter[i * 8 + 3]!).toBeLessThan(count);
        }
      }
      expect(filter.readUInt16LE((count - 1) * 8)).toBe(0x06);
      expect(filter.readUInt32LE((count - 1) * 8 + 4)).toBe(0x00050000 | 38);
    }
    expect(keyringFilter('riscv64')).toBeUndefined();
  });
});

describe.skipIf(!HAVE_BWRAP)("the filtering proxy's socket", () => {
  // Its directory was bound writable: a command (or an MCP server, for the whole run) could rename
  // the socket and listen in its place, between every later command and the proxy, or leave the
  // run without network. Confirmed on the old code: `mv` succeeded, and so did writing a file into
  // nightshift's scratch directory on the host.
  it('cannot be renamed, removed or joined by a file; the proxy still answers through it', async () => {
    const http = await import('node:http');
    const origin = http.createServer((_req, res) => res.end('hello-from-origin\n'));
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
    const port = (origin.address() as { port: number }).port;
    const netBox = await createSandbox({
      setting: 'bubblewrap',
      workspace,
      protectedFiles: [],
      outDir,
      sourceEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      envPass: [],
      ownEnvironScrubbed: false,
      networkAllow: [`127.0.0.1:${port}`],
    });
    try {
      const r = await runInSandbox(
        netBox,
        workspace,
        [
          'mv /run/nightshift/proxy.sock /run/nightshift/real.sock && echo MOVED',
          'rm -f /run/nightshift/proxy.sock && echo REMOVED',
          'touch /run/nightshift/planted && echo PLANTED',
          'exec 3<>/dev/tcp/127.0.0.1/3128',
          `printf 'GET http://127.0.0.1:${port}/ HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n' >&3`,
          'cat <&3',
        ].join('\n'),
      );
      expect(r.output).not.toMatch(/MOVED|REMOVED|PLANTED/);
      expect(r.output).toMatch(/Read-only file system/);
      expect(r.output).toContain('hello-from-origin');
    } finally {
      await netBox.close();
      await new Promise<void>((r) => origin.close(() => r()));
    }
  });
});

describe.skipIf(!HAVE_BWRAP)('a .git file an earlier run planted at the workspace root', () => {
  // A workspace that is not a checkout (or a directory below one's top) has no `.git` to protect:
  // a command can write one, and the next run's git finds it first. On the old code, one naming
  // another checkout's linked worktree showed that checkout's whole repository (objects, history)
  // read-only to every command, as the workspace's own.
  let other: string;
  beforeAll(() => {
    other = path.join(root, 'other');
    execFileSync('git', ['init', '-q', other]);
    writeFileSync(path.join(other, 'private.txt'), `${SECRET}\n`);
    const id = ['-c', 'user.name=t', '-c', 'user.email=t@x'];
    execFileSync('git', ['-C', other, 'add', 'private.txt']);
    execFileSync('git', ['-C', other, ...id, 'commit', '-qm', 'private']);
    execFileSync('git', ['-C', other, 'worktree', 'add', '-q', path.join(root, 'other-tree')]);
  });

  async function nextRun(ws: string, plantCommand: string, attack: string): Promise<string> {
    for (const command of [plantCommand, attack]) {
      const run = await createSandbox({
        setting: 'bubblewrap',
        workspace: ws,
        protectedFiles: [],
        outDir: path.join(ws, '.nightshift', 'runs', 'r'),
        sourceEnv: { PATH: '/usr/bin:/bin' },
        envPass: [],
        ownEnvironScrubbed: false,
      });
      try {
        const r = await runInSandbox(run, ws, command);
        if (command === attack) return r.output;
      } finally {
        await run.close();
      }
    }
    return '';
  }

  const attack = (gitDir: string) =>
    `git log --oneline -1 2>&1; git cat-file -p HEAD:private.txt 2>&1; ls ${gitDir} 2>&1; echo attack-done`;

  it("naming another checkout's linked worktree: shows nothing of it", async () => {
    const ws = path.join(root, 'plain-a');
    mkdirSync(ws, { recursive: true });
    const admin = path.join(other, '.git', 'worktrees', 'other-tree');
    const out = await nextRun(ws, `echo "gitdir: ${admin}" > .git`, attack(path.join(other, '.git')));
    expect(out).toContain('attack-done');
    expect(out).not.toContain(SECRET);
    expect(out).not.toMatch(/^objects$/m);
  });

  it('naming a git directory in the workspace whose common directory is another checkout’s: not that one', async () => {
    const ws = path.join(root, 'plain-b');
    mkdirSync(ws, { recursive: true });
    const common = path.join(other, '.git');
    const plantCommand = [
      'mkdir -p gd',
      `echo "${common}" > gd/commondir`,
      'echo ref: refs/heads/master > gd/HEAD',
      `echo "${ws}/.git" > gd/gitdir`,
      'echo "gitdir: gd" > .git',
    ].join('; ');
    const out = await nextRun(ws, plantCommand, attack(common));
    expect(out).toContain('attack-done');
    expect(out).not.toContain(SECRET);
    expect(out).not.toMatch(/^objects$/m);
  });

  it("the checkout's own linked worktree still shows its repository, read-only", async () => {
    const tree = path.join(root, 'other-tree');
    const run = await createSandbox({
      setting: 'bubblewrap',
      workspace: tree,
      protectedFiles: [],
      outDir: path.join(tree, '.nightshift', 'runs', 'r'),
      sourceEnv: { PATH: '/usr/bin:/bin' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
    try {
      const r = await runInSandbox(
        run,
        tree,
        `git cat-file -p HEAD:private.txt; touch ${other}/.git/x 2>&1 || true`,
      );
      expect(r.output).toContain(SECRET);
      expect(r.output).toMatch(/Read-only file system/);
    } finally {
      await run.close();
    }
  });
});

describe.skipIf(!HAVE_BWRAP)("git-crypt's keys in a git directory", () => {
  // `git-crypt unlock` keeps the repository's symmetric key in .git/git-crypt/keys/NAME: whoever
  // reads it decrypts every file git-crypt encrypts, in every commit. On the old code a command
  // read it (the read rules do not name it, and .git is only read-only).
  it('cannot be read: not in the workspace’s .git, a submodule’s, nor a worktree’s common directory', async () => {
    const ws = path.join(root, 'crypt');
    execFileSync('git', ['init', '-q', ws]);
    const id = ['-c', 'user.name=t', '-c', 'user.email=t@x'];
    execFileSync('git', ['-C', ws, ...id, 'commit', '-q', '--allow-empty', '-m', 'a']);
    for (const dir of ['.git/git-crypt/keys', '.git/modules/lib/git-crypt/keys']) {
      mkdirSync(path.join(ws, dir), { recursive: true });
      writeFileSync(path.join(ws, dir, 'default'), `${SECRET}\n`);
    }
    writeFileSync(path.join(ws, '.git/modules/lib/config'), '[core]\n');
    const tree = path.join(root, 'crypt-tree');
    execFileSync('git', ['-C', ws, 'worktree', 'add', '-q', tree]);
    const read = (dir: string) =>
      `cat ${dir}/.git/git-crypt/keys/default ${dir}/.git/modules/lib/git-crypt/keys/default; git status --short >/dev/null && echo status-ok`;
    for (const [workspaceDir, command] of [
      [ws, read(ws)],
      [tree, read(ws)],
    ] as const) {
      const run = await createSandbox({
        setting: 'bubblewrap',
        workspace: workspaceDir,
        protectedFiles: [],
        outDir: path.join(workspaceDir, '.nightshift', 'runs', 'r'),
        sourceEnv: { PATH: '/usr/bin:/bin' },
        envPass: [],
        ownEnvironScrubbed: false,
      });
      try {
        const r = await runInSandbox(run, workspaceDir, command);
        expect(r.output).not.toContain(SECRET);
        expect(r.output).toMatch(/Permission denied/);
        expect(r.output).toContain('status-ok');
      } finally {
        await run.close();
      }
    }
  });
});

describe('a directory holding only denied files, many of them', () => {
  // Every masked file took a mount of its own, and bubblewrap's set-up grows faster than its
  // mounts: 1,060 such files cost ~4.6 s per command here on the old code (the limit is ~2,900).
  const pem = (rel: string) => rel.endsWith('.pem');
  function workspaceOfKeys(name: string): string {
    const ws = path.join(root, name);
    const put = (rel: string) => {
      mkdirSync(path.dirname(path.join(ws, rel)), { recursive: true });
      writeFileSync(path.join(ws, rel), `${SECRET}\n`);
    };
    for (let i = 0; i < 300; i++) put(`certs/k${i}.pem`);
    for (let i = 0; i < 40; i++) put(`deep/a/k${i}.pem`);
    for (let i = 0; i < 20; i++) {
      put(`deep/b/k${i}.pem`);
      put(`mixed/k${i}.pem`);
      put(`few/k${i}.pem`);
    }
    writeFileSync(path.join(ws, 'mixed', 'notes.txt'), 'readable\n');
    return ws;
  }

  it('is found whole: at least MIN_DIRECTORY_MASK files at any depth, nothing else in it', async () => {
    const { walkWorkspace, MIN_DIRECTORY_MASK } = await import('../../src/sandbox/unreadable.ts');
    const ws = workspaceOfKeys('walk-dirs');
    const walked = walkWorkspace(ws, pem);
    expect(MIN_DIRECTORY_MASK).toBeGreaterThan(20);
    // `few` holds 20 (fewer than the minimum), `mixed` a readable file: their files keep one mask each.
    expect(walked.deniedDirs.map((d) => path.relative(ws, d)).sort()).toEqual(['certs', 'deep']);
    expect(walked.files).toHaveLength(300 + 40 + 60);
    // A git directory is never one (git's own data in it is not walked), nor what holds one;
    // deep/a still is, deep/b holds too few.
    execFileSync('git', ['init', '-q', path.join(ws, 'deep', 'c')]);
    expect(
      walkWorkspace(ws, pem)
        .deniedDirs.map((d) => path.relative(ws, d))
        .sort(),
    ).toEqual(['certs', 'deep/a']);
  });

  it.skipIf(!HAVE_BWRAP)(
    'takes one mount, and no command can list it, open its files or add one',
    async () => {
      const ws = workspaceOfKeys('mask-dirs');
      execFileSync('git', ['init', '-q', ws]);
      const run = await createSandbox({
        setting: 'bubblewrap',
        workspace: ws,
        protectedFiles: [],
        outDir: path.join(ws, '.nightshift', 'runs', 'r'),
        sourceEnv: { PATH: '/usr/bin:/bin' },
        envPass: [],
        ownEnvironScrubbed: false,
        readDenied: pem,
      });
      try {
        const r = await runInSandbox(
          run,
          ws,
          [
            'ls certs; cat certs/k1.pem deep/a/k1.pem mixed/k1.pem few/k1.pem mixed/notes.txt',
            'touch certs/new; mv certs moved; mv deep/a moved; chmod 755 certs; rm -rf certs deep',
            `echo mounts: $(grep -c " ${ws}" /proc/self/mountinfo)`,
            'ls few | wc -l; touch few/new.txt && echo few-writable',
          ].join('\n'),
        );
        expect(r.output).not.toContain(SECRET);
        expect(r.output).toContain('readable');
        expect(r.output).toMatch(/ls: cannot open directory 'certs': Permission denied/);
        expect(r.output).toMatch(/touch: cannot touch 'certs\/new': Permission denied/);
        expect(r.output).toMatch(/mv: cannot move 'certs' to 'moved': Device or resource busy/);
        // The workspace, .git, few/ and mixed/ (20 masks each, and their directories), certs, deep.
        expect(Number(/mounts: (\d+)/.exec(r.output)?.[1])).toBeLessThan(60);
        expect(r.output).toContain('few-writable');
      } finally {
        await run.close();
      }
      expect(readFileSync(path.join(ws, 'certs', 'k1.pem'), 'utf8')).toBe(`${SECRET}\n`);
    },
  );
});

describe.skipIf(!HAVE_BWRAP)('a protected path that does not exist yet', () => {
  // The codebase_search cache (`.nightshift/cache`) is protected, but only what exists at run start
  // was mounted read-only: before its first use a command could create it, with a link where
  // nightshift's own process appends vectors (VectorCache.add follows it, outside the sandbox).
  // On the old code the link was planted and the host file outside the workspace was appended to.
  it('cannot be created or linked by a command; nightshift’s own write there stays in the workspace', async () => {
    const ws = path.join(root, 'cache-ws');
    mkdirSync(path.join(ws, '.nightshift', 'runs', 'r'), { recursive: true });
    const cacheDir = path.join(ws, '.nightshift', 'cache');
    const victim = path.join(root, 'victim.txt');
    writeFileSync(victim, 'untouched\n');
    const { VectorCache } = await import('../../src/tools/codebase-search/vector-cache.ts');
    const endpoint = { baseUrl: 'http://127.0.0.1:1/v1', model: 'm' };
    const file = cacheFile(cacheDir, endpoint);
    const run = await createSandbox({
      setting: 'bubblewrap',
      workspace: ws,
      protectedFiles: [cacheDir],
      outDir: path.join(ws, '.nightshift', 'runs', 'r'),
      sourceEnv: { PATH: '/usr/bin:/bin' },
      envPass: [],
      ownEnvironScrubbed: false,
    });
    try {
      const r = await runInSandbox(
        run,
        ws,
        `mkdir -p ${path.dirname(file)} && ln -s ${victim} ${file} && echo PLANTED; rmdir ${cacheDir} && ln -s ${root} ${cacheDir} && echo RELINKED`,
      );
      expect(r.output).not.toMatch(/PLANTED|RELINKED/);
    } finally {
      await run.close();
    }
    new VectorCache(cacheDir, endpoint).add([{ hash: 'a'.repeat(64), vector: new Float32Array([1, 2]) }]);
    expect(readFileSync(victim, 'utf8')).toBe('untouched\n');
    expect(readFileSync(file, 'utf8')).toContain('a'.repeat(64));
  });
});

/** Where VectorCache keeps an endpoint's vectors (its own naming, vector-cache.ts). */
function cacheFile(cacheDir: string, endpoint: { baseUrl: string; model: string }): string {
  const name = createHash('sha256')
    .update(`${endpoint.baseUrl}\0${endpoint.model}`)
    .digest('hex')
    .slice(0, 16);
  return path.join(cacheDir, 'embeddings', `${name}.tsv`);
}

describe.skipIf(!HAVE_BWRAP)('a run whose allowed command was written to reach past the sandbox', () => {
  it('finds the kernel settings read-only, and the run completes', async () => {
    const { runTask } = await import('../../src/run/run-task.ts');
    const { call, complete, makeFixture } = await import('../support/run-fixture.ts');
    // What a test file the model wrote could do in an allowed `node probe.js`: write a kernel
    // setting (its own value back: nothing changes when it works). On the old code, run as root,
    // it printed `sysctl: WRITTEN`.
    const probe = [
      "const fs = require('fs');",
      "const f = '/proc/sys/kernel/hostname';",
      'try { fs.writeFileSync(f, fs.readFileSync(f)); console.log("sysctl: WRITTEN"); }',
      'catch (e) { console.log(`sysctl: ${e.code}`); }',
    ].join('\n');
    const fx = makeFixture({
      files: { 'a.txt': 'a\n' },
      policy: { extends: 'builtin:standard', sandbox: 'bubblewrap', command: { allow: ['node probe.js'] } },
      script: [
        call('write_to_file', { path: 'probe.js', content: probe }),
        call('execute_command', { command: 'node probe.js' }),
        complete(),
      ],
    });
    const result = await runTask({ taskFile: fx.taskFile });
    expect(result.status).toBe('completed');
    const ran = fx.events(result.auditLog).filter((e) => e.type === 'tool.result')[1] as { output: string };
    expect(ran.output).toMatch(/sysctl: EROFS/);
    rmSync(fx.dir, { recursive: true, force: true });
  }, 60_000);
});

describe.skipIf(!HAVE_BWRAP || process.arch !== 'x64' || !has('cc'))('the keyring filter on x86-64', () => {
  // A 64-bit program can still call the kernel through i386's entry (`int $0x80`), with i386's
  // numbers (keyctl is 288 there): a filter of x86-64 numbers alone would let that through.
  it('refuses keyctl through the i386 and x32 entries too', async () => {
    const source = path.join(root, 'k80.c');
    writeFileSync(
      source,
      [
        '#include <stdio.h>',
        'int main(void) {',
        '  long i386, x32, x64;',
        '  asm volatile("int $0x80" : "=a"(i386) : "a"(288L), "b"(0L), "c"(-3L), "d"(0L) : "memory");',
        '  asm volatile("syscall" : "=a"(x32) : "a"(0x40000000L | 250), "D"(0L), "S"(-3L), "d"(0L) : "rcx", "r11", "memory");',
        '  asm volatile("syscall" : "=a"(x64) : "a"(250L), "D"(0L), "S"(-3L), "d"(0L) : "rcx", "r11", "memory");',
        '  printf("i386 %ld x32 %ld x64 %ld\\n", i386, x32, x64);',
        '  return 0;',
        '}',
      ].join('\n'),
    );
    execFileSync('cc', ['-O0', '-o', path.join(workspace, 'k80'), source]);
    // The control: outside the sandbox the i386 entry answers with a keyring's id.
    expect(execFileSync(path.join(workspace, 'k80'), { encoding: 'utf8' })).toMatch(/^i386 [1-9]\d* /);
    const r = await sh('./k80');
    expect(r.output).toBe('i386 -38 x32 -38 x64 -38\n');
  });
});
