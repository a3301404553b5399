/**
 * Draws the demo park's pictures: one SVG per seeded attraction, restaurant and item of
 * merchandise (at the path the seed gives it), the fallback pictures and the favicon.
 * Run once after changing the seed: `npx tsx adapters/web/scripts/make-images.ts`.
 * The output is committed; the app never runs this.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// A build-time script may read the seed list so every seeded item gets its picture (an
// exception stated in eslint.config.js); the web app itself never imports the persistence adapter.
import {
  DEMO_ATTRACTIONS,
  DEMO_MERCHANDISE,
  DEMO_RESTAURANTS,
  imagePath,
} from '../../persistence/seeds/demo-park-data';
import { FALLBACK_IMAGES, hashName } from '../src/lib/fallback-image';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const W = 640;
const H = 400;

/** Dusk, dawn, lagoon, candy, meadow, twilight: [top, bottom, accent]. */
const PALETTES = [
  ['#3d2780', '#f3a6c8', '#ffd98a'],
  ['#ff9a8b', '#ffe1a8', '#d9487f'],
  ['#1c6e8c', '#9be3f0', '#ffffff'],
  ['#d9487f', '#ffd1e3', '#5b3fa8'],
  ['#2e7d5b', '#c8f2d4', '#ffd98a'],
  ['#241a3d', '#6a4fb3', '#f7d6ff'],
] as const;

type Palette = (typeof PALETTES)[number];
const paletteFor = (name: string): Palette => PALETTES[hashName(name) % PALETTES.length]!;

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svg(name: string, p: Palette, body: string): string {
  const title = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<g fill="#fff" opacity=".7"><circle cx="60" cy="50" r="3"/><circle cx="180" cy="90" r="2"/><circle cx="520" cy="40" r="3"/><circle cx="600" cy="120" r="2"/></g>
${body}
</svg>
`;
}

const ground = (color = '#ffffff', opacity = 0.35) =>
  `<path d="M0 330 Q160 300 320 330 T640 330 V400 H0 Z" fill="${color}" opacity="${opacity}"/>`;

function spokes(
  cx: number,
  cy: number,
  r: number,
  n: number,
  color: string,
  width: number,
): string {
  return Array.from({ length: n }, (_, i) => {
    const a = (i * 2 * Math.PI) / n;
    const x = (cx + r * Math.cos(a)).toFixed(1);
    const y = (cy + r * Math.sin(a)).toFixed(1);
    return `<line x1="${cx}" y1="${cy}" x2="${x}" y2="${y}" stroke="${color}" stroke-width="${width}"/>`;
  }).join('');
}

const ATTRACTION_ART: Record<string, (p: Palette) => string> = {
  'Roller Coaster': (p) => {
    const track = 'M20 300 C120 300 140 90 240 90 C340 90 330 300 420 300 S560 180 620 180';
    const supports = Array.from({ length: 15 }, (_, i) => 40 + i * 40)
      .map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`)
      .join('');
    return `${ground()}<clipPath id="under"><path d="${track} V${H} H20 Z"/></clipPath>
<g stroke="#fff" stroke-width="4" opacity=".6" clip-path="url(#under)">${supports}</g>
<path d="${track}" fill="none" stroke="${p[2]}" stroke-width="12" stroke-linecap="round"/>
<g fill="#fff"><rect x="205" y="70" width="34" height="20" rx="5"/><rect x="243" y="72" width="34" height="20" rx="5"/></g>`;
  },
  Carousel: (p) =>
    `${ground()}<polygon points="320,50 140,160 500,160" fill="${p[2]}"/>
<path d="M140 160 Q170 185 200 160 Q230 185 260 160 Q290 185 320 160 Q350 185 380 160 Q410 185 440 160 Q470 185 500 160" fill="#fff"/>
<g stroke="#fff" stroke-width="5">${[180, 250, 320, 390, 460].map((x) => `<line x1="${x}" y1="170" x2="${x}" y2="320"/>`).join('')}</g>
<g fill="${p[0]}">${[180, 250, 320, 390, 460].map((x, i) => `<ellipse cx="${x}" cy="${240 + (i % 2) * 30}" rx="26" ry="14"/>`).join('')}</g>
<rect x="130" y="318" width="380" height="18" rx="6" fill="#fff"/>`,
  'Water Ride': (p) =>
    `<path d="M0 250 Q80 220 160 250 T320 250 T480 250 T640 250 V400 H0 Z" fill="#1c6e8c" opacity=".8"/>
<path d="M0 290 Q80 260 160 290 T320 290 T480 290 T640 290 V400 H0 Z" fill="#9be3f0" opacity=".8"/>
<rect x="230" y="225" width="180" height="44" rx="22" fill="${p[2]}" stroke="#fff" stroke-width="5"/>
<g fill="#fff" opacity=".9"><circle cx="200" cy="210" r="8"/><circle cx="440" cy="200" r="10"/><circle cx="470" cy="230" r="6"/><circle cx="175" cy="235" r="5"/></g>`,
  'Themed Ride': (p) =>
    `<circle cx="520" cy="90" r="40" fill="#fff" opacity=".85"/>${ground(p[0], 0.6)}
<g fill="${p[0]}"><rect x="220" y="170" width="200" height="170"/><rect x="190" y="130" width="50" height="210"/><rect x="400" y="130" width="50" height="210"/><rect x="290" y="100" width="60" height="240"/>
<polygon points="190,130 215,70 240,130"/><polygon points="400,130 425,70 450,130"/><polygon points="290,100 320,30 350,100"/></g>
<g fill="${p[2]}"><rect x="310" y="130" width="20" height="30" rx="10"/><path d="M295 340 v-50 a25 25 0 0 1 50 0 v50 z"/></g>`,
  'Ferris Wheel': (p) =>
    `${ground()}<circle cx="320" cy="180" r="130" fill="none" stroke="#fff" stroke-width="8"/>
${spokes(320, 180, 130, 12, '#fff', 3)}<circle cx="320" cy="180" r="16" fill="${p[2]}"/>
<g fill="${p[2]}">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<rect x="${(320 + 130 * Math.cos(a) - 12).toFixed(1)}" y="${(180 + 130 * Math.sin(a) - 6).toFixed(1)}" width="24" height="20" rx="5"/>`;
    }).join('')}</g>
