import type { CheckoutRequest } from '../adapters/contract/orders';
import { CookieClient } from '../adapters/http/testing/cookie-client';
import { CSRF_COOKIE, CSRF_HEADER } from '../adapters/http/csrf';
import { addDays, type IsoDate } from '../core/shared/dates';
import { info, judged, type Figure } from './budget';
import { CHECKOUT_ROWS, type RowCounts } from './checkout-rows';
import { cannon, combineRuns, type CannonOptions, type CannonResult } from './cannon';
import { round } from './stats';

export const DEMO = {
  visitor: { email: 'visitor@example.com', password: 'Visitor#2024' },
  manager: { email: 'manager@example.com', password: 'Manager#2024' },
};

export interface HttpSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** What a browser's fetch says it accepts (Chrome's header): the server may answer brotli. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A logged-in (or anonymous) browser's headers: its cookies, the CSRF echo, its encodings. */
async function browser(baseUrl: string, who?: keyof typeof DEMO): Promise<Record<string, string>> {
  const c = new CookieClient(baseUrl);
  await c.get('/park-info');
  if (who) {
    const path = who === 'visitor' ? '/auth/login' : '/employee/login';
    const login = await c.post(path, DEMO[who]);
    if (login.status !== 200) throw new Error(`${who} login answered ${login.status}`);
  }
  const cookie = [...c.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return {
    accept: 'application/json',
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    'content-type': 'application/json',
    cookie,
    [CSRF_HEADER]: c.cookies.get(CSRF_COOKIE) ?? '',
  };
}

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const answer = await fetch(new URL(path, baseUrl), { headers: { accept: 'application/json' } });
  return (await answer.json()) as T;
}

/** A valid order for a week ahead: 2 standard + 1 child ticket, two rides, vouchers, one item. */
export async function checkoutBody(baseUrl: string): Promise<CheckoutRequest> {
  const { today } = await json<{ today: IsoDate }>(baseUrl, '/park-info');
  const rides = await json<{ name: string; status: number }[]>(baseUrl, '/attractions');
  const [restaurant] = await json<{ id: number }[]>(baseUrl, '/get-rest');
  const [item] = await json<{ MId: number }[]>(baseUrl, '/get-merch');
  const open = rides.filter((r) => r.status === 1).slice(0, 2);
  if (open.length < 2 || !restaurant || !item) throw new Error('the park has too little to sell');
  return {
    tickets: { standardTicket: 2, expressTicket: 0, childTicket: 1 },
    visitDate: addDays(today, 7),
    foodTickets: [{ restaurantId: restaurant.id, qty: 2 }],
    attractions: open.map((r) => r.name),
    merchItems: [{ MId: item.MId, quantity: 1, size: 'L' }],
    email: 'bench@example.com',
    phone: '512-555-0100',
    firstName: 'Bea',
    lastName: 'Bench',
    address: '1 Main St',
    zipcode: '78701',
    city: 'Austin',
    state: 'TX',
  };
}

/** Rows in each table a checkout writes, as the server process counts them (GET /counts). */
async function orderCounts(countsUrl: string): Promise<RowCounts> {
  return (await (await fetch(countsUrl)).json()) as RowCounts;
}

