import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { GetCurrentWeather } from '../../../core/catalog/get-current-weather';
import type { ListAttractions } from '../../../core/catalog/list-attractions';
import type { ListMerchandise } from '../../../core/catalog/list-merchandise';
import type { ListRestaurants } from '../../../core/catalog/list-restaurants';
import type { Clock } from '../../../core/shared/clock';
import type { ParkInfoBody } from '../../contract/catalog';
import { ListBodies } from '../list-body';
import {
  toAttractionBody,
  toCurrentWeatherBody,
  toMerchandiseBody,
  toRestaurantBody,
} from '../../contract/presenters';

/** What the three public lists need. */
export interface PublicListDeps {
  listAttractions: ListAttractions;
  listRestaurants: ListRestaurants;
  listMerchandise: ListMerchandise;
}

/** What the rest of the public home data needs. */
export interface CatalogRouteDeps {
  getCurrentWeather: GetCurrentWeather;
  clock: Clock;
  park: { name: string; timeZone: string; dailyCapacity: number; dailyExpressCapacity: number };
}

/** A public list's handler: answers GET and HEAD of its path without a session or a body. */
export type PublicListHandler = (ctx: Context) => Promise<void>;

/**
 * The three public lists every visitor's pages load, by path. createApp answers them before
 * the session, the body parser and the router (publicListsFirst); the router below serves the
 * same handlers, so 405 and HEAD behave as for every route.
 */
export function publicListHandlers(deps: PublicListDeps): ReadonlyMap<string, PublicListHandler> {
  // Each list's JSON once per list the catalog cache hands out, with an ETag (list-body.ts).
  return new Map<string, PublicListHandler>([
    ['/attractions', serveList(new ListBodies(toAttractionBody), deps.listAttractions)],
    ['/get-rest', serveList(new ListBodies(toRestaurantBody), deps.listRestaurants)],
    ['/get-merch', serveList(new ListBodies(toMerchandiseBody), deps.listMerchandise)],
  ]);
}

/**
 * One list's handler. While the database cannot be read, the last list this process served
 * is answered, marked stale, so the home page still shows the park; before any good read the
 * failure goes to the error mapper (503).
 */
function serveList<T extends object>(
  bodies: ListBodies<T>,
  list: { execute(): Promise<T[]> },
): PublicListHandler {
  return async (ctx) => {
    let items: T[];
    try {
      items = await list.execute();
    } catch (error) {
      if (bodies.answerLastGood(ctx)) return;
      throw error;
    }
    bodies.answer(ctx, items);
  };
}

/**
 * Answers GET and HEAD of a public list at once. Nothing after this middleware concerns them:
 * anyone may read them (no session to load, which costs a database read for a logged-in
 * visitor), they have no body to parse and their paths are fixed (no routing). Skipping those
 * steps took GET /attractions from 61–73 to 33–45 µs of server CPU (bench/README.md).
 */
export function publicListsFirst(lists: ReadonlyMap<string, PublicListHandler>): Middleware {
  return (ctx, next) => {
    const list = ctx.method === 'GET' || ctx.method === 'HEAD' ? lists.get(ctx.path) : undefined;
    return list ? list(ctx) : next();
  };
}

/**
 * The home data anyone may read: the public lists (publicListHandlers), weather, park facts.
 */
export function catalogRoutes(
  lists: ReadonlyMap<string, PublicListHandler>,
  deps: CatalogRouteDeps,
): Router {
  const router = new Router();
  for (const [path, list] of lists) router.get(path, list);

  router.get('/current-weather', async (ctx) => {
    ctx.body = toCurrentWeatherBody(await deps.getCurrentWeather.execute());
  });

  router.get('/park-info', (ctx) => {
    ctx.body = { ...deps.park, today: deps.clock.today() } satisfies ParkInfoBody;
  });

  return router;
}
