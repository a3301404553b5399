/** A measured figure, with the budget it is held to (if any) and whether it meets it. */
export interface Figure {
  /** The part of the bench: 'http postgres', 'http pglite', 'reports', 'web', 'memory'. */
  group: string;
  name: string;
  value: number;
  unit: string;
  /** Human-readable budget such as '≥ 60 % of bare' or '< 100 ms'; null when only informative. */
  budget: string | null;
  /** PASS / MISS against the budget; null when there is no budget (a ceiling, a context figure). */
  verdict: 'PASS' | 'MISS' | null;
  /** What else a reader needs: the ceiling it is compared with, counts, a reason for a MISS. */
  note?: string;
}

/** A budget: a limit on one side of a value. */
export type Limit = { atLeast: number } | { below: number } | { atMost: number };

export function meets(value: number, limit: Limit): boolean {
  if ('atLeast' in limit) return value >= limit.atLeast;
  if ('atMost' in limit) return value <= limit.atMost;
  return value < limit.below;
}

/** Builds a figure; several limits must all be met (e.g. median < 100 ms and < a tenth of the scan). */
export function judged(
  base: Omit<Figure, 'budget' | 'verdict'>,
  budget: string,
  ...limits: Limit[]
): Figure {
  const pass = limits.every((limit) => meets(base.value, limit));
  return { ...base, budget, verdict: pass ? 'PASS' : 'MISS' };
}

/** A figure without a budget: a ceiling or context. */
export const info = (base: Omit<Figure, 'budget' | 'verdict'>): Figure => ({
  ...base,
  budget: null,
  verdict: null,
});

/** The run's overall verdict: how many figures miss their budget. */
export function summarize(figures: readonly Figure[]): { passed: number; missed: number } {
  return {
    passed: figures.filter((f) => f.verdict === 'PASS').length,
    missed: figures.filter((f) => f.verdict === 'MISS').length,
  };
}
