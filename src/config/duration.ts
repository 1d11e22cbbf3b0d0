import * as z from '../zod.ts';

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `90s`, `30m`, `1h30m`, `500ms`, or a number of seconds. */
export function parseDuration(value: string | number): number | undefined {
  if (typeof value === 'number') return value >= 0 ? value * 1000 : undefined;
  const parts = [...value.trim().matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value.trim()) return undefined;
  return parts.reduce((ms, p) => ms + Number(p[1]) * (UNITS[p[2] ?? 's'] ?? 0), 0);
}

/** A duration as written in YAML, converted to milliseconds. */
export const durationSchema = z.union([z.number().nonnegative(), z.string()]).transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a duration such as 90s, 30m or 1h, got "${value}"` });
    return z.NEVER;
  }
  return ms;
});
