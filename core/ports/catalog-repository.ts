import type { Attraction, Merchandise, Restaurant } from '../domain/catalog';

/** The park's public catalog: attractions, restaurants and shop items that are not retired, each list by name. */
export interface CatalogRepository {
  listAttractions(): Promise<Attraction[]>;
  listRestaurants(): Promise<Restaurant[]>;
  listMerchandise(): Promise<Merchandise[]>;
  /** The attractions (open or closed, not retired) with these exact names, by name. */
  findAttractionsByNames(names: readonly string[]): Promise<Attraction[]>;
  /** The restaurants (not retired) with these ids, by name. */
  findRestaurantsByIds(ids: readonly number[]): Promise<Restaurant[]>;
  /** The shop items (not retired) with these ids, by name. */
  findMerchandiseByIds(ids: readonly number[]): Promise<Merchandise[]>;
}
