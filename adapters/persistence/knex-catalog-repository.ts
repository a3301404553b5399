import type { Attraction, Merchandise, Restaurant } from '../../core/catalog/catalog';
import type {
  CatalogRepository,
  CatalogSelectionKeys,
  CatalogSelectionRows,
} from '../../core/catalog/catalog-repository';
import type { Executor } from './executor';
import {
  toAttraction,
  toMerchandise,
  toRestaurant,
  type AttractionRow,
  type MerchandiseRow,
  type RestaurantRow,
} from './catalog-rows';

const BY_NAME = ['name', 'id'];

/** The public catalog read from its tables: retired rows are history, not for sale. */
export class KnexCatalogRepository implements CatalogRepository {
  constructor(private readonly db: Executor) {}

  async listAttractions(): Promise<Attraction[]> {
    return ((await this.attractionsQuery()) as AttractionRow[]).map(toAttraction);
  }

  async listRestaurants(): Promise<Restaurant[]> {
    return ((await this.restaurantsQuery()) as RestaurantRow[]).map(toRestaurant);
  }

  async listMerchandise(): Promise<Merchandise[]> {
    return ((await this.merchandiseQuery()) as MerchandiseRow[]).map(toMerchandise);
  }

  async findAttractionsByNames(names: readonly string[]): Promise<Attraction[]> {
    if (names.length === 0) return [];
    return ((await this.attractionsQuery().whereIn('name', [...names])) as AttractionRow[]).map(
      toAttraction,
    );
  }

  async findRestaurantsByIds(ids: readonly number[]): Promise<Restaurant[]> {
    if (ids.length === 0) return [];
    return ((await this.restaurantsQuery().whereIn('id', [...ids])) as RestaurantRow[]).map(
      toRestaurant,
    );
  }

  async findMerchandiseByIds(ids: readonly number[]): Promise<Merchandise[]> {
    if (ids.length === 0) return [];
    return ((await this.merchandiseQuery().whereIn('id', [...ids])) as MerchandiseRow[]).map(
      toMerchandise,
    );
  }

  /**
   * The three finds in one statement, each list a JSON array of its rows (in the order of
   * the list queries), so a checkout's lookups cost one round trip instead of three.
   */
  async findSelected(keys: CatalogSelectionKeys): Promise<CatalogSelectionRows> {
    const { attractionNames: names, restaurantIds, merchandiseIds } = keys;
    const lists = {
      attractions: names.length ? this.attractionsQuery().whereIn('name', [...names]) : null,
      restaurants: restaurantIds.length
        ? this.restaurantsQuery().whereIn('id', [...restaurantIds])
        : null,
      merchandise: merchandiseIds.length
        ? this.merchandiseQuery().whereIn('id', [...merchandiseIds])
        : null,
    };
    const columns = Object.entries(lists).flatMap(([name, query]) =>
      query
        ? [
            this.db.raw(
              `(select coalesce(json_agg(q order by q.name, q.id), '[]'::json) from (?) q) as ??`,
              [query, name],
            ),
          ]
        : [],
    );
    const [found = {}] = columns.length
      ? ((await this.db.select(columns)) as Record<string, unknown[] | undefined>[])
      : [];
    return {
      attractions: ((found.attractions ?? []) as AttractionRow[]).map(toAttraction),
      restaurants: ((found.restaurants ?? []) as RestaurantRow[]).map(toRestaurant),
      merchandise: ((found.merchandise ?? []) as MerchandiseRow[]).map(toMerchandise),
    };
  }

  private attractionsQuery() {
    return this.db('attractions')
      .select('id', 'name', 'type', 'description', 'short_description', 'thrill_level')
      .select('height_requirement', 'image', 'is_open')
      .where({ retired: false })
      .orderBy(BY_NAME);
  }

  private restaurantsQuery() {
    return this.db('restaurants')
      .select('id', 'name', 'type', 'amount_cents', 'description', 'image')
      .where({ retired: false })
      .orderBy(BY_NAME);
  }

  private merchandiseQuery() {
    return this.db('merchandise')
      .select('id', 'name', 'type', 'supplier_cost_cents', 'selling_cost_cents', 'image')
      .where({ retired: false })
      .orderBy(BY_NAME);
  }
}
