/** How many blank lines a block of lines starts and ends with (none counted twice). */
export interface BlankEdges {
  lead: number;
  trail: number;
}

const isBlank = (line: string) => line.trim() === '';

export function blankEdges(lines: readonly string[]): BlankEdges {
  let lead = 0;
  while (lead < lines.length && isBlank(lines[lead]!)) lead++;
  let trail = 0;
  while (trail < lines.length - lead && isBlank(lines[lines.length - 1 - trail]!)) trail++;
  return { lead, trail };
}

/**
 * REPLACE lines for a match that skipped blank edges of SEARCH: the blank lines at the same edges
 * of REPLACE mirrored those and go too (up to as many); other lines stay, so text the model added
 * at an edge is kept.
 */
export function withoutBlankEdges(replace: readonly string[], skipped: BlankEdges): string[] {
  const own = blankEdges(replace);
  const lead = Math.min(own.lead, skipped.lead);
  const trail = Math.min(own.trail, skipped.trail, replace.length - lead);
  return replace.slice(lead, replace.length - trail);
}
