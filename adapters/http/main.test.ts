import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { SERVER_TIMEOUTS, startServer } from './main';
import { testConfig } from './testing/test-server';

describe('startServer', () => {
  it('migrates and seeds a fresh embedded park, listens, prints the demo logins and stops', async () => {
    let printed = '';
    const running = await startServer(testConfig({ PORT: '0', WEB_DIST: '/nonexistent' }), {
      handleSignals: false,
      print: (text) => (printed += text),
    });
    try {
      expect(printed).toContain(running.url);
      for (const email of ['visitor@example.com', 'staff@example.com', 'manager@example.com']) {
        expect(printed).toContain(email);
      }
      const response = await fetch(new URL('/attractions', running.url));
      expect(response.status).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await running.stop();
    }
    expect(running.server.listening).toBe(false);
  });
});

describe('startServer in production', () => {
  it('never prints the demo passwords, and warns that the demo accounts still have them', async () => {
    let printed = '';
    const running = await startServer(
      testConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        ALLOW_PLAIN_HTTP: 'true',
        PORT: '0',
        WEB_DIST: '/nonexistent',
      }),
      { handleSignals: false, print: (text) => (printed += text) },
    );
    try {
      expect(printed).toContain(running.url);
      for (const password of ['Visitor#2024', 'Staff#2024', 'Manager#2024'])
        expect(printed).not.toContain(password);
      expect(printed).not.toMatch(/Demo logins/i);
      expect(printed).toMatch(
        /demo accounts visitor@example\.com, staff@example\.com, manager@example\.com still have their demo passwords/,
      );
    } finally {
      await running.stop();
    }
  });
});

/** Resolves with how long the server took to close a socket that sends `bytes` and then waits. */
function closedAfterMs(url: string, bytes: string): Promise<number | string> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('error', () => {});
    socket.resume(); // read what comes, so the server's end is seen
    socket.on('close', () => done(Date.now() - started));
    setTimeout(() => {
      socket.destroy();
      done(`kept open: ${JSON.stringify(bytes.slice(0, 20))}`);
    }, 8_000).unref();
  });
}

describe('socket time limits', () => {
  it('closes idle, slow and kept-alive sockets instead of holding them', async () => {
    const running = await startServer(testConfig({ PORT: '0', WEB_DIST: '/nonexistent' }), {
      handleSignals: false,
      print: () => {},
      timeouts: {
        headersTimeout: 600,
        requestTimeout: 1_000,
        keepAliveTimeout: 300,
        connectionsCheckingInterval: 100,
      },
    });
    try {
      const idle = closedAfterMs(running.url, '');
      const slowHeaders = closedAfterMs(running.url, 'GET /attractions HTTP/1.1\r\nHost: x\r\n');
      const slowBody = closedAfterMs(
        running.url,
        'POST /auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
      );
      const keptAlive = closedAfterMs(
        running.url,
        'GET /attractions HTTP/1.1\r\nHost: x\r\nAccept: application/json\r\n\r\n',
      );
      const [a, b, c, d] = await Promise.all([idle, slowHeaders, slowBody, keptAlive]);
      expect([a, b, c, d].map((ms) => (typeof ms === 'number' ? ms < 4_000 : ms))).toEqual([
        true,
        true,
        true,
        true,
      ]);
    } finally {
      await running.stop();
    }
  });

  it('defaults to limits measured in seconds, not minutes', () => {
    expect(SERVER_TIMEOUTS.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(SERVER_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
    expect(SERVER_TIMEOUTS.keepAliveTimeout).toBeLessThanOrEqual(5_000);
  });
});
