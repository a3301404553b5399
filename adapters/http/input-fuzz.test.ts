import { METHODS } from 'node:http';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import { jsonSchemaOf } from '../contract/openapi';
import { API_ROUTES, type ApiRoute } from '../contract/routes';
import { resolve, TOKENS } from '../tokens';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import type { CookieClient } from './testing/cookie-client';
import { clientAs, DEMO, WHO_MAY_CALL } from './testing/logins';
import { rawRequest } from './testing/raw-get';
import { rowCounts } from './testing/row-counts';
import { openTestPark, parkTargets, type TestPark } from './testing/test-park';

// What attacking the park found (issue 27): a body nested thousands deep, a date past 9999, an
// id past 2^31 and a method nobody routes each answered 5xx. Every call is fuzzed for each.

type Json = Record<string, unknown>;
type Place = 'body' | 'query' | 'params';
/** A valid request of one call: what its schemas accept, every optional field included. */
type Sample = Partial<Record<Place, Json>>;

const key = (route: ApiRoute) => `${route.method.toUpperCase()} ${route.path}`;

/**
 * One valid request per call that takes a body, a query or path parameters. Each passes the
 * call's schemas (a test below checks), so a request that changes one field of it is refused
 * for that field alone, or not at all: the field's value reaches the use case and the database.
 */
