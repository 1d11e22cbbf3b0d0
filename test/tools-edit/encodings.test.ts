import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyDiffTool } from '../../src/tools/apply-diff.ts';
import { applyPatchTool } from '../../src/tools/apply-patch.ts';
import { editTool } from '../../src/tools/edit.ts';
import { insertContentTool } from '../../src/tools/insert-content.ts';
import { readFileTool } from '../../src/tools/read-file.ts';
import { searchAndReplaceTool } from '../../src/tools/search-and-replace.ts';
import type { AnyTool } from '../../src/tools/types.ts';
import { writeToFileTool } from '../../src/tools/write-to-file.ts';
import { call, diff, workspace } from './helpers.ts';

/**
 * Every edit tool on files that are not plain UTF-8: the bytes an edit did not change stay as
 * they were, the new text is written in the file's own encoding (or refused with a message that
 * says why), BOMs and CRLF survive, and no U+FFFD ever appears.
 */
const LINES = ['# Größe', "b = 'café'", 'c = 1'];

/** Reference encoders, independent of the code under test. */
const cp1252 = (s: string) =>
  Buffer.from([...s].map((c) => ({ '€': 0x80, '’': 0x92 })[c] ?? c.codePointAt(0) ?? 0));
const ENCODINGS = [
  { name: 'Windows-1252, LF', eol: '\n', encode: cp1252 },
  {
    name: 'UTF-16LE with BOM, CRLF',
    eol: '\r\n',
    encode: (s: string) => Buffer.from(`\uFEFF${s}`, 'utf16le'),
  },
  {
    name: 'UTF-16BE with BOM, CRLF',
    eol: '\r\n',
    encode: (s: string) => Buffer.from(`\uFEFF${s}`, 'utf16le').swap16(),
  },
  { name: 'UTF-8 with BOM, CRLF', eol: '\r\n', encode: (s: string) => Buffer.from(`\uFEFF${s}`, 'utf8') },
];

/** Each tool changing line 2 to `b = '<word>'`, as a model would call it. */
const EDITS: { tool: AnyTool; args: (word: string) => Record<string, unknown> }[] = [
  { tool: applyDiffTool, args: (w) => ({ path: 'f.txt', diff: diff([LINES[1] ?? '', `b = '${w}'`]) }) },
  { tool: searchAndReplaceTool, args: (w) => ({ path: 'f.txt', search: 'café', replace: w }) },
  { tool: editTool, args: (w) => ({ path: 'f.txt', old_string: 'café', new_string: w }) },
  {
    tool: applyPatchTool,
    args: (w) => ({
      input: [
        '*** Begin Patch',
        '*** Update File: f.txt',
        ` ${LINES[0]}`,
        `-${LINES[1]}`,
        `+b = '${w}'`,
        '*** End Patch',
      ].join('\n'),
    }),
  },
  {
    tool: writeToFileTool,
    args: (w) => ({ path: 'f.txt', content: [LINES[0], `b = '${w}'`, LINES[2], ''].join('\n') }),
  },
];

const lines = (word: string) => [LINES[0], `b = '${word}'`, LINES[2]];

