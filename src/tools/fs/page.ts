import { cutLine, lineText, scanLines } from './lines.ts';

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
  /** Bytes of line `n` to text (default: UTF-8). */
  decode?: (line: Buffer, n: number) => string;
  /** `file` is the real path a policy decision was made on: see scanLines. */
  decided?: boolean;
}

/** Enough bytes for any line of `maxChars` characters; longer lines are not held whole. */
export const lineBudget = (maxChars: number): number => Math.max(64 * 1024, maxChars * 4);

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
  const page = pager(o);
  const decode = o.decode;
  const scan = scanLines(
    file,
    (line, n, lineBytes) =>
      page.visit(n, () =>
        lineText(line, o.maxLineChars, lineBytes, decode ? (b: Buffer) => decode(b, n) : undefined),
      ),
    { refuseBinary: o.refuseBinary, maxLineBytes: lineBudget(o.maxLineChars), decided: o.decided ?? false },
  );
  if ('binaryAt' in scan) return scan;
  return page.result(scan.stopped ? undefined : scan.lines);
}

/** One page of text already decoded (a UTF-16 file), with the same limits; the total is known. */
export function pageText(text: string, o: Omit<PageOptions, 'refuseBinary' | 'decode'>): Page {
  const page = pager(o);
  const all = text === '' ? [] : (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
  for (const [i, line] of all.entries()) {
    const shown = () => cutLine(line.endsWith('\r') ? line.slice(0, -1) : line, o.maxLineChars);
    if (!page.visit(i + 1, shown)) break;
  }
  return page.result(all.length);
}

/** Collects the lines of a page; `visit` says whether to go on reading. */
function pager(o: Pick<PageOptions, 'offset' | 'limit' | 'maxBytes' | 'countTotalBelowBytes' | 'fileBytes'>) {
  const lines: { n: number; text: string }[] = [];
  let bytes = 0;
  let next: number | undefined;
  const countOn = o.fileBytes <= o.countTotalBelowBytes;
  return {
    visit(n: number, text: () => string): boolean {
      if (n < o.offset) return true;
      if (next !== undefined) return countOn;
      const shown = text();
      const size = Buffer.byteLength(shown) + 8;
      if (lines.length >= o.limit || (lines.length > 0 && bytes + size > o.maxBytes)) {
        next = n;
        return countOn;
      }
      bytes += size;
      lines.push({ n, text: shown });
      return true;
    },
    result: (total: number | undefined): Page => ({ lines, next, total }),
  };
}
