import type Router from '@koa/router';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOpenApiDocument,
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  SESSION_COOKIE_NAME,
} from '../contract/openapi';
import { API_ROUTES } from '../contract/routes';
import { createApp } from './app';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { SESSION_COOKIE } from './session';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

type Paths = Record<string, Record<string, unknown>>;

/** "METHOD path" of every route the app's routers register (HEAD comes with GET). */
function routedCalls(app: ReturnType<typeof createApp>): string[] {
  const routers = app.middleware
    .map((m) => (m as { router?: Router }).router)
    .filter((r): r is Router => r !== undefined);
  expect(routers.length).toBeGreaterThan(0);
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
    ),
  );
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the cookie and the header the server really uses', () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
    expect(CSRF_COOKIE_NAME).toBe(CSRF_COOKIE);
    expect(CSRF_HEADER_NAME).toBe(CSRF_HEADER);
  });

  it('documents the checkout body: tickets, meal and item lines, the contact fields', () => {
    const checkout = (document.paths as Paths)['/checkout']!.post as {
      requestBody: { content: { 'application/json': { schema: unknown } } };
    };
    const schema = checkout.requestBody.content['application/json'].schema as {
      properties: Record<string, { items?: { properties: object; required: string[] } }>;
      required: string[];
    };
    expect(Object.keys(schema.properties.foodTickets!.items!.properties)).toEqual([
      'restaurantId',
      'qty',
    ]);
    expect(Object.keys(schema.properties.merchItems!.items!.properties)).toEqual([
      'MId',
      'quantity',
      'size',
    ]);
    expect(schema.required).toEqual(
      expect.arrayContaining([
        'tickets',
        'foodTickets',
        'merchItems',
        'attractions',
        'email',
        'phone',
        'firstName',
        'lastName',
        'address',
        'city',
        'state',
        'zipcode',
      ]),
    );
  });

  it('writes a path parameter the OpenAPI way, and documents the gate’s answers by status', () => {
    const paths = document.paths as Paths;
    expect(paths['/orders/:orderId/tickets']).toBeUndefined();
    const tickets = paths['/orders/{orderId}/tickets']!.get as { parameters: object[] };
    expect(tickets.parameters).toEqual([
      expect.objectContaining({ name: 'orderId', in: 'path', required: true }),
    ]);
    const checkIn = paths['/gate/check-in']!.post as {
      responses: Record<string, { content: Record<string, { schema: object }> }>;
    };
    const schemaOf = (status: string) =>
      JSON.stringify(checkIn.responses[status]!.content['application/json']!.schema);
    expect(schemaOf('200')).toContain('"admitted"');
    expect(schemaOf('409')).toContain('"already-used"');
    expect(schemaOf('409')).toContain('"wrong-day"');
    expect(schemaOf('409')).toContain('"void"');
    expect(schemaOf('404')).toContain('"unknown"');
  });

  it('documents the tickets PDF as a file, and the browser sent to log in', () => {
    const pdf = (document.paths as Paths)['/orders/{orderId}/tickets.pdf']!.get as {
      responses: Record<string, { content?: Record<string, { schema: object }> }>;
    };
    expect(pdf.responses['200']!.content).toEqual({
      'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    });
    expect(pdf.responses['303']!.content).toBeUndefined();
    expect(Object.keys(pdf.responses)).toEqual(
      expect.arrayContaining(['200', '303', '400', '401', '403', '404']),
    );
    expect(Object.keys(pdf.responses['404']!.content!)).toEqual(['application/json']);
  });

  it('gives a manager call its 400 field list, 401, 403 and the session and CSRF schemes', () => {
    const call = (document.paths as Paths)['/addEmp']!.post as {
      responses: Record<string, { content?: Record<string, { schema: object }> }>;
      security: object[];
    };
    expect(Object.keys(call.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409']),
    );
    expect(call.responses['400']!.content!['application/json']!.schema).toMatchObject({
      required: ['message', 'errors'],
    });
    expect(call.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
  });
});

describe.each(parkTargets)('the API reference on %s', (target) => {
  let park: TestPark;
  beforeAll(async () => {
    park = await openTestPark(target);
  });
  afterAll(() => park.close());

  it('documents every routed call, and every documented call is routed', async () => {
    const app = createApp(park.container);
    const routed = new Set(routedCalls(app));
    const documented = new Set(API_ROUTES.map((r) => `${r.method.toUpperCase()} ${r.path}`));
    expect([...routed].filter((call) => !documented.has(call))).toEqual([]);
    expect([...documented].filter((call) => !routed.has(call))).toEqual([]);
    expect(documented.size).toBe(API_ROUTES.length); // no call twice in the table
  });

  it('serves the document at GET /api/openapi.json to anyone', async () => {
    const response = await park.client().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ openapi: '3.1.0', info: { title: 'Test Park API' } });
    expect(Object.keys((response.body as { paths: object }).paths)).toContain('/checkout');
  });

  it('serves the reference page to a browser navigation, with no inline script', async () => {
    const response = await park.client().get('/api/docs', {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('<div id="swagger-ui"></div>');
    expect(response.text).toContain('<title>Test Park API</title>');
    expect(response.text).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');
    const scripts = [...response.text.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.map((s) => s[1]!.trim())).toEqual([
      'src="/api/docs/swagger-ui-bundle.js"',
      'src="/api/docs/init.js"',
    ]);
    expect(scripts.every((s) => s[2] === '')).toBe(true);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('serves the initializer, the park’s stylesheet and the renderer from the app itself', async () => {
    const c = park.client();
    const init = await c.get('/api/docs/init.js', { headers: { accept: '*/*' } });
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toContain('javascript');
    expect(init.text).toContain("url: '/api/openapi.json'");
    const bundle = await c.get('/api/docs/swagger-ui-bundle.js', { headers: { accept: '*/*' } });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    const css = await c.get('/api/docs/swagger-ui.css', { headers: { accept: 'text/css' } });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const ours = await c.get('/api/docs/docs.css', { headers: { accept: 'text/css' } });
    expect(ours.status).toBe(200);
    expect(ours.headers.get('content-type')).toContain('text/css');
    expect(ours.text).toContain('.opblock-summary-method');
    expect(init.text).toContain('MutationObserver');
    const other = await c.get('/api/docs/package.json');
    expect(other.status).toBe(404);
  });
});
