/** Generic pictures for an item without its own image (or whose image fails to load). */
export const FALLBACK_IMAGES = [
  '/images/fallback/balloons.svg',
  '/images/fallback/big-top.svg',
  '/images/fallback/fireworks.svg',
  '/images/fallback/ticket.svg',
] as const;

/** FNV-1a: a small, stable string hash, so a name always gets the same picture. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The fallback picture for a name: one of FALLBACK_IMAGES, always the same one. */
export function fallbackImageFor(name: string): string {
  return FALLBACK_IMAGES[hashName(name.trim().toLowerCase()) % FALLBACK_IMAGES.length]!;
}
