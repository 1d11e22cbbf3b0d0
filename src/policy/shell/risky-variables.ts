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
 * - whole configuration namespaces (`GIT_*`, `NPM_CONFIG_*`, `CARGO_*`, `PIP_*`, `NODE_*`,
 *   `PYTHON*`, `OPENSSL_*`), but for the few names there known to be harmless (`NODE_ENV`).
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
  'HISTFILE',
]);
/**
 * Names in the namespaces below that only tune output or a runtime's defaults, none naming a
 * file, a module or a program: `NODE_ENV=test npm test` stays fine.
 */
const HARMLESS = new Set([
  'NODE_ENV',
  'NODE_NO_WARNINGS',
  'NODE_DISABLE_COLORS',
  'PYTHONUNBUFFERED',
  'PYTHONDONTWRITEBYTECODE',
  'PYTHONHASHSEED',
  'PYTHONIOENCODING',
  'PYTHONUTF8',
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
  // a runtime's own settings, read at every start: node's name files it reads (NODE_EXTRA_CA_CERTS,
  // NODE_ICU_DATA) or writes (NODE_COMPILE_CACHE, NODE_REDIRECT_WARNINGS), Python's search paths
  // and caches (PYTHONUSERBASE, PYTHONPYCACHEPREFIX); OpenSSL's config and the modules it loads;
  // coverage.py's config and data file (COVERAGE_PROCESS_START, COVERAGE_FILE); corepack's registry
  'NODE_',
  'PYTHON',
  'OPENSSL_',
  'COVERAGE_',
  'COREPACK_',
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
  // files and directories read or written by name: OPENSSL_CONF, MALLOC_CONF, a *_CACHE, a
  // *_PREFIX output tree, SSL_CERT_FILE, a *_FILE for a log or a data file
  'CONF',
  'CACHE',
  'PREFIX',
  '_FILE',
  'DIR',
  '_SUFFIX',
  'VERSION_CONTROL',
];

export function isRiskyVariable(name: string): boolean {
  const upper = name.toUpperCase();
  if (HARMLESS.has(upper)) return false;
  return (
    EXACT.has(upper) ||
    PREFIXES.some((p) => upper.startsWith(p)) ||
    SUFFIXES.some((s) => upper.length > s.length && upper.endsWith(s))
  );
}
