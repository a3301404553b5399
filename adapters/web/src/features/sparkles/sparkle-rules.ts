/**
 * The pointer sparkles' rules (spec section 1), free of the DOM so they can be tested:
 * nine size/opacity tiers, a pale hue in 0..160 at 60% saturation and 90% lightness,
 * a life of up to 1.1 s and a downward drift of at most 80 px.
 */
export type RandomSource = () => number;

export interface SparkleTier {
  sizePx: number;
  opacity: number;
}

/** Small sparkles are bright, big ones are faint. */
export const SPARKLE_TIERS: readonly SparkleTier[] = [
  { sizePx: 4, opacity: 1 },
  { sizePx: 6, opacity: 0.95 },
  { sizePx: 8, opacity: 0.9 },
  { sizePx: 10, opacity: 0.85 },
  { sizePx: 12, opacity: 0.8 },
  { sizePx: 14, opacity: 0.75 },
  { sizePx: 16, opacity: 0.7 },
  { sizePx: 18, opacity: 0.65 },
  { sizePx: 20, opacity: 0.6 },
];

export const MAX_HUE = 160;
export const MAX_LIFETIME_MS = 1100;
export const MAX_DRIFT_PX = 80;
/** How far from the pointer a sparkle may appear, in each direction. */
export const MAX_SCATTER_PX = 12;

export interface Sparkle {
  tier: number;
  sizePx: number;
  opacity: number;
  hue: number;
  color: string;
  lifetimeMs: number;
  driftPx: number;
  dx: number;
  dy: number;
}

/** A random source may return 1 by mistake; keep every pick inside its range anyway. */
const unit = (random: RandomSource) => Math.min(Math.max(random(), 0), 1 - Number.EPSILON);

export const sparkleColor = (hue: number) => `hsl(${hue} 60% 90%)`;

/** One sparkle near the pointer, every property drawn from `random` (Math.random in the app). */
export function pickSparkle(random: RandomSource): Sparkle {
  const tier = Math.floor(unit(random) * SPARKLE_TIERS.length);
  const { sizePx, opacity } = SPARKLE_TIERS[tier]!;
  const hue = Math.floor(unit(random) * (MAX_HUE + 1));
  // 1 - u lies in (0, 1]: a sparkle always lives a little, and never past the maximum.
  const lifetimeMs = Math.round((1 - unit(random)) * MAX_LIFETIME_MS) || 1;
  const driftPx = unit(random) * MAX_DRIFT_PX;
  const dx = (unit(random) * 2 - 1) * MAX_SCATTER_PX;
  const dy = (unit(random) * 2 - 1) * MAX_SCATTER_PX;
  return { tier, sizePx, opacity, hue, color: sparkleColor(hue), lifetimeMs, driftPx, dx, dy };
}
