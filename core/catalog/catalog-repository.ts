import type { Attraction, Merchandise, Restaurant } from './catalog';

/** What a checkout names: attractions by name, restaurants and shop items by id. */
export interface CatalogSelectionKeys {
  attractionNames: readonly string[];
  restaurantIds: readonly number[];
  merchandiseIds: readonly number[];
}

/** The rows a selection names, each list as its find method answers it. */
export interface CatalogSelectionRows {
  attractions: Attraction[];
  restaurants: Restaurant[];
  merchandise: Merchandise[];
}

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
  /**
   * The three finds at once (one round trip to a database): the same lists as
   * findAttractionsByNames, findRestaurantsByIds and findMerchandiseByIds would answer.
   */
  findSelected(keys: CatalogSelectionKeys): Promise<CatalogSelectionRows>;
}
