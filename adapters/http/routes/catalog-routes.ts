import Router from '@koa/router';
import type {
  GetCurrentWeather,
  ListAttractions,
  ListMerchandise,
  ListRestaurants,
} from '../../../core/use-cases/catalog';
import type { Clock } from '../../../core/ports/clock';
import type { ParkInfoBody } from '../contract';
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

  router.get('/attractions', async (ctx) => {
    ctx.body = (await deps.listAttractions.execute()).map(toAttractionBody);
  });

  router.get('/get-rest', async (ctx) => {
    ctx.body = (await deps.listRestaurants.execute()).map(toRestaurantBody);
  });

  router.get('/get-merch', async (ctx) => {
    ctx.body = (await deps.listMerchandise.execute()).map(toMerchandiseBody);
  });

  router.get('/current-weather', async (ctx) => {
    ctx.body = toCurrentWeatherBody(await deps.getCurrentWeather.execute());
  });

  router.get('/park-info', (ctx) => {
    ctx.body = { ...deps.park, today: deps.clock.today() } satisfies ParkInfoBody;
  });

  return router;
}