function samples(visitDay: string, managerId: number): Record<string, Sample> {
  const reportRange = { startDate: '2026-01-01', endDate: '2026-01-31' };
  const person = { address: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' };
  const attraction = {
    description: 'A long ride',
    shortDescription: 'Ride',
    image: '/images/ride.png',
  };
  return {
    'POST /auth/signup': {
      body: { fullname: 'Fuzz Visitor', email: 'fuzz@example.com', password: 'Strong#2024' },
    },
    'POST /auth/login': { body: { email: 'fuzz@example.com', password: 'Wrong#2024' } },
    'POST /employee/login': { body: { email: 'fuzz@example.com', password: 'Wrong#2024' } },
    'PUT /api/user': {
      body: { UName: 'Vera Visitor', ...person, UserID: 1, UEmail: 'visitor@example.com' },
    },
    'POST /contact-us': {
      body: {
        name: 'Vera Visitor',
        email: 'vera@example.com',
        type: 'query',
        message: 'About my ticket',
        submittedTicketId: 1,
      },
    },
    'POST /checkout': {
      body: {
        tickets: { standardTicket: 1, expressTicket: 0, childTicket: 0 },
        visitDate: visitDay,
        foodTickets: [{ restaurantId: 1, qty: 1 }],
        attractions: ['Thunder Falls'],
        merchItems: [{ MId: 1, quantity: 1, size: 'L' }],
        userID: 1,
        email: 'vera@example.com',
        phone: '512-555-0100',
        firstName: 'Vera',
        lastName: 'Visitor',
        ...person,
      },
    },
    'POST /getRecentTicketOrders': { body: { months: 3, orderType: 'all', userId: 1 } },
    'POST /getOrderDetails': { body: { orderId: 1 } },
    'POST /forgot-password': { body: { email: 'fuzz@example.com', kind: 'user' } },
    'PUT /reset-password': { body: { token: 'no-such-token', password: 'Strong#2024' } },
    'PUT /reset-staff-password': { body: { token: 'no-such-token', password: 'Strong#2024' } },
    'POST /updateLoggedInEmployee': {
      body: {
        id: 2,
        name: 'Sam Staff',
        email: 'staff@example.com',
        phoneNumber: '512-555-0100',
        ...person,
      },
    },
    'PUT /employee/password': { body: { password: 'Strong#2024' } },
    'POST /weatherform': { body: { WeatherCondition: 'sunny', WDate: visitDay } },
    'POST /maintenance-requests': {
      body: { MRSubject: 'Brakes', MRDescription: 'They squeal', MRCost: 10, AttractionID: 1 },
    },
    'POST /updateMaintenanceRequest': {
      body: {
        RequestID: 1,
        status: 'Completed',
        comment: 'Fixed',
        cost: 10,
        dateResolved: visitDay,
      },
    },
    'POST /get-unresolved-maintenance-requests': {
      body: { date: visitDay, subject: 'Maintenance Required' },
    },
    'POST /dashboardData': { body: reportRange },
    'POST /finance-report': {
      body: {
        ...reportRange,
        category: 'all',
        ticketType: 'all',
        financeType: 'revenue',
        diningType: 'all',
        type: 'profit',
      },
    },
    'POST /maintenance-report': {
      body: {
        ...reportRange,
        maintenanceStatus: 'Completed',
        maintenanceKeyword: 'brakes',
        attractionName: 'Thunder Falls',
      },
    },
    'POST /visit-report': {
      body: {
        ...reportRange,
        category: 'attractions',
        attractionName: 'Thunder Falls',
        diningName: 'The Golden Fork',
      },
    },
    'GET /employees': { query: { status: 'all' } },
    'POST /addEmp': {
      body: {
        fullname: 'Nina New',
        role: 'Staff',
        email: 'nina@example.com',
        phoneNum: '512-555-0100',
        password: 'Strong#2024',
        DOB: '1990-05-01',
        ...person,
      },
    },
    'POST /archiveEmp': { body: { employeeToArchive: 2 } },
    'POST /viewContactForms': {
      body: { startDate: '2026-01-01', endDate: '2026-01-31', type: 'all' },
    },
    'POST /expense-restaurant': {
      body: {
        StaffID: managerId,
        RestaurantID: 1,
        ExpenseAmt: 10,
        ExpenseDate: visitDay,
        ExpenseType: 'produce',
      },
    },
    'POST /insert-new-attractions': {
      body: {
        name: 'Fuzz Ride',
        type: 'Carousel',
        ...attraction,
        thrillLevel: 'Low',
        heightRequirement: 'None',
        status: 1,
      },
    },
    'POST /update-attraction': {
      body: {
        UPDATEid: 1,
        UPDATEDname: 'Fuzz Ride',
        type: 'Carousel',
        ...attraction,
        thrill: 'Low',
        height: 'None',
        status: 1,
      },
    },
    'POST /insert-new-merch': {
      body: {
        name: 'Fuzz Hat',
        type: 'Clothing',
        supplierCost: 1,
        sellingCost: 2,
        image: '/images/hat.png',
      },
    },
    'POST /update-merch': {
      body: {
        merchIDUpdate: 1,
        newMerchName: 'Fuzz Hat',
        newMerchType: 'Clothing',
        newSupplierCost: 1,
        newSellingCost: 2,
        newImageMerch: '/images/hat.png',
      },
    },
    'POST /insert-new-rest': {
      body: {
        name: 'Fuzz Diner',
        type: 'Standard',
        amount: 'ignored',
        description: 'Food',
        image: '/images/diner.png',
      },
    },
    'POST /update-rest': {
      body: {
        UPDATEDRestaurantID: 1,
        UPDATEDRestaurantName: 'Fuzz Diner',
        UPDATEDRestaurantType: 'Standard',
        UPDATEDAmount: 'ignored',
        UPDATEDRImage: '/images/diner.png',
        UPDATEDRDescription: 'Food',
      },
    },
    'POST /delete-attraction': { body: { id: 1 } },
    'POST /delete-merch': { body: { id: 1 } },
    'POST /delete-rest': { body: { id: 1 } },
    'GET /availability': { query: { from: visitDay, to: visitDay } },
    'PUT /capacity': { body: { date: visitDay, capacity: 100, expressCapacity: 10 } },
    'GET /orders/:orderId/tickets': { params: { orderId: '1' } },
    'GET /orders/:orderId/tickets.pdf': { params: { orderId: '1' } },
    'POST /gate/check-in': { body: { code: 'not-a-ticket', gate: 'North' } },
    'GET /gate/lookup': { query: { orderId: '1', name: 'Vera Visitor' } },
    'GET /mail': { query: { status: 'failed', limit: '10', cursor: '5' } },
    'POST /mail/:id/retry': { params: { id: '1' } },
    'GET /orders': {
      query: { id: '1', email: 'vera@example.com', day: visitDay, limit: '10' },
    },
    'GET /orders/:orderId': { params: { orderId: '1' } },
    'POST /orders/:orderId/cancel': { params: { orderId: '1' } },
    'POST /orders/:orderId/refund': {
      params: { orderId: '1' },
      body: { reason: 'Rain', lines: [{ line: 'meal-1', quantity: 1 }, 'ticket-1'] },
    },
    'PUT /orders/:orderId/visit-date': { params: { orderId: '1' }, body: { visitDate: visitDay } },
    'POST /days/:date/close': { params: { date: visitDay }, body: { reason: 'Storm' } },
    'GET /audit': {
      query: {
        from: '2026-01-01',
        to: visitDay,
        actor: 'manager@example.com',
        action: 'employee.add',
        limit: '10',
        cursor: '1',
      },
    },
  };
}

/** The dotted paths of every property a JSON schema describes, optional ones too. */
function propertyPaths(schema: Json, path: string[] = []): string[] {
  const found: string[] = [];
  for (const variant of ([] as Json[]).concat((schema.anyOf as Json[]) ?? []))
    found.push(...propertyPaths(variant, path));
  for (const [name, inner] of Object.entries((schema.properties as Record<string, Json>) ?? {})) {
    found.push([...path, name].join('.'));
    found.push(...propertyPaths(inner, [...path, name]));
  }
  if (schema.items && typeof schema.items === 'object')
    found.push(...propertyPaths(schema.items as Json, [...path, '0']));
  return found;
}

/** The dotted path of every leaf (not an object or array) of a value, with the leaf. */
function leaves(value: unknown, path: string[] = []): [string[], unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([k, inner]) => leaves(inner, [...path, k]));
}

