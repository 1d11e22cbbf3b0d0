/** One `[section "subsection"]` of a git config file and its entries, as git reads them. */
interface Section {
  /** The section name as written (`http`, or the legacy `branch.main`, which git lowercases). */
  name: string;
  subsection?: string;
  /** `value: null` is a key with no `=` (boolean true), not an empty string. */
  entries: { key: string; value: string | null }[];
}

/**
 * A git config file as commands in the sandbox see it: without the credentials actions/checkout
 * and others persist there (`http.<url>.extraheader` with the job's token, `[credential]` helpers,
 * `core.askPass`, a token in a URL or under a key that names one). git status, diff and log need
 * none of them; a command that could read them could push, or send the token anywhere the network
 * allows.
 *
 * The file is parsed the way git parses it (entries on a section's line, values continued with
 * `\`, quotes, escapes, comments) and written back from what was parsed, so no spelling git
 * accepts can carry a dropped value through. What follows a line git would refuse is left out.
 */
export function sanitizeGitConfig(text: string): string {
  const out: string[] = [];
  for (const section of parseGitConfig(text)) {
    if (section.name.toLowerCase().split('.')[0] === 'credential') continue;
    const sub = section.subsection === undefined ? '' : ` "${escape(stripUserinfo(section.subsection))}"`;
    out.push(`[${section.name}${sub}]`);
    for (const { key, value } of section.entries) {
      if (CREDENTIAL_KEY.test(key)) continue;
      out.push(value === null ? `\t${key}` : `\t${key} = ${quote(stripUserinfo(value))}`);
    }
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

/** The files a config includes (`include.path`, `includeIf.<condition>.path`), as written. */
export function gitConfigIncludes(text: string): string[] {
  return parseGitConfig(text).flatMap((s) =>
    /^include(if)?$/i.test(s.name)
      ? s.entries.flatMap((e) => (e.key.toLowerCase() === 'path' && e.value ? [e.value] : []))
      : [],
  );
}

/** The `path` of each `[submodule]` in a `.gitmodules` file. */
export function submodulePaths(text: string): string[] {
  return parseGitConfig(text).flatMap((s) =>
    s.name.toLowerCase() === 'submodule'
      ? s.entries.flatMap((e) => (e.key.toLowerCase() === 'path' && e.value ? [e.value] : []))
      : [],
  );
}

/** Keys whose value is a credential or runs a program that hands one out. */
const CREDENTIAL_KEY = /^(extraheader|helper|askpass|cookiefile)$|token|pass|secret/i;

/** https://user:token@host/ → https://host/ (userinfo runs to the last `@` before the path). */
function stripUserinfo(s: string): string {
  return s.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s?#]*@/gi, '$1');
}

function escape(s: string): string {
  return s.replace(/[\\"\n\t\b]/g, (c) => ({ '\n': '\\n', '\t': '\\t', '\b': '\\b' })[c] ?? `\\${c}`);
}

function quote(value: string): string {
  return value === '' || /^\s|\s$|["\\#;\n\t\b\r]/.test(value) ? `"${escape(value)}"` : value;
}

const SPACE = new Set([' ', '\t', '\r', '\v', '\f']);

/** git's config grammar (config.c): sections, entries, values; stops at the first error. */
function parseGitConfig(text: string): Section[] {
  const src = text.replace(/\r\n/g, '\n');
  const sections: Section[] = [];
  let i = 0;
  let comment = false;
  while (i < src.length) {
    const c = src[i++]!;
    if (c === '\n') {
      comment = false;
      continue;
    }
    if (comment || SPACE.has(c)) continue;
    if (c === '#' || c === ';') {
      comment = true;
      continue;
    }
    if (c === '[') {
      const header = /^([A-Za-z0-9.-]*)(?:[ \t\r\n\v\f]+"((?:[^"\\\n]|\\[^\n])*)")?\]/.exec(src.slice(i));
      if (!header) return sections;
      const subsection = header[2]?.replace(/\\(.)/g, '$1');
      const name = subsection === undefined ? header[1]!.toLowerCase() : header[1]!;
      sections.push({ name, ...(subsection === undefined ? {} : { subsection }), entries: [] });
      i += header[0].length;
      continue;
    }
    const key = /^[A-Za-z][A-Za-z0-9-]*/.exec(src.slice(i - 1));
    const section = sections.at(-1);
    if (!key || !section) return sections;
    i += key[0].length - 1;
    while (src[i] === ' ' || src[i] === '\t') i++;
    if (i >= src.length || src[i] === '\n') {
      section.entries.push({ key: key[0], value: null });
      continue;
    }
    if (src[i] !== '=') return sections;
    const parsed = parseValue(src, i + 1);
    if (!parsed) return sections;
    section.entries.push({ key: key[0], value: parsed.value });
    i = parsed.end;
  }
  return sections;
}

/** A value from `start` to its end of line (continuations, quotes, escapes, a trailing comment). */
function parseValue(src: string, start: number): { value: string; end: number } | undefined {
  let value = '';
  let pendingSpace = 0;
  let quoted = false;
  let comment = false;
  let i = start;
  for (; i < src.length; i++) {
    const c = src[i]!;
    if (c === '\n') {
      if (quoted) return undefined;
      break;
    }
    if (comment) continue;
    if (!quoted && SPACE.has(c)) {
      if (value.length) pendingSpace++;
      continue;
    }
    if (!quoted && (c === '#' || c === ';')) {
      comment = true;
      continue;
    }
    value += ' '.repeat(pendingSpace);
    pendingSpace = 0;
    if (c === '\\') {
      const next = src[++i];
      if (next === '\n') continue;
      const escaped = { t: '\t', b: '\b', n: '\n', '\\': '\\', '"': '"' }[next ?? ''];
      if (escaped === undefined) return undefined;
      value += escaped;
    } else if (c === '"') quoted = !quoted;
    else value += c;
  }
  return { value, end: i };
}
