import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolve, TOKENS } from '../../tokens';
import type { AttractionBody, MerchandiseBody, RestaurantBody } from '../../contract/catalog';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';
import { FIXTURE_ACTOR } from '../../../core/testing/in-memory-audit';

const keysOf = (item: unknown) => Object.keys(item as object).sort();
const hasAtMostTwoDecimals = (n: number) => Number(n.toFixed(2)) === n;

describe.each(parkTargets)('the public catalog on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it('lists attractions with the spec’s field names and a 0/1 status', async () => {
    const { status, body } = await park.client().get('/attractions');
    expect(status).toBe(200);
    const attractions = body as AttractionBody[];
    expect(attractions.length).toBeGreaterThan(0);
    for (const a of attractions) {
      expect(keysOf(a)).toEqual(
        [
          'attractionID',
          'description',
          'heightRequirement',
          'image',
          'name',
          'shortDescription',
          'status',
          'thrillLevel',
          'type',
        ].sort(),
      );
      expect([0, 1]).toContain(a.status);
      expect(a.attractionID).toEqual(expect.any(Number));
    }
  });

  it('lists restaurants with their voucher amount in dollars', async () => {
    const restaurants = (await park.client().get('/get-rest')).body as RestaurantBody[];
    expect(restaurants.length).toBeGreaterThan(0);
    const byType: Record<string, number> = { Standard: 10, Deluxe: 35, Special: 45 };
    for (const r of restaurants) {
      expect(keysOf(r)).toEqual(['amount', 'description', 'id', 'image', 'name', 'type']);
      expect(r.amount).toBe(byType[r.type]);
    }
  });

  it('lists merchandise with costs in dollars', async () => {
    const items = (await park.client().get('/get-merch')).body as MerchandiseBody[];
    expect(items.length).toBeGreaterThan(0);
    for (const m of items) {
      expect(keysOf(m)).toEqual(['MId', 'image', 'name', 'sellingCost', 'supplierCost', 'type']);
      expect(hasAtMostTwoDecimals(m.sellingCost) && hasAtMostTwoDecimals(m.supplierCost)).toBe(
        true,
      );
      expect(m.sellingCost).toBeGreaterThan(m.supplierCost);
    }
    expect(items.find((m) => m.name === 'Rain Poncho')?.sellingCost).toBe(8.99);
  });

  it('answers a sunny day when nobody entered the weather, without writing it', async () => {
    const today = resolve(park.container, TOKENS.Clock).today();
    const { status, body } = await park.client().get('/current-weather');
    expect(status).toBe(200);
    expect(body).toEqual({ requests: [{ weatherStatus: 'sunny', date: today }] });
    expect(await resolve(park.container, TOKENS.WeatherRepository).findByDate(today)).toBeNull();
  });

  it('answers the weather that was entered for today', async () => {
    const today = resolve(park.container, TOKENS.Clock).today();
    await resolve(park.container, TOKENS.WeatherRepository).save(
      { date: today, condition: 'rainy' },
      FIXTURE_ACTOR,
    );
    const { body } = await park.client().get('/current-weather');
    expect(body).toEqual({ requests: [{ weatherStatus: 'rainy', date: today }] });
  });

  it('tells the web app the park’s name, zone, today and default day capacity', async () => {
    const { body } = await park.client().get('/park-info');
    expect(body).toEqual({
      name: 'Test Park',
      timeZone: 'America/Chicago',
      today: resolve(park.container, TOKENS.Clock).today(),
      dailyCapacity: 5000,
      dailyExpressCapacity: 500,
    });
  });
});
