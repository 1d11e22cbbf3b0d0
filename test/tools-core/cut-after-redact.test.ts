import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Redactor } from '../../src/audit/redact.ts';
import { codebaseSearchTool } from '../../src/tools/codebase-search.ts';
import { listCodeDefinitionNamesTool } from '../../src/tools/list-code-definition-names.ts';
import { testBed, type TestBed } from './context.ts';

/**
 * Tools that cut long lines of file content mask secrets first: a cut through a secret would
 * leave a part no later redaction recognises (list_code_definition_names and codebase_search
 * cut each line at 200 characters).
 */
const SECRET = 'ghp_Zq9xT4kLm2Pw7Rv5Nb8Yc3Hd6Fg1Js0Ua4Ek';
let bed: TestBed;
beforeEach(() => {
  const redactor = new Redactor();
  redactor.addSecret(SECRET);
  bed = testBed({ redact: (text) => redactor.redact(text) });
});
afterEach(() => bed.cleanup());

/** Every start of the secret around the 200-character cut, so some cut falls inside it. */
const sources = Array.from({ length: 50 }, (_, i) => {
  const pad = 'x'.repeat(160 + i);
  return `export function zanzibar${i}(a = "${pad}${SECRET}") {\n  return a;\n}\n`;
});

describe('cut after redaction', () => {
  it('list_code_definition_names shows no part of a secret on a cut definition line', async () => {
    bed.write(Object.fromEntries(sources.map((s, i) => [`src/f${i}.ts`, s])));
    const r = await listCodeDefinitionNamesTool.execute({ path: 'src' }, bed.ctx);
    expect(r.output).toContain('zanzibar49');
    expect(r.output).not.toMatch(/ghp_|Zq9x|Ua4Ek|4Ek\b/);
  });

  it('codebase_search shows no part of a secret on a cut snippet line', async () => {
    bed.write(Object.fromEntries(sources.map((s, i) => [`src/f${i}.ts`, s])));
    const r = await codebaseSearchTool.execute({ query: 'zanzibar' }, bed.ctx);
    expect(r.output).toContain('zanzibar');
    expect(r.output).not.toMatch(/ghp_|Zq9x|Ua4Ek/);
  });
});
