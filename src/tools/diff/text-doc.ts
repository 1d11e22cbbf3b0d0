import { diffArrays } from 'diff';
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
  /**
   * Set when the file mixes CRLF and LF: its lines as read and the ending each had, so lines an
   * edit did not touch are written back with their own ending (`eol`, the majority, is for new ones).
   */
  mixed?: { lines: string[]; ends: string[] };
}

/** Parses file content, keeping the line-ending convention of the majority of its lines. */
export function parseDoc(raw: string, encoding: TextEncoding = 'utf-8'): TextDoc {
  const bom = raw.charCodeAt(0) === 0xfeff;
  const body = bom ? raw.slice(1) : raw;
  const crlf = countOf(body, '\r\n');
  const lf = countOf(body, '\n');
  const eol = crlf > 0 && crlf * 2 >= lf ? '\r\n' : '\n';
  let text = crlf > 0 ? body.replaceAll('\r\n', '\n') : body;
  const finalNewline = text.endsWith('\n');
  if (finalNewline) text = text.slice(0, -1);
  const doc: TextDoc = { text, eol, finalNewline, bom, encoding };
  if (crlf > 0 && crlf < lf) {
    const lines = text.split('\n');
    // The last line of a file without a final newline had no ending: it gets `eol` if it needs one.
    const ends = lines.map((_, i) => (i === lines.length - 1 && !finalNewline ? eol : ''));
    body.split('\n', lines.length).forEach((piece, i) => {
      ends[i] ||= piece.endsWith('\r') ? '\r\n' : '\n';
    });
    doc.mixed = { lines, ends };
  }
  return doc;
}

export function serializeDoc(doc: TextDoc): string {
  const prefix = doc.bom ? '\uFEFF' : '';
  if (!doc.mixed) {
    const body = doc.eol === '\n' ? doc.text : doc.text.replaceAll('\n', doc.eol);
    return prefix + body + (doc.finalNewline ? doc.eol : '');
  }
  const lines = linesOf(doc);
  const ends = endsOf(doc.mixed, lines, doc.eol);
  return (
    prefix + lines.map((line, i) => line + (i < lines.length - 1 || doc.finalNewline ? ends[i] : '')).join('')
  );
}

/** The doc's content as LF text with its final newline, as a model reads it. */
export function lfText(doc: TextDoc): string {
  return doc.text + (doc.finalNewline ? '\n' : '');
}

/** Each line's ending: its own where the line is unchanged from the file as read, else `eol`. */
function endsOf(mixed: NonNullable<TextDoc['mixed']>, lines: string[], eol: string): string[] {
  const ends: string[] = [];
  let old = 0;
  for (const part of diffArrays(mixed.lines, lines)) {
    if (part.removed) {
      old += part.count;
      continue;
    }
    for (let k = 0; k < part.count; k++) ends.push(part.added ? eol : (mixed.ends[old + k] ?? eol));
    if (!part.added) old += part.count;
  }
  return ends;
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
