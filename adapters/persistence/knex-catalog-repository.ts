import type { Attraction, Merchandise, Restaurant } from '../../core/catalog/catalog';
import type {
  CatalogRepository,
  CatalogSelectionKeys,
  CatalogSelectionRows,
} from '../../core/catalog/catalog-repository';
import { preparedRaw, type Executor } from './executor';
import {
  CATALOG_COLUMNS,
  toAttraction,
  toMerchandise,
  toRestaurant,
  type AttractionRow,
  type MerchandiseRow,
  type RestaurantRow,
} from './catalog-rows';

const BY_NAME = ['name', 'id'];

/** One list of findSelected: the table's rows not retired whose key is in a JSON array. */
const selectedList = (table: keyof typeof CATALOG_COLUMNS, key: string, type: string) =>
  `(SELECT coalesce(json_agg(q ORDER BY q.name, q.id), '[]'::json) FROM (
     SELECT ${CATALOG_COLUMNS[table].join(', ')} FROM ${table}
      WHERE NOT retired AND ${key} IN (SELECT x::${type} FROM jsonb_array_elements_text(?::jsonb) AS x)
   ) q) AS ${table}`;

/** findSelected's statement: attraction names, restaurant ids, shop item ids, in turn. */
const SELECTED = `SELECT ${selectedList('attractions', 'name', 'text')},
  ${selectedList('restaurants', 'id', 'integer')},
  ${selectedList('merchandise', 'id', 'integer')}`;

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
   * the list queries), so a checkout's lookups cost one round trip instead of three. Its text
   * is the same for every checkout (the keys travel as JSON arrays), so it is a prepared
   * statement: parsed and planned once per connection, where a text with one placeholder per
   * key was parsed and planned for every order (bench/README.md, fifth session).
   */
  async findSelected(keys: CatalogSelectionKeys): Promise<CatalogSelectionRows> {
    const { attractionNames, restaurantIds, merchandiseIds } = keys;
    if (!attractionNames.length && !restaurantIds.length && !merchandiseIds.length)
      return { attractions: [], restaurants: [], merchandise: [] };
    const { rows } = (await preparedRaw(this.db, 'park_catalog_selected', SELECTED, [
      JSON.stringify(attractionNames),
      JSON.stringify(restaurantIds),
      JSON.stringify(merchandiseIds),
    ])) as { rows: { [K in keyof CatalogSelectionRows]: unknown[] }[] };
    const found = rows[0]!;
    return {
      attractions: (found.attractions as AttractionRow[]).map(toAttraction),
      restaurants: (found.restaurants as RestaurantRow[]).map(toRestaurant),
      merchandise: (found.merchandise as MerchandiseRow[]).map(toMerchandise),
    };
  }

  private attractionsQuery() {
    return this.db('attractions')
      .select(CATALOG_COLUMNS.attractions)
      .where({ retired: false })
      .orderBy(BY_NAME);
  }

  private restaurantsQuery() {
    return this.db('restaurants')
      .select(CATALOG_COLUMNS.restaurants)
      .where({ retired: false })
      .orderBy(BY_NAME);
  }

  private merchandiseQuery() {
    return this.db('merchandise')
      .select(CATALOG_COLUMNS.merchandise)
      .where({ retired: false })
      .orderBy(BY_NAME);
  }
}
