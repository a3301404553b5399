import { admissionsOf, availabilityOf, capacityRefusal, onlyLeft } from '../capacity/capacity';
import type { CapacityRepository } from '../capacity/capacity-repository';
import type { IsoDate } from '../shared/dates';
import { IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_WINDOW_MS, type IdempotencyKey } from './idempotency';
import { beyondSalesWindow, DEFAULT_SALES_DAYS, visitDateTooFar } from './sales-window';
import {
  contactProblem,
  needsVisitDate,
  selectionProblem,
  type CheckoutProblem,
  type CheckoutSelection,
} from './checkout-rules';
import type { Attraction, Merchandise, Restaurant } from '../catalog/catalog';
import { conflict, domainError, type DomainError } from '../shared/errors';
import type { NewOrder, OrderContact, OrderMail, StoredOrder } from './order';
import { priceOrder } from './order-pricing';
import { err, ok, type Result } from '../shared/result';
import type { CatalogRepository } from '../catalog/catalog-repository';
import type { Clock } from '../shared/clock';
import type { OrderRepository } from './order-repository';

export interface CheckoutInput {
  /** The visitor the session belongs to: the order is always theirs. */
  sessionUserId: number;
  /** The id the client sent, if any; it must be the session's own. */
  requestedUserId?: number | undefined;
  selection: CheckoutSelection;
  contact: OrderContact;
  /** The client's Idempotency-Key and the digest of its body, when it sent one. */
  idempotency?: IdempotencyKey | undefined;
}

type CheckoutError = Extract<
  DomainError,
  { kind: 'invalid-input' | 'forbidden' | 'conflict' | 'sold-out' }
>;

export const NOT_YOUR_ORDER = 'You may only check out for yourself';

const invalid = (p: CheckoutProblem): CheckoutError => ({ kind: 'invalid-input', ...p });

/** The mail an order about to be written goes out with, if any (the tickets mail). */
export interface OrderMails {
  mailFor(order: Pick<NewOrder, 'visitDate' | 'priced' | 'contact'>): OrderMail | null;
}

interface Found {
  attractions: Attraction[];
  restaurants: Map<number, Restaurant>;
  merchandise: Map<number, Merchandise>;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** The rows a selection names, in one read (live: never a cached list). */
async function lookUp(catalog: CatalogRepository, s: CheckoutSelection): Promise<Found> {
  const { attractions, restaurants, merchandise } = await catalog.findSelected({
    attractionNames: s.attractions,
    restaurantIds: unique(s.meals.map((m) => m.restaurantId)),
    merchandiseIds: unique(s.merchandise.map((m) => m.merchandiseId)),
  });
  return {
    attractions,
    restaurants: new Map(restaurants.map((r) => [r.id, r])),
    merchandise: new Map(merchandise.map((m) => [m.id, m])),
  };
}

/** What the selection names that the catalog does not have (or has closed); null when fine. */
function catalogProblem(s: CheckoutSelection, found: Found): CheckoutProblem | null {
  for (const [i, name] of s.attractions.entries()) {
    const attraction = found.attractions.find((a) => a.name === name);
    const path = `attractions.${i}`;
    if (!attraction) return { message: `Attraction "${name}" does not exist`, path };
    if (!attraction.open) return { message: `Attraction "${name}" is closed`, path };
  }
  for (const [i, { restaurantId }] of s.meals.entries())
    if (!found.restaurants.has(restaurantId))
      return {
        message: `Restaurant ${restaurantId} does not exist`,
        path: `meals.${i}.restaurantId`,
      };
  for (const [i, { merchandiseId }] of s.merchandise.entries())
    if (!found.merchandise.has(merchandiseId))
      return {
        message: `Item ${merchandiseId} does not exist`,
        path: `merchandise.${i}.merchandiseId`,
      };
  return null;
}

/**
 * A visitor buys tickets (with attractions), meal vouchers and items. The server prices
 * everything from the catalog, never from the client, and writes the order with all its
 * lines at once: OrderRepository.create is all or none (one statement on a database). The
 * lookups before it are plain reads: a transaction around them would hold no lock and see
 * nothing else (read committed), and cost two more round trips per checkout.
 *
 * One straight path: an earlier answer for the key, else the order checked and priced, then
 * written; what the write may find (a full day, the key taken by a parallel retry) comes back
 * as a value and is answered here, without placing the order again.
 */
export class Checkout {
  constructor(
    private readonly repos: {
      catalog: CatalogRepository;
      orders: OrderRepository;
      /** Says how many admissions remain when the order write finds the day full. */
      capacity?: CapacityRepository;
    },
    private readonly clock: Clock,
    /** How many days ahead visits are sold (PARK_SALES_DAYS). */
    private readonly salesDays: number = DEFAULT_SALES_DAYS,
    /**
     * Gives each order its mail, written with it (a replayed answer writes nothing, so it
     * sends nothing again).
     */
    private readonly mails?: OrderMails,
  ) {}

