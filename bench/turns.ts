// Fixed cost per run: the bundled CLI runs a scripted 5- and 40-turn task (read_file, list_files,
// search_files, apply_diff, `node --test`, in turn) against a loopback model server with the
// sandbox on, and a shell script does the same reads, edits and test runs in the same run as the
// floor. CPU is the whole process tree's (user + system of git, bubblewrap, the commands and
// anything left running after nightshift exits: bench/tree-usage.py waits for all of them); peak
// RSS is the largest process's.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startModelServer, type ChatRequest, type ScriptedCall } from './model-server.ts';
import { runnerEnv } from './runner-step.ts';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Nine pairs of each length: on this shared machine a median of five moved by ±50 ms between runs.
const SAMPLES = 9;
const SHORT = 5;
const LONG = 40;
const MODULES = 20;
const ACTION_SAMPLES = 3;

/** Tool turn `i` (0-based) of the script; the five tools in turn, each edit bumping a revision mark. */
export function toolTurn(i: number): ScriptedCall {
  const rev = Math.floor(i / 5);
  switch (i % 5) {
    case 0:
      return { name: 'read_file', args: { path: 'src/math.js' } };
    case 1:
      return { name: 'list_files', args: { path: '.', recursive: true } };
    case 2:
      return { name: 'search_files', args: { path: 'src', regex: 'export const' } };
    case 3:
      return {
        name: 'apply_diff',
        args: {
          path: 'src/math.js',
          diff: `<<<<<<< SEARCH\n// rev ${rev}\n=======\n// rev ${rev + 1}\n>>>>>>> REPLACE`,
        },
      };
    default:
      return { name: 'execute_command', args: { command: 'node --test' } };
  }
}

