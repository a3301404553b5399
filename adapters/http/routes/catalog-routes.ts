import Router from '@koa/router';
import type {
  GetCurrentWeather,
  ListAttractions,
  ListMerchandise,
  ListRestaurants,
} from '../../../core/use-cases/catalog';
import type { Clock } from '../../../core/ports/clock';
import type { ParkInfoBody } from '../contract';
import { ListBodies } from '../list-body';
import {
  toAttractionBody,
  toCurrentWeatherBody,
  toMerchandiseBody,
  toRestaurantBody,
} from '../presenters';

/** What the public home data needs. */
export interface CatalogRouteDeps {
  listAttractions: ListAttractions;
  listRestaurants: ListRestaurants;
  listMerchandise: ListMerchandise;
  getCurrentWeather: GetCurrentWeather;
  clock: Clock;
  park: { name: string; timeZone: string };
}

/** The home data anyone may read: attractions, restaurants, merchandise, weather, park facts. */
export function catalogRoutes(deps: CatalogRouteDeps): Router {
  const router = new Router();
  // Each list's JSON once per list the catalog cache hands out, with an ETag (list-body.ts).
  const attractions = new ListBodies(toAttractionBody);
  const restaurants = new ListBodies(toRestaurantBody);
  const merchandise = new ListBodies(toMerchandiseBody);

  router.get('/attractions', async (ctx) => {
    attractions.answer(ctx, await deps.listAttractions.execute());
  });

  router.get('/get-rest', async (ctx) => {
    restaurants.answer(ctx, await deps.listRestaurants.execute());
  });

  router.get('/get-merch', async (ctx) => {
    merchandise.answer(ctx, await deps.listMerchandise.execute());
  });

  router.get('/current-weather', async (ctx) => {
    ctx.body = toCurrentWeatherBody(await deps.getCurrentWeather.execute());
  });

  router.get('/park-info', (ctx) => {
    ctx.body = { ...deps.park, today: deps.clock.today() } satisfies ParkInfoBody;
  });

  return router;
}
