import { describe, expect, it } from 'vitest';
import { ADMISSION_PRODUCTS } from '../../core/admissions/products';
import { databaseTargets } from '../testing/test-database';
import { useTestDatabase } from './contracts/use-test-database';
import { expressPlacesSql, kindCaseSql } from './admission-kinds-sql';

describe.each(databaseTargets)('SQL written from the catalogue of admissions on %s', (target) => {
  const db = useTestDatabase(target, { truncate: false });

  const values = async (sql: string, kinds: readonly string[]) => {
    const list = kinds.map(() => '(?)').join(', ');
    const { rows } = (await db().knex.raw(`SELECT ${sql} AS v FROM (VALUES ${list}) AS t(k)`, [
      ...kinds,
    ])) as { rows: { v: unknown }[] };
    return rows.map((r) => r.v);
  };

  it("gives each kind its product's value", async () => {
    const kinds = ADMISSION_PRODUCTS.map((p) => p.kind);
    expect(await values(expressPlacesSql('t.k'), kinds)).toEqual(
      ADMISSION_PRODUCTS.map((p) => p.capacity.express),
    );
    expect(
      await values(
        kindCaseSql('t.k', (p) => p.label),
        kinds,
      ),
    ).toEqual(ADMISSION_PRODUCTS.map((p) => p.label));
  });

  it('fails the statement on a kind the catalogue does not know, never counts it as another', async () => {
    await expect(values(expressPlacesSql('t.k'), ['standard', 'season'])).rejects.toThrow(
      /unknown admission kind: season/,
    );
  });
});
