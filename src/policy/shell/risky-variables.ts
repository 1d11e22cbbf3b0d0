/**
 * Environment variables that change which program runs or inject code into one: setting them
 * (`PATH=./bin npm test`, `NODE_OPTIONS=--require ./x.js npm test`, `export GIT_PAGER=sh`) makes
 * an allowed command run something else, so the analyzer refuses any assignment to them. They come
 * in classes, matched by name so that tools the list never heard of are covered too:
 * - variables naming a program to run (`CC`, `RUSTC_WRAPPER`, `CARGO_TARGET_X_RUNNER`, `GIT_PAGER`);
 * - options a runner reads on top of its command line (`MAKEFLAGS`, `GOFLAGS`, `PYTEST_ADDOPTS`,
 *   `JAVA_TOOL_OPTIONS`), which can name programs, plugins or files to write;
 * - search paths for programs and modules (`PATH`, `PYTHONPATH`, `NODE_PATH`);
 * - directories and files configuration is read from (`HOME`, `XDG_CONFIG_HOME`, `KUBECONFIG`),
 *   which can name programs in turn (git's `core.pager`), or output goes to (`TMPDIR`, `GOCACHE`,
 *   `TAPE`, and the backup names of `SIMPLE_BACKUP_SUFFIX`, `VERSION_CONTROL`);
 * - whole configuration namespaces (`GIT_*`, `NPM_CONFIG_*`, `CARGO_*`, `PIP_*`).
 */
const EXACT = new Set([
  // the shell itself
  'IFS',
  'ENV',
  'BASH_ENV',
  'PS4',
  'PROMPT_COMMAND',
  'SHELLOPTS',
  'BASHOPTS',
  'GLOBIGNORE',
  'POSIXLY_CORRECT',
  'PATH',
  'SHELL',
  // programs run on the command's behalf
  'PAGER',
  'EDITOR',
  'VISUAL',
  'BROWSER',
  'CC',
  'CXX',
  'CPP',
  'LD',
  'AR',
  'AS',
  'FC',
  'NM',
  'RANLIB',
  'STRIP',
  'OBJCOPY',
  'OBJDUMP',
  'MAKE',
  'RUSTC',
  'RUSTDOC',
  'PYTHON',
  'NODE',
  'GOROOT',
  'GOTOOLCHAIN',
  // code or options a runtime loads at start
  'PYTHONSTARTUP',
  'PYTHONBREAKPOINT',
  'PYTHONHOME',
  'PERL5LIB',
  'PERLLIB',
  'RUBYLIB',
  'NODE_REPL_EXTERNAL_MODULE',
  'NODE_V8_COVERAGE',
  'MAKEFILES',
  'TAR_OPTIONS',
  'UNZIP',
  'LESS',
  'LESSOPEN',
  'LESSCLOSE',
  'MORE',
  'ZIP',
  'GZIP',
  'BZIP',
  'BZIP2',
  // names of files written (GNU backups: `SIMPLE_BACKUP_SUFFIX=.md cp -b x AGENTS` writes
  // AGENTS.md; tar's archive without -f)
  'VERSION_CONTROL',
  'SIMPLE_BACKUP_SUFFIX',
  'TAPE',
  // where modules, configuration and output come from or go
  'HOME',
  'TMPDIR',
  'KUBECONFIG',
  'GNUPGHOME',
  'GOENV',
  'GOCACHE',
  'GOMODCACHE',
  'GOBIN',
  'GOPROXY',
  'GOSUMDB',
  'GONOSUMDB',
  'GONOSUMCHECK',
  'GOINSECURE',
  'WGETRC',
  'INPUTRC',
  'CURL_HOME',
]);
const PREFIXES = [
  'LD_',
  'DYLD_',
  'GIT_',
  'NPM_CONFIG_',
  'YARN_',
  'BASH_FUNC_',
  'CARGO_',
  'RUSTUP_',
  'XDG_',
  'PIP_',
  'PYTEST_',
  'CGO_',
];
/**
 * Name endings of the classes above (`HG_EXTERNAL_DIFF`, `MANPAGER`, `RUSTFLAGS`, `JAVA_OPTS`,
 * `PERL5OPT`, `CLASSPATH`, `JAVA_HOME`, `DOCKER_CONFIG`, `SSH_ASKPASS`, `PATCH_VERSION_CONTROL`, a
 * `*_SUFFIX` for backup names). Only as a proper ending: a loop over `dir` or `path` names no
 * tool's variable.
 */
const SUFFIXES = [
  'PAGER',
  'EDITOR',
  '_EXTERNAL_DIFF',
  'WRAPPER',
  'RUNNER',
  'LINKER',
  'ASKPASS',
  'SHELL',
  '_COMMAND',
  '_PROGRAM',
  'FLAGS',
  'OPT',
  'OPTS',
  'OPTIONS',
  'PATH',
  'HOME',
  'CONFIG',
  'CONFIG_FILE',
  'DIR',
  '_SUFFIX',
  'VERSION_CONTROL',
];

export function isRiskyVariable(name: string): boolean {
  const upper = name.toUpperCase();
  return (
    EXACT.has(upper) ||
    PREFIXES.some((p) => upper.startsWith(p)) ||
    SUFFIXES.some((s) => upper.length > s.length && upper.endsWith(s))
  );
}
