#!/usr/bin/env node
// `park` when installed as a bin: the compiled command (dist/park.js, `npm run build`), or in a
// checkout that has not been built, the TypeScript entry point through tsx (development).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const built = new URL('../../../dist/park.js', import.meta.url);
if (existsSync(fileURLToPath(built))) {
  await import(built.href);
} else {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
