import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { merchandiseFixtures } from '../../test/catalog-fixtures';
import {
  choose,
  closeDialog,
  enter,
  fieldIn,
  openDepartments,
  openForm,
  retype,
  serveDepartments,
  type User,
} from './departments-test-kit';

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

async function fillNewMerchandise(user: User, form: HTMLElement) {
  await enter(user, form, 'Name', 'Glow Wand');
  await user.selectOptions(fieldIn(form, 'Type'), 'Accessory');
  await enter(user, form, 'Supplier Cost', '2.5');
  await enter(user, form, 'Selling Cost', '12.99');
  await enter(user, form, 'Image', '/images/merch/glow-wand.svg');
}

async function fillNewRestaurant(user: User, form: HTMLElement) {
  await enter(user, form, 'Name', 'Moon Cafe');
  await user.selectOptions(fieldIn(form, 'Type'), 'Deluxe');
  await enter(user, form, 'Description', 'Pancakes all day.');
  await enter(user, form, 'Image', '/images/restaurants/moon-cafe.svg');
}

async function confirmDelete(user: User, form: HTMLElement, name: string) {
  await user.click(within(form).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('dialog', { name: `Delete ${name}?` });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
}

describe('Manage Departments: merchandise and restaurants', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it("adds merchandise with numeric costs: SUCCESS 'Success in adding Merchandise'", async () => {
    let added = false;
    const server = serveDepartments({
      'GET /get-merch': () => ({
        status: 200,
        body: added
          ? [...merchandiseFixtures, { MId: 8, name: 'Glow Wand', type: 'Accessory' }]
          : merchandiseFixtures,
      }),
      'POST /insert-new-merch': () => {
        added = true;
        return { status: 201, body: { message: 'Success in adding Merchandise', id: 8 } };
      },
    });
    const { user } = openDepartments();
    const update = await openForm(user, 'Update Merchandise', 'Update merchandise');
    await within(update).findByRole('option', { name: 'Starlight Keychain' });
    const form = await openForm(user, 'Add Merchandise', 'Add merchandise');
    expect(
      within(fieldIn(form, 'Type'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'Clothing', 'Accessory']);
    await fillNewMerchandise(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    await closeDialog(user, 'SUCCESS', 'Success in adding Merchandise');
    expect(server.callsTo('POST /insert-new-merch')[0]?.body).toEqual({
      name: 'Glow Wand',
      type: 'Accessory',
      supplierCost: 2.5,
      sellingCost: 12.99,
      image: '/images/merch/glow-wand.svg',
    });
    expect(await within(update).findByRole('option', { name: 'Glow Wand' })).toBeInTheDocument();
    expect(fieldIn(form, 'Name')).toHaveValue('');
  });

  it("a failed merchandise add says 'Error submitting merchandise…' and keeps the form", async () => {
    quiet();
    serveDepartments({ 'POST /insert-new-merch': { status: 500, body: { message: 'x' } } });
    const { user } = openDepartments();
    const form = await openForm(user, 'Add Merchandise', 'Add merchandise');
    await fillNewMerchandise(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(user, 'FAILURE', 'Error submitting merchandise. Please try again later.');
    expect(fieldIn(form, 'Name')).toHaveValue('Glow Wand');
    expect(fieldIn(form, 'Selling Cost')).toHaveValue(12.99);
  });

  it('updates merchandise from its current values; a failure is the generic modal', async () => {
    quiet();
    let answer = { status: 500, body: { message: 'x' } };
    const server = serveDepartments({ 'POST /update-merch': () => answer });
    const { user } = openDepartments();
    const form = await openForm(user, 'Update Merchandise', 'Update merchandise');
    await choose(user, form, 'Merchandise', 'Starlight Keychain');
    expect(fieldIn(form, 'Name')).toHaveValue('Starlight Keychain');
    expect(fieldIn(form, 'Type')).toHaveValue('Accessory');
    expect(fieldIn(form, 'Supplier Cost')).toHaveValue(1);
    expect(fieldIn(form, 'Selling Cost')).toHaveValue(5.99);
    await retype(user, form, 'Selling Cost', '6.5');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await closeDialog(user, 'FAILURE', 'Form did not go through.');
    expect(fieldIn(form, 'Selling Cost')).toHaveValue(6.5);

    answer = { status: 200, body: { message: 'Success in updating Merchandise' } };
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await closeDialog(user, 'SUCCESS', 'Success in updating Merchandise');
    expect(server.callsTo('POST /update-merch')[1]?.body).toEqual({
      merchIDUpdate: 6,
      newMerchName: 'Starlight Keychain',
      newMerchType: 'Accessory',
      newSupplierCost: 1,
      newSellingCost: 6.5,
      newImageMerch: '/images/merch/starlight-keychain.svg',
    });
  });

  it('deleting merchandise with order history says it was retired', async () => {
    const server = serveDepartments({
      'POST /delete-merch': { status: 200, body: { message: 'x', outcome: 'retired' } },
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Delete Merchandise', 'Delete merchandise');
    await choose(user, form, 'Merchandise', 'Park Logo T-Shirt');
    await confirmDelete(user, form, 'Park Logo T-Shirt');
    await closeDialog(
      user,
      'Merchandise Retired',
      'Merchandise retired: it has order history, so it was removed from the catalog and its history kept.',
    );
    expect(server.callsTo('POST /delete-merch')[0]?.body).toEqual({ id: 4 });
  });

  it('adds a restaurant: the amount follows the type, cannot be typed, and is sent', async () => {
    const server = serveDepartments({
      'POST /insert-new-rest': {
        status: 201,
        body: { message: 'Success in adding Restaurant', id: 7 },
      },
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Add Restaurant', 'Add restaurant');
    const amount = fieldIn(form, 'Amount');
    expect(amount).toHaveAttribute('readonly');
    expect(amount).toHaveValue('');
    for (const [type, price] of [
      ['Standard', '$10.00'],
      ['Special', '$45.00'],
      ['Deluxe', '$35.00'],
    ]) {
      await user.selectOptions(fieldIn(form, 'Type'), type!);
      expect(amount).toHaveValue(price);
    }
    await user.type(amount, '99');
    expect(amount).toHaveValue('$35.00');
    await fillNewRestaurant(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    await closeDialog(user, 'SUCCESS', 'Success in adding Restaurant');
    expect(server.callsTo('POST /insert-new-rest')[0]?.body).toEqual({
      name: 'Moon Cafe',
      type: 'Deluxe',
      amount: 35,
      description: 'Pancakes all day.',
      image: '/images/restaurants/moon-cafe.svg',
    });
    expect(fieldIn(form, 'Name')).toHaveValue('');
  });

  it("a refused restaurant shows the server's reason, then the generic modal; nothing is lost", async () => {
    quiet();
    let answer = { status: 409, body: { message: 'Another restaurant already uses this name.' } };
    serveDepartments({ 'POST /insert-new-rest': () => answer });
    const { user } = openDepartments();
    const form = await openForm(user, 'Add Restaurant', 'Add restaurant');
    await fillNewRestaurant(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(user, 'FAILURE', 'Another restaurant already uses this name.');

    answer = { status: 502, body: { message: 'Bad gateway' } };
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(user, 'FAILURE', 'Form did not go through.');
    expect(fieldIn(form, 'Name')).toHaveValue('Moon Cafe');
    expect(fieldIn(form, 'Type')).toHaveValue('Deluxe');
    expect(fieldIn(form, 'Description')).toHaveValue('Pancakes all day.');
  });

  it('updates a restaurant: a new type brings its amount', async () => {
    const server = serveDepartments({
      'POST /update-rest': { status: 200, body: { message: 'Success in updating Restaurant' } },
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Update Restaurant', 'Update restaurant');
    await choose(user, form, 'Restaurant', 'Main Street Diner');
    expect(fieldIn(form, 'Name')).toHaveValue('Main Street Diner');
    expect(fieldIn(form, 'Amount')).toHaveValue('$10.00');
    await user.selectOptions(fieldIn(form, 'Type'), 'Special');
    expect(fieldIn(form, 'Amount')).toHaveValue('$45.00');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await closeDialog(user, 'SUCCESS', 'Success in updating Restaurant');
    expect(server.callsTo('POST /update-rest')[0]?.body).toEqual({
      UPDATEDRestaurantID: 1,
      UPDATEDRestaurantName: 'Main Street Diner',
      UPDATEDRestaurantType: 'Special',
      UPDATEDAmount: 45,
      UPDATEDRImage: '/images/restaurants/main-street-diner.svg',
      UPDATEDRDescription: 'Burgers and shakes.',
    });
  });

  it("deletes a restaurant: SUCCESS 'Successfully deleted restaurant!'", async () => {
    const server = serveDepartments({
      'POST /delete-rest': { status: 200, body: { message: 'x', outcome: 'deleted' } },
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Delete Restaurant', 'Delete restaurant');
    await choose(user, form, 'Restaurant', 'The Golden Fork');
    await confirmDelete(user, form, 'The Golden Fork');
    await closeDialog(user, 'SUCCESS', 'Successfully deleted restaurant!');
    expect(server.callsTo('POST /delete-rest')[0]?.body).toEqual({ id: 3 });
    expect(fieldIn(form, 'Restaurant')).toHaveValue('');
  });
});
