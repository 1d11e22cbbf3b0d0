import { indentOf } from './normalize.ts';

type Style = 'tab' | 'space';

/**
 * Moves replacement lines from the search block's indentation to the matched lines' indentation,
 * keeping each line's indentation relative to the block. Used when the match ignored indentation.
 *
 * When the model indented with spaces and the file with tabs (or the other way round), each
 * line's nesting depth is carried over in the file's style instead: a Go file gets tabs back, a
 * Python file spaces, and alignment beyond whole levels stays as spaces.
 */
export function reindent(
  replace: readonly string[],
  search: readonly string[],
  matched: readonly string[],
): string[] {
  const modelStyle = styleOf([...search, ...replace]);
  const fileStyle = styleOf(matched);
  if (modelStyle && fileStyle && modelStyle !== fileStyle)
    return convertStyle(replace, search, matched, fileStyle);
  const from = baseIndent(search);
  const to = baseIndent(matched);
  if (from === to) return [...replace];
  return replace.map((line) => {
    if (line.trim() === '') return '';
    if (line.startsWith(from)) return to + line.slice(from.length);
    // Less indented than the search block's first line: keep what it has beyond the common part.
    const own = indentOf(line);
    return to.slice(0, Math.max(0, to.length - (from.length - own.length))) + line.slice(own.length);
  });
}

function convertStyle(
  replace: readonly string[],
  search: readonly string[],
  matched: readonly string[],
  fileStyle: Style,
): string[] {
  const unit =
    fileStyle === 'tab' ? spacesPerLevel(search, matched, replace) : spacesPerLevel(matched, search, []);
  const modelDepth = (indent: string) => (fileStyle === 'tab' ? spaceDepth(indent, unit) : tabDepth(indent));
  const fileDepth = (indent: string) => (fileStyle === 'tab' ? tabDepth(indent) : spaceDepth(indent, unit));
  const shift = fileDepth(baseIndent(matched)).levels - modelDepth(baseIndent(search)).levels;
  const render = (levels: number) =>
    fileStyle === 'tab' ? '\t'.repeat(Math.max(0, levels)) : ' '.repeat(Math.max(0, levels) * unit);
  // The last line indented by whole levels: a line that only adds spaces to it is aligned to it.
  let anchor: { own: string; out: string } | undefined;
  return replace.map((line) => {
    if (line.trim() === '') return '';
    const own = indentOf(line);
    const body = line.slice(own.length);
    const aligned = anchor && own.startsWith(anchor.own) ? own.slice(anchor.own.length) : undefined;
    const { levels, extra } = modelDepth(own);
    if (extra > 0 && anchor && aligned !== undefined && !aligned.includes('\t'))
      return anchor.out + aligned + body;
    const out = render(levels + shift) + ' '.repeat(extra);
    if (extra === 0) anchor = { own, out };
    return out + body;
  });
}

/** Depth of a space indentation: whole levels, and the spaces left over (alignment). */
function spaceDepth(indent: string, unit: number): { levels: number; extra: number } {
  const spaces = indent.replaceAll('\t', '    ').length;
  return { levels: Math.floor(spaces / unit), extra: spaces % unit };
}

/** Depth of a tab indentation: a level per tab, and the spaces after them (alignment). */
function tabDepth(indent: string): { levels: number; extra: number } {
  const tabs = indent.length - indent.replaceAll('\t', '').length;
  return { levels: tabs, extra: indent.length - tabs };
}

/**
 * Spaces per nesting level on the side indented with spaces. The matched lines pair up with the
 * search lines, so a line one tab deeper than the first on one side says how many spaces deeper
 * it is on the other; else the ratio of the first lines' indentation; else the most common step
 * between consecutive space-indented lines; else 4.
 */
function spacesPerLevel(
  spaced: readonly string[],
  tabbed: readonly string[],
  moreSpaced: readonly string[],
): number {
  const tabsOf = (line: string) => tabDepth(indentOf(line)).levels;
  // Spaces only: on the spaced side a stray tab is not a level of its own.
  const widthOf = (line: string) => indentOf(line).replaceAll('\t', '').length;
  const pairs = spaced
    .map((line, i) => [line, tabbed[i] ?? ''] as const)
    .filter(([a, b]) => a.trim() !== '' && b.trim() !== '');
  const [first] = pairs;
  const fromPairs: number[] = [];
  if (first) {
    for (const [a, b] of pairs) {
      const levels = tabsOf(b) - tabsOf(first[1]);
      const spaces = widthOf(a) - widthOf(first[0]);
      if (levels !== 0 && spaces % levels === 0 && spaces / levels > 0) fromPairs.push(spaces / levels);
    }
    const ratio = tabsOf(first[1]) > 0 ? widthOf(first[0]) / tabsOf(first[1]) : 0;
    if (fromPairs.length === 0 && Number.isInteger(ratio) && ratio > 0) fromPairs.push(ratio);
  }
  const steps: number[] = [];
  const widths = [...spaced, ...moreSpaced].filter((l) => l.trim() !== '').map(widthOf);
  for (let i = 1; i < widths.length; i++) {
    const step = Math.abs((widths[i] ?? 0) - (widths[i - 1] ?? 0));
    if (step > 0) steps.push(step);
  }
  return mostCommon(fromPairs) ?? mostCommon(steps) ?? 4;
}

/** The most common value; a larger one wins a tie. */
function mostCommon(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  for (const [v, n] of counts) {
    const bestCount = best === undefined ? 0 : (counts.get(best) ?? 0);
    if (n > bestCount || (n === bestCount && v > (best ?? 0))) best = v;
  }
  return best;
}

/** How a block is indented: by tabs, by spaces, or not at all (no line is indented). */
function styleOf(lines: readonly string[]): Style | undefined {
  let style: Style | undefined;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const first = indentOf(line)[0];
    if (first === '\t') return 'tab';
    if (first === ' ') style = 'space';
  }
  return style;
}

function baseIndent(lines: readonly string[]): string {
  const first = lines.find((line) => line.trim() !== '');
  return first === undefined ? '' : indentOf(first);
}
