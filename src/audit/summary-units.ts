import { clip as clipText } from './clip.ts';
import type { Summary, ToolCallRow } from './summary.ts';

/** Shared wording and number formats of the text and markdown summaries. */

export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  if (ms < 1) return '<1 ms';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

export function formatCost(usd: number): string {
  return usd < 1 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** A token count with thousands separators (`1,234,567`); not toLocaleString, whose first call loads ICU's number formats (~40 ms at the end of every run). */
export const formatCount = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `completed`, or `failed: checks_failed` when the reason says more than the status. */
export function outcomeLabel(s: Summary): string {
  if (s.status === 'unfinished') return 'unfinished: no run.finished (killed, or still running)';
  return s.exitReason === s.status ? s.status : `${s.status}: ${s.exitReason}`;
}

export function totalsLine(s: Summary): string {
  const t = s.totals;
  return [
    `${t.turns} turns`,
    `${t.toolCalls} tool calls (${t.rejected} rejected, ${t.denied} denied)`,
    `${formatCount(t.inputTokens)} in / ${formatCount(t.outputTokens)} out tokens`,
    formatCost(t.costUsd),
    formatDuration(t.durationMs),
  ].join(' · ');
}

export function callResult(c: ToolCallRow): string {
  switch (c.outcome) {
    case 'ok':
    case 'error':
      return c.durationMs === undefined ? c.outcome : `${c.outcome} ${formatDuration(c.durationMs)}`;
    case 'rejected':
      return `rejected (${c.stage ?? '?'})`;
    default:
      return c.outcome;
  }
}

/**
 * One line, at most `max` characters: table cells and list items must not break the layout, and
 * control characters (a tool output's ANSI escapes) must not drive the reader's terminal.
 */
export function clip(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const flat = text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return clipText(flat, max);
}
