import { formatProblem } from '../../config/errors.ts';
import { validateFiles } from '../../config/validate-files.ts';
import { launchEnvironment } from '../../sandbox/self-environ.ts';
import { parse } from '../args.ts';
import { COMMANDS } from '../spec.ts';
import { printErr, printOut } from '../output.ts';

/**
 * `nightshift validate FILE...`: exit 0 when every file is valid, 2 otherwise. A task also gets
 * the checks `run` makes before its first model call, against this environment (its keys too).
 */
export async function validateCommand(argv: string[]): Promise<number> {
  const { positionals } = parse(argv, COMMANDS.validate);
  let ok = true;
  for (const report of await validateFiles(positionals, launchEnvironment())) {
    for (const warning of report.warnings ?? [])
      printErr(`${formatProblem({ ...warning, message: `warning: ${warning.message}` })}\n`);
    if (report.ok) {
      printOut(`${report.file}: valid ${report.kind}\n`);
      continue;
    }
    ok = false;
    for (const problem of report.problems) printErr(`${formatProblem(problem)}\n`);
  }
  return ok ? 0 : 2;
}
