import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { RememberedRouter } from './remembered-router';

function routes(router: Router): Router {
  router.get('/api/user', () => {});
  router.post('/checkout', () => {});
  router.post('/orders/:orderId/refund', () => {});
  router.use('/orders', () => {});
  return router;
}

const summary = (router: Router, path: string, method: string) => {
  const m = router.match(path, method);
  return {
    route: m.route,
    path: m.path.map((l) => l.path),
    pathAndMethod: m.pathAndMethod.map((l) => l.path),
  };
};

describe('RememberedRouter', () => {
  it('matches as Router does, the first time and again', () => {
    const plain = routes(new Router());
    const remembered = routes(new RememberedRouter());
    const asked: [string, string][] = [
      ['/api/user', 'GET'],
      ['/api/user', 'POST'],
      ['/checkout', 'POST'],
      ['/orders/12/refund', 'POST'],
      ['/orders/12/refund', 'GET'],
      ['/nowhere', 'GET'],
    ];
    for (let round = 0; round < 2; round++)
      for (const [path, method] of asked)
        expect(summary(remembered, path, method)).toEqual(summary(plain, path, method));
  });

  it('gives every caller arrays of its own', () => {
    const router = routes(new RememberedRouter());
    const first = router.match('/api/user', 'GET');
    first.path.push(...first.path);
    first.pathAndMethod.length = 0;
    const again = router.match('/api/user', 'GET');
    expect(again.path).toHaveLength(1);
    expect(again.pathAndMethod).toHaveLength(1);
  });

  it('forgets what it matched when a route is added', () => {
    const router = routes(new RememberedRouter());
    expect(router.match('/weather', 'GET').route).toBe(false);
    router.get('/weather', () => {});
    expect(router.match('/weather', 'GET').route).toBe(true);
  });

  it('keeps at most a thousand pairs', () => {
    const router = routes(new RememberedRouter());
    for (let n = 0; n < 1_500; n++) router.match(`/orders/${n}/refund`, 'POST');
    expect(router.rememberedCount).toBe(1_000);
    expect(router.match('/orders/7/refund', 'POST').route).toBe(true);
  });

  it('does not keep long paths, which only a client making them up sends', () => {
    const router = routes(new RememberedRouter());
    const long = `/orders/${'9'.repeat(300)}/refund`;
    expect(router.match(long, 'POST').route).toBe(true);
    expect(router.match('/nowhere/' + 'x'.repeat(300), 'GET').route).toBe(false);
    expect(router.rememberedCount).toBe(0);
  });
});