/** Counts once the warm-up's last answers (dropped by the timed run, still committed) are in. */
async function settledCounts(countsUrl: string): Promise<RowCounts> {
  let last = await orderCounts(countsUrl);
  for (;;) {
    await new Promise((done) => setTimeout(done, 500));
    const now = await orderCounts(countsUrl);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
}

/** The tables whose new rows differ from what `ok` successful checkouts must have written. */
export function countMismatches(before: RowCounts, after: RowCounts, ok: number): string[] {
  return (Object.keys(CHECKOUT_ROWS) as (keyof typeof CHECKOUT_ROWS)[])
    .filter((t) => after[t] - before[t] !== ok * CHECKOUT_ROWS[t])
    .map((t) => `${t} +${after[t] - before[t]} (expected +${ok * CHECKOUT_ROWS[t]})`);
}

export interface CaseRun {
  name: string;
  result: CannonResult;
  /** Checkout only: tables whose counts disagree with the 2xx count (empty = equal). */
  mismatches?: string[];
}

/** Warm up (answers discarded), then measure. */
async function measure(options: Omit<CannonOptions, 'seconds'>, s: HttpSettings) {
  await cannon({ ...options, seconds: s.warmupSeconds });
  return cannon({ ...options, seconds: s.seconds });
}

/**
 * A case and its ceiling in alternating slices (ceiling, case, ceiling, case …; the same
 * seconds each in all), combined per side. On a shared VM the speed of both cores drifts by
 * half within a minute (bare route 13,000–32,000 req/s in consecutive 5 s runs): measured one
 * after the other, the ratio caught whichever drift fell between them.
 */
async function measureAgainst(
  ceiling: Omit<CannonOptions, 'seconds'>,
  subject: Omit<CannonOptions, 'seconds'>,
  s: HttpSettings,
): Promise<[CannonResult, CannonResult]> {
  await cannon({ ...ceiling, seconds: s.warmupSeconds });
  await cannon({ ...subject, seconds: s.warmupSeconds });
  const slices = Math.max(1, Math.round(s.seconds / SLICE_SECONDS));
  const seconds = s.seconds / slices;
  const runs: [CannonResult[], CannonResult[]] = [[], []];
  for (let i = 0; i < slices; i++) {
    runs[0].push(await cannon({ ...ceiling, seconds }));
    runs[1].push(await cannon({ ...subject, seconds }));
  }
  return [combineRuns(runs[0]), combineRuns(runs[1])];
}

/** How long each slice of measureAgainst lasts, about. */
const SLICE_SECONDS = 2;

/**
 * Checkout: warm up, then a fixed number of orders sized from the warm-up's rate (about the
 * same duration), because a timed run drops the answers still in flight when it stops while
 * the server commits them; a fixed amount waits for every answer, so counts can be compared.
 */
async function measureCheckout(
  post: Omit<CannonOptions, 'seconds'>,
  s: HttpSettings,
  countsUrl: string,
) {
  const warm = await cannon({ ...post, seconds: s.warmupSeconds });
  const before = await settledCounts(countsUrl);
  const amount = Math.max(post.connections * 10, Math.round(warm.requestsPerSecond * s.seconds));
  const result = await cannon({ ...post, seconds: s.seconds, amount });
  const after = await orderCounts(countsUrl);
  return { result, mismatches: countMismatches(before, after, result.ok) };
}

/**
 * The five HTTP cases against one running bench/server.ts; the budgeted ratio (GET
 * /attractions to the bare route) is measured in alternation with its ceiling.
 */
export async function runHttpCases(
  target: { url: string; bareUrl: string },
  s: HttpSettings,
  log: (line: string) => void,
): Promise<CaseRun[]> {
  const base = { connections: s.connections };
  const runs: CaseRun[] = [];
  const run = async (name: string, work: () => Promise<Omit<CaseRun, 'name'>>) => {
    log(`  ${name}…`);
    runs.push({ name, ...(await work()) });
  };
  const anonymous = await browser(target.url);
  const visitor = await browser(target.url, 'visitor');
  const manager = await browser(target.url, 'manager');
  const at = (path: string) => new URL(path, target.url).href;
  log('  bare Koa route and GET /attractions, alternating…');
  const [bare, attractions] = await measureAgainst(
    { ...base, url: new URL('/bare', target.bareUrl).href, headers: anonymous },
    { ...base, url: at('/attractions'), headers: anonymous },
    s,
  );
  runs.push(
    { name: 'bare Koa route', result: bare },
    { name: 'GET /attractions', result: attractions },
  );
  await run('GET /api/user', async () => ({
    result: await measure({ ...base, url: at('/api/user'), headers: visitor }, s),
  }));
  const order = JSON.stringify(await checkoutBody(target.url));
  await run('POST /checkout', () =>
    measureCheckout(
      { ...base, url: at('/checkout'), method: 'POST', headers: visitor, body: order },
      s,
      new URL('/counts', target.bareUrl).href,
    ),
  );
  const range = await financeRange(target.url);
  await run('POST /finance-report', async () => ({
    result: await measure(
      {
        ...base,
        url: at('/finance-report'),
        method: 'POST',
        headers: manager,
        body: JSON.stringify({ ...range, category: 'all' }),
      },
      s,
    ),
  }));
  return runs;
}

/** The last 30 days up to today. */
async function financeRange(baseUrl: string) {
  const { today } = await json<{ today: IsoDate }>(baseUrl, '/park-info');
  return { startDate: addDays(today, -29), endDate: today };
}

const ratioNote = (r: CannonResult, bare: CannonResult) =>
  `${Math.round(r.requestsPerSecond)} vs bare ${Math.round(bare.requestsPerSecond)} req/s`;

/** Figures of one engine's cases; `budgets` holds them to the budgets (PostgreSQL). */
export function httpFigures(group: string, runs: readonly CaseRun[], budgets: boolean): Figure[] {
  const bare = runs.find((r) => r.name === 'bare Koa route')?.result;
  const figures: Figure[] = [];
  for (const { name, result: r, mismatches } of runs) {
    const at = (figure: string) => ({ group, name: `${name} ${figure}` });
    const ratio = bare ? round((100 * r.requestsPerSecond) / bare.requestsPerSecond, 1) : 0;
    const rps = { ...at('req/s'), value: round(r.requestsPerSecond, 0), unit: 'req/s' };
    const p99 = { ...at('p99'), value: r.p99, unit: 'ms' };
    const failed = { ...at('non-2xx + errors'), value: r.non2xx + r.errors, unit: '' };
    if (name === 'GET /attractions' && budgets && bare) {
      const vsBare = { ...at('vs bare'), value: ratio, unit: '%', note: ratioNote(r, bare) };
      figures.push(judged(vsBare, '≥ 60 %', { atLeast: 60 }));
      figures.push(info(rps), judged(p99, '< 25 ms', { below: 25 }));
    } else if (name === 'POST /checkout') {
      if (budgets) figures.push(judged(rps, '≥ 300 orders/s', { atLeast: 300 }));
      else figures.push(info(rps));
      figures.push(info(p99), judged(failed, '= 0', { below: 1 }));
      const equal = {
        ...at('db counts = 2xx'),
        value: mismatches?.length ?? 0,
        unit: 'tables off',
      };
      figures.push({
        ...judged(equal, 'all equal', { below: 1 }),
        note: mismatches?.join('; ') || `${r.ok} orders`,
      });
    } else {
      figures.push(
        info(name === 'bare Koa route' || !bare ? rps : { ...rps, note: `${ratio} % of bare` }),
      );
      figures.push(info(p99), info(failed));
    }
    figures.push(info({ ...at('p50'), value: r.p50, unit: 'ms' }));
  }
  return figures;
}
