import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aDay, anOrder, aVisitor } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

interface Day {
  date: string;
  capacity: number;
  sold: number;
  remaining: number;
  expressRemaining: number;
  status: string;
}

describe.each(parkTargets)('capacity on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let manager: CookieClient;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    manager = await clientAs(park, 'manager');
  });
  afterAll(() => park.close());

  const day = (n: number) => addDays(op.clock.today(), n);
  const setDay = (body: object) => manager.request('PUT', '/capacity', { json: body });
  async function availability(date: string): Promise<Day> {
    const c = await clientAs(park, 'anonymous');
    const res = await c.get(`/availability?from=${date}&to=${date}`);
    expect(res.status).toBe(200);
    return (res.body as Day[])[0]!;
  }
  const order = async (c: CookieClient, visitDate: string, standard: number, express = 0) =>
    c.post('/checkout', await anOrder(park, { visitDate, tickets: { standard, express } }));

  it('never sells a day past its capacity: 300 checkouts at once for 100 places', async () => {
    const hot = day(10);
    const other = day(11);
    await aDay(park, { date: hot, capacity: 100 });
    const visitors = await Promise.all(Array.from({ length: 6 }, () => aVisitor(park)));
    const before = await op.counts();
    const wants = Array.from({ length: 300 }, (_, i) => 1 + (i % 3));
    const answers = await Promise.all([
      ...wants.map((n, i) => order(visitors[i % 6]!.c, hot, n)),
      ...Array.from({ length: 10 }, (_, i) => order(visitors[i % 6]!.c, other, 1)),
    ]);
    const hotAnswers = answers.slice(0, 300);
    const otherAnswers = answers.slice(300);
    expect(otherAnswers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const statuses = new Set(hotAnswers.map((a) => a.status));
    expect([...statuses].sort()).toEqual([200, 409]);
    const admitted = hotAnswers.reduce((n, a, i) => n + (a.status === 200 ? wants[i]! : 0), 0);
    const { rows } = (await op.knex.raw(
      `SELECT coalesce(sum(quantity), 0)::int AS n FROM ticket_lines WHERE visit_date = ?`,
      [hot],
    )) as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(admitted);
    expect(admitted).toBeLessThanOrEqual(100);
    expect(admitted).toBeGreaterThan(97); // every order is 1 to 3 tickets: at most 2 places go unsold
    expect(await availability(hot)).toMatchObject({ capacity: 100, sold: admitted });
    const after = await op.counts();
    const placed = answers.filter((a) => a.status === 200).length;
    expect(after.orders - before.orders).toBe(placed); // a 409 wrote nothing
    for (const refused of hotAnswers.filter((a) => a.status === 409)) {
      const body = refused.body as { message: string; remaining: number; errors: unknown[] };
      expect(body.message).toBe(`Only ${body.remaining} tickets left for ${hot}`);
      expect(body.errors).toEqual([{ path: 'tickets', message: body.message }]);
    }
  });

  it('keeps express inside its own limit; a lowered capacity stops sales and cancels nothing; null returns to the default', async () => {
    const date = day(20);
    const { c } = await aVisitor(park);
    expect(await setDay({ date, capacity: 10, expressCapacity: 2 })).toMatchObject({
      status: 200,
      body: { date, capacity: 10, sold: 0, remaining: 10, expressRemaining: 2, status: 'open' },
    });
    expect((await order(c, date, 0, 2)).status).toBe(200);
    const express = await order(c, date, 0, 1);
    expect(express.status).toBe(409);
    expect(express.body).toMatchObject({
      remaining: 0,
      message: `Only 0 express tickets left for ${date}`,
    });
    expect((await order(c, date, 3)).status).toBe(200);
    expect(await availability(date)).toMatchObject({ sold: 5, remaining: 5, status: 'open' });
    expect((await setDay({ date, capacity: 4 })).body).toMatchObject({
      capacity: 4,
      sold: 5,
      remaining: 0,
      status: 'sold-out',
    });
    expect((await order(c, date, 1)).status).toBe(409);
    expect((await setDay({ date, capacity: null })).body).toMatchObject({
      capacity: 5000,
      sold: 5,
      expressRemaining: 0,
    });
    expect((await setDay({ date, capacity: 0 })).body).toMatchObject({ status: 'closed' });
  });

  it('answers /availability for today and the next 59 days by default, and 400 past 366 days', async () => {
    const c = await clientAs(park, 'anonymous');
    const res = await c.get('/availability');
    expect(res.status).toBe(200);
    const days = res.body as Day[];
    expect(days).toHaveLength(60);
    expect(days[0]!.date).toBe(op.clock.today());
    expect(days[59]!.date).toBe(day(59));
    expect((await c.get(`/availability?from=${day(0)}&to=${day(366)}`)).status).toBe(400);
    expect((await c.get(`/availability?from=${day(5)}&to=${day(4)}`)).status).toBe(400);
    expect((await c.get('/availability?from=someday')).status).toBe(400);
  });

  it('says not-on-sale, remaining 0, past PARK_SALES_DAYS (365), even for a day a manager set', async () => {
    const c = await clientAs(park, 'anonymous');
    const set = await setDay({ date: day(367), capacity: 900 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ capacity: 900, remaining: 0, status: 'not-on-sale' });
    const res = await c.get(`/availability?from=${day(364)}&to=${day(367)}`);
    expect(res.status).toBe(200);
    expect(
      (res.body as Day[]).map((d) => [d.date, d.status, d.remaining, d.expressRemaining]),
    ).toEqual([
      [day(364), 'open', 5000, 500],
      [day(365), 'open', 5000, 500],
      [day(366), 'not-on-sale', 0, 0],
      [day(367), 'not-on-sale', 0, 0],
    ]);
  });

  it('keeps /availability within 1900–2099: 9999-12-31 is 400, and the default range stops at 2099-12-31', async () => {
    const c = await clientAs(park, 'anonymous');
    const far = await c.get('/availability?from=9999-12-31&to=9999-12-31');
    expect(far.status).toBe(400);
    expect(far.body).toEqual({
      message: 'From must be a date between 1900-01-01 and 2099-12-31',
      errors: [
        { path: 'from', message: 'From must be a date between 1900-01-01 and 2099-12-31' },
        { path: 'to', message: 'To must be a date between 1900-01-01 and 2099-12-31' },
      ],
    });
    const last = await c.get('/availability?from=2099-12-30');
    expect(last.status).toBe(200);
    expect((last.body as Day[]).map((d) => d.date)).toEqual(['2099-12-30', '2099-12-31']);
  });

  it('lets only a manager set a day (401, 403, 403) and refuses bad bodies with 400, writing nothing', async () => {
    const date = day(30);
    const body = { date, capacity: 7 };
    for (const [who, status] of [
      ['anonymous', 401],
      ['visitor', 403],
      ['staff', 403],
    ] as const) {
      const c = await clientAs(park, who);
      expect((await c.request('PUT', '/capacity', { json: body })).status, who).toBe(status);
    }
    for (const bad of [
      { date, capacity: -1 },
      { date, capacity: 1.5 },
      { date, capacity: '7' },
      { date: 'tomorrow', capacity: 7 },
      { date },
      { date, capacity: 7, expressCapacity: -2 },
    ])
      expect((await setDay(bad)).status, JSON.stringify(bad)).toBe(400);
    expect(await availability(date)).toMatchObject({ capacity: 5000 });
  });
});
