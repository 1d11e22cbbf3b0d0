import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * A child Node that loads fetch (`warm`: through warmFetch(); otherwise as Node would, with
 * `new Headers()`), then reads 100 streamed answers from a loopback server, tracing how V8
 * compiles each WebAssembly function. Its stdout is that trace.
 */
function fetchInChild(warm: boolean): Promise<string> {
  const script = [
    warm
      ? `(await import(${JSON.stringify(path.join(ROOT, 'src/model/warm-fetch.ts'))})).warmFetch();`
      : 'new Headers();',
    "const http = await import('node:http');",
    "const chunk = `data: ${'x'.repeat(3000)}\\n\\n`;",
    'const server = http.createServer((req, res) => { res.setHeader("content-type", "text/event-stream"); for (let i = 0; i < 20; i++) res.write(chunk); res.end(); });',
    "await new Promise((r) => server.listen(0, '127.0.0.1', r));",
    'const url = `http://127.0.0.1:${server.address().port}/`;',
    'for (let i = 0; i < 100; i++) await (await fetch(url)).text();',
    // Tier-up compiles on a background thread: give it time to finish and print.
    'await new Promise((r) => setTimeout(r, 1500));',
    'server.close();',
  ].join('\n');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--trace-wasm-compilation-times', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

// Fetch's HTTP parser (undici's llhttp) is WebAssembly that undici starts compiling as it loads.
// Its parse function, hot in every model request, was recompiled by V8's optimising compiler in
// every run (200–500 ms of CPU, 24 MB of peak memory) because the flags that keep WebAssembly on
// the baseline compiler were set after undici had loaded. warmFetch() sets them in the same tick.
describe('warmFetch', () => {
  it('keeps fetch’s HTTP parser on the baseline compiler, however hot it runs', async () => {
    const trace = await fetchInChild(true);
    expect(trace).toMatch(/using Liftoff/); // the trace is there: the parser was compiled
    expect(trace).not.toMatch(/using TurboFan/);
  }, 60_000);

  it('(control) without its flags, V8 recompiles that parser with TurboFan under the same load', async () => {
    expect(await fetchInChild(false)).toMatch(/using TurboFan/);
  }, 60_000);
});
