import { describe, expect, it } from 'vitest';
import { startServer } from './main';
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
