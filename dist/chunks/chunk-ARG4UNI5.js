#!/usr/bin/env -S node --v8-pool-size=1 --max-semi-space-size=2 --initial-old-space-size=32

// src/audit/head.ts
function formatHead(head) {
  return `${head.seq}:${head.hash}`;
}
function parseHead(text) {
  const m = /^(?:(\d+):)?([0-9a-fA-F]{64})$/.exec(text.trim());
  if (!m?.[2]) return void 0;
  return { ...m[1] !== void 0 ? { seq: Number(m[1]) } : {}, hash: m[2].toLowerCase() };
}
function headMismatch(hashes, expected) {
  const last = hashes.length - 1;
  const at = expected.seq ?? hashes.lastIndexOf(expected.hash);
  const recorded = `the recorded head ${expected.seq !== void 0 ? `${expected.seq}:` : ""}${expected.hash}`;
  if (at < 0)
    return {
      seq: last,
      reason: `no line of the log hashes to ${recorded}: lines were cut off or changed, or the head belongs to another run (the log ends at seq ${last}, hash ${hashes[last] ?? '""'})`
    };
  if (at > last)
    return {
      seq: last,
      reason: `the log ends at seq ${last} but ${recorded} is seq ${at}: ${at - last} line(s) were cut off its end`
    };
  if (hashes[at] !== expected.hash)
    return {
      seq: at,
      reason: `seq ${at} hashes to ${hashes[at]}, not ${recorded}: the log was changed from there on (or the head belongs to another run)`
    };
  if (at < last)
    return {
      seq: at + 1,
      reason: `${last - at} line(s) were appended after ${recorded} (seq ${at + 1} to ${last})`
    };
  return void 0;
}

export {
  formatHead,
  parseHead,
  headMismatch
};
