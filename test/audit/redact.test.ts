import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAuditLog } from '../../src/audit/read.ts';
import { Redactor } from '../../src/audit/redact.ts';
import { verifyAuditLog } from '../../src/audit/verify.ts';
import { AuditWriter } from '../../src/audit/writer.ts';
import { tempLog } from './sample-run.ts';

const TOKEN = 'tok_9f8e7d6c5b4a+/secret?&=';
const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('Redactor', () => {
  it('redacts values of secret-looking variables only, and ignores values under 6 characters', () => {
    const r = new Redactor();
    r.addFromEnv({ MY_API_TOKEN: TOKEN, DB_PASSWORD: 'hunter', HOME: '/home/runner', SHORT_TOKEN: 'abc' });
    expect(r.size).toBe(2);
    expect(r.redact(`t=${TOKEN} p=hunter home=/home/runner abc`)).toBe('t=*** p=*** home=/home/runner abc');
  });

  it('masks the longest value first', () => {
    const r = new Redactor();
    r.addSecret('abcdef');
    r.addSecret('abcdef-and-more');
    expect(r.redact('x abcdef-and-more y abcdef')).toBe('x *** y ***');
  });

  it('masks base64, base64url and URL-encoded forms at any alignment inside longer text', () => {
    const r = new Redactor();
    r.addSecret(TOKEN);
    for (const prefix of ['', 'a', 'ab', 'Authorization: Bearer ']) {
      const raw = `${prefix}${TOKEN}!`;
      for (const encoded of [b64(raw), Buffer.from(raw).toString('base64url'), encodeURIComponent(raw)]) {
        const out = r.redact(`curl -d ${encoded}`);
        expect(out).toContain('***');
        expect(out).not.toContain(encoded);
      }
    }
  });

  it('masks a secret with quotes or backslashes inside JSON text', () => {
    const r = new Redactor();
    r.addSecret('pa"ss\\word');
    expect(r.redact(JSON.stringify({ password: 'pa"ss\\word' }))).toBe('{"password":"***"}');
  });

  it('registers each line of a multi-line secret and the trimmed value', () => {
    const r = new Redactor();
    r.addSecret('-----BEGIN KEY-----\nMIIEvQIBADANBgkqhkiG\nAAECggEBAK\n-----END KEY-----\n');
    expect(r.redact('line MIIEvQIBADANBgkqhkiG\r\n')).toBe('line ***\r\n');
  });

  it('redacts JSON values deeply, keys included, without touching numbers', () => {
    const r = new Redactor();
    r.addSecret(TOKEN);
    const when = new Date(0);
    expect(r.redactDeep({ a: [TOKEN, 1, null, { [TOKEN]: `x${TOKEN}` }], when, n: 123456 })).toEqual({
      a: ['***', 1, null, { '***': 'x***' }],
      when: when.toISOString(),
      n: 123456,
    });
  });

  it('keeps a __proto__ key from model-written JSON as a plain key', () => {
    const r = new Redactor();
    r.addSecret(TOKEN);
    const args = JSON.parse(`{"__proto__": {"x": "${TOKEN}"}}`) as unknown;
    expect(JSON.stringify(r.redactDeep(args))).toBe('{"__proto__":{"x":"***"}}');
  });

  it('returns text untouched when nothing is registered', () => {
    const value = { a: 'b' };
    expect(new Redactor().redactDeep(value)).toBe(value);
  });
});

describe('a planted secret in the environment', () => {
  it('never reaches the audit file, raw or encoded, and the log still verifies', () => {
    const r = new Redactor();
    r.addFromEnv({ MY_API_TOKEN: TOKEN });
    const file = tempLog();
    const w = AuditWriter.open(file, { runId: 'r', redactor: r });
    w.emit('tool.call', {
      call_id: 'c',
      turn: 1,
      name: 'execute_command',
      args: { command: `echo ${TOKEN}` },
    });
    w.emit('tool.decision', {
      call_id: 'c',
      decision: 'allow',
      resolved: 'allow',
      rule: 'default',
      reason: 'ok',
    });
    w.emit('tool.result', {
      call_id: 'c',
      ok: true,
      duration_ms: 1,
      output_bytes: 99,
      // A quote and a newline in the text: redaction happens before JSON escaping.
      output: `"${TOKEN}"\n${b64(TOKEN)}\n${b64(`x${TOKEN}`)}\n${encodeURIComponent(TOKEN)}`,
    });
    w.close();
    const content = readFileSync(file, 'utf8');
    for (const form of [TOKEN, b64(TOKEN), encodeURIComponent(TOKEN), JSON.stringify(TOKEN).slice(1, -1)]) {
      expect(content).not.toContain(form);
    }
    expect(content).toContain('echo ***');
    expect(verifyAuditLog(file).ok).toBe(true);
    expect(readAuditLog(file)[2]).toMatchObject({ output: expect.stringMatching(/^"\*\*\*"\n/) as string });
  });
});