<path d="M320 180 L250 345 M320 180 L390 345" stroke="#fff" stroke-width="10"/>`,
};

const plate = (p: Palette) =>
  `<ellipse cx="320" cy="260" rx="190" ry="70" fill="#fff"/><ellipse cx="320" cy="255" rx="130" ry="45" fill="${p[1]}" opacity=".6"/>
<g fill="#fff"><rect x="90" y="150" width="14" height="180" rx="7"/><rect x="80" y="130" width="6" height="50" rx="3"/><rect x="94" y="130" width="6" height="50" rx="3"/><rect x="108" y="130" width="6" height="50" rx="3"/>
<path d="M540 130 q30 40 10 110 v90 h-14 z"/></g>`;

const RESTAURANT_ART: Record<string, (p: Palette) => string> = {
  Standard: (p) =>
    `${plate(p)}<path d="M240 240 q80 -90 160 0 z" fill="#e0a050"/><rect x="235" y="240" width="170" height="14" rx="7" fill="#5a8f3c"/><rect x="240" y="254" width="160" height="18" rx="8" fill="#8a4a2a"/>`,
  Deluxe: (p) =>
    `${plate(p)}<path d="M200 250 a120 110 0 0 1 240 0 z" fill="${p[2]}"/><circle cx="320" cy="132" r="12" fill="${p[2]}"/><path d="M235 215 a95 90 0 0 1 40 -45" stroke="#fff" stroke-width="8" fill="none" opacity=".6"/>`,
  Special: (p) =>
    `${plate(p)}<path d="M270 150 a30 30 0 0 1 20 -50 a40 40 0 0 1 60 0 a30 30 0 0 1 20 50 z" fill="#fff"/><rect x="272" y="150" width="96" height="40" rx="6" fill="#fff"/>
