import type { CatalogRepository } from '../catalog/catalog-repository';
import type { OrderRepository } from '../orders/order-repository';

/** The repositories of one transaction: every read and write through them is part of it. */
export interface TransactionRepositories {
  orders: OrderRepository;
  catalog: CatalogRepository;
}

/**
 * Runs work in one transaction: it commits when `work` resolves and rolls back (writing
 * nothing) when it throws. Inside, use only the repositories handed to `work`.
 */
export interface UnitOfWork {
  run<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T>;
}
