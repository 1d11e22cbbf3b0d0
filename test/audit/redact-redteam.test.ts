import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RedactStream } from '../../src/audit/redact-stream.ts';
import { Redactor } from '../../src/audit/redact.ts';

// 40 characters, with the characters encoders treat differently (`/`, `+`, `=`, `-`, `_`).
const SECRET = 'AKx9/Ek/Wi+Oo=Zq-Lm_Np7Rt2Vw4Yb6Cd8Fh0Jk';

const redactor = (...secrets: string[]) => {
  const r = new Redactor();
  for (const s of [SECRET, ...secrets]) r.addSecret(s);
  return r;
};

/** Runs a real encoder on `input`, as a command in a run would. */
const run = (file: string, args: string[], input: string) =>
  execFileSync(file, args, { input, encoding: 'utf8' });

/** What the redacted text still gives away: the secret's bytes, found by decoding it back. */
const leaks = (text: string, decode: (t: string) => string) => decode(text).includes(SECRET.slice(4, 36));

const unhex = (t: string) => Buffer.from(t.replace(/[^0-9a-f]/gi, ''), 'hex').toString('latin1');
const unbase64 = (t: string) => Buffer.from(t.replace(/[^A-Za-z0-9+/_-]/g, ''), 'base64').toString('latin1');

describe('line-wrapped encodings', () => {
  // Whatever precedes the secret shifts where the wraps fall and (base64) its byte alignment.
  const prefixes = ['', 'x', 'xy', 'key=', 'Authorization: Bearer ', 'p'.repeat(59), 'q'.repeat(77)];

  it('masks `xxd -p` output (hex wrapped at 60 columns) wherever the line breaks fall', () => {
    const r = redactor();
    for (const prefix of prefixes) {
      const out = run('xxd', ['-p'], `${prefix}${SECRET}\n`);
      expect(out.split('\n').length, prefix).toBeGreaterThan(2);
      const redacted = r.redact(out);
      expect(redacted, prefix).toContain('***');
      expect(leaks(redacted, unhex), prefix).toBe(false);
      expect(leaks(redacted.toUpperCase(), unhex), prefix).toBe(false);
    }
  });

  it('masks `base64` (76 columns), `openssl base64` (64, PEM) and `base64 -w N` output at any alignment', () => {
    const r = redactor();
    for (const prefix of prefixes) {
      const input = `${prefix}${SECRET}\n`;
      for (const [file, args] of [
        ['base64', []],
        ['openssl', ['base64']],
        ['base64', ['-w', '1']],
        ['base64', ['-w', '7']],
        ['base64', ['-w', '33']],
      ] as const) {
        const out = run(file, [...args], input);
        const redacted = r.redact(out);
        expect(leaks(redacted, unbase64), `${file} ${args.join(' ')} ${prefix}`).toBe(false);
      }
    }
  });

  it('masks MIME base64 with CRLF line ends, base64url wrapped, and upper-case hex wrapped', () => {
    const r = redactor();
    for (const prefix of prefixes) {
      const bytes = Buffer.from(`${prefix}${SECRET}`);
      const wrap = (s: string, width: number, eol: string) =>
        (s.match(new RegExp(`.{1,${width}}`, 'g')) ?? []).join(eol);
      for (const text of [
        wrap(bytes.toString('base64'), 76, '\r\n'),
        wrap(bytes.toString('base64url'), 50, '\n'),
        wrap(bytes.toString('hex').toUpperCase(), 32, '\r\n'),
      ]) {
        const redacted = r.redact(text);
        expect(leaks(redacted, /^[0-9A-F\r\n]+$/.test(text) ? unhex : unbase64), text).toBe(false);
      }
    }
  });

  it('keeps the line count: a match over several lines becomes *** on each of them', () => {
    const r = redactor();
    const out = run('xxd', ['-p'], `${'p'.repeat(20)}${SECRET}`);
    const redacted = r.redact(`before\n${out}after`);
    expect(redacted.split('\n')).toHaveLength(`before\n${out}after`.split('\n').length);
    expect(redacted).toMatch(/\*\*\*\n\*\*\*/);
  });

  it('does not join values across a blank line, or mask ordinary wrapped text', () => {
    const r = redactor();
    const half = SECRET.length / 2;
    expect(r.redact(`${SECRET.slice(0, half)}\n\n${SECRET.slice(half)}`)).toContain(SECRET.slice(0, half));
    const prose = 'Lorem ipsum dolor sit amet,\nconsectetur adipiscing elit.\n';
    expect(r.redact(prose)).toBe(prose);
  });
});

describe('URL encoding, partial and in either case', () => {
  it('masks what Python quote(), quote_plus(), encodeURIComponent and lower-case encoders produce', () => {
    const spaced = 'correct horse/battery+staple';
    const r = redactor(spaced);
    const python = (fn: string, value: string) =>
      run(
        'python3',
        ['-c', `import sys, urllib.parse; sys.stdout.write(urllib.parse.${fn}(sys.stdin.read()))`],
        value,
      );
    const encodings = [
      python('quote', SECRET), // keeps `/`: AKx9/Ek/Wi%2BOo%3DZq-Lm_Np7...
      python('quote_plus', spaced), // `+` for a space
      python('quote', spaced),
      encodeURIComponent(SECRET),
      encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (c) => c.toLowerCase()), // %2f, %2b
      SECRET.replace('/', '%2F').replace('=', '%3d'), // only some characters encoded
    ];
    for (const encoded of encodings) {
      const out = r.redact(`GET /?token=${encoded}&x=1`);
      expect(out, encoded).toBe('GET /?token=***&x=1');
    }
  });

  it('masks JSON escapes mixed in: \\/, and \\uXXXX in either case for non-ASCII characters', () => {
    const secret = 'pässwörd/€-1';
    const r = redactor(secret);
    const python = run(
      'python3',
      ['-c', 'import json, sys; sys.stdout.write(json.dumps(sys.stdin.read()))'],
      secret,
    );
    expect(python).toContain('\\u00e4');
    const upper = python.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => `\\u${hex.toUpperCase()}`);
    for (const text of [python, upper, JSON.stringify(secret).replace('/', '\\/')]) {
      expect(r.redact(`{"password": ${text}}`), text).toBe('{"password": "***"}');
    }
  });
});

