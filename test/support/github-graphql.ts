import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * GitHub's GraphQL endpoint as far as `createCommitOnBranch` goes, for the loopback GitHub server.
 * The request is checked against the published schema's definitions (test/fixtures/github-graphql/):
 * the operation, the variable's declared type, every input field, its type and nullability, the
 * selected output fields. The mutation then really runs against a bare repository: the commit is
 * built from the file changes on top of the branch, signed with the server's own SSH key (standing
 * in for GitHub's), and the branch moves only if it still points at `expectedHeadOid`.
 */
const SDL_FILE = path.resolve(
  import.meta.dirname,
  '../fixtures/github-graphql/create-commit-on-branch.graphql',
);

interface TypeRef {
  name?: string;
  list?: TypeRef;
  nonNull: boolean;
}
interface Definition {
  kind: 'input' | 'type';
  fields: Map<string, TypeRef>;
}

function parseTypeRef(text: string): TypeRef {
  const t = text.trim();
  const nonNull = t.endsWith('!');
  const inner = nonNull ? t.slice(0, -1) : t;
  if (inner.startsWith('[')) return { list: parseTypeRef(inner.slice(1, -1)), nonNull };
  return { name: inner, nonNull };
}

let schema: Map<string, Definition> | undefined;
function loadSchema(): Map<string, Definition> {
  if (schema) return schema;
  const text = readFileSync(SDL_FILE, 'utf8')
    .replace(/"""[\s\S]*?"""/g, '')
    .replace(/#.*$/gm, '');
  schema = new Map();
  for (const m of text.matchAll(/\b(input|type)\s+(\w+)\s*\{([^}]*)\}/g)) {
    const fields = new Map<string, TypeRef>();
    for (const f of (m[3] ?? '').matchAll(/(\w+)\s*(?:\([^)]*\))?\s*:\s*([\w[\]!]+)/g))
      fields.set(f[1] ?? '', parseTypeRef(f[2] ?? ''));
    schema.set(m[2] ?? '', { kind: m[1] as 'input' | 'type', fields });
  }
  return schema;
}

/** RFC 4648 base64 with padding and the standard alphabet only, as the schema demands. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const SCALARS: Record<string, (v: unknown) => boolean> = {
  String: (v) => typeof v === 'string',
  ID: (v) => typeof v === 'string',
  Boolean: (v) => typeof v === 'boolean',
  GitObjectID: (v) => typeof v === 'string' && /^[0-9a-f]{40}$/.test(v),
  Base64String: (v) => typeof v === 'string' && BASE64.test(v),
};

/** Problems of a variable value against an input type of the schema. */
function checkInput(value: unknown, type: TypeRef, at: string): string[] {
  if (value === null || value === undefined) return type.nonNull ? [`${at}: required`] : [];
  if (type.list) {
    if (!Array.isArray(value)) return [`${at}: expected a list`];
    return value.flatMap((v, i) => checkInput(v, type.list as TypeRef, `${at}[${i}]`));
  }
  const name = type.name ?? '';
  const scalar = SCALARS[name];
  if (scalar) return scalar(value) ? [] : [`${at}: not a valid ${name}`];
  const def = loadSchema().get(name);
  if (def?.kind !== 'input') return [`${at}: unknown input type ${name}`];
  if (typeof value !== 'object' || Array.isArray(value)) return [`${at}: expected an ${name} object`];
  const problems = Object.keys(value)
    .filter((k) => !def.fields.has(k))
    .map((k) => `${at}.${k}: not a field of ${name}`);
  for (const [field, ref] of def.fields)
    problems.push(...checkInput((value as Record<string, unknown>)[field], ref, `${at}.${field}`));
  return problems;
}

interface Selection {
  name: string;
  children: Selection[];
}

