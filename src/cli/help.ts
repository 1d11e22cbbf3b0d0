import { COMMANDS, DOCS_URL, GROUPS, type CommandSpec, type OptionSpec } from './spec.ts';

const EXIT_CODES = `Exit codes: 0 completed, 1 failed, 2 usage or configuration error, 3 limit reached,
4 halted for safety, 130 cancelled.`;

/** `nightshift help`: every command with its one-line summary. Pure. */
export function formatOverview(): string {
  const rows: [string, string][] = [
    ...Object.values(COMMANDS).map((c): [string, string] => [usageLine(c), c.summary]),
    ['nightshift help [COMMAND]', 'this overview, or the help of one command (also COMMAND --help)'],
    ['nightshift version', 'print the version (also --version, -V)'],
  ];
  return [
    'Usage: nightshift COMMAND [options]',
    '',
    ...rows.flatMap(([usage, summary]) => [`  ${usage}`, `      ${summary}`]),
    '',
    `Run "nightshift COMMAND --help" for a command's flags and the environment it reads.`,
    EXIT_CODES,
    `Docs: ${DOCS_URL}`,
    '',
  ].join('\n');
}

/** `nightshift COMMAND --help`. Pure. */
export function formatCommandHelp(spec: CommandSpec): string {
  const options = Object.entries(spec.options).map(([name, o]): [string, string] => [
    flagLabel(name, o),
    o.description + (o.default !== undefined ? ` (default ${o.default})` : ''),
  ]);
  options.push(['-h, --help', 'show this help']);
  const lines = [`Usage: ${usageLine(spec)}`, '', `${capitalize(spec.summary)}.`, '', 'Options:'];
  lines.push(...table(options));
  const env = { ...spec.env, NIGHTSHIFT_DEBUG: 'set to 1: an unexpected error prints its stack' };
  lines.push('', 'Environment:', ...table(Object.entries(env)));
  lines.push('', EXIT_CODES, `Docs: ${DOCS_URL}#${anchor(spec.docs)}`, '');
  return lines.join('\n');
}

/** `nightshift audit --help`: the subcommands of a group. Pure. */
export function formatGroupHelp(group: string): string {
  const subs = (GROUPS[group] ?? []).map((s) => COMMANDS[`${group} ${s}` as keyof typeof COMMANDS]);
  return [
    `Usage: nightshift ${group} ${(GROUPS[group] ?? []).join('|')} ...`,
    '',
    ...subs.flatMap((c) => [`  ${usageLine(c)}`, `      ${c.summary}`]),
    '',
    `Run "nightshift ${group} SUBCOMMAND --help" for its flags.`,
    `Docs: ${DOCS_URL}`,
    '',
  ].join('\n');
}

function usageLine(spec: CommandSpec): string {
  const options = Object.keys(spec.options).length > 0 ? '[options]' : '';
  return ['nightshift', spec.name, spec.args, options].filter(Boolean).join(' ');
}

const flagLabel = (name: string, o: OptionSpec) =>
  `${o.short ? `-${o.short}, ` : ''}--${name}${o.type === 'string' ? ` ${o.value ?? 'VALUE'}` : ''}`;

/** Two columns; a label too wide for the first column gets its description on the next line. */
function table(rows: [string, string][]): string[] {
  const width = 24;
  return rows.map(([label, text]) =>
    label.length < width - 2
      ? `  ${label.padEnd(width - 2)}${text}`
      : `  ${label}\n  ${' '.repeat(width - 2)}${text}`,
  );
}

/** GitHub's heading anchors: lower case, spaces to dashes, punctuation dropped. */
export const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
