/**
 * Programs that read one option under several spellings, as their parsers do: tsc ignores case
 * and takes `-outDir` for `--outDir` (and `-p` is `--p`, its short name); vitest (cac) takes
 * `--output-file` for `--outputFile`, and `--outputFile.json` sets part of `--outputFile`. Each
 * maps an option's name to one spelling, so tables and rules written in it catch every form.
 */
export const OPTION_SPELLINGS = {
  tsc: (name: string): string => `--${name.replace(/^--?/, '').toLowerCase()}`,
  vitest: (name: string): string =>
    (name.split('.')[0] ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
} satisfies Record<string, (name: string) => string>;