/** `{ a { b } c }` → fields; a tiny parser for the selection sets a client sends. */
function parseSelection(tokens: string[]): Selection[] {
  const out: Selection[] = [];
  if (tokens.shift() !== '{') throw new Error('expected {');
  while (tokens[0] !== '}') {
    const name = tokens.shift();
    if (!name || !/^\w+$/.test(name)) throw new Error(`unexpected ${name ?? 'end'}`);
    out.push({ name, children: tokens[0] === '{' ? parseSelection(tokens) : [] });
  }
  tokens.shift();
  return out;
}

function checkSelection(selection: Selection[], typeName: string, at: string): string[] {
  const def = loadSchema().get(typeName);
  if (!def) return [];
  return selection.flatMap((s) => {
    const ref = def.fields.get(s.name);
    if (!ref) return [`${at}.${s.name}: not a field of ${typeName}`];
    let named = ref;
    while (named.list) named = named.list;
    return checkSelection(s.children, named.name ?? '', `${at}.${s.name}`);
  });
}

export interface MutationRequest {
  input: Record<string, unknown>;
  selection: Selection[];
}

/**
 * The request's document must be one `createCommitOnBranch(input: $var)` mutation whose variable
 * is declared `CreateCommitOnBranchInput!`, as the schema's field argument is.
 */
export function parseCreateCommitRequest(body: { query?: unknown; variables?: Record<string, unknown> }): {
  request?: MutationRequest;
  problems: string[];
} {
  const query = typeof body.query === 'string' ? body.query : '';
  const m =
    /^\s*mutation\s*\w*\s*\(\s*\$(\w+)\s*:\s*([\w[\]!]+)\s*\)\s*\{\s*createCommitOnBranch\s*\(\s*input\s*:\s*\$(\w+)\s*\)\s*(\{[\s\S]*\})\s*\}\s*$/.exec(
      query,
    );
  if (!m)
    return { problems: ['graphql: the document is not one createCommitOnBranch(input: $var) mutation'] };
  const [, declared, declaredType, used, selectionText] = m;
  const argType = loadSchema().get('Mutation')?.fields.get('createCommitOnBranch');
  const problems: string[] = [];
  if (declared !== used) problems.push(`graphql: $${used} is not declared`);
  if (declaredType !== 'CreateCommitOnBranchInput!' || !argType)
    problems.push(`graphql: $${declared} is ${declaredType}, the argument takes CreateCommitOnBranchInput!`);
  let selection: Selection[] = [];
  try {
    selection = parseSelection((selectionText ?? '').match(/[{}]|\w+/g) ?? []);
  } catch (err) {
    problems.push(`graphql: selection: ${(err as Error).message}`);
  }
  problems.push(...checkSelection(selection, 'CreateCommitOnBranchPayload', 'createCommitOnBranch'));
  const input = body.variables?.[declared ?? ''];
  problems.push(...checkInput(input, { name: 'CreateCommitOnBranchInput', nonNull: true }, 'input'));
  return { request: { input: (input ?? {}) as Record<string, unknown>, selection }, problems };
}

export interface GraphQLAnswer {
  data: Record<string, unknown>;
  errors?: { type: string; path: string[]; message: string }[];
}

const git = (bareDir: string, args: string[], options: { input?: Buffer; env?: NodeJS.ProcessEnv } = {}) =>
  execFileSync('git', args, {
    cwd: bareDir,
    env: { ...process.env, GIT_DIR: bareDir, ...options.env },
    ...(options.input ? { input: options.input } : {}),
    encoding: 'utf8',
  }).trim();

/**
 * Runs the mutation on `bareDir`. Paths are replaced whole (contents only: a path that exists
 * keeps its mode, a new one is a regular file), deletions must name existing files, and the
 * branch moves with `update-ref NEW OLD`, so a stale `expectedHeadOid` fails like on GitHub.
 */
