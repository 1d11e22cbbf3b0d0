import { formatProblem } from '../../config/errors.ts';
import { validateFiles } from '../../config/validate-files.ts';
import { parse } from '../args.ts';
import { COMMANDS } from '../spec.ts';

/** `nightshift validate FILE...`: exit 0 when every file is valid, 2 otherwise. */
export function validateCommand(argv: string[]): Promise<number> {
  const { positionals } = parse(argv, COMMANDS.validate);
  let ok = true;
  for (const report of validateFiles(positionals)) {
    if (report.ok) {
      process.stdout.write(`${report.file}: valid ${report.kind}\n`);
      continue;
    }
    ok = false;
    for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}\n`);
  }
  return Promise.resolve(ok ? 0 : 2);
}
