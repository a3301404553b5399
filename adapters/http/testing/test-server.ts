import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type Koa from 'koa';
import { loadConfig, type AppConfig } from '../../config';

/** A configuration for tests: quiet, embedded, with a given web dist folder. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'pglite://memory',
    PARK_NAME: 'Test Park',
    ...env,
  });
}

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">test app</div></body></html>';
export const TEST_ASSET = '/assets/app-3f9a1c.js';

/** A hashed asset that `makeWebDist({ precompressed: true })` writes with .br and .gz siblings. */
export const TEST_PRECOMPRESSED_ASSET = '/assets/park-8c1d2e.js';
export const TEST_PRECOMPRESSED_CODE = `console.log(${JSON.stringify('Welcome to the park! '.repeat(100))});`;

/** Writes `<file>.br` and `<file>.gz` beside a file, as the build does (adapters/web/precompress.ts). */
function writeCompressedSiblings(file: string, content: string): void {
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/**
 * A stand-in for the built web app: index.html, one hashed asset and one image. With
 * `precompressed`, also TEST_PRECOMPRESSED_ASSET, and index.html gets .br and .gz siblings too.
 */
export function makeWebDist(options: { precompressed?: boolean } = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'park-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'images'));
  writeFileSync(join(root, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(root, TEST_ASSET), 'console.log("park");');
  writeFileSync(join(root, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (options.precompressed) {
    writeFileSync(join(root, TEST_PRECOMPRESSED_ASSET), TEST_PRECOMPRESSED_CODE);
    writeCompressedSiblings(join(root, TEST_PRECOMPRESSED_ASSET), TEST_PRECOMPRESSED_CODE);
    writeCompressedSiblings(join(root, 'index.html'), TEST_INDEX_HTML);
  }
  return root;
}

/** Serves a Koa app on a free port of 127.0.0.1. */
export async function listenOnFreePort(app: Koa): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}`, close };
}
