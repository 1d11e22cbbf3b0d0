import { cutLine, lineText, scanLines, trimPartialUtf8 } from './lines.ts';

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
  /** Bytes read at most (see scanLines); the page then says where reading stopped. */
  maxScanBytes?: number;
  /**
   * Masks the run's secrets in the page before its long lines are cut: a cut through a secret
   * would leave a part no later redaction recognises (and whoever chose the line's length could
   * read the rest at another offset). Masked across lines, so a wrapped encoding is one match.
   */
  redact?: (text: string) => string;
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
      /** Reading stopped at maxScanBytes, inside this line (not shown). */
      limitedAt?: number;
    };

/** A line of the page as read: its text (not cut yet) and, when only its start was read, its bytes. */
interface Held {
  n: number;
  text: string;
  bytes?: number;
}

/** One page of a text file's lines, read by streaming from the start of the file. */
export function pageLines(file: string, o: PageOptions): Page {
  const page = pager(o);
  const decode = o.decode;
  const scan = scanLines(
    file,
    (line, n, lineBytes) =>
      page.visit(n, () => {
        const text = (b: Buffer) => (decode ? decode(b, n) : b.toString('utf8'));
        if (lineBytes > line.length) return { n, text: text(trimPartialUtf8(line)), bytes: lineBytes };
        return { n, text: lineText(line, Number.POSITIVE_INFINITY, lineBytes, text) };
      }),
    {
      refuseBinary: o.refuseBinary,
      maxLineBytes: lineBudget(o.maxLineChars),
      decided: o.decided ?? false,
      ...(o.maxScanBytes === undefined ? {} : { maxScanBytes: o.maxScanBytes }),
    },
  );
  if ('binaryAt' in scan) return scan;
  const result = page.result(scan.stopped ? undefined : scan.lines);
  // A full page read on and stopped while counting lines: it lacks only its total.
  if (!scan.limited || ('next' in result && result.next !== undefined)) return result;
  return { ...result, limitedAt: scan.lines + 1 };
}

/** One page of text already decoded (a UTF-16 file), with the same limits; the total is known. */
export function pageText(text: string, o: Omit<PageOptions, 'refuseBinary' | 'decode'>): Page {
  const page = pager(o);
  const all = text === '' ? [] : (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
  for (const [i, line] of all.entries()) {
    const held = () => ({ n: i + 1, text: line.endsWith('\r') ? line.slice(0, -1) : line });
    if (!page.visit(i + 1, held)) break;
  }
  return page.result(all.length);
}

/**
 * A line as shown: cut to `maxChars`. A line read only in part (see scanLines) ends far past any
 * cut (lineBudget is at least 64 KiB), so what it lost is never shown either.
 */
function shown(line: Held, text: string, maxChars: number): string {
  if (line.bytes !== undefined) return `${text.slice(0, maxChars)} … [line cut: ${line.bytes} bytes]`;
  return text.length <= maxChars
    ? text
    : `${text.slice(0, maxChars)} … [line cut: ${line.text.length} chars]`;
}

/** Collects the lines of a page; `visit` says whether to go on reading. */
function pager(
  o: Pick<
    PageOptions,
    'offset' | 'limit' | 'maxBytes' | 'maxLineChars' | 'countTotalBelowBytes' | 'fileBytes' | 'redact'
  >,
) {
  const lines: Held[] = [];
  let bytes = 0;
  let next: number | undefined;
  const countOn = o.fileBytes <= o.countTotalBelowBytes;
  return {
    visit(n: number, read: () => Held): boolean {
      if (n < o.offset) return true;
      if (next !== undefined) return countOn;
      const line = read();
      const size = Buffer.byteLength(cutLine(line.text, o.maxLineChars)) + 8;
      if (lines.length >= o.limit || (lines.length > 0 && bytes + size > o.maxBytes)) {
        next = n;
        return countOn;
      }
      bytes += size;
      lines.push(line);
      return true;
    },
    result(total: number | undefined): Page {
      // Masking keeps the line count, so the page splits back into its lines.
      const texts = o.redact ? o.redact(lines.map((l) => l.text).join('\n')).split('\n') : undefined;
      return {
        lines: lines.map((l, i) => ({
          n: l.n,
          text: shown(l, texts ? (texts[i] ?? '') : l.text, o.maxLineChars),
        })),
        next,
        total,
      };
    },
  };
}
