// Bundles the CLI (dist/cli.js) and the GitHub Action (dist/index.js), sharing lazily loaded chunks,
// builds the sandbox's network bridge (dist/sandbox-bridge.js) on its own,
// and copies the files they load at run time (tree-sitter wasm, built-in policies) beside them.
// `node scripts/build.mjs --out DIR` builds elsewhere: the staleness test compares that with dist/.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import { catalogAsJson } from './catalog-as-json.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFlag = process.argv.indexOf('--out');
const out = outFlag > 0 ? path.resolve(process.argv[outFlag + 1]) : path.join(root, 'dist');

// CommonJS dependencies inside an ESM bundle need require, __filename and __dirname.
const cjsShim = [
  "import { createRequire as __nsCreateRequire } from 'node:module';",
  "import { fileURLToPath as __nsFileURLToPath } from 'node:url';",
  "import { dirname as __nsDirname } from 'node:path';",
  'const require = __nsCreateRequire(import.meta.url);',
  'const __filename = __nsFileURLToPath(import.meta.url);',
  'const __dirname = __nsDirname(__filename);',
].join('\n');

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

// A run makes many small short-lived objects (tool outputs, audit lines): V8's young generation
// grows to 3 × 16 MB for them by default. 2 MB semi-spaces keep a 5-turn run under 100 MB of RSS
// at no cost in time (bench/runner.ts and bench/turns.ts measure with the shebang's flags). A V8
// flag that differs from its default changes the hash V8 keys code caches by, and Node then
// compiles every built-in module from source instead of its code cache (~100 ms of CPU per run):
// Node 24's V8 leaves this flag out of the hash, Node 20's does not, so the CLI sets it back to
// its default as it starts, once the heap is made (src/cli/flag-hash.ts); the shell grammar's
// WebAssembly flags are set at run time (src/wasm-baseline.ts). The CLI's shebang passes it
// (`env -S`); the action, which a runner starts without flags, stops its young generation from
// growing instead (src/action/young-generation.ts).
//
// A 32 MB first old-generation limit: V8's default made every run, of 5 turns as of 40, stop for
// one full mark-compact at ~15 MB of heap (`--trace-gc`), ~13 ms of the main thread and more of
// its helper threads; with it there is none (5-turn own CPU −54 ms median of 20 alternating pairs
// on Node 24 and 20, peak RSS +1–2 MB). Node 24's V8 hashes this flag, so the built-in modules
// Node loads before the CLI's first line compile from source on both versions now (~43; after
// that line, flag-hash.ts makes the hash the default one again).
//
// One V8 worker thread instead of Node's four (`--v8-pool-size=1`, a Node option outside the flag
// hash): 5-turn peak RSS −1.6 MB, 40-turn −2.2 MB, CPU within the noise (10 and 6 alternating
// runs, Node 24); concurrent marking and compiling still run beside the main thread.
const NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=2', '--initial-old-space-size=32'];

const common = {
  bundle: true,
  // Only the version goes into the bundle, so edits to scripts or devDependencies leave dist alone.
  define: {
    NIGHTSHIFT_VERSION: JSON.stringify(version),
  },
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // ripgrep's binary lives in node_modules; without it (the action) search falls back to JS.
  external: ['@vscode/ripgrep'],
  absWorkingDir: root,
};

// @actions/core imports @actions/http-client (for its OIDC client), whose module body requires
// undici and tunnel (~800 KB): esbuild keeps that body even when nothing from it is used, because
// the package does not say it is side-effect free. @actions/* have no import-time effects
// nightshift relies on, so they are marked so, and the action's start-up parses none of it.
const actionsWithoutSideEffects = {
  name: 'actions-without-side-effects',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const fromActions = /[\\/]node_modules[\\/]@actions[\\/]/.test(args.importer);
      if (!fromActions && !args.path.startsWith('@actions/')) return undefined;
      const { kind, resolveDir, importer } = args;
      const r = await b.resolve(args.path, { kind, resolveDir, importer, pluginData: 'resolving' });
      if (r.errors.length > 0 || r.external) return undefined;
      return { path: r.path, sideEffects: false };
    });
  },
};

