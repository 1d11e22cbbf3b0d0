import { indentOf } from './normalize.ts';

/** Columns a tab counts for when indentations are compared by depth. */
const TAB_COLUMNS = 4;

interface Level {
  /** The model's indentation and its depth in columns. */
  model: string;
  columns: number;
  /** The file's indentation at that depth. */
  file: string;
}

/**
 * Moves replacement lines from the model's indentation to the file's, level by level. Used when
 * the match ignored indentation.
 *
 * Each indentation seen in the search block maps to the indentation of the file line it matched,
 * so a replacement line the model kept at one of those depths gets the file's exact indentation
 * back, whatever the model's indent width or style (2 spaces for a 4-space file, spaces for a tab
 * file). A line deeper (or shallower) than every mapped depth is placed whole levels away from
 * the nearest one, a level being the file's own indent unit; spaces that are not a whole level of
 * the model's are alignment and are kept as spaces.
 *
 * `fileUnit` is asked for the file's indent unit only when the matched lines do not show it.
 */
export function reindent(
  replace: readonly string[],
  search: readonly string[],
  matched: readonly string[],
  fileUnit?: () => string | undefined,
): string[] {
  const levels = mapLevels(search, matched);
  if (levels.every((l) => l.model === l.file)) return [...replace];
  const unit = indentUnitOf(matched) ?? fileUnit?.() ?? fallbackUnit(levels, search, replace);
  const modelTabs = [...search, ...replace].some((l) => l.trim() !== '' && l.startsWith('\t'));
  const modelColumns = modelTabs ? TAB_COLUMNS : modelUnitColumns(levels, unit, search, replace);
  return replace.map((line) => {
    if (line.trim() === '') return '';
    const own = indentOf(line);
    const body = line.slice(own.length);
    const known = levels.find((l) => l.model === own);
    if (known) return known.file + body;
    const columns = columnsOf(own);
    const below = deepestAtOrBelow(levels, columns);
    let file: string;
    if (below) {
      const { levels: deeper, align } = beyond(own, below, modelTabs, modelColumns);
      file = below.file + unit.repeat(deeper);
      // Alignment (a continuation line) is kept as spaces, and is no level to build on.
      if (align > 0) return file + ' '.repeat(align) + body;
    } else {
      const top = levels.reduce((a, b) => (b.columns < a.columns ? b : a));
      const up = Math.max(1, Math.round((top.columns - columns) / modelColumns));
      file = top.file.slice(0, Math.max(0, top.file.length - up * unit.length));
    }
    // Later lines at this depth (and deeper ones) build on it.
    levels.push({ model: own, columns, file });
    return file + body;
  });
}

/**
 * The file's indent unit in `lines`: a tab when indentation starts with tabs, else the most common
 * increase in spaces from one indented line to the next deeper one; undefined when nothing shows it.
 */
export function indentUnitOf(lines: readonly string[]): string | undefined {
  let tabs = 0;
  let spaced = 0;
  const steps: number[] = [];
  let previous: number | undefined;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = indentOf(line);
    if (indent.startsWith('\t')) tabs++;
    else if (indent.startsWith(' ')) spaced++;
    const width = indent.length;
    // Steps of more than 8 are alignment or a jump over levels, not a unit.
    if (previous !== undefined && width > previous && width - previous <= 8) steps.push(width - previous);
    previous = width;
  }
  if (tabs > spaced) return '\t';
  const step = mostCommon(steps);
  return step === undefined ? undefined : ' '.repeat(step);
}

