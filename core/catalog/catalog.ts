import type { Cents } from '../shared/money';
import type { WeatherCondition } from '../weather/weather';

export const ATTRACTION_TYPES = [
  'Roller Coaster',
  'Carousel',
  'Water Ride',
  'Themed Ride',
  'Ferris Wheel',
] as const;
export type AttractionType = (typeof ATTRACTION_TYPES)[number];

export const THRILL_LEVELS = ['Low', 'Moderate', 'High'] as const;
export type ThrillLevel = (typeof THRILL_LEVELS)[number];

export const MERCHANDISE_TYPES = ['Clothing', 'Accessory'] as const;
export type MerchandiseType = (typeof MERCHANDISE_TYPES)[number];

export interface Attraction {
  id: number;
  name: string;
  type: AttractionType;
  description: string;
  shortDescription: string;
  thrillLevel: ThrillLevel;
  heightRequirement: string;
  image: string;
  open: boolean;
}

export interface Restaurant {
  id: number;
  name: string;
  type: string;
  /** The voucher price, derived from the type when the restaurant is saved. */
  amount: Cents;
  description: string;
  image: string;
}

export interface Merchandise {
  id: number;
  name: string;
  type: MerchandiseType;
  supplierCost: Cents;
  sellingCost: Cents;
  image: string;
}

export interface WeatherRecord {
  date: string;
  condition: WeatherCondition;
}
