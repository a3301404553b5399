/**
 * The JavaScript a first visit to the home page downloads (the entry script and the
 * chunks index.html preloads), raw and gzipped. Run after `npm run build`:
 * `npx tsx adapters/web/scripts/home-bundle-size.ts`. Exits 1 above the budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_GZIP_KB = 120;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

let raw = 0;
let gzip = 0;
for (const path of scripts) {
  const code = readFileSync(join(dist, path));
  const gz = gzipSync(code, { level: 9 }).length;
  raw += code.length;
  gzip += gz;
  console.log(`${(gz / 1024).toFixed(2).padStart(8)} KB gz  ${path}`);
}
console.log(
  `home route: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzipped`,
);
if (gzip / 1024 > BUDGET_GZIP_KB) {
  console.error(`over the ${BUDGET_GZIP_KB} KB budget`);
  process.exit(1);
}
