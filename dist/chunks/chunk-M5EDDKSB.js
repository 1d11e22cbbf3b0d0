#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/git/ref-name.ts
function isValidBranchName(name) {
  if (name === "" || name === "HEAD" || name === "@" || name.startsWith("-")) return false;
  if (name.startsWith("/") || name.endsWith("/") || name.endsWith(".") || name.includes("//")) return false;
  if (name.includes("..") || name.includes("@{") || /[~^:?*[\\]/.test(name)) return false;
  for (let i = 0; i < name.length; i++)
    if (name.charCodeAt(i) <= 32 || name.charCodeAt(i) === 127) return false;
  return name.split("/").every((part) => !part.startsWith(".") && !part.endsWith(".lock"));
}

export {
  isValidBranchName
};
