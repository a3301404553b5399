import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects: the pure core, the server side against real databases, the web
// app in jsdom, and the browser smoke tests in Debian's chromium.
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
            'adapters/{http,persistence,cli,reports}/**/*.test.ts',
            'adapters/web/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['adapters/testing/setup-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['adapters/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['adapters/web/src/test/setup.ts'],
          // MUI pages render slowly in jsdom on a busy 2-core machine; this is a ceiling, not a budget.
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
          fileParallelism: false,
        },
      },
    ],
  },
});
