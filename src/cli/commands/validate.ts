import { formatProblem } from '../../config/errors.ts';
import { validateFiles } from '../../config/validate-files.ts';
import { parse } from '../args.ts';

/** `nightshift validate FILE...`: exit 0 when every file is valid, 2 otherwise. */
export async function validateCommand(argv: string[]): Promise<number> {
  const { positionals } = parse(argv, {}, { min: 1, max: Infinity });
  let ok = true;
  for (const report of await validateFiles(positionals)) {
    if (report.ok) {
      process.stdout.write(`${report.file}: valid ${report.kind}\n`);
      continue;
    }
    ok = false;
    for (const problem of report.problems) process.stderr.write(`${formatProblem(problem)}\n`);
  }
  return ok ? 0 : 2;
}
