import type { TodoItem } from '../tools/types.ts';
import type { RunTotals } from '../run/types.ts';
import { clip } from '../audit/clip.ts';
import { escapeInvisible, inert, markdownLine, markdownLines } from './untrusted-text.ts';

export interface CheckOutcome {
  command: string;
  exitCode: number;
  output: string;
}

export interface PrBodyInput {
  taskTitle: string;
  prompt: string;
  /** The model's attempt_completion result. */
  completion?: string;
  todos: TodoItem[];
  totals: RunTotals;
  /** Where the audit log is: a path in the out dir, or the artifact name in the action. */
  auditLogPath: string;
  runUrl?: string;
  /** The issue the run came from: the body then says `Closes #N`. */
  closesIssue?: number;
  checks?: CheckOutcome[];
  /** Paths in the final diff that were not delivered: reverted (policy) or excluded (dirty before the run). */
  notDelivered?: { path: string; change: string; rule: string; action: string }[];
  /** Screenshots browser_action took, relative to the out dir (`screenshots/001-launch.png`). */
  screenshots?: string[];
}

/** GitHub refuses a body over 65,536 characters (and a whole run's PR with it); this stays under. */
export const MAX_BODY_CHARS = 64_000;
/** Failed checks' output is cut to its last lines: the end of a test run is where the failure is. */
const CHECK_OUTPUT_LINES = 60;
const CHECK_OUTPUT_CHARS = 4_000;
const MAX_CHECK_OUTPUTS = 5;
const MAX_CHECKS = 20;
const MAX_NOT_DELIVERED = 50;
const MAX_SCREENSHOTS = 20;
const NAME_CHARS = 200;
/** The untrusted sections' own caps; together they get at most what nightshift's leave. */
const TITLE_CHARS = 200;
const PROMPT_CHARS = 4_000;
const SUMMARY_CHARS = 20_000;
const TODOS_CHARS = 15_000;
const MAX_TODOS = 50;
const TODO_CHARS = 300;

/**
 * The pull request body: what was asked, what the agent says it did, and what it cost. Pure.
 *
 * Two kinds of text: nightshift's own (the checks, what was not delivered, the run's totals, its
 * `Closes #N`) and text nightshift did not write (the task's title and prompt, which may be an
 * issue's; the model's summary and todos; the checks' output), which goes through
 * untrusted-text.ts: shown literally, its mentions, references and closing keywords inert. The
 * own sections are bounded by their caps and built first; the untrusted ones share what is left
 * under MAX_BODY_CHARS, in order, so a long completion is cut, never nightshift's sections.
 */
export function buildPrBody(input: PrBodyInput): string {
  const own = ownSections(input).join('\n\n');
  let room = MAX_BODY_CHARS - own.length;
  const fit = (cap: number, render: (max: number) => string): string => {
    const text = render(Math.max(0, Math.min(cap, room)));
    room -= text.length + 2;
    return text;
  };
  const { completion, todos } = input;
  const untrusted = [
    fit(TITLE_CHARS, (max) => `## Task: ${markdownLine(input.taskTitle, max)}`),
    fit(PROMPT_CHARS, (max) => clip(quote(markdownLines(input.prompt, max)), max)),
    completion ? fit(SUMMARY_CHARS, (max) => `## Summary\n\n${markdownLines(completion, max)}`) : '',
    todos.length > 0
      ? fit(TODOS_CHARS, (max) => ['## Todo list', '', ...todoLines(todos, max)].join('\n'))
      : '',
  ];
  return `${[...untrusted.filter(Boolean), own].join('\n\n')}\n`;
}

