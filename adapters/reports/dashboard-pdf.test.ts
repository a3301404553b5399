import { describe, expect, it } from 'vitest';
import type { DashboardBody } from '../contract/reports';
import { NO_SALES_MESSAGE } from './dashboard-figures';
import { SAMPLE_DASHBOARD } from './testing/sample-dashboard';
import { buildDashboardPdf, DASHBOARD_PDF_FILE, DASHBOARD_PDF_MARGIN_MM } from './dashboard-pdf';

const MM = 72 / 25.4; // points per millimetre

const day: Partial<DashboardBody> = SAMPLE_DASHBOARD;

const printedAt = new Date('2026-07-04T17:05:09Z');
const build = (dashboard: Partial<DashboardBody> | null) =>
  buildDashboardPdf({
    dashboard,
    title: 'Dreamland Park',
    printedAt,
    timeZone: 'America/Chicago',
    day: '2026-07-04',
  });

interface DrawnText {
  text: string;
  size: number;
  /** Baseline, in millimetres from the top of the page. */
  fromTop: number;
}

/** Every text the PDF draws, in order, read back from its (uncompressed) content stream. */
function drawnTexts(output: string, pageHeightMm: number): DrawnText[] {
  const texts: DrawnText[] = [];
  let size = 0;
  const ops = /\/F\d+ ([\d.]+) Tf|([\d.-]+) ([\d.-]+) Td\s*\n\((.*)\) Tj/g;
  for (const m of output.matchAll(ops)) {
    if (m[1]) size = Number(m[1]);
    else texts.push({ text: m[4]!, size, fromTop: pageHeightMm - Number(m[3]) / MM });
  }
  return texts;
}

describe('the dashboard PDF', () => {
  it('is saved as dashboard.pdf', () => {
    expect(DASHBOARD_PDF_FILE).toBe('dashboard.pdf');
    expect(DASHBOARD_PDF_MARGIN_MM).toBe(10);
  });

  it('holds the title, the moment printed and every figure of the five boxes, with $', () => {
    const out = build(day).output();
    for (const shown of [
      'Dreamland Park',
      'Manager Dashboard',
      'Saturday, July 4, 2026 at 12:05:09',
      '2026-07-04',
      'Tickets',
      'Restaurant',
      'Maintenance',
      'Shop',
      'Gate',
      'Check-ins today',
      'Admissions sold',
      '$1,234.50',
      '$385.00',
      '$120.25',
      '$980.10',
      '$212.75',
      '$88.40',
      'Revenue by area',
    ]) {
      expect(out, shown).toContain(shown);
    }
    const texts = drawnTexts(out, build(day).internal.pageSize.getHeight()).map((t) => t.text);
    for (const n of ['17', '4', '9', '6', '3', '2', '5', '7', '312', '1,480'])
      expect(texts).toContain(n);
    // The chart labels each bar with its area and dollars.
    expect(texts.filter((t) => t === '$1,234.50')).toHaveLength(2);
    expect(out).not.toContain(NO_SALES_MESSAGE);
  });

  it('fits its page to the content with 1 cm above the first text and below the last', () => {
    const doc = build(day);
    const width = doc.internal.pageSize.getWidth();
    const height = doc.internal.pageSize.getHeight();
    expect(width).toBeCloseTo(210, 1);
    expect(height).not.toBeCloseTo(297, 0); // not A4: sized to what it shows
    const texts = drawnTexts(doc.output(), height);
    const first = texts[0]!;
    const last = texts.at(-1)!;
    const sizeMm = (t: DrawnText) => t.size / MM;
    expect(first.text).toBe('Dreamland Park');
    // The first glyphs start 1 cm down: the baseline lies less than one font size below it.
    expect(first.fromTop).toBeGreaterThan(DASHBOARD_PDF_MARGIN_MM);
    expect(first.fromTop - sizeMm(first)).toBeLessThan(DASHBOARD_PDF_MARGIN_MM);
    const top = (t: DrawnText) => t.fromTop - sizeMm(t);
    expect(Math.min(...texts.map(top))).toBeCloseTo(top(first), 6); // nothing above the title
    // The last text is the Shop bar's dollars, ending just above the bottom margin.
    expect(last.text).toBe('$212.75');
    const bottomGap = height - last.fromTop;
    expect(bottomGap).toBeGreaterThan(DASHBOARD_PDF_MARGIN_MM);
    expect(bottomGap).toBeLessThan(DASHBOARD_PDF_MARGIN_MM + sizeMm(last));
    expect(Math.max(...texts.map((t) => t.fromTop))).toBeLessThanOrEqual(
      height - DASHBOARD_PDF_MARGIN_MM,
    );
  });

  it('draws an empty day as zeros and says there are no sales yet', () => {
    const out = build(null).output();
    expect(out).toContain(NO_SALES_MESSAGE);
    expect(out).toContain('$0.00');
    expect(out).not.toContain('NaN');
  });

  it('says "Check-ins today" only when the figures are of the day it is printed', () => {
    const printed = (day: string | undefined, timeZone = 'America/Chicago') =>
      buildDashboardPdf({
        dashboard: SAMPLE_DASHBOARD,
        title: 'Park',
        printedAt,
        timeZone,
        day,
      }).output();
    expect(build(day).output()).toContain('(Check-ins today) Tj');
    expect(printed(undefined)).toContain('(Check-ins today) Tj');
    expect(printed('2026-07-03')).not.toContain('Check-ins today');
    expect(printed('2026-07-03')).toContain('(Check-ins) Tj');
    // 17:05 UTC on July 4 is already July 5 in Tokyo: the park's day, not the machine's.
    expect(printed('2026-07-05', 'Asia/Tokyo')).toContain('(Check-ins today) Tj');
    expect(printed('2026-07-04', 'Asia/Tokyo')).toContain('(Check-ins) Tj');
  });

  it('reads the other naming of the figures too', () => {
    const out = build({ ticketRevenue: 99.5, merchandiseTransactions: 12 }).output();
    expect(out).toContain('$99.50');
    expect(out).toContain('(12) Tj');
  });
});
