import { lstatSync, readFileSync, realpathSync, type Stats } from 'node:fs';

/** A file's text, or `''` when it cannot be read (missing, a directory, no permission). */
export function readOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The path's own status (a link is not followed), or undefined when it cannot be had. */
export function lstatOr(p: string): Stats | undefined {
  try {
    return lstatSync(p);
  } catch {
    return undefined;
  }
}

/** The path with every link resolved, or undefined when it does not resolve. */
export function realOr(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}
