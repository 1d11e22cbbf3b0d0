import type { TextEncoding } from './encoding.ts';

/**
 * A text file as LF text, with what must survive an edit: the encoding, the line ending, the
 * final newline and a byte-order mark. Edits work on `text`; `serializeDoc` writes the original
 * conventions back (the caller encodes the string with `encoding`).
 */
export interface TextDoc {
  /** Content with LF line endings, without the BOM and without the final newline. */
  text: string;
  eol: '\n' | '\r\n';
  finalNewline: boolean;
  bom: boolean;
  encoding: TextEncoding;
}

/** Parses file content, keeping the line-ending convention of the majority of its lines. */
export function parseDoc(raw: string, encoding: TextEncoding = 'utf-8'): TextDoc {
  const bom = raw.charCodeAt(0) === 0xfeff;
  let text = bom ? raw.slice(1) : raw;
  const crlf = countOf(text, '\r\n');
  const eol = crlf > 0 && crlf * 2 >= countOf(text, '\n') ? '\r\n' : '\n';
  // A mostly-LF file keeps its stray CRLF lines untouched (loose matching ignores the \r);
  // a mostly-CRLF file is written back with CRLF throughout.
  if (eol === '\r\n') text = text.replaceAll('\r\n', '\n');
  const finalNewline = text.endsWith('\n');
  return { text: finalNewline ? text.slice(0, -1) : text, eol, finalNewline, bom, encoding };
}

export function serializeDoc(doc: TextDoc): string {
  const body = doc.eol === '\n' ? doc.text : doc.text.replaceAll('\n', doc.eol);
  return (doc.bom ? '\uFEFF' : '') + body + (doc.finalNewline ? doc.eol : '');
}

/** The lines of a doc; an empty file has none (a file holding one newline has one empty line). */
export function linesOf(doc: TextDoc): string[] {
  return doc.text === '' && !doc.finalNewline ? [] : doc.text.split('\n');
}

/** The doc with its content replaced by `lines`; a file left with no lines gets no final newline. */
export function withLines(doc: TextDoc, lines: readonly string[], finalNewline = doc.finalNewline): TextDoc {
  return { ...doc, text: lines.join('\n'), finalNewline: lines.length > 0 && finalNewline };
}

/** Text given by the model, with CRLF turned into LF so it compares with `TextDoc` text. */
export function toLf(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** Lines of a model-given block; a single trailing newline ends the last line, it adds none. */
export function blockLines(text: string): string[] {
  const lf = toLf(text);
  if (lf === '') return [];
  return (lf.endsWith('\n') ? lf.slice(0, -1) : lf).split('\n');
}

function countOf(text: string, needle: string): number {
  let n = 0;
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) n++;
  return n;
}
