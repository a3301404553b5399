import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parkToday } from '../../app/park';
import type { FakeAnswer } from '../../test/fake-server';
import { attractionFixtures } from '../../test/catalog-fixtures';
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

const skySwing = {
  name: 'Sky Swing',
  type: 'Carousel',
  description: 'Chairs that fly in a circle.',
  shortDescription: 'Swing high.',
  thrillLevel: 'Moderate',
  heightRequirement: '42 in',
  status: 1,
  image: '/images/attractions/sky-swing.svg',
};

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

async function fillExpense(user: User, form: HTMLElement) {
  await choose(user, form, 'Restaurant', 'The Golden Fork');
  await enter(user, form, 'Amount', '123.45');
  await user.selectOptions(fieldIn(form, 'Expense Type'), 'Supplies');
}

async function fillNewAttraction(user: User, form: HTMLElement) {
  await enter(user, form, 'Name', 'Sky Swing');
  await user.selectOptions(fieldIn(form, 'Type'), 'Carousel');
  await user.selectOptions(fieldIn(form, 'Thrill Level'), 'Moderate');
  await enter(user, form, 'Short Description', 'Swing high.');
  await enter(user, form, 'Description', 'Chairs that fly in a circle.');
  await enter(user, form, 'Height Requirement', '42 in');
  await enter(user, form, 'Image', '/images/attractions/sky-swing.svg');
}

