import { formatCommandHelp, formatGroupHelp, formatOverview } from './help.ts';
import { COMMANDS, GROUPS, type CommandName } from './spec.ts';
import { didYouMean } from '../validate/suggest.ts';

export type Resolved =
  | { kind: 'run'; command: CommandName; argv: string[] }
  /** Help asked for goes to stdout (exit 0); help shown for a bare `nightshift` to stderr (exit 2). */
  | { kind: 'help'; text: string; exitCode: 0 | 2 }
  | { kind: 'error'; message: string };

const HELP_FLAGS = new Set(['--help', '-h']);
const VERSION_ARGS = new Set(['--version', '-V', '-v', 'version']);
const TOP_LEVEL = [...new Set(Object.keys(COMMANDS).map((c) => c.split(' ')[0] ?? c)), 'help', 'version'];

/** Which command a command line names, or the help or error it gets instead. Pure. */
export function resolveCommand(argv: readonly string[]): Resolved {
  const [first, ...rest] = argv;
  if (first === undefined) return { kind: 'help', text: formatOverview(), exitCode: 2 };
  if (first === 'help' || HELP_FLAGS.has(first)) return helpFor(rest);
  // `nightshift --version` alone never gets here (main answers it without loading anything).
  if (VERSION_ARGS.has(first)) return { kind: 'error', message: `${first} takes no arguments` };
  const group = GROUPS[first];
  if (group) {
    const [sub, ...subArgs] = rest;
    if (sub === undefined || HELP_FLAGS.has(sub))
      return sub === undefined
        ? {
            kind: 'error',
            message: `${first}: expected ${group.join(' or ')} (see nightshift ${first} --help)`,
          }
        : { kind: 'help', text: formatGroupHelp(first), exitCode: 0 };
    if (!group.includes(sub))
      return {
        kind: 'error',
        message: `${first}: unknown subcommand "${sub}"${didYouMean(sub, group)}; see nightshift ${first} --help`,
      };
    return withHelpFlag(`${first} ${sub}` as CommandName, subArgs);
  }
  if (first in COMMANDS) return withHelpFlag(first as CommandName, rest);
  const hint = first.startsWith('-') ? '' : didYouMean(first, TOP_LEVEL);
  return {
    kind: 'error',
    message: `unknown command "${first}"${hint}; nightshift help lists the commands`,
  };
}

/** `-h`/`--help` anywhere before `--` shows the command's help instead of running it. */
function withHelpFlag(command: CommandName, argv: string[]): Resolved {
  const end = argv.indexOf('--');
  const flags = end === -1 ? argv : argv.slice(0, end);
  if (flags.some((a) => HELP_FLAGS.has(a)))
    return { kind: 'help', text: formatCommandHelp(COMMANDS[command]), exitCode: 0 };
  return { kind: 'run', command, argv };
}

/** `nightshift help`, `help run`, `help audit`, `help audit summary`. */
function helpFor(topic: string[]): Resolved {
  if (topic.length === 0) return { kind: 'help', text: formatOverview(), exitCode: 0 };
  const name = topic.join(' ');
  if (name in COMMANDS)
    return { kind: 'help', text: formatCommandHelp(COMMANDS[name as CommandName]), exitCode: 0 };
  if (topic.length === 1 && GROUPS[name]) return { kind: 'help', text: formatGroupHelp(name), exitCode: 0 };
  if (name === 'help' || name === 'version') return { kind: 'help', text: formatOverview(), exitCode: 0 };
  return {
    kind: 'error',
    message: `help: unknown command "${name}"${didYouMean(name, Object.keys(COMMANDS))}; nightshift help lists the commands`,
  };
}
