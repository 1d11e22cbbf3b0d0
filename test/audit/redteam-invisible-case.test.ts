import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RedactStream } from '../../src/audit/redact-stream.ts';
import { Redactor } from '../../src/audit/redact.ts';

/**
 * A secret split by what a reader does not see (zero-width and other format characters, a
 * terminal's colour escapes), or with its letters' case changed: each reads, or is used, as the
 * whole value. The outputs come from real programs where one exists (printf, grep, tr, python3).
 */
const TOKEN = 'ghs_Inv1sibleSpl1tToken0123456789abcd';
const HEX_KEY = '9f86d081884c7d659a2feaa0c55ad015';
const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DP';

const redactor = () => {
  const r = new Redactor();
  r.addFromEnv({ GITHUB_TOKEN: TOKEN, SIGNING_KEY: HEX_KEY, TOTP_SECRET: TOTP });
  return r;
};

const sh = (script: string, input = '') => execFileSync('sh', ['-c', script], { input, encoding: 'utf8' });
const py = (code: string, input: string) =>
  execFileSync('python3', ['-c', code], { input, encoding: 'utf8' });

/** What a terminal or a browser shows of the text: escapes, NULs and format characters do not show. */
// eslint-disable-next-line no-control-regex -- terminal escapes are the point
const shown = (text: string) => text.replace(/\x1b\[[0-?]*[ -/]*[@-~]/g, '').replace(/[\0\p{Cf}]/gu, '');

const leaks = (text: string) =>
  [TOKEN, HEX_KEY, TOTP].some((s) => shown(text).toLowerCase().includes(s.toLowerCase()));

describe('split by characters a reader does not see', () => {
  const between = (s: string, sep: string) => [...s].join(sep);

  it('zero-width space, joiners, BOM, soft hyphen, bidi marks, tags, variation selectors', () => {
    const r = redactor();
    for (const sep of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u200e',
      '\u202e',
      '\u{e0020}',
      '\ufe0f', // variation selectors and the combining grapheme joiner: not Cf, as invisible
      '\ufe00',
      '\u{e0100}',
      '\u034f',
    ]) {
      const text = `token: ${between(TOKEN, sep)} end`;
      const out = r.redact(text);
      expect(leaks(out), JSON.stringify(sep)).toBe(false);
      expect(out).toBe('token: *** end');
    }
    // Only some of the gaps, and a JSON line as the audit log holds it.
    const some = `${TOKEN.slice(0, 7)}\u200b${TOKEN.slice(7, 20)}\u2060${TOKEN.slice(20)}`;
    expect(r.redact(JSON.stringify({ t: some }))).toBe('{"t":"***"}');
  });

  it('any format character of Unicode, alone in a line with no break or escape', () => {
    const r = redactor();
    const format: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (/\p{Cf}/u.test(ch)) format.push(ch);
    }
    expect(format.length).toBeGreaterThan(150);
    const left = format.filter((ch) => r.redact(`${TOKEN.slice(0, 20)}${ch}${TOKEN.slice(20)}`) !== '***');
    expect(left.map((ch) => ch.codePointAt(0)!.toString(16))).toEqual([]);
  });

  it('UTF-16 read as UTF-8: a NUL beside each character (iconv, PowerShell)', () => {
    const r = redactor();
    for (const to of ['UTF-16LE', 'UTF-16BE', 'UTF-16']) {
      const bytes = execFileSync('iconv', ['-f', 'UTF-8', '-t', to], { input: `key=${TOKEN}\n` });
      const text = bytes.toString('utf8');
      expect(text, to).toContain('\0');
      expect(leaks(r.redact(text)), to).toBe(false);
    }
  });

  it('colour escapes a command prints between its pieces (printf, grep --color=always)', () => {
    const r = redactor();
    const [a, b, c] = [TOKEN.slice(0, 10), TOKEN.slice(10, 25), TOKEN.slice(25)];
    const printed = sh(`printf '%s\\033[0m%s\\033[1;31;48;5;196m%s\\033[m\\n' '${a}' '${b}' '${c}'`);
    expect(printed).toContain('\x1b[');
    // grep colours each match: every piece of the token in its own escape pair.
    const grepped = sh(`grep --color=always -E '[0-9]+' `, `${TOKEN}\n`);
    // eslint-disable-next-line no-control-regex -- terminal escapes are the point
    expect(grepped.match(/\x1b\[/g)?.length).toBeGreaterThan(4);
    for (const text of [printed, grepped]) {
      const out = r.redact(text);
      expect(leaks(out), JSON.stringify(text)).toBe(false);
      // What follows the match (grep's closing escape) is left: it is no part of the token.
      expect(shown(out)).toBe('***\n');
    }
  });

  it('leaves text without a secret as it is, escapes and format characters included', () => {
    const r = redactor();
    const text = `\x1b[32mok\x1b[0m 5\u200b6 e\u0301 👩\u200d💻\nline two\n\nafter a blank line`;
    expect(r.redact(text)).toBe(text);
  });

  it('keeps the line count when the split also wraps over lines', () => {
    const r = redactor();
    const text = `a\n${TOKEN.slice(0, 12)}\x1b[0m\n${TOKEN.slice(12, 20)}\u200b${TOKEN.slice(20)}\nb`;
    const out = r.redact(text);
    expect(out).toBe('a\n***\n***\nb');
  });
});

