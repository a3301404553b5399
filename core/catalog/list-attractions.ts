import type { Attraction } from './catalog';
import type { CatalogRepository } from './catalog-repository';

/** The public list of attractions, which anyone may read. */
export class ListAttractions {
  constructor(private readonly catalog: CatalogRepository) {}
  execute(): Promise<Attraction[]> {
    return this.catalog.listAttractions();
  }
}
