#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import { createRequire as __nsCreateRequire } from 'node:module';
import { fileURLToPath as __nsFileURLToPath } from 'node:url';
import { dirname as __nsDirname } from 'node:path';
const require = __nsCreateRequire(import.meta.url);
const __filename = __nsFileURLToPath(import.meta.url);
const __dirname = __nsDirname(__filename);
import {
  GIT_DISCOVERY,
  PROGRAMS,
  isRunnerFlag,
  optionTable,
  packageName,
  parseArgs,
  programName,
  runnerOptionsStart,
  storedOperand,
  valueProblem
} from "./chunk-XFDL25EV.js";
import {
  clipWords
} from "./chunk-7VANGLES.js";
import "./chunk-XOHEQPGY.js";
import "./chunk-HBFDXWT6.js";
import "./chunk-DYI5UNC7.js";

// src/policy/shell/walk.ts
import path3 from "node:path";

// src/policy/shell/risky-variables.ts
var EXACT = /* @__PURE__ */ new Set([
  // the shell itself
  "IFS",
  "ENV",
  "BASH_ENV",
  "PS4",
  "PROMPT_COMMAND",
  "SHELLOPTS",
  "BASHOPTS",
  "GLOBIGNORE",
  "POSIXLY_CORRECT",
  "PATH",
  "SHELL",
  // programs run on the command's behalf
  "PAGER",
  "EDITOR",
  "VISUAL",
  "BROWSER",
  "CC",
  "CXX",
  "CPP",
  "LD",
  "AR",
  "AS",
  "FC",
  "NM",
  "RANLIB",
  "STRIP",
  "OBJCOPY",
  "OBJDUMP",
  "MAKE",
  "RUSTC",
  "RUSTDOC",
  "PYTHON",
  "NODE",
  "GOROOT",
  "GOTOOLCHAIN",
  // code or options a runtime loads at start
  "PYTHONSTARTUP",
  "PYTHONBREAKPOINT",
  "PYTHONHOME",
  "PERL5LIB",
  "PERLLIB",
  "RUBYLIB",
  "NODE_REPL_EXTERNAL_MODULE",
  "NODE_V8_COVERAGE",
  "MAKEFILES",
  "TAR_OPTIONS",
  "UNZIP",
  "LESS",
  "LESSOPEN",
  "LESSCLOSE",
  "MORE",
  "ZIP",
  "GZIP",
  "BZIP",
  "BZIP2",
  // names of files written (GNU backups: `SIMPLE_BACKUP_SUFFIX=.md cp -b x AGENTS` writes
  // AGENTS.md; tar's archive without -f)
  "VERSION_CONTROL",
  "SIMPLE_BACKUP_SUFFIX",
  "TAPE",
  // where modules, configuration and output come from or go
  "HOME",
  "TMPDIR",
  "KUBECONFIG",
  "GNUPGHOME",
  "GOENV",
  "GOCACHE",
  "GOMODCACHE",
  "GOBIN",
  "GOPROXY",
  "GOSUMDB",
  "GONOSUMDB",
  "GONOSUMCHECK",
  "GOINSECURE",
  "WGETRC",
  "INPUTRC",
  "CURL_HOME",
  "HISTFILE"
]);
var HARMLESS = /* @__PURE__ */ new Set([
  "NODE_ENV",
  "NODE_NO_WARNINGS",
  "NODE_DISABLE_COLORS",
  "PYTHONUNBUFFERED",
  "PYTHONDONTWRITEBYTECODE",
  "PYTHONHASHSEED",
  "PYTHONIOENCODING",
  "PYTHONUTF8"
]);
var PREFIXES = [
  "LD_",
  "DYLD_",
  "GIT_",
  "NPM_CONFIG_",
  "YARN_",
  "BASH_FUNC_",
  "CARGO_",
  "RUSTUP_",
  "XDG_",
  "PIP_",
  "PYTEST_",
  "CGO_",
  // a runtime's own settings, read at every start: node's name files it reads (NODE_EXTRA_CA_CERTS,
  // NODE_ICU_DATA) or writes (NODE_COMPILE_CACHE, NODE_REDIRECT_WARNINGS), Python's search paths
  // and caches (PYTHONUSERBASE, PYTHONPYCACHEPREFIX); OpenSSL's config and the modules it loads;
  // coverage.py's config and data file (COVERAGE_PROCESS_START, COVERAGE_FILE); corepack's registry
  "NODE_",
  "PYTHON",
  "OPENSSL_",
  "COVERAGE_",
  "COREPACK_"
];
var SUFFIXES = [
  "PAGER",
  "EDITOR",
  "_EXTERNAL_DIFF",
  "WRAPPER",
  "RUNNER",
  "LINKER",
  "ASKPASS",
  "SHELL",
  "_COMMAND",
  "_PROGRAM",
  "FLAGS",
  "OPT",
  "OPTS",
  "OPTIONS",
  "PATH",
  "HOME",
  "CONFIG",
  "CONFIG_FILE",
  // files and directories read or written by name: OPENSSL_CONF, MALLOC_CONF, a *_CACHE, a
  // *_PREFIX output tree, SSL_CERT_FILE, a *_FILE for a log or a data file
  "CONF",
  "CACHE",
  "PREFIX",
  "_FILE",
  "DIR",
  "_SUFFIX",
  "VERSION_CONTROL"
];
function isRiskyVariable(name) {
  const upper = name.toUpperCase();
  if (HARMLESS.has(upper)) return false;
  return EXACT.has(upper) || PREFIXES.some((p) => upper.startsWith(p)) || SUFFIXES.some((s) => upper.length > s.length && upper.endsWith(s));
}

// src/policy/shell/builtins.ts
var REFUSED = {
  coproc: "coproc runs its command in the background with pipes, and its compound forms are misread by the parser; run the command directly",
  alias: "alias makes a name run something else; call the program by its name",
  unalias: "unalias changes what names run; call the program by its name",
  trap: "trap runs a command string later, out of the analyzer\u2019s sight; run the command directly",
  source: "source runs a file\u2019s commands in this shell, out of the analyzer\u2019s sight; run the commands themselves",
  ".": ". (source) runs a file\u2019s commands in this shell, out of the analyzer\u2019s sight; run the commands themselves",
  enable: "enable loads or disables builtins, changing what names run; call the program by its name",
  hash: "hash -p makes a name run another program; call the program by its path",
  shopt: "shopt changes how bash expands words (expand_aliases, extglob...); leave the shell options alone",
  let: "let evaluates arithmetic, and arithmetic over names can run commands; use number literals in $((...))",
  mapfile: "mapfile -C runs a callback and assigns array elements; read the file with cat",
  readarray: "readarray -C runs a callback and assigns array elements; read the file with cat",
  fc: "fc re-runs commands from the history; write the command out",
  history: "history re-runs or edits earlier commands; write the command out",
  bind: "bind -x binds keys to commands; not needed in a script",
  complete: "complete -C registers commands to run; not needed in a script",
  compgen: "compgen -C and -W run and expand strings at run time; not needed in a script",
  compopt: "compopt changes completion; not needed in a script",
  caller: "caller only makes sense in functions, which are refused"
};
var SET_LETTERS = /* @__PURE__ */ new Set(["e", "u", "x", "v", "f", "o", "n", "C", "E", "P"]);
var SET_NAMES = /* @__PURE__ */ new Set(["errexit", "nounset", "xtrace", "verbose", "pipefail", "noglob", "noclobber"]);
function builtinProblem(argv, dynamic) {
  const name = argv[0] ?? "";
  const refused = Object.hasOwn(REFUSED, name) ? REFUSED[name] : void 0;
  if (refused) return `the builtin ${name}: ${refused}`;
  if (name === "set") return setProblem(argv, dynamic);
  const names = assignedNames(argv);
  for (const at of names) {
    const word = argv[at] ?? "";
    if (dynamic[at] || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(word))
      return `${name} assigning to ${word}, a name the analyzer cannot check (subscripts are evaluated as arithmetic, which can run commands); use a plain variable name`;
    if (isRiskyVariable(word)) return `an assignment to ${word}, which can change what a command runs`;
  }
  return void 0;
}
function assignedNames(argv) {
  const name = argv[0] ?? "";
  const after = (option) => argv.flatMap((w, i) => i > 0 && w === option && i + 1 < argv.length ? [i + 1] : []);
  switch (name) {
    case "read":
      return readNames(argv);
    case "printf":
      return after("-v");
    case "wait":
      return after("-p");
    case "test":
    case "[":
      return [...after("-v"), ...after("-R")];
    case "getopts":
      return argv.length > 2 ? [2] : [];
    default:
      return [];
  }
}
var READ_VALUED = /* @__PURE__ */ new Set(["-d", "-i", "-n", "-N", "-p", "-t", "-u"]);
function readNames(argv) {
  const names = [];
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (word === "-a" && i + 1 < argv.length) names.push(++i);
    else if (READ_VALUED.has(word)) i++;
    else if (!/^-[a-zA-Z]/.test(word)) names.push(i);
  }
  return names;
}
function setProblem(argv, dynamic) {
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (dynamic[i]) return `set with a word only known at run time (${word})`;
    if (word === "--" || word === "-") return void 0;
    if (!/^[-+]/.test(word)) return void 0;
    const letters = [...word.slice(1)];
    const unknown = letters.find((c) => !SET_LETTERS.has(c));
    if (unknown)
      return `set -${unknown}: the analyzer does not know what this shell option changes (set -k, for one, turns later NAME=value arguments into environment variables); use set -e, -u, -x or -o pipefail`;
    if (letters.includes("o")) {
      const option = argv[++i];
      if (option !== void 0 && !SET_NAMES.has(option))
        return `set -o ${option}: the analyzer does not know what this shell option changes; use set -o errexit, nounset, xtrace or pipefail`;
    }
  }
  return void 0;
}

