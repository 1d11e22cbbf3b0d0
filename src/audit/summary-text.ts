import type { Summary } from './summary.ts';
import { callResult, clip, outcomeLabel, totalsLine } from './summary-units.ts';

const TODO_MARK = { completed: '[x]', in_progress: '[~]', pending: '[ ]' } as const;

/** The summary for a terminal (`nightshift audit summary`, the end of `nightshift run`). */
export function formatSummaryText(s: Summary): string {
  const out: string[] = [`nightshift: ${s.title || '(untitled)'}`];
  const field = (name: string, value: string) => out.push(`  ${name.padEnd(8)}${value}`);
  field(
    'outcome',
    `${outcomeLabel(s)} (exit ${s.exitCode ?? '-'})${s.detail ? ` — ${clip(s.detail, 200)}` : ''}`,
  );
  field(
    'run',
    [s.runId, s.model, s.mode && `mode ${s.mode}`, s.policy && `policy ${s.policy}`]
      .filter(Boolean)
      .join(' · '),
  );
  field('totals', totalsLine(s));
  if (s.completion) field('result', clip(s.completion, 200));
  for (const l of s.limits) field('limit', `${l.limit}: ${l.value} of ${l.max}`);
  for (const c of s.checks) field('check', `${c.command} → exit ${c.exitCode ?? 'killed'}`);
  if (s.commit) field('commit', `${s.commit.sha.slice(0, 12)} on ${s.commit.branch}`);
  if (s.pr.operation !== 'none') {
    const number = s.pr.number === undefined ? '' : `#${s.pr.number}`;
    field('pr', [s.pr.operation, number, s.pr.url ?? ''].filter(Boolean).join(' '));
  }

  if (s.todos.length) {
    out.push('todos');
    for (const t of s.todos) out.push(`  ${TODO_MARK[t.status]} ${clip(t.text, 120)}`);
  }
  if (s.calls.length) {
    out.push('tool calls');
    const rows = s.calls.map((c) => [
      String(c.seq),
      String(c.turn),
      c.name,
      clip(c.target, 48),
      c.decision ?? '-',
      c.rule ?? '-',
      callResult(c),
    ]);
    out.push(...alignColumns([['seq', 'turn', 'tool', 'target', 'decision', 'rule', 'result'], ...rows]));
  }
  for (const c of s.calls.filter((x) => x.outcome === 'denied' || x.outcome === 'rejected')) {
    const why = c.outcome === 'denied' ? `denied by ${c.rule ?? '?'}` : `rejected at ${c.stage ?? '?'}`;
    out.push(`${why}: ${c.name} ${clip(c.target, 60)} — ${clip(c.reason ?? '', 160)}`);
  }
  return `${out.join('\n')}\n`;
}

function alignColumns(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')}`.trimEnd());
}
