import type { Knex } from 'knex';
import { placeOrderFunction } from './20261124201000-place-order';
import { JOURNAL_PARTS } from './20261129100000-place-order-journal';

/**
 * place_order answers the ids of the rows it wrote (the order's, each line's in line order) and
 * the names of the order's attractions, instead of the whole order read back from its tables.
 *
 * Why: the server already holds everything else it wrote (the priced lines with the catalog's
 * names, the totals, the dates), and the read-back was four more queries with joins and a JSON
 * object per line on every checkout. pgbench with the server's statement (20 clients, 2
 * cores): 1,780-2,560 orders/s with the read-back, 2,000-2,820 without (bench/README.md, fifth
 * session). insertOrder (knex-order-writes.ts) puts the order together from what it sent and
 * the ids; the repository tests check it against the order read back later.
 *
 * The journal rows and admissions of 20261129100000 are written as before (JOURNAL_PARTS).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    placeOrderFunction('CREATE OR REPLACE FUNCTION', { ...JOURNAL_PARTS, lineIds: true }),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(placeOrderFunction('CREATE OR REPLACE FUNCTION', JOURNAL_PARTS));
}
