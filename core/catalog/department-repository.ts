import type { Attraction, Merchandise, Restaurant } from './catalog';
import type {
  AttractionFields,
  CatalogKind,
  MerchandiseFields,
  Removal,
  RestaurantExpense,
  RestaurantFields,
} from './departments';
import type { Cents } from '../shared/money';
import type { AuditActor } from '../audit/audit';

/** An attraction's new fields; the type and the open switch stay as they are when not given. */
export type AttractionChanges = Omit<AttractionFields, 'type'> & {
  type?: AttractionFields['type'] | undefined;
  open?: boolean | undefined;
};

export interface NewRestaurant extends RestaurantFields {
  /** The voucher price, derived from the type by the use case. */
  amount: Cents;
}

/** A restaurant expense as stored, and as its audit entry keeps it. */
export type StoredRestaurantExpense = RestaurantExpense & { id: number };

/**
 * The manager's writes to the catalog (attractions, shop items, restaurants) and restaurant
 * expenses. Names are unique among the records in use ('name-taken'); a record that is retired or
 * unknown is not found (null). Removing a record that history refers to retires it instead.
 *
 * Every write names the manager making it (`by`) and appends its audit entry in its own
 * transaction, target `<kind> <id>` (`attraction 3`), before and after the record as these methods
 * answer it: `<kind>.add` (before null), `<kind>.update`, and for `remove` `<kind>.delete` or
 * `<kind>.retire` (after null: it has left the catalog); an expense is `expense.add` on
 * `expense <id>`. A write refused (a taken name, an unknown record) appends nothing.
 */
export interface DepartmentRepository {
  addAttraction(
    fields: AttractionFields & { open: boolean },
    by: AuditActor,
  ): Promise<Attraction | 'name-taken'>;
  updateAttraction(
    id: number,
    fields: AttractionChanges,
    by: AuditActor,
  ): Promise<Attraction | 'name-taken' | null>;
  addMerchandise(fields: MerchandiseFields, by: AuditActor): Promise<Merchandise | 'name-taken'>;
  updateMerchandise(
    id: number,
    fields: MerchandiseFields,
    by: AuditActor,
  ): Promise<Merchandise | 'name-taken' | null>;
  addRestaurant(fields: NewRestaurant, by: AuditActor): Promise<Restaurant | 'name-taken'>;
  updateRestaurant(
    id: number,
    fields: NewRestaurant,
    by: AuditActor,
  ): Promise<Restaurant | 'name-taken' | null>;
  /** Deletes a record in use, or retires it when orders, expenses or requests refer to it. */
  remove(kind: CatalogKind, id: number, by: AuditActor): Promise<Removal | null>;
  /** Stores an expense of a restaurant in use; 'no-restaurant' when there is none with that id. */
  addRestaurantExpense(
    expense: RestaurantExpense,
    by: AuditActor,
  ): Promise<{ id: number } | 'no-restaurant'>;
}
