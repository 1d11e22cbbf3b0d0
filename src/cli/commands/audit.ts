import { readAuditLog } from '../../audit/read.ts';
import { formatSummaryMarkdown } from '../../audit/summary-markdown.ts';
import { formatSummaryText } from '../../audit/summary-text.ts';
import { summarizeAudit } from '../../audit/summary.ts';
import { verifyAuditLog } from '../../audit/verify.ts';
import { parse } from '../args.ts';
import { UsageError } from '../errors.ts';

/** `nightshift audit verify|summary AUDIT.jsonl`. */
export function auditCommand(argv: string[]): Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === 'verify') {
    const { positionals } = parse(rest, {}, { min: 1, max: 1 });
    const file = positionals[0] ?? '';
    const v = verifyAuditLog(file);
    if (v.ok) {
      process.stdout.write(`${file}: ok, ${v.lines} lines, chain head ${v.head}\n`);
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
  throw new UsageError('audit: expected "verify AUDIT.jsonl" or "summary AUDIT.jsonl [--markdown]"');
}
