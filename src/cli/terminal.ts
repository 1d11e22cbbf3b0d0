import { inertText } from '../run/inert-text.ts';
import type { LineInfo, ProgressSink } from '../run/progress.ts';

/** Colour only for a terminal, and never when NO_COLOR is set to anything (no-color.org). */
export function useColor(isTTY: boolean | undefined, env: NodeJS.ProcessEnv): boolean {
  return isTTY === true && !env.NO_COLOR;
}

const SGR = { plain: '', ok: '\x1b[32m', bad: '\x1b[31m', dim: '\x1b[2m' } as const;

/** The line as the terminal shows it. Pure. */
export function paint(line: string, info: LineInfo | undefined, color: boolean): string {
  const code = color ? SGR[info?.tone ?? 'plain'] : '';
  return code ? `${code}${line}\x1b[0m` : line;
}

/**
 * Progress lines on stderr, coloured when stderr is a terminal without NO_COLOR. A line quotes the
 * model and tools, so it is made inert (run/inert-text.ts) before the colour goes on.
 */
export function stderrProgress(env: NodeJS.ProcessEnv = process.env): ProgressSink {
  const color = useColor(process.stderr.isTTY, env);
  return (line, info) => void process.stderr.write(`${paint(inertText(line), info, color)}\n`);
}