  async execute(input: CheckoutInput): Promise<Result<StoredOrder, CheckoutError>> {
    if (input.requestedUserId !== undefined && input.requestedUserId !== input.sessionUserId)
      return err(domainError('forbidden', NOT_YOUR_ORDER));
    const earlier = await this.earlierAnswer(input);
    if (earlier) return earlier;
    const order = await this.orderFor(input);
    if (!order.ok) return order;
    const placed = await this.repos.orders.create(order.value);
    if (placed.ok) return ok(placed.value);
    if (placed.error.kind === 'day-full') return err(await this.soldOut(placed.error.date, input));
    // A parallel request with the same key won: its answer is this one's.
    const winner = await this.earlierAnswer(input);
    if (!winner) throw new Error('the idempotency key is taken, but by no order on file');
    return winner;
  }

  /** The 409 of a day without room: how many admissions (or express ones) remain. */
  private async soldOut(date: IsoDate, input: CheckoutInput): Promise<CheckoutError> {
    const [day] = this.repos.capacity ? await this.repos.capacity.days(date, date) : [];
    const want = admissionsOf(input.selection.tickets);
    const refusal = day ? capacityRefusal(availabilityOf(day), want) : null;
    const remaining = refusal?.remaining ?? 0;
    return {
      kind: 'sold-out',
      code: 'day-full',
      message: refusal?.message ?? onlyLeft(remaining, date),
      remaining,
      path: 'tickets',
    };
  }

  /**
   * The first answer for a key used within a day: its order, or 409 for another body. (The
   * repository forgets an older use of the key as it reads.)
   */
  private async earlierAnswer(
    input: CheckoutInput,
  ): Promise<Result<StoredOrder, CheckoutError> | null> {
    const key = input.idempotency;
    if (!key) return null;
    const since = new Date(this.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS);
    const found = await this.repos.orders.findByIdempotencyKey(input.sessionUserId, key.key, since);
    if (!found) return null;
    if (found.requestHash !== key.requestHash)
      return err(conflict('key-reused', IDEMPOTENCY_KEY_REUSED));
    return ok(found.order);
  }

  /** The order to write: the selection and contact checked, looked up and priced. */
  private async orderFor(input: CheckoutInput): Promise<Result<NewOrder, CheckoutError>> {
    const today = this.clock.today();
    const { selection, contact } = input;
    const problem = selectionProblem(selection, today) ?? contactProblem(contact);
    if (problem) return err(invalid(problem));
    if (
      needsVisitDate(selection) &&
      selection.visitDate !== null &&
      beyondSalesWindow(selection.visitDate, today, this.salesDays)
    )
      return err(invalid({ message: visitDateTooFar(this.salesDays), path: 'visitDate' }));
    const found = await lookUp(this.repos.catalog, selection);
    const missing = catalogProblem(selection, found);
    if (missing) return err(invalid(missing));
    const priced = priceOrder(selection, found);
    const visitDate = needsVisitDate(selection) ? selection.visitDate : null;
    return ok({
      userId: input.sessionUserId,
      orderDate: today,
      visitDate,
      contact,
      attractionIds: found.attractions.map((a) => a.id),
      priced,
      idempotency: input.idempotency,
      mail: this.mails?.mailFor({ visitDate, priced, contact }) ?? undefined,
    });
  }
}
