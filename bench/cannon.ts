import autocannon from 'autocannon';

/** What one load case measured. */
export interface CannonResult {
  /** Mean successful (2xx) answers per second over the measured run. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  /** Answers with status 409 (a sale rush's refusals), also counted in non2xx. */
  conflicts: number;
  seconds: number;
}

export interface CannonOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds of load; ignored when `amount` is given. */
  seconds: number;
  /** A fixed number of requests instead of a duration: the run then waits for every answer. */
  amount?: number;
  /** A body for each request in turn, instead of the one `body`. */
  bodies?: () => string;
}

type Raw = autocannon.Result & {
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
};

/** Runs autocannon once and keeps the figures the bench reports. */
export async function cannon(options: CannonOptions): Promise<CannonResult> {
  const raw = (await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.bodies === undefined
      ? {}
      : { requests: [{ setupRequest: (request) => ({ ...request, body: options.bodies!() }) }] }),
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.seconds } : { amount: options.amount }),
    timeout: 10,
  })) as Raw;
  return summarizeRun(raw);
}

/** The bench's view of an autocannon result (2xx per second over the real duration). */
export function summarizeRun(raw: Raw): CannonResult {
  const seconds = raw.duration > 0 ? raw.duration : 1;
  return {
    requestsPerSecond: raw['2xx'] / seconds,
    p50: raw.latency.p50,
    p99: raw.latency.p99,
    ok: raw['2xx'],
    non2xx: raw.non2xx,
    errors: raw.errors + raw.timeouts,
    conflicts: raw.statusCodeStats?.['409']?.count ?? 0,
    seconds,
  };
}

/**
 * Several runs of one case as one: answers and durations add up, p50 is the median of the
 * runs' p50s and p99 the highest of their p99s (a run's percentiles cannot be merged exactly;
 * the highest p99 never flatters).
 */
export function combineRuns(runs: readonly CannonResult[]): CannonResult {
  if (runs.length === 0) throw new RangeError('no runs');
  const sum = (pick: (r: CannonResult) => number) => runs.reduce((t, r) => t + pick(r), 0);
  const seconds = sum((r) => r.seconds);
  const p50s = runs.map((r) => r.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: sum((r) => r.ok) / seconds,
    p50: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99: Math.max(...runs.map((r) => r.p99)),
    ok: sum((r) => r.ok),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    conflicts: sum((r) => r.conflicts),
    seconds,
  };
}
