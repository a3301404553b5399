import type { Attraction, Merchandise, Restaurant } from '../domain/catalog';

/** The park's public catalog: attractions, restaurants and shop items that are not retired, each list by name. */
export interface CatalogRepository {
  listAttractions(): Promise<Attraction[]>;
  listRestaurants(): Promise<Restaurant[]>;
  listMerchandise(): Promise<Merchandise[]>;
}
