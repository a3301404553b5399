import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkToday } from '../../app/park';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager, staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import type { MaintenanceRequestBody } from '../../api/staff-api';

const attractions = [
  { attractionID: 1, name: 'Thunder Coaster', status: 1 },
  { attractionID: 2, name: 'Lazy River', status: 0 },
].map((a) => ({
  ...a,
  type: 'Roller Coaster',
  description: '',
  shortDescription: '',
  thrillLevel: 'High',
  heightRequirement: '48 in',
  image: '',
}));

const request = (over: Partial<MaintenanceRequestBody>): MaintenanceRequestBody => ({
  id: 1,
  subject: 'Loose bolt',
  status: 'Open',
  statusLabel: 'Pending',
  comment: 'Car 3 rattles',
  cost: 120.5,
  dateResolved: null,
  attractionID: 1,
  attractionName: 'Thunder Coaster',
  submittedDate: '2024-01-02',
  automatic: false,
  ...over,
});

const requests = [
  request({ id: 12, subject: 'Loose bolt' }),
  request({
    id: 9,
    subject: 'Paint',
    status: 'In Progress',
    statusLabel: 'In Progress',
    comment: 'Peeling',
    cost: 40,
    attractionID: 2,
    attractionName: 'Lazy River',
  }),
];

const noUrgent: FakeAnswer = { status: 200, body: { requests: [] } };

function serve(routes: Record<string, FakeAnswer | (() => FakeAnswer)> = {}) {
  return fakeServer({
    'GET /attractions': { status: 200, body: attractions },
    'GET /get-maintenancerequests': { status: 200, body: { requests } },
    'POST /get-unresolved-maintenance-requests': noUrgent,
    ...routes,
  });
}

const open = (path = '/employee/maintenance') =>
  renderRoute(path, {
    cartStorage: null,
    session: { employee: path.startsWith('/manager') ? manager : staff },
    userEventOptions: { delay: null },
  });

type User = ReturnType<typeof renderRoute>['user'];

