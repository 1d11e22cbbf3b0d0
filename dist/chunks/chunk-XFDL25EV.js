#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  GIT_STARTS_HERE
} from "./chunk-XOHEQPGY.js";

// src/policy/shell/repo-top.ts
import path from "node:path";
var MARKER = "\0repository-top";
function storedOperand(stored) {
  return stored.startsWith("./") || stored.startsWith("../") ? stored : path.posix.join(MARKER, stored);
}
var GIT_DISCOVERY = path.posix.join(MARKER, GIT_STARTS_HERE);
function repositoryTopCandidates(file, inWorkspace, above) {
  const segments = file.split("/");
  const at = segments.lastIndexOf(MARKER);
  if (at < 0) return [file];
  const rest = segments.slice(at + 1).join("/") || ".";
  const given = segments.slice(0, at).join("/") || (file.startsWith("/") ? "/" : ".");
  const rel = inWorkspace(given);
  if (rel === void 0) return [path.posix.join(given, rest)];
  const out = [];
  for (let dir = rel || "."; ; dir = path.posix.dirname(dir)) {
    out.push(path.posix.join(dir, rest));
    if (dir === "." || dir === "/") break;
  }
  if (rest === GIT_STARTS_HERE) return out.filter((p) => inWorkspace(p) === void 0);
  if (above !== void 0) out.push(path.posix.join(above, rest));
  return out;
}
function workspaceTopAbove(workspace, workTree) {
  if (workTree === void 0) return void 0;
  const rel = path.relative(workTree, workspace);
  if (rel === "" || rel.startsWith("..") || path.isAbsolute(rel)) return void 0;
  return rel.split(path.sep).map(() => "..").join("/");
}
function gitStartDirectories(file, inWorkspace) {
  if (!file.endsWith(`/${GIT_DISCOVERY}`) && file !== GIT_DISCOVERY) return void 0;
  const start = file === GIT_DISCOVERY ? "." : file.slice(0, -GIT_DISCOVERY.length - 1) || "/";
  const rel = inWorkspace(start);
  if (rel === void 0) return [];
  const out = [];
  for (let dir = rel; dir !== "." && dir !== "/" && dir !== ""; dir = path.posix.dirname(dir)) out.push(dir);
  return out;
}

