import { ContainerModule } from 'inversify';
import { GetCurrentWeather } from '../../core/catalog/get-current-weather';
import { ListAttractions } from '../../core/catalog/list-attractions';
import { ListMerchandise } from '../../core/catalog/list-merchandise';
import { ListRestaurants } from '../../core/catalog/list-restaurants';
import { AddAttraction } from '../../core/catalog/add-attraction';
import { UpdateAttraction } from '../../core/catalog/update-attraction';
import { AddMerchandise } from '../../core/catalog/add-merchandise';
import { UpdateMerchandise } from '../../core/catalog/update-merchandise';
import { AddRestaurant } from '../../core/catalog/add-restaurant';
import { UpdateRestaurant } from '../../core/catalog/update-restaurant';
import { RemoveCatalogItem } from '../../core/catalog/remove-catalog-item';
import { SubmitRestaurantExpense } from '../../core/catalog/submit-restaurant-expense';
import {
  CachedCatalogRepository,
  catalogCacheOf,
  clearingCatalogCache,
  KnexCatalogRepository,
  KnexDepartmentRepository,
} from '../persistence/index';
import { CATALOG_TOKENS as T } from './catalog-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';
import { WEATHER_TOKENS } from './weather-tokens';

const { Database, Clock } = INFRASTRUCTURE_TOKENS;

/**
 * Catalog: the public lists (read through a one-second cache) with today's weather, and the
 * manager's department writes (attractions, merchandise, restaurants, expenses), which clear
 * that cache.
 */
export const catalogModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(
    T.CatalogRepository,
    [Database],
    (d) => new CachedCatalogRepository(new KnexCatalogRepository(d.knex), catalogCacheOf(d)),
  );
  singleton(T.DepartmentRepository, [Database], (d) =>
    clearingCatalogCache(new KnexDepartmentRepository(d.knex), catalogCacheOf(d)),
  );
  // use cases
  singleton(T.ListAttractions, [T.CatalogRepository], (r) => new ListAttractions(r));
  singleton(T.ListRestaurants, [T.CatalogRepository], (r) => new ListRestaurants(r));
  singleton(T.ListMerchandise, [T.CatalogRepository], (r) => new ListMerchandise(r));
  singleton(
    T.GetCurrentWeather,
    [WEATHER_TOKENS.WeatherRepository, Clock],
    (w, clock) => new GetCurrentWeather(w, clock),
  );
  const dep = [T.DepartmentRepository] as [typeof T.DepartmentRepository];
  singleton(
    T.SubmitRestaurantExpense,
    [T.DepartmentRepository, Clock],
    (d, k) => new SubmitRestaurantExpense(d, k),
  );
  singleton(T.AddAttraction, dep, (d) => new AddAttraction(d));
  singleton(T.UpdateAttraction, dep, (d) => new UpdateAttraction(d));
  singleton(T.AddMerchandise, dep, (d) => new AddMerchandise(d));
  singleton(T.UpdateMerchandise, dep, (d) => new UpdateMerchandise(d));
  singleton(T.AddRestaurant, dep, (d) => new AddRestaurant(d));
  singleton(T.UpdateRestaurant, dep, (d) => new UpdateRestaurant(d));
  singleton(T.RemoveCatalogItem, dep, (d) => new RemoveCatalogItem(d));
});
