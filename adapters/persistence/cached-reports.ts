import type { Database } from './db';
import { ShortLivedCache } from './short-lived-cache';
import { watchWrites } from './write-watch';

/**
 * How long a report is served from memory: a manager's dashboard and reports ask for the same
 * ranges again and again (each filter change, each refresh, every manager), and a range's
 * figures are database reads that can cost milliseconds on a busy day (today's unfolded
 * journal rows), then the report's own sums.
 */
export const REPORT_CACHE_TTL_MS = 1_000;

/** Answers are shared by every request that asks within the TTL: nobody may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** What rememberedReport keeps: a use case that says who may run it and takes the actor. */
interface ActorReport<I extends { actor: unknown }, O> {
  authorize(actor: I['actor']): { ok: boolean };
  execute(input: I): Promise<O>;
}

/**
 * A report use case whose answers are kept in `cache` by its name and input: concurrent asks
 * of the same report share one run, and the answer (frozen) is handed to everyone who asks
 * within the TTL. The cache (reportCacheOf) forgets everything on any write of this process, so
 * what this process wrote shows in its next report; another process's writes (a second server,
 * the CLI) show within the TTL, as for the catalog's public lists.
 *
 * Who asks is not part of the key (every manager shares one answer), so the use case is asked
 * first whether this actor may run it: one it refuses runs the use case itself (which refuses
 * again, before any read), and is never handed a remembered answer.
 */
export function rememberedReport<I extends { actor: unknown }, O, U extends ActorReport<I, O>>(
  useCase: U & ActorReport<I, O>,
  cache: ShortLivedCache,
  name: string,
): U {
  const run = useCase.execute.bind(useCase);
  const remembered = Object.create(useCase) as U;
  remembered.execute = (input: I) => {
    if (!useCase.authorize(input.actor).ok) return run(input);
    const { actor: _actor, ...asked } = input;
    return cache.get(`${name}:${JSON.stringify(asked)}`, async () => deepFreeze(await run(input)));
  };
  return remembered;
}

const caches = new WeakMap<Database, ShortLivedCache>();

/** The one report cache of a database, forgetting on every write of this process through it. */
export function reportCacheOf(db: Database): ShortLivedCache {
  let cache = caches.get(db);
  if (!cache) {
    const made = new ShortLivedCache(REPORT_CACHE_TTL_MS);
    watchWrites(db.knex, () => made.clear());
    caches.set(db, (cache = made));
  }
  return cache;
}
