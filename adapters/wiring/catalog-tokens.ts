import type { CatalogRepository } from '../../core/catalog/catalog-repository';
import type { DepartmentRepository } from '../../core/catalog/department-repository';
import type { GetCurrentWeather } from '../../core/catalog/get-current-weather';
import type { ListAttractions } from '../../core/catalog/list-attractions';
import type { ListMerchandise } from '../../core/catalog/list-merchandise';
import type { ListRestaurants } from '../../core/catalog/list-restaurants';
import type { AddAttraction } from '../../core/catalog/add-attraction';
import type { UpdateAttraction } from '../../core/catalog/update-attraction';
import type { AddMerchandise } from '../../core/catalog/add-merchandise';
import type { UpdateMerchandise } from '../../core/catalog/update-merchandise';
import type { AddRestaurant } from '../../core/catalog/add-restaurant';
import type { UpdateRestaurant } from '../../core/catalog/update-restaurant';
import type { RemoveCatalogItem } from '../../core/catalog/remove-catalog-item';
import type { SubmitRestaurantExpense } from '../../core/catalog/submit-restaurant-expense';
import { token } from './token';

/** Catalog: the public lists (and today's weather shown with them), the departments' writes. */
export const CATALOG_TOKENS = {
  // ports
  CatalogRepository: token<CatalogRepository>('CatalogRepository'),
  DepartmentRepository: token<DepartmentRepository>('DepartmentRepository'),
  // use cases
  ListAttractions: token<ListAttractions>('ListAttractions'),
  ListRestaurants: token<ListRestaurants>('ListRestaurants'),
  ListMerchandise: token<ListMerchandise>('ListMerchandise'),
  GetCurrentWeather: token<GetCurrentWeather>('GetCurrentWeather'),
  SubmitRestaurantExpense: token<SubmitRestaurantExpense>('SubmitRestaurantExpense'),
  AddAttraction: token<AddAttraction>('AddAttraction'),
  UpdateAttraction: token<UpdateAttraction>('UpdateAttraction'),
  AddMerchandise: token<AddMerchandise>('AddMerchandise'),
  UpdateMerchandise: token<UpdateMerchandise>('UpdateMerchandise'),
  AddRestaurant: token<AddRestaurant>('AddRestaurant'),
  UpdateRestaurant: token<UpdateRestaurant>('UpdateRestaurant'),
  RemoveCatalogItem: token<RemoveCatalogItem>('RemoveCatalogItem'),
} as const;
