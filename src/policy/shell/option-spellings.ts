/**
 * Programs that read one option under several spellings, as their parsers do: tsc ignores case
 * and takes `-outDir` for `--outDir` (and `-p` is `--p`, its short name); vitest (cac) takes
 * `--output-file` for `--outputFile` (in the name's first part only: `--coverage.reportsDirectory`
 * is a key of `--coverage`, taken as written); go's flag package takes `--cpuprofile` for
 * `-cpuprofile`. Each maps an option's name to one spelling, so tables and rules written in it
 * catch every form.
 */
export const OPTION_SPELLINGS = {
  tsc: (name: string): string => `--${name.replace(/^--?/, '').toLowerCase()}`,
  vitest: (name: string): string => {
    const dot = name.indexOf('.');
    const first = dot < 0 ? name : name.slice(0, dot);
    return first.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) + (dot < 0 ? '' : name.slice(dot));
  },
  go: (name: string): string => name.replace(/^--(?=[^-])/, '-'),
} satisfies Record<string, (name: string) => string>;
