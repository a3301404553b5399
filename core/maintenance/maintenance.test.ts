import { describe, expect, it } from 'vitest';
import {
  dateResolvedProblem,
  maintenanceCostProblem,
  overdueAttractionIds,
  URGENT_WINDOW_DAYS,
  type AttractionMaintenanceHistory,
} from './maintenance';

const TODAY = '2026-06-30';
const attraction = (
  attractionId: number,
  lastSubmittedDate: string | null,
  hasUnresolvedAutomatic = false,
): AttractionMaintenanceHistory => ({ attractionId, lastSubmittedDate, hasUnresolvedAutomatic });

describe('overdue attractions (no maintenance request in the past 30 days)', () => {
  it('uses a 30-day window', () => {
    expect(URGENT_WINDOW_DAYS).toBe(30);
  });

  it('is overdue when the last request is 31 days old, not when it is 30 days old', () => {
    // 2026-06-30 minus 30 days is 2026-05-31; minus 31 days is 2026-05-30.
    expect(overdueAttractionIds([attraction(1, '2026-05-31')], TODAY)).toEqual([]);
    expect(overdueAttractionIds([attraction(1, '2026-05-30')], TODAY)).toEqual([1]);
  });

  it('is not overdue with a request today or in the window', () => {
    expect(
      overdueAttractionIds([attraction(1, TODAY), attraction(2, '2026-06-15')], TODAY),
    ).toEqual([]);
  });

  it('is overdue for an attraction that never had a request', () => {
    expect(overdueAttractionIds([attraction(7, null)], TODAY)).toEqual([7]);
  });

  it('skips an attraction whose automatic request is still unresolved', () => {
    expect(overdueAttractionIds([attraction(3, '2026-01-01', true)], TODAY)).toEqual([]);
  });

  it('counts across month and year ends by calendar day', () => {
    expect(overdueAttractionIds([attraction(1, '2025-12-02')], '2026-01-01')).toEqual([]);
    expect(overdueAttractionIds([attraction(1, '2025-12-01')], '2026-01-01')).toEqual([1]);
    // 2028 is a leap year: 2028-03-01 minus 30 days is 2028-01-31.
    expect(overdueAttractionIds([attraction(1, '2028-01-31')], '2028-03-01')).toEqual([]);
    expect(overdueAttractionIds([attraction(1, '2028-01-30')], '2028-03-01')).toEqual([1]);
  });

  it('answers the overdue ids in ascending order', () => {
    const history = [attraction(9, null), attraction(2, '2026-01-01'), attraction(5, TODAY)];
    expect(overdueAttractionIds(history, TODAY)).toEqual([2, 9]);
  });
});

describe('maintenance cost', () => {
  it('accepts zero and whole cents', () => {
    expect(maintenanceCostProblem(0)).toBeNull();
    expect(maintenanceCostProblem(12.34)).toBeNull();
    expect(maintenanceCostProblem(0.1 + 0.2)).toBeNull();
    expect(maintenanceCostProblem(1_000_000)).toBeNull();
  });

  it('refuses negative, fractional cents, too large and non-finite', () => {
    expect(maintenanceCostProblem(-0.01)).toMatch(/negative/);
    expect(maintenanceCostProblem(1.005)).toMatch(/2 decimals/);
    expect(maintenanceCostProblem(1_000_000.01)).toMatch(/at most/);
    expect(maintenanceCostProblem(Number.NaN)).toMatch(/number/);
  });
});

describe('date resolved', () => {
  it('may be between the submitted day and today, both included', () => {
    expect(dateResolvedProblem('2026-06-01', '2026-06-01', TODAY)).toBeNull();
    expect(dateResolvedProblem(TODAY, '2026-06-01', TODAY)).toBeNull();
  });

  it('may not be in the future, before the submission, or not a day', () => {
    expect(dateResolvedProblem('2026-07-01', '2026-06-01', TODAY)).toMatch(/future/);
    expect(dateResolvedProblem('2026-05-31', '2026-06-01', TODAY)).toMatch(/before/);
    expect(dateResolvedProblem('2026-02-30', '2026-01-01', TODAY)).toMatch(/date/);
  });
});