describe('the case of the letters changed', () => {
  it('upper, lower and swapped case, as tr and Python write them', () => {
    const r = redactor();
    for (const secret of [TOKEN, HEX_KEY, TOTP]) {
      for (const text of [
        sh(`tr a-z A-Z`, secret),
        sh(`tr A-Z a-z`, secret),
        sh(`tr a-zA-Z A-Za-z`, secret),
        py('import sys; sys.stdout.write(sys.stdin.read().swapcase())', secret),
      ]) {
        expect(r.redact(`k=${text};`), text).toBe('k=***;');
      }
    }
  });

  it('a UUID in upper case, and each of its pieces', () => {
    const uuid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    const r = new Redactor();
    r.addSecret(uuid);
    expect(r.redact(`id=${uuid.toUpperCase()}&x`)).toBe('id=***&x');
    expect(r.redact(`id=${uuid.slice(0, 19).toUpperCase()}${uuid.slice(19)}`)).toBe('id=***');
  });
});

describe('HTML character references', () => {
  const password = `p&ss<w>rd"Q'9/x+z=Lm`;

  it("masks what Python's html.escape and numeric references (decimal, hex in either case) write", () => {
    const r = new Redactor();
    r.addSecret(password);
    const escaped = py('import html, sys; sys.stdout.write(html.escape(sys.stdin.read()))', password);
    expect(escaped).toContain('&#x27;');
    const numeric = (hex: boolean, upper = false) =>
      password.replace(/[^A-Za-z0-9]/g, (c) => {
        const n = c.charCodeAt(0);
        const h = n.toString(16);
        return hex ? `&#${upper ? 'X' : 'x'}${upper ? h.toUpperCase() : h};` : `&#${n};`;
      });
    const named = password.replace(/'/g, '&apos;').replace(/"/g, '&quot;');
    for (const text of [escaped, numeric(false), numeric(true), numeric(true, true), named])
      expect(r.redact(`<td>${text}</td>`), text).toBe('<td>***</td>');
  });
});

describe('RedactStream with escapes cut anywhere', () => {
  it('gives the same result as redacting the whole text, whatever the cut', () => {
    const r = redactor();
    const long = `\x1b[${'1;'.repeat(28)}31m`; // 61 characters: one a terminal still takes
    const text = `start ${TOKEN.slice(0, 9)}${long}${TOKEN.slice(9, 30)}\x1b[0m\u200b${TOKEN.slice(30)} ${TOTP.toLowerCase()} end\n`;
    const whole = r.redact(text);
    expect(whole).toBe('start *** *** end\n');
    for (let cut = 0; cut <= text.length; cut++) {
      const s = new RedactStream(r);
      expect(s.push(text.slice(0, cut)) + s.push(text.slice(cut)) + s.end(), `cut at ${cut}`).toBe(whole);
    }
  });

  it('holds back an escape a piece ends inside, however short the secret', () => {
    // The hold-back is as long as the longest spelling: here shorter than the escape.
    const r = new Redactor();
    r.addSecret('Pw0rd-7x9Q');
    const text = `db Pw0r\x1b[${'0;'.repeat(25)}1md-7x9Q ok`;
    expect(shown(r.redact(text))).toBe('db *** ok');
    for (let cut = 0; cut <= text.length; cut++) {
      const s = new RedactStream(r);
      expect(s.push(text.slice(0, cut)) + s.push(text.slice(cut)) + s.end(), `cut at ${cut}`).toBe(
        r.redact(text),
      );
    }
  });

  it('lets text out that only ends in an escape, once the escape is complete', () => {
    const r = redactor();
    const s = new RedactStream(r);
    const first = s.push(`${'x'.repeat(200)}\x1b[3`);
    expect(first.length).toBeLessThan(200);
    const rest = s.push('1mred\x1b[0m') + s.end();
    expect(first + rest).toBe(`${'x'.repeat(200)}\x1b[31mred\x1b[0m`);
  });
});
