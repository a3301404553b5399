import type { AttractionType, MerchandiseType, ThrillLevel } from './catalog';
import type { IsoDate } from '../shared/dates';
import type { Cents } from '../shared/money';
import type { RestaurantType } from '../orders/pricing';

export const EXPENSE_TYPES = ['produce', 'supplies', 'utilities'] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** Lengths of the department forms' fields (the edge validates with the same numbers). */
export const DEPARTMENT_LIMITS = {
  name: 100,
  description: 2000,
  shortDescription: 300,
  heightRequirement: 100,
  image: 500,
  maxDollars: 1_000_000,
} as const;

/** The kinds of catalog record a manager may delete. */
export type CatalogKind = 'attraction' | 'merchandise' | 'restaurant';

/** What deleting a record did: removed it, or retired it because history refers to it. */
export type Removal = 'deleted' | 'retired';

export const EXPENSE_SUBMITTED = 'Expense Submitted';
export const ATTRACTION_SUBMITTED = 'Attraction Submitted';
export const ATTRACTION_UPDATED = 'Attraction Updated';
export const MERCHANDISE_ADDED = 'Success in adding Merchandise';
export const MERCHANDISE_UPDATED = 'Success in updating Merchandise';
export const RESTAURANT_ADDED = 'Success in adding Restaurant';
export const RESTAURANT_UPDATED = 'Success in updating Restaurant';

const LABEL: Record<CatalogKind, { one: string; title: string; history: string }> = {
  attraction: {
    one: 'attraction',
    title: 'Attraction',
    history: 'it has order or maintenance history',
  },
  merchandise: { one: 'merchandise', title: 'Merchandise', history: 'it has order history' },
  restaurant: {
    one: 'restaurant',
    title: 'Restaurant',
    history: 'it has order or expense history',
  },
};

/** What the manager is told after a delete: which of the two happened. */
export function removalMessage(kind: CatalogKind, removal: Removal): string {
  const label = LABEL[kind];
  return removal === 'deleted'
    ? `Successfully deleted ${label.one}!`
    : `${label.title} retired: ${label.history}, so it was removed from the catalog and its history kept.`;
}

export const notFoundMessage = (kind: CatalogKind) => `No such ${LABEL[kind].one}.`;
export const nameTakenMessage = (kind: CatalogKind) =>
  `Another ${LABEL[kind].one} already uses this name.`;

export interface AttractionFields {
  name: string;
  type: AttractionType;
  description: string;
  shortDescription: string;
  thrillLevel: ThrillLevel;
  heightRequirement: string;
  image: string;
}

export interface MerchandiseFields {
  name: string;
  type: MerchandiseType;
  supplierCost: Cents;
  sellingCost: Cents;
  image: string;
}

export interface RestaurantFields {
  name: string;
  type: RestaurantType;
  description: string;
  image: string;
}

export interface RestaurantExpense {
  restaurantId: number;
  staffId: number;
  amount: Cents;
  date: IsoDate;
  type: ExpenseType;
}

/** An image is a site path (`/images/x.png`) or an http(s) URL. */
export function isImageReference(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  return /^https?:\/\/[^/\s]+/i.test(value);
}

/** Why a dollar amount cannot be stored as a price or cost (negative, too big, finer than a cent). */
export function dollarAmountProblem(label: string, dollars: number): string | null {
  if (!Number.isFinite(dollars)) return `${label} must be a number`;
  if (dollars < 0) return `${label} cannot be negative`;
  if (dollars > DEPARTMENT_LIMITS.maxDollars)
    return `${label} must be at most ${DEPARTMENT_LIMITS.maxDollars} dollars`;
  const scaled = dollars * 100;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return `${label} must have at most 2 decimals`;
  return null;
}
