import { inertJson, inertText } from '../run/inert-text.ts';

/**
 * What the CLI prints: whatever it quotes (a model's answer, a file's line, an error) reaches a
 * CI log, so every write is made inert there (run/inert-text.ts). Progress lines, which the
 * terminal colours, go through cli/terminal.ts instead.
 */
export const printOut = (text: string): void => void process.stdout.write(inertText(text));
export const printErr = (text: string): void => void process.stderr.write(inertText(text));
/** JSON on stdout: the same value, inert. */
export const printJson = (text: string): void => void process.stdout.write(inertJson(text));
