/** "Saturday, June 15, 2030" for a YYYY-MM-DD calendar day (noon, so no zone moves it). */
export function longDate(day: string): string {
  const date = new Date(`${day}T12:00:00`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
