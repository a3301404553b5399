import { describe, expect, it } from 'vitest';
import { Checkout } from '../orders/checkout';
import { priceOrder } from '../orders/order-pricing';
import { longDay } from '../shared/dates';
import { FixedClock } from '../testing/in-memory-infrastructure';
import { InMemoryOrderRepository } from '../testing/in-memory-orders';
import { CONTACT, inMemoryShop, sampleSelection } from '../testing/order-fixtures';
import { hasTickets, ticketsMail, TicketsMail, ticketsPdfLink } from './tickets-mail';

const VISIT = '2026-06-20';
const OPTIONS = { publicUrl: 'https://park.example.com/', parkName: 'Dreamland Park' };

function park() {
  const clock = new FixedClock(new Date('2026-06-15T15:00:00Z'));
  const shop = inMemoryShop();
  const orders = new InMemoryOrderRepository(shop.catalog, () => clock.now());
  const checkout = new Checkout(
    { catalog: shop.catalog, orders },
    clock,
    365,
    new TicketsMail(OPTIONS),
  );
  const buy = (selection = sampleSelection(VISIT), key?: string) =>
    checkout.execute({
      sessionUserId: 7,
      selection,
      contact: { ...CONTACT, email: 'tickets-to@example.com' },
      idempotency: key === undefined ? undefined : { key, requestHash: 'h1' },
    });
  return { orders, buy };
}

const SHOP_ONLY = {
  ...sampleSelection(VISIT),
  tickets: { standard: 0, express: 0, child: 0 },
  attractions: [],
  meals: [],
  visitDate: null,
};

describe('the tickets mail', () => {
  it('writes a day for people', () => {
    expect(longDay('2026-06-20')).toBe('Saturday, June 20, 2026');
    expect(longDay('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(longDay('2026-02-30')).toBe('2026-02-30');
  });

  it('goes with the order to the checkout’s email: the order id, the day, the tickets and the PDF’s link', async () => {
    const { orders, buy } = park();
    const placed = await buy();
    if (!placed.ok) throw new Error('the checkout failed');
    const id = placed.value.id;
    expect(orders.mails).toHaveLength(1);
    const [mail] = orders.mails;
    expect(mail!.to).toBe('tickets-to@example.com');
    expect(mail!.subject).toBe(
      `Your Dreamland Park tickets for Saturday, June 20, 2026 (order #${id})`,
    );
    expect(mail!.text).toContain('Hello Vera,');
    expect(mail!.text).toContain(`Thank you for your order #${id} at Dreamland Park.`);
    expect(mail!.text).toContain(
      'Your 3 tickets (2 Standard, 1 Child) are for Saturday, June 20, 2026.',
    );
    expect(mail!.text.split('\n')).toContain(`https://park.example.com/orders/${id}/tickets.pdf`);
  });

  it('says one ticket for one, and links below the park’s address', () => {
    const priced = priceOrder(
      { tickets: { standard: 0, express: 1, child: 0 }, meals: [], merchandise: [] },
      { restaurants: new Map(), merchandise: new Map() },
    );
    const order = { visitDate: VISIT, priced, contact: CONTACT };
    expect(hasTickets(order)).toBe(true);
    const mail = ticketsMail(order, 9, OPTIONS);
    expect(mail.subject).toBe('Your Dreamland Park ticket for Saturday, June 20, 2026 (order #9)');
    expect(mail.text).toContain('Your 1 ticket (1 Express) is for Saturday, June 20, 2026.');
    expect(mail.text).toContain('Download your ticket (PDF');
    expect(ticketsPdfLink('http://localhost:3000', 9)).toBe(
      'http://localhost:3000/orders/9/tickets.pdf',
    );
    expect(hasTickets({ ...order, visitDate: null })).toBe(false);
  });

  it('is not written for an order without tickets, nor again for an answer replayed for its Idempotency-Key', async () => {
    const { orders, buy } = park();
    expect((await buy(SHOP_ONLY)).ok).toBe(true);
    expect(orders.mails).toHaveLength(0);
    const first = await buy(sampleSelection(VISIT), 'k-1');
    const again = await buy(sampleSelection(VISIT), 'k-1');
    expect(again).toEqual(first);
    expect(orders.orders).toHaveLength(2);
    expect(orders.mails).toHaveLength(1);
  });

  it('is not written when the order is refused', async () => {
    const { orders, buy } = park();
    const closed = await buy({ ...sampleSelection(VISIT), attractions: ['Lagoon Splash'] });
    expect(closed.ok).toBe(false);
    expect(orders.mails).toEqual([]);
  });
});
