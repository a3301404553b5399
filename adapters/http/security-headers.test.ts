import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa, { type Middleware } from 'koa';
import helmet from 'koa-helmet';
import { describe, expect, it } from 'vitest';
import { helmetOptions, securityHeaders } from './security-headers';

/** The headers of one GET on a Koa app that runs `headers` and answers a small JSON body. */
async function headersOf(headers: Middleware): Promise<Record<string, string>> {
  const app = new Koa();
  app.use(headers);
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as AddressInfo;
    const seen: Record<string, string>[] = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      const all = Object.fromEntries(response.headers);
      delete all.date;
      seen.push(all);
    }
    expect(seen[1]).toEqual(seen[0]);
    return seen[0]!;
  } finally {
    server.close();
  }
}

describe('securityHeaders', () => {
  it.each([false, true])(
    'sends exactly what helmet with the same options sends (production: %s)',
    async (production) => {
      const recorded = await headersOf(securityHeaders({ production }));
      const direct = await headersOf(helmet(helmetOptions(production)));
      expect(recorded).toEqual(direct);
      expect(recorded['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(recorded['x-content-type-options']).toBe('nosniff');
      expect(recorded['strict-transport-security'] !== undefined).toBe(production);
    },
  );
});
