#!/usr/bin/env -S node --max-semi-space-size=2 --initial-old-space-size=32

// src/policy/glob-form.ts
function canonicalGlob(pattern) {
  const segments = pattern.split("/");
  const absolute = segments[0] === "" && segments.length > 1;
  const last = segments.at(-1);
  const directory = segments.length > 1 && (last === "" || last === ".");
  const kept = segments.filter((s) => s !== "" && s !== ".");
  if (directory) kept.push("**");
  const body = kept.join("/");
  if (absolute) return `/${body}`;
  return body === "" ? pattern : body;
}
function globProblem(pattern) {
  const outside = "paths outside the workspace are always denied (invariant:outside-workspace), and globs match paths relative to the workspace root";
  if (pattern.trim() === "") return "an empty glob matches no path";
  if (pattern.startsWith("/")) {
    const relative = canonicalGlob(pattern.replace(/^\/+/, "")) || "**";
    return `"${pattern}" is an absolute path: ${outside}; write "${relative}" for that path in the workspace`;
  }
  if (pattern === "~" || pattern.startsWith("~/"))
    return `"${pattern}" names a path in the home directory: ${outside}`;
  if (pattern.split("/").includes(".."))
    return `"${pattern}" has a ".." segment, which no workspace-relative path has: ${outside}`;
  return void 0;
}

export {
  canonicalGlob,
  globProblem
};
