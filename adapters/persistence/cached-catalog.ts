import type { Attraction, Merchandise, Restaurant } from '../../core/catalog/catalog';
import type {
  CatalogRepository,
  CatalogSelectionKeys,
  CatalogSelectionRows,
} from '../../core/catalog/catalog-repository';
import type { DepartmentRepository } from '../../core/catalog/department-repository';

/** How long a public list is served from memory before it is read again. */
export const CATALOG_LIST_TTL_MS = 1_000;

/**
 * The public catalog lists (home page, attractions, shop, dining) kept in memory for a second:
 * every visitor's page asks for them and they change only when a manager edits the catalog.
 * Concurrent misses share one query. This process's catalog writes clear it at once; another
 * process's writes (a second server, the CLI) show within the TTL.
 */
export class CatalogListCache {
  private readonly entries = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number = CATALOG_LIST_TTL_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value as Promise<T>;
    const value = load();
    const entry = { until: this.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    // A failed read is not remembered.
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<object, CatalogListCache>();

/** The one list cache of a database, shared by its catalog reads and its catalog writes. */
export function catalogCacheOf(database: object): CatalogListCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new CatalogListCache()));
  return cache;
}

/** The catalog with its three public lists cached; lookups by name or id stay live reads. */
export class CachedCatalogRepository implements CatalogRepository {
  constructor(
    private readonly inner: CatalogRepository,
    private readonly cache: CatalogListCache,
  ) {}

  listAttractions(): Promise<Attraction[]> {
    return this.cache.get('attractions', () => this.inner.listAttractions());
  }

  listRestaurants(): Promise<Restaurant[]> {
    return this.cache.get('restaurants', () => this.inner.listRestaurants());
  }

  listMerchandise(): Promise<Merchandise[]> {
    return this.cache.get('merchandise', () => this.inner.listMerchandise());
  }

  findAttractionsByNames(names: readonly string[]): Promise<Attraction[]> {
    return this.inner.findAttractionsByNames(names);
  }

  findRestaurantsByIds(ids: readonly number[]): Promise<Restaurant[]> {
    return this.inner.findRestaurantsByIds(ids);
  }

  findMerchandiseByIds(ids: readonly number[]): Promise<Merchandise[]> {
    return this.inner.findMerchandiseByIds(ids);
  }

  findSelected(keys: CatalogSelectionKeys): Promise<CatalogSelectionRows> {
    return this.inner.findSelected(keys);
  }
}

/** The department writes, each clearing the list cache once it is done (succeeded or not). */
export function clearingCatalogCache(
  inner: DepartmentRepository,
  cache: CatalogListCache,
): DepartmentRepository {
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await write.apply(inner, args);
      } finally {
        cache.clear();
      }
    };
  return {
    addAttraction: after(inner.addAttraction),
    updateAttraction: after(inner.updateAttraction),
    addMerchandise: after(inner.addMerchandise),
    updateMerchandise: after(inner.updateMerchandise),
    addRestaurant: after(inner.addRestaurant),
    updateRestaurant: after(inner.updateRestaurant),
    remove: after(inner.remove),
    addRestaurantExpense: (expense, by) => inner.addRestaurantExpense(expense, by),
  };
}
