import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeBody } from '../../api/contract';
import { deferred, fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager, staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const sam: EmployeeBody = {
  ...staff,
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

type User = ReturnType<typeof renderRoute>['user'];

async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const open = (path = '/employee/profile', employee = sam) =>
  renderRoute(path, {
    cartStorage: null,
    session: { employee },
    userEventOptions: { delay: null },
  });

describe('the profile editor', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it("says 'Loading employee information...' until GET /loggedInEmployee answers", async () => {
    const answer = deferred<FakeAnswer>();
    fakeServer({ 'GET /loggedInEmployee': () => answer.promise });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading employee information...');
    answer.resolve({ status: 200, body: sam });
    expect(await screen.findByText('1 Main St')).toBeInTheDocument();
    expect(screen.queryByText('Loading employee information...')).toBeNull();
    const main = screen.getByRole('main');
    for (const text of ['Sam Staff', '512-555-0100', 'staff@example.com', 'Austin', 'TX - Texas']) {
      expect(within(main).getByText(text)).toBeInTheDocument();
    }
    // The Employee Portal's sidebar is beside it.
    expect(screen.getAllByRole('navigation', { name: 'Employee Portal' })[0]).toBeInTheDocument();
  });

  it('keeps the EID read-only and formats the phone 3-3-4 while typing', async () => {
    fakeServer({ 'GET /loggedInEmployee': { status: 200, body: sam } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const eid = screen.getByLabelText('EID');
    expect(eid).toHaveAttribute('readonly');
    expect(eid).toHaveValue(String(sam.id));
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, '5125');
    expect(phone).toHaveValue('512-5');
    await user.type(phone, '550199');
    expect(phone).toHaveValue('512-555-0199');
    await user.type(phone, '7');
    expect(phone).toHaveValue('512-555-0199');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('(737) 555-0142');
    expect(phone).toHaveValue('737-555-0142');
    // The states are shown by code and name.
    expect(within(screen.getByLabelText('State')).getAllByRole('option')).toHaveLength(51);
    expect(screen.getByRole('option', { name: 'WY - Wyoming' })).toBeInTheDocument();
  });

  it("saves with POST /updateLoggedInEmployee, shows 'Employee Updated' and reloads", async () => {
    const saved: EmployeeBody = {
      ...sam,
      name: 'Samuel Staff',
      phoneNumber: '737-555-0111',
      state: 'OK',
    };
    let current = sam;
    const server = fakeServer({
      'GET /loggedInEmployee': () => ({ status: 200, body: current }),
      'POST /updateLoggedInEmployee': () => {
        current = saved;
        return { status: 200, body: saved };
      },
    });
    const { store, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await replace(user, screen.getByLabelText('Name'), 'Samuel Staff');
    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '7375550111');
    await user.selectOptions(screen.getByLabelText('State'), 'OK - Oklahoma');
    await user.clear(screen.getByLabelText('Address'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Employee Updated' });
    expect(dialog).toHaveTextContent('The employee information has been updated successfully.');
    expect(server.callsTo('POST /updateLoggedInEmployee')[0]?.body).toEqual({
      id: sam.id,
      name: 'Samuel Staff',
      address: null,
      city: 'Austin',
      state: 'OK',
      zipcode: '78701',
      phoneNumber: '737-555-0111',
      email: 'staff@example.com',
    });
    await waitFor(() => expect(server.callsTo('GET /loggedInEmployee')).toHaveLength(2));
    expect(store.getState().session.employee).toEqual(saved);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('OK - Oklahoma')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("shows the server's message for a 409 and stays in edit mode", async () => {
    fakeServer({
      'GET /loggedInEmployee': { status: 200, body: sam },
      'POST /updateLoggedInEmployee': {
        status: 409,
        body: { message: 'Another employee already uses this email.' },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await replace(user, screen.getByLabelText('Email'), 'manager@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another employee already uses this email.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel restores the values shown before editing, without a call', async () => {
    const server = fakeServer({ 'GET /loggedInEmployee': { status: 200, body: sam } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await replace(user, screen.getByLabelText('Name'), 'Someone Else');
    await replace(user, screen.getByLabelText('City'), 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Sam Staff')).toBeInTheDocument();
    expect(screen.getByText('Austin')).toBeInTheDocument();
    expect(screen.queryByText('Dallas')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Staff');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(server.callsTo('POST /updateLoggedInEmployee')).toHaveLength(0);
  });

  it('is in the Manager Portal at /manager/profile', async () => {
    fakeServer({ 'GET /loggedInEmployee': { status: 200, body: manager } });
    open('/manager/profile', manager);
    expect(await screen.findByRole('heading', { name: 'Manager Profile' })).toBeVisible();
    expect(await screen.findByText('Morgan Manager', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Manager Portal' })[0]).toBeInTheDocument();
  });
});