export function runCreateCommit(
  bareDir: string,
  nameWithOwner: string,
  request: MutationRequest,
  signingKeyFile: string,
  /** false: every added path becomes a regular file, as if GitHub dropped an executable bit. */
  keepModes = true,
): GraphQLAnswer {
  const fail = (type: string, message: string): GraphQLAnswer => ({
    data: { createCommitOnBranch: null },
    errors: [{ type, path: ['createCommitOnBranch'], message }],
  });
  const input = request.input as {
    branch: { branchName?: string; repositoryNameWithOwner?: string };
    expectedHeadOid: string;
    message: { headline: string; body?: string };
    fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  };
  if (input.branch.repositoryNameWithOwner !== nameWithOwner || !input.branch.branchName)
    return fail(
      'NOT_FOUND',
      `Could not resolve to a Repository with the name '${input.branch.repositoryNameWithOwner}'.`,
    );
  const ref = `refs/heads/${input.branch.branchName.replace(/^refs\/heads\//, '')}`;
  const head = spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], {
    env: { ...process.env, GIT_DIR: bareDir },
    encoding: 'utf8',
  }).stdout.trim();
  if (!head) return fail('NOT_FOUND', `A ref named "${ref}" does not exist.`);
  if (head !== input.expectedHeadOid)
    return fail(
      'STALE_DATA',
      `Expected branch to point to "${input.expectedHeadOid}" but it did not.  Pull and try again.`,
    );
  const additions = input.fileChanges?.additions ?? [];
  const deletions = input.fileChanges?.deletions ?? [];
  const paths = [...additions, ...deletions].map((c) => c.path);
  if (new Set(paths).size !== paths.length) return fail('UNPROCESSABLE', 'A path was given more than once.');

  const dir = mkdtempSync(path.join(tmpdir(), 'ns-gql-'));
  try {
    // update-index wants a work tree even for index-only changes: an empty one.
    const env = { GIT_INDEX_FILE: path.join(dir, 'index'), GIT_WORK_TREE: dir };
    git(bareDir, ['read-tree', head], { env });
    const modeOf = (p: string) => git(bareDir, ['ls-files', '-s', '--', p], { env }).split(' ')[0] ?? '';
    for (const d of deletions) {
      if (!modeOf(d.path)) return fail('UNPROCESSABLE', `The path '${d.path}' does not exist.`);
      git(bareDir, ['update-index', '--force-remove', '--', d.path], { env });
    }
    for (const a of additions) {
      const blob = git(bareDir, ['hash-object', '-w', '--stdin'], {
        input: Buffer.from(a.contents, 'base64'),
      });
      const mode = keepModes && modeOf(a.path) === '100755' ? '100755' : '100644';
      git(bareDir, ['update-index', '--add', '--cacheinfo', `${mode},${blob},${a.path}`], { env });
    }
    const tree = git(bareDir, ['write-tree'], { env });
    const message = input.message.body
      ? `${input.message.headline}\n\n${input.message.body}`
      : input.message.headline;
    const commit = git(
      bareDir,
      [
        '-c',
        'gpg.format=ssh',
        '-c',
        `user.signingKey=${signingKeyFile}`,
        'commit-tree',
        '-S',
        tree,
        '-p',
        head,
      ],
      {
        input: Buffer.from(message),
        env: {
          GIT_AUTHOR_NAME: 'nightshift-app[bot]',
          GIT_AUTHOR_EMAIL: 'nightshift-app[bot]@users.noreply.github.com',
          GIT_COMMITTER_NAME: 'GitHub',
          GIT_COMMITTER_EMAIL: 'noreply@github.com',
        },
      },
    );
    const moved = spawnSync('git', ['update-ref', ref, commit, head], {
      env: { ...process.env, GIT_DIR: bareDir },
    });
    if (moved.status !== 0)
      return fail('STALE_DATA', `Expected branch to point to "${head}" but it did not.  Pull and try again.`);
    return {
      data: {
        createCommitOnBranch: answer(request.selection, { oid: commit, message, url: `commit/${commit}` }),
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The payload shaped like the selection: only what was asked for. */
function answer(selection: Selection[], commit: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of selection) {
    if (s.name === 'commit') out.commit = Object.fromEntries(s.children.map((c) => [c.name, commit[c.name]]));
    else out[s.name] = null;
  }
  return out;
}