describe('\\u escapes of any character but a letter or digit', () => {
  const secret = "p&ss<w>rd/Tok3n+x=Q9zK_Lm-'1";
  const escape = (text: string, chars: RegExp, upper = false) =>
    JSON.stringify(text).replace(chars, (c) => {
      const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${upper ? hex.toUpperCase() : hex}`;
    });

  it("masks what Go's encoding/json (`&`, `<`, `>`), Gson (also `=`, `'`) and escape-all encoders write", () => {
    const r = redactor(secret);
    for (const text of [
      escape(secret, /[&<>]/g), // Go: "p\u0026ss\u003cw\u003erd/…"
      escape(secret, /[&<>=']/g), // Gson's default HTML-safe escaping
      escape(secret, /[^A-Za-z0-9"]/g, true), // every other character, hex in upper case
      escape(SECRET, /[/+=_-]/g),
    ]) {
      expect(r.redact(`{"password":${text}}`), text).toBe('{"password":"***"}');
    }
  });
});

describe('byte escapes of non-ASCII characters', () => {
  const secret = 'pässwörd-Geheim-1234';

  it('masks a name as git quotes it (core.quotePath): its UTF-8 bytes in octal', () => {
    const r = redactor(secret);
    const repo = mkdtempSync(path.join(tmpdir(), 'ns-quoted-'));
    execFileSync('git', ['init', '--quiet', repo]);
    writeFileSync(path.join(repo, `notes-${secret}.txt`), 'x');
    const status = execFileSync('git', ['-c', 'core.quotePath=true', 'status', '--porcelain'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(status).toContain('\\303\\244');
    expect(r.redact(status)).toBe('?? "notes-***.txt"\n');
  });

  it("masks Python's repr of the value's bytes (\\xc3\\xa4), in either case", () => {
    const r = redactor(secret);
    const repr = run('python3', ['-c', 'import sys; print(repr(sys.stdin.read().encode()))'], secret);
    expect(repr).toContain('\\xc3\\xa4');
    for (const text of [repr, repr.replace(/\\x[0-9a-f]{2}/g, (c) => c.toUpperCase().replace('X', 'x'))])
      expect(r.redact(text), text).toBe("b'***'\n");
  });
});

describe('RedactStream with wrapped forms', () => {
  it('gives the same result as redacting the whole text, cut at any point', () => {
    const r = redactor();
    const text = `out: ${run('xxd', ['-p'], `zz${SECRET}`)}and ${run('base64', ['-w', '5'], `y${SECRET}`)}end`;
    const whole = r.redact(text);
    expect(leaks(whole, unhex)).toBe(false);
    for (let cut = 0; cut <= text.length; cut += 3) {
      const s = new RedactStream(r);
      expect(s.push(text.slice(0, cut)) + s.push(text.slice(cut)) + s.end(), `cut at ${cut}`).toBe(whole);
    }
  });

  it('holds back enough for the longest escaped spelling (\\u00XX, octal bytes), cut anywhere', () => {
    const secret = 'pä&ss<wörd>-1234';
    const r = redactor(secret);
    const unicode = secret.replace(
      /[^A-Za-z0-9]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const octal = [...Buffer.from(secret)].map((b) =>
      b < 0x80 ? String.fromCharCode(b) : `\\${b.toString(8)}`,
    );
    const text = `a ${unicode} b "${octal.join('')}" c`;
    const whole = r.redact(text);
    expect(whole).toBe('a *** b "***" c');
    for (let cut = 0; cut <= text.length; cut++) {
      const s = new RedactStream(r);
      expect(s.push(text.slice(0, cut)) + s.push(text.slice(cut)) + s.end(), `cut at ${cut}`).toBe(whole);
    }
  });
});

describe('large secrets', () => {
  it('a 64 KB one-line value (a JSON key file in a variable) is masked whole, raw, hex and base64', () => {
    const secret = JSON.stringify({ private_key: randomBytes(48_000).toString('base64') });
    const r = new Redactor();
    r.addSecret(secret);
    const hex = Buffer.from(secret).toString('hex');
    const b64 = Buffer.from(`x${secret}`).toString('base64');
    const redacted = r.redact(`a ${secret} b ${hex} c ${b64} d`);
    expect(redacted.length).toBeLessThan(10_000);
    for (const form of [secret, hex, b64])
      for (let i = 0; i + 8 <= form.length; i += 997) expect(redacted).not.toContain(form.slice(i, i + 8));
  });

  it('a registered PEM private key is masked whole, wrapped or base64-encoded, without a regex too large to compile', () => {
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const r = new Redactor();
    r.addFromEnv({ DEPLOY_KEY: privateKey, API_TOKEN: SECRET });
    const piece = privateKey.slice(400, 440);
    for (const [text, decode] of [
      [privateKey, (t: string) => t],
      [run('base64', [], privateKey), unbase64],
      [run('xxd', ['-p'], privateKey), unhex],
    ] as const) {
      const redacted = r.redact(`x ${text} y`);
      expect(decode(redacted)).not.toContain(piece);
      expect(redacted.split('\n')).toHaveLength(`x ${text} y`.split('\n').length);
    }
  });
});