/** A copy of `value` with the leaf at `path` replaced. */
function withLeaf(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Json) }) as Json;
  copy[head!] = withLeaf(copy[head!], rest, leaf);
  return copy;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A whole number, alone or ending a reference (`ticket-12`): an id or a count. */
const NUMBERED = /^([a-z]*-?)(\d+)$/;

/** Past what PostgreSQL's integer (int4) holds, and past what a double holds exactly. */
const BEYOND_INT4 = [2 ** 31, 2 ** 32, 2 ** 53 + 2, 1e21];
/** Real or made-up days outside 1900–2099, where "the next day" was written +010000-01-01. */
const DAYS_OUT_OF_RANGE = ['9999-12-31', '2100-01-01', '1899-12-31', '0001-01-01', '0000-01-01'];
/** The range's own ends: accepted or refused, never a 5xx. */
const DAYS_AT_THE_ENDS = ['1900-01-01', '2099-12-31'];

/**
 * Ids of a bigint column (the audit log's), which hold any whole number a double holds exactly:
 * past that they are refused, below it they are answered (a page that is empty, say).
 */
const BIGINT_IDS: Readonly<Record<string, string>> = { 'GET /audit': 'query cursor' };

/** One request of the fuzz: a sample with some leaves changed, and which (for messages). */
interface Mutation {
  what: string;
  /** The one leaf changed (`query cursor`), or null when several were. */
  leaf: string | null;
  value: unknown;
  sample: Sample;
}

/**
 * Every change of a sample: each number and id (`ticket-12` too) past int4, each day out of
 * range or at its ends, and every day of the sample at once (a range `from`–`to` both on
 * 9999-12-31 passes the checks that one bad end alone fails).
 */
function mutations(sample: Sample, days: string[], numbers: number[]): Mutation[] {
  const found: Mutation[] = [];
  const change = (place: Place, path: string[], value: unknown, base = sample): Sample => ({
    ...base,
    [place]: withLeaf(base[place], path, value),
  });
  const dayLeaves: [Place, string[]][] = [];
  for (const place of ['body', 'query', 'params'] as const) {
    for (const [path, leaf] of sample[place] ? leaves(sample[place]) : []) {
      const leafName = `${place} ${path.join('.')}`;
      if (typeof leaf === 'string' && DAY.test(leaf)) {
        dayLeaves.push([place, path]);
        for (const day of days)
          found.push({
            what: `${leafName} = ${day}`,
            leaf: leafName,
            value: day,
            sample: change(place, path, day),
          });
      } else if (typeof leaf === 'number' || (typeof leaf === 'string' && NUMBERED.test(leaf)))
        for (const n of numbers) {
          const value =
            typeof leaf === 'number' && place === 'body'
              ? n
              : String(leaf).replace(NUMBERED, `$1${BigInt(n)}`);
          found.push({
            what: `${leafName} = ${JSON.stringify(value)}`,
            leaf: leafName,
            value,
            sample: change(place, path, value),
          });
        }
    }
  }
  if (dayLeaves.length > 1)
    for (const day of days)
      found.push({
        what: `every day = ${day}`,
        leaf: null,
        value: day,
        sample: dayLeaves.reduce((base, [place, path]) => change(place, path, day, base), sample),
      });
  return found;
}