<polygon points="320,205 330,228 355,228 335,243 343,267 320,252 297,267 305,243 285,228 310,228" fill="${p[2]}"/>`,
};

function merchArt(name: string, p: Palette): string {
  const lower = name.toLowerCase();
  const fill = p[2];
  if (lower.includes('hoodie'))
    return `<path d="M230 110 q90 -70 180 0 l90 60 -40 70 -40 -25 v175 h-200 v-175 l-40 25 -40 -70 z" fill="${fill}"/><path d="M270 110 q50 60 100 0" fill="none" stroke="#fff" stroke-width="6"/><rect x="270" y="300" width="100" height="40" rx="8" fill="#fff" opacity=".4"/>`;
  if (lower.includes('poncho'))
    return `<circle cx="320" cy="110" r="45" fill="${fill}"/><path d="M320 130 L160 350 H480 Z" fill="${fill}" opacity=".9"/><g fill="#fff" opacity=".8"><circle cx="230" cy="80" r="6"/><circle cx="420" cy="60" r="6"/><circle cx="460" cy="140" r="5"/></g>`;
  if (lower.includes('ears'))
    return `<circle cx="215" cy="150" r="80" fill="#241a3d"/><circle cx="425" cy="150" r="80" fill="#241a3d"/><path d="M170 300 q150 -180 300 0" fill="none" stroke="#241a3d" stroke-width="22"/><path d="M300 250 l-40 -25 v50 z M340 250 l40 -25 v50 z" fill="${fill}"/><circle cx="320" cy="250" r="12" fill="${fill}"/>`;
  if (lower.includes('bottle'))
    return `<rect x="285" y="60" width="70" height="40" rx="10" fill="#241a3d"/><rect x="250" y="95" width="140" height="260" rx="40" fill="${fill}"/><rect x="250" y="180" width="140" height="70" fill="#fff" opacity=".6"/>`;
  if (lower.includes('keychain'))
    return `<circle cx="320" cy="110" r="40" fill="none" stroke="#fff" stroke-width="10"/><line x1="320" y1="150" x2="320" y2="190" stroke="#fff" stroke-width="8"/><polygon points="320,185 345,245 410,250 360,290 375,355 320,320 265,355 280,290 230,250 295,245" fill="${fill}"/>`;
  // a T-shirt
  return `<path d="M250 90 h140 l100 60 -40 70 -40 -25 v185 h-180 v-185 l-40 25 -40 -70 z" fill="${fill}"/><path d="M280 90 q40 40 80 0" fill="none" stroke="#fff" stroke-width="6"/><polygon points="320,200 332,228 362,228 338,246 347,275 320,258 293,275 302,246 278,228 308,228" fill="#fff"/>`;
}

const FALLBACK_ART: Record<string, string> = {
  balloons: `<g stroke="#fff" stroke-width="2">${[240, 320, 400].map((x) => `<line x1="${x}" y1="${x === 320 ? 220 : 240}" x2="320" y2="360"/>`).join('')}</g>
<ellipse cx="240" cy="180" rx="50" ry="62" fill="#d9487f"/><ellipse cx="320" cy="150" rx="55" ry="68" fill="#ffd98a"/><ellipse cx="400" cy="180" rx="50" ry="62" fill="#5b3fa8"/>`,
  'big-top': `${ground()}<path d="M160 330 V190 L320 90 L480 190 V330 Z" fill="#fff"/><path d="M200 330 V190 L320 90 L260 330 Z M380 330 L320 90 L440 190 V330 Z" fill="#d9487f"/><path d="M290 330 v-60 a30 30 0 0 1 60 0 v60 z" fill="#3d2780"/><line x1="320" y1="90" x2="320" y2="50" stroke="#fff" stroke-width="4"/><polygon points="320,50 350,60 320,70" fill="#ffd98a"/>`,
  fireworks: `${spokes(220, 150, 70, 14, '#ffd98a', 4)}${spokes(420, 120, 60, 12, '#f7d6ff', 4)}${spokes(360, 250, 45, 10, '#ff9a8b', 4)}${ground('#241a3d', 0.7)}`,
  ticket: `<g transform="rotate(-8 320 200)"><path d="M130 120 h380 v50 a30 30 0 0 0 0 60 v50 h-380 v-50 a30 30 0 0 0 0 -60 z" fill="#fff"/><line x1="420" y1="130" x2="420" y2="270" stroke="#d9487f" stroke-width="4" stroke-dasharray="10 8"/>
<polygon points="280,160 294,192 328,194 302,216 310,250 280,232 250,250 258,216 232,194 266,192" fill="#5b3fa8"/></g>`,
};

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#3d2780"/>
<g fill="#f7d6ff"><rect x="18" y="30" width="28" height="24"/><rect x="14" y="22" width="8" height="32"/><rect x="42" y="22" width="8" height="32"/><rect x="28" y="18" width="8" height="36"/>
<polygon points="14,22 18,12 22,22"/><polygon points="42,22 46,12 50,22"/><polygon points="28,18 32,6 36,18"/></g>
<path d="M28 54 v-8 a4 4 0 0 1 8 0 v8 z" fill="#3d2780"/>
</svg>
`;

function write(webPath: string, content: string): void {
  const file = join(PUBLIC, ...webPath.split('/').filter(Boolean));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`wrote ${webPath}`);
}

for (const a of DEMO_ATTRACTIONS) {
  const p = paletteFor(a.name);
  write(imagePath('attractions', a.name), svg(a.name, p, ATTRACTION_ART[a.type]!(p)));
}
for (const r of DEMO_RESTAURANTS) {
  const p = paletteFor(r.name);
  write(imagePath('restaurants', r.name), svg(r.name, p, RESTAURANT_ART[r.type]!(p)));
}
for (const m of DEMO_MERCHANDISE) {
  const p = paletteFor(m.name);
  write(imagePath('merch', m.name), svg(m.name, p, merchArt(m.name, p)));
}
FALLBACK_IMAGES.forEach((path, i) => {
  const key = path.split('/').pop()!.replace('.svg', '');
  write(path, svg('A day at the park', PALETTES[i % PALETTES.length]!, FALLBACK_ART[key]!));
});
write('/favicon.svg', FAVICON);
