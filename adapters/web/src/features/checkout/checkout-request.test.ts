import { describe, expect, it } from 'vitest';
import { emptyCart } from '../../../../../core/orders/cart';
import { cents } from '../../../../../core/shared/money';
import {
  buildCheckoutRequest,
  emptyCheckoutForm,
  missingFields,
  type CheckoutForm,
} from './checkout-request';
import { orderSummary } from '../../app/cart/order-summary';
import { fullCart, merchOnlyCart } from './test-cart';

const form: CheckoutForm = {
  email: ' vera@example.com ',
  phone: '512-555-0100',
  firstName: 'Vera',
  lastName: 'Visitor',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

describe('the checkout request', () => {
  it('says what was chosen, never a price', () => {
    const body = buildCheckoutRequest(fullCart(), form, 7);
    expect(body).toEqual({
      tickets: { standardTicket: 2, expressTicket: 1, childTicket: 0 },
      visitDate: '2030-01-01',
      foodTickets: [{ restaurantId: 3, qty: 2 }],
      attractions: ['Comet Run', 'Lazy River'],
      merchItems: [{ MId: 4, quantity: 1, size: 'L' }],
      userID: 7,
      email: 'vera@example.com',
      phone: '512-555-0100',
      firstName: 'Vera',
      lastName: 'Visitor',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(JSON.stringify(body)).not.toMatch(/price|cost|amount|39\.99/i);
  });

  it('has no visit date and no attractions when the cart holds only merchandise', () => {
    const body = buildCheckoutRequest(merchOnlyCart(), form);
    expect(body.visitDate).toBeNull();
    expect(body.attractions).toEqual([]);
    expect(body.foodTickets).toEqual([]);
    expect(body.tickets).toEqual({ standardTicket: 0, expressTicket: 0, childTicket: 0 });
    expect(body).not.toHaveProperty('userID');
  });

  it('keeps the visit date for meal vouchers without tickets', () => {
    const cart = { ...emptyCart('2030-02-02'), meals: fullCart().meals };
    expect(buildCheckoutRequest(cart, form).visitDate).toBe('2030-02-02');
  });

  it('lists the empty (or blank) fields', () => {
    expect(missingFields(form)).toEqual([]);
    expect(missingFields({ ...form, city: '  ', zipcode: '' })).toEqual(['city', 'zipcode']);
    expect(missingFields(emptyCheckoutForm())).toHaveLength(8);
  });
});

describe('the order summary', () => {
  it('groups the cart and lets core total it', () => {
    const summary = orderSummary(fullCart());
    expect(summary.groups.map((g) => g.title)).toEqual(['Tickets', 'Meal vouchers', 'Park Hoodie']);
    expect(summary.groups[0]?.notes).toEqual([
      'Visit date: 2030-01-01',
      'Attractions: Comet Run, Lazy River',
    ]);
    // 2 × $65 + $90 + 2 × $10 + $39.99 = $279.99; tax 8.25% = $23.10 (23.099175 rounded once).
    expect(summary.totals).toEqual({
      subtotal: cents(27_999),
      tax: cents(2_310),
      total: cents(30_309),
    });
  });
});
