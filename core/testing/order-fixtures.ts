import type { Attraction, Merchandise, Restaurant } from '../catalog/catalog';
import type { CheckoutSelection } from '../orders/checkout-rules';
import { cents } from '../shared/money';
import type { OrderContact } from '../orders/order';
import { aContact, anOrder } from './builders';
import { InMemoryCatalogRepository } from './in-memory-catalog';
import { InMemoryOrderRepository } from './in-memory-orders';

const attraction = (id: number, name: string, open = true): Attraction => ({
  id,
  name,
  type: 'Roller Coaster',
  description: '',
  shortDescription: '',
  thrillLevel: 'High',
  heightRequirement: '48 in',
  image: '',
  open,
});

const restaurant = (id: number, name: string, type: string, amount: number): Restaurant => ({
  id,
  name,
  type,
  amount: cents(amount),
  description: '',
  image: '',
});

const item = (
  id: number,
  name: string,
  sellingCost: number,
  supplierCost: number,
): Merchandise => ({
  id,
  name,
  type: 'Clothing',
  supplierCost: cents(supplierCost),
  sellingCost: cents(sellingCost),
  image: '',
});

/** A small park in memory: two open attractions and a closed one, two restaurants, two items. */
export function inMemoryShop() {
  const catalog = new InMemoryCatalogRepository(
    [attraction(1, 'Comet Run'), attraction(2, 'Sky Wheel'), attraction(3, 'Lagoon Splash', false)],
    [
      restaurant(10, 'Main Street Diner', 'Standard', 1_000),
      restaurant(11, 'The Golden Fork', 'Deluxe', 3_500),
    ],
    [item(20, 'Rain Poncho', 899, 150), item(21, 'Park Logo T-Shirt', 2_500, 800)],
  );
  const orders = new InMemoryOrderRepository(catalog);
  return { catalog, orders };
}

/** The sample contact of a checkout (aContact's). */
export const CONTACT: OrderContact = aContact();

/** 2 Standard + 1 Child for Comet Run, 2 Golden Fork vouchers, 1 poncho, on `visitDate` (anOrder's). */
export function sampleSelection(visitDate: string): CheckoutSelection {
  return anOrder({ visitDate });
}
