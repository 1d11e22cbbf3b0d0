import type { Summary, ToolCallRow } from './summary.ts';
import { callResult, clip, formatDuration, outcomeLabel, totalsLine } from './summary-units.ts';

const STATUS_ICON: Record<Summary['status'], string> = {
  completed: '✅',
  failed: '❌',
  error: '❌',
  limit: '⏱️',
  halted: '🛑',
  cancelled: '⏹️',
  unfinished: '⚠️',
};
const TODO_MARK = { completed: '- [x] ', in_progress: '- [ ] ⏳ ', pending: '- [ ] ' } as const;
/** GitHub caps a PR body at 65,536 characters; these caps keep a long run's summary well under. */
const MAX_TABLE_ROWS = 100;
const MAX_LISTED = 20;

/**
 * The summary as GitHub markdown: summary.md, the PR body and the job summary. Outcome and totals
 * first, then what needs a reviewer's attention (denials, rejections, limits, failed checks), the
 * todo list, and the full tool-call table folded away. Text that came from the model is escaped
 * so it cannot break the layout, mention people or link issues.
 */
export function formatSummaryMarkdown(s: Summary): string {
  const out: string[] = [
    `### ${STATUS_ICON[s.status]} nightshift: ${plain(s.title || '(untitled)', 120)}`,
    '',
  ];
  const outcome = `**${outcomeLabel(s)}** (exit ${s.exitCode ?? '-'})`;
  out.push(`${outcome} · ${totalsLine(s)}`, '');
  if (s.detail) out.push(`> ${plain(s.detail, 300)}`, '');
  if (s.sandbox?.backend === 'none')
    out.push(
      `> ⚠️ **No sandbox:** commands ran with the runner's own rights, files and network (${plain(s.sandbox.reason ?? 'sandbox: none', 200)}).`,
      '',
    );
  else if (s.sandbox) out.push(`Sandbox: ${code(s.sandbox.backend)}, network ${s.sandbox.network}.`, '');
  if (s.completion) out.push(`**Result:** ${plain(s.completion, 1000)}`, '');

  const delivered: string[] = [];
  if (s.pr.operation !== 'none') {
    const label = s.pr.number === undefined ? 'pull request' : `#${s.pr.number}`;
    delivered.push(`**Pull request:** ${s.pr.url ? `[${label}](${s.pr.url})` : label} (${s.pr.operation})`);
  }
  if (s.commit) delivered.push(`**Commit:** ${code(s.commit.sha.slice(0, 12))} on ${code(s.commit.branch)}`);
  if (delivered.length) out.push(delivered.join(' · '), '');
  if (s.repairRounds > 0)
    out.push(`- 🔁 ${s.repairRounds} repair round(s): failed checks went back to the model`);
  for (const c of s.checks) {
    const icon = c.exitCode === 0 ? '✅' : '❌';
    out.push(
      `- ${icon} check ${code(c.command)}: exit ${c.exitCode ?? 'killed'} in ${formatDuration(c.durationMs)}`,
    );
  }
  for (const l of s.limits) out.push(`- ⏱️ limit ${code(l.limit)} reached: ${l.value} of ${l.max}`);
  for (const n of s.notDelivered.slice(0, MAX_LISTED))
    out.push(`- ↩️ not delivered (${n.action}): ${code(n.path, 80)} ${n.change}, ${code(n.rule)}`);
  if (s.repairRounds || s.checks.length || s.limits.length || s.notDelivered.length) out.push('');

  listCalls(
    out,
    'Denied',
    s.calls.filter((c) => c.outcome === 'denied'),
    (c) => `${code(c.rule ?? '?')}: ${plain(c.reason ?? '', 200)}`,
  );
  listCalls(
    out,
    'Rejected',
    s.calls.filter((c) => c.outcome === 'rejected'),
    (c) => `${c.stage ?? '?'}: ${plain(c.reason ?? '', 200)}`,
  );

  if (s.screenshots.length || s.browserBlocked) out.push(...browserLines(s), '');
  if (s.todos.length) {
    out.push('**Todo**', '', ...s.todos.map((t) => `${TODO_MARK[t.status]}${plain(t.text, 200)}`), '');
  }
  if (s.calls.length) {
    out.push(`<details><summary>Tool calls (${s.calls.length})</summary>`, '');
    out.push('| seq | turn | tool | target | decision | rule | result |', '|---:|---:|---|---|---|---|---|');
    for (const c of s.calls.slice(0, MAX_TABLE_ROWS)) {
      const cells = [
        String(c.seq),
        String(c.turn),
        code(c.name),
        code(c.target, 60),
        c.decision ?? '–',
        c.rule ? code(c.rule) : '–',
        callResult(c),
      ];
      out.push(`| ${cells.join(' | ')} |`);
    }
    if (s.calls.length > MAX_TABLE_ROWS)
      out.push('', `…and ${s.calls.length - MAX_TABLE_ROWS} more in the audit log.`);
    out.push('', '</details>', '');
  }
  const meta = [
    `run ${code(s.runId)}`,
    s.model && `model ${code(s.model)}`,
    s.mode && `mode ${code(s.mode)}`,
    s.policy && `policy ${code(s.policy)}`,
    s.version && `nightshift ${s.version}`,
  ];
  out.push(`<sub>${meta.filter(Boolean).join(' · ')} · ${s.events} audit events</sub>`);
  return `${out.join('\n')}\n`;
}

/** Screenshots (files in the out dir, next to summary.md) and what the browser was kept from. */
function browserLines(s: Summary): string[] {
  const lines = [
    `**Browser:** ${s.screenshots.length} screenshot(s) in the out dir, ${s.browserBlocked} request(s) blocked by ${code('browser.allow')}`,
  ];
  if (s.screenshots.length) lines.push('');
  for (const shot of s.screenshots.slice(0, MAX_LISTED))
    lines.push(`- [${code(shot.path, 80)}](${encodeURI(shot.path)}) ${code(shot.url, 100)}`);
  if (s.screenshots.length > MAX_LISTED)
    lines.push(`- …and ${s.screenshots.length - MAX_LISTED} more in the audit log`);
  return lines;
}

function listCalls(
  out: string[],
  title: string,
  calls: ToolCallRow[],
  why: (c: ToolCallRow) => string,
): void {
  if (!calls.length) return;
  out.push(`**${title} (${calls.length})**`, '');
  for (const c of calls.slice(0, MAX_LISTED)) out.push(`- ${code(c.name)} ${code(c.target, 80)} — ${why(c)}`);
  if (calls.length > MAX_LISTED) out.push(`- …and ${calls.length - MAX_LISTED} more in the audit log`);
  out.push('');
}

/**
 * An inline code span, safe inside a table cell: the fence is longer than any backtick run in the
 * text, and `|` is escaped (GitHub splits cells on it even inside code). Mentions and issue
 * references do nothing inside code.
 */
export function code(text: string, max = 120): string {
  const flat = clip(text, max).replaceAll('|', '\\|');
  const longestRun = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Prose from the model or a tool, on one line, as literal text: markdown and HTML characters are
 * escaped, and a zero-width space after `@` and before `#123` keeps it from pinging people or
 * linking (and, with "fixes", closing) issues.
 */
export function plain(text: string, max: number): string {
  return clip(text, max)
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/@(?=\w)/g, '@\u200b')
    .replace(/#(?=\d)/g, '#\u200b');
}
