import { z } from 'zod';

// The public catalog and home data: anyone may read them.

/** GET /attractions: an array of these. status 1 = open, 0 = closed. */
export const AttractionBody = z.strictObject({
  attractionID: z.number().int(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  shortDescription: z.string(),
  thrillLevel: z.string(),
  heightRequirement: z.string(),
  image: z.string(),
  status: z.literal([0, 1]),
});
export type AttractionBody = z.infer<typeof AttractionBody>;

/** GET /get-rest: an array of these. */
export const RestaurantBody = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  amount: z.number(),
  description: z.string(),
  image: z.string(),
});
export type RestaurantBody = z.infer<typeof RestaurantBody>;

/** GET /get-merch: an array of these. */
export const MerchandiseBody = z.strictObject({
  MId: z.number().int(),
  name: z.string(),
  type: z.string(),
  supplierCost: z.number(),
  sellingCost: z.number(),
  image: z.string(),
});
export type MerchandiseBody = z.infer<typeof MerchandiseBody>;

/** GET /current-weather: today's record (sunny when nobody entered one). */
export const CurrentWeatherBody = z.strictObject({
  requests: z.array(z.strictObject({ weatherStatus: z.string(), date: z.string() })),
});
export type CurrentWeatherBody = z.infer<typeof CurrentWeatherBody>;

/** GET /park-info: the park's name, time zone and today's date there (YYYY-MM-DD). */
export const ParkInfoBody = z.strictObject({
  name: z.string(),
  timeZone: z.string(),
  today: z.string(),
  /** The admissions (and express ones) of a day no manager set (PUT /capacity). */
  dailyCapacity: z.number().int(),
  dailyExpressCapacity: z.number().int(),
});
export type ParkInfoBody = z.infer<typeof ParkInfoBody>;
