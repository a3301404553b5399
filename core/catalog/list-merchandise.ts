import type { Merchandise } from './catalog';
import type { CatalogRepository } from './catalog-repository';

/** The public list of merchandise, which anyone may read. */
export class ListMerchandise {
  constructor(private readonly catalog: CatalogRepository) {}
  execute(): Promise<Merchandise[]> {
    return this.catalog.listMerchandise();
  }
}
