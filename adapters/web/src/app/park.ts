import { dayInZone, DEFAULT_PARK_TZ, type IsoDate } from '../../../../core/shared/dates';

/** The park's name, shown in the header, the home page, the footer and the tab title. */
export const PARK_NAME = 'Dreamland Park';
export const PARK_TAGLINE = 'the dreamiest place on Earth!';
export const COPYRIGHT_YEAR = 2024;
export const SOURCE_CODE_URL = 'https://github.com/';

/** The park's day boundaries (DECISIONS.md: PARK_TZ, default America/Chicago). */
export const PARK_TZ = DEFAULT_PARK_TZ;

/** Today in the park, as `YYYY-MM-DD`. */
export function parkToday(now: Date = new Date()): IsoDate {
  return dayInZone(now, PARK_TZ);
}
