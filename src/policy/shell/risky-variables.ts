/**
 * Environment variables that change which program runs or inject code into one: setting them
 * (`PATH=./bin npm test`, `NODE_OPTIONS=--require ./x.js npm test`, `export GIT_PAGER=sh`) makes
 * an allowed command run something else, so the analyzer refuses any assignment to them.
 */
const EXACT = new Set([
  'PATH',
  'IFS',
  'ENV',
  'BASH_ENV',
  'CDPATH',
  'PS4',
  'PROMPT_COMMAND',
  'SHELLOPTS',
  'BASHOPTS',
  'GLOBIGNORE',
  'NODE_OPTIONS',
  'NODE_PATH',
  'PAGER',
  'EDITOR',
  'VISUAL',
  'BROWSER',
  'PYTHONPATH',
  'PYTHONSTARTUP',
  'PYTHONHOME',
  'PERL5OPT',
  'PERL5LIB',
  'PERLLIB',
  'RUBYOPT',
  'RUBYLIB',
  'JAVA_TOOL_OPTIONS',
  'HOME',
  // Options and programs that modelled programs read from the environment.
  'TAR_OPTIONS',
  'UNZIP',
  'UNZIPOPT',
  'ZIPOPT',
  'RIPGREP_CONFIG_PATH',
  'LESS',
  'LESSOPEN',
  'LESSCLOSE',
  'MORE',
  'POSIXLY_CORRECT',
  'TMPDIR',
  'SHELL',
]);
const PREFIXES = ['LD_', 'DYLD_', 'GIT_', 'NPM_CONFIG_', 'BASH_FUNC_'];
/** `HG_EXTERNAL_DIFF`, `MANPAGER`, `SYSTEMD_PAGER`: programs run on the command's behalf. */
const SUFFIXES = ['_EXTERNAL_DIFF', 'PAGER', '_EDITOR'];

export function isRiskyVariable(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    EXACT.has(upper) || PREFIXES.some((p) => upper.startsWith(p)) || SUFFIXES.some((s) => upper.endsWith(s))
  );
}
