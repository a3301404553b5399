import type { Restaurant } from './catalog';
import type { CatalogRepository } from './catalog-repository';

/** The public list of restaurants, which anyone may read. */
export class ListRestaurants {
  constructor(private readonly catalog: CatalogRepository) {}
  execute(): Promise<Restaurant[]> {
    return this.catalog.listRestaurants();
  }
}