/** The request a sample makes. */
function send(c: CookieClient, route: ApiRoute, sample: Sample) {
  let url = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(sample.params?.[name])),
  );
  if (sample.query) url += `?${new URLSearchParams(sample.query as Record<string, string>)}`;
  return c.request(route.method.toUpperCase(), url, { json: sample.body });
}

/** A client's own login writes these; the fuzz's refused requests must write nothing else. */
const LOGINS_WRITE = ['sessions', 'limit_counters'];

describe.each(parkTargets)('every call’s ids and dates at their limits, on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  let table: Record<string, Sample>;
  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
    const manager = (await knex('employees').where({ email: DEMO.manager.email }).first('id')) as {
      id: number;
    };
    table = samples(addDays(resolve(park.container, TOKENS.Clock).today(), 10), manager.id);
  });
  afterAll(() => park.close());

  const fuzzed = API_ROUTES.filter((r) => r.body || r.query || r.params);

  it('has a valid sample of every call, every optional field included', () => {
    expect(Object.keys(table).sort()).toEqual(fuzzed.map(key).sort());
    for (const route of fuzzed) {
      const sample = table[key(route)]!;
      for (const place of ['body', 'query', 'params'] as const) {
        const schema = route[place];
        expect(Boolean(sample[place]), `${key(route)} ${place}`).toBe(Boolean(schema));
        if (!schema) continue;
        const parsed = schema.safeParse(sample[place]);
        expect(parsed.error?.issues ?? [], `${key(route)} ${place}`).toEqual([]);
        const sent = new Set(leaves(sample[place]).map(([path]) => path.join('.')));
        const prefixes = new Set(
          [...sent].flatMap((p) => p.split('.').map((_, i, all) => all.slice(0, i + 1).join('.'))),
        );
        for (const path of propertyPaths(jsonSchemaOf(schema, 'input')))
          expect(prefixes.has(path), `${key(route)} ${place} sends ${path}`).toBe(true);
      }
    }
  });

  it.each(fuzzed.map((r) => [key(r), r] as const))(
    '%s refuses ids past 2^31 and days outside 1900–2099 with 400, and writes nothing',
    async (name, route) => {
      const c = await clientAs(park, WHO_MAY_CALL[route.access]);
      const sample = table[name]!;
      const before = await rowCounts(knex, LOGINS_WRITE);
      for (const { what, leaf, value, sample: sent } of mutations(
        sample,
        DAYS_OUT_OF_RANGE,
        BEYOND_INT4,
      )) {
        const res = await send(c, route, sent);
        if (BIGINT_IDS[name] === leaf && Number(value) <= Number.MAX_SAFE_INTEGER) {
          expect(res.status, `${what}: ${res.text}`).toBe(200);
          continue;
        }
        expect(res.status, `${what}: ${res.text}`).toBe(400);
        expect(res.body, what).toEqual({
          message: expect.any(String),
          errors: expect.arrayContaining([
            { path: expect.any(String), message: expect.any(String) },
          ]),
        });
      }
      expect(await rowCounts(knex, LOGINS_WRITE)).toEqual(before);
    },
  );

  it.each(fuzzed.map((r) => [key(r), r] as const))(
    '%s answers the largest id and the range’s first and last day without a 5xx',
    async (name, route) => {
      const c = await clientAs(park, WHO_MAY_CALL[route.access]);
      const sample = table[name]!;
      for (const { what, sample: sent } of mutations(sample, DAYS_AT_THE_ENDS, [2 ** 31 - 1]))
        expect((await send(c, route, sent)).status, what).toBeLessThan(500);
    },
  );
});

