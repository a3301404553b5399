import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The test checks the committed pictures against the seed list; the app never imports it.
import * as seeds from '../../../persistence/seeds/demo-park-data';
import { FALLBACK_IMAGES, fallbackImageFor } from './fallback-image';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');
const file = (webPath: string) => join(publicDir, ...webPath.split('/').filter(Boolean));

describe('park images', () => {
  const seeded = [
    ...seeds.DEMO_ATTRACTIONS.map((a) => seeds.imagePath('attractions', a.name)),
    ...seeds.DEMO_RESTAURANTS.map((r) => seeds.imagePath('restaurants', r.name)),
    ...seeds.DEMO_MERCHANDISE.map((m) => seeds.imagePath('merch', m.name)),
  ];

  it.each(seeded)('%s exists and is an SVG with a title', (path) => {
    expect(existsSync(file(path))).toBe(true);
    const svg = readFileSync(file(path), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
  });

  it.each([...FALLBACK_IMAGES, '/favicon.svg'])('%s exists', (path) => {
    expect(existsSync(file(path))).toBe(true);
  });
});

describe('fallbackImageFor', () => {
  it('always picks the same generic picture for a name', () => {
    expect(fallbackImageFor('Thunder Falls')).toBe(fallbackImageFor('Thunder Falls'));
    expect(fallbackImageFor(' thunder falls ')).toBe(fallbackImageFor('Thunder Falls'));
    expect(FALLBACK_IMAGES).toContain(fallbackImageFor('Anything at all'));
  });

  it('spreads different names over all the pictures', () => {
    const names = Array.from({ length: 40 }, (_, i) => `Ride number ${i}`);
    expect(new Set(names.map(fallbackImageFor)).size).toBe(FALLBACK_IMAGES.length);
  });
});