/** The same work as `turns` tool turns, as a shell script (the floor). */
function shellScript(turns: number): string {
  const lines = ['set -e'];
  for (let i = 0; i < turns; i++) {
    const rev = Math.floor(i / 5);
    lines.push(
      [
        'cat src/math.js > /dev/null',
        'find . -path ./.git -prune -o -print > /dev/null',
        "grep -rn 'export const' src > /dev/null",
        `sed -i 's|^// rev ${rev}$|// rev ${rev + 1}|' src/math.js`,
        'node --test > /dev/null 2>&1',
      ][i % 5] ?? '',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Both the run and the floor must have made every edit, or they did not do the same work. */
function assertEdited(repo: string, turns: number): void {
  const edits = Array.from({ length: turns }, (_, i) => i).filter((i) => i % 5 === 3).length;
  const first = readFileSync(path.join(repo, 'src', 'math.js'), 'utf8').split('\n')[0];
  if (first !== `// rev ${edits}`) throw new Error(`${repo}: expected ${edits} edits, found "${first}"`);
}

/** A committed node project with a test, and a task that runs it against the model at `url`. */
export function fixture(url: string): { dir: string; repo: string; taskFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-turns-'));
  const repo = path.join(dir, 'repo');
  mkdirSync(path.join(repo, 'src'), { recursive: true });
  mkdirSync(path.join(repo, 'test'));
  writeFileSync(path.join(repo, 'package.json'), '{ "name": "demo", "type": "module", "private": true }\n');
  writeFileSync(path.join(repo, 'src', 'math.js'), '// rev 0\nexport const add = (a, b) => a + b;\n');
  for (let i = 0; i < MODULES; i++) {
    writeFileSync(path.join(repo, 'src', `m${i}.js`), `export const v${i} = ${i};\n`);
  }
  writeFileSync(
    path.join(repo, 'test', 'math.test.js'),
    "import { test } from 'node:test';\nimport assert from 'node:assert/strict';\nimport { add } from '../src/math.js';\n\ntest('add', () => assert.equal(add(2, 3), 5));\n",
  );
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '--quiet', '-m', 'init');
  writeFileSync(
    path.join(dir, 'policy.yaml'),
    'version: 1\nextends: builtin:standard\nsandbox: auto\nlimits: { max_turns: 100, max_tool_calls: 100 }\n',
  );
  const taskFile = path.join(dir, 'task.yaml');
  writeFileSync(
    taskFile,
    `version: 1\ntitle: bench turns\nprompt: bump the revision mark and run the tests\nworkspace: repo\npolicy: policy.yaml\nmodel: { provider: openai, name: gpt-4.1-mini, base_url: "${url}", api_key_env: LOOPBACK_API_KEY }\n`,
  );
  return { dir, repo, taskFile };
}

/** What bench/tree-usage.py writes. */
interface TreeUsage {
  code: number | null;
  cpu_ms: number;
  wall_ms: number;
  rss_mb: number;
}

interface Usage {
  cpuMs: number;
  wallMs: number;
  rssMb: number;
}

/** Runs `command` under bench/tree-usage.py: CPU of the whole tree, wall time and the largest RSS. */
function measure(command: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Usage> {
  return new Promise((resolve, reject) => {
    const report = path.join(cwd, '..', 'usage.json');
    const child = spawn('/usr/bin/python3', [path.join(root, 'bench', 'tree-usage.py'), report, ...command], {
      cwd,
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => {
      const u = status === 0 ? (JSON.parse(readFileSync(report, 'utf8')) as TreeUsage) : undefined;
      if (!u || u.code !== 0) {
        reject(new Error(`${command.join(' ')} exited ${u?.code ?? status}: ${err.slice(-600)}`));
        return;
      }
      resolve({ cpuMs: u.cpu_ms, wallMs: u.wall_ms, rssMb: u.rss_mb });
    });
  });
}

export async function run(): Promise<BenchRow[]> {
  // The bin, as users start it: its shebang's flags included.
  const cli = path.join(root, 'dist', 'nightshift.cjs');
  if (!existsSync(cli)) throw new Error('dist/nightshift.cjs is missing: run `npm run bundle` first');
  let turnsOfRun = SHORT;
  // The turn asked for is the number of assistant messages the request already carries.
  const model = await startModelServer((request: ChatRequest): ScriptedCall => {
    const turn = request.messages.filter((m) => m.role === 'assistant').length;
    return turn < turnsOfRun ? toolTurn(turn) : { name: 'attempt_completion', args: { result: 'done' } };
  });
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, LOOPBACK_API_KEY: 'sk-bench-not-a-real-key' };
  const dirs: string[] = [];
  const sample = async (turns: number, runEnv: NodeJS.ProcessEnv = env) => {
    turnsOfRun = turns;
    const a = fixture(model.url);
    const b = fixture(model.url);
    dirs.push(a.dir, b.dir);
    const out = path.join(a.dir, 'out');
    const runUsage = await measure(
      [cli, 'run', a.taskFile, '--quiet', '--no-pr', '--out', out],
      a.repo,
      runEnv,
    );
    writeFileSync(path.join(b.dir, 'floor.sh'), shellScript(turns));
    const floor = await measure(['/bin/sh', path.join(b.dir, 'floor.sh')], b.repo, env);
    for (const repo of [a.repo, b.repo]) assertEdited(repo, turns);
    return { run: runUsage, floor };
  };
  try {
    const results = new Map<number, { run: Usage; floor: Usage }[]>([
      [SHORT, []],
      [LONG, []],
    ]);
    // The CLI compiles its chunks from V8's cache beside them (src/cli/compile-cache.ts) from its
    // second run on (the container image ships one); the action runs without it, as this sample does.
    const uncached: { run: Usage; floor: Usage }[] = [];
    const noCache = { ...env, NODE_DISABLE_COMPILE_CACHE: '1' };
    // One warm-up of each length (file cache, compile cache), not counted; then they alternate.
    for (let i = 0; i <= SAMPLES; i++) {
      for (const turns of [SHORT, LONG]) {
        const r = await sample(turns);
        if (i > 0) results.get(turns)?.push(r);
      }
      const r = await sample(SHORT, noCache);
      if (i > 0) uncached.push(r);
    }
    const summary = (turns: number, list = results.get(turns) ?? []) => {
      const own = stats(list.map((r) => r.run.cpuMs - r.floor.cpuMs));
      return {
        own,
        run: stats(list.map((r) => r.run.cpuMs)),
        floor: stats(list.map((r) => r.floor.cpuMs)),
        wall: stats(list.map((r) => r.run.wallMs)),
        floorWall: stats(list.map((r) => r.floor.wallMs)),
        rss: Math.max(...list.map((r) => r.run.rssMb)),
      };
    };
    // The bundled action on the same 40-turn task, as a runner starts it (`node dist/index.js`, no
    // flags: it holds its young generation itself, src/action/young-generation.ts).
    const action: Usage[] = [];
    turnsOfRun = LONG;
    for (let i = 0; i < ACTION_SAMPLES; i++) {
      const a = fixture(model.url);
      dirs.push(a.dir);
      const stepEnv = { ...runnerEnv(a.dir, a.repo, { 'task-file': a.taskFile }), ...env };
      action.push(await measure([process.execPath, path.join(root, 'dist', 'index.js')], a.repo, stepEnv));
      assertEdited(a.repo, LONG);
    }
    const short = summary(SHORT);
    const uncachedShort = summary(SHORT, uncached);
    const long = summary(LONG);
    const perTurn = (long.own.median - short.own.median) / (LONG - SHORT);
    const cpuRow = (turns: number, s: typeof short, target: string, pass: boolean): BenchRow => ({
      name: `turns: ${turns}-tool-turn run, CPU of the process tree (the nightshift bin, openai loopback, bubblewrap; ratio = run / floor)`,
      median: s.run.median,
      p95: s.run.p95,
      peakRssMb: s.rss,
      baseline: 'shell script doing the same work',
      baselineMedian: s.floor.median,
      ratio: s.run.median / s.floor.median,
      target,
      pass,
    });
    const ownRow = (turns: number, s: typeof short): BenchRow => ({
      name: `turns: ${turns}-tool-turn run, nightshift's own CPU (run − floor, per sample)`,
      median: s.own.median,
      p95: s.own.p95,
      target: turns === SHORT ? '≤ 500 ms' : 'informational',
      pass: turns !== SHORT || s.own.median <= 500,
    });
    const wallRow = (turns: number, s: typeof short): BenchRow => ({
      name: `turns: ${turns}-tool-turn run, wall time`,
      median: s.wall.median,
      p95: s.wall.p95,
      baseline: 'shell script doing the same work',
      baselineMedian: s.floorWall.median,
      ratio: s.wall.median / s.floorWall.median,
      target: 'informational',
      pass: true,
    });
    return [
      cpuRow(SHORT, short, 'peak RSS ≤ 100 MB', short.rss <= 100),
      ownRow(SHORT, short),
      {
        name: `turns: ${SHORT}-tool-turn run, nightshift's own CPU without the compile cache (as the action runs)`,
        median: uncachedShort.own.median,
        p95: uncachedShort.own.p95,
        peakRssMb: uncachedShort.rss,
        target: 'informational',
        pass: true,
      },
      wallRow(SHORT, short),
      cpuRow(LONG, long, 'peak RSS ≤ 100 MB', long.rss <= 100),
      ownRow(LONG, long),
      wallRow(LONG, long),
      {
        name: `turns: the action (dist/index.js on ${process.version}), ${LONG}-tool-turn run, CPU of the process tree`,
        ...stats(action.map((u) => u.cpuMs)),
        peakRssMb: Math.max(...action.map((u) => u.rssMb)),
        baseline: 'the CLI on the same task',
        baselineMedian: long.run.median,
        ratio: stats(action.map((u) => u.cpuMs)).median / long.run.median,
        target: 'peak RSS ≤ 100 MB',
        pass: Math.max(...action.map((u) => u.rssMb)) <= 100,
      },
      {
        name: `turns: nightshift's own CPU per extra turn ((own ${LONG} − own ${SHORT}) / ${LONG - SHORT})`,
        median: perTurn,
        p95: perTurn,
        target: '≤ 10 ms',
        pass: perTurn <= 10,
      },
    ];
  } finally {
    model.server.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
