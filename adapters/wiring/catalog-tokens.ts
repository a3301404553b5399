import type { CatalogRepository } from '../../core/catalog/catalog-repository';
import type { DepartmentRepository } from '../../core/catalog/department-repository';
import type { GetCurrentWeather } from '../../core/catalog/get-current-weather';
import type { ListAttractions } from '../../core/catalog/list-attractions';
import type { ListMerchandise } from '../../core/catalog/list-merchandise';
import type { ListRestaurants } from '../../core/catalog/list-restaurants';
import type * as Departments from '../../core/catalog/manage-departments';
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
  SubmitRestaurantExpense: token<Departments.SubmitRestaurantExpense>('SubmitRestaurantExpense'),
  AddAttraction: token<Departments.AddAttraction>('AddAttraction'),
  UpdateAttraction: token<Departments.UpdateAttraction>('UpdateAttraction'),
  AddMerchandise: token<Departments.AddMerchandise>('AddMerchandise'),
  UpdateMerchandise: token<Departments.UpdateMerchandise>('UpdateMerchandise'),
  AddRestaurant: token<Departments.AddRestaurant>('AddRestaurant'),
  UpdateRestaurant: token<Departments.UpdateRestaurant>('UpdateRestaurant'),
  RemoveCatalogItem: token<Departments.RemoveCatalogItem>('RemoveCatalogItem'),
} as const;
