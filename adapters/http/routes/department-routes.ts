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
import { dollarsToCents } from '../../../core/shared/money';
import type { ManagerOnlyUseCase } from '../../../core/employees/permissions';
import type {
  AddAttraction,
  AddMerchandise,
  AddRestaurant,
  RemoveCatalogItem,
  SubmitRestaurantExpense,
  UpdateAttraction,
  UpdateMerchandise,
  UpdateRestaurant,
} from '../../../core/catalog/manage-departments';
import { guardedEmployee, type SessionAuth } from '../auth';
import type {
  CreatedBody,
  DeleteResponse,
  UpdateAttractionResponse,
  UpdateMerchandiseResponse,
  UpdateRestaurantResponse,
} from '../../contract/manager';
import type { MessageBody } from '../../contract/errors';
import { HttpFailure, unwrap } from '../error-mapper';
import { toAttractionBody, toMerchandiseBody, toRestaurantBody } from '../../contract/presenters';
import {
  deleteByIdSchema,
  newAttractionSchema,
  newMerchandiseSchema,
  newRestaurantSchema,
  RESTAURANT_EXPENSE_WIRE_PATHS,
  restaurantExpenseSchema,
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

export const NOT_YOUR_STAFF_ID = 'StaffID must be your own';

/**
 * Manager only, the Manage Departments page: restaurant expenses, and adding, updating and
 * deleting (or retiring, when history refers to it) attractions, merchandise and restaurants.
 */
export function departmentRoutes(deps: DepartmentRouteDeps): Router {
  const router = new Router();
  const allowedTo = (useCase: ManagerOnlyUseCase) => deps.auth.allowedTo(useCase);

  const created = (ctx: Context, message: string, id: number) => {
    ctx.status = 201;
    ctx.body = { message, id } satisfies CreatedBody;
  };

  router.post('/expense-restaurant', allowedTo(deps.submitRestaurantExpense), async (ctx) => {
    const actor = guardedEmployee(ctx);
    const body = validate(restaurantExpenseSchema, ctx.request.body);
    if (body.StaffID != null && body.StaffID !== actor.id)
      throw new HttpFailure(403, NOT_YOUR_STAFF_ID);
    const result = await deps.submitRestaurantExpense.execute({
      actor,
      ...toRestaurantExpense(body),
    });
    unwrap(inWireTerms(result, RESTAURANT_EXPENSE_WIRE_PATHS));
    ctx.status = 201;
    ctx.body = { message: EXPENSE_SUBMITTED } satisfies MessageBody;
  });

  router.post('/insert-new-attractions', allowedTo(deps.addAttraction), async (ctx) => {
    const { status: _ignored, ...fields } = validate(newAttractionSchema, ctx.request.body);
    const attraction = unwrap(
      await deps.addAttraction.execute({ actor: guardedEmployee(ctx), ...fields }),
    );
    created(ctx, ATTRACTION_SUBMITTED, attraction.id);
  });

  router.post('/update-attraction', allowedTo(deps.updateAttraction), async (ctx) => {
    const body = validate(updateAttractionSchema, ctx.request.body);
    const attraction = unwrap(
      await deps.updateAttraction.execute({
        actor: guardedEmployee(ctx),
        id: body.UPDATEid,
        name: body.UPDATEDname,
        type: body.type,
        description: body.description,
        shortDescription: body.shortDescription,
        thrillLevel: body.thrill,
        heightRequirement: body.height,
        image: body.image,
        open: body.status === undefined ? undefined : body.status === 1,
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
      await deps.addMerchandise.execute({
        actor: guardedEmployee(ctx),
        name: body.name,
        type: body.type,
        supplierCost: dollarsToCents(body.supplierCost),
        sellingCost: dollarsToCents(body.sellingCost),
        image: body.image,
      }),
    );
    created(ctx, MERCHANDISE_ADDED, item.id);
  });

  router.post('/update-merch', allowedTo(deps.updateMerchandise), async (ctx) => {
    const body = validate(updateMerchandiseSchema, ctx.request.body);
    const item = unwrap(
      await deps.updateMerchandise.execute({
        actor: guardedEmployee(ctx),
        id: body.merchIDUpdate,
        name: body.newMerchName,
        type: body.newMerchType,
        supplierCost: dollarsToCents(body.newSupplierCost),
        sellingCost: dollarsToCents(body.newSellingCost),
        image: body.newImageMerch,
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
      await deps.addRestaurant.execute({
        actor: guardedEmployee(ctx),
        name: body.name,
        type: body.type,
        description: body.description,
        image: body.image,
      }),
    );
    created(ctx, RESTAURANT_ADDED, restaurant.id);
  });

  router.post('/update-rest', allowedTo(deps.updateRestaurant), async (ctx) => {
    const body = validate(updateRestaurantSchema, ctx.request.body);
    const restaurant = unwrap(
      await deps.updateRestaurant.execute({
        actor: guardedEmployee(ctx),
        id: body.UPDATEDRestaurantID,
        name: body.UPDATEDRestaurantName,
        type: body.UPDATEDRestaurantType,
        description: body.UPDATEDRDescription,
        image: body.UPDATEDRImage,
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