async function openSection(user: User, name: 'Submit Request' | 'Edit Request') {
  const toggle = await screen.findByRole('button', { name });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function closeDialog(user: User, title: string, text: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('Maintenance Requests', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('submits with POST /maintenance-requests, shows the modal and refreshes the list', async () => {
    const server = serve({
      'POST /maintenance-requests': { status: 201, body: { message: 'ok', id: 13 } },
    });
    const { user } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance Requests' }),
    ).toBeVisible();
    await openSection(user, 'Submit Request');
    const form = screen.getByRole('form', { name: 'Submit a maintenance request' });
    for (const label of ['Subject', 'Attraction', 'Cost', 'Comment']) {
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    }
    await user.type(within(form).getByLabelText(/^Subject/), 'Squeaky wheel');
    await screen.findByRole('option', { name: 'Lazy River' });
    await user.selectOptions(within(form).getByLabelText(/^Attraction/), 'Lazy River');
    await user.type(within(form).getByLabelText(/^Cost/), '75.25');
    await user.type(within(form).getByLabelText(/^Comment/), 'Needs oil');
    const listCalls = server.callsTo('GET /get-maintenancerequests').length;
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    await closeDialog(
      user,
      'Maintenance Request Submitted',
      'The maintenance request has been submitted.',
    );
    expect(server.callsTo('POST /maintenance-requests')[0]?.body).toEqual({
      MRSubject: 'Squeaky wheel',
      MRDescription: 'Needs oil',
      MRCost: 75.25,
      AttractionID: 2,
    });
    await waitFor(() =>
      expect(server.callsTo('GET /get-maintenancerequests').length).toBeGreaterThan(listCalls),
    );
  });

  it("shows 'Failed to Submit Maintenance Request' when the server refuses", async () => {
    serve({ 'POST /maintenance-requests': { status: 400, body: { message: 'bad' } } });
    const { user } = open('/manager/maintenance');
    await openSection(user, 'Submit Request');
    await user.type(screen.getByLabelText(/^Subject/), 'x');
    await screen.findByRole('option', { name: 'Thunder Coaster' });
    await user.selectOptions(screen.getByLabelText(/^Attraction/), 'Thunder Coaster');
    await user.type(screen.getByLabelText(/^Cost/), '1');
    await user.type(screen.getByLabelText(/^Comment/), 'y');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await closeDialog(
      user,
      'Failed to Submit Maintenance Request',
      'There was an error while submitting the maintenance request.',
    );
  });

  it("edits: 'RID: {id} - {subject}', pre-filled values, Date Resolved only for Completed", async () => {
    const server = serve({
      'POST /updateMaintenanceRequest': { status: 200, body: { message: 'ok', request: {} } },
    });
    const { user } = open();
    await openSection(user, 'Edit Request');
    const form = screen.getByRole('form', { name: 'Edit a maintenance request' });
    await within(form).findByRole('option', { name: 'RID: 12 - Loose bolt' });
    expect(within(form).getByRole('option', { name: 'RID: 9 - Paint' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText(/^Request/), 'RID: 12 - Loose bolt');

    const current = within(form).getByLabelText('Current request');
    expect(current).toHaveTextContent('Loose bolt');
    expect(current).toHaveTextContent('Pending');
    expect(current).toHaveTextContent('Car 3 rattles');
    expect(current).toHaveTextContent('$120.50');
    expect(within(form).getByLabelText(/^New Status/)).toHaveValue('Pending');
    expect(within(form).getByLabelText(/^New Cost/)).toHaveValue(120.5);
    expect(within(form).getByLabelText(/^New Comment/)).toHaveValue('Car 3 rattles');
    expect(
      within(within(form).getByLabelText(/^New Status/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'In Progress', 'Completed']);
    expect(within(form).queryByLabelText(/^Date Resolved/)).toBeNull();

    await user.selectOptions(within(form).getByLabelText(/^New Status/), 'Completed');
    const resolved = within(form).getByLabelText(/^Date Resolved/);
    expect(resolved).toBeRequired();
    expect(resolved).toHaveValue('');
    await user.selectOptions(within(form).getByLabelText(/^New Status/), 'In Progress');
    expect(within(form).queryByLabelText(/^Date Resolved/)).toBeNull();
    await user.selectOptions(within(form).getByLabelText(/^New Status/), 'Completed');
    await user.type(within(form).getByLabelText(/^Date Resolved/), '2024-01-05');
    await user.clear(within(form).getByLabelText(/^New Cost/));
    await user.type(within(form).getByLabelText(/^New Cost/), '130');
    await user.clear(within(form).getByLabelText(/^New Comment/));
    await user.type(within(form).getByLabelText(/^New Comment/), 'Tightened');
    const listCalls = server.callsTo('GET /get-maintenancerequests').length;
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await closeDialog(
      user,
      'Maintenance Request Updated',
      'The maintenance request has been updated.',
    );
    expect(server.callsTo('POST /updateMaintenanceRequest')[0]?.body).toEqual({
      RequestID: 12,
      status: 'Completed',
      comment: 'Tightened',
      cost: 130,
      dateResolved: '2024-01-05',
    });
    expect(within(form).getByLabelText(/^Request/)).toHaveValue('');
    expect(within(form).queryByLabelText(/^New Status/)).toBeNull();
    await waitFor(() =>
      expect(server.callsTo('GET /get-maintenancerequests').length).toBeGreaterThan(listCalls),
    );
  });

  it('sends no resolved date for other statuses; Cancel clears the selection', async () => {
    const server = serve({ 'POST /updateMaintenanceRequest': { status: 500, body: {} } });
    const { user } = open();
    await openSection(user, 'Edit Request');
    await screen.findByRole('option', { name: 'RID: 9 - Paint' });
    await user.selectOptions(screen.getByLabelText(/^Request/), 'RID: 9 - Paint');
    expect(screen.getByLabelText(/^New Status/)).toHaveValue('In Progress');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Request/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();

    await user.selectOptions(screen.getByLabelText(/^Request/), 'RID: 9 - Paint');
    await user.selectOptions(screen.getByLabelText(/^New Status/), 'Pending');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await closeDialog(
      user,
      'Failed to Update Maintenance Request',
      'There was an error while updating the maintenance request.',
    );
    expect(server.callsTo('POST /updateMaintenanceRequest')[0]?.body).toEqual({
      RequestID: 9,
      status: 'Pending',
      comment: 'Peeling',
      cost: 40,
      dateResolved: null,
    });
  });

  it("asks for the overdue requests on load and shows 'URGENT!' with their RIDs", async () => {
    const server = serve({
      'POST /get-unresolved-maintenance-requests': {
        status: 200,
        body: {
          requests: [
            { id: 31, attractionID: 1, attractionName: 'Thunder Coaster', submittedDate: '' },
            { id: 32, attractionID: 2, attractionName: 'Lazy River', submittedDate: '' },
          ],
        },
      },
    });
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'URGENT!' });
    expect(within(dialog).getByText('RID: 31')).toBeInTheDocument();
    expect(within(dialog).getByText('RID: 32')).toBeInTheDocument();
    expect(within(dialog).getByText('Lazy River')).toBeInTheDocument();
    const calls = server.callsTo('POST /get-unresolved-maintenance-requests');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ date: parkToday(), subject: 'Maintenance Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives focus to the page’s heading when the URGENT! modal, which opened by itself, closes with Escape', async () => {
    serve({
      'POST /get-unresolved-maintenance-requests': {
        status: 200,
        body: {
          requests: [
            { id: 31, attractionID: 1, attractionName: 'Thunder Coaster', submittedDate: '' },
          ],
        },
      },
    });
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'URGENT!' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const heading = screen.getByRole('heading', { level: 1, name: 'Maintenance Requests' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows no URGENT! modal when nothing is overdue', async () => {
    const server = serve();
    open();
    await waitFor(() =>
      expect(server.callsTo('POST /get-unresolved-maintenance-requests')).toHaveLength(1),
    );
    await screen.findByRole('button', { name: 'Edit Request' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
