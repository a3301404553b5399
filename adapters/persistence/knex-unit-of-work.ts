import type { Knex } from 'knex';
import type { TransactionRepositories, UnitOfWork } from '../../core/shared/unit-of-work';
import { KnexCatalogRepository } from './knex-catalog-repository';
import { KnexOrderRepository } from './knex-order-repository';

/**
 * One database transaction per `run`: the repositories handed to the work all use the
 * transaction (on PGlite, with its single connection, a query outside it would wait forever).
 */
export class KnexUnitOfWork implements UnitOfWork {
  constructor(private readonly knex: Knex) {}

  run<T>(work: (repos: TransactionRepositories) => Promise<T>): Promise<T> {
    return this.knex.transaction((trx) =>
      work({ orders: new KnexOrderRepository(trx), catalog: new KnexCatalogRepository(trx) }),
    );
  }
}
