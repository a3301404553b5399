import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MaintenanceRequestBody } from '../../../../contract/staff';
import { fakeServer } from '../../test/fake-server';
import { staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const request = (
  id: number,
  over: Partial<MaintenanceRequestBody> = {},
): MaintenanceRequestBody => ({
  id,
  subject: `Job ${id}`,
  status: 'Open',
  statusLabel: 'Pending',
  comment: '',
  cost: 10,
  dateResolved: null,
  attractionID: 1,
  attractionName: 'Thunder Coaster',
  submittedDate: '2026-07-01',
  automatic: false,
  ...over,
});

// Newest first, as the server lists them; one Completed among them.
const requests = [
  request(21, { status: 'In Progress', statusLabel: 'In Progress', attractionName: 'Lazy River' }),
  request(20, { status: 'Completed', statusLabel: 'Completed', dateResolved: '2026-07-02' }),
  request(19),
  request(18),
  request(17),
];

const open = (weather: string, list: MaintenanceRequestBody[] = requests) => {
  const server = fakeServer({
    'GET /current-weather': { status: 200, body: { requests: [{ weatherStatus: weather }] } },
    'GET /get-maintenancerequests': { status: 200, body: { requests: list } },
  });
  return {
    server,
    ...renderRoute('/employee/dashboard', { cartStorage: null, session: { employee: staff } }),
  };
};

describe('Employee Dashboard', () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it("shows today's weather, the open requests and the newest three, with links", async () => {
    const { server } = open('rainy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Employee Dashboard' }),
    ).toBeVisible();
    expect(screen.getByText('Welcome, Sam Staff.')).toBeVisible();

    const weather = screen.getByRole('region', { name: "Today's weather" });
    expect(await within(weather).findByText('Rainy')).toBeVisible();
    expect(weather).toHaveTextContent('some rides may be closed');
    expect(within(weather).getByRole('link', { name: 'Weather Form' })).toHaveAttribute(
      'href',
      '/employee/weather-form',
    );

    const maintenance = screen.getByRole('region', { name: 'Open maintenance requests' });
    expect(await within(maintenance).findByLabelText('4 open requests')).toHaveTextContent('4');
    const newest = within(maintenance).getByRole('list', { name: 'Newest open requests' });
    expect(
      within(newest)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RID: 21 - Job 21Lazy River · In Progress · submitted 2026-07-01',
      'RID: 19 - Job 19Thunder Coaster · Pending · submitted 2026-07-01',
      'RID: 18 - Job 18Thunder Coaster · Pending · submitted 2026-07-01',
    ]);
    expect(within(maintenance).getByRole('link', { name: 'Maintenance Requests' })).toHaveAttribute(
      'href',
      '/employee/maintenance',
    );
    expect(server.callsTo('GET /get-maintenancerequests')).toHaveLength(1);
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says when nothing is open, and no closure note on a sunny day', async () => {
    open('sunny', [request(5, { status: 'Completed', statusLabel: 'Completed' })]);
    const weather = await screen.findByRole('region', { name: "Today's weather" });
    expect(await within(weather).findByText('Sunny')).toBeVisible();
    expect(weather).not.toHaveTextContent('closed');
    const maintenance = screen.getByRole('region', { name: 'Open maintenance requests' });
    expect(
      await within(maintenance).findByText('Nothing is waiting for maintenance.'),
    ).toBeVisible();
    expect(within(maintenance).queryByRole('list')).toBeNull();
  });

  it('logs a failed load and stays calm', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({
      'GET /current-weather': { status: 403, body: { message: 'Forbidden' } },
      'GET /get-maintenancerequests': { status: 403, body: { message: 'Forbidden' } },
    });
    renderRoute('/employee/dashboard', { cartStorage: null, session: { employee: staff } });
    await screen.findByRole('heading', { level: 1, name: 'Employee Dashboard' });
    await waitFor(() => expect(logged).toHaveBeenCalled());
    const weather = screen.getByRole('region', { name: "Today's weather" });
    await waitFor(() => expect(weather).toHaveTextContent('Not recorded'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
