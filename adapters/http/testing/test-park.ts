import type { Container } from 'inversify';
import { FixedClock, PlainTextHasher } from '../../../core/testing/in-memory-infrastructure';
import { createContainer } from '../../composition-root';
import { createTestDatabase, databaseTargets } from '../../testing/test-database';
import { createApp } from '../app';
import { CookieClient } from './cookie-client';
import { listenOnFreePort, makeWebDist, testConfig } from './test-server';

/** The databases every HTTP test runs against: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const parkTargets = databaseTargets;

/** A park served over real HTTP on a free port, on its own migrated and seeded database. */
export interface TestPark {
  url: string;
  container: Container;
  /** A new browser-like client with an empty cookie jar. */
  client(): CookieClient;
  close(): Promise<void>;
}

export interface TestParkOptions {
  /** Extra environment for the configuration (e.g. WEB_DIST). */
  env?: Record<string, string>;
  /** Runs on the wired container before the app is built (to swap a binding). */
  customize?: (container: Container) => void;
}

/**
 * Opens a fresh demo park (passwords hashed by the fast PlainTextHasher, a clock that stands
 * still at the start of the test) and serves it.
 */
export async function openTestPark(
  target: (typeof parkTargets)[number],
  options: TestParkOptions = {},
): Promise<TestPark> {
  const database = await createTestDatabase(target, { seed: true });
  const config = testConfig({ WEB_DIST: makeWebDist(), ...options.env });
  const park = await createContainer(config, {
    database,
    hasher: new PlainTextHasher(),
    clock: new FixedClock(new Date(), config.parkTz),
  });
  options.customize?.(park.container);
  const server = await listenOnFreePort(createApp(park.container));
  const close = async () => {
    await server.close();
    await park.dispose();
    await database.close();
  };
  return {
    url: server.url,
    container: park.container,
    client: () => new CookieClient(server.url),
    close,
  };
}
