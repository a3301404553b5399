import { addDays, type IsoDate } from '../shared/dates';

/** How far ahead days are sold, unless the park says otherwise (PARK_SALES_DAYS). */
export const DEFAULT_SALES_DAYS = 365;

/** The refusal of a visit date past the sales window. */
export const visitDateTooFar = (salesDays: number): string =>
  `The visit date must be within the next ${salesDays} days`;

/** The last visit day on sale today: reports and capacity know every day up to it. */
export const lastDayOnSale = (today: IsoDate, salesDays: number): IsoDate =>
  addDays(today, salesDays);

/** True when a visit date lies past the sales window (9999-12-31, say). */
export const beyondSalesWindow = (visitDate: IsoDate, today: IsoDate, salesDays: number) =>
  visitDate > lastDayOnSale(today, salesDays);
