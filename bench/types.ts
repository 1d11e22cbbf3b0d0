/** One row of the `npm run bench` table. Times in milliseconds. */
export interface BenchRow {
  name: string;
  median: number;
  p95: number;
  /** Peak RSS in MB of the process that ran the case, when measured separately. */
  peakRssMb?: number;
  /** What the case was compared with, measured in the same run. */
  baseline?: string;
  baselineMedian?: number;
  /** median / baselineMedian, or another ratio the target is stated in. */
  ratio?: number;
  target: string;
  pass: boolean;
}

export function stats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}
