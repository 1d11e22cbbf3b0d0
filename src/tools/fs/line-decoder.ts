import { isUtf8 } from 'node:buffer';
import { decodeCp1252, looksSingleByte } from '../diff/encoding.ts';
import { ToolInputError } from './confine.ts';

/**
 * Decodes read_file's lines as the edit tools decode files (diff/encoding.ts), line by line so a
 * huge file is never whole in memory: UTF-8, else Windows-1252 — never U+FFFD — and what it saw,
 * so the result can name the encoding. Lines of a multi-byte legacy encoding are refused.
 */
export class LineDecoder {
  /** Line 1 began with a UTF-8 byte-order mark (not shown: the edit tools keep it on their own). */
  bom = false;
  /** Some line was not UTF-8 and is shown as Windows-1252. */
  cp1252 = false;

  constructor(private readonly rel: string) {}

  readonly decode = (line: Buffer, n: number): string => {
    let bytes = line;
    if (n === 1 && line[0] === 0xef && line[1] === 0xbb && line[2] === 0xbf) {
      this.bom = true;
      bytes = line.subarray(3);
    }
    if (isUtf8(bytes)) return bytes.toString('utf8');
    if (!looksSingleByte(bytes))
      throw new ToolInputError(
        `${this.rel} is not valid UTF-8 (line ${n}) and does not look like Latin-1/Windows-1252 either (a multi-byte legacy encoding such as Shift-JIS or GBK?); convert it to UTF-8 first, e.g. with iconv in a command`,
      );
    this.cp1252 = true;
    return decodeCp1252(bytes);
  };
}