// src/policy/shell/words.ts
var DYNAMIC_NODES = {
  simple_expansion: "a variable",
  expansion: "a parameter expansion",
  command_substitution: "a command substitution",
  process_substitution: "a process substitution",
  arithmetic_expansion: "an arithmetic expansion",
  brace_expression: "a brace expansion"
};
function wordValue(node) {
  const dynamic = DYNAMIC_NODES[node.type];
  if (dynamic) return { value: node.text, dynamic: true, construct: `${dynamic} (${node.text})` };
  switch (node.type) {
    case "word":
      return unquotedWord(node.text);
    case "number": {
      const inner = node.namedChild(0);
      return inner ? { ...wordValue(inner), value: node.text } : { value: node.text, dynamic: false };
    }
    case "raw_string":
      return { value: node.text.slice(1, -1), dynamic: false };
    case "ansi_c_string":
      return { value: decodeAnsiC(node.text.slice(2, -1)), dynamic: false };
    case "string":
    case "translated_string":
      return doubleQuoted(node);
    case "concatenation":
      return concatenation(node);
    default:
      return { value: node.text, dynamic: true, construct: `${node.type.replace(/_/g, " ")} (${node.text})` };
  }
}
function concatenation(node) {
  const parts = node.namedChildren.filter((c) => c !== null).map(wordValue);
  const value = parts.map((p) => p.value).join("");
  const first = parts.find((p) => p.dynamic);
  if (first) return { value: node.text, dynamic: true, construct: first.construct };
  return patternIn(unquotedSkeleton(node), node.text) ?? { value, dynamic: false };
}
function patternIn(skeleton, text) {
  if (GLOB.test(skeleton)) return { value: text, dynamic: true, construct: `a glob (${text})` };
  if (BRACE_EXPANSION.test(skeleton))
    return { value: text, dynamic: true, construct: `a brace expansion (${text})` };
  return void 0;
}
var BRACE_EXPANSION = /\{[^{}]*(,|\.\.)[^{}]*\}/;
var GLOB = /[*?]|\[.*\]/s;
function unquotedSkeleton(node) {
  return node.namedChildren.filter((c) => c !== null).map((c) => c.type === "word" ? c.text.replace(/\\./gs, "__") : "_".repeat(c.text.length)).join("");
}
function unquotedWord(text) {
  if (/^~[^/]/.test(text)) return { value: text, dynamic: true, construct: `a tilde expansion (${text})` };
  const pattern = patternIn(text.replace(/\\./gs, "__"), text);
  if (pattern) return pattern;
  let value = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? "";
    if (ch === "\\") {
      const next = text[i + 1];
      i++;
      if (next !== void 0 && next !== "\n") value += next;
      continue;
    }
    value += ch;
  }
  return { value, dynamic: false };
}
function doubleQuoted(node) {
  const inner = node.namedChildren.filter((c) => c !== null);
  const dynamicChild = inner.find((c) => c.type !== "string_content");
  if (dynamicChild) return { value: node.text, dynamic: true, construct: wordValue(dynamicChild).construct };
  const body = node.text.slice(node.text.indexOf('"') + 1, -1);
  return { value: body.replace(/\\([$`"\\\n])/g, (_m, c) => c === "\n" ? "" : c), dynamic: false };
}
var SIMPLE_ESCAPES = {
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function decodeAnsiC(body) {
  return body.replace(
    /\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs,
    (whole, esc) => {
      const head = esc[0] ?? "";
      if (head === "x" || head === "u" || head === "U")
        return String.fromCodePoint(parseInt(esc.slice(1), 16));
      if (/[0-7]/.test(head)) return String.fromCharCode(parseInt(esc, 8) & 255);
      if (head === "c") return String.fromCharCode((esc.charCodeAt(1) || 0) & 31);
      return SIMPLE_ESCAPES[head] ?? whole;
    }
  );
}

// src/policy/shell/constructs.ts
var LITERAL_ARITHMETIC = /^[\s\d+\-*/%()<>=!&|^~]*$/;
function arithmeticProblem(node) {
  const body = node.text.replace(/^\$?\(\(/, "").replace(/\)\)$/, "");
  if (LITERAL_ARITHMETIC.test(body)) return void 0;
  return `arithmetic over names or expansions (${snippet(node.text)}): bash evaluates the values of names in it as further arithmetic, which can run commands; use number literals, or compare with test/[ ]`;
}
function subscriptProblem(node, reading) {
  const index = node.namedChildren.filter((c) => c !== null).slice(1);
  const text = index.map((c) => c.text).join("");
  if (/^\d+$/.test(text) || reading && (text === "@" || text === "*")) return void 0;
  return `an array subscript (${snippet(node.text)}): bash evaluates it as arithmetic, which can run commands; use a number literal as the index`;
}
var EXPANSION_OPERATORS = /* @__PURE__ */ new Set([
  ":-",
  "-",
  ":+",
  "+",
  ":?",
  "?",
  "#",
  "##",
  "%",
  "%%",
  "/",
  "//",
  "/#",
  "/%",
  ",",
  ",,",
  "^",
  "^^",
  ":"
]);
var PLAIN_OPERANDS = /* @__PURE__ */ new Set(["word", "number", "regex"]);
function expansionProblem(node) {
  const refuse = (what, instead) => `${what} (${snippet(node.text)}): the analyzer cannot follow what it expands to; ${instead}`;
  let seenName = false;
  for (const child of node.children) {
    if (!child || child.type === "${" || child.type === "}") continue;
    if (!seenName) {
      if (child.type === "#") continue;
      if (child.type === "!") return refuse("an indirect expansion", "name the variable directly");
      if (child.type === "subscript") {
        const problem = subscriptProblem(child, true);
        if (problem) return problem;
      } else if (child.type !== "variable_name" && child.type !== "special_variable_name") {
        return refuse(`a ${child.type.replace(/_/g, " ")} in a parameter expansion`, "write ${NAME}");
      }
      seenName = true;
      continue;
    }
    if (!child.isNamed) {
      if (child.type === "@")
        return refuse("a transforming expansion", "use the variable without @ operators");
      if (child.type === "=" || child.type === ":=")
        return refuse("an assigning expansion", "assign with NAME=value first");
      if (!EXPANSION_OPERATORS.has(child.type))
        return refuse(`the expansion operator ${child.type}`, "use ${NAME} or ${NAME:-text}");
      continue;
    }
    if (!plainOperand(child))
      return refuse("an expansion, substitution or quote nested in ${...}", "use plain text as the operand");
  }
  return seenName ? void 0 : refuse("an empty parameter expansion", "write ${NAME}");
}
function plainOperand(node) {
  if (node.type === "concatenation") return node.namedChildren.every((c) => c !== null && plainOperand(c));
  return PLAIN_OPERANDS.has(node.type) && !/[$`'"\\]/.test(node.text);
}
var TEST_OPERATORS = new Set(
  [
    "-a -b -c -d -e -f -g -h -k -p -r -s -t -u -w -x -G -L -N -O -S -nt -ot -ef",
    "-z -n = == != < > =~ -o"
  ].flatMap((s) => s.split(" "))
);
var INTEGER_OPERATORS = /* @__PURE__ */ new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]);
function testOperatorProblem(operator, doubleBracket) {
  const op = operator.text;
  if (TEST_OPERATORS.has(op)) return void 0;
  if (INTEGER_OPERATORS.has(op) && !doubleBracket) return void 0;
  if (INTEGER_OPERATORS.has(op))
    return `the operator ${op} in [[ ]]: bash evaluates its operands as arithmetic, which can run commands; use [ A ${op} B ] instead`;
  return `the test operator ${op}: the analyzer does not know what it evaluates; test files and strings with -f, -d, -z, -n, = or !=`;
}
function textExpansions(text, quoted) {
  const variables = [];
  const start = quoted ? /^\$[\w{([?#@*!$-]/ : /^\$[\w{([?#@*!$'"-]/;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") i++;
    else if (ch === "`") return { variables, hidden: text.slice(i) };
    else if (!quoted && (ch === "<" || ch === ">") && text[i + 1] === "(")
      return { variables, hidden: text.slice(i) };
    else if (ch === "$" && start.test(text.slice(i))) {
      const plain = PLAIN_VARIABLE.exec(text.slice(i));
      if (!plain) return { variables, hidden: text.slice(i) };
      variables.push(plain[1] ?? plain[2] ?? plain[3] ?? "");
      i += plain[0].length - 1;
    }
  }
  return { variables };
}
var PLAIN_VARIABLE = /^\$(?:([A-Za-z_]\w*)|\{([A-Za-z_]\w*)\}|([\d?#@*!$-]))/;
function hiddenExpansionProblem(node) {
  const found = textExpansions(node.text, node.type === "string_content");
  const hidden = found.hidden ?? (found.variables.length > 0 ? node.text : void 0);
  if (hidden === void 0) return void 0;
  return `an expansion the parser read as plain text (${snippet(hidden)}): bash would expand it, so the analyzer cannot know the word; quote literal $ and backticks ('...'), or write the expansion on its own`;
}
function patternExpansionProblem(node) {
  return `an expansion in the pattern ${snippet(node.text)}: bash expands $(...), backticks, <(...) and \${...} operators in [[ ]] and case patterns, which the analyzer does not follow there; set a variable first and match against "$var" or $var`;
}
function nulByteProblem(node) {
  if (!decodeAnsiC(node.text.slice(2, -1)).includes("\0")) return void 0;
  return `a NUL byte in ${snippet(node.text)}: bash cuts the string at it, so the word is not what it looks like; remove the \\x00 (or \\0, \\c@)`;
}
function backtickProblem(node) {
  if (!node.text.startsWith("`") || !node.text.includes("\\")) return void 0;
  return `a backslash inside backticks (${snippet(node.text)}): bash re-parses it, so nested substitutions hide there; use $(...) instead`;
}
function continuationProblem(root, source) {
  for (let i = source.indexOf("\\\n"); i >= 0; i = source.indexOf("\\\n", i + 2)) {
    if (precedingBackslashes(source, i) % 2 === 1) continue;
    const inside = root.descendantForIndex(i);
    if (inside?.type === "raw_string" || inside?.type === "comment") continue;
    if (inside?.type === "ansi_c_string")
      return `a line continuation inside $'...' (${snippet(inside.text)}): write the string on one line`;
    const before = source[i - 1] ?? " ";
    const after = source[i + 2] ?? " ";
    if (/\S/.test(before) && /\S/.test(after))
      return `a line continuation inside a word (${snippet(source.slice(Math.max(0, i - 20), i + 22))}): bash joins the lines into one word; put a blank before the backslash or write it on one line`;
  }
  return void 0;
}
function heredocProblem(node, source) {
  const child = (type) => node.namedChildren.find((c) => c?.type === type) ?? void 0;
  const start = child("heredoc_start");
  const end = child("heredoc_end");
  const first = child("heredoc_body") ?? end;
  const delimiter = start && heredocDelimiter(start.text);
  if (!start || !delimiter)
    return `a here-doc delimiter the analyzer does not follow (${snippet(node.text)}): use a plain word such as EOF, or one quoted whole ('EOF')`;
  const row = start.startPosition.row + 1;
  const stripTabs = node.child(0)?.type === "<<-";
  const ends = bashHeredocEnd(source.split("\n"), row, delimiter, stripTabs);
  if (end && first?.startPosition.row === row && ends === end.startPosition.row) return void 0;
  return `a here-doc the parser reads otherwise than bash (${snippet(node.text)}): bash reads its body from the line after the << to the first line that is exactly ${delimiter.word}; write the command on one line, no body line ending in a backslash or opening a \${...} it does not close, and quote the delimiter whole`;
}
function heredocDelimiter(spelling) {
  let word = "";
  let quoted = false;
  for (let rest = spelling; rest !== ""; ) {
    const part = DELIMITER_PART.exec(rest);
    if (!part) return void 0;
    const [whole, single, ansi, double, escaped, plain] = part;
    if (single !== void 0) word += single;
    else if (ansi !== void 0) word += decodeAnsiC(ansi);
    else if (double !== void 0) word += double.replace(/\\([$`"\\])/g, "$1");
    else word += escaped ?? plain ?? "";
    quoted ||= plain === void 0;
    rest = rest.slice(whole.length);
  }
  if (word === "" || /[\n\0]/.test(word)) return void 0;
  return { word, quoted };
}
var DELIMITER_PART = /^(?:'([^']*)'|\$'((?:[^'\\]|\\.)*)'|\$?"((?:[^"\\$`]|\\[^\n])*)"|\\([^\n])|([\w.,:+=@%/^!-]+))/s;
function bashHeredocEnd(lines, first, delimiter, stripTabs) {
  for (let row = first; row < lines.length; ) {
    let line = lines[row] ?? "";
    let next = row + 1;
    while (!delimiter.quoted && precedingBackslashes(line, line.length) % 2 === 1 && next < lines.length) {
      line = line.slice(0, -1) + (lines[next] ?? "");
      next++;
    }
    if ((stripTabs ? line.replace(/^\t+/, "") : line) === delimiter.word) return row;
    row = next;
  }
  return void 0;
}
function controlCharacterProblem(source) {
  if (source.includes("\r"))
    return "a carriage return: bash reads it as part of a word, not as a line end; use plain newlines";
  const found = CONTROL.exec(source)?.[0];
  if (found === void 0) return void 0;
  const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return `a control character (${code}): bash reads it as part of a word where the parser may see a blank or a line end; spell it with $'...' escapes`;
}
var CONTROL = /[\x00-\x08\x0b-\x1f\x7f]/;
function precedingBackslashes(source, at) {
  let n = 0;
  while (at - n - 1 >= 0 && source[at - n - 1] === "\\") n++;
  return n;
}
var snippet = (text) => clipWords(text, 60).replace(/\n/g, "\\n");

// src/policy/shell/find-exec.ts
var FIND_EXEC = /* @__PURE__ */ new Set(["-exec", "-execdir", "-ok", "-okdir"]);
function findExecEnd(argv, dynamic, action) {
  for (let j = action + 1; j < argv.length; j++) {
    if (dynamic[j]) continue;
    if (argv[j] === ";") return j;
    if (argv[j] === "+" && j > action + 1 && argv[j - 1] === "{}" && !dynamic[j - 1]) return j;
  }
  return -1;
}

// src/policy/shell/option-spellings.ts
var OPTION_SPELLINGS = {
  tsc: (name) => `--${name.replace(/^--?/, "").toLowerCase()}`,
  vitest: (name) => {
    const dot = name.indexOf(".");
    const first = dot < 0 ? name : name.slice(0, dot);
    return first.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) + (dot < 0 ? "" : name.slice(dot));
  },
  go: (name) => name.replace(/^--(?=[^-])/, "-")
};

// src/policy/shell/guards.ts
var under = (dirs, names) => dirs.flatMap((dir) => names.map((name) => dir === "" ? name : `${dir}/${name}`));
var words = (lines) => lines.flatMap((line) => line.split(" "));
var table = (kind, lines) => Object.fromEntries(words(lines).map((name) => [name, kind]));
var PRETTIER = {
  options: {
    "--plugin": "run",
    "--plugin-search-dir": "run",
    "--config": "read",
    "--ignore-path": "read",
    "--cache-location": "write"
  },
  writesOperands: ["--write", "-w"],
  readsOperands: "patterns",
  // minimist: `-uw` is `-u -w`.
  bundles: "letters"
};
var NPM = {
  options: {
    "--prefix": "cd",
    "-C": "cd",
    "--dir": "cd",
    "--cwd": "cd",
    "--workspace": "cd",
    "-w": "cd",
    "--userconfig": "read",
    "--globalconfig": "read",
    "--cafile": "read",
    "--provenance-file": "read",
    ...table("write", [
      "--cache --logs-dir --pack-destination --tmp",
      "--store-dir --virtual-store-dir --modules-dir --global-dir --state-dir",
      "--cache-folder --modules-folder --global-folder --link-folder"
    ]),
    ...table("run", [
      "--node-options --script-shell --shell --editor --browser --viewer --git --node-gyp",
      "--onload-script --init-module --init.module --use-yarnrc --yarn-path --call -c --package -p"
    ])
  },
  // Booleans that are prefixes of the options above: not abbreviations of them.
  flags: ["--global", "--link", "--provenance"],
  abbreviates: true,
  bundles: "nopt",
  shorthands: "acdfghlmnpqsvwyBCDEHLOPS?",
  // Its shorthands of several letters and its keys, made of shorthand letters, that hold a guarded one.
  whole: ["ws", "iwr", "dd", "ddd", "ca", "cidr", "which"],
  underscores: true,
  until: "dashdash",
  outputs: (given) => ({ writes: under(given.get("--logs-dir") ?? [], ["*-debug-0.log"]), problems: [] })
};
var PNPM = { ...NPM, shorthands: "dfghilpqrsvwCDEFHLOPS?", whole: ["dd", "ddd"] };
var YARN = { ...NPM, bundles: "letters" };
var BUN = { options: { "--package": "run", "-p": "run" } };
var TSC_VALUES = words([
  "rootdir rootdirs baseurl typeroots types target t module m lib jsx moduleresolution moduledetection newline locale",
  "maproot sourceroot jsxfactory jsxfragmentfactory jsximportsource customconditions ignoredeprecations",
  "maxnodemodulejsdepth"
]).map((name) => `--${name}`);
var TSC_DIRECTORIES = ["--rootdir", "--rootdirs", "--baseurl", "--typeroots"];
var TSC = {
  options: {
    "--p": "read",
    "--project": "read",
    ...table("arg", TSC_VALUES),
    ...table("write", [
      "--outdir --outfile --out --declarationdir --tsbuildinfofile --generatecpuprofile --generatetrace"
    ])
  },
  flags: ["--init"],
  readsOperands: true,
  responseFiles: true,
  spelling: OPTION_SPELLINGS.tsc,
  outputs: (given) => ({
    writes: [
      ...under(given.get("--generatetrace") ?? [], ["trace*.json", "types*.json", "legend.json"]),
      ...given.has("--init") ? ["tsconfig.json"] : []
    ],
    problems: [],
    // Directories tsc reads sources and declarations from (and prints the errors in them):
    // `--typeRoots ..` loads every package above the workspace. Lists are comma-separated.
    reads: [
      ...TSC_DIRECTORIES.flatMap((o) => given.get(o) ?? []).flatMap((v) => v.split(",")),
      ...(given.get("--types") ?? []).flatMap((v) => v.split(",")).filter((t) => /^[./~]/.test(t))
    ].filter((dir) => dir !== "")
  })
};
var ESLINT = {
  options: {
    "-c": "run",
    "--config": "run",
    "--parser": "run",
    "--plugin": "run",
    "--rulesdir": "run",
    "--resolve-plugins-relative-to": "run",
    "-f": "run",
    "--format": "run",
    "--ignore-path": "read",
    "-o": "write",
    "--output-file": "write",
    "--cache-location": "write",
    "--cache-file": "write",
    "--suppressions-location": "write",
    "--suppress-rule": "arg"
  },
  flags: ["--cache", "--suppress-all", "--prune-suppressions", "--init", "--inspect-config"],
  refuses: {
    "--init": "runs npm init @eslint/config; run without it",
    "--inspect-config": "runs @eslint/config-inspector, fetched by npx; run without it"
  },
  builtinValues: {
    "-f": ["stylish", "json", "json-with-metadata", "html"],
    "--format": ["stylish", "json", "json-with-metadata", "html"]
  },
  writesOperands: ["--fix"],
  readsOperands: "patterns",
  // optionator: the last of a word's letters takes the next word as its value.
  bundles: "letters",
  outputs: (given) => ({
    writes: [
      ...given.has("--cache") && !given.has("--cache-location") ? [".eslintcache"] : [],
      ...["--suppress-all", "--suppress-rule", "--prune-suppressions"].some((f) => given.has(f)) && !given.has("--suppressions-location") ? ["eslint-suppressions.json"] : []
    ],
    problems: []
  })
};
var VITEST_REPORTERS = words([
  "default basic verbose dot json junit tap tap-flat html hanging-process github-actions blob tree minimal agent"
]);
var VITEST_SETTINGS = words([
  "api.port api.host api.strictPort api.allowExec api.allowWrite",
  "coverage.provider coverage.enabled coverage.include coverage.exclude coverage.clean coverage.cleanOnRerun",
  "coverage.reportOnFailure coverage.allowExternal coverage.skipFull coverage.ignoreClassMethods",
  "coverage.processingConcurrency coverage.changed coverage.excludeAfterRemap coverage.all coverage.extension",
  "coverage.thresholds coverage.thresholds.100 coverage.thresholds.perFile coverage.thresholds.autoUpdate",
  "coverage.thresholds.lines coverage.thresholds.functions coverage.thresholds.branches coverage.thresholds.statements",
  "coverage.watermarks coverage.watermarks.statements coverage.watermarks.lines coverage.watermarks.branches",
  "coverage.watermarks.functions",
  "browser.enabled browser.name browser.headless browser.api browser.api.port browser.api.host",
  "browser.api.strictPort browser.isolate browser.ui browser.detailsPanelPosition browser.fileParallelism",
  "browser.connectTimeout browser.trackUnhandledErrors browser.trace browser.locators browser.locators.exact",
  "sequence.shuffle sequence.shuffle.files sequence.shuffle.tests sequence.concurrent sequence.seed",
  "sequence.hooks sequence.setupFiles retry.count retry.delay retry.condition",
  "diff.aAnnotation diff.aIndicator diff.bAnnotation diff.bIndicator diff.commonIndicator diff.contextLines",
  "diff.emptyFirstOrLastLinePlaceholder diff.expand diff.includeChangeCounts diff.omitAnnotationLines",
  "diff.printBasicPrototype diff.maxDepth diff.truncateThreshold diff.truncateAnnotation",
  "typecheck.enabled typecheck.only typecheck.allowJs typecheck.ignoreSourceErrors typecheck.spawnTimeout",
  "expect.requireAssertions expect.poll expect.poll.interval expect.poll.timeout",
  "experimental.fsModuleCache experimental.importDurations experimental.importDurations.print",
  "experimental.importDurations.limit experimental.importDurations.failOnDanger",
  "experimental.importDurations.thresholds experimental.importDurations.thresholds.warn",
  "experimental.importDurations.thresholds.danger experimental.viteModuleRunner experimental.nodeLoader",
  "experimental.preParse"
]).map((name) => `--${name}`);
var VITEST = {
  options: {
    "-c": "read",
    "--config": "read",
    "--workspace": "read",
    "-r": "cd",
    "--root": "cd",
    "--dir": "cd",
    "--merge-reports": "read",
    "--diff": "read",
    "--compare": "read",
    "--reporter": "read",
    "--reporters": "read",
    "--coverage.reporter": "read",
    "--coverage.customProviderModule": "read",
    "--environment": "read",
    "--pool": "read",
    "--typecheck.tsconfig": "read",
    "--experimental.vcsProvider": "read",
    "--output-file": "write",
    "--output-json": "write",
    "--json": "write",
    "--coverage.reportsDirectory": "write",
    "--coverage.htmlDir": "write",
    "--attachments-dir": "write",
    "--typecheck.checker": "run",
    "--exec-argv": "run",
    "--inspect": "run",
    "--inspect-brk": "run"
  },
  flags: VITEST_SETTINGS,
  strict: "dotted",
  subKeys: true,
  optional: ["--merge-reports", "--json", "--inspect", "--inspect-brk"],
  builtinValues: {
    "--reporter": VITEST_REPORTERS,
    "--reporters": VITEST_REPORTERS,
    "--coverage.reporter": words([
      "clover cobertura html html-spa json json-summary lcov lcovonly none teamcity text text-lcov text-summary"
    ]),
    "--environment": ["node", "jsdom", "happy-dom", "edge-runtime"],
    "--pool": ["threads", "forks", "vmThreads", "vmForks", "typescript"],
    "--typecheck.checker": ["tsc", "vue-tsc"]
  },
  spelling: OPTION_SPELLINGS.vitest,
  // cac's mri: `-uc FILE` is `-u -c FILE`.
  bundles: "letters"
};
var NODE_OPTIONS = {
  ...table("run", [
    "-r --require --import --loader --experimental-loader --test-reporter --test-global-setup",
    "--openssl-config --experimental-sea-config --experimental-config-file --snapshot-blob --build-snapshot-config"
  ]),
  ...table("read", ["--env-file --env-file-if-exists --icu-data-dir --watch-path --experimental-policy"]),
  ...table("write", [
    "--redirect-warnings --tls-keylog --test-reporter-destination --localstorage-file --test-rerun-failures",
    // directories written in: made-up names, or the name options below joined to them
    "--cpu-prof-dir --heap-prof-dir --diagnostic-dir --report-dir --report-directory"
  ]),
  ...table("arg", [
    // files named, and names joined to a directory: see nodeOutputs (--logfile is V8's)
    "--cpu-prof-name --heap-prof-name --report-filename --trace-event-file-pattern --logfile",
    // code given inline runs like a script
    "-e --eval -p --print -pe --run",
    "-C --conditions --cpu-prof-interval --heap-prof-interval --disable-proto --disable-warning",
    "--dns-result-order --experimental-default-type --heapsnapshot-near-heap-limit --heapsnapshot-signal",
    "--input-type --inspect-port --debug-port --inspect-publish-uid --max-http-header-size",
    "--network-family-autoselection-attempt-timeout --policy-integrity --report-signal --secure-heap",
    "--secure-heap-min --security-revert --test-concurrency --test-name-pattern --test-skip-pattern",
    "--test-shard --test-timeout --test-isolation --experimental-test-isolation --test-coverage-include",
    "--test-coverage-exclude --test-coverage-branches --test-coverage-functions --test-coverage-lines",
    "--title --tls-cipher-list --trace-event-categories --trace-require-module --unhandled-rejections",
    "--use-largepages --v8-pool-size --allow-fs-read --allow-fs-write --watch-kill-signal",
    "--max-old-space-size-percentage",
    // V8's
    "--max-old-space-size --max-semi-space-size --stack-size --stack-trace-limit"
  ])
};
var NODE_FLAGS = words([
  "-c --check -i --interactive -h --help -v --version --v8-options --completion-bash --test --watch",
  "--abort-on-uncaught-exception --addons --allow-addons --allow-child-process --allow-net --allow-wasi",
  "--allow-worker --async-context-frame --experimental-async-context-frame --cpu-prof --heap-prof",
  "--debug-arraybuffer-allocations --deprecation --disable-sigusr1 --disable-wasm-trap-handler",
  "--disallow-code-generation-from-strings --enable-etw-stack-walking --enable-fips",
  "--enable-network-family-autoselection --network-family-autoselection --enable-source-maps --entry-url",
  "--experimental-abortcontroller --experimental-addon-modules --experimental-detect-module",
  "--experimental-eventsource --experimental-fetch --experimental-global-customevent",
  "--experimental-global-navigator --experimental-global-webcrypto --experimental-import-meta-resolve",
  "--experimental-json-modules --experimental-modules --experimental-network-imports",
  "--experimental-network-inspection --experimental-permission --permission",
  "--experimental-print-required-tla --experimental-repl-await --experimental-report",
  "--experimental-require-module --experimental-shadow-realm --experimental-sqlite --experimental-strip-types",
  "--experimental-transform-types --experimental-test-coverage --experimental-test-module-mocks",
  "--experimental-test-snapshots --experimental-top-level-await --experimental-vm-modules",
  "--experimental-wasi-unstable-preview1 --experimental-wasm-modules --experimental-websocket",
  "--experimental-webstorage --webstorage --experimental-worker --expose-internals",
  "--extra-info-on-fatal-exception --force-async-hooks-checks --force-context-aware --force-fips",
  "--force-node-api-uncaught-exceptions-policy --frozen-intrinsics --global-search-paths --http-parser",
  "--insecure-http-parser --napi-modules --node-memory-debug --node-snapshot --openssl-legacy-provider",
  "--openssl-shared-config --pending-deprecation --preserve-symlinks --preserve-symlinks-main",
  "--report-compact --report-exclude-env --report-exclude-network --report-on-fatalerror",
  "--report-on-signal --report-uncaught-exception --test-force-exit --test-only --test-update-snapshots",
  "--test-udp-no-try-send --throw-deprecation --tls-max-v1.2 --tls-max-v1.3 --tls-min-v1.0 --tls-min-v1.1",
  "--tls-min-v1.2 --tls-min-v1.3 --trace-atomics-wait --trace-deprecation --trace-env --trace-env-js-stack",
  "--trace-env-native-stack --trace-events-enabled --trace-exit --trace-promises --trace-sigint",
  "--trace-sync-io --trace-tls --trace-uncaught --trace-warnings --track-heap-objects --use-bundled-ca",
  "--use-env-proxy --use-openssl-ca --use-system-ca --verify-base-objects --warnings --watch-preserve-output",
  "--zero-fill-buffers",
  // V8's: harmless ones, and --prof (whose log is decided)
  "--expose-gc --jitless --huge-max-old-generation-size --interpreted-frames-native-stack",
  "--harmony-shadow-realm --trace-gc --prof --logfile-per-isolate",
  // refused below
  "--inspect --inspect-brk --inspect-wait --inspect-brk-node --build-snapshot",
  "--experimental-default-config-file"
]);
var INSPECTOR = "opens a debugger port through which anything can be run; run without it";
function nodeOutputs(given) {
  const of = (...options) => options.flatMap((o) => given.get(o) ?? []);
  const has = (...options) => options.some((o) => given.has(o));
  const diagnostic = of("--diagnostic-dir");
  const writes = [];
  const problems = [];
  for (const [prof, made] of [
    ["--cpu-prof", "CPU.*.cpuprofile"],
    ["--heap-prof", "Heap.*.heapprofile"]
  ]) {
    if (!has(prof, `${prof}-dir`, `${prof}-name`)) continue;
    const own = of(`${prof}-dir`);
    const dirs = own.length > 0 ? own : diagnostic.length > 0 ? diagnostic : [""];
    const names = of(`${prof}-name`);
    writes.push(...under(dirs, names.length > 0 ? names : [made]));
  }
  const reports = of("--report-filename").filter((name) => name !== "stdout" && name !== "stderr");
  const reportDirs = of("--report-dir", "--report-directory");
  if (reports.length > 0 || reportDirs.length > 0 || has("--report-on-signal", "--report-uncaught-exception", "--report-on-fatalerror"))
    writes.push(
      ...under(
        reportDirs.length > 0 ? reportDirs : [...diagnostic, ""],
        reports.length > 0 ? reports : ["report.*.json"]
      )
    );
  if (has("--heapsnapshot-signal", "--heapsnapshot-near-heap-limit"))
    writes.push(...under(diagnostic.length > 0 ? diagnostic : [""], ["Heap.*.heapsnapshot"]));
  const patterns = of("--trace-event-file-pattern");
  for (const pattern of patterns.filter((p) => p.includes("${")))
    problems.push(
      `node --trace-event-file-pattern ${pattern}: a file name node fills in itself (with its pid or a count); give it literally`
    );
  if (patterns.length > 0 || has("--trace-event-categories", "--trace-events-enabled"))
    writes.push(...patterns.length > 0 ? patterns : ["node_trace.*.log"]);
  const logs = of("--logfile").filter((file) => file !== "-" && file !== "+");
  if (logs.length > 0 || has("--prof"))
    for (const log of logs.length > 0 ? logs : ["v8.log"]) {
      const slash = log.lastIndexOf("/") + 1;
      writes.push(log, `${log.slice(0, slash)}isolate-*-${log.slice(slash)}`);
    }
  return { writes, problems };
}
var NODE = {
  options: NODE_OPTIONS,
  flags: NODE_FLAGS,
  strict: "all",
  scriptArgs: true,
  negates: true,
  refuses: {
    "--inspect": INSPECTOR,
    "--inspect-brk": INSPECTOR,
    "--inspect-wait": INSPECTOR,
    "--inspect-brk-node": INSPECTOR,
    "--build-snapshot": "writes a startup snapshot of the script; run without it",
    "--experimental-default-config-file": "takes more options from node.config.json, unseen here; give them here"
  },
  underscores: true,
  until: "dashdash",
  builtinValues: {
    "--test-reporter": ["spec", "tap", "dot", "junit", "lcov"],
    "--test-reporter-destination": ["stdout", "stderr"],
    "--logfile": ["-", "+"]
  },
  outputs: nodeOutputs
};
var GO_PROFILES = [
  "-coverprofile",
  "-cpuprofile",
  "-memprofile",
  "-blockprofile",
  "-mutexprofile",
  "-trace"
];
var GO_FILES = [...GO_PROFILES, "-outputdir", "-gocoverdir", "-fuzzcachedir", "-testlogfile"];
var GO = {
  options: {
    "-C": "cd",
    "-exec": "run",
    "-toolexec": "run",
    "-vettool": "run",
    "-o": "write",
    "-modfile": "read",
    "-overlay": "read",
    "-pgo": "read",
    ...table("write", [GO_FILES.join(" ")]),
    ...table("arg", [GO_FILES.map((p) => `-test.${p.slice(1)}`).join(" ")])
  },
  refuses: Object.fromEntries(
    GO_FILES.map((p) => [
      `-test.${p.slice(1)}`,
      `writes in each package's directory; give ${p} (before the packages) instead`
    ])
  ),
  spelling: OPTION_SPELLINGS.go,
  outputs: (given) => ({
    writes: under(
      given.get("-outputdir") ?? [],
      GO_PROFILES.flatMap((p) => given.get(p) ?? [])
    ),
    problems: []
  })
};
var OVERRIDE_INI = "sets an ini option, some of which name files pytest writes (cache_dir, log_file); put it in the configuration";
var PYTEST = {
  options: {
    "-p": "run",
    "-o": "arg",
    "--override-ini": "arg",
    "--pastebin": "arg",
    "--cov-report": "arg",
    "--rootdir": "cd",
    "-c": "read",
    "--config-file": "read",
    "--cov-config": "read",
    "--confcutdir": "cd",
    "--cov": "arg",
    ...table("write", [
      "--basetemp --junitxml --junit-xml --debug --log-file --report-log --resultlog --result-log --html",
      "--json-report-file"
    ])
  },
  // Exact names that are prefixes of the options above.
  flags: ["--co", "--collect-only"],
  refuses: {
    "-o": OVERRIDE_INI,
    "--override-ini": OVERRIDE_INI,
    "--pastebin": "sends the session log to a paste service; run without it",
    "--cov-report": "with a file or directory (TYPE:PATH) writes it unseen; give the report type alone"
  },
  optional: ["--cov", "--debug"],
  builtinValues: {
    "--cov-report": words([
      "term term-missing html xml json lcov annotate markdown markdown-append",
      "term:skip-covered term-missing:skip-covered"
    ])
  },
  abbreviates: true,
  // argparse: `-so KEY=VALUE` is `-s -o KEY=VALUE`; -n is pytest-xdist's.
  bundles: "getopt",
  valueLetters: "kmrWn",
  readsOperands: "nodeids",
  // pytest removes the --basetemp directory and all in it before a test uses tmp_path.
  outputs: (given) => ({ writes: [], problems: [], editTrees: given.get("--basetemp") ?? [] })
};
var CARGO = {
  options: {
    "-C": "cd",
    "--manifest-path": "read",
    "--config": "run",
    "-Z": "run",
    "--target-dir": "write",
    "--artifact-dir": "write",
    "--out-dir": "write",
    "--logfile": "arg",
    "--persist-doctests": "arg"
  },
  refuses: {
    "--logfile": "writes in each crate's directory; redirect the output instead",
    "--persist-doctests": "writes in each crate's directory; run without it"
  },
  // clap: `-qC..` is `-q -C ..`.
  bundles: "getopt",
  valueLetters: "jpF"
};
var GUARDS = {
  npm: NPM,
  npx: NPM,
  pnpx: PNPM,
  // Only as package runners (`bunx`, `bun x`): what they run is guarded.
  bunx: BUN,
  bun: BUN,
  pnpm: PNPM,
  yarn: YARN,
  /**
   * Every word is checked, up to `--`: node's own end at the script (each of them known, so the
   * script is known), but a word after it that is an option of node's is decided all the same.
   */
  node: NODE,
  make: {
    options: {
      "-C": "cd",
      "--directory": "cd",
      "-f": "read",
      "--file": "read",
      "--makefile": "read",
      "-I": "read",
      "--include-dir": "read",
      "--eval": "run",
      "-E": "run"
    },
    abbreviates: true,
    // GNU getopt: `-sC..` is `-s -C ..`; -j, -l and -O take an optional value.
    bundles: "getopt",
    valueLetters: "oWjlO",
    // The shell's variables; `X!=cmd` runs cmd; `$(shell cmd)` (or any `$(...)`) in a value runs
    // when make expands it.
    variables: /^((SHELL|MAKESHELL|\.SHELLFLAGS|MAKEFLAGS|MFLAGS|MAKEFILES|GNUMAKEFLAGS)[+:?]*=|[^=]*!=|[^=]*=.*\$)/s
  },
  go: GO,
  cargo: CARGO,
  prettier: PRETTIER,
  tsc: TSC,
  eslint: ESLINT,
  vitest: VITEST,
  pytest: PYTEST,
  "py.test": PYTEST
};
function pythonModule(argv) {
  if (!/^python[\d.]*$/.test(programName(argv[0] ?? ""))) return void 0;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (word === "-m") return argv.slice(i + 1);
    if (word.startsWith("-m")) return [word.slice(2), ...argv.slice(i + 1)];
    if (word === "-X" || word === "-W") i++;
    else if (!word.startsWith("-") || word === "-" || word === "--" || word.startsWith("-c"))
      return void 0;
  }
  return void 0;
}
function guardedOptions(argv, dynamic) {
  const name = programName(argv[0] ?? "");
  const module = pythonModule(argv);
  if (module?.[0] === "pytest") return guardedOptions(module, dynamic.slice(argv.length - module.length));
  const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : void 0;
  if (!guard) return void 0;
  const scan = {
    name,
    guard,
    out: { reads: [], writes: [], editTrees: [], readTrees: [], problems: [] },
    given: /* @__PURE__ */ new Map(),
    writesOperands: false
  };
  const { out } = scan;
  const operands2 = [];
  let script = false;
  const runner = runnerOptionsStart(argv);
  const runs = (i) => merge(out, guardedOptions([packageName(argv[i] ?? ""), ...argv.slice(i + 1)], dynamic.slice(i)));
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    const ownOption = runner === void 0 || i < runner;
    if (word === "--" && !ownOption) return runs(i + 1);
    if (word === "--" && guard.until === "dashdash") break;
    if (dynamic[i]) {
      out.problems.push(
        `${name} with ${word}, an argument only known at run time that could expand to an option; write it literally`
      );
      continue;
    }
    if (guard.variables?.test(word))
      out.problems.push(
        `${name} ${word.split(/[+:?!]*=/)[0] ?? ""}=: a variable definition that chooses the shell ${name} runs its recipes with, or runs commands ($(shell ...), !=); give plain values`
      );
    if (!word.startsWith("-") || word === "-") {
      if (!ownOption) return runs(i);
      if (guard.responseFiles && word.startsWith("@"))
        out.problems.push(
          `${name} ${word}: a response file, whose options and file names the analyzer cannot see; give them on the command line`
        );
      else operands2.push(i);
      script = guard.scriptArgs === true;
      continue;
    }
    const next = i + 1 < argv.length ? { word: argv[i + 1] ?? "", dynamic: dynamic[i + 1] === true } : void 0;
    let tookNext = false;
    for (const piece of pieces(guard, word)) {
      const at = { word, ownOption, script, next: piece.next ? next : void 0 };
      tookNext = decideOption(scan, piece.word, at) || tookNext;
    }
    if (tookNext) i++;
  }
  if (scan.writesOperands)
    rewrites(
      name,
      operands2.map((i) => argv[i] ?? ""),
      out
    );
  if (guard.readsOperands === true) out.reads.push(...operands2.map((i) => argv[i] ?? ""));
  else if (guard.readsOperands === "nodeids")
    out.reads.push(...operands2.map((i) => (argv[i] ?? "").split("::")[0] ?? "").filter((p) => p !== ""));
  else if (guard.readsOperands === "patterns" && !scan.writesOperands)
    for (const operand of operands2.map((i) => argv[i] ?? "")) {
      const wild = operand.search(/[*?[{!]/);
      if (wild < 0) out.reads.push(operand);
      else out.readTrees.push(operand.slice(0, operand.lastIndexOf("/", wild) + 1) || ".");
    }
  const outputs = guard.outputs?.(scan.given);
  if (outputs) {
    out.reads.push(...outputs.reads ?? []);
    out.editTrees.push(...outputs.editTrees ?? []);
    out.writes.push(...outputs.writes);
    out.problems.push(...outputs.problems);
  }
  return out;
}
function decideOption(scan, word, at) {
  const { name, guard, out } = scan;
  const eq = word.indexOf("=");
  const spelledName = spelled(guard, eq < 0 ? word : word.slice(0, eq));
  scan.writesOperands ||= guard.writesOperands?.includes(spelledName) === true;
  const found = match(guard, spelledName, word);
  if (!found) {
    if (!at.ownOption && !isRunnerFlag(word) && !isRunnerFlag(at.word))
      out.problems.push(
        `${name} ${word}: an option the analyzer does not know before the program it runs; drop it or give its value as ${word}=VALUE`
      );
    else if (guard.strict === "all" && !at.script || guard.strict === "dotted" && spelledName.includes("."))
      out.problems.push(
        `${name} ${word}: an option the analyzer does not know (it could write a file or load code); drop it${guard.scriptArgs ? " (the script takes its own after its name)" : ""}`
      );
    return false;
  }
  const { option, kinds } = found;
  const refused = guard.refuses?.[option];
  const record = (value2) => scan.given.set(option, [...scan.given.get(option) ?? [], ...value2 === void 0 ? [] : [value2]]);
  if (kinds.length === 0) {
    if (refused !== void 0) out.problems.push(`${name} ${option} ${refused}`);
    else record();
    return false;
  }
  const attached = eq >= 0 ? word.slice(eq + 1) : option.length === 2 && word.length > 2 ? word.slice(2) : void 0;
  let value = attached;
  let took = false;
  if (value === void 0) {
    const takes = at.next !== void 0 && (at.next.word === "-" || !at.next.word.startsWith("-"));
    if (!takes && guard.optional?.includes(option)) {
      record();
      return false;
    }
    value = takes && at.next?.dynamic ? void 0 : at.next?.word;
    took = takes;
  }
  if (value !== void 0) {
    record(value);
    if (guard.builtinValues?.[option]?.includes(value)) return took;
  }
  if (refused !== void 0) out.problems.push(`${name} ${option} ${refused}`);
  else if (kinds.includes("run"))
    out.problems.push(
      `${name} ${option} makes it run or load ${value ?? "something"} besides the command itself; run without it`
    );
  else if (value === void 0) out.problems.push(`${name} ${option} with a value the analyzer cannot read`);
  else
    for (const kind of kinds)
      if (kind === "write") out.writes.push(value);
      else if (kind !== "arg") out.reads.push(value);
  return took;
}
function pieces(guard, word) {
  if (guard.bundles === "nopt") return noptPieces(guard, word);
  if (!guard.bundles || word.startsWith("--") || word.length <= 2) return [{ word, next: true }];
  return guard.bundles === "getopt" ? getoptPieces(guard, word) : letterPieces(word.slice(1));
}
function getoptPieces(guard, word) {
  const out = [];
  for (let k = 1; k < word.length; k++) {
    const letter = word[k] ?? "";
    const rest = word.slice(k + 1);
    if (!Object.hasOwn(guard.options, `-${letter}`) && !guard.valueLetters?.includes(letter)) {
      out.push({ word: `-${letter}`, next: false });
      continue;
    }
    out.push({ word: `-${letter}${rest}`, next: rest === "" });
    break;
  }
  return out;
}
function letterPieces(letters) {
  const eq = letters.indexOf("=");
  const value = eq < 0 ? "" : letters.slice(eq);
  return [...eq < 0 ? letters : letters.slice(0, eq)].map((letter) => ({
    word: `-${letter}${value}`,
    next: eq < 0
  }));
}
function noptPieces(guard, word) {
  const eq = word.indexOf("=");
  const name = (eq < 0 ? word : word.slice(0, eq)).replace(/^-+/, "");
  const value = eq < 0 ? "" : word.slice(eq);
  if (name === "") return [{ word, next: true }];
  if (name.length === 1) return [{ word: `-${name}${value}`, next: true }];
  const long = spelled(guard, `--${name}`);
  const known = Object.hasOwn(guard.options, long) || guard.flags?.includes(long) || guard.whole?.includes(name);
  if (!known && [...name].every((letter) => guard.shorthands?.includes(letter)))
    return letterPieces(`${name}${value}`);
  return [{ word: `--${name}${value}`, next: true }];
}
function spelled(guard, given) {
  if (guard.spelling) return guard.spelling(given);
  if (!guard.underscores || !given.startsWith("--")) return given;
  return `--${given.slice(2).replace(/_/g, "-")}`;
}
function rewrites(name, operands2, out) {
  if (operands2.length === 0) out.problems.push(`${name} rewriting files it finds itself; name them`);
  for (const operand of operands2) {
    if (/[*?[{!]/.test(operand))
      out.problems.push(
        `${name} rewriting files matched by ${operand}, a pattern it expands itself; name the files or directories`
      );
    else out.editTrees.push(operand);
  }
}
function merge(out, inner) {
  if (!inner) return out;
  return {
    reads: [...out.reads, ...inner.reads],
    writes: [...out.writes, ...inner.writes],
    editTrees: [...out.editTrees, ...inner.editTrees],
    readTrees: [...out.readTrees, ...inner.readTrees],
    problems: [...out.problems, ...inner.problems]
  };
}
var SEVERITY = ["run", "write", "cd", "read", "arg"];
function match(guard, given, word) {
  const { options } = guard;
  const own = (name) => Object.hasOwn(options, name);
  if (own(given)) return { option: given, kinds: [options[given]] };
  const short = word.slice(0, 2);
  if (!word.startsWith("--") && own(short)) return { option: short, kinds: [options[short]] };
  const flags = guard.flags ?? [];
  if (flags.includes(given)) return { option: given, kinds: [] };
  if (guard.negates && given.startsWith("--no-") && flags.includes(`--${given.slice(5)}`))
    return { option: given, kinds: [] };
  if (guard.subKeys)
    for (let dot = given.lastIndexOf("."); dot > 0; dot = given.lastIndexOf(".", dot - 1)) {
      const part = given.slice(0, dot);
      if (own(part)) return { option: part, kinds: [options[part]] };
    }
  if (guard.abbreviates && given.startsWith("--") && given.length > 3) {
    const full = Object.keys(options).filter((o) => o.startsWith(given));
    const kinds = SEVERITY.filter((kind) => full.some((o) => options[o] === kind));
    const option = full.find((o) => options[o] === kinds[0]);
    if (option) return { option, kinds };
  }
  return void 0;
}

// src/policy/shell/operands.ts
import path2 from "node:path";

// src/policy/shell/operand-files.ts
var emptyOperands = () => ({
  reads: [],
  writes: [],
  readTrees: [],
  editTrees: [],
  historyTrees: [],
  globs: [],
  copies: [],
  links: [],
  touches: [],
  unknown: [],
  problems: []
});
function add(out, kind, value, source, dynamic) {
  if (!dynamic) return void (kind === "edit" ? out.writes : out.reads).push(value);
  const glob = kind === "edit" ? void 0 : globParts(source);
  if (!glob) out.unknown.push({ source, kind });
  else if (glob.pattern === void 0) out.readTrees.push(glob.dir);
  else out.globs.push(`${glob.dir}/${glob.pattern}`);
}
function globParts(source) {
  if (/[$`"'\\]/.test(source) || /^~[^/]/.test(source) || source.includes("{}")) return void 0;
  const wild = source.search(/[*?[{]/);
  if (wild < 0) return void 0;
  const slash = source.slice(0, wild).lastIndexOf("/");
  const dir = slash < 0 ? "." : source.slice(0, slash) || "/";
  const pattern = source.slice(slash + 1);
  return pattern.includes("/") ? { dir } : { dir, pattern };
}

// src/policy/shell/archives.ts
function archiveFiles(argv, sources, dynamic) {
  if (argv[0] !== "tar")
    return argv[0] === "zip" ? zipFiles(argv, sources, dynamic) : unzipFiles(argv, sources, dynamic);
  const first = argv[1] ?? "";
  if (first === "" || first.startsWith("-")) return tarFiles(argv, sources, dynamic);
  if (dynamic.some(Boolean))
    return {
      ...emptyOperands(),
      problems: ["tar with old-style options and words only known at run time; use dashed options"]
    };
  const words2 = oldStyle(argv);
  return tarFiles(
    words2,
    words2,
    words2.map(() => false)
  );
}
var TAR = optionTable(
  [
    "-A -c -d -r -t -u -x -f=arg -C=cd -T=list -X=read -I=run -F=run -g=write -z -j -J -Z -a -v -k -h -P -O",
    "-m -p -S -W -B -i -l -o -s -U -w -b= -H= -N= -K= -L= -V= -M -R --file= --directory=cd --files-from=list",
    "--exclude-from=read --exclude= --use-compress-program=run --info-script=run --new-volume-script=run",
    "--to-command=run --rsh-command=run --checkpoint[=] --checkpoint-action=run --listed-incremental=write",
    "--create --extract --get --list --append --update --catenate --concatenate --diff --compare --delete",
    "--verbose --gzip --bzip2 --xz --zstd --lzip --lzma --lzop --auto-compress --to-stdout --strip-components=",
    "--transform= --xform= --owner= --group= --mode= --mtime= --sort= --format= --numeric-owner",
    "--no-same-owner --no-same-permissions --preserve-permissions --same-permissions --keep-old-files",
    "--skip-old-files --overwrite --dereference --absolute-names --wildcards --no-wildcards --anchored",
    "--exclude-vcs --exclude-vcs-ignores --exclude-caches --one-file-system --null --totals[=] --warning=",
    "--blocking-factor= --record-size= --force-local --no-recursion --recursion --show-transformed-names",
    "--label= --index-file=write --restrict --help --version --usage"
  ].join(" ")
);
var TAR_VALUED = new Set("fCTXIFgbHNKLV".split(""));
function oldStyle(argv) {
  const first = argv[1] ?? "";
  const out = [argv[0] ?? "tar"];
  let next = 2;
  for (const letter of first) {
    out.push(`-${letter}`);
    if (TAR_VALUED.has(letter) && next < argv.length) out.push(argv[next++] ?? "");
  }
  return [...out, ...argv.slice(next)];
}
function tarFiles(argv, sources, dynamic) {
  const out = emptyOperands();
  if (argv.length !== sources.length && dynamic.some(Boolean))
    return {
      ...out,
      problems: ["tar with old-style options and words only known at run time; use dashed options"]
    };
  const parsed = parseArgs(
    argv,
    argv.map((_, i) => dynamic[i] === true && argv.length === sources.length),
    argv,
    TAR
  );
  if (parsed.problem) return { ...out, problems: [parsed.problem] };
  const has = (...options) => options.some((o) => parsed.options.includes(o));
  const creates = has(
    "-c",
    "--create",
    "-r",
    "--append",
    "-u",
    "--update",
    "-A",
    "--catenate",
    "--concatenate"
  );
  const extracts = has("-x", "--extract", "--get");
  const lists = has("-t", "--list", "-d", "--diff", "--compare");
  let dir = ".";
  for (const value of parsed.values) {
    const problem = valueProblem("tar", value);
    if (problem) return { ...out, problems: [problem] };
    if (value.kind === "cd") dir = join(dir, value.value);
    else if (value.kind === "read") out.reads.push(value.value);
    else if (value.kind === "write") out.writes.push(value.value);
    else if (value.option === "-f" || value.option === "--file") {
      if (value.value.includes(":") && !has("--force-local"))
        return {
          ...out,
          problems: [`tar -f ${value.value}: a remote archive, reached by running rsh; use --force-local`]
        };
      if (value.value !== "-") (creates || has("--delete") ? out.writes : out.reads).push(value.value);
    }
  }
  const members = parsed.operands.map((i) => argv[i] ?? "");
  if (creates) {
    if (has("-A", "--catenate", "--concatenate")) for (const m of members) out.reads.push(join(dir, m));
    else for (const m of members) out.readTrees.push(join(dir, m));
  } else if (extracts && !has("-O", "--to-stdout")) {
    out.problems.push(
      "tar extraction writes files whose names only the archive knows; list it with tar -t, or print a member with tar -xO -f ARCHIVE MEMBER"
    );
  } else if (extracts || has("-d", "--diff", "--compare")) {
    if (members.length === 0)
      out.problems.push("tar printing every member: any of them could be a denied file; name the members");
    for (const m of members) out.reads.push(join(dir, m));
  } else if (!lists && !has("--delete")) {
    out.problems.push("tar without -c, -x, -t or another mode the analyzer knows");
  }
  return out;
}
var join = (dir, file) => file.startsWith("/") || dir === "." ? file : `${dir}/${file}`;
var ZIP = optionTable(
  "-r -R -q -v -j -D -0 -1 -2 -3 -4 -5 -6 -7 -8 -9 -u -f -d -m -T -y -X -o -l -ll -A -J -k -L -h -e -FS -FF -F -sf -n= -t= -tt= -i= -x= -b=write -P= -Z= -TT=run"
);
function zipFiles(argv, sources, dynamic) {
  const out = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, ZIP, { whole: true });
  if (parsed.problem)
    return { ...out, problems: [`${parsed.problem} (zip options are checked one per word: -r -q, not -rq)`] };
  for (const value of parsed.values) {
    const problem = valueProblem("zip", value);
    if (problem) out.problems.push(problem);
    else if (value.kind === "write") out.writes.push(value.value);
  }
  const [archive, ...files] = parsed.operands;
  if (archive === void 0) return { ...out, problems: ["zip without an archive"] };
  add(out, "edit", argv[archive] ?? "", sources[archive] ?? "", dynamic[archive] === true);
  const recursive = parsed.options.some((o) => o === "-r" || o === "-R");
  const moves = parsed.options.includes("-m");
  for (const i of files) {
    add(out, moves ? "edit" : "read", argv[i] ?? "", sources[i] ?? "", dynamic[i] === true);
    if (recursive && !dynamic[i]) (moves ? out.editTrees : out.readTrees).push(argv[i] ?? "");
  }
  return out;
}
var UNZIP = optionTable(
  "-l -v -t -z -p -c -Z -f -u -o -n -q -qq -a -aa -b -j -C -L -X -K -M -V -O= -I= -P= -x= -d=cd"
);
var UNZIP_PRINTS = ["-p", "-c"];
var UNZIP_LISTS = ["-l", "-v", "-t", "-z", "-Z"];
function unzipFiles(argv, sources, dynamic) {
  const out = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, UNZIP, { whole: true });
  if (parsed.problem)
    return { ...out, problems: [`${parsed.problem} (unzip options are checked one per word)`] };
  const [archive, ...members] = parsed.operands;
  if (archive === void 0) return { ...out, problems: ["unzip without an archive"] };
  add(out, "read", argv[archive] ?? "", sources[archive] ?? "", dynamic[archive] === true);
  const has = (options) => parsed.options.some((o) => options.includes(o));
  if (has(UNZIP_PRINTS)) {
    if (members.length === 0)
      out.problems.push("unzip -p of every member: any of them could be a denied file; name the members");
    for (const i of members) add(out, "read", argv[i] ?? "", sources[i] ?? "", dynamic[i] === true);
  } else if (!has(UNZIP_LISTS)) {
    out.problems.push(
      "unzip extraction writes files whose names only the archive knows; list it with unzip -l, or print a member with unzip -p ARCHIVE MEMBER"
    );
  }
  return out;
}

// src/policy/shell/git.ts
import path from "node:path";

// src/policy/shell/git-other.ts
var RUNS_WHOLLY = {
  "filter-branch": "its filters are shell commands",
  "filter-repo": "its callbacks are code",
  difftool: "it runs the diff tool it is given or configured",
  mergetool: "it runs the merge tool it is given or configured",
  "send-email": "its --to-cmd and --cc-cmd run commands, and it sends mail",
  instaweb: "it starts a web server and a browser",
  daemon: "it serves the repository",
  credential: "it prints stored credentials",
  "credential-cache": "it prints stored credentials",
  "credential-store": "it prints stored credentials",
  "web--browse": "it runs a browser"
};
var RUNS_AFTER = { bisect: "run", submodule: "foreach" };
var RUNNING_OPTIONS = {
  rebase: { long: ["--exec"], short: "x" },
  pull: { long: ["--upload-pack", "--exec"], short: "" },
  fetch: { long: ["--upload-pack"], short: "" },
  "ls-remote": { long: ["--upload-pack"], short: "" },
  clone: { long: ["--upload-pack", "--config", "--template"], short: "uc" },
  push: { long: ["--receive-pack", "--exec"], short: "" },
  archive: { long: ["--exec", "--remote"], short: "" },
  grep: { long: ["--open-files-in-pager"], short: "O" }
};
var NO_CONTENT = new Set(
  [
    "add commit branch tag switch checkout restore reset rm fetch push pull merge rebase cherry-pick revert",
    "init remote ls-tree ls-remote describe name-rev shortlog show-ref for-each-ref symbolic-ref update-ref",
    "update-index rev-list count-objects gc prune fsck clean notes version help var check-ignore check-attr",
    "check-ref-format stash am apply hash-object mktag mktree commit-tree write-tree merge-base verify-commit",
    "verify-tag cherry show-branch sparse-checkout maintenance bisect rerere interpret-trailers stripspace",
    "column patch-id mv submodule worktree clone"
  ].flatMap((line) => line.split(" "))
);
var CONTENT_ACTIONS = {
  stash: /* @__PURE__ */ new Set(["show", "list"]),
  worktree: /* @__PURE__ */ new Set(["add"]),
  submodule: /* @__PURE__ */ new Set(["add"])
};
var PATCH_MODE = /* @__PURE__ */ new Set(["add", "reset", "checkout", "restore", "stash", "commit", "clean"]);
function otherGit(name, words2) {
  const problems = [];
  const refuse = (why) => problems.push(
    `git ${name}: ${why}, out of the analyzer's sight; run that command directly, or use a git command the analyzer models`
  );
  const wholly = Object.hasOwn(RUNS_WHOLLY, name) ? RUNS_WHOLLY[name] : void 0;
  if (wholly) refuse(wholly);
  if (name.startsWith("credential-") && !wholly) refuse("it prints stored credentials");
  const end = words2.indexOf("--");
  const options = end < 0 ? words2 : words2.slice(0, end);
  const after = Object.hasOwn(RUNS_AFTER, name) ? RUNS_AFTER[name] : void 0;
  if (after && options.includes(after)) refuse(`${after} runs the command line it is given`);
  const running = Object.hasOwn(RUNNING_OPTIONS, name) ? RUNNING_OPTIONS[name] : void 0;
  if (running)
    for (const word of options) {
      const option = word.replace(/=.*$/s, "");
      const long = option.startsWith("--") && option.length > 2 && running.long.some((l) => l.startsWith(option));
      const short = /^-[^-]/.test(word) && [...running.short].some((letter) => word.slice(1).includes(letter));
      if (long || short) refuse(`${word} runs a command or program it names`);
    }
  const action = options.find((w) => !w.startsWith("-"));
  const patch = PATCH_MODE.has(name) && options.some((w) => /^--(p|pa|pat|patc|patch)$/.test(w) || /^-[^-]*p/.test(w) || w === "--interactive");
  const actions = Object.hasOwn(CONTENT_ACTIONS, name) ? CONTENT_ACTIONS[name] : void 0;
  const content = !NO_CONTENT.has(name) || patch || actions !== void 0 && action !== void 0 && actions.has(action) || name === "clone" && !isRemote(cloneSource(options));
  return { content, problems };
}
var CLONE_VALUED = new Set(
  "-b --branch -o --origin --depth --reference --reference-if-able --separate-git-dir --shallow-since --shallow-exclude -j --jobs --filter --bundle-uri --server-option --ref-format --revision".split(
    " "
  )
);
function cloneSource(words2) {
  for (let i = 0; i < words2.length; i++) {
    const word = words2[i] ?? "";
    if (CLONE_VALUED.has(word)) i++;
    else if (!word.startsWith("-")) return word;
  }
  return "";
}
function isRemote(source) {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return !/^file:/i.test(source);
  return /^[^/:]+:/.test(source) && !source.startsWith(".");
}

// src/policy/shell/git.ts
var GLOBAL = optionTable(
  [
    "-C=cd -c= --config-env=run --exec-path[=] -p --paginate -P --no-pager --no-replace-objects",
    "--no-lazy-fetch --no-optional-locks --no-advice --bare --git-dir=cd --work-tree=cd --namespace=",
    "--literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs -v --version -h --help"
  ].join(" ")
);
var SAFE_CONFIG = /^(color\.[\w.-]+|advice\.\w+|core\.quotepath|core\.abbrev|log\.\w+|format\.pretty|diff\.(renames|algorithm|noprefix|mnemonicprefix|context|interhunkcontext|relative|statgraphwidth)|user\.(name|email)|init\.defaultbranch|pager\.\w+=false|column\.\w+)=/i;
var DIFF_NAMES = [
  "-s --no-patch --raw -t -z --name-only --name-status --stat[=] --stat-width= --stat-name-width= --stat-graph-width=",
  "--stat-count= --compact-summary --numstat --shortstat --dirstat[=] --cumulative --dirstat-by-file[=] --summary",
  "--color[=] --no-color --abbrev[=] --full-index --no-renames --rename-empty --no-rename-empty -B --break-rewrites[=]",
  "-M --find-renames[=] -C --find-copies[=] --find-copies-harder -D --irreversible-delete -l= --diff-filter= -O=read",
  "-R --relative[=] --no-relative --exit-code --quiet --no-ext-diff --no-textconv --ignore-submodules[=] --output=write"
].join(" ");
var DIFF_CONTENT = [
  "-p -u --patch -U= --unified= --patch-with-raw --patch-with-stat --output-indicator-new= --output-indicator-old=",
  "--output-indicator-context= --indent-heuristic --no-indent-heuristic --minimal --patience --histogram --anchored=",
  "--diff-algorithm= --submodule[=] --color-moved[=] --no-color-moved --color-moved-ws= --no-color-moved-ws",
  "--word-diff[=] --word-diff-regex= --color-words[=] --check --ws-error-highlight= --binary -S= -G= --find-object=",
  "--pickaxe-all --pickaxe-regex -a --text --ignore-cr-at-eol --ignore-space-at-eol -b --ignore-space-change -w",
  "--ignore-all-space --ignore-blank-lines -I= --ignore-matching-lines= --inter-hunk-context= -W --function-context",
  "--ext-diff=run --textconv --src-prefix= --dst-prefix= --no-prefix --default-prefix --line-prefix=",
  "--ita-invisible-in-index --ita-visible-in-index"
].join(" ");
var DIFF_SIDES = "--cached --staged --merge-base --no-index -1 -2 -3 -0 --base --ours --theirs -q";
var LOG_WALK = [
  "-n= --max-count= --skip= --since= --after= --until= --before= --author= --committer= --grep= --all-match",
  "--invert-grep -i --regexp-ignore-case -E --extended-regexp -F --fixed-strings -P --perl-regexp --merges",
  "--no-merges --min-parents= --max-parents= --first-parent --not --all --branches[=] --tags[=] --remotes[=]",
  "--glob= --exclude= --reflog --ignore-missing --cherry-mark --cherry-pick --left-only --right-only --cherry",
  "-g --walk-reflogs --merge --boundary --simplify-by-decoration --full-history --dense --sparse",
  "--simplify-merges --ancestry-path[=] --date-order --author-date-order --topo-order --reverse --no-walk[=]",
  "--pretty[=] --format= --abbrev-commit --no-abbrev-commit --oneline --encoding= --expand-tabs[=]",
  "--no-expand-tabs --notes[=] --no-notes --relative-date --date= --parents --children --left-right --graph",
  "--no-diff-merges -r --follow --no-decorate --decorate[=] --decorate-refs= --decorate-refs-exclude= --source",
  "--mailmap --no-mailmap --use-mailmap --full-diff --log-size --show-signature=run"
].join(" ");
var LOG_CONTENT = "-c --cc --dd --remerge-diff -m --diff-merges= -L=";
var DIFF = `${DIFF_NAMES} ${DIFF_CONTENT}`;
var LOG = `${LOG_WALK} ${LOG_CONTENT}`;
var SUBCOMMANDS = {
  diff: {
    options: optionTable(`${DIFF} ${DIFF_SIDES}`),
    content: "always"
  },
  log: { options: optionTable(`${DIFF} ${LOG}`), content: "patch" },
  show: { options: optionTable(`${DIFF} ${LOG}`), content: "always" },
  blame: {
    options: optionTable(
      "-b --root --show-stats -f --show-name -n --show-number -p --porcelain --line-porcelain --incremental -c -t -l -s -e --show-email -w --abbrev[=] -L= -S=read --reverse= --first-parent --encoding= --contents=read --date= --progress --no-progress -M -C --ignore-rev= --ignore-revs-file=read --color-lines --color-by-age --minimal --score-debug"
    ),
    content: "never",
    fileOperands: true
  },
  status: {
    options: optionTable(
      "-s --short -b --branch --show-stash --porcelain[=] --long -v --verbose -u --untracked-files[=] --ignore-submodules[=] --ignored[=] -z --column[=] --no-column --ahead-behind --no-ahead-behind --renames --no-renames --find-renames[=]"
    ),
    content: "verbose",
    pathspecs: true
  },
  "ls-files": {
    options: optionTable(
      "-c --cached -d --deleted -m --modified -o --others -i --ignored -s --stage -u --unmerged -k --killed --directory --no-empty-directory --eol -z --deduplicate -x= --exclude= -X=read --exclude-from=read --exclude-per-directory= --exclude-standard --error-unmatch --with-tree= -t -v -f --full-name --recurse-submodules --abbrev[=] --debug --sparse --format= --resolve-undo"
    ),
    content: "never",
    pathspecs: true
  },
  "rev-parse": {
    options: optionTable(
      "--revs-only --no-revs --flags --no-flags --default= --prefix= --verify -q --quiet --sq --short[=] --not --abbrev-ref[=] --symbolic --symbolic-full-name --all --branches[=] --tags[=] --remotes[=] --glob= --exclude= --disambiguate= --path-format= --git-dir --git-common-dir --show-toplevel --absolute-git-dir --is-inside-git-dir --is-inside-work-tree --is-bare-repository --is-shallow-repository --show-cdup --show-prefix --show-object-format[=] --since= --after= --until= --before="
    ),
    content: "never"
  }
};
var QUIET = new Set(
  `${DIFF_NAMES} ${DIFF_SIDES} ${LOG_WALK}`.split(/\s+/).map((e) => e.replace(/\[?=.*$/, ""))
);
var NO_MERGE_DIFFS = /* @__PURE__ */ new Set(["off", "none"]);
var NAMES_ONLY = /* @__PURE__ */ new Set([
  "-s",
  "--no-patch",
  "--name-only",
  "--name-status",
  "--stat",
  "--numstat",
  "--shortstat",
  "--summary",
  "--compact-summary",
  "--dirstat",
  "--raw",
  "--quiet"
]);
function gitFiles(argv, dynamic, sources) {
  const out = { cwd: [], reads: [], writes: [], trees: [], problems: [], touches: [] };
  const global = parseArgs(argv, dynamic, sources, GLOBAL, { permute: false });
  if (global.problem) return { ...out, problems: [global.problem] };
  const directories = [];
  for (const value of global.values) {
    const problem = value.option === "-c" && !SAFE_CONFIG.test(value.value) ? `git -c ${value.value}: configuration can name programs git runs (pagers, editors, diff drivers); the analyzer only accepts display settings` : valueProblem("git", value);
    if (problem) out.problems.push(problem);
    else if (value.kind === "cd") directories.push(value);
  }
  out.cwd.push(...workingDirectories(directories));
  out.reads.push(GIT_DISCOVERY);
  if (global.options.includes("--exec-path"))
    out.problems.push("git --exec-path: it chooses where git finds the programs it runs");
  const at = global.operands[0];
  if (at === void 0) return out;
  const name = argv[at] ?? "";
  out.subcommand = at;
  const sub = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : void 0;
  if (!sub) return otherSubcommand(name, argv.slice(at + 1), dynamic.slice(at + 1), out);
  const parsed = parseArgs(argv, dynamic, sources, sub.options, { numeric: true }, at + 1);
  if (parsed.problem)
    return { ...out, problems: [...out.problems, parsed.problem.replace(/^git /, `git ${name} `)] };
  for (const value of parsed.values) {
    const problem = value.option === "--exclude-per-directory" && value.value !== ".gitignore" ? `git ${name} --exclude-per-directory=${value.value} reads each ${value.value} as patterns and lists the files they match, telling its content; only .gitignore is accepted` : valueProblem(`git ${name}`, value);
    if (problem) out.problems.push(problem);
    else if (value.kind === "read") out.reads.push(value.value);
    else if (value.kind === "write") out.writes.push(value.value);
    else if (value.option === "-L") out.reads.push(...lineRangeFile(value.value));
  }
  const dashdash = argv.indexOf("--", at + 1);
  const paths = parsed.operands.filter((i) => dashdash >= 0 && i > dashdash);
  const revisions = parsed.operands.filter((i) => !(dashdash >= 0 && i > dashdash));
  for (const i of parsed.operands) {
    const word = argv[i] ?? "";
    if (dynamic[i]) continue;
    if (mayNamePathOut(word)) out.touches.push(word);
    if (magicPathspec(word, sub.pathspecs === true || paths.includes(i)))
      out.problems.push(
        `git pathspec magic (${word}): the analyzer cannot tell what it selects; name paths plainly after --`
      );
  }
  for (const i of [...paths, ...revisions])
    if (dynamic[i])
      out.problems.push(
        `git ${name} with ${sources[i] ?? ""}, a word only known at run time; name revisions and paths literally`
      );
  if (parsed.options.includes("--no-index")) {
    out.trees.push(...comparedFiles(parsed.operands.map((i) => argv[i] ?? "")));
    return out;
  }
  if (sub.fileOperands) {
    for (const i of parsed.operands)
      if (!isRevision(argv[i] ?? "") || dashdash >= 0) out.reads.push(argv[i] ?? "");
    return out;
  }
  if (name === "diff") out.trees.push(...comparedFiles(impliedNoIndex(argv, at)));
  const objects = revisions.map((i) => revisionObjects(argv[i] ?? ""));
  const stored = objects.flatMap((o) => o.paths).map(storedOperand);
  if (sub.content === "never" || sub.content === "verbose") out.reads.push(...stored);
  else out.trees.push(...stored);
  if (!printsContent(sub, parsed)) return out;
  if (sub.content === "verbose") {
    out.trees.push(REPOSITORY);
    return out;
  }
  const opaque = revisions.length === 0 || objects.some((o) => o.opaque);
  if (!opaque) return out;
  if (paths.length === 0) out.trees.push(REPOSITORY);
  for (const i of paths) {
    const spec = argv[i] ?? "";
    if (!spec.startsWith(":")) out.trees.push(pathspecDirectory(spec));
  }
  return out;
}
var CONFIG_READERS = /* @__PURE__ */ new Set(["config", "var", "remote", "ls-remote"]);
function otherSubcommand(name, words2, dynamic, out) {
  const other = otherGit(name, words2);
  out.problems.push(...other.problems);
  if (CONFIG_READERS.has(name)) {
    const config = storedOperand(".git/config");
    out.reads.push(config);
    if (name === "config") out.writes.push(config);
  }
  if (other.content) out.trees.push(REPOSITORY);
  words2.forEach((word, i) => {
    if (dynamic[i]) return;
    const value = /^--[^=]+=/s.test(word) ? word.slice(word.indexOf("=") + 1) : /^-[^-]/.test(word) ? word.slice(2) : word;
    if (value === "") return;
    out.touches.push(value);
    const stored = word.startsWith("-") ? void 0 : revisionObjects(word).paths.map(storedOperand);
    if (stored) (other.content ? out.trees : out.touches).push(...stored);
  });
  return out;
}
var REPOSITORY = storedOperand(".");
function workingDirectories(values) {
  const under3 = (dir, value) => value.startsWith("/") || dir === "." ? value : `${dir}/${value}`;
  let start = ".";
  for (const value of values)
    if (value.option === "-C" && value.value !== "") start = under3(start, value.value);
  const others = values.filter((v) => v.option !== "-C").map((v) => under3(start, v.value));
  return others.length === 0 && start === "." ? [] : [start, ...others];
}
function impliedNoIndex(argv, at) {
  let i = at + 1;
  while (i < argv.length && (argv[i] ?? "").startsWith("-") && argv[i] !== "--") i++;
  if (argv[i] === "--") i++;
  const words2 = argv.slice(i);
  return words2.length === 2 && words2.some(mayLeaveWorkTree) ? words2 : [];
}
function magicPathspec(word, pathspecs) {
  return pathspecs ? word.startsWith(":") : /^:[(!^]/.test(word);
}
function mayNamePathOut(word) {
  return word !== "/dev/null" && (word.includes("..") || word.startsWith("/"));
}
function mayLeaveWorkTree(word) {
  const normal = path.posix.normalize(word);
  return path.posix.isAbsolute(normal) || normal === ".." || normal.startsWith("../");
}
function comparedFiles(words2) {
  return words2.filter((w) => w !== "/dev/null");
}
function printsContent(sub, parsed) {
  if (sub.content === "never") return false;
  if (sub.content === "verbose") return parsed.options.some((o) => o === "-v" || o === "--verbose");
  const loud = parsed.options.some((o) => !QUIET.has(o) && o !== "--diff-merges") || parsed.values.some((v) => v.option === "--diff-merges" && !NO_MERGE_DIFFS.has(v.value));
  if (sub.content === "patch") return loud;
  return loud || !parsed.options.some((o) => NAMES_ONLY.has(o));
}
function revisionObjects(word) {
  const dots = word.indexOf("..");
  const readings = dots < 0 ? [word] : [word, word.slice(0, dots), word.slice(dots + (word[dots + 2] === "." ? 3 : 2))];
  const stored = readings.map(storedPath);
  return {
    paths: [...new Set(stored.filter((p) => p !== void 0).map((p) => p || "."))],
    opaque: stored.includes(void 0)
  };
}
function storedPath(rev) {
  if (rev.startsWith(":/")) return void 0;
  if (rev.startsWith(":")) return /^:[0-3]:/.test(rev) ? rev.slice(3) : rev.slice(1);
  let depth = 0;
  for (let i = 0; i < rev.length; i++) {
    if (rev[i] === "{") depth++;
    else if (rev[i] === "}" && depth > 0) depth--;
    else if (rev[i] === ":" && depth === 0) return rev.slice(i + 1);
  }
  return void 0;
}
var isRevision = (word) => /[~^]|\.\.|@\{/.test(word) || /^[0-9a-f]{7,40}$/.test(word) || word === "HEAD";
function lineRangeFile(value) {
  const file = value.slice(value.lastIndexOf(":") + 1);
  return value.includes(":") && file ? [file] : [];
}
function pathspecDirectory(spec) {
  const wild = spec.search(/[*?[]/);
  if (wild < 0) return spec;
  const slash = spec.slice(0, wild).lastIndexOf("/");
  return slash < 0 ? "." : spec.slice(0, slash) || "/";
}

// src/policy/shell/sed-script.ts
function sedScriptProblem(script) {
  const refuse = (what) => `sed ${what} in ${JSON.stringify(clipWords(script, 40))}: it can read, write or run files the analyzer cannot see; use sed --sandbox, or redirect output instead`;
  let i = 0;
  const skipBlanks = () => {
    while (i < script.length && /[\s;]/.test(script[i] ?? "")) i++;
  };
  const delimited = (delim) => {
    for (i++; i < script.length; i++) {
      if (script[i] === "\\") i++;
      else if (script[i] === delim) return true;
      else if (script[i] === "\n" && delim !== "\n") return false;
    }
    return false;
  };
  const address = () => {
    const ch = script[i] ?? "";
    if (/\d/.test(ch)) {
      while (/[\d~]/.test(script[i] ?? "")) i++;
      return true;
    }
    if (ch === "$") {
      i++;
      return true;
    }
    if (ch === "/" || ch === "\\") {
      const delim = ch === "\\" ? script[++i] ?? "" : "/";
      if (!delim || !delimited(delim)) return false;
      i++;
      while (/[IM]/.test(script[i] ?? "")) i++;
    }
    return true;
  };
  while (i < script.length) {
    skipBlanks();
    if (i >= script.length) break;
    if (!address()) return refuse("an address it cannot read");
    if (script[i] === ",") {
      i++;
      if (script[i] === "+" || script[i] === "~") i++;
      if (!address()) return refuse("an address it cannot read");
    }
    while (script[i] === " " || script[i] === "!") i++;
    const command = script[i] ?? "";
    if (command === "s" || command === "y") {
      const delim = script[i + 1] ?? "";
      if (!delim || /[\s\\]/.test(delim)) return refuse(`an ${command} command it cannot read`);
      i++;
      if (!delimited(delim) || !delimited(delim)) return refuse(`an ${command} command it cannot read`);
      i++;
      const flags = /^[gpiImM\d]*/.exec(script.slice(i))?.[0] ?? "";
      i += flags.length;
      if (command === "s" && /^[ew]/.test(script.slice(i))) return refuse(`the s flag ${script[i] ?? ""}`);
      continue;
    }
    if ("aic".includes(command)) {
      while (i < script.length && script[i] !== "\n") i++;
      continue;
    }
    if (":btT".includes(command)) {
      i++;
      while (script[i] === " " || script[i] === "	") i++;
      while (i < script.length && !/[\s;#}]/.test(script[i] ?? "")) i++;
      continue;
    }
    if ("pPdDnNgGhHxqQlz={}F".includes(command)) {
      i++;
      while (/[\d ]/.test(script[i] ?? "") && "qQl".includes(command)) i++;
      continue;
    }
    return refuse(`the command ${command}`);
  }
  return void 0;
}

// src/policy/shell/operands.ts
function fileOperands(argv, sources, dynamic) {
  const name = argv[0] ?? "";
  if (name === "git") return fromGit(argv, sources, dynamic);
  if (name === "find") return findOperands(argv, sources, dynamic);
  if (name === "dd") return ddOperands(argv, sources, dynamic);
  if (name === "tar" || name === "zip" || name === "unzip") return archiveFiles(argv, sources, dynamic);
  const spec = Object.hasOwn(PROGRAMS, name) ? PROGRAMS[name] : void 0;
  return spec && operands(argv, sources, dynamic, spec);
}
function operands(argv, sources, dynamic, spec) {
  const out = emptyOperands();
  const parsed = parseArgs(argv, dynamic, sources, spec.options, spec.settings);
  if (parsed.problem) return { ...out, problems: [parsed.problem] };
  const name = argv[0] ?? "";
  const targetGiven = takeValues(name, parsed, out);
  const given = (options) => parsed.options.some((o) => options?.includes(o));
  const skipFirst = spec.skipFirst === true && !given(spec.firstGivenBy);
  const files = skipFirst ? parsed.operands.slice(1) : parsed.operands;
  if (name === "sed") {
    const inPlace = given(["-i", "--in-place"]);
    const scripts = skipFirst ? parsed.operands.slice(0, 1).map((i) => argv[i] ?? "") : parsed.values.filter((v) => v.option === "-e" || v.option === "--expression").map((v) => v.value);
    const problem = given(["--sandbox"]) ? void 0 : sedScriptsProblem(scripts, given(["-f", "--file"]));
    if (problem) out.problems.push(problem);
    if (inPlace) {
      addAll(out, files, argv, sources, dynamic, "edit");
      sedBackups(argv, dynamic, spec, files, given(["--follow-symlinks"]), out);
      return out;
    }
  }
  const recursive = spec.alwaysRecursive === true || given(spec.recursive) || recursiveByValue(spec, parsed);
  if (recursive && spec.operands === "read" && files.length === 0) out.readTrees.push(".");
  const allEdits = spec.operands === "edit" || name === "install" && given(["-d", "--directory"]);
  const hardLinks = name === "ln" && !given(["-s", "--symbolic"]) || name === "cp" && given(["-l", "--link"]);
  files.forEach((i, k) => {
    const last = k === files.length - 1;
    const destination = spec.operands === "copy" && !targetGiven && last && files.length > 1;
    const edit = allEdits || destination || hardLinks;
    const word = argv[i] ?? "";
    if (word === "-") return;
    add(out, edit ? "edit" : "read", word, sources[i] ?? word, dynamic[i] === true);
    const linked = hardLinks && !destination;
    if (linked) add(out, "read", word, sources[i] ?? word, dynamic[i] === true);
    if (recursive && !dynamic[i]) {
      (edit ? out.editTrees : out.readTrees).push(word);
      if (linked) out.readTrees.push(word);
    } else if (name === "mv" && !edit && !dynamic[i]) out.editTrees.push(word);
  });
  if (spec.operands === "copy") copyDestinations(argv, sources, dynamic, files, parsed, targetGiven, out);
  if (makesSymlinks(name, given))
    symlinkTargets(
      argv,
      sources,
      dynamic,
      files,
      parsed,
      targetGiven,
      name === "ln" && given(["-r", "--relative"]),
      out
    );
  if (recursive) out.readTrees.push(...out.globs.map((g) => path2.posix.dirname(g)));
  return out;
}
function sedScriptsProblem(scripts, fromFile) {
  if (fromFile)
    return "sed -f: a script file can read, write or run files (e, w, r), and the analyzer cannot see it; pass the script with -e, or add --sandbox";
  return scripts.map(sedScriptProblem).find(Boolean);
}
function sedBackups(argv, dynamic, spec, files, followSymlinks, out) {
  const suffix = sedInPlaceSuffix(argv, dynamic, spec.options);
  if (!suffix) return;
  if (followSymlinks)
    return void out.problems.push(
      `sed -i${suffix} --follow-symlinks names its backups after where the links lead, which the analyzer cannot see; drop the backup suffix or --follow-symlinks`
    );
  for (const i of files) {
    const file = argv[i] ?? "";
    if (dynamic[i] || file === "-") continue;
    out.writes.push(suffix.includes("*") ? suffix.replaceAll("*", file) : `${file}${suffix}`);
  }
}
function sedInPlaceSuffix(argv, dynamic, table2) {
  let suffix = "";
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (word === "--") break;
    if (dynamic[i] || !word.startsWith("-") || word === "-") continue;
    if (word.startsWith("--")) {
      const eq = word.indexOf("=");
      const given = eq < 0 ? word : word.slice(0, eq);
      const names = table2.long.has(given) ? [given] : [...table2.long.keys()].filter((n) => n.startsWith(given));
      const spec = names.length === 1 ? table2.long.get(names[0] ?? "") : void 0;
      if (names[0] === "--in-place" && names.length === 1) suffix = eq < 0 ? "" : word.slice(eq + 1);
      else if (spec?.kind && !spec.optional && eq < 0) i++;
      continue;
    }
    for (let k = 1; k < word.length; k++) {
      const option = `-${word[k] ?? ""}`;
      if (option === "-i") {
        suffix = word.slice(k + 1);
        break;
      }
      if (table2.shortOptional.has(option)) break;
      if (!table2.short.get(option)) continue;
      if (k === word.length - 1) i++;
      break;
    }
  }
  return suffix;
}
function copyDestinations(argv, sources, dynamic, files, parsed, targetGiven, out) {
  const name = argv[0] ?? "";
  const has = (...options) => parsed.options.some((o) => options.includes(o));
  if (name === "install" && has("-d", "--directory")) return;
  const word = (i) => i === void 0 || dynamic[i] ? void 0 : argv[i] ?? "";
  const noDirectory = has("-T", "--no-target-directory");
  const parents = has("--parents");
  const dests = [];
  const inside = [];
  let sourcesUnknown = false;
  const kind = copyKind(name, parsed);
  const land = (i, place) => {
    if (!kind) return;
    const source = argv[i] ?? "";
    const glob = dynamic[i] ? copiedGlob(sources[i] ?? source) : source;
    if (glob === void 0)
      return void out.problems.push(
        `${name} of ${sources[i] ?? source}, a word only known at run time or a glob with a wildcard before its last /: where what it names lands cannot be told; name the files or directories`
      );
    const pattern = dynamic[i] ? globPattern(sources[i] ?? source) : void 0;
    const matched = dynamic[i] ? { ...pattern === void 0 ? {} : { pattern } } : {};
    if ("as" in place)
      out.copies.push({ from: glob, to: place.as, ...kind, ...dynamic[i] ? { as: true } : {}, ...matched });
    else if (dynamic[i])
      out.copies.push({
        from: glob,
        to: parents ? path2.posix.join(place.dir, glob) : place.dir,
        ...kind,
        ...matched
      });
    else
      out.copies.push({
        from: source,
        to: path2.posix.join(place.dir, parents ? source : path2.posix.basename(source)),
        ...kind
      });
  };
  const into = (dir, sources2) => {
    for (const i of sources2) {
      const source = word(i);
      if (source === void 0) sourcesUnknown = true;
      else if (source !== "-")
        inside.push(path2.posix.join(dir, parents ? source : path2.posix.basename(source)));
      if (source !== "-") land(i, { dir });
    }
  };
  if (targetGiven) {
    for (const v of parsed.values)
      if (v.option === "-t" || v.option === "--target-directory") into(v.value, files);
  } else if (files.length > 1) {
    const last = word(files.at(-1));
    if (last !== void 0) dests.push(last);
    if (last !== void 0 && !noDirectory) into(last, files.slice(0, -1));
    const first = files[0];
    if (last !== void 0 && first !== void 0 && files.length === 2 && (argv[first] ?? "") !== "-")
      land(first, { as: last });
    if (name === "mv" && parsed.options.includes("--exchange") && last !== void 0 && first !== void 0) {
      if (!dynamic[first]) out.copies.push({ from: last, to: argv[first] ?? "", links: true, tree: true });
    }
  } else if (name === "ln" && !noDirectory) into(".", files);
  out.writes.push(...inside);
  const backups = backupKinds(parsed, out);
  if (!backups) return;
  if (sourcesUnknown)
    return void out.problems.push(
      `${name} with a backup option and sources only known at run time: the backups' names depend on them; name the files literally`
    );
  for (const dest of [...dests, ...inside]) {
    if (backups.suffix !== void 0) out.writes.push(`${dest}${backups.suffix}`);
    if (backups.numbered) out.writes.push(`${dest}.~1~`);
  }
}
function copyKind(name, parsed) {
  const has = (...options) => parsed.options.some((o) => options.includes(o));
  if (name === "mv") return { links: true, tree: true };
  if (name === "ln")
    return has("-s", "--symbolic") ? void 0 : { links: !has("-L", "--logical") || has("-P", "--physical"), tree: false };
  if (name !== "cp") return void 0;
  const tree = has("-a", "-r", "-R", "--archive", "--recursive");
  const keeps = has("-P", "-d", "--no-dereference", "-a", "--archive");
  const links = !has("-s", "--symbolic-link") && (keeps || tree && !has("-L", "--dereference"));
  return { links, tree };
}
function copiedGlob(source) {
  const wild = source.search(/[*?[]/);
  if (wild < 0 || /[$`]/.test(source)) return void 0;
  const rest = source.slice(wild).replace(/\/+$/, "");
  if (rest.includes("/")) return void 0;
  const slash = source.slice(0, wild).lastIndexOf("/");
  return slash < 0 ? "." : source.slice(0, slash) || "/";
}
function globPattern(source) {
  const last = source.replace(/\/+$/, "").split("/").at(-1) ?? "";
  if (/["'\\$`{]/.test(last) || last === "") return void 0;
  return last.replace(/\[[^\]]*\]/g, "*");
}
var makesSymlinks = (name, given) => name === "ln" && given(["-s", "--symbolic"]) || name === "cp" && given(["-s", "--symbolic-link"]);
function symlinkTargets(argv, sources, dynamic, files, parsed, targetGiven, relative, out) {
  const linked = !targetGiven && files.length > 1 ? files.slice(0, -1) : files;
  const dirs = linkDirectories(argv, dynamic, files, parsed, targetGiven);
  for (const i of linked) {
    const text = argv[i] ?? "";
    if (dynamic[i])
      out.problems.push(
        `${argv[0] ?? ""} making a symbolic link to ${sources[i] ?? text}, only known at run time: it could lead anywhere; name the target literally`
      );
    else {
      const targets = text.startsWith("/") || relative ? [text] : dirs.map((dir) => under2(dir, text));
      out.readTrees.push(...targets);
      out.editTrees.push(...targets);
      const name = path2.posix.basename(text.replace(/\/+$/, "")) || text;
      for (const at of linkPlaces(argv, dynamic, files, parsed, targetGiven, name))
        out.links.push({
          at,
          text: relative ? path2.posix.relative(path2.posix.dirname(at), text) || "." : text
        });
    }
  }
}
var under2 = (dir, text) => dir === "." ? text : dir.endsWith("/") ? `${dir}${text}` : `${dir}/${text}`;
function linkPlaces(argv, dynamic, files, parsed, targetGiven, name) {
  const dirs = targetGiven || files.length < 2 ? linkDirectories(argv, dynamic, files, parsed, targetGiven) : [];
  if (dirs.length > 0) return dirs.map((dir) => path2.posix.join(dir, name));
  const last = files.at(-1);
  if (last === void 0 || dynamic[last]) return [];
  const dest = argv[last] ?? "";
  const noDirectory = parsed.options.some((o) => o === "-T" || o === "--no-target-directory");
  return noDirectory || files.length > 2 ? [noDirectory ? dest : path2.posix.join(dest, name)] : [dest, path2.posix.join(dest, name)];
}
function linkDirectories(argv, dynamic, files, parsed, targetGiven) {
  if (targetGiven)
    return parsed.values.filter((v) => (v.option === "-t" || v.option === "--target-directory") && !v.dynamic).map((v) => v.value);
  const last = files.at(-1);
  if (files.length < 2 || last === void 0) return ["."];
  if (dynamic[last]) return [];
  const dest = argv[last] ?? "";
  const asFile = path2.posix.dirname(dest);
  const noDirectory = parsed.options.some((o) => o === "-T" || o === "--no-target-directory");
  return noDirectory ? [asFile] : [asFile, dest];
}
var BACKUP_CONTROLS = ["none", "off", "simple", "never", "existing", "nil", "numbered", "t"];
function backupKinds(parsed, out) {
  if (!parsed.options.some((o) => ["-b", "--backup", "-S", "--suffix"].includes(o))) return void 0;
  const suffixes = parsed.values.filter((v) => v.option === "-S" || v.option === "--suffix");
  const given = suffixes.at(-1);
  if (given?.dynamic) {
    out.problems.push(
      `a backup suffix only known at run time (${given.value}): the backups' names depend on it; give it literally`
    );
    return void 0;
  }
  const suffix = given && given.value !== "" && !given.value.includes("/") ? given.value : "~";
  const control = parsed.values.filter((v) => v.option === "--backup").at(-1)?.value ?? "existing";
  const exact = BACKUP_CONTROLS.find((c) => c === control);
  const matches = exact ? [exact] : BACKUP_CONTROLS.filter((c) => control !== "" && c.startsWith(control));
  const kind = matches.length === 1 ? matches[0] : "existing";
  if (kind === "none" || kind === "off") return void 0;
  const simple = kind !== "numbered" && kind !== "t";
  const numbered = kind !== "simple" && kind !== "never";
  return { ...simple ? { suffix } : {}, numbered };
}
function recursiveByValue(spec, parsed) {
  const unless = spec.recursiveUnless ?? {};
  return parsed.values.some((v) => {
    const safe = Object.hasOwn(unless, v.option) ? unless[v.option] : void 0;
    return safe !== void 0 && (v.dynamic || !safe.some((s) => v.value !== "" && s.startsWith(v.value)));
  });
}
function takeValues(program, parsed, out) {
  let target = false;
  for (const value of parsed.values) {
    const problem = valueProblem(program, value);
    if (problem) out.problems.push(problem);
    else if (value.kind === "read") out.reads.push(value.value);
    else if (value.kind === "write") {
      out.writes.push(value.value);
      target ||= /target-directory|^-t$/.test(value.option);
    }
  }
  return target;
}
function addAll(out, files, argv, sources, dynamic, kind) {
  for (const i of files) add(out, kind, argv[i] ?? "", sources[i] ?? "", dynamic[i] === true);
  return out;
}
function fromGit(argv, sources, dynamic) {
  const git = gitFiles(argv, dynamic, sources);
  const out = { ...emptyOperands(), problems: git.problems };
  const bases = git.cwd.length > 0 ? git.cwd : ["."];
  const under3 = (files) => files.flatMap((f) => bases.map((b) => f.startsWith("/") ? f : path2.posix.join(b, f)));
  out.reads.push(...git.cwd, ...under3(git.reads));
  out.writes.push(...under3(git.writes));
  out.readTrees.push(...under3(git.trees));
  out.historyTrees.push(...under3(git.trees));
  out.touches.push(...under3(git.touches));
  if (git.subcommand !== void 0 && argv[git.subcommand] === "mv") {
    const from = git.subcommand + 1;
    const moved = operands(
      ["mv", ...argv.slice(from)],
      ["mv", ...sources.slice(from)],
      [false, ...dynamic.slice(from)],
      PROGRAMS.mv
    );
    const join3 = (f) => bases.map((b) => f.startsWith("/") ? f : path2.posix.join(b, f));
    out.problems.push(...moved.problems.map((p) => `git ${p}`));
    out.reads.push(...moved.reads.flatMap(join3));
    out.writes.push(...moved.writes.flatMap(join3));
    out.readTrees.push(...moved.readTrees.flatMap(join3));
    out.editTrees.push(...moved.editTrees.flatMap(join3));
    out.unknown.push(...moved.unknown);
    for (const copy of moved.copies)
      for (const b of bases)
        out.copies.push({
          ...copy,
          from: copy.from.startsWith("/") ? copy.from : path2.posix.join(b, copy.from),
          to: copy.to.startsWith("/") ? copy.to : path2.posix.join(b, copy.to)
        });
  }
  return out;
}
var FIND_VALUED = new Set(
  [
    "-name -iname -path -ipath -wholename -iwholename -regex -iregex -lname -ilname -type -xtype -size -perm",
    "-mtime -mmin -atime -amin -ctime -cmin -used -user -group -uid -gid -links -inum -maxdepth -mindepth",
    "-fstype -context -regextype -printf -newermm -newerma -newermc -newerct -newerat"
  ].flatMap((s) => s.split(" "))
);
var FIND_READS = /* @__PURE__ */ new Set(["-newer", "-anewer", "-cnewer", "-samefile"]);
var FIND_WRITES = /* @__PURE__ */ new Set(["-fprint", "-fprint0", "-fls"]);
var FIND_FLAGS = new Set(
  [
    "-print -print0 -ls -prune -quit -true -false -empty -executable -readable -writable -nouser -nogroup",
    "-depth -mount -xdev -noleaf -follow -daystart -ignore_readdir_race -noignore_readdir_race -not -a -and",
    "-o -or , ! ( ) -d -warn -nowarn -help -version -delete"
  ].flatMap((s) => s.split(" "))
);
function findStartingPoints(argv) {
  let first = 1;
  while (first < argv.length && /^-[HLPDO]/.test(argv[first] ?? "")) first++;
  let end = first;
  while (end < argv.length && !/^[-(!),]/.test(argv[end] ?? "")) end++;
  return { first, end };
}
function findOperands(argv, sources, dynamic) {
  const out = emptyOperands();
  const { first, end } = findStartingPoints(argv);
  const roots = [];
  for (let i = first; i < end; i++) {
    add(out, "read", argv[i] ?? "", sources[i] ?? "", dynamic[i] === true);
    if (!dynamic[i]) roots.push(argv[i] ?? "");
  }
  if (first === end) roots.push(".");
  out.readTrees.push(...roots);
  for (let i = end; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (dynamic[i])
      return {
        ...out,
        problems: [`find with ${sources[i] ?? word}, an expression word only known at run time`]
      };
    if (FIND_EXEC.has(word)) {
      const end2 = findExecEnd(argv, dynamic, i);
      if (end2 < 0) return out;
      i = end2;
    } else if (FIND_VALUED.has(word) || /^-newer[amcBt][amcBt]$/.test(word)) i++;
    else if (FIND_READS.has(word)) out.reads.push(argv[++i] ?? "");
    else if (FIND_WRITES.has(word)) out.writes.push(argv[++i] ?? "");
    else if (word === "-fprintf") out.writes.push(argv[(i += 2) - 1] ?? "");
    else if (word === "-delete") out.editTrees.push(...roots);
    else if (word === "-files0-from")
      return {
        ...out,
        problems: [
          "find -files0-from takes its starting points from a file the analyzer cannot see; name them as operands"
        ]
      };
    else if (!FIND_FLAGS.has(word))
      return {
        ...out,
        problems: [
          `find ${word}: an expression the analyzer does not know; use -name, -type, -path and -exec`
        ]
      };
  }
  return out;
}
function ddOperands(argv, sources, dynamic) {
  const out = emptyOperands();
  argv.forEach((word, i) => {
    if (i === 0) return;
    const m = /^(if|of|bs|ibs|obs|cbs|count|skip|seek|iseek|oseek|conv|iflag|oflag|status)=(.*)$/s.exec(word);
    if (!m)
      return void out.problems.push(
        `dd ${word}: an operand the analyzer does not know; use if=, of=, bs=, count=, skip=, seek=, conv=`
      );
    if (m[1] === "if" || m[1] === "of")
      add(
        out,
        m[1] === "of" ? "edit" : "read",
        m[2] ?? "",
        (sources[i] ?? "").replace(/^(if|of)=/, ""),
        dynamic[i] === true
      );
  });
  return out;
}

// src/policy/shell/unmodelled.ts
var NO_FILES = new Set(
  [
    "echo printf test [ true false : pwd export declare typeset local readonly unset shift exit return wait",
    "kill jobs fg bg disown type getopts ulimit umask times break continue read suspend logout dirs help",
    "sleep seq basename dirname which expr yes whoami id uname date nproc hostname"
  ].flatMap((line) => line.split(" "))
);
function unmodelledWords(argv, sources, dynamic) {
  const out = { paths: [], globs: [], trees: [] };
  if (NO_FILES.has(argv[0] ?? "")) return out;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (dynamic[i]) {
      const glob = globParts(sources[i] ?? "");
      if (glob?.pattern !== void 0) out.globs.push(`${glob.dir}/${glob.pattern}`);
      else if (glob) out.trees.push(glob.dir);
      continue;
    }
    const value = /^--[^=]+=/s.test(word) ? word.slice(word.indexOf("=") + 1) : /^-[^-]/.test(word) ? word.slice(2) : word;
    if (value !== "" && !/^\/+$/.test(value) && value !== "-" && value !== "--") out.paths.push(value);
  }
  return out;
}

// src/policy/shell/wrappers.ts
var SUDO_VALUED = ["-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from"];
var SUDO_MORE = [
  "-D",
  "--chdir",
  "-r",
  "--role",
  "-t",
  "--type",
  "-U",
  "--other-user",
  "-T",
  "--command-timeout"
];
var WRAPPERS = {
  env: {
    bool: ["-i", "--ignore-environment", "-0", "--null", "-v", "--debug", "-"],
    valued: ["-u", "--unset", "-C", "--chdir"],
    chdir: ["-C", "--chdir"],
    assignments: true,
    refuse: {
      "-S": "env -S splits a string into a command",
      "--split-string": "env -S splits a string into a command"
    }
  },
  nice: { valued: ["-n", "--adjustment"] },
  timeout: {
    bool: ["-v", "--verbose", "--preserve-status", "--foreground"],
    valued: ["-s", "--signal", "-k", "--kill-after"],
    positionals: 1
  },
  nohup: {},
  command: { bool: ["-p", "-v", "-V"] },
  builtin: {},
  exec: { bool: ["-c", "-l"], valued: ["-a"] },
  sudo: {
    bool: [
      "-A",
      "-b",
      "-E",
      "-H",
      "-i",
      "-K",
      "-k",
      "-n",
      "-P",
      "-S",
      "-s",
      "--login",
      "--shell",
      "--preserve-env"
    ],
    valued: [...SUDO_VALUED, ...SUDO_MORE],
    chdir: ["-D", "--chdir"],
    assignments: true,
    refuse: { "-e": "sudo -e edits files as another user", "--edit": "sudo -e edits files as another user" },
    privileged: true
  },
  doas: { bool: ["-n", "-s"], valued: ["-u", "-C"], privileged: true },
  time: {
    bool: ["-p", "-a", "-v", "--portability", "--append", "--verbose"],
    valued: ["-f", "--format", "-o", "--output"],
    writes: ["-o", "--output"]
  },
  stdbuf: { valued: ["-i", "-o", "-e", "--input", "--output", "--error"] },
  setsid: { bool: ["-c", "-f", "-w", "--ctty", "--fork", "--wait"] },
  xargs: {
    bool: [
      "-0",
      "--null",
      "-r",
      "--no-run-if-empty",
      "-t",
      "--verbose",
      "-p",
      "--interactive",
      "-x",
      "--exit",
      "-o",
      "--open-tty"
    ],
    valued: [
      "-a",
      "--arg-file",
      "-d",
      "--delimiter",
      "-E",
      "-I",
      "-L",
      "--max-lines",
      "-n",
      "--max-args",
      "-P",
      "--max-procs",
      "-s",
      "--max-chars",
      "--process-slot-var"
    ],
    attached: ["-i", "-e", "-l"],
    reads: ["-a", "--arg-file"],
    setsVariable: ["--process-slot-var"],
    appendsArgs: true,
    defaultCommand: "echo"
  }
};
var isWrapper = (name) => Object.hasOwn(WRAPPERS, name);
function unwrap(argv, dynamic) {
  const name = argv[0] ?? "";
  const spec = WRAPPERS[name] ?? {};
  const result = {
    inner: argv.length,
    assignments: [],
    writes: [],
    reads: [],
    chdir: [],
    appendsArgs: spec.appendsArgs === true,
    privileged: spec.privileged === true
  };
  const fail = (problem) => ({ ...result, problem });
  let i = 1;
  for (; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (dynamic[i] && word.startsWith("-")) return fail(`a dynamic option to ${name} (${word})`);
    if (word === "--") {
      i++;
      break;
    }
    if (!word.startsWith("-") || word === "-") break;
    const [option = word, attachedValue] = word.startsWith("--") ? splitLong(word) : [word.slice(0, 2), word.slice(2) || void 0];
    const refusal = spec.refuse?.[option];
    if (refusal) return fail(refusal);
    if (spec.valued?.includes(option)) {
      const value = attachedValue ?? argv[++i];
      if (name === "xargs" && option === "-I" && value !== void 0) result.replace = value;
      if (value === void 0) return fail(`${name} ${option} without its value`);
      const checked = [
        ...spec.writes ?? [],
        ...spec.reads ?? [],
        ...spec.chdir ?? [],
        ...spec.setsVariable ?? []
      ];
      if (dynamic[i] && checked.includes(option))
        return fail(`${name} ${option} with a value only known at run time (${value})`);
      if (spec.setsVariable?.includes(option)) result.assignments.push(value);
      if (spec.writes?.includes(option)) result.writes.push(value);
      if (spec.reads?.includes(option)) result.reads.push(value);
      if (spec.chdir?.includes(option)) result.chdir.push(value);
      continue;
    }
    if (spec.attached?.includes(option)) {
      if (name === "xargs" && option === "-i") result.replace = word.slice(2) || "{}";
      continue;
    }
    if (name === "nice" && /^-\d+$/.test(word)) continue;
    if (!shortFlagsKnown(word, spec.bool ?? []))
      return fail(`an option ${name} is not known to take: ${word}`);
  }
  i += Math.min(spec.positionals ?? 0, argv.length - i);
  while (spec.assignments && i < argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[i] ?? "")) {
    result.assignments.push((argv[i] ?? "").split("=")[0] ?? "");
    i++;
  }
  return { ...result, inner: i, ...spec.defaultCommand ? { defaultCommand: spec.defaultCommand } : {} };
}
function splitLong(word) {
  const eq = word.indexOf("=");
  return eq < 0 ? [word, void 0] : [word.slice(0, eq), word.slice(eq + 1)];
}
function shortFlagsKnown(word, bool) {
  if (bool.includes(word.split("=")[0] ?? word)) return true;
  if (word.startsWith("--")) return false;
  return [...word.slice(1)].every((c) => bool.includes(`-${c}`));
}

// src/policy/shell/walk.ts
var MAX_NESTING = 8;
var MAX_DIRECTORIES = 16;
var SHELLS = /* @__PURE__ */ new Set(["sh", "bash", "dash", "zsh", "ksh", "mksh", "ash"]);
var BASH_LIKE = /* @__PURE__ */ new Set(["bash"]);
var POSIX_SHELLS = /* @__PURE__ */ new Set(["sh", "dash", "ash"]);
function posixProblem(node) {
  const first = node.child(0)?.type;
  const operators = () => node.children.filter((c) => c !== null && !c.isNamed).map((c) => c?.text);
  const what = node.type === "ansi_c_string" ? `$'...' (${snippet(node.text)})` : node.type === "test_command" && first === "[[" ? "[[ ]]" : node.type === "compound_statement" && first === "((" ? "(( ))" : node.type === "herestring_redirect" ? "a here-string (<<<)" : node.type === "process_substitution" ? "a process substitution" : node.type === "pipeline" && operators().includes("|&") ? "|&" : node.type === "file_redirect" && operators().some((o) => o === "&>" || o === "&>>") ? "&>" : void 0;
  return what === void 0 ? void 0 : `${what} in the script of sh -c, dash -c or ash -c: bash's syntax, which a POSIX shell reads as other commands; use bash -c`;
}
var HARMLESS_TARGETS = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty"]);
var HARMLESS_SOURCES = /* @__PURE__ */ new Set(["/dev/null", "/dev/zero", "/dev/urandom", "/dev/random", "/dev/stdin"]);
var WRITE_OPERATORS = /* @__PURE__ */ new Set([">", ">>", "&>", "&>>", ">|"]);
var STRUCTURAL = /* @__PURE__ */ new Set([
  "program",
  "list",
  "pipeline",
  "redirected_statement",
  "negated_command",
  "if_statement",
  "elif_clause",
  "else_clause",
  "while_statement",
  "do_group",
  "case_statement",
  "case_item",
  "variable_assignments",
  "herestring_redirect",
  "string",
  "concatenation",
  "brace_expression"
]);
var LEAVES = /* @__PURE__ */ new Set([
  "comment",
  "raw_string",
  "heredoc_start",
  "heredoc_end",
  "heredoc_content",
  "file_descriptor",
  "variable_name",
  "special_variable_name"
]);
var TEST_NODES = /* @__PURE__ */ new Set(["binary_expression", "unary_expression", "parenthesized_expression"]);
var TEST_PUNCTUATION = /* @__PURE__ */ new Set(["(", ")", "!", "&&", "||"]);
var SHELL_LETTERS = /* @__PURE__ */ new Set(["c", "e", "u", "x", "v", "n", "f", "C"]);
var SHELL_OPTION_NAMES = /* @__PURE__ */ new Set(["errexit", "nounset", "xtrace", "verbose", "pipefail", "noglob"]);
var SHELL_LONG_OPTIONS = /* @__PURE__ */ new Set([
  "--norc",
  "--noprofile",
  "--noediting",
  "--verbose",
  "--help",
  "--version"
]);
var SHELL_STARTUP = "a shell option the analyzer does not follow (login and interactive shells run startup files, -O and --posix change parsing, -k turns NAME=value arguments anywhere into environment variables); use bash -c with -e, -u, -x, -v, -n, -f, -C or -o errexit|nounset|xtrace|verbose|pipefail|noglob";
var Walker = class {
  constructor(parse) {
    this.parse = parse;
  }
  parse;
  result = {
    commands: [],
    writes: [],
    reads: [],
    readTrees: [],
    editTrees: [],
    historyTrees: [],
    globs: [],
    copies: [],
    links: [],
    touches: [],
    touchGlobs: [],
    touchTrees: [],
    variables: [],
    problems: []
  };
  /** While emitting a `find -exec` command: find's starting points, which `{}` stands for. */
  #findRoots;
  /**
   * Every directory the shell may be in at this point. A `cd` behind `&&` or `||` may or may not
   * run, so paths are checked from each directory seen rather than from a guess.
   */
  #dirs = ["."];
  #depth = 0;
  /** `set -P` was seen: every later cd may follow links (it is not undone by scope, to be safe). */
  #physical = false;
  /** The text being walked, which the nodes' positions are in. */
  #source = "";
  /**
   * Inside the body of `sh -c`/`dash -c`/`ash -c` (dash on Debian and Ubuntu), read with bash's
   * grammar: the constructs dash reads differently are refused there (see posixProblem).
   */
  #posix = 0;
  source(text) {
    if (this.#depth >= MAX_NESTING)
      return this.#problem(`commands nested more than ${MAX_NESTING} levels deep`);
    if (this.#check(controlCharacterProblem(text))) return;
    this.#depth++;
    this.parse(text, (root) => {
      const error = firstError(root);
      if (error) return this.#problem(describeError(error));
      if (this.#check(continuationProblem(root, text))) return;
      this.#within(text, () => this.#visit(root));
    });
    this.#depth--;
  }
  /** Walks a tree of `source`, so nodes' rows can be read back as its lines (see #heredoc). */
  #within(source, walk) {
    const outer = this.#source;
    this.#source = source;
    walk();
    this.#source = outer;
  }
  #problem(what) {
    this.result.problems.push(what);
  }
  #visit(node) {
    if (this.#posix > 0 && this.#check(posixProblem(node))) return;
    if (STRUCTURAL.has(node.type)) return this.#children(node);
    if (LEAVES.has(node.type)) return;
    switch (node.type) {
      case "word":
      case "string_content":
        return void this.#check(hiddenExpansionProblem(node));
      case "regex":
      case "extglob_pattern":
        return this.#pattern(node);
      case "ansi_c_string":
        return void this.#check(nulByteProblem(node));
      case "number":
        return this.#children(node);
      case "command":
        return this.#command(node);
      case "declaration_command":
      case "unset_command":
        return this.#declaration(node);
      case "variable_assignment":
        return this.#assignment(node);
      case "file_redirect":
        return this.#redirect(node);
      case "heredoc_redirect":
        return this.#heredoc(node);
      case "for_statement":
        return this.#forLoop(node);
      case "compound_statement":
        if (node.child(0)?.type === "((") return void this.#check(arithmeticProblem(node));
        return this.#children(node);
      case "arithmetic_expansion":
        return void this.#check(arithmeticProblem(node));
      case "test_command":
        return this.#test(node, node.child(0)?.type === "[[");
      case "expansion":
        this.#variable(node);
        return void this.#check(expansionProblem(node));
      case "simple_expansion":
        return this.#variable(node);
      case "command_substitution":
        if (this.#check(backtickProblem(node))) return;
        return this.#scoped(node);
      case "subshell":
      case "process_substitution":
        return this.#scoped(node);
      case "$":
        return this.#problem(
          `a locale-translated string ($"..."): its text comes from a message catalog at run time; drop the $`
        );
      case "subscript":
        return void this.#check(subscriptProblem(node, false));
      case "function_definition":
        return this.#problem(
          `a function definition (${snippet(node.text)}): it can redefine any command; run the commands directly`
        );
      default:
        return this.#problem(
          `${node.type.replace(/_/g, " ")} (${snippet(node.text)}), a construct the analyzer does not understand; write plain commands`
        );
    }
  }
  #children(node) {
    for (const child of node.namedChildren) if (child) this.#visit(child);
  }
  /** Records a problem if there is one; true when there was. */
  #check(problem) {
    if (problem) this.#problem(problem);
    return problem !== void 0;
  }
  /** `[ ]` and `[[ ]]`: every operator must be one the analyzer knows evaluates nothing. */
  #test(node, doubleBracket) {
    const visit = (n) => {
      if (n.type === "test_operator") return void this.#check(testOperatorProblem(n, doubleBracket));
      if (TEST_NODES.has(n.type)) {
        for (const child of n.children)
          if (child && !child.isNamed && !TEST_PUNCTUATION.has(child.type))
            this.#check(testOperatorProblem(child, doubleBracket));
        for (const child of n.namedChildren) if (child) visit(child);
        return;
      }
      this.#visit(n);
    };
    for (const child of node.namedChildren) if (child) visit(child);
  }
  /**
   * An unquoted here-doc body is expanded like a double-quoted string. The grammar's own reading
   * of the body misses some substitutions (backticks, `<<-` bodies), so the body is parsed again
   * as the string bash treats it as; first the body must end on the line bash ends it at.
   */
  #heredoc(node) {
    if (this.#check(heredocProblem(node, this.#source))) return;
    for (const child of node.namedChildren) if (child && child.type !== "heredoc_body") this.#visit(child);
    const start = node.namedChildren.find((c) => c?.type === "heredoc_start");
    const body = node.namedChildren.find((c) => c?.type === "heredoc_body");
    if (!body || /['"\\]/.test(start?.text ?? "")) return;
    const quoted = body.text.replace(/(\\*)"/g, (m, bs) => bs.length % 2 ? m : `${bs}\\"`);
    const text = `"${quoted}"`;
    this.parse(text, (root) => {
      const string = root.namedChild(0)?.namedChild(0)?.namedChild(0);
      if (firstError(root) || string?.type !== "string")
        return this.#problem(
          `a here-doc body the analyzer cannot read (${snippet(body.text)}); quote its delimiter`
        );
      if (this.#check(continuationProblem(root, text))) return;
      this.#within(text, () => this.#visit(string));
    });
  }
  /** `for NAME in WORDS`: the loop assigns NAME. */
  #forLoop(node) {
    const name = node.childForFieldName("variable")?.text ?? "";
    if (isRiskyVariable(name)) this.#assignmentRefused(name);
    this.#children(node);
  }
  #scoped(node) {
    const saved = this.#dirs;
    for (const child of node.namedChildren) if (child) this.#visit(child);
    this.#dirs = saved;
  }
  /**
   * The right of `[[ x =~ RE ]]` / `[[ x == PAT ]]` and extglob patterns are one token to the
   * grammar; bash expands them. Plain variables only supply text; any other expansion is refused.
   */
  #pattern(node) {
    const found = textExpansions(node.text, false);
    this.result.variables.push(...found.variables);
    if (found.hidden !== void 0) this.#problem(patternExpansionProblem(node));
  }
  #variable(node) {
    const name = node.namedChildren.find(
      (c) => c?.type === "variable_name" || c?.type === "special_variable_name"
    );
    if (name) this.result.variables.push(name.text);
  }
  #assignment(node) {
    const target = node.childForFieldName("name");
    const name = target?.type === "subscript" ? target.namedChild(0)?.text ?? "" : target?.text ?? "";
    if (isRiskyVariable(name)) this.#assignmentRefused(name);
    if (target?.type === "subscript") this.#check(subscriptProblem(target, false));
    const value = node.childForFieldName("value");
    if (value?.type !== "array") return void (value && this.#visit(value));
    for (const element of value.namedChildren) {
      if (element?.text.startsWith("["))
        return this.#problem(
          `an array element with an index (${snippet(element.text)}): bash evaluates it as arithmetic; list the elements without indexes`
        );
      if (element) this.#visit(element);
    }
  }
  /**
   * `export`, `declare`, `local`, `readonly`, `typeset`, `unset`. Options that give a variable
   * arithmetic evaluation (`-i`), make it a reference to another (`-n`), an array or a function
   * are refused: later expansions would not mean what they look like.
   */
  #declaration(node) {
    const keyword = node.child(0)?.text ?? node.type;
    const words2 = node.namedChildren.filter((c) => c !== null);
    const allowed = keyword === "unset" ? /^-[vf]+$/ : /^[-+][xrgp]+$/;
    for (const word of words2) {
      if (word.type === "variable_assignment") this.#visit(word);
      else if (word.type === "word" && word.text.startsWith("-")) {
        if (!allowed.test(word.text))
          this.#problem(
            `${keyword} ${word.text}: the analyzer only follows plain variables (options -x, -r, -g, -p); assign with NAME=value`
          );
      } else if (word.type === "variable_name" || word.type === "word") {
        if (keyword !== "unset" && isRiskyVariable(word.text)) this.#assignmentRefused(word.text);
        if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(word.text))
          this.#problem(`${keyword} ${word.text}: not a plain variable name; use NAME or NAME=value`);
      } else {
        this.#problem(
          `${keyword} with ${snippet(word.text)}, a word only known at run time; use NAME=value with a literal name`
        );
      }
    }
    this.result.commands.push({
      argv: [keyword, ...words2.map((w) => w.text)],
      text: node.text,
      dynamic: [false, ...words2.map(() => false)]
    });
  }
  #assignmentRefused(name) {
    this.#problem(`an assignment to ${name}, which can change what a command runs`);
  }
  #command(node) {
    const nameNode = node.childForFieldName("name")?.namedChild(0) ?? null;
    const args = node.childrenForFieldName("argument");
    for (const child of node.namedChildren) {
      if (child && child.type !== "command_name" && !args.some((a) => a.equals(child))) this.#visit(child);
    }
    if (!nameNode) return;
    const words2 = [nameNode, ...args];
    for (const word of words2) this.#visit(word);
    const values = words2.map(wordValue);
    const head = values[0];
    if (head?.dynamic) {
      return this.#problem(
        `${head.construct ?? head.value} in command position: the analyzer cannot know what runs`
      );
    }
    this.#emit(
      values.map((v) => v.value),
      values.map((v) => v.dynamic),
      words2.map((w) => w.text),
      node.text
    );
  }
  #emit(argv, dynamic, sources, text) {
    const name = argv[0] ?? "";
    if (dynamic[0])
      return this.#problem(`${sources[0] ?? name} in command position: the analyzer cannot know what runs`);
    const program = name.includes("/") ? path3.posix.basename(name) : name;
    const byPath = program !== name ? argv : void 0;
    const modelled = byPath ? [program, ...argv.slice(1)] : argv;
    if (isWrapper(program)) return this.#wrapper(modelled, dynamic, sources, text, byPath);
    if (name === "cd" || name === "pushd") return this.#cd(argv, dynamic, sources);
    if (name === "popd") return this.#problem("popd: the directory stack is not tracked");
    if (SHELLS.has(program) && this.#shellScript(modelled, dynamic, sources, text, byPath)) return;
    if (name === "eval") return this.#eval(argv, dynamic, sources, text);
    if (this.#check(builtinProblem(argv, dynamic))) return;
    if (name === "set" && argv.some((w, i) => i > 0 && /^-[^-]*P/.test(w))) this.#physical = true;
    this.result.commands.push({ argv, text, dynamic });
    if (program === "find") this.#findExec(modelled, dynamic, sources);
    const guarded = guardedOptions(argv, dynamic);
    if (guarded) {
      for (const problem of guarded.problems) this.#problem(problem);
      for (const file of guarded.reads) this.#read(file);
      for (const file of guarded.writes) this.#write(file);
      for (const dir of guarded.editTrees) this.#tree(this.result.editTrees, dir);
      for (const dir of guarded.readTrees) this.#tree(this.result.readTrees, dir);
    }
    const operands2 = fileOperands(modelled, sources, dynamic);
    if (!operands2) {
      this.#touches(unmodelledWords(modelled, sources, dynamic));
      return;
    }
    this.#touches({ paths: operands2.touches, globs: [], trees: [] });
    for (const problem of operands2.problems) this.#problem(problem);
    for (const file of operands2.reads) this.#read(file);
    for (const file of operands2.writes) this.#write(file);
    for (const dir of operands2.readTrees) this.#tree(this.result.readTrees, dir);
    for (const dir of operands2.historyTrees) this.#tree(this.result.historyTrees, dir);
    for (const dir of operands2.editTrees) this.#tree(this.result.editTrees, dir);
    for (const glob of operands2.globs) this.#tree(this.result.globs, looseBrackets(glob));
    for (const copy of operands2.copies)
      for (const dir of this.#dirs)
        this.result.copies.push({ ...copy, from: join2(dir, copy.from), to: join2(dir, copy.to) });
    for (const link of operands2.links)
      for (const dir of this.#dirs) this.result.links.push({ ...link, at: join2(dir, link.at) });
    for (const { source, kind } of operands2.unknown) {
      if (kind === "read" && this.#findRoots && source === "{}")
        for (const root of this.#findRoots) this.#tree(this.result.readTrees, root);
      else
        this.#problem(
          `a file operand of ${name} the analyzer cannot pin down (${source}); name the files literally`
        );
    }
  }
  /** `byPath`: the command as written, when it names the wrapper by a path (no wrapper then). */
  #wrapper(argv, dynamic, sources, text, byPath) {
    const unwrapped = unwrap(argv, dynamic);
    if (unwrapped.problem) return this.#problem(unwrapped.problem);
    for (const name of unwrapped.assignments) if (isRiskyVariable(name)) this.#assignmentRefused(name);
    for (const file of unwrapped.writes) this.#write(file);
    for (const file of unwrapped.reads) this.#read(file);
    const given = unwrapped.inner < argv.length;
    if (!given && !unwrapped.defaultCommand) {
      this.result.commands.push({ argv: byPath ?? argv, text, dynamic });
      return;
    }
    this.result.commands.push({
      argv: byPath ?? argv,
      text,
      dynamic,
      ...unwrapped.privileged || byPath ? {} : { wrapper: true }
    });
    const inner = given ? argv.slice(unwrapped.inner) : [unwrapped.defaultCommand ?? ""];
    const innerDynamic = given ? dynamic.slice(unwrapped.inner) : [false];
    const innerSources = given ? sources.slice(unwrapped.inner) : inner;
    if (unwrapped.replace !== void 0) {
      const marker = unwrapped.replace;
      inner.forEach((word, k) => {
        if (!word.includes(marker)) return;
        innerDynamic[k] = true;
        innerSources[k] = `<input in ${word}>`;
      });
    } else if (unwrapped.appendsArgs) {
      inner.push("<input>");
      innerDynamic.push(true);
      innerSources.push("<input>");
    }
    const saved = this.#dirs;
    for (const dir of unwrapped.chdir) {
      this.#read(dir);
      this.#dirs = this.#dirs.map((d) => join2(d, dir));
    }
    this.#emit(inner, innerDynamic, innerSources, text);
    this.#dirs = saved;
  }
  /**
   * `bash -c SCRIPT`: the script is analyzed like the outer command. Only the options in
   * SHELL_LETTERS and SHELL_LONG_OPTIONS are followed, wherever they come before the script; any
   * other is refused, with or without -c.
   */
  #shellScript(argv, dynamic, sources, text, byPath) {
    const name = argv[0] ?? "sh";
    let hasC = false;
    let optionsDone = false;
    for (let i = 1; i < argv.length; i++) {
      const word = argv[i] ?? "";
      if (!optionsDone && !dynamic[i]) {
        if (word === "--" || word === "-") {
          optionsDone = true;
          continue;
        }
        if (word.startsWith("--")) {
          if (SHELL_LONG_OPTIONS.has(word)) continue;
          this.#problem(`${name} ${word}: ${SHELL_STARTUP}`);
          return true;
        }
        if (/^[-+]./s.test(word)) {
          for (const letter of word.slice(1)) {
            if (!SHELL_LETTERS.has(letter) && letter !== "o") {
              this.#problem(`${name} ${word}: ${SHELL_STARTUP}`);
              return true;
            }
            if (letter === "c") hasC = true;
            if (letter !== "o") continue;
            const option = argv[++i] ?? "";
            if (dynamic[i] || !SHELL_OPTION_NAMES.has(option)) {
              this.#problem(`${name} -o ${sources[i] ?? option}: ${SHELL_STARTUP}`);
              return true;
            }
          }
          continue;
        }
      }
      if (!hasC) return false;
      this.result.commands.push({
        argv: byPath ?? argv,
        text,
        dynamic,
        ...byPath ? {} : { wrapper: true }
      });
      if (dynamic[i])
        this.#problem(`${name} -c with a script only known at run time (${sources[i] ?? word})`);
      else if (!BASH_LIKE.has(name) && !POSIX_SHELLS.has(name))
        this.#problem(
          `${name} -c: its script is analyzed with bash's grammar, and ${name} reads it differently (zsh's glob qualifiers and expansion flags, ksh's \${ cmd; } run commands); use bash -c`
        );
      else {
        const outer = this.#posix;
        this.#posix = POSIX_SHELLS.has(name) ? 1 : 0;
        this.source(word);
        this.#posix = outer;
      }
      return true;
    }
    return false;
  }
  #eval(argv, dynamic, sources, text) {
    this.result.commands.push({ argv, text, dynamic, wrapper: true });
    const unknown = dynamic.findIndex((d, i) => i > 0 && d);
    if (unknown > 0)
      return this.#problem(`eval of a string only known at run time (${sources[unknown] ?? ""})`);
    this.source(argv.slice(1).join(" "));
  }
  /** `find ... -exec CMD ... ;`: CMD runs once per file, with `{}` replaced by its name. */
  #findExec(argv, dynamic, sources) {
    const { first, end: last } = findStartingPoints(argv);
    const roots = first < last ? argv.slice(first, last) : ["."];
    for (let i = 1; i < argv.length; i++) {
      const action = argv[i] ?? "";
      if (!FIND_EXEC.has(action)) continue;
      if (action.endsWith("dir"))
        return this.#problem(
          `find ${action}: its command runs in every directory under the starting points, so the analyzer cannot resolve its paths; use -exec`
        );
      const end = findExecEnd(argv, dynamic, i);
      if (end < 0) return this.#problem(`find ${action} without its terminating ; or {} +`);
      if (end === i + 1) return this.#problem(`find ${action} without a command`);
      const inner = argv.slice(i + 1, end);
      const innerDynamic = dynamic.slice(i + 1, end).map((d, k) => d || (inner[k] ?? "").includes("{}"));
      const innerSources = sources.slice(i + 1, end).map((s, k) => inner[k] === "{}" ? "{}" : s);
      this.#findRoots = roots;
      this.#emit(inner, innerDynamic, innerSources, inner.join(" "));
      this.#findRoots = void 0;
      i = end;
    }
  }
  #cd(argv, dynamic, sources) {
    const index = argv.findIndex((w, i) => i > 0 && !(w.startsWith("-") && w.length > 1));
    const target = index < 0 ? "~" : argv[index] ?? "~";
    if (index > 0 && dynamic[index])
      return this.#problem(`cd to a directory only known at run time (${sources[index] ?? ""})`);
    if (target === "-") return this.#problem("cd - (the previous directory is not tracked)");
    this.#read(target);
    const options = argv.slice(1, index < 0 ? void 0 : index);
    const physical = this.#physical || options.some((o) => o.includes("P"));
    const next = /* @__PURE__ */ new Set([...this.#dirs, ...this.#dirs.flatMap((d) => cdDirectories(d, target, physical))]);
    if (next.size > MAX_DIRECTORIES)
      return this.#problem(`more than ${MAX_DIRECTORIES} possible working directories`);
    this.#dirs = [...next];
  }
  #redirect(node) {
    const operator = node.children.find((c) => c !== null && !c.isNamed)?.text ?? "";
    const destination = node.childForFieldName("destination");
    for (const child of node.namedChildren) if (child) this.#visit(child);
    if (!destination) return this.#problem(`a redirection without a target (${snippet(node.text)})`);
    const target = wordValue(destination);
    if ((operator === ">&" || operator === "<&") && /^(\d+|-)$/.test(target.value)) return;
    const writes = WRITE_OPERATORS.has(operator) || operator === ">&";
    if (!writes && operator !== "<")
      return this.#problem(`the redirection operator ${operator} (${snippet(node.text)})`);
    if (target.dynamic)
      return this.#problem(`a redirection to a target only known at run time (${destination.text})`);
    if (writes) this.#write(target.value);
    else this.#read(target.value);
  }
  #write(file) {
    if (HARMLESS_TARGETS.has(file) || /^\/dev\/fd\/\d+$/.test(file)) return;
    for (const dir of this.#dirs) this.result.writes.push(join2(dir, file));
  }
  #read(file) {
    if (HARMLESS_SOURCES.has(file)) return;
    for (const dir of this.#dirs) this.result.reads.push(join2(dir, file));
  }
  #touches(words2) {
    for (const file of words2.paths) this.#tree(this.result.touches, file);
    for (const glob of words2.globs) this.#tree(this.result.touchGlobs, looseBrackets(glob));
    for (const dir of words2.trees) this.#tree(this.result.touchTrees, dir);
  }
  #tree(list, file) {
    for (const dir of this.#dirs) list.push(join2(dir, file));
  }
};
function looseBrackets(glob) {
  return glob.replace(/\[.*\]/s, "*");
}
function join2(dir, file) {
  if (isRooted(file)) return file;
  const parts = `${dir}/${file}`.split("/").filter((s) => s !== "" && s !== ".");
  const joined = (dir.startsWith("/") ? "/" : "") + parts.join("/");
  if (joined === "") return ".";
  return file.endsWith("/") && !joined.endsWith("/") ? `${joined}/` : joined;
}
var isRooted = (file) => file.startsWith("/") || file === "~" || file.startsWith("~/");
function cdDirectories(dir, target, physical) {
  const canonical = path3.posix.normalize(target);
  const logical = climbsAfterName(dir) ? join2(dir, canonical) : isRooted(target) ? canonical : path3.posix.join(dir, target);
  const parentOnly = canonical.split("/").every((s) => s === ".." || s === "." || s === "");
  return physical || !parentOnly ? [logical, join2(dir, target)] : [logical];
}
function climbsAfterName(p) {
  const parts = p.split("/").filter((s) => s !== "" && s !== ".");
  const named = parts.findIndex((s) => s !== "..");
  return named >= 0 && parts.indexOf("..", named) >= 0;
}
function firstError(node) {
  if (node.isError || node.isMissing) return node;
  if (!node.hasError) return void 0;
  for (const child of node.children) {
    const found = child ? firstError(child) : void 0;
    if (found) return found;
  }
  return void 0;
}
function describeError(node) {
  const where = `line ${node.startPosition.row + 1}, column ${node.startPosition.column + 1}`;
  if (node.isMissing) return `a syntax error: missing "${node.type}" at ${where}`;
  return `a syntax error at ${where} near "${snippet(node.text)}"`;
}
export {
  Walker
};
