import { describe, expect, it } from 'vitest';
import { cents } from '../shared/money';
import { linesInWords } from './line-words';

describe('an order’s lines in words', () => {
  const price = { unitPrice: cents(1000), lineTotal: cents(2000) };
  const order = {
    tickets: [
      { id: 7, kind: 'ticket' as const, ticketType: 'standard' as const, quantity: 2, ...price },
      { id: 8, kind: 'ticket' as const, ticketType: 'child' as const, quantity: 1, ...price },
    ],
    meals: [
      {
        id: 3,
        kind: 'meal' as const,
        restaurantId: 1,
        restaurantName: 'The Golden Fork',
        restaurantType: 'Dining',
        quantity: 1,
        ...price,
      },
    ],
    merchandise: [
      {
        id: 1,
        kind: 'merchandise' as const,
        merchandiseId: 4,
        name: 'T-shirt',
        size: 'M' as const,
        quantity: 1,
        unitCost: cents(500),
        ...price,
      },
    ],
  };

  it('names the lines asked for, in the order’s order, with their counts', () => {
    expect(linesInWords(order, ['merchandise-1'])).toBe('1 × T-shirt (M)');
    expect(linesInWords(order, ['merchandise-1', 'meal-3', 'ticket-7', 'ticket-8'])).toBe(
      '2 × Standard Ticket, 1 × Child Ticket, 1 × meal at The Golden Fork, 1 × T-shirt (M)',
    );
    expect(linesInWords(order, ['ticket-99'])).toBe('');
    // a refund's part: that many of the line's units
    expect(linesInWords(order, [{ ref: 'ticket-7', quantity: 1 }])).toBe('1 × Standard Ticket');
  });
});
