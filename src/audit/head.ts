/**
 * The chain head: seq and SHA-256 of a log's last line. A hash chain cannot reveal lines cut off
 * its end or an edit of its last line; comparing the log with a head recorded elsewhere (the CI
 * log, the action's `audit-head` output, the job summary) can.
 */
export interface ChainHead {
  seq: number;
  hash: string;
}

/** `SEQ:HASH`, the form printed at the end of a run and accepted by `audit verify --head`. */
export function formatHead(head: ChainHead): string {
  return `${head.seq}:${head.hash}`;
}

/** `SEQ:HASH` or `HASH` (64 hex digits, any case); undefined when it is neither. */
export function parseHead(text: string): { seq?: number; hash: string } | undefined {
  const m = /^(?:(\d+):)?([0-9a-fA-F]{64})$/.exec(text.trim());
  if (!m?.[2]) return undefined;
  return { ...(m[1] !== undefined ? { seq: Number(m[1]) } : {}), hash: m[2].toLowerCase() };
}

/**
 * Why a log whose lines hash to `hashes` (all verified) does not end at `expected`, or undefined
 * when it does. Names what happened: lines appended after the head, lines cut off before it, or
 * a line that differs (edited, or a head from another run).
 */
export function headMismatch(
  hashes: readonly string[],
  expected: { seq?: number; hash: string },
): { seq: number; reason: string } | undefined {
  const last = hashes.length - 1;
  const at = expected.seq ?? hashes.lastIndexOf(expected.hash);
  const recorded = `the recorded head ${expected.seq !== undefined ? `${expected.seq}:` : ''}${expected.hash}`;
  if (at < 0)
    return {
      seq: last,
      reason: `no line of the log hashes to ${recorded}: lines were cut off or changed, or the head belongs to another run (the log ends at seq ${last}, hash ${hashes[last] ?? '""'})`,
    };
  if (at > last)
    return {
      seq: last,
      reason: `the log ends at seq ${last} but ${recorded} is seq ${at}: ${at - last} line(s) were cut off its end`,
    };
  if (hashes[at] !== expected.hash)
    return {
      seq: at,
      reason: `seq ${at} hashes to ${hashes[at]}, not ${recorded}: the log was changed from there on (or the head belongs to another run)`,
    };
  if (at < last)
    return {
      seq: at + 1,
      reason: `${last - at} line(s) were appended after ${recorded} (seq ${at + 1} to ${last})`,
    };
  return undefined;
}
