import type { BrowserContext, Page } from 'playwright-core';

/**
 * The page's layout shift so far, as CLS counts it (web-vitals' layout-shift entries, without
 * its session windows: every shift of the page's life adds up, so this is never below CLS).
 * Call `watchLayoutShift` on a context before its pages load; then `layoutShift(page)` reads
 * the sum and `resetLayoutShift(page)` starts it again (e.g. before a navigation by click).
 */
export async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      // As CLS counts them: a shift right after the person's own input is theirs, not the page's.
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the page has made since it loaded (or since `resetLayoutShift`). */
export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** Starts counting the page's layout shift again from 0. */
export const resetLayoutShift = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { __shift: number }).__shift = 0;
  });
