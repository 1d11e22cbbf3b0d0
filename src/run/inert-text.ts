/**
 * Text from the model, a tool, a command or a repository, made inert for the logs it is printed
 * to. A GitHub Actions runner reads every line a step prints for workflow commands: a line that
 * starts with `::` after leading whitespace (`::set-output name=pr-url::…`, `::stop-commands::…`,
 * `::add-matcher::…`) and `##[command]` anywhere in a line; and it splits lines at `\r` as well as
 * `\n`. A hostile issue could steer the model into printing one and so set a step output a later
 * step interpolates. A terminal obeys escape sequences the same way. Pure.
 */

// C0 and C1 control characters except tab and newline (a newline is split on, not escaped).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// What .NET's TrimStart removes before the runner looks for `::` (char.IsWhiteSpace), and more.
const LEADING_SPACE = /^[\s\u0085\u180e]*/;
// A zero-width space: invisible to a reader, but no longer the runner's `##[` or leading `::`.
const BREAK = '\u200b';

/** Each line of `text` with control characters written `\xNN` and workflow-command syntax broken. */
export function inertText(text: string): string {
  return text.split('\n').map(inertLine).join('\n');
}

function inertLine(line: string): string {
  const plain = line
    .replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
    .replace(/##\[/g, `#${BREAK}#[`);
  const lead = LEADING_SPACE.exec(plain)?.[0].length ?? 0;
  return plain.startsWith('::', lead) ? `${plain.slice(0, lead)}${BREAK}${plain.slice(lead)}` : plain;
}

/**
 * JSON text (one document or JSON lines) with the same guarantee and the same value: `[` after
 * `##` can only be inside a string there, where `\u005b` means the same character. JSON has no
 * raw control characters and its lines start with `{`, `[` or a space.
 */
export function inertJson(text: string): string {
  return text.replace(/##\[/g, '##\\u005b');
}
