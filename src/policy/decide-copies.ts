import { lstatSync, readdirSync, readlinkSync, statSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { globRegExp } from './match-glob.ts';
import { PROGRAMS } from './shell/programs.ts';
import type { Copy, ShellAnalysis } from './shell/types.ts';
import type { ResolvedPath } from './types.ts';

/** Entries under copied sources listed at most, before the command is refused instead. */
const MAX_ENTRIES = 200_000;
/** A copy of what an earlier copy put there, followed this many times at most. */
const MAX_CHAIN = 4;

/** A path the copies make, as given (relative to the command's directory), and the copy that makes it. */
export interface Landed {
  path: string;
  copy: Copy;
}

export interface Landings {
  /** Files and directories the copies make under their destinations: edits. */
  edits: Landed[];
  /**
   * Where the symbolic links they carry lead from their new place (mv, cp -P of a relative link):
   * a read and an edit of everything there, as for a link made with `ln -s`.
   */
  linkTargets: Landed[];
  problems: string[];
  /**
   * Destinations of a tree the command makes itself (FROM is not there when it is decided) while
   * it also runs a program whose writes the analysis cannot see (`npm run build && cp -r dist/.
   * .github`): anything could land under them.
   */
  unknown: (Landed & { by: string })[];
}

/**
 * What cp -r, mv, cp -P and hard links put at their destinations, beyond the destination's own
 * name: the source's tree, entry by entry (`cp -r evil/. .` makes `.github/workflows/x.yml` when
 * evil holds `.github/workflows/x.yml`), and its symbolic links, whose relative text leads from
 * the new place (`mv d/e/l d/l`, with `l -> ../x`, makes a link to `x` where there was one to
 * `d/x`). The source is what is on disk when the command is decided, plus what the command
 * itself writes or links under it (`mkdir -p t/.circleci && ... && mv t/.circleci .`), plus what
 * an earlier copy in it puts there.
 *
 * `resolve`: the path resolved as the kernel would, or undefined when it cannot be (refused as
 * such elsewhere). `given` joins a path onto the command's directory.
 */
export function copyLandings(
  analysis: Pick<ShellAnalysis, 'copies' | 'links' | 'writes' | 'editTrees'>,
  given: (file: string) => string,
  resolve: (file: string) => ResolvedPath | undefined,
  opaque?: string,
): Landings {
  const out: Landings = { edits: [], linkTargets: [], problems: [], unknown: [] };
  if (analysis.copies.length === 0) return out;
  let seen = 0;
  const relOf = (file: string) => {
    const r = resolve(given(file));
    return r?.inside ? r.rel : undefined;
  };
  /** The link itself, not where it leads: its directory resolved, its own name kept. */
  const ownRel = (file: string) => {
    const base = path.posix.basename(file);
    if (base === '.' || base === '..' || base === '' || file.endsWith('/')) return relOf(file);
    const dir = relOf(path.posix.dirname(file));
    return dir === undefined ? undefined : dir === '.' ? base : `${dir}/${base}`;
  };
  const written = [...analysis.writes, ...analysis.editTrees].map((w) => ({ w, rel: relOf(w) }));
  const links = analysis.links.map((l) => ({ ...l, rel: ownRel(l.at) }));
  const copies = analysis.copies.map((c) => ({ c, toRel: relOf(c.to) }));

  const land = (
    copy: Copy,
    from: string,
    to: string,
    links_: boolean,
    tree: boolean,
    as: boolean,
    depth: number,
  ) => {
    if (depth > MAX_CHAIN)
      return void out.problems.push(
        `copies of copies more than ${MAX_CHAIN} deep (${from} to ${to}): what lands where cannot be followed; copy in separate commands`,
      );
    /** FROM/SUFFIX lands at TO/mapped: a glob's entry lands as TO itself without its own name. */
    const mapped = (suffix: string): string | undefined => {
      if (!as) return suffix;
      const rest = suffix.split('/').slice(1).join('/');
      return rest === '' ? undefined : rest;
    };
    // A glob's matches: the entries of FROM whose name its pattern matches (no dot files unless
    // it starts with a dot, as bash's globs).
    const re = copy.pattern === undefined || depth > 0 ? undefined : globRegExp(copy.pattern, { dot: false });
    const matches = (suffix: string) => re === undefined || re.test(suffix.split('/')[0] ?? '');
    const at = (suffix: string) => {
      const m = mapped(suffix);
      return m === undefined ? to : `${to.replace(/\/+$/, '')}/${m}`;
    };
    const relink = (text: string, place: string) => {
      // A link lands inside a destination given with a trailing slash (it must be a directory).
      const dir = place.endsWith('/') ? place.replace(/\/+$/, '') || '/' : path.posix.dirname(place);
      out.linkTargets.push({ path: text.startsWith('/') ? text : `${dir}/${text}`, copy });
    };
    /** A link on disk, by its text; one gone since it was listed leads nowhere. */
    const relinkAt = (abs: string, place: string) => {
      try {
        relink(readlinkSync(abs), place);
      } catch {
        // not a link any more
      }
    };
    const fromRel = relOf(from);
    const fromOwn = ownRel(from);
    // On disk now.
    const resolved = resolve(given(from));
    const own = topPath(resolve, given, from);
    const there =
      lstatOf(own) !== undefined || (resolved !== undefined && lstatOf(resolved.abs) !== undefined);
    if (!there && opaque !== undefined && (tree || links_)) out.unknown.push({ path: to, copy, by: opaque });
    if (resolved?.inside) {
      const link = own !== undefined && lstatOf(own)?.isSymbolicLink() === true;
      if (link && links_ && !as) relinkAt(own, to);
      // A link to a directory given with a trailing slash, or followed (cp -rL), is its tree.
      if (tree && isDirectory(resolved.abs) && !(link && links_ && !from.endsWith('/'))) {
        const stack = [{ abs: resolved.abs, suffix: '' }];
        const listed = new Set<string>();
        while (stack.length > 0) {
          const dir = stack.pop()!;
          if (listed.has(dir.abs)) continue;
          listed.add(dir.abs);
          let entries: Dirent[];
          try {
            entries = readdirSync(dir.abs, { withFileTypes: true });
          } catch {
            continue;
          }
          for (const entry of entries) {
            if (++seen > MAX_ENTRIES)
              return void out.problems.push(
                `more than ${MAX_ENTRIES} entries under the sources of cp or mv to check; copy a smaller directory`,
              );
            if (dir.suffix === '' && !matches(entry.name)) continue;
            const suffix = dir.suffix === '' ? entry.name : `${dir.suffix}/${entry.name}`;
            const abs = path.join(dir.abs, entry.name);
            out.edits.push({ path: at(suffix), copy });
            if (entry.isSymbolicLink()) {
              if (links_) relinkAt(abs, at(suffix));
              else if (isDirectory(abs)) stack.push({ abs, suffix });
            } else if (entry.isDirectory()) stack.push({ abs, suffix });
          }
        }
      }
    }
    // What the command writes, links or copies under FROM itself.
    const below = (rel: string | undefined): string | undefined => {
      for (const base of [fromRel, fromOwn]) {
        if (base === undefined || rel === undefined) continue;
        if (base === '.') return rel === '.' ? '' : rel;
        if (rel === base) return '';
        if (rel.startsWith(`${base}/`)) return rel.slice(base.length + 1);
      }
      return undefined;
    };
    for (const { rel } of written) {
      const suffix = below(rel);
      if (suffix && matches(suffix)) out.edits.push({ path: at(suffix), copy });
    }
    if (links_)
      for (const link of links) {
        const suffix = below(link.rel);
        if (suffix !== undefined && (suffix !== '' || !as) && (suffix === '' || matches(suffix)))
          relink(link.text, suffix === '' ? to : at(suffix));
      }
    for (const other of copies) {
      if (other.c === copy || other.toRel === undefined) continue;
      const inside = below(other.toRel);
      if (inside !== undefined && inside !== '') {
        if (other.c.as)
          return void out.problems.push(
            `${other.c.from} copied by a glob, then copied again: what lands where cannot be followed; copy in separate commands`,
          );
        land(copy, other.c.from, at(inside), links_ && other.c.links, other.c.tree, false, depth + 1);
        continue;
      }
      // An earlier copy's destination holds FROM: what it put there lands too.
      const base = fromRel ?? fromOwn;
      if (base === undefined) continue;
      const above =
        other.toRel === '.'
          ? base
          : base === other.toRel
            ? ''
            : base.startsWith(`${other.toRel}/`)
              ? base.slice(other.toRel.length + 1)
              : undefined;
      if (above === undefined) continue;
      if (other.c.as)
        return void out.problems.push(
          `${other.c.from} copied by a glob, then copied again: what lands where cannot be followed; copy in separate commands`,
        );
      const source = above === '' ? other.c.from : `${other.c.from.replace(/\/+$/, '')}/${above}`;
      land(copy, source, to, links_ && other.c.links, tree && other.c.tree, as, depth + 1);
    }
  };
  for (const { c } of copies) land(c, c.from, c.to, c.links, c.tree, c.as === true, 0);
  return out;
}

function isDirectory(abs: string): boolean {
  try {
    return statSync(abs).isDirectory();
  } catch {
    return false;
  }
}

/** The absolute path of FROM's own entry: its directory resolved, its name kept (a link not followed). */
function topPath(
  resolve: (file: string) => ResolvedPath | undefined,
  given: (file: string) => string,
  from: string,
): string | undefined {
  const base = path.posix.basename(from);
  if (base === '.' || base === '..' || base === '') return undefined;
  const dir = resolve(given(path.posix.dirname(from)));
  return dir ? path.join(dir.abs, base) : undefined;
}

function lstatOf(abs: string | undefined) {
  if (abs === undefined) return undefined;
  try {
    return lstatSync(abs);
  } catch {
    return undefined;
  }
}

/** Builtins and programs that write nothing but what the analysis lists (redirections, operands). */
const TRANSPARENT = new Set(
  [
    'echo printf true false test [ pwd cd pushd popd : export set unset read local declare typeset',
    'readonly shift exit return wait sleep basename dirname realpath readlink seq date env',
  ].flatMap((line) => line.split(' ')),
);
/** git's subcommands the analyzer models: they write nothing in the work tree. */
const GIT_READERS = new Set(['diff', 'log', 'show', 'blame', 'status', 'ls-files', 'rev-parse']);

/**
 * Whether every file the command writes is one the analysis lists: the programs modelled by
 * their options and operands, and builtins. A test runner, a build or an unmodelled git
 * subcommand (checkout, clone) writes what the analysis cannot see.
 */
export function seesAllWrites(argv: readonly string[]): boolean {
  const name = path.posix.basename(argv[0] ?? '');
  if (TRANSPARENT.has(name) || Object.hasOwn(PROGRAMS, name)) return true;
  if (name === 'find' || name === 'dd' || name === 'tar' || name === 'zip' || name === 'unzip') return true;
  return name === 'git' && argv.slice(1).some((word) => GIT_READERS.has(word));
}
