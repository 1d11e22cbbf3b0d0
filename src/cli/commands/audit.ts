import { readAuditLog } from '../../audit/read.ts';
import { formatSummaryMarkdown } from '../../audit/summary-markdown.ts';
import { formatSummaryText } from '../../audit/summary-text.ts';
import { summarizeAudit } from '../../audit/summary.ts';
import { verifyAuditLog } from '../../audit/verify.ts';
import { formatHead, parseHead } from '../../audit/head.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';

/** `nightshift audit verify AUDIT.jsonl [--head SEQ:HASH]` and `audit summary AUDIT.jsonl`. */
export function auditCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'verify') {
    const { values, positionals } = parse(rest, { head: { type: 'string' } }, { min: 1, max: 1 });
    const file = positionals[0] ?? '';
    const head = values.head === undefined ? undefined : parseHead(values.head);
    if (values.head !== undefined && !head)
      throw new UsageError(`--head: expected SEQ:HASH or HASH (64 hex digits), got "${values.head}"`);
    const v = verifyAuditLog(file, head ? { head } : {});
    if (v.ok) {
      const checked = head ? ', matches the recorded head' : '';
      process.stdout.write(
        `${file}: ok, ${v.lines} lines, chain head ${v.lines ? formatHead({ seq: v.lines - 1, hash: v.head }) : '(empty log)'}${checked}\n`,
      );
      // A chain verifies up to where it stops; say when that is not the end of a run.
      if (!v.finished)
        process.stdout.write(
          `  the log ended early: no run.finished (the run was killed, failed to write, or is still running)\n`,
        );
      return Promise.resolve(0);
    }
    const bad = v.firstBad;
    process.stderr.write(
      `${file}: BROKEN at line ${bad?.line ?? '?'} (seq ${bad?.seq ?? '?'}): ${bad?.kind ?? ''}: ${bad?.reason ?? ''}\n` +
        `  ${v.lines} lines verified before it\n`,
    );
    return Promise.resolve(1);
  }
  if (sub === 'summary') {
    const { values, positionals } = parse(rest, { markdown: { type: 'boolean' } }, { min: 1, max: 1 });
    const summary = summarizeAudit(readAuditLog(positionals[0] ?? ''));
    process.stdout.write(values.markdown ? formatSummaryMarkdown(summary) : formatSummaryText(summary));
    return Promise.resolve(0);
  }
  throw new UsageError(
    'audit: expected "verify AUDIT.jsonl [--head SEQ:HASH]" or "summary AUDIT.jsonl [--markdown]"',
  );
}
