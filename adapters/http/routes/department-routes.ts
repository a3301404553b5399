import Router from '@koa/router';
import type { Context } from 'koa';
import {
  ATTRACTION_SUBMITTED,
  ATTRACTION_UPDATED,
  EXPENSE_SUBMITTED,
  MERCHANDISE_ADDED,
  MERCHANDISE_UPDATED,
  removalMessage,
  RESTAURANT_ADDED,
  RESTAURANT_UPDATED,
  type CatalogKind,
} from '../../../core/catalog/departments';
import type { ManagerOnlyUseCase } from '../../../core/employees/permissions';
import type { AddAttraction } from '../../../core/catalog/add-attraction';
import type { AddMerchandise } from '../../../core/catalog/add-merchandise';
import type { AddRestaurant } from '../../../core/catalog/add-restaurant';
import type { RemoveCatalogItem } from '../../../core/catalog/remove-catalog-item';
import type { SubmitRestaurantExpense } from '../../../core/catalog/submit-restaurant-expense';
import type { UpdateAttraction } from '../../../core/catalog/update-attraction';
import type { UpdateMerchandise } from '../../../core/catalog/update-merchandise';
import type { UpdateRestaurant } from '../../../core/catalog/update-restaurant';
import { guardedEmployee, type SessionAuth } from '../auth';
import type {
  CreatedBody,
  DeleteResponse,
  UpdateAttractionResponse,
  UpdateMerchandiseResponse,
  UpdateRestaurantResponse,
} from '../../contract/manager';
import type { MessageBody } from '../../contract/errors';
import { unwrap } from '../error-mapper';
import { toAttractionBody, toMerchandiseBody, toRestaurantBody } from '../../contract/presenters';
import {
  deleteByIdSchema,
  newAttractionSchema,
  newMerchandiseSchema,
  newRestaurantSchema,
  RESTAURANT_EXPENSE_WIRE_PATHS,
  restaurantExpenseSchema,
  toAttractionChanges,
  toMerchandiseChanges,
  toNewAttraction,
  toNewMerchandise,
  toNewRestaurant,
  toRestaurantChanges,
  toRestaurantExpense,
  updateAttractionSchema,
  updateMerchandiseSchema,
  updateRestaurantSchema,
} from '../../contract/manager';
import { inWireTerms } from '../../contract/wire-paths';
import { validate } from '../validate';

export interface DepartmentRouteDeps {
  auth: SessionAuth;
  submitRestaurantExpense: SubmitRestaurantExpense;
  addAttraction: AddAttraction;
  updateAttraction: UpdateAttraction;
  addMerchandise: AddMerchandise;
  updateMerchandise: UpdateMerchandise;
  addRestaurant: AddRestaurant;
  updateRestaurant: UpdateRestaurant;
  removeCatalogItem: RemoveCatalogItem;
}

/**
 * The Manage Departments page (each use case admits managers only): restaurant expenses, and
 * adding, updating and deleting (or retiring, when history refers to it) attractions,
 * merchandise and restaurants. Bodies map to core's inputs in the contract (contract/manager.ts).
 */
export function departmentRoutes(deps: DepartmentRouteDeps): Router {
  const router = new Router();
  const allowedTo = (useCase: ManagerOnlyUseCase) => deps.auth.allowedTo(useCase);

  const created = (ctx: Context, message: string, id: number) => {
    ctx.status = 201;
    ctx.body = { message, id } satisfies CreatedBody;
  };

  router.post('/expense-restaurant', allowedTo(deps.submitRestaurantExpense), async (ctx) => {
    const body = validate(restaurantExpenseSchema, ctx.request.body);
    const result = await deps.submitRestaurantExpense.execute({
      actor: guardedEmployee(ctx),
      ...toRestaurantExpense(body),
    });
    unwrap(inWireTerms(result, RESTAURANT_EXPENSE_WIRE_PATHS));
    ctx.status = 201;
    ctx.body = { message: EXPENSE_SUBMITTED } satisfies MessageBody;
  });

  router.post('/insert-new-attractions', allowedTo(deps.addAttraction), async (ctx) => {
    const body = validate(newAttractionSchema, ctx.request.body);
    const attraction = unwrap(
      await deps.addAttraction.execute({ actor: guardedEmployee(ctx), ...toNewAttraction(body) }),
    );
    created(ctx, ATTRACTION_SUBMITTED, attraction.id);
  });

  router.post('/update-attraction', allowedTo(deps.updateAttraction), async (ctx) => {
    const body = validate(updateAttractionSchema, ctx.request.body);
    const attraction = unwrap(
      await deps.updateAttraction.execute({
        actor: guardedEmployee(ctx),
        ...toAttractionChanges(body),
      }),
    );
    ctx.body = {
      message: ATTRACTION_UPDATED,
      attraction: toAttractionBody(attraction),
    } satisfies UpdateAttractionResponse;
  });

  router.post('/insert-new-merch', allowedTo(deps.addMerchandise), async (ctx) => {
    const body = validate(newMerchandiseSchema, ctx.request.body);
    const item = unwrap(
      await deps.addMerchandise.execute({ actor: guardedEmployee(ctx), ...toNewMerchandise(body) }),
    );
    created(ctx, MERCHANDISE_ADDED, item.id);
  });

  router.post('/update-merch', allowedTo(deps.updateMerchandise), async (ctx) => {
    const body = validate(updateMerchandiseSchema, ctx.request.body);
    const item = unwrap(
      await deps.updateMerchandise.execute({
        actor: guardedEmployee(ctx),
        ...toMerchandiseChanges(body),
      }),
    );
    ctx.body = {
      message: MERCHANDISE_UPDATED,
      merchandise: toMerchandiseBody(item),
    } satisfies UpdateMerchandiseResponse;
  });

  router.post('/insert-new-rest', allowedTo(deps.addRestaurant), async (ctx) => {
    const body = validate(newRestaurantSchema, ctx.request.body);
    const restaurant = unwrap(
      await deps.addRestaurant.execute({ actor: guardedEmployee(ctx), ...toNewRestaurant(body) }),
    );
    created(ctx, RESTAURANT_ADDED, restaurant.id);
  });

  router.post('/update-rest', allowedTo(deps.updateRestaurant), async (ctx) => {
    const body = validate(updateRestaurantSchema, ctx.request.body);
    const restaurant = unwrap(
      await deps.updateRestaurant.execute({
        actor: guardedEmployee(ctx),
        ...toRestaurantChanges(body),
      }),
    );
    ctx.body = {
      message: RESTAURANT_UPDATED,
      restaurant: toRestaurantBody(restaurant),
    } satisfies UpdateRestaurantResponse;
  });

  const removal = (path: string, kind: CatalogKind) =>
    router.post(path, allowedTo(deps.removeCatalogItem), async (ctx) => {
      const { id } = validate(deleteByIdSchema, ctx.request.body);
      const outcome = unwrap(
        await deps.removeCatalogItem.execute({ actor: guardedEmployee(ctx), kind, id }),
      );
      ctx.body = { message: removalMessage(kind, outcome), outcome } satisfies DeleteResponse;
    });
  removal('/delete-attraction', 'attraction');
  removal('/delete-merch', 'merchandise');
  removal('/delete-rest', 'restaurant');

  return router;
}
