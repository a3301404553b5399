import type {
  Attraction,
  AttractionType,
  Merchandise,
  MerchandiseType,
  Restaurant,
  ThrillLevel,
} from '../../core/catalog/catalog';
import { cents } from '../../core/shared/money';

/** The catalog tables' rows and their mapping to the core's types, shared by every catalog query. */
export interface AttractionRow {
  id: number;
  name: string;
  type: AttractionType;
  description: string;
  short_description: string;
  thrill_level: ThrillLevel;
  height_requirement: string;
  image: string;
  is_open: boolean;
}

export interface RestaurantRow {
  id: number;
  name: string;
  type: string;
  amount_cents: number;
  description: string;
  image: string;
}

export interface MerchandiseRow {
  id: number;
  name: string;
  type: MerchandiseType;
  supplier_cost_cents: number;
  selling_cost_cents: number;
  image: string;
}

/** The columns each catalog row is read with, by table (the rows above). */
export const CATALOG_COLUMNS = {
  attractions: [
    'id',
    'name',
    'type',
    'description',
    'short_description',
    'thrill_level',
    'height_requirement',
    'image',
    'is_open',
  ],
  restaurants: ['id', 'name', 'type', 'amount_cents', 'description', 'image'],
  merchandise: ['id', 'name', 'type', 'supplier_cost_cents', 'selling_cost_cents', 'image'],
};

export const toAttraction = (row: AttractionRow): Attraction => ({
  id: row.id,
  name: row.name,
  type: row.type,
  description: row.description,
  shortDescription: row.short_description,
  thrillLevel: row.thrill_level,
  heightRequirement: row.height_requirement,
  image: row.image,
  open: row.is_open,
});

export const toRestaurant = (row: RestaurantRow): Restaurant => ({
  id: row.id,
  name: row.name,
  type: row.type,
  amount: cents(row.amount_cents),
  description: row.description,
  image: row.image,
});

export const toMerchandise = (row: MerchandiseRow): Merchandise => ({
  id: row.id,
  name: row.name,
  type: row.type,
  supplierCost: cents(row.supplier_cost_cents),
  sellingCost: cents(row.selling_cost_cents),
  image: row.image,
});