/** Each model indentation of the search block with the file indentation most of its lines matched. */
function mapLevels(search: readonly string[], matched: readonly string[]): Level[] {
  const votes = new Map<string, Map<string, number>>();
  search.forEach((line, i) => {
    const target = matched[i];
    if (line.trim() === '' || target === undefined || target.trim() === '') return;
    const model = indentOf(line);
    const counts = votes.get(model) ?? new Map<string, number>();
    const file = indentOf(target);
    counts.set(file, (counts.get(file) ?? 0) + 1);
    votes.set(model, counts);
  });
  return [...votes].map(([model, counts]) => {
    // A tie goes to the first file indentation seen (Map keeps insertion order).
    let file = '';
    let best = 0;
    for (const [indent, n] of counts) if (n > best) [file, best] = [indent, n];
    return { model, columns: columnsOf(model), file };
  });
}

/**
 * How much deeper `own` is than `below`: whole model levels, and alignment spaces. A model
 * indenting with tabs counts tabs as levels and any spaces after them as alignment; one indenting
 * with spaces has alignment wherever the extra width is not a whole number of its levels.
 */
function beyond(
  own: string,
  below: Level,
  modelTabs: boolean,
  modelColumns: number,
): { levels: number; align: number } {
  const extra = columnsOf(own) - below.columns;
  if (modelTabs && own.startsWith(below.model)) {
    const rest = own.slice(below.model.length);
    const tabs = rest.split('\t').length - 1;
    return { levels: tabs, align: rest.length - tabs };
  }
  return extra % modelColumns === 0
    ? { levels: extra / modelColumns, align: 0 }
    : { levels: 0, align: extra };
}

function deepestAtOrBelow(levels: readonly Level[], columns: number): Level | undefined {
  let found: Level | undefined;
  for (const l of levels) if (l.columns <= columns && (!found || l.columns > found.columns)) found = l;
  return found;
}

/**
 * Columns of one model level. Two mapped depths a whole number of file levels apart say it best
 * (model 0 and 2 matched file 8 and 12: 2 columns a level); else the most common step between
 * consecutive lines of the model's text.
 */
function modelUnitColumns(
  levels: readonly Level[],
  unit: string,
  search: readonly string[],
  replace: readonly string[],
): number {
  const unitColumns = columnsOf(unit);
  const fromLevels: number[] = [];
  const sorted = [...levels].sort((a, b) => a.columns - b.columns);
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    const fileLevels = (columnsOf(b.file) - columnsOf(a.file)) / unitColumns;
    const step = (b.columns - a.columns) / fileLevels;
    if (Number.isInteger(fileLevels) && fileLevels > 0 && Number.isInteger(step) && step > 0)
      fromLevels.push(step);
  }
  return mostCommon(fromLevels) ?? mostCommon([...stepsOf(search), ...stepsOf(replace)]) ?? unitColumns;
}

/** Without any hint from the file: one tab in a tab-indented file, else the model's own unit. */
function fallbackUnit(
  levels: readonly Level[],
  search: readonly string[],
  replace: readonly string[],
): string {
  if (levels.some((l) => l.file.startsWith('\t'))) return '\t';
  const step = mostCommon([...stepsOf(search), ...stepsOf(replace)]);
  return ' '.repeat(step ?? TAB_COLUMNS);
}

/** Changes in indentation (in columns) from one non-blank line to the next. */
function stepsOf(lines: readonly string[]): number[] {
  const widths = lines.filter((l) => l.trim() !== '').map((l) => columnsOf(indentOf(l)));
  const steps: number[] = [];
  for (let i = 1; i < widths.length; i++) {
    const step = Math.abs(widths[i]! - widths[i - 1]!);
    if (step > 0) steps.push(step);
  }
  return steps;
}

function columnsOf(indent: string): number {
  let columns = 0;
  for (const ch of indent) columns += ch === '\t' ? TAB_COLUMNS : 1;
  return columns;
}

/** The most common value; a smaller one wins a tie (a step of two levels is not a unit). */
function mostCommon(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  for (const [v, n] of counts) {
    const bestCount = best === undefined ? 0 : (counts.get(best) ?? 0);
    if (n > bestCount || (n === bestCount && v < (best ?? Infinity))) best = v;
  }
  return best;
}
