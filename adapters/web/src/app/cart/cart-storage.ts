import { emptyCart, MERCH_SIZES, type Cart } from '../../../../../core/orders/cart';
import { isIsoDate } from '../../../../../core/shared/dates';
import { ADMISSION_PRODUCTS } from '../../../../../core/admissions/products';

/** Where the cart survives a reload. Bump the version when the shape changes. */
export const CART_STORAGE_KEY = 'dreamland-park.cart.v1';

// A hand-written check rather than a schema library: this runs before the first page,
// and every kilobyte here is a kilobyte on the home page.
type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isString: Check = (v) => typeof v === 'string';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
const isPositive: Check = (v) => Number.isSafeInteger(v) && (v as number) >= 1;

const shape =
  (fields: Record<string, Check>): Check =>
  (v) =>
    isObject(v) && Object.entries(fields).every(([key, check]) => check(v[key]));
const recordOf =
  (check: Check): Check =>
  (v) =>
    isObject(v) && Object.values(v).every(check);

const isRestaurant = shape({
  id: isNumber,
  name: isString,
  description: isString,
  image: isString,
  type: isString,
  amount: isNumber,
});
const isMerchItem = shape({ id: isNumber, name: isString, image: isString, sellingCost: isNumber });

export const isStoredCart = shape({
  tickets: shape(Object.fromEntries(ADMISSION_PRODUCTS.map((p) => [p.checkoutField, isCount]))),
  meals: recordOf(shape({ item: isRestaurant, qty: isPositive })),
  attractions: (v) => Array.isArray(v) && v.every(isString),
  visitDate: (v) => typeof v === 'string' && isIsoDate(v),
  merchandise: recordOf(
    shape({
      item: isMerchItem,
      quantity: isPositive,
      size: (v) => (MERCH_SIZES as readonly unknown[]).includes(v),
    }),
  ),
}) as (value: unknown) => value is Cart;

/** The stored cart when it is intact; an empty cart for nothing, bad JSON or a wrong shape. */
export function loadCart(storage: Pick<Storage, 'getItem'> | null, today: string): Cart {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) return emptyCart(today);
    const stored: unknown = JSON.parse(raw);
    return isStoredCart(stored) ? stored : emptyCart(today);
  } catch {
    return emptyCart(today);
  }
}

/** Writing may fail (storage full or disabled); the cart then lives for this visit only. */
export function saveCart(storage: Pick<Storage, 'setItem'> | null, cart: Cart): void {
  try {
    storage?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch (error) {
    console.warn('The cart could not be saved in this browser.', error);
  }
}

/** localStorage, or null where the browser refuses it (some private modes throw). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
