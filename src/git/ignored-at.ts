import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { splitNul } from './path-bytes.ts';
import { locateRepo, openRepo } from './repo.ts';
import { withScratchIndex } from './changes.ts';

/** Paths per git process: well under any command line's limit. */
const CHUNK = 500;
const NUL = Buffer.from([0]);

/**
 * For each of `paths` (workspace-relative, not in `commit`; the bytes of a name that is not UTF-8),
 * whether git would ignore it under the ignore rules
 * `commit` holds: its `.gitignore` files, with `.git/info/exclude` and the user's global excludes
 * as they are now. What a run changed in the working tree's `.gitignore` files since plays no
 * part: a resumed run asks this of what it would take over, since a run that un-ignored the
 * user's ignored files made them look like its own additions.
 *
 * The commit's `.gitignore` files are checked out (no filters: see openRepo) into a scratch
 * directory, which git then takes for the work tree to match against; `--no-index`, since none of
 * the paths is tracked there.
 */
export async function ignoredAt(
  workspace: string,
  commit: string,
  paths: (string | Buffer)[],
): Promise<boolean[]> {
  const location = locateRepo(workspace);
  if (location === null || paths.length === 0) return paths.map(() => false);
  const pathBytes = (p: string | Buffer) => (typeof p === 'string' ? Buffer.from(p) : p);
  const top = location.workTree;
  const rel = path.relative(top, realpathSync(workspace)).split(path.sep).join('/');
  // Bytes: git answers with the names' bytes, and `äpp/` is 5 of them in 4 characters.
  const prefix = Buffer.from(rel === '' ? '' : `${rel}/`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'ns-ignore-'));
  try {
    const git = openRepo(workspace);
    const listed = splitNul(
      await git.bytes(['-C', top, 'ls-tree', '-r', '-z', '--full-tree', '--name-only', commit]),
    ).map((name) => name.toString('utf8'));
    // A name that is not UTF-8 cannot be named on a command line; such a .gitignore is left out.
    const ignoreFiles = listed.filter(
      (name) => (name === '.gitignore' || name.endsWith('/.gitignore')) && !name.includes('\uFFFD'),
    );
    if (ignoreFiles.length > 0)
      await withScratchIndex(workspace, commit, async (indexed) => {
        for (let i = 0; i < ignoreFiles.length; i += CHUNK)
          await indexed.raw([
            '-C',
            top,
            'checkout-index',
            '--force',
            `--prefix=${scratch}${path.sep}`,
            '--',
            ...ignoreFiles.slice(i, i + CHUNK),
          ]);
      });
    // Exit 1 (none ignored) with nothing on stderr is no error to the client.
    const out = await git.bytes(
      ['-C', scratch, `--work-tree=${scratch}`, 'check-ignore', '--no-index', '--stdin', '-z'],
      Buffer.concat(paths.flatMap((p) => [prefix, pathBytes(p), NUL])),
    );
    const ignored = new Set(splitNul(out).map((name) => name.subarray(prefix.length).toString('latin1')));
    return paths.map((p) => ignored.has(pathBytes(p).toString('latin1')));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
