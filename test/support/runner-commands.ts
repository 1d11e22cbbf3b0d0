/**
 * The workflow commands a GitHub Actions runner would act on in a step's output, parsed as
 * actions/runner does (src/Runner.Common/ActionCommand.cs, TryParseV2, then TryParse): the output
 * is split into lines at `\r\n`, `\r` or `\n` (StreamReader.ReadLine); a line is a command when,
 * after .NET's TrimStart (char.IsWhiteSpace), it starts with `::` and has a second `::`, or else
 * when it holds `##[` anywhere. The runner also checks the name against its registered commands;
 * every name counts here.
 */
const DOTNET_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*/;

export interface RunnerCommand {
  name: string;
  line: string;
}

export function runnerCommands(output: string): RunnerCommand[] {
  const found: RunnerCommand[] = [];
  for (const line of output.split(/\r\n|\r|\n/)) {
    const trimmed = line.replace(DOTNET_SPACE, '');
    const end = trimmed.startsWith('::') ? trimmed.indexOf('::', 2) : -1;
    if (end !== -1) {
      found.push({ name: trimmed.slice(2, end).split(' ')[0] ?? '', line });
      continue;
    }
    const v1 = line.indexOf('##[');
    const close = v1 === -1 ? -1 : line.indexOf(']', v1);
    if (close !== -1) found.push({ name: line.slice(v1 + 3, close).split(' ')[0] ?? '', line });
  }
  return found;
}