// playwright-core reads its own package files at run time (package.json, browsers.json beside its
// lib/), so it cannot be bundled: it is copied whole to dist/vendor and imported from there. Only
// browser_action imports it, from a shared chunk (dist/chunks), hence the relative path.
const PLAYWRIGHT = '../vendor/playwright-core/index.mjs';
const vendorPlaywright = {
  name: 'vendor-playwright',
  setup(b) {
    b.onResolve({ filter: /^playwright-core$/ }, () => ({ path: PLAYWRIGHT, external: true }));
  },
};

// yaml's Node build is CommonJS, which the bundle evaluates whole behind a require wrapper at
// start-up (~4 ms); its ES module build, the same code with console.warn for process.emitWarning
// and atob for Buffer, is bundled as modules, unused ones left out.
const yamlAsModules = {
  name: 'yaml-as-modules',
  setup(b) {
    b.onResolve({ filter: /^yaml$/ }, () => ({
      path: path.join(root, 'node_modules/yaml/browser/dist/index.js'),
    }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// One code-split build for both entries, so the CLI and the action share their chunks, and what a
// run does not reach (the MCP SDK, the other provider's SDK, execa before the first command) is
// never parsed. `.js` files are ESM here (package.json type: module); action.yml runs dist/index.js.
await build({
  ...common,
  entryPoints: {
    cli: 'src/cli/main.ts',
    'chunks/action': 'src/action/main.ts',
    'chunks/young-generation': 'src/action/young-generation.ts',
  },
  outdir: out,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [actionsWithoutSideEffects, vendorPlaywright, catalogAsJson, yamlAsModules],
  // The banner lands on every output file, where a shebang is inert.
  banner: {
    js: `#!/usr/bin/env -S node ${NODE_FLAGS.join(' ')}\n${cjsShim}`,
  },
});
// The action's entry (action.yml), written here because esbuild would evaluate the young
// generation's module after the chunks the action imports: evaluation follows these two imports'
// order, after Node has loaded and linked both graphs (src/action/young-generation.ts).
writeFileSync(
  path.join(out, 'index.js'),
  "import './chunks/young-generation.js';\nimport './chunks/action.js';\n",
);
// esbuild escapes non-ASCII characters in strings but leaves them in the comments it keeps and in
// regular expressions; one such character makes V8 hold the whole chunk's source as UTF-16, twice
// its size (~1 MB more for the main chunk). `\uXXXX` means the same code unit in a comment, a regular
// expression (with or without the u flag: an escaped surrogate pair is one code point there) and an
// identifier; after a backslash it would not, so the build refuses that instead of guessing.
function asAscii(file, text) {
  if (/\\[\u0080-\uffff]/.test(text)) throw new Error(`${file}: a backslash before a non-ASCII character`);
  return text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
// Most chunks use none of the shim's three names, and creating a require per module is ~0.3 ms
// of a run's start-up each: the shim stays only where the code names one of them.
for (const file of [
  'cli.js',
  ...readdirSync(path.join(out, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join('chunks', f)),
]) {
  const text = asAscii(file, readFileSync(path.join(out, file), 'utf8'));
  const at = text.indexOf(cjsShim);
  if (at < 0) throw new Error(`${file}: the banner's shim is not where the build put it`);
  const rest = text.slice(at + cjsShim.length);
  const kept = /\b(?:require|__filename|__dirname)\b/.test(rest);
  writeFileSync(path.join(out, file), kept ? text : text.slice(0, at) + rest.replace(/^\n/, ''));
}
// esbuild has the CLI's entry import the chunk of its own runtime helpers (`var __toESM = …`, no
// module's code, hence no `// path` header) for nothing the entry uses: `--version` would load and
// run it (~4 ms, a createRequire among it). The chunks that use the helpers import them themselves.
{
  const cli = path.join(out, 'cli.js');
  const text = readFileSync(cli, 'utf8').replace(/^import "\.\/(chunks\/[^"]+)";\n/gm, (line, chunk) =>
    /^\/\/ \S/m.test(readFileSync(path.join(out, chunk), 'utf8')) ? line : '',
  );
  writeFileSync(cli, text);
}
chmodSync(path.join(out, 'cli.js'), 0o755);
// The `nightshift` bin: CommonJS, started without Node's ES module loader (src/cli/launcher.ts);
// it loads dist/cli.js for every command but `--version`.
await build({
  ...common,
  entryPoints: { nightshift: 'src/cli/launcher.ts' },
  outExtension: { '.js': '.cjs' },
  outdir: out,
  format: 'cjs',
  external: [...common.external, './cli.js'],
  banner: { js: `#!/usr/bin/env -S node ${NODE_FLAGS.join(' ')}` },
});
chmodSync(path.join(out, 'nightshift.cjs'), 0o755);
for (const entry of ['cli.js', 'chunks/action.js']) {
  if (readFileSync(path.join(out, entry), 'utf8').includes(PLAYWRIGHT))
    throw new Error(`${entry} imports ${PLAYWRIGHT}, which only resolves from dist/chunks`);
}
cpSync(path.join(root, 'node_modules/playwright-core'), path.join(out, 'vendor/playwright-core'), {
  recursive: true,
  // Types and the CLI are not used at run time.
  filter: (src) => !/[\\/]playwright-core[\\/](types|bin|index\.d\.ts)$/.test(src),
});

// The built-in tools' JSON Schemas, generated by the same code a run would run (scripts/tool-schemas.ts):
// a run reads them instead of having zod write them before its first request.
const scratch = mkdtempSync(path.join(tmpdir(), 'ns-build-'));
try {
  await build({
    ...common,
    entryPoints: { 'tool-schemas': 'scripts/tool-schemas.ts' },
    outdir: scratch,
    plugins: [actionsWithoutSideEffects, vendorPlaywright, catalogAsJson],
    banner: { js: cjsShim },
  });
  const schemas = execFileSync(process.execPath, [path.join(scratch, 'tool-schemas.js')], {
    encoding: 'utf8',
  });
  writeFileSync(path.join(out, 'tool-schemas.json'), schemas);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// The sandbox's network bridge starts before every sandboxed command (node runs it inside
// bubblewrap): its own file of node: builtins only, no shared chunks, no shim; src/sandbox/network/
// bridge.ts finds it beside the bundle.
await build({
  ...common,
  entryPoints: { 'sandbox-bridge': 'src/sandbox/network/sandbox-bridge.js' },
  outdir: out,
});

for (const [from, to] of [
  ['node_modules/web-tree-sitter/web-tree-sitter.wasm', 'web-tree-sitter.wasm'],
  ['node_modules/tree-sitter-bash/tree-sitter-bash.wasm', 'tree-sitter-bash.wasm'],
  // list_code_definition_names loads these on first use (src/tools/code-definitions/languages.ts).
  ['node_modules/tree-sitter-c/tree-sitter-c.wasm', 'grammars/tree-sitter-c.wasm'],
  ...['typescript', 'tsx', 'javascript', 'python', 'go', 'rust', 'java', 'cpp', 'c-sharp', 'ruby', 'php'].map(
    (name) => [
      `node_modules/@vscode/tree-sitter-wasm/wasm/tree-sitter-${name}.wasm`,
      `grammars/tree-sitter-${name}.wasm`,
    ],
  ),
]) {
  cpSync(path.join(root, from), path.join(out, to));
}
// fetch_instructions reads these (src/tools/fetch-instructions.ts).
cpSync(path.join(root, 'src/instructions'), path.join(out, 'instructions'), { recursive: true });
mkdirSync(path.join(out, 'policies'), { recursive: true });
// Each built-in policy also as JSON (its parsed YAML): a run loads that instead of parsing YAML with
// positions (~30 ms; src/policy/load-policy.ts), which only an error needs.
for (const f of readdirSync(path.join(root, 'policies')).filter((f) => f.endsWith('.yaml'))) {
  cpSync(path.join(root, 'policies', f), path.join(out, 'policies', f));
  const text = readFileSync(path.join(root, 'policies', f), 'utf8');
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) throw new Error(`policies/${f}: ${doc.errors[0]?.message}`);
  const data = doc.toJS();
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(data)), data))
    throw new Error(`policies/${f} does not survive JSON unchanged`);
  // The hash of the YAML it came from: a copy that no longer matches it is not used.
  const sha256 = createHash('sha256').update(text).digest('hex');
  writeFileSync(
    path.join(out, 'policies', f.replace(/\.yaml$/, '.json')),
    `${JSON.stringify({ sha256, data })}\n`,
  );
}
