import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaOf } from '../contract/openapi';
import { API_ROUTES } from '../contract/routes';
import { resolve, TOKENS } from '../tokens';
import { clientAs, WHO_MAY_CALL } from './testing/logins';
import { rowCounts } from './testing/row-counts';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

type Json = Record<string, unknown>;

/** The dotted paths of every string field a JSON schema describes (array items as `0`). */
function stringPaths(schema: Json, path: string[] = []): string[][] {
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const variants = ([] as Json[]).concat(
    (schema.anyOf as Json[]) ?? [],
    (schema.oneOf as Json[]) ?? [],
  );
  const found: string[][] = [];
  if (types.includes('string') || schema.enum || schema.const !== undefined) found.push(path);
  for (const v of variants) found.push(...stringPaths(v, path));
  for (const [key, inner] of Object.entries((schema.properties as Record<string, Json>) ?? {}))
    found.push(...stringPaths(inner, [...path, key]));
  if (schema.items && typeof schema.items === 'object')
    found.push(...stringPaths(schema.items as Json, [...path, '0']));
  return found;
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: string[], value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = bodyWith(rest, value);
  return head === '0' ? [inner] : { [head!]: inner };
}

/** A client's own login writes these; the fuzz's requests must write nothing else. */
const LOGINS_WRITE = ['sessions', 'limit_counters'];

const BAD_TEXT = ['NUL\u0000inside', 'lone\ud800surrogate', 'trail\udc00'];

describe.each(parkTargets)(
  'text PostgreSQL cannot store, in every documented string field, on %s',
  (target) => {
    let park: TestPark;
    let knex: Knex;
    beforeAll(async () => {
      park = await openTestPark(target);
      knex = resolve(park.container, TOKENS.Database).knex;
    });
    afterAll(() => park.close());

    const withBodies = API_ROUTES.filter((r) => r.body || r.query);

    it('is documented for some routes at all (the fuzz has something to send)', () => {
      expect(withBodies.length).toBeGreaterThan(20);
    });

    it.each(withBodies.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
      '%s answers 4xx, never 5xx, and writes nothing',
      async (_, route) => {
        const c = await clientAs(park, WHO_MAY_CALL[route.access]);
        const schema = jsonSchemaOf((route.body ?? route.query)!, 'input') as Json;
        // Ids only (getOrderDetails, the deletes): the text goes where a client could put it.
        const strings = stringPaths(schema);
        const paths = strings.length
          ? strings
          : Object.keys((schema.properties as Json) ?? {}).map((key) => [key]);
        expect(paths.length, 'fields to fill').toBeGreaterThan(0);
        const before = await rowCounts(knex, LOGINS_WRITE);
        for (const path of paths)
          for (const bad of BAD_TEXT) {
            const res = route.body
              ? await c.request(route.method.toUpperCase(), route.path, {
                  json: bodyWith(path, bad),
                })
              : await c.get(`${route.path}?${new URLSearchParams({ [path.join('.')]: bad })}`);
            expect(res.status, `${path.join('.')} = ${JSON.stringify(bad)}`).toBeGreaterThanOrEqual(
              400,
            );
            expect(res.status, `${path.join('.')} = ${JSON.stringify(bad)}`).toBeLessThan(500);
          }
        expect(await rowCounts(knex, LOGINS_WRITE)).toEqual(before);
      },
    );
  },
);
