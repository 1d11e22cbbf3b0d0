import { readAuditLog } from '../../audit/read.ts';
import { formatSummaryMarkdown } from '../../audit/summary-markdown.ts';
import { formatSummaryText } from '../../audit/summary-text.ts';
import { summarizeAudit } from '../../audit/summary.ts';
import { verifyAuditLog } from '../../audit/verify.ts';
import { formatHead, parseHead } from '../../audit/head.ts';
import { parse } from '../args.ts';
import { readingFile, UsageError } from '../errors.ts';
import { COMMANDS } from '../spec.ts';
import { printErr, printJson, printOut } from '../output.ts';

/** `nightshift audit verify AUDIT.jsonl [--head SEQ:HASH]`. */
export function auditVerifyCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, COMMANDS['audit verify']);
  const file = positionals[0] ?? '';
  const head = values.head === undefined ? undefined : parseHead(values.head);
  if (values.head !== undefined && !head)
    throw new UsageError(`--head: expected SEQ:HASH or HASH (64 hex digits), got "${values.head}"`);
  const v = readingFile(file, () => verifyAuditLog(file, head ? { head } : {}));
  if (v.ok) {
    const checked = head ? ', matches the recorded head' : '';
    printOut(
      `${file}: ok, ${v.lines} lines, chain head ${v.lines ? formatHead({ seq: v.lines - 1, hash: v.head }) : '(empty log)'}${checked}\n`,
    );
    // A chain verifies up to where it stops; say when that is not the end of a run.
    if (!v.finished)
      printOut(
        `  the log ended early: no run.finished (the run was killed, failed to write, or is still running)\n`,
      );
    return Promise.resolve(0);
  }
  const bad = v.firstBad;
  printErr(
    `${file}: BROKEN at line ${bad?.line ?? '?'} (seq ${bad?.seq ?? '?'}): ${bad?.kind ?? ''}: ${bad?.reason ?? ''}\n` +
      `  ${v.lines} lines verified before it\n`,
  );
  return Promise.resolve(1);
}

/** `nightshift audit summary AUDIT.jsonl [--markdown | --json]`. */
export function auditSummaryCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, COMMANDS['audit summary']);
  if (values.markdown && values.json)
    throw new UsageError('audit summary: give --markdown or --json, not both');
  const file = positionals[0] ?? '';
  const summary = summarizeAudit(readingFile(file, () => readAuditLog(file)));
  if (values.json) printJson(`${JSON.stringify(summary, null, 2)}\n`);
  else printOut(values.markdown ? formatSummaryMarkdown(summary) : formatSummaryText(summary));
  return Promise.resolve(0);
}