/** The sections nightshift writes itself, each bounded whatever the run did. */
function ownSections(input: PrBodyInput): string[] {
  const sections: string[] = [];
  const checks = input.checks ?? [];
  if (checks.length > 0) {
    sections.push(
      [
        '## Checks',
        '',
        ...checks
          .slice(0, MAX_CHECKS)
          .map(
            (c) =>
              `- ${c.exitCode === 0 ? '✅' : '❌'} ${markdownPath(c.command, NAME_CHARS)} (exit ${c.exitCode})`,
          ),
        ...more(checks.length - MAX_CHECKS, 'checks'),
      ].join('\n'),
    );
    for (const c of checks.filter((x) => x.exitCode !== 0).slice(0, MAX_CHECK_OUTPUTS)) {
      sections.push(
        [
          `<details><summary>Output of <code>${escapeHtml(clip(c.command, NAME_CHARS))}</code></summary>`,
          '',
          fence(inert(tail(lastLines(c.output, CHECK_OUTPUT_LINES), CHECK_OUTPUT_CHARS))),
          '',
          '</details>',
        ].join('\n'),
      );
    }
  }
  const notDelivered = input.notDelivered ?? [];
  if (notDelivered.length > 0) {
    sections.push(
      [
        '## Not delivered',
        '',
        'These changes were in the working tree but are not in this pull request:',
        '',
        ...notDelivered
          .slice(0, MAX_NOT_DELIVERED)
          .map(
            (n) =>
              `- ${markdownPath(n.path, NAME_CHARS)} (${n.change}): ${n.action}, ${markdownPath(n.rule, NAME_CHARS)}`,
          ),
        ...more(notDelivered.length - MAX_NOT_DELIVERED, 'paths (see the audit log)'),
      ].join('\n'),
    );
  }
  const screenshots = input.screenshots ?? [];
  if (screenshots.length > 0) {
    // A local pull request (pr.md) sits in the out dir, so the links open the files; on
    // GitHub they are paths in the uploaded out dir, next to the audit log.
    sections.push(
      [
        '## Screenshots',
        '',
        `Taken by browser_action, in ${markdownPath(input.auditLogPath, NAME_CHARS)}${input.runUrl ? ` (see the [workflow run](${input.runUrl}))` : ''}:`,
        '',
        // The names are whatever is in the out dir's screenshots/, where a command run without a
        // sandbox can put any: shown as literal text, linked by an encoded path.
        ...screenshots
          .slice(0, MAX_SCREENSHOTS)
          .map((p) => `- [${markdownLine(escapeInvisible(p, 'name'), NAME_CHARS)}](${relativeLink(p)})`),
        ...more(screenshots.length - MAX_SCREENSHOTS, 'screenshots'),
      ].join('\n'),
    );
  }
  const t = input.totals;
  sections.push(
    [
      '## Run',
      '',
      '| turns | tool calls | rejected | denied | input tokens | output tokens | cost |',
      '|---:|---:|---:|---:|---:|---:|---:|',
      `| ${t.turns} | ${t.tool_calls} | ${t.rejected} | ${t.denied} | ${t.input_tokens} | ${t.output_tokens} | $${t.cost_usd.toFixed(4)} |`,
      '',
      `Audit log: ${markdownPath(input.auditLogPath, NAME_CHARS)}${input.runUrl ? ` · [workflow run](${input.runUrl})` : ''}`,
    ].join('\n'),
  );
  // The body's only closing keyword: every one in the untrusted text is made inert.
  if (input.closesIssue !== undefined) sections.push(`Closes #${input.closesIssue}`);
  sections.push('<sub>Opened by nightshift. Review it like any other change: the agent may be wrong.</sub>');
  return sections;
}

function todoLines(todos: TodoItem[], max: number): string[] {
  const lines: string[] = [];
  let used = 0;
  for (const t of todos.slice(0, MAX_TODOS)) {
    const line = `- [${t.status === 'completed' ? 'x' : ' '}] ${markdownLine(t.text, TODO_CHARS)}${t.status === 'in_progress' ? ' _(in progress)_' : ''}`;
    if (used + line.length + 1 > max) break;
    lines.push(line);
    used += line.length + 1;
  }
  return [...lines, ...more(todos.length - lines.length, 'items')];
}

const more = (n: number, what: string): string[] => (n > 0 ? [`- …and ${n} more ${what}`] : []);

const quote = (text: string) =>
  text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');

function lastLines(text: string, n: number): string {
  const lines = text.trimEnd().split('\n');
  return lines.length <= n
    ? lines.join('\n')
    : [`[… ${lines.length - n} earlier lines]`, ...lines.slice(-n)].join('\n');
}

/** The last `max` characters: a line of megabytes is cut like many lines are. */
const tail = (text: string, max: number) =>
  text.length <= max ? text : `[… ${text.length - max} earlier characters]${text.slice(-max)}`;

/** A fence longer than any backtick run inside, so output cannot close it early. */
function fence(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const f = '`'.repeat(longest + 1);
  return `${f}\n${text}\n${f}`;
}

/**
 * A path as inline code that nothing in the name can break out of. The names come from the working
 * tree, where a command can create any: a line break ends the code span's paragraph and lets the
 * rest render as Markdown (a heading, a fake "checks passed", a `<!--` hiding the rest of the
 * body), so control characters, Unicode line separators and bidirectional controls (which make a
 * name read as another) are shown as `\xNN` / `\u{NNNN}` escapes; the fence is one backtick longer
 * than any backtick run inside. Everything else in a code span is literal, `<!--` included (a code
 * span that opens first wins over raw HTML), so the name is shown as it is, not altered; only a
 * name longer than `max` characters (as shown) is cut, ending in `…`.
 */
export function markdownPath(name: string, max = Infinity): string {
  const shown = clip(escapeInvisible(name, 'name'), max);
  const longest = Math.max(0, ...[...shown.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  // A code span drops one space at each end when both are there, and needs one beside a backtick.
  const pad =
    shown.startsWith('`') || shown.endsWith('`') || (shown.startsWith(' ') && shown.endsWith(' ')) ? ' ' : '';
  return `${fence}${pad}${shown}${pad}${fence}`;
}

/**
 * A relative link's target with every byte but letters, digits, `-._~` and `/` percent-encoded:
 * no `)`, `<`, space or line break left to end the link early and start Markdown of its own.
 */
function relativeLink(p: string): string {
  const kept = /[A-Za-z0-9._~/-]/;
  return [...Buffer.from(p, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b);
      return kept.test(c) ? c : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
