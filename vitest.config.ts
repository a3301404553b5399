import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The projects: the pure core, the server side against real databases, the web app in jsdom,
// and the browser smoke tests in Debian's chromium. Core, server and web share a module graph
// per worker (isolate: false): importing the app again for each file cost more than its tests.
// A test that needs modules loaded for the first time goes in FIRST_LOAD.

/** Web tests about a module's first load: each file on a module graph of its own. */
const FIRST_LOAD = ['adapters/web/src/app/store.test.ts'];
export default defineConfig({
  test: {
    // A worker per core, at least two. Vitest's default (cores - 1) ran the whole suite in one
    // worker on a 2-core machine, although the server tests spend much of their time waiting
    // on PostgreSQL, a `park` child process or a socket. The browser project stays one file at
    // a time (fileParallelism: false below), after the others.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'core',
          include: ['core/**/*.test.ts'],
          environment: 'node',
          // Framework-free code: one module graph per worker, not a new process per file
          // (most core files run in well under a second; starting one cost more). A group of
          // its own, so a worker goes from one core file to the next.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'adapters/*.test.ts',
            'adapters/{http,persistence,cli,reports,mail}/**/*.test.ts',
            'adapters/web/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['adapters/testing/setup-server.ts'],
          // One module graph per worker (issue 28: the server project 496 s -> 249 s): each
          // test opens its own park and database, and nothing here keeps state in a module
          // that another file could see (process.env is set per command: cli/testing/run-park.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['adapters/web/src/**/*.test.{ts,tsx}'],
          exclude: FIRST_LOAD,
          environment: 'jsdom',
          setupFiles: ['adapters/web/src/test/setup.ts'],
          // One module graph and jsdom per worker, cleaned after each test (test/setup.ts): a
          // new one per file cost more than the tests (issue 28: 179 s -> 79 s for the project).
          isolate: false,
          // MUI pages render slowly in jsdom on a busy 2-core machine; this is a ceiling, not a budget.
          testTimeout: 20_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-first-load',
          // What happens when a module is first loaded, on a module graph of its own.
          include: FIRST_LOAD,
          environment: 'jsdom',
          setupFiles: ['adapters/web/src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['adapters/web/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['adapters/testing/setup-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time, after the others: two at once, or beside the server tests,
          // each took twice as long on 2 cores (13 min 20 s in all, against 12 min 14 s).
          fileParallelism: false,
        },
      },
    ],
  },
});
