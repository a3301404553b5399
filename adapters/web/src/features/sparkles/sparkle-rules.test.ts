import { describe, expect, it } from 'vitest';
import {
  MAX_DRIFT_PX,
  MAX_HUE,
  MAX_LIFETIME_MS,
  pickSparkle,
  sparkleColor,
  SPARKLE_TIERS,
} from './sparkle-rules';

/** A random source that returns the given values in turn, forever. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('sparkle rules', () => {
  it('has nine size/opacity tiers', () => {
    expect(SPARKLE_TIERS).toHaveLength(9);
    expect(new Set(SPARKLE_TIERS.map((t) => t.sizePx)).size).toBe(9);
    for (const tier of SPARKLE_TIERS) {
      expect(tier.opacity).toBeGreaterThan(0);
      expect(tier.opacity).toBeLessThanOrEqual(1);
    }
  });

  it('is pale: hsl(h 60% 90%)', () => {
    expect(sparkleColor(42)).toBe('hsl(42 60% 90%)');
  });

  it('picks the lowest values at 0 and stays inside every range near 1', () => {
    const low = pickSparkle(() => 0);
    expect(low).toMatchObject({ tier: 0, hue: 0, lifetimeMs: MAX_LIFETIME_MS, driftPx: 0 });
    const high = pickSparkle(() => 0.999999);
    expect(high.tier).toBe(8);
    expect(high.hue).toBe(MAX_HUE);
    expect(high.lifetimeMs).toBeGreaterThan(0);
    expect(high.driftPx).toBeLessThanOrEqual(MAX_DRIFT_PX);
    // A faulty source returning 1 must not escape the ranges either.
    const faulty = pickSparkle(() => 1);
    expect(faulty.tier).toBe(8);
    expect(faulty.hue).toBeLessThanOrEqual(160);
  });

  it('reaches every tier and keeps hue, life and drift in range for many draws', () => {
    const tiers = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const s = pickSparkle(Math.random);
      tiers.add(s.tier);
      expect(s.hue).toBeGreaterThanOrEqual(0);
      expect(s.hue).toBeLessThanOrEqual(160);
      expect(Number.isInteger(s.hue)).toBe(true);
      expect(s.lifetimeMs).toBeGreaterThan(0);
      expect(s.lifetimeMs).toBeLessThanOrEqual(1100);
      expect(s.driftPx).toBeGreaterThanOrEqual(0);
      expect(s.driftPx).toBeLessThanOrEqual(80);
      expect(s.color).toBe(`hsl(${s.hue} 60% 90%)`);
      expect(s.sizePx).toBe(SPARKLE_TIERS[s.tier]!.sizePx);
    }
    expect(tiers.size).toBe(9);
  });

  it('draws each property from the random source in a fixed order', () => {
    const s = pickSparkle(sequence(0.5, 0.25, 0.5, 0.5, 0.5, 0.5));
    expect(s).toMatchObject({ tier: 4, hue: 40, lifetimeMs: 550, driftPx: 40, dx: 0, dy: 0 });
  });
});
