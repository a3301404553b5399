import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/shared/dates';
import type { OrderAccountBody } from '../../contract/order-changes';
import type { AreaFiguresBody, DashboardBody, ProfitDataBody } from '../../contract/reports';
import type { CookieClient } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aPlacedOrder, SHOP_ONLY } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

/**
 * Refunds in the dashboard and the all-areas finance report (DECISIONS, "Cancellations,
 * refunds…"; docs/reports.md): a refund lowers the day its lines were counted on (a ticket's
 * and a meal's visit day, a shop item's order day), so no day's net turns negative from the
 * timing of a refund; the refunds paid out on a day are shown beside, as `refundsPaidOut`.
 * The sample order (builders.anOrder): 2 Standard ($65) + 1 Child ($45) = $175 of tickets,
 * 2 vouchers at The Golden Fork ($35) = $70, 1 Rain Poncho $8.99 (counted on the order day).
 */
describe.each(parkTargets)('refunds by the day their sales count on, on %s', (target) => {
  let park: TestPark;
  let manager: CookieClient;
  let today: string;

  beforeAll(async () => {
    park = await openTestPark(target);
    today = orderPark(park).clock.today();
    manager = await clientAs(park, 'manager');
  });
  afterAll(() => park.close());

  const inDays = (n: number) => addDays(today, n);
  const dashboard = async (startDate: string, endDate = startDate) => {
    const res = await manager.post('/dashboardData', { startDate, endDate });
    expect(res.status).toBe(200);
    return res.body as DashboardBody;
  };
  const profit = async (startDate: string, endDate: string) => {
    const res = await manager.post('/finance-report', { startDate, endDate, category: 'all' });
    expect(res.status).toBe(200);
    return (res.body as { profitData: ProfitDataBody }).profitData;
  };
  const area = (body: { areas: AreaFiguresBody[] }, name: string) =>
    body.areas.find((a) => a.area === name)!;
  const linesOf = async (orderId: number) => {
    const res = await manager.get(`/orders/${orderId}`);
    expect(res.status).toBe(200);
    return (res.body as OrderAccountBody).lines;
  };
  const refund = async (orderId: number, lines: string[]) => {
    const res = await manager.post(`/orders/${orderId}/refund`, { reason: 'Test', lines });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  it('a refund today of an order for a later day lowers that day, not today: today’s net stays its sales', async () => {
    await aPlacedOrder(park, SHOP_ONLY); // today: a poncho, $8.99
    const { order } = await aPlacedOrder(park, { visitDate: inDays(12) });
    const tickets = (await linesOf(order.orderId)).filter((l) => l.kind === 'ticket');
    await refund(
      order.orderId,
      tickets.map((l) => l.line),
    );

    const day = await dashboard(today);
    // Today's sales: two ponchos (one of each order: shop items count on the order day).
    expect(day).toMatchObject({
      totalRevenue: 17.98,
      totalRefunds: 0,
      totalNet: 17.98,
      totalProfit: 17.98 - 2 * 1.5,
      totalRefundsPaidOut: 175,
    });
    expect(area(day, 'Tickets')).toEqual({
      area: 'Tickets',
      revenue: 0,
      refunds: 0,
      net: 0,
      expense: 0,
      profit: 0,
      refundsPaidOut: 175,
    });
    expect(day.countedBy).toMatchObject({
      tickets: 'visit day',
      shop: 'order day',
      refunds: 'sale day',
      refundsPaidOut: 'refund day',
    });

    const visit = await dashboard(inDays(12));
    expect(area(visit, 'Tickets')).toMatchObject({ revenue: 175, refunds: 175, net: 0 });
    expect(visit).toMatchObject({
      totalRevenue: 245,
      totalRefunds: 175,
      totalNet: 70,
      totalRefundsPaidOut: 0,
    });

    const all = await profit(today, inDays(12));
    expect(all.rows.map((r) => [r.date, r.revenue, r.refunds, r.net, r.refundsPaidOut])).toEqual([
      [today, 17.98, 0, 17.98, 175],
      [inDays(12), 245, 175, 70, 0],
    ]);
    expect(all.rows.every((r) => r.net >= 0)).toBe(true);
    const range = await dashboard(today, inDays(12));
    expect(all.summary).toMatchObject({
      revenue: range.totalRevenue,
      refunds: range.totalRefunds,
      net: range.totalNet,
      profit: range.totalProfit,
      refundsPaidOut: range.totalRefundsPaidOut,
    });
    expect(all.summary.areas).toEqual(range.areas);
    expect(all.countedBy).toEqual(range.countedBy);
  });

  it('a cancelled order’s revenue no longer counts in its visit day’s net; the cancellation is paid out today', async () => {
    const before = await dashboard(today);
    const { order, c } = await aPlacedOrder(park, { visitDate: inDays(14) });
    const cancelled = await c.post(`/orders/${order.orderId}/cancel`, {});
    expect(cancelled.status).toBe(200);

    const visit = await dashboard(inDays(14));
    expect(visit).toMatchObject({
      ticketRevenue: 175, // sales stay sales: the tickets were sold for that day
      totalRevenue: 245,
      totalRefunds: 245,
      totalNet: 0,
      totalProfit: 0,
      totalRefundsPaidOut: 0,
    });
    const after = await dashboard(today);
    const moved = (a: number, b: number) => Math.round((b - a) * 100);
    expect(moved(before.totalRevenue, after.totalRevenue)).toBe(899); // its poncho, ordered today
    expect(moved(before.totalRefunds, after.totalRefunds)).toBe(899); // … and refunded
    expect(after.totalNet).toBe(before.totalNet);
    expect(moved(before.totalRefundsPaidOut, after.totalRefundsPaidOut)).toBe(25_399);
  });

  it('a date change after a partial refund takes the refunded part along to the new day', async () => {
    const { order } = await aPlacedOrder(park, { visitDate: inDays(15) });
    const child = (await linesOf(order.orderId)).find(
      (l) => l.line.startsWith('ticket-') && l.lineTotal === 45,
    )!;
    await refund(order.orderId, [child.line]);
    expect(area(await dashboard(inDays(15)), 'Tickets')).toMatchObject({
      revenue: 175,
      refunds: 45,
      net: 130,
    });
    const moved = await manager.put(`/orders/${order.orderId}/visit-date`, {
      visitDate: inDays(16),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const old = await dashboard(inDays(15));
    expect(old).toMatchObject({ totalRevenue: 0, totalRefunds: 0, totalNet: 0 });
    const now = await dashboard(inDays(16));
    expect(area(now, 'Tickets')).toMatchObject({ revenue: 175, refunds: 45, net: 130 });
    expect(now).toMatchObject({ totalRevenue: 245, totalRefunds: 45, totalNet: 200 });
    const all = await profit(inDays(15), inDays(16));
    expect(all.rows.map((r) => [r.date, r.revenue, r.refunds, r.net])).toEqual([
      [inDays(16), 245, 45, 200],
    ]);
  });
});
