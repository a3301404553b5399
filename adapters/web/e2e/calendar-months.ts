/** The visit-day calendar's months as its heading names them, for the browser tests that turn it. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-28" (or "2026-11") → "November 2026", the calendar's name for its month. */
export const monthOf = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** "November 2026" → "2026-11". */
export const monthKey = (name: string) => {
  const [month = '', year = ''] = name.split(' ');
  return `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}`;
};

/** "2026-11" moved `by` months: "2026-12" for 1, "2026-10" for -1. */
export const shiftMonth = (key: string, by: number) =>
  new Date(Date.UTC(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1 + by, 1))
    .toISOString()
    .slice(0, 7);
