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

/** An attraction's new fields; the type and the open switch stay as they are when not given. */
export type AttractionChanges = Omit<AttractionFields, 'type'> & {
  type?: AttractionFields['type'] | undefined;
  open?: boolean | undefined;
};

export interface NewRestaurant extends RestaurantFields {
  /** The voucher price, derived from the type by the use case. */
  amount: Cents;
}

/**
 * The manager's writes to the catalog (attractions, shop items, restaurants) and restaurant
 * expenses. Names are unique among the records in use ('name-taken'); a record that is retired or
 * unknown is not found (null). Removing a record that history refers to retires it instead.
 */
export interface DepartmentRepository {
  addAttraction(fields: AttractionFields & { open: boolean }): Promise<Attraction | 'name-taken'>;
  updateAttraction(
    id: number,
    fields: AttractionChanges,
  ): Promise<Attraction | 'name-taken' | null>;
  addMerchandise(fields: MerchandiseFields): Promise<Merchandise | 'name-taken'>;
  updateMerchandise(
    id: number,
    fields: MerchandiseFields,
  ): Promise<Merchandise | 'name-taken' | null>;
  addRestaurant(fields: NewRestaurant): Promise<Restaurant | 'name-taken'>;
  updateRestaurant(id: number, fields: NewRestaurant): Promise<Restaurant | 'name-taken' | null>;
  /** Deletes a record in use, or retires it when orders, expenses or requests refer to it. */
  remove(kind: CatalogKind, id: number): Promise<Removal | null>;
  /** Stores an expense of a restaurant in use; 'no-restaurant' when there is none with that id. */
  addRestaurantExpense(expense: RestaurantExpense): Promise<{ id: number } | 'no-restaurant'>;
}