// src/policy/shell/package-runners.ts
var RUNNERS = {
  npx: null,
  pnpx: null,
  bunx: null,
  // npm resolves unambiguous abbreviations of its commands: `npm exe` is `npm exec`.
  npm: ["exec", "exe", "x"],
  pnpm: ["exec", "dlx"],
  yarn: ["dlx"],
  bun: ["x"]
};
var FLAGS = /* @__PURE__ */ new Set([
  "-y",
  "--yes",
  "--no",
  "-q",
  "--quiet",
  "-s",
  "--silent",
  "-d",
  "--verbose",
  "--offline",
  "--prefer-offline",
  "--prefer-online",
  "--ignore-existing",
  "--no-install",
  "--ignore-scripts",
  "--foreground-scripts",
  "--workspaces",
  "-ws",
  "--include-workspace-root",
  "--if-present",
  "--bun"
]);
var programName = (word) => word.split("/").pop() ?? "";
function runnerOptionsStart(argv) {
  const name = programName(argv[0] ?? "");
  if (!Object.hasOwn(RUNNERS, name)) return void 0;
  const subcommands = RUNNERS[name];
  if (!subcommands) return 1;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (word === "--") return void 0;
    if (word.startsWith("-")) continue;
    if (subcommands.includes(word)) return i + 1;
    const previous = argv[i - 1] ?? "";
    if (!previous.startsWith("-") || previous.includes("=")) return void 0;
  }
  return void 0;
}
var isRunnerFlag = (word) => FLAGS.has(word) || word.includes("=");
function packageName(spec) {
  let name = spec.replace(/^npm:/, "");
  if (!/^@[^/@]+\/[^/]+$/.test(name.replace(/(.)@.*$/, "$1")) && /[/:]/.test(name))
    name = name.split(/[/:]/).pop() ?? "";
  name = name.replace(/#.*$/, "").replace(/\.git$/, "");
  const at = name.indexOf("@", 1);
  return at < 0 ? name : name.slice(0, at);
}
function asNpx(argv) {
  const start = runnerOptionsStart(argv);
  if (start === void 0) return void 0;
  return ["npx", ...argv.slice(start).map((w) => w.startsWith("-") ? w : packageName(w))];
}

// src/policy/shell/options.ts
function optionTable(spec) {
  const table = { short: /* @__PURE__ */ new Map(), shortOptional: /* @__PURE__ */ new Set(), long: /* @__PURE__ */ new Map() };
  for (const entry of spec.split(/\s+/).filter(Boolean)) {
    const m = /^(--?[^=[]+)(\[=\]|=(\w*))?$/.exec(entry);
    if (!m?.[1]) throw new Error(`bad option spec ${entry}`);
    const kind = m[2] === void 0 || m[2] === "[=]" ? void 0 : m[3] || "arg";
    const optional = m[2] === "[=]";
    if (m[1].startsWith("--")) table.long.set(m[1], { kind: optional ? "arg" : kind, optional });
    else {
      table.short.set(m[1], optional ? void 0 : kind);
      if (optional) table.shortOptional.add(m[1]);
    }
  }
  return table;
}
function parseArgs(argv, dynamic, sources, table, settings = {}, start = 1) {
  const program = argv[0] ?? "";
  const out = { operands: [], options: [], values: [] };
  const fail = (problem) => ({ ...out, problem });
  let optionsDone = false;
  for (let i = start; i < argv.length; i++) {
    const word = argv[i] ?? "";
    if (optionsDone) {
      out.operands.push(i);
      continue;
    }
    if (dynamic[i]) {
      if (mayExpandToOption(sources[i] ?? word))
        return fail(
          `${sources[i] ?? word}, a word the analyzer cannot pin down: only known at run time, where ${program} reads options, it could expand to one; give operands after -- or prefix globs with ./`
        );
      out.operands.push(i);
      if (settings.permute === false) optionsDone = true;
      continue;
    }
    if (word === "--") {
      optionsDone = true;
      continue;
    }
    if (settings.numeric && /^[-+]\d+[a-zA-Z]?$/.test(word)) continue;
    if (!word.startsWith("-") || word === "-") {
      out.operands.push(i);
      if (settings.permute === false) optionsDone = true;
      continue;
    }
    if (word.startsWith("--")) {
      const eq = word.indexOf("=");
      const given = eq < 0 ? word : word.slice(0, eq);
      const name = longName(table, given);
      if (name === void 0)
        return fail(
          `${program} ${given}: an option the analyzer does not know; leave it out or spell a known one in full`
        );
      if (name === null)
        return fail(`${program} ${given}: an ambiguous abbreviation; spell the option out in full`);
      const spec = table.long.get(name);
      out.options.push(name);
      if (!spec?.kind) {
        if (eq >= 0) return fail(`${program} ${name} takes no value (${word}); drop the =value`);
        continue;
      }
      if (spec.optional && eq < 0) continue;
      const at = eq < 0 ? ++i : i;
      if (at >= argv.length) return fail(`${program} ${name} without its value; give it one`);
      const value = eq < 0 ? argv[at] ?? "" : word.slice(eq + 1);
      out.values.push({ option: name, kind: spec.kind, value, dynamic: dynamic[at] === true });
      continue;
    }
    if (settings.whole) {
      if (!table.short.has(word))
        return fail(`${program} ${word}: an option the analyzer does not know; leave it out`);
      out.options.push(word);
      const kind = table.short.get(word);
      if (!kind) continue;
      if (++i >= argv.length) return fail(`${program} ${word} without its value`);
      out.values.push({ option: word, kind, value: argv[i] ?? "", dynamic: dynamic[i] === true });
      continue;
    }
    for (let k = 1; k < word.length; k++) {
      const option = `-${word[k] ?? ""}`;
      if (!table.short.has(option))
        return fail(`${program} ${option}: an option the analyzer does not know; leave it out`);
      out.options.push(option);
      if (table.shortOptional.has(option)) break;
      const kind = table.short.get(option);
      if (!kind) continue;
      const attached = word.slice(k + 1);
      const at = attached ? i : ++i;
      if (at >= argv.length) return fail(`${program} ${option} without its value; give it one`);
      out.values.push({
        option,
        kind,
        value: attached || (argv[at] ?? ""),
        dynamic: dynamic[at] === true
      });
      break;
    }
  }
  return out;
}
function longName(table, given) {
  if (table.long.has(given)) return given;
  const matches = [...table.long.keys()].filter((name) => name.startsWith(given));
  if (matches.length === 0) return void 0;
  return matches.length === 1 ? matches[0] ?? null : null;
}
function mayExpandToOption(source) {
  return !/^([A-Za-z0-9_./~+,:@%=]|\{\})/.test(source);
}
function valueProblem(program, value) {
  if (value.kind === "run")
    return `${program} ${value.option} runs the program in its value (${value.value}); the analyzer cannot see what that does, so run without it`;
  if (value.kind === "list")
    return `${program} ${value.option} takes the names of the files to work on from ${value.value}, which the analyzer cannot see; name the files as operands`;
  if (value.dynamic && value.kind !== "arg")
    return `${program} ${value.option} with a file only known at run time (${value.value}); name the file literally`;
  return void 0;
}

// src/policy/shell/programs.ts
var HELP = "--help --version";
var COUNT_SPEC = `-c= -n= -q -v -z --bytes= --lines= --quiet --silent --verbose --zero-terminated ${HELP}`;
var SUMS = optionTable(
  `-b -c -t -z -w --binary --check --tag --text --zero --ignore-missing --quiet --status --strict --warn ${HELP}`
);
var GREP_SPEC = [
  "-E -F -G -P -e= -f=read -i -y -w -x -z -s -v -V -m= -b -n -H -h -o -q -a -I -d= -D= -r -R -L -l -c",
  "-T -Z -A= -B= -C= -U --extended-regexp --fixed-strings --basic-regexp --perl-regexp --regexp=",
  "--file=read --ignore-case --no-ignore-case --word-regexp --line-regexp --null-data --no-messages",
  "--invert-match --max-count= --byte-offset --line-number --no-line-number --line-buffered",
  "--with-filename --no-filename --label= --only-matching --quiet --silent --binary-files= --text",
  "--directories= --devices= --recursive --dereference-recursive --include= --exclude=",
  "--exclude-from=read --exclude-dir= --files-without-match --files-with-matches --count",
  `--initial-tab --null --before-context= --after-context= --context= --group-separator=`,
  `--no-group-separator --color[=] --colour[=] --binary ${HELP}`
].join(" ");
var GREP = {
  operands: "read",
  options: optionTable(GREP_SPEC),
  settings: { numeric: true },
  skipFirst: true,
  firstGivenBy: ["-e", "-f", "--regexp", "--file"],
  recursive: ["-r", "-R", "--recursive", "--dereference-recursive"],
  recursiveUnless: { "-d": ["read", "skip"], "--directories": ["read", "skip"] }
};
var RG = {
  operands: "read",
  options: optionTable(
    [
      "-e= -f=read -i -s -S -w -x -v -F -U -P -n -N -H -I -l -c -o -q -a -u -L -z -A= -B= -C= -m= -g= -t= -T=",
      "-j= -M= -r= -0 -p --regexp= --file=read --ignore-case --case-sensitive --smart-case --word-regexp",
      "--line-regexp --invert-match --fixed-strings --multiline --pcre2 --line-number --no-line-number",
      "--with-filename --no-filename --files-with-matches --files-without-match --count --count-matches",
      "--only-matching --quiet --text --unrestricted --follow --search-zip --after-context= --before-context=",
      "--context= --max-count= --glob= --iglob= --type= --type-not= --threads= --max-columns= --replace=",
      "--null --pretty --hidden --no-ignore --no-ignore-vcs --no-heading --heading --color= --colors=",
      "--json --vimgrep --column --stats --files --sort= --sortr= --max-depth= --max-filesize= --trim",
      `--type-list --ignore-file=read --no-messages --passthru --byte-offset --engine= --encoding= ${HELP}`
    ].join(" ")
  ),
  settings: {},
  skipFirst: true,
  firstGivenBy: ["-e", "-f", "--regexp", "--file", "--files", "--type-list"],
  alwaysRecursive: true
};
var SED = {
  operands: "read",
  options: optionTable(
    `-n -e= -f=read -E -r -s -u -z -l= -b -i[=] --quiet --silent --debug --expression= --file=read --follow-symlinks --in-place[=] --line-length= --posix --regexp-extended --separate --sandbox --unbuffered --null-data --binary ${HELP}`
  ),
  skipFirst: true,
  firstGivenBy: ["-e", "-f", "--expression", "--file"]
};
var MODE_SPEC = `-c -f -v -R --changes --silent --quiet --verbose --no-preserve-root --preserve-root --reference=read --recursive ${HELP}`;
var MODE = {
  operands: "edit",
  options: optionTable(MODE_SPEC),
  skipFirst: true,
  firstGivenBy: ["--reference"],
  recursive: ["-R", "--recursive"]
};
var OWNER = {
  ...MODE,
  options: optionTable(`${MODE_SPEC} -h -H -L -P --dereference --no-dereference --from=`)
};
var COPY_SPEC = `-b -f -i -n -S= -t=write -T -u -v -Z --backup[=] --force --interactive --no-clobber --suffix= --target-directory=write --no-target-directory --update[=] --verbose --strip-trailing-slashes ${HELP}`;
var read = (spec, settings) => ({
  operands: "read",
  options: optionTable(spec),
  ...settings ? { settings } : {}
});
var PROGRAMS = {
  cat: read(
    `-A -b -e -E -n -s -t -T -u -v --show-all --number-nonblank --show-ends --number --squeeze-blank --show-tabs --show-nonprinting ${HELP}`
  ),
  tac: read(`-b -r -s= --before --regex --separator= ${HELP}`),
  nl: read(
    `-b= -d= -f= -h= -i= -l= -n= -p -s= -v= -w= --body-numbering= --section-delimiter= --footer-numbering= --header-numbering= --line-increment= --join-blank-lines= --number-format= --no-renumber --number-separator= --starting-line-number= --number-width= ${HELP}`
  ),
  head: read(COUNT_SPEC, { numeric: true }),
  tail: read(`${COUNT_SPEC} -f -F -s= --follow[=] --max-unchanged-stats= --pid= --retry --sleep-interval=`, {
    numeric: true
  }),
  less: read("-R -r -S -N -n -F -X -i -I -s -E -e -f -M -m -q -Q -K -x= -z= -j= -p= -P= -y= -b= -h="),
  more: read("-d -l -f -p -c -s -u -n="),
  wc: read(
    `-c -m -l -L -w --bytes --chars --lines --max-line-length --words --files0-from=list --total= ${HELP}`
  ),
  od: read(
    `-A= -j= -N= -S= -t= -v -w[=] -a -b -c -d -f -i -l -o -s -x --address-radix= --endian= --skip-bytes= --read-bytes= --strings[=] --format= --output-duplicates --width[=] --traditional ${HELP}`
  ),
  xxd: read(
    "-a -b -C -E -e -h -i -p -ps -plain -r -u -v -d -c= -cols= -g= -l= -len= -n= -o= -s= -seek= -R=",
    {
      whole: true
    }
  ),
  strings: read(
    `-a -d -f -o -w -s= -t= -e= -n= -T= -U= --all --data --print-file-name --bytes= --radix= --include-all-whitespace --output-separator= --encoding= --target= --unicode= -h -v -V ${HELP}`,
    { numeric: true }
  ),
  file: read(
    `-b -c -E -e= -F= -f=list -h -i -k -L -l -m=read -N -n -p -r -s -S -v -z -Z -0 -d -P= --brief --checking-printout --exclude= --exclude-quiet= --extension --files-from=list --separator= --mime --mime-type --mime-encoding --keep-going --list --dereference --magic-file=read --no-dereference --no-buffer --no-pad --print0 --preserve-date --parameter= --raw --special-files --no-sandbox --debug --uncompress --uncompress-noreport --apple ${HELP}`
  ),
  stat: read(`-L -f -c= -t --dereference --file-system --cached= --format= --printf= --terse ${HELP}`),
  ls: read(
    [
      "-a -A -b -B -c -C -d -D -f -F -g -G -h -H -i -I= -k -l -L -m -n -N -o -p -q -Q -r -R -s -S -t -T= -u -U -v",
      "-w= -x -X -Z -1 --all --almost-all --author --escape --block-size= --ignore-backups --color[=] --directory",
      "--dired --classify[=] --file-type --format= --full-time --group-directories-first --no-group",
      "--human-readable --si --dereference-command-line --dereference-command-line-symlink-to-dir --hide=",
      "--hyperlink[=] --indicator-style= --inode --ignore= --kibibytes --dereference --literal",
      "--numeric-uid-gid --hide-control-chars --show-control-chars --quote-name --quoting-style= --reverse",
      `--recursive --size --sort= --time= --time-style= --tabsize= --width= --context --zero ${HELP}`
    ].join(" ")
  ),
  tree: read(
    `-a -d -l -f -x -L= -R -P= -I= -q -N -Q -p -u -g -s -h -D -F -v -t -c -U -r -i -A -S -n -C -X -J --gitignore --ignore-case --matchdirs --prune --noreport --charset= --filelimit= --si --du --timefmt= --inodes --device --dirsfirst --filesfirst --sort= ${HELP}`
  ),
  du: read(
    `-0 -a -b -B= -c -d= -D -H -h -k -l -L -m -P -s -S -t= -x -X=read --null --all --apparent-size --block-size= --bytes --total --max-depth= --dereference-args --files0-from=list --threshold= --human-readable --inodes --si --dereference --count-links --no-dereference --separate-dirs --summarize --time[=] --time-style= --exclude-from=read --exclude= --one-file-system ${HELP}`
  ),
  sort: read(
    [
      "-b -d -f -g -i -M -h -n -R -r -V -c -C -k= -m -o=write -s -S= -t= -T=write -u -z",
      "--ignore-leading-blanks --dictionary-order --ignore-case --general-numeric-sort --ignore-nonprinting",
      "--month-sort --human-numeric-sort --numeric-sort --random-sort --random-source=read --reverse --sort=",
      "--version-sort --batch-size= --check[=] --compress-program=run --debug --files0-from=list --key=",
      "--merge --output=write --stable --buffer-size= --field-separator= --temporary-directory=write",
      `--parallel= --unique --zero-terminated ${HELP}`
    ].join(" ")
  ),
  cut: read(
    `-b= -c= -d= -f= -n -s -z --bytes= --characters= --delimiter= --fields= --complement --only-delimited --output-delimiter= --zero-terminated ${HELP}`
  ),
  diff: {
    ...read(
      [
        "--normal -q --brief -s --report-identical-files -c -C= --context[=] -u -U= --unified[=] -e --ed -n",
        "--rcs -y --side-by-side -W= --width= --left-column --suppress-common-lines -p --show-c-function -F=",
        "--show-function-line= --label= --expand-tabs -t -T --initial-tab --tabsize= --suppress-blank-empty",
        "-r --recursive --no-dereference -N --new-file --unidirectional-new-file --ignore-file-name-case",
        "--no-ignore-file-name-case -x= --exclude= -X=read --exclude-from=read -S= --starting-file=",
        "--from-file=read --to-file=read -i --ignore-case -E --ignore-tab-expansion -Z --ignore-trailing-space",
        "-b --ignore-space-change -w --ignore-all-space -B --ignore-blank-lines -I= --ignore-matching-lines=",
        "-a --text --strip-trailing-cr -D= --ifdef= --old-group-format= --new-group-format=",
        "--changed-group-format= --unchanged-group-format= --line-format= --old-line-format=",
        "--new-line-format= --unchanged-line-format= -d --minimal --horizon-lines= --speed-large-files",
        `--color[=] --palette= -v ${HELP}`
      ].join(" ")
    ),
    recursive: ["-r", "--recursive"]
  },
  cmp: read(
    `-b -i= -l -n= -s --print-bytes --ignore-initial= --verbose --bytes= --quiet --silent -v ${HELP}`
  ),
  base64: read(`-d -i -w= --decode --ignore-garbage --wrap= ${HELP}`),
  md5sum: { operands: "read", options: SUMS },
  sha1sum: { operands: "read", options: SUMS },
  sha256sum: { operands: "read", options: SUMS },
  sha512sum: { operands: "read", options: SUMS },
  grep: GREP,
  egrep: GREP,
  fgrep: GREP,
  rg: RG,
  sed: SED,
  rm: {
    operands: "edit",
    options: optionTable(
      `-f -i -I -r -R -d -v --force --interactive[=] --one-file-system --no-preserve-root --preserve-root[=] --recursive --dir --verbose ${HELP}`
    ),
    recursive: ["-r", "-R", "--recursive"]
  },
  rmdir: {
    operands: "edit",
    options: optionTable(`-p -v --ignore-fail-on-non-empty --parents --verbose ${HELP}`)
  },
  unlink: { operands: "edit", options: optionTable(HELP) },
  shred: {
    operands: "edit",
    options: optionTable(
      `-f -n= -s= -u -v -x -z --force --iterations= --random-source=read --size= --remove[=] --verbose --exact --zero ${HELP}`
    )
  },
  touch: {
    operands: "edit",
    options: optionTable(
      `-a -c -d= -f -h -m -r=read -t= --no-create --date= --no-dereference --reference=read --time= ${HELP}`
    )
  },
  mkdir: {
    operands: "edit",
    options: optionTable(`-m= -p -v -Z --mode= --parents --verbose --context[=] ${HELP}`)
  },
  tee: {
    operands: "edit",
    options: optionTable(`-a -i -p --append --ignore-interrupts --output-error[=] ${HELP}`)
  },
  truncate: {
    operands: "edit",
    options: optionTable(`-c -o -r=read -s= --no-create --io-blocks --reference=read --size= ${HELP}`)
  },
  mv: {
    operands: "copy",
    options: optionTable(`${COPY_SPEC} --context --exchange --no-copy --debug`)
  },
  cp: {
    operands: "copy",
    options: optionTable(
      `${COPY_SPEC} -a -d -H -l -L -P -p -R -r -s -x --archive --attributes-only --copy-contents --link --dereference --no-dereference --preserve[=] --no-preserve= --parents --recursive --reflink[=] --remove-destination --sparse= --symbolic-link --one-file-system --context[=] --debug --keep-directory-symlink`
    ),
    recursive: ["-a", "-r", "-R", "--archive", "--recursive"]
  },
  ln: {
    operands: "copy",
    options: optionTable(
      `${COPY_SPEC} -d -F -L -P -r -s --directory --logical --no-dereference --physical --relative --symbolic`
    )
  },
  install: {
    operands: "copy",
    options: optionTable(
      `${COPY_SPEC} -c -C -d -D -g= -m= -o= -p -s --compare --directory --group= --mode= --owner= --preserve-timestamps --strip --strip-program=run --preserve-context --context[=]`
    )
  },
  chmod: MODE,
  chown: OWNER,
  chgrp: OWNER
};

export {
  programName,
  runnerOptionsStart,
  isRunnerFlag,
  packageName,
  asNpx,
  optionTable,
  parseArgs,
  valueProblem,
  storedOperand,
  GIT_DISCOVERY,
  repositoryTopCandidates,
  workspaceTopAbove,
  gitStartDirectories,
  PROGRAMS
};
