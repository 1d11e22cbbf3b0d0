import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stats, type BenchRow } from './types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = 10;

/**
 * A loopback OpenAI Chat Completions server: notes when the first POST /v1/chat/completions of a
 * run arrives, and answers every request with a streamed completion calling attempt_completion.
 */
function startModelServer(): Promise<{
  server: Server;
  url: string;
  firstRequest: () => number | undefined;
  reset: () => void;
}> {
  let first: number | undefined;
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/v1/chat/completions') first ??= performance.now();
    req.resume();
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const chunk = (delta: object, finish: string | null = null, usage?: object) => ({
        id: 'chatcmpl-bench',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'gpt-4.1-mini',
        choices: usage ? [] : [{ index: 0, delta, finish_reason: finish, logprobs: null }],
        ...(usage ? { usage } : {}),
      });
      const args = JSON.stringify({ result: 'Nothing to change.' });
      const frames = [
        chunk({ role: 'assistant', content: '' }),
        chunk({
          tool_calls: [
            {
              index: 0,
              id: 'call_1',
              type: 'function',
              function: { name: 'attempt_completion', arguments: args },
            },
          ],
        }),
        chunk({}, 'tool_calls'),
        chunk({}, null, { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 }),
      ];
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.end(`${frames.map((f) => `data: ${JSON.stringify(f)}\n\n`).join('')}data: [DONE]\n\n`);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        firstRequest: () => first,
        reset: () => (first = undefined),
      }),
    ),
  );
}

/** A checked-out repository and the files a runner gives an action step. */
function runnerEnv(dir: string, baseUrl: string): NodeJS.ProcessEnv {
  const workspace = path.join(dir, 'repo');
  mkdirSync(path.join(workspace, 'src'), { recursive: true });
  writeFileSync(path.join(workspace, 'src', 'math.js'), 'export const add = (a, b) => a + b;\n');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspace, stdio: 'ignore' });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '.');
  git('-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '--quiet', '-m', 'init');
  const files = {
    event: path.join(dir, 'event.json'),
    output: path.join(dir, 'output'),
    summary: path.join(dir, 'summary.md'),
  };
  writeFileSync(
    files.event,
    JSON.stringify({ inputs: {}, repository: { name: 'demo', owner: { login: 'octo' } } }),
  );
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_EVENT_PATH: files.event,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_RUN_ID: '1',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: dir,
    INPUT_TASK: 'Check that add() adds; change nothing if it does.',
    // A model the pricing table knows, so the policy's default cost limit has a price.
    INPUT_MODEL: 'openai:gpt-4.1-mini',
    'INPUT_OPENAI-API-KEY': 'sk-bench-not-a-real-key',
    'INPUT_BASE-URL': baseUrl,
    'INPUT_OPEN-PR': 'false',
    'INPUT_TRIGGER-PHRASE': '@nightshift',
    'INPUT_LABEL-TRIGGER': 'nightshift',
  };
}

/** Spawns `node ARGS` and resolves with its exit code and output once it exits. */
function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** `node dist/index.js` as a runner starts it (workflow_dispatch, inline task): spawn → first model request. */
export async function run(): Promise<BenchRow[]> {
  const entry = path.join(root, 'dist', 'index.js');
  if (!existsSync(entry)) throw new Error('dist/index.js is missing: run `npm run bundle` first');
  const model = await startModelServer();
  const dirs: string[] = [];
  try {
    const samples: number[] = [];
    const base: number[] = [];
    // One warm-up run (file cache), not counted; then alternate the action and the baseline.
    for (let i = 0; i <= SAMPLES; i++) {
      const dir = mkdtempSync(path.join(tmpdir(), 'ns-bench-action-'));
      dirs.push(dir);
      const env = runnerEnv(dir, model.url);
      model.reset();
      const t = performance.now();
      const r = await runNode([entry], env, env.GITHUB_WORKSPACE ?? dir);
      const first = model.firstRequest();
      if (first === undefined || r.code !== 0) {
        throw new Error(`the action made no model request or failed (exit ${r.code}): ${r.out.slice(-400)}`);
      }
      const b = performance.now();
      await runNode(['-e', '0'], { PATH: process.env.PATH }, dir);
      if (i > 0) {
        samples.push(first - t);
        base.push(performance.now() - b);
      }
    }
    const s = stats(samples);
    const bs = stats(base);
    return [
      {
        name: 'action: node dist/index.js → first model request',
        median: s.median,
        p95: s.p95,
        baseline: 'node -e 0',
        baselineMedian: bs.median,
        ratio: s.median / bs.median,
        target: '< 300 ms median',
        pass: s.median < 300,
      },
    ];
  } finally {
    model.server.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