/** `[[[…1…]]]` nested `depth` deep, built without recursion. */
function nestedArrays(depth: number): string {
  return '['.repeat(depth) + '1' + ']'.repeat(depth);
}

/** `{"a":{"a":…{"a":1}…}}` nested `depth` deep. */
function nestedObjects(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

describe.each(parkTargets)('bodies nested too deep, and methods nobody routes, on %s', (target) => {
  let park: TestPark;
  let knex: Knex;
  beforeAll(async () => {
    park = await openTestPark(target);
    knex = resolve(park.container, TOKENS.Database).knex;
  });
  afterAll(() => park.close());

  /** A raw request with the CSRF cookie and header, as any client (no login) can send it. */
  async function anonymous(method: string, path: string, body?: string) {
    const c = await clientAs(park, 'anonymous');
    const token = c.cookies.get(CSRF_COOKIE)!;
    const headers: Record<string, string> = {
      cookie: `${CSRF_COOKIE}=${token}`,
      [CSRF_HEADER]: token,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return rawRequest(new URL(path, park.url).href, { method, headers, body });
  }

  const writes = API_ROUTES.filter((r) => r.method !== 'get');
  const concrete = (path: string) => path.replace(':orderId', '1').replace(':date', '2030-01-01');

  it.each(writes.map((r) => [key(r), r] as const))(
    '%s refuses a body nested 33 or 8,000 deep with 400 before anything else, logged in or not',
    async (_, route) => {
      const before = await rowCounts(knex, LOGINS_WRITE);
      for (const body of [
        nestedArrays(33),
        nestedObjects(33),
        nestedArrays(8_000),
        `{"email":${nestedArrays(8_000)},"password":"x"}`,
        nestedObjects(5_000),
      ]) {
        const res = await anonymous(route.method.toUpperCase(), concrete(route.path), body);
        expect(res.status, body.slice(0, 40)).toBe(400);
        const answer = JSON.parse(res.body.toString('utf8')) as Json;
        expect(answer).toEqual({
          message: 'The request body is nested too deeply (at most 32 levels)',
          errors: [{ path: expect.any(String), message: answer.message }],
        });
      }
      expect(await rowCounts(knex, LOGINS_WRITE)).toEqual(before);
    },
  );

  it('lets a body of 32 levels through to the call’s own checks', async () => {
    const res = await anonymous('POST', '/auth/login', nestedArrays(32));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString('utf8'))).toEqual({
      message: 'The request body must be a JSON object',
      errors: [{ path: '', message: 'The request body must be a JSON object' }],
    });
  });

  /** Every method node:http parses but no route serves (TRACE cannot be sent by fetch). */
  const ODD_METHODS = ['PROPFIND', 'TRACE', 'LINK', 'UNLINK', 'MKCOL', 'PURGE', 'SEARCH', 'REPORT'];

  it('knows the odd methods node:http accepts', () => {
    for (const method of ODD_METHODS) expect(METHODS).toContain(method);
  });

  it.each([...new Set(API_ROUTES.map((r) => concrete(r.path)))])(
    '%s answers an unknown method 405 with Allow, never 501',
    async (path) => {
      const allowed = API_ROUTES.filter((r) => concrete(r.path) === path).map((r) =>
        r.method.toUpperCase(),
      );
      for (const method of [...ODD_METHODS, 'DELETE', 'PATCH']) {
        const res = await anonymous(method, path);
        expect(res.status, method).toBe(405);
        const allow = String(res.headers.allow).split(/,\s*/);
        for (const m of allowed) expect(allow, method).toContain(m);
        expect(allow, method).not.toContain(method);
        expect(JSON.parse(res.body.toString('utf8')), method).toEqual({
          message: expect.any(String),
        });
      }
    },
  );

  it.each(['/no-such-call', '/', '/healthz', '/assets/missing-1234.js', '/api/docs'])(
    '%s answers an unknown method 4xx JSON, never 5xx',
    async (path) => {
      for (const method of ODD_METHODS) {
        const res = await anonymous(method, path);
        expect(res.status, method).toBeGreaterThanOrEqual(400);
        expect(res.status, method).toBeLessThan(500);
        if (path === '/no-such-call') expect(res.status, method).toBe(404);
      }
    },
  );
});
