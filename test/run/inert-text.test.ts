import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inertJson, inertText } from '../../src/run/inert-text.ts';
import { runnerCommands } from '../support/runner-commands.ts';

const NAMES = [
  'set-output name=pr-url',
  'stop-commands',
  'add-mask',
  'add-matcher',
  'save-state name=x',
  'error file=a',
  'group',
];
const SPACES = [
  '',
  ' ',
  '\t',
  '\v',
  '\f',
  '\u0085',
  '\u00a0',
  '\u1680',
  '\u2003',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u3000',
  ' \t\u00a0',
];
const BREAKS = ['', '\r', '\r\n', '\n', 'text\r', 'a\n\r'];

/** Every way found to put a workflow command in a line: leading `::` after any white space and line break, `##[` anywhere. */
function hostile(): string[] {
  const out: string[] = [];
  for (const name of NAMES)
    for (const space of SPACES)
      for (const br of BREAKS) {
        out.push(`${br}${space}::${name}::pwned`);
        out.push(`turn 1: "${br}${space}::${name}::pwned"`);
        out.push(
          `x ##[${name}]pwned`,
          `${space}##[${name}]pwned${br}`,
          `###[${name}]pwned`,
          `##[##[${name}]`,
        );
      }
  return out;
}

describe('inertText', () => {
  it('leaves the runner no workflow command in any hostile line', () => {
    const cases = hostile();
    expect(cases.filter((text) => runnerCommands(text).length > 0).length).toBeGreaterThan(2000);
    for (const text of cases) expect(runnerCommands(inertText(text)), JSON.stringify(text)).toEqual([]);
  });

  it('writes control characters as \\xNN, so neither a line break nor a terminal escape gets through', () => {
    expect(inertText('a\rb\x1b[2Jc\x00d\x9be\tf')).toBe('a\\x0db\\x1b[2Jc\\x00d\\x9be\tf');
    expect(inertText('one\ntwo')).toBe('one\ntwo');
  });

  it('changes nothing a reader sees in ordinary text, and is idempotent', () => {
    for (const text of ['a::b', 'C:\\dir', '# heading [x]', 'std::vector', '  read_file a.txt · ok', '']) {
      expect(inertText(text)).toBe(text);
    }
    const unescape = (s: string) =>
      s
        .replaceAll('\u200b', '')
        .replace(/\\x([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    for (const text of hostile()) {
      const once = inertText(text);
      expect(inertText(once)).toBe(once);
      // Only zero-width spaces were added and control characters spelled out: nothing is lost.
      expect(unescape(once)).toBe(text);
    }
  });
});

describe('inertJson', () => {
  it('keeps the value and leaves no command', () => {
    for (const text of hostile()) {
      const value = { text, list: [text, { nested: text }], '##[key]': 1 };
      for (const json of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
        const safe = inertJson(json);
        expect(JSON.parse(safe)).toEqual(value);
        expect(runnerCommands(safe), json).toEqual([]);
      }
    }
  });
});

describe('the writers', () => {
  const SRC = path.resolve(import.meta.dirname, '../../src');
  /** Each place nightshift writes to its own stdout or stderr (or the runner's log), and why it is safe. */
  const WRITERS: Record<string, string> = {
    'cli/main.ts': '--version: the version from package.json, a constant',
    'cli/output.ts': 'printOut / printErr / printJson: inert',
    'cli/print-sync.ts': 'printSync: only --version, a constant (launcher.ts, main.ts)',
    'cli/terminal.ts': 'progress lines: inert before the colour',
    'action/run-action.ts': 'info(): inert',
    'run/signals.ts': 'a fixed message naming a signal',
  };
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? sources(path.join(dir, e.name))
        : e.name.endsWith('.ts')
          ? [path.join(dir, e.name)]
          : [],
    );

  it('are only these: every other module prints through them', () => {
    const writes = /process\.std(out|err)\.write\(|\bcore\.(info|debug)\(|\bconsole\.\w+\(/;
    const writers = sources(SRC)
      .filter((file) => writes.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(writers.sort()).toEqual(Object.keys(WRITERS).sort());
  });

  it('printSync, which writes past the inert output, prints the version only', () => {
    const calls = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bprintSync\((.*)\);/g)].map((m) => m[1]),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const arg of calls) expect(arg).toMatch(/^`\$\{(NIGHTSHIFT_VERSION|await version\(\))\}\\n`$/);
  });
});
