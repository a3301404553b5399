import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreatedBody,
  NewMerchandiseRequest,
  NewRestaurantRequest,
  UpdateMerchandiseRequest,
  UpdateRestaurantRequest,
} from '../../contract/manager';
import type { MerchandiseBody, RestaurantBody } from '../../contract/catalog';
import { clientAs } from '../testing/logins';
import { aPlacedOrder } from '../testing/builders';
import { orderPark } from '../testing/order-park';
import { openTestPark, parkTargets, type TestPark } from '../testing/test-park';

type ErrorBody = { message: string; errors: { path: string; message: string }[] };

describe.each(parkTargets)('department routes: merchandise and restaurants on %s', (target) => {
  let park: TestPark;
  let op: ReturnType<typeof orderPark>;
  let n = 0;
  beforeAll(async () => {
    park = await openTestPark(target);
    op = orderPark(park);
  });
  afterAll(() => park.close());

  const count = async (table: string) =>
    Number(((await op.knex(table).count({ n: '*' })) as { n: number | string }[])[0]?.n);
  const publicList = async <T>(path: string) =>
    (await (await clientAs(park, 'anonymous')).get(path)).body as T[];

  const newItem = (overrides: Partial<NewMerchandiseRequest> = {}): NewMerchandiseRequest => ({
    name: `Cap ${(n += 1)}`,
    type: 'Accessory',
    supplierCost: 3.5,
    sellingCost: 12.99,
    image: '/images/merch/cap.png',
    ...overrides,
  });
  const newRestaurant = (overrides: Partial<NewRestaurantRequest> = {}): NewRestaurantRequest => ({
    name: `Grill ${(n += 1)}`,
    type: 'Special',
    amount: 1,
    description: 'Steaks',
    image: '/images/restaurants/grill.png',
    ...overrides,
  });

  describe('merchandise', () => {
    it('adds, updates and deletes an item (costs in dollars, stored in cents)', async () => {
      const c = await clientAs(park, 'manager');
      const res = await c.post('/insert-new-merch', newItem());
      expect(res.status).toBe(201);
      const { id } = res.body as CreatedBody;
      expect(res.body).toEqual({
        message: 'Success in adding Merchandise',
        id: expect.any(Number),
      });
      expect(await op.knex('merchandise').where({ id }).first()).toMatchObject({
        supplier_cost_cents: 350,
        selling_cost_cents: 1299,
      });
      const update: UpdateMerchandiseRequest = {
        merchIDUpdate: id,
        newMerchName: `Scarf ${id}`,
        newMerchType: 'Clothing',
        newSupplierCost: 4,
        newSellingCost: 19.5,
        newImageMerch: 'https://example.com/scarf.png',
      };
      const updated = await c.post('/update-merch', update);
      expect(updated.status).toBe(200);
      const expected: MerchandiseBody = {
        MId: id,
        name: `Scarf ${id}`,
        type: 'Clothing',
        supplierCost: 4,
        sellingCost: 19.5,
        image: 'https://example.com/scarf.png',
      };
      expect((await publicList<MerchandiseBody>('/get-merch')).find((m) => m.MId === id)).toEqual(
        expected,
      );
      const deleted = await c.post('/delete-merch', { id });
      expect(deleted.body).toEqual({
        message: 'Successfully deleted merchandise!',
        outcome: 'deleted',
      });
      expect(await op.knex('merchandise').where({ id }).first()).toBeUndefined();
      expect((await c.post('/update-merch', update)).status).toBe(404);
      expect((await c.post('/delete-merch', { id })).status).toBe(404);
    });

    it('answers 400 for bad fields and 409 for a name in use, writing nothing', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('merchandise');
      for (const [path, overrides] of [
        ['type', { type: 'Food' }],
        ['supplierCost', { supplierCost: -2 }],
        ['sellingCost', { sellingCost: 9.999 }],
        ['image', { image: '' }],
      ] as [string, Record<string, unknown>][]) {
        const res = await c.post('/insert-new-merch', { ...newItem(), ...overrides });
        expect(res.status, path).toBe(400);
        expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain(path);
      }
      expect((await c.post('/insert-new-merch', newItem({ name: 'Rain Poncho' }))).status).toBe(
        409,
      );
      expect(await count('merchandise')).toBe(before);
    });

    it('retires merchandise that an order holds', async () => {
      const shirt = await op.idOf('merchandise', 'Park Logo T-Shirt');
      await aPlacedOrder(park, { merchItems: [{ MId: shirt, quantity: 1, size: 'L' }] });
      const manager = await clientAs(park, 'manager');
      const res = await manager.post('/delete-merch', { id: shirt });
      expect(res.body).toMatchObject({ outcome: 'retired' });
      expect((await publicList<MerchandiseBody>('/get-merch')).map((m) => m.MId)).not.toContain(
        shirt,
      );
      expect(
        await op.knex('merchandise_lines').where({ merchandise_id: shirt }).first(),
      ).toBeTruthy();
    });
  });

  describe('restaurants', () => {
    it('derives the amount from the type, ignoring the one sent, on add and on update', async () => {
      const c = await clientAs(park, 'manager');
      const res = await c.post('/insert-new-rest', newRestaurant({ type: 'Special', amount: 1 }));
      expect(res.status).toBe(201);
      const { id } = res.body as CreatedBody;
      const shown = async () =>
        (await publicList<RestaurantBody>('/get-rest')).find((r) => r.id === id);
      expect(await shown()).toMatchObject({ type: 'Special', amount: 45 });
      const update: UpdateRestaurantRequest = {
        UPDATEDRestaurantID: id,
        UPDATEDRestaurantName: `Cafe ${id}`,
        UPDATEDRestaurantType: 'Deluxe',
        UPDATEDAmount: 999,
        UPDATEDRImage: '/images/restaurants/cafe.png',
        UPDATEDRDescription: 'Coffee',
      };
      expect((await c.post('/update-rest', update)).status).toBe(200);
      expect(await shown()).toEqual({
        id,
        name: `Cafe ${id}`,
        type: 'Deluxe',
        amount: 35,
        description: 'Coffee',
        image: '/images/restaurants/cafe.png',
      });
      await c.post('/update-rest', { ...update, UPDATEDRestaurantType: 'Standard' });
      expect(await shown()).toMatchObject({ amount: 10 });
      expect(
        (await c.post('/update-rest', { ...update, UPDATEDRestaurantID: 999_999 })).status,
      ).toBe(404);
    });

    it('answers 400 for a type outside the three and writes nothing', async () => {
      const c = await clientAs(park, 'manager');
      const before = await count('restaurants');
      const res = await c.post('/insert-new-rest', newRestaurant({ type: 'Buffet' as 'Special' }));
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).errors.map((e) => e.path)).toContain('type');
      expect(await count('restaurants')).toBe(before);
    });

    it('retires a restaurant with orders (history intact) and deletes one without', async () => {
      const { c: visitor, order } = await aPlacedOrder(park);
      const fork = await op.idOf('restaurants', 'The Golden Fork');
      const before = await op.counts();
      const manager = await clientAs(park, 'manager');
      const res = await manager.post('/delete-rest', { id: fork });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message:
          'Restaurant retired: it has order or expense history, so it was removed from the catalog and its history kept.',
        outcome: 'retired',
      });
      expect((await publicList<RestaurantBody>('/get-rest')).map((r) => r.id)).not.toContain(fork);
      expect(await op.counts()).toEqual(before);
      expect(await op.knex('restaurants').where({ id: fork }).first()).toMatchObject({
        retired: true,
      });
      const details = await visitor.post('/getOrderDetails', { orderId: order.orderId });
      expect(details.status).toBe(200);
      expect(JSON.stringify(details.body)).toContain('The Golden Fork');

      const { id } = (await manager.post('/insert-new-rest', newRestaurant())).body as CreatedBody;
      const deleted = await manager.post('/delete-rest', { id });
      expect(deleted.body).toEqual({
        message: 'Successfully deleted restaurant!',
        outcome: 'deleted',
      });
      expect(await op.knex('restaurants').where({ id }).first()).toBeUndefined();
      expect((await manager.post('/delete-rest', { id: fork })).status).toBe(404);
    });
  });
});
