/** A usage or configuration problem: the CLI prints it and exits 2. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    message: string,
    readonly problems: ConfigProblem[] = [],
  ) {
    super(message);
  }
}

export interface ConfigProblem {
  file: string;
  line: number;
  col: number;
  message: string;
}

export const formatProblem = (p: ConfigProblem): string => `${p.file}:${p.line}:${p.col}: ${p.message}`;

export function problemsError(problems: ConfigProblem[]): ConfigError {
  return new ConfigError(problems.map(formatProblem).join('\n'), problems);
}