describe.each(ENCODINGS)('edit tools on a $name file', (enc) => {
  const setup = () => {
    const ws = workspace();
    const file = path.join(ws.dir, 'f.txt');
    const original = enc.encode(LINES.join(enc.eol) + enc.eol);
    writeFileSync(file, original);
    return { ws, file, original };
  };

  it.each(EDITS.map((e) => ({ ...e, name: e.tool.name })))(
    '$name keeps the encoding, the BOM and the line endings',
    async (edit) => {
      const { ws, file } = setup();
      const res = await call(edit.tool, ws.dir, edit.args('naïve €'));
      expect(res.ok, res.output).toBe(true);
      const after = readFileSync(file);
      expect(after).toEqual(enc.encode(lines('naïve €').join(enc.eol) + enc.eol));
      expect(after.includes(Buffer.from('\uFFFD'))).toBe(false);
    },
  );

  it("insert_content adds a line in the file's encoding and line ending", async () => {
    const { ws, file } = setup();
    const res = await call(insertContentTool, ws.dir, { path: 'f.txt', line: 2, content: "a = 'Ærø'\n" });
    expect(res.ok, res.output).toBe(true);
    expect(readFileSync(file)).toEqual(
      enc.encode([LINES[0], "a = 'Ærø'", LINES[1], LINES[2]].join(enc.eol) + enc.eol),
    );
  });

  it('read_file shows the text and names the encoding', async () => {
    const { ws } = setup();
    const res = await call(readFileTool, ws.dir, { path: 'f.txt' });
    expect(res.output).toMatch(/^ {3}1 \| # Größe\n {3}2 \| b = 'café'\n {3}3 \| c = 1\n\[Encoding: /);
    expect(res.output).not.toContain('\uFFFD');
    expect(res.output).not.toContain('\uFEFF');
  });
});

describe('text a Windows-1252 file cannot hold', () => {
  it.each(
    [
      ...EDITS,
      { tool: insertContentTool, args: (w: string) => ({ path: 'f.txt', line: 1, content: w }) },
    ].map((e) => ({ ...e, name: e.tool.name })),
  )('$name refuses it and leaves the file as it was', async (edit) => {
    const ws = workspace();
    const file = path.join(ws.dir, 'f.txt');
    const original = cp1252(`${LINES.join('\n')}\n`);
    writeFileSync(file, original);
    const res = await call(edit.tool, ws.dir, edit.args('日本 😀'));
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(
      /Windows-1252, which cannot hold "日" \(U\+65E5\), "本" \(U\+672C\), "😀" \(U\+1F600\)/,
    );
    expect(readFileSync(file)).toEqual(original);
  });
});

describe('files in an encoding the tools do not handle', () => {
  // "中文编码测试" in GBK: a double-byte encoding, neither UTF-8 nor Windows-1252.
  const gbk = Buffer.from([0xd6, 0xd0, 0xce, 0xc4, 0xb1, 0xe0, 0xc2, 0xeb, 0xb2, 0xe2, 0xca, 0xd4, 0x0a]);

  it.each(
    [...EDITS, { tool: insertContentTool, args: (w: string) => ({ path: 'f.txt', line: 1, content: w }) }]
      .map((e) => ({ ...e, name: e.tool.name }))
      .filter((e) => e.name !== 'write_to_file'),
  )('$name refuses a GBK file clearly and changes nothing', async (edit) => {
    const ws = workspace();
    const file = path.join(ws.dir, 'f.txt');
    writeFileSync(file, gbk);
    const res = await call(edit.tool, ws.dir, edit.args('x'));
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(/not valid UTF-8 and does not look like Latin-1\/Windows-1252/);
    expect(readFileSync(file)).toEqual(gbk);
  });

  it('read_file refuses it with the same reason', async () => {
    const ws = workspace();
    writeFileSync(path.join(ws.dir, 'f.txt'), gbk);
    const res = await call(readFileTool, ws.dir, { path: 'f.txt' });
    expect(res).toMatchObject({ ok: false });
    expect(res.output).toMatch(/not valid UTF-8 \(line 1\) and does not look like Latin-1\/Windows-1252/);
  });

  it('a UTF-16 file with an odd byte count is refused, not mangled', async () => {
    const ws = workspace();
    const file = path.join(ws.dir, 'f.txt');
    const odd = Buffer.concat([Buffer.from('\uFEFFab\n', 'utf16le'), Buffer.from([0x41])]);
    writeFileSync(file, odd);
    const res = await call(searchAndReplaceTool, ws.dir, { path: 'f.txt', search: 'a', replace: 'b' });
    expect(res.ok).toBe(false);
    expect(res.output).toMatch(/odd number of bytes/);
    expect(readFileSync(file)).toEqual(odd);
  });
});

describe('UTF-8 files', () => {
  it('an edit of one line leaves every other byte alone, a BOM and CRLF included', async () => {
    const ws = workspace();
    const file = path.join(ws.dir, 'f.txt');
    const before = Buffer.from('\uFEFFone\r\ntwo\r\nthree\r\n', 'utf8');
    writeFileSync(file, before);
    const res = await call(searchAndReplaceTool, ws.dir, { path: 'f.txt', search: 'two', replace: 'zwei' });
    expect(res.ok).toBe(true);
    expect(readFileSync(file)).toEqual(Buffer.from('\uFEFFone\r\nzwei\r\nthree\r\n', 'utf8'));
  });

  it.each(EDITS.filter((e) => e.tool !== writeToFileTool).map((e) => ({ ...e, name: e.tool.name })))(
    '$name on a file mixing CRLF and LF changes only the edited line',
    async (edit) => {
      const ws = workspace();
      const file = path.join(ws.dir, 'f.txt');
      writeFileSync(file, `${LINES[0]}\r\n${LINES[1]}\r\n${LINES[2]}\nlast\r\n`);
      const res = await call(edit.tool, ws.dir, edit.args('thé'));
      expect(res.ok, res.output).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(`${LINES[0]}\r\nb = 'thé'\r\n${LINES[2]}\nlast\r\n`);
    },
  );
});
