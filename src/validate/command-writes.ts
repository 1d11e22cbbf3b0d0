import path from 'node:path';
import type { ShellAnalyzer } from '../policy/shell/types.ts';

/** The files a command writes, as the shell analysis names them, or why they cannot be named. */
export type CommandWrites = { paths: string[] } | { unknown: string };

/**
 * What a command writes: redirection targets, `tee`, `sort -o`, `cp`/`mv` targets and every other
 * write the shell analysis reports, relative to the workspace when the command has a `cwd`. A
 * command the analysis cannot read may write anything, so its writes are unknown.
 */
export function commandWrites(
  analyzer: ShellAnalyzer,
  command: string,
  cwd: string | undefined,
): CommandWrites {
  const analysis = analyzer.analyze(command);
  const [problem] = analysis.problems;
  if (problem !== undefined) return { unknown: problem };
  const inCwd = (file: string) =>
    cwd && !file.startsWith('/') && !file.startsWith('~') ? path.posix.join(cwd, file) : file;
  // `rm -r`, `mv`, `find -delete` operands count too; the stage refuses those that are directories.
  return { paths: [...new Set([...analysis.writes, ...analysis.editTrees].map(inCwd))] };
}
