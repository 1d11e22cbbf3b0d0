import { lineText, scanLines } from './lines.ts';

export interface PageOptions {
  /** 1-based first line. */
  offset: number;
  limit: number;
  /** Budget for the text of the lines returned, so a page of long lines stays small. */
  maxBytes: number;
  maxLineChars: number;
  /** Keep counting lines after the page is full when the file is this small, to report a total. */
  countTotalBelowBytes: number;
  fileBytes: number;
  /** Sniff the start for a NUL byte and refuse (files); command logs are paged whatever they hold. */
  refuseBinary: boolean;
}

export type Page =
  | { binaryAt: number }
  | {
      lines: { n: number; text: string }[];
      /** First line not shown, when the page stopped before the end of the file. */
      next: number | undefined;
      /** Lines in the file, when known (the whole file was scanned). */
      total: number | undefined;
    };

/** One page of a text file's lines, read by streaming from the start of the file. */
export function pageLines(file: string, o: PageOptions): Page {
  const lines: { n: number; text: string }[] = [];
  let bytes = 0;
  let next: number | undefined;
  const countOn = o.fileBytes <= o.countTotalBelowBytes;
  const scan = scanLines(
    file,
    (line, n) => {
      if (n < o.offset) return true;
      if (next !== undefined) return countOn;
      const text = lineText(line, o.maxLineChars);
      const size = Buffer.byteLength(text) + 8;
      if (lines.length >= o.limit || (lines.length > 0 && bytes + size > o.maxBytes)) {
        next = n;
        return countOn;
      }
      bytes += size;
      lines.push({ n, text });
      return true;
    },
    { refuseBinary: o.refuseBinary },
  );
  if ('binaryAt' in scan) return scan;
  return { lines, next, total: scan.stopped ? undefined : scan.lines };
}
