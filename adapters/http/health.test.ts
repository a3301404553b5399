import knexFactory from 'knex';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexReadiness } from '../persistence/index';
import { resolve, TOKENS } from '../tokens';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

describe.each(parkTargets)('health checks on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
  });
  afterAll(() => park.close());

  it('GET /healthz: 200 while the process runs, with no cookie', async () => {
    const res = await park.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('GET /readyz: 200 when the database answers and is migrated, 503 with a migration missing', async () => {
    const ready = await park.client().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'current',
      pending: 0,
    });
    expect(ready.headers.get('set-cookie')).toBeNull();
    const last = (await knex('knex_migrations').orderBy('id', 'desc').first()) as { id: number };
    const row = await knex('knex_migrations').where({ id: last.id }).first();
    await knex('knex_migrations').where({ id: last.id }).delete();
    try {
      const behind = await park.client().get('/readyz');
      expect(behind.status).toBe(503);
      expect(behind.body).toEqual({
        status: 'not ready',
        database: 'up',
        migrations: 'pending',
        pending: 1,
      });
    } finally {
      await knex('knex_migrations').insert(row);
    }
    expect((await park.client().get('/readyz')).status).toBe(200);
  });
});

describe('GET /readyz with the database gone', () => {
  it('answers 503 within the time limit, and /healthz still 200', async () => {
    const gone = knexFactory({
      client: 'pg',
      connection: 'postgres://nobody@127.0.0.1:1/none',
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 500,
    });
    const park = await openTestPark('pglite', {
      customize: (container) => {
        container.unbind(TOKENS.Readiness);
        container.bind(TOKENS.Readiness).toConstantValue(new KnexReadiness(gone, 1_000));
      },
    });
    try {
      const started = Date.now();
      const res = await park.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not ready',
        database: 'down',
        migrations: 'unknown',
        pending: 0,
      });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect((await park.client().get('/healthz')).status).toBe(200);
    } finally {
      await park.close();
      await gone.destroy();
    }
  });
});