describe('Manage Departments: expense and attractions', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('lists the spec’s collapsible forms in order, all closed', async () => {
    serveDepartments();
    openDepartments();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Manage Departments' }),
    ).toBeVisible();
    const toggles = screen
      .getAllByRole('button', { expanded: false })
      .map((b) => b.textContent)
      .filter((t) => t && /Expense|Attraction|Merchandise|Restaurant/.test(t));
    expect(toggles).toEqual([
      'Restaurant Expense',
      'Add Attraction',
      'Update Attraction',
      'Delete Attraction',
      'Add Merchandise',
      'Update Merchandise',
      'Delete Merchandise',
      'Add Restaurant',
      'Update Restaurant',
      'Delete Restaurant',
    ]);
  });

  it("sends the expense with the session's StaffID and shows 'Expense Submitted'", async () => {
    const server = serveDepartments({
      'POST /expense-restaurant': { status: 201, body: { message: 'Expense Submitted' } },
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Restaurant Expense', 'Restaurant expense');
    expect(fieldIn(form, 'Amount')).toHaveAttribute('step', '0.01');
    expect(fieldIn(form, 'Date')).toHaveValue(parkToday());
    expect(
      within(fieldIn(form, 'Expense Type'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'produce', 'supplies', 'utilities']);
    await fillExpense(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    await closeDialog(user, 'Expense Submitted', 'The expense has been recorded.');
    expect(server.callsTo('POST /expense-restaurant')[0]?.body).toEqual({
      StaffID: 3,
      RestaurantID: 3,
      ExpenseAmt: 123.45,
      ExpenseDate: parkToday(),
      ExpenseType: 'supplies',
    });
    expect(fieldIn(form, 'Amount')).toHaveValue(null);
  });

  it("shows 'FAILURE' and keeps what was typed; a 400 shows the server's reason", async () => {
    quiet();
    let answer: FakeAnswer = { status: 500, body: { message: 'Internal error' } };
    serveDepartments({ 'POST /expense-restaurant': () => answer });
    const { user } = openDepartments();
    const form = await openForm(user, 'Restaurant Expense', 'Restaurant expense');
    await fillExpense(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(
      user,
      'FAILURE',
      'There was an error while submitting the expense. Please try again later.',
    );
    expect(fieldIn(form, 'Amount')).toHaveValue(123.45);
    expect(fieldIn(form, 'Restaurant')).toHaveValue('3');
    expect(fieldIn(form, 'Expense Type')).toHaveValue('supplies');

    answer = { status: 400, body: { message: 'Date cannot be after today', errors: [] } };
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(user, 'FAILURE', 'Date cannot be after today');
  });

  it("adds an attraction with status 1: 'Attraction Submitted', the lists refresh", async () => {
    let added = false;
    const server = serveDepartments({
      'GET /attractions': () => ({
        status: 200,
        body: added
          ? [...attractionFixtures, { ...skySwing, attractionID: 9 }]
          : attractionFixtures,
      }),
      'POST /insert-new-attractions': () => {
        added = true;
        return { status: 201, body: { message: 'Attraction Submitted', id: 9 } };
      },
    });
    const { user } = openDepartments();
    // The update form lists the attractions: it must see the new one without a reload.
    const update = await openForm(user, 'Update Attraction', 'Update attraction');
    await within(update).findByRole('option', { name: 'Thunder Falls' });
    const form = await openForm(user, 'Add Attraction', 'Add attraction');
    for (const label of ['Name', 'Type', 'Thrill Level', 'Description', 'Image']) {
      expect(fieldIn(form, label)).toBeRequired();
    }
    expect(
      within(fieldIn(form, 'Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select a type',
      'Roller Coaster',
      'Carousel',
      'Water Ride',
      'Themed Ride',
      'Ferris Wheel',
    ]);
    await fillNewAttraction(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    await closeDialog(user, 'Attraction Submitted', 'The new attraction is open to visitors.');
    expect(server.callsTo('POST /insert-new-attractions')[0]?.body).toEqual(skySwing);
    expect(await within(update).findByRole('option', { name: 'Sky Swing' })).toBeInTheDocument();
    expect(fieldIn(form, 'Name')).toHaveValue('');
  });

  it('a failed add keeps the form; a 409 names the problem', async () => {
    quiet();
    let answer = { status: 503, body: { message: 'Database unavailable' } };
    serveDepartments({ 'POST /insert-new-attractions': () => answer });
    const { user } = openDepartments();
    const form = await openForm(user, 'Add Attraction', 'Add attraction');
    await fillNewAttraction(user, form);
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(
      user,
      'Failed to Submit Attraction',
      'There was an error while submitting the new attraction. Please try again later.',
    );
    expect(fieldIn(form, 'Name')).toHaveValue('Sky Swing');
    expect(fieldIn(form, 'Description')).toHaveValue('Chairs that fly in a circle.');

    answer = { status: 409, body: { message: 'Another attraction already uses this name.' } };
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await closeDialog(
      user,
      'Failed to Submit Attraction',
      'Another attraction already uses this name.',
    );
    expect(fieldIn(form, 'Image')).toHaveValue('/images/attractions/sky-swing.svg');
  });

  it('updates an attraction: current values filled in, the open/closed switch sends status', async () => {
    const server = serveDepartments({
      'POST /update-attraction': { status: 200, body: { message: 'Attraction Updated' } },
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Update Attraction', 'Update attraction');
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await choose(user, form, 'Attraction', 'Lagoon Splash (closed)');
    expect(fieldIn(form, 'Name')).toHaveValue('Lagoon Splash');
    expect(fieldIn(form, 'Type')).toHaveValue('Water Ride');
    expect(fieldIn(form, 'Thrill Level')).toHaveValue('Low');
    expect(fieldIn(form, 'Short Description')).toHaveValue('Gentle fun.');
    expect(fieldIn(form, 'Height Requirement')).toHaveValue('None');
    const closed = within(form).getByRole('switch', { name: 'Closed' });
    expect(closed).not.toBeChecked();
    await user.click(closed);
    expect(within(form).getByRole('switch', { name: 'Open' })).toBeChecked();
    await retype(user, form, 'Name', 'Lagoon Splash II');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await closeDialog(
      user,
      'Attraction Updated',
      'Lagoon Splash II has been updated and is now open.',
    );
    expect(server.callsTo('POST /update-attraction')[0]?.body).toEqual({
      UPDATEid: 3,
      UPDATEDname: 'Lagoon Splash II',
      type: 'Water Ride',
      description: 'Bumper boats in the lagoon.',
      shortDescription: 'Gentle fun.',
      thrill: 'Low',
      height: 'None',
      image: '/images/attractions/lagoon-splash.svg',
      status: 1,
    });
    expect(fieldIn(form, 'Attraction')).toHaveValue('');

    await choose(user, form, 'Attraction', 'Thunder Falls');
    await user.click(within(form).getByRole('switch', { name: 'Open' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await closeDialog(
      user,
      'Attraction Updated',
      'Thunder Falls has been updated and is now closed.',
    );
    expect(server.callsTo('POST /update-attraction')[1]?.body).toMatchObject({
      UPDATEid: 1,
      status: 0,
    });
  });

  it("a failed update shows 'Form did not go through.' and keeps the edits", async () => {
    quiet();
    serveDepartments({ 'POST /update-attraction': { networkError: true } });
    const { user } = openDepartments();
    const form = await openForm(user, 'Update Attraction', 'Update attraction');
    await choose(user, form, 'Attraction', 'Thunder Falls');
    await retype(user, form, 'Height Requirement', '56 in');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await closeDialog(user, 'FAILURE', 'Form did not go through.');
    expect(fieldIn(form, 'Attraction')).toHaveValue('1');
    expect(fieldIn(form, 'Height Requirement')).toHaveValue('56 in');
  });

  it("deletes after confirming: 'Attraction Deleted', or says it was retired", async () => {
    let outcome = 'deleted';
    const server = serveDepartments({
      'POST /delete-attraction': () => ({ status: 200, body: { message: 'x', outcome } }),
    });
    const { user } = openDepartments();
    const form = await openForm(user, 'Delete Attraction', 'Delete attraction');
    await choose(user, form, 'Attraction', 'Comet Run');
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Comet Run?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /delete-attraction')).toHaveLength(0);

    const loads = server.callsTo('GET /attractions').length;
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Comet Run?' });
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    await closeDialog(user, 'Attraction Deleted', 'Successfully deleted attraction!');
    expect(server.callsTo('POST /delete-attraction')[0]?.body).toEqual({ id: 2 });
    await waitFor(() => expect(server.callsTo('GET /attractions').length).toBeGreaterThan(loads));

    outcome = 'retired';
    await choose(user, form, 'Attraction', 'Thunder Falls');
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const third = await screen.findByRole('dialog', { name: 'Delete Thunder Falls?' });
    await user.click(within(third).getByRole('button', { name: 'Delete' }));
    await closeDialog(
      user,
      'Attraction Retired',
      'Attraction retired: it has order or maintenance history, so it was removed from the catalog and its history kept.',
    );
  });

  it("a failed delete shows 'Failed to Delete Attraction' and keeps the choice", async () => {
    quiet();
    serveDepartments({ 'POST /delete-attraction': { status: 500, body: { message: 'x' } } });
    const { user } = openDepartments();
    const form = await openForm(user, 'Delete Attraction', 'Delete attraction');
    await choose(user, form, 'Attraction', 'Lagoon Splash (closed)');
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Lagoon Splash?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await closeDialog(
      user,
      'Failed to Delete Attraction',
      'There was an error while deleting the attraction. Please try again later.',
    );
    expect(fieldIn(form, 'Attraction')).toHaveValue('3');
  });
});
