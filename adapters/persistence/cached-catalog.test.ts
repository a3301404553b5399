import { describe, expect, it } from 'vitest';
import type { Attraction } from '../../core/catalog/catalog';
import type { CatalogRepository } from '../../core/catalog/catalog-repository';
import type { DepartmentRepository } from '../../core/catalog/department-repository';
import { CachedCatalogRepository, catalogCacheOf, clearingCatalogCache } from './cached-catalog';
import { ShortLivedCache } from './short-lived-cache';
import { FIXTURE_ACTOR } from '../../core/testing/in-memory-audit';

/** A catalog that counts its reads and answers what `rows` holds now. */
function countingCatalog(rows: { attractions: Attraction[] }) {
  const reads = { lists: 0, finds: 0 };
  const catalog = {
    listAttractions: async () => {
      reads.lists += 1;
      return [...rows.attractions];
    },
    findAttractionsByNames: async () => {
      reads.finds += 1;
      return [...rows.attractions];
    },
  } as unknown as CatalogRepository;
  return { catalog, reads };
}

const ride = (name: string) => ({ id: 1, name }) as Attraction;

describe('the catalog list cache', () => {
  it('answers from memory within the TTL, shares concurrent misses, reads again after it', async () => {
    let now = 0;
    const rows = { attractions: [ride('Sky Wheel')] };
    const { catalog, reads } = countingCatalog(rows);
    const cached = new CachedCatalogRepository(catalog, new ShortLivedCache(1000, () => now));
    await Promise.all([cached.listAttractions(), cached.listAttractions()]);
    rows.attractions = [ride('Thunder Falls')];
    now = 999;
    expect(await cached.listAttractions()).toEqual([ride('Sky Wheel')]);
    expect(reads.lists).toBe(1);
    now = 1000;
    expect(await cached.listAttractions()).toEqual([ride('Thunder Falls')]);
    expect(reads.lists).toBe(2);
  });

  it('never caches the lookups a checkout prices from', async () => {
    const { catalog, reads } = countingCatalog({ attractions: [ride('Sky Wheel')] });
    const cached = new CachedCatalogRepository(catalog, new ShortLivedCache(1000, () => 0));
    await cached.findAttractionsByNames(['Sky Wheel']);
    await cached.findAttractionsByNames(['Sky Wheel']);
    expect(reads.finds).toBe(2);
  });

  it('does not remember a failed read', async () => {
    const cache = new ShortLivedCache(1000, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await new Promise((done) => setTimeout(done, 0));
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('is cleared by every catalog write, even one that fails, but not by an expense', async () => {
    const rows = { attractions: [ride('Sky Wheel')] };
    const { catalog, reads } = countingCatalog(rows);
    const cache = new ShortLivedCache(60_000, () => 0);
    const cached = new CachedCatalogRepository(catalog, cache);
    const departments = clearingCatalogCache(
      {
        updateAttraction: async () => {
          rows.attractions = [ride('Renamed')];
          return rows.attractions[0]!;
        },
        remove: async () => {
          throw new Error('lost connection');
        },
        addRestaurantExpense: async () => ({ id: 7 }),
      } as unknown as DepartmentRepository,
      cache,
    );
    await cached.listAttractions();
    await departments.updateAttraction(1, { name: 'Renamed' } as never, FIXTURE_ACTOR);
    expect(await cached.listAttractions()).toEqual([ride('Renamed')]);
    await expect(departments.remove('attraction', 1, FIXTURE_ACTOR)).rejects.toThrow(
      'lost connection',
    );
    await cached.listAttractions();
    expect(reads.lists).toBe(3);
    await departments.addRestaurantExpense({} as never, FIXTURE_ACTOR);
    await cached.listAttractions();
    expect(reads.lists).toBe(3);
  });

  it('is one cache per database', () => {
    const a = {};
    expect(catalogCacheOf(a)).toBe(catalogCacheOf(a));
    expect(catalogCacheOf(a)).not.toBe(catalogCacheOf({}));
  });
});
