import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderBody } from '../../contract/orders';
import type { TicketBody } from '../../contract/tickets';
import { hasPoppler, readPdfBytes } from '../../reports/testing/read-pdf';
import type { CookieClient, TestResponse } from '../testing/cookie-client';
import { clientAs } from '../testing/logins';
import { aPlacedOrder, aVisitor, placeOrder, SHOP_ONLY, ticketsOf } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';
import { TEST_INDEX_HTML } from '../testing/test-server';

/** What a browser sends when a person follows a link (Chrome's navigation Accept). */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};
const varies = (res: TestResponse) =>
  (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

/** GET /orders/:orderId/tickets.pdf (DECISIONS.md, "E-tickets and the gate"). */
describe.each(parkTargets)("an order's tickets as a PDF on %s", (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let manager: CookieClient;
  let staff: CookieClient;
  /** A visitor's order of 2 Standard + 1 Child for Sky Wheel and Thunder Falls, and its tickets. */
  let buyer: CookieClient;
  let order: OrderBody;
  let tickets: TicketBody[];
  const pdfPath = (orderId: number) => `/orders/${orderId}/tickets.pdf`;

  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
    manager = await clientAs(park, 'manager');
    staff = await clientAs(park, 'staff');
    ({ c: buyer, order } = await aPlacedOrder(park));
    tickets = await ticketsOf(buyer, order.orderId);
    expect(tickets).toHaveLength(3);
  });
  afterAll(() => park.close());

  /** The PDF answer's headers: a PDF shown in the browser, named by its order, never stored. */
  function expectPdfAnswer(res: TestResponse, orderId: number) {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="tickets-order-${orderId}.pdf"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(varies(res)).toContain('accept');
    expect(new TextDecoder().decode(res.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.byteLength);
  }

  it.skipIf(!hasPoppler)(
    'is one page per ticket (2 Standard + 1 Child: 3), each with its QR code of the tickets call’s code, the order id and the type',
    async () => {
      const res = await buyer.get(pdfPath(order.orderId));
      expectPdfAnswer(res, order.orderId);
      const pdf = await readPdfBytes(res.bytes);
      try {
        expect(await pdf.pageCount()).toBe(3);
        expect(await pdf.qrCodes()).toEqual(tickets.map((t) => t.code));
        const types = ['STANDARD', 'STANDARD', 'CHILD'];
        for (const [i, ticket] of tickets.entries()) {
          const text = await pdf.text(i + 1);
          expect(text).toContain('Test Park');
          expect(text).toContain(`#${order.orderId}`);
          expect(text).toContain(types[i]);
          expect(text).toContain(`Ticket ${i + 1} of 3`);
          expect(text).toContain(ticket.code);
          expect(text).toContain('Sky Wheel, Thunder Falls');
        }
      } finally {
        await pdf.remove();
      }
    },
  );

  it('answers a browser following a link (Accept: text/html) the PDF too, not the web app', async () => {
    const res = await buyer.get(pdfPath(order.orderId), { headers: BROWSER });
    expectPdfAnswer(res, order.orderId);
    expect(res.text).not.toContain(TEST_INDEX_HTML);
    const html = await buyer.get(pdfPath(order.orderId), { headers: { accept: 'text/html' } });
    expectPdfAnswer(html, order.orderId);
    const any = await buyer.get(pdfPath(order.orderId), { headers: { accept: '*/*' } });
    expectPdfAnswer(any, order.orderId);
    const head = await buyer.request('HEAD', pdfPath(order.orderId), { headers: BROWSER });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/pdf');
    expect(head.bytes.byteLength).toBe(0);
  });

  it('is for the owner and a manager only: another visitor 404, staff 403, an API client without a session 401', async () => {
    const path = pdfPath(order.orderId);
    expectPdfAnswer(await manager.get(path), order.orderId);
    expectPdfAnswer(await manager.get(path, { headers: BROWSER }), order.orderId);
    const other = (await aVisitor(park)).c;
    for (const headers of [{}, BROWSER]) {
      const res = await other.get(path, { headers });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Order not found' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await other.get(pdfPath(999_999))).status).toBe(404);
    expect((await manager.get(pdfPath(999_999))).status).toBe(404);
    expect((await staff.get(path)).status).toBe(403);
    expect((await staff.get(path, { headers: BROWSER })).status).toBe(403);
    expect((await staff.get(pdfPath(0))).status).toBe(403);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await buyer.get(pdfPath(bad as unknown as number))).status, bad).toBe(400);
    const anonymous = await clientAs(park, 'anonymous');
    const refused = await anonymous.get(path);
    expect(refused).toMatchObject({ status: 401, body: { message: 'Not logged in' } });
    expect(varies(refused)).toContain('accept');
  });

  it('sends a browser without a session to the login page (303), and the link works once logged in', async () => {
    const anonymous = await clientAs(park, 'anonymous');
    const res = await anonymous.get(pdfPath(order.orderId), { headers: BROWSER });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/login');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(varies(res)).toContain('accept');
    // the same for an order that does not exist: nothing is said about orders before a login
    const missing = await anonymous.get(pdfPath(999_999), { headers: BROWSER });
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe('/login');
    const page = await anonymous.get('/login', { headers: BROWSER });
    expect(page).toMatchObject({ status: 200, text: TEST_INDEX_HTML });
    expectPdfAnswer(await buyer.get(pdfPath(order.orderId), { headers: BROWSER }), order.orderId);
  });

  it.skipIf(!hasPoppler)(
    'leaves void tickets out, and says so on its one page when an order has no ticket',
    async () => {
      const { c: other, order: mine } = await aPlacedOrder(park);
      const codes = (await ticketsOf(other, mine.orderId)).map((t) => t.code);
      const first = (await op
        .knex('admissions')
        .where({ order_id: mine.orderId })
        .orderBy('id')
        .first('id')) as { id: number };
      await op.knex('admissions').where({ id: first.id }).update({ voided_at: op.clock.now() });
      const withVoid = await readPdfBytes((await other.get(pdfPath(mine.orderId))).bytes);
      try {
        expect(await withVoid.pageCount()).toBe(2);
        expect(await withVoid.qrCodes()).toEqual(codes.slice(1));
        expect(await withVoid.text(1)).toContain('Ticket 1 of 2');
      } finally {
        await withVoid.remove();
      }

      const shopOrder = (await placeOrder(park, other, SHOP_ONLY)).order.orderId;
      const res = await other.get(pdfPath(shopOrder));
      expectPdfAnswer(res, shopOrder);
      const none = await readPdfBytes(res.bytes);
      try {
        expect(await none.pageCount()).toBe(1);
        expect(await none.text()).toContain(`Order #${shopOrder} has no tickets.`);
        expect(await none.qrCodes()).toEqual([null]);
      } finally {
        await none.remove();
      }
    },
  );
});
