import { clipWords } from '../audit/clip.ts';
import type { Verdict } from './types.ts';

/** The decision on one thing a call touches: a path, a simple command, an MCP tool. */
export interface Part {
  verdict: Verdict;
  rule: string;
  reason: string;
  /** Decided by a rule that holds whatever the policy says; tool overrides cannot lift it. */
  invariant?: boolean;
}

const RANK: Record<Verdict, number> = { allow: 0, ask: 1, deny: 2 };

/** The strictest part (deny > ask > allow); among equals, the first. */
export function strictest(parts: readonly Part[]): Part | undefined {
  let worst: Part | undefined;
  for (const part of parts) if (!worst || RANK[part.verdict] > RANK[worst.verdict]) worst = part;
  return worst;
}

export const quote = (text: string): string => JSON.stringify(clipWords(text, 120));
