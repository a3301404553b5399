import type { Attraction, Merchandise, Restaurant } from '../../core/catalog/catalog';
import type {
  CatalogRepository,
  CatalogSelectionKeys,
  CatalogSelectionRows,
} from '../../core/catalog/catalog-repository';
import type { DepartmentRepository } from '../../core/catalog/department-repository';
import { ShortLivedCache } from './short-lived-cache';

/**
 * How long a public list is served from memory before it is read again. Every visitor's page
 * asks for the lists and they change only when a manager edits the catalog. This process's
 * catalog writes clear them at once; another process's writes (a second server, the CLI) show
 * within the TTL.
 */
export const CATALOG_LIST_TTL_MS = 1_000;

const caches = new WeakMap<object, ShortLivedCache>();

/** The one list cache of a database, shared by its catalog reads and its catalog writes. */
export function catalogCacheOf(database: object): ShortLivedCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new ShortLivedCache(CATALOG_LIST_TTL_MS)));
  return cache;
}

/** The catalog with its three public lists cached; lookups by name or id stay live reads. */
export class CachedCatalogRepository implements CatalogRepository {
  constructor(
    private readonly inner: CatalogRepository,
    private readonly cache: ShortLivedCache,
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
  cache: ShortLivedCache,
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
