#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32
import {
  looksLikeGitDir
} from "./chunk-HBFDXWT6.js";

// src/validate/resolve-path.ts
import { lstatSync, readdirSync, readlinkSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
var PathError = class extends Error {
  name = "PathError";
};
var CONTROL = /[\u0001-\u001f\u007f-\u009f\u2028\u2029]/u;
function controlCharacterIn(name) {
  const found = CONTROL.exec(name)?.[0];
  return found && `U+${found.codePointAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
var GIT_STARTS_HERE = "\0where-git-starts";
var shownPath = (given) => path.posix.basename(given) === GIT_STARTS_HERE ? path.posix.dirname(given) : given;
function resolvePath(workspace, given, protectedPaths) {
  if (path.posix.basename(given) === GIT_STARTS_HERE)
    return gitStartDirectory(workspace, path.posix.dirname(given), protectedPaths);
  if (given.includes("\0")) throw new PathError("path contains a NUL byte");
  const control = controlCharacterIn(given);
  if (control) throw new PathError(`path contains a control character or line separator (${control})`);
  if (new RegExp("\\p{Cs}", "u").test(given)) throw new PathError("path contains an unpaired UTF-16 surrogate");
  const expanded = given === "~" || given.startsWith("~/") ? path.join(homedir(), given.slice(1)) : given;
  const abs = realpathDeep(path.isAbsolute(expanded) ? expanded : `${workspace}/${expanded}`);
  const relNative = path.relative(workspace, abs);
  const climbs = relNative === ".." || relNative.startsWith(`..${path.sep}`);
  const inside = relNative === "" || !climbs && !path.isAbsolute(relNative);
  const rel = inside ? relNative.split(path.sep).join("/") || "." : abs;
  const resolved = { abs, rel, inside };
  const label = protectedLabel(abs, rel, inside, protectedPaths);
  if (label) resolved.protected = label;
  return resolved;
}
function gitStartDirectory(workspace, dir, protectedPaths) {
  const resolved = resolvePath(workspace, dir, protectedPaths);
  if (!resolved.inside || resolved.rel === ".") return resolved;
  let names;
  try {
    names = readdirSync(resolved.abs);
  } catch {
    throw new PathError(
      `git would look for its repository in ${resolved.rel}, no directory when the command is decided: the command could make it a git directory (HEAD, objects/, refs/), whose config git obeys; make the directory in an earlier command`
    );
  }
  const dotGit = names.find((name) => name.toLowerCase() === ".git");
  if (dotGit !== void 0)
    throw new PathError(
      `git would look for its repository in ${resolved.rel}, which holds ${dotGit}: a repository of its own, whose config git obeys (core.fsmonitor, diff drivers run programs); run git at the top of the workspace`
    );
  if (looksLikeGitDir(names))
    throw new PathError(
      `git would look for its repository in ${resolved.rel}, which git takes for a git directory (HEAD, objects/ and refs/): it would run what that directory's config names (core.fsmonitor, diff drivers); run git where no such directory is`
    );
  return resolved;
}
function protectedLabel(abs, rel, inside, protectedPaths) {
  const folded = abs.toLowerCase();
  const hit = protectedPaths?.entries.find((e) => {
    const entry = e.path.toLowerCase();
    return folded === entry || folded.startsWith(entry + path.sep);
  });
  if (hit) return hit.label;
  return inside && inGitDir(rel) ? ".git" : void 0;
}
function inGitDir(rel) {
  return GIT_SEGMENT.test(rel);
}
var GIT_SEGMENT = /(?:^|\/)\.git(?:\/|$)/i;
function realpathDeep(p) {
  const pending = (path.isAbsolute(p) ? p : `${process.cwd()}/${p}`).split("/").reverse();
  let resolved = "/";
  let links = 0;
  while (pending.length) {
    const part = pending.pop();
    if (part === "" || part === ".") continue;
    if (part === "..") {
      resolved = path.dirname(resolved);
      continue;
    }
    const next = path.join(resolved, part);
    if (!lstatOrNothing(next)?.isSymbolicLink()) {
      resolved = next;
      continue;
    }
    if (++links > MAX_LINKS) throw new PathError(`symbolic link loop at ${next}`);
    const target = readlinkSync(next);
    pending.push(...target.split("/").reverse());
    if (target.startsWith("/")) resolved = "/";
  }
  return resolved;
}
var MAX_LINKS = 40;
function lstatOrNothing(p) {
  try {
    return lstatSync(p);
  } catch (err) {
    const code = err.code;
    if (code === "ELOOP") throw new PathError(`symbolic link loop at ${p}`);
    if (code === "ENOENT" || code === "ENOTDIR") return void 0;
    throw new PathError(`cannot look up ${p}: ${code ?? err.message}`);
  }
}

export {
  PathError,
  controlCharacterIn,
  GIT_STARTS_HERE,
  shownPath,
  resolvePath,
  protectedLabel,
  inGitDir,
  realpathDeep
};
