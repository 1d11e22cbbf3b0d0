/** The usual reciprocal-rank-fusion constant: damps the gap between the first ranks. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: a chunk scores Σ 1/(RRF_K + rank) over the rankings it appears in
 * (rank 1 = best). Scores of different kinds (BM25, cosine) are never compared, only ranks, so
 * neither ranking needs calibrating; a chunk both find beats one only either finds.
 */
export function fuseRankings(rankings: readonly (readonly number[])[]): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings)
    ranking.forEach((id, i) => scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + i + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}
