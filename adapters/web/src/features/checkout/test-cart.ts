import { emptyCart, noTickets, type Cart } from '../../../../../core/orders/cart';

/** A cart with every kind of group: two ticket types, a meal voucher and a shirt. */
export function fullCart(visitDate = '2030-01-01'): Cart {
  return {
    ...emptyCart(visitDate),
    tickets: { ...noTickets(), standardTicket: 2, expressTicket: 1 },
    attractions: ['Comet Run', 'Lazy River'],
    meals: {
      standardMeal3: {
        item: {
          id: 3,
          name: 'Burger Barn',
          description: 'Burgers',
          image: '',
          type: 'Standard',
          amount: 10,
        },
        qty: 2,
      },
    },
    merchandise: {
      'Park Hoodie': {
        item: { id: 4, name: 'Park Hoodie', image: '', sellingCost: 39.99 },
        quantity: 1,
        size: 'L',
      },
    },
  };
}

/** Only merchandise: no tickets, no meals. */
export function merchOnlyCart(today = '2030-01-01'): Cart {
  const { merchandise } = fullCart(today);
  return { ...emptyCart(today), merchandise };
}
