import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager, staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import type { AuditEntryBody, AuditPageBody } from './audit-log-api';

const MO = { id: 3, email: 'manager@example.com', role: 'manager' as const };
const SAM = { id: 2, email: 'staff@example.com', role: 'staff' as const };

const ride = { id: 3, name: 'Loop', type: 'Water Ride', open: true, thrillLevel: 'Low' };
const entry = (id: number, over: Partial<AuditEntryBody> = {}): AuditEntryBody => ({
  id,
  at: '2026-07-01T15:04:00.000Z',
  actor: MO,
  action: 'capacity.set',
  target: 'day 2026-07-04',
  before: { capacity: null },
  after: { capacity: 8000 },
  ...over,
});

const first: AuditPageBody = {
  entries: [
    entry(12, {
      action: 'attraction.update',
      target: 'attraction 3',
      before: ride,
      after: { ...ride, name: 'Big Loop', open: false },
    }),
    entry(11, {
      actor: SAM,
      action: 'weather.add',
      target: 'day 2026-07-01',
      before: null,
      after: { date: '2026-07-01', condition: 'rainy' },
    }),
  ],
  next: 11,
};
const second: AuditPageBody = { entries: [entry(10)], next: null };

/** GET /audit: the first page, or the second one after cursor 11. */
const pages = (request: Request): FakeAnswer => {
  const cursor = new URL(request.url).searchParams.get('cursor');
  return { status: 200, body: cursor === '11' ? second : first };
};

function open(answer: FakeAnswer | ((r: Request) => FakeAnswer) = pages) {
  const server = fakeServer({ 'GET /audit': answer });
  const rendered = renderRoute('/manager/audit-log', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  return { server, ...rendered };
}

const paramsOf = (server: ReturnType<typeof fakeServer>, i: number) =>
  Object.fromEntries(
    new URL(
      server.fetchMock.mock.calls[i]![0] instanceof Request
        ? (server.fetchMock.mock.calls[i]![0] as Request).url
        : String(server.fetchMock.mock.calls[i]![0]),
    ).searchParams,
  );

describe('the Audit Log page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('lists the newest entries under readable headings, and loads older ones on demand', async () => {
    const { server, user } = open();
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When (park time)', 'Actor', 'Action', 'Target', 'Change', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // The park's clock (America/Chicago), its zone named; the change in words.
    expect(rows[0]).toHaveTextContent('Jul 1, 2026,10:04 AM CDT');
    expect(rows[0]).toHaveTextContent('attraction.update');
    expect(rows[0]).toHaveTextContent('Changed name from Loop to Big Loop; open from yes to no');
    expect(rows[1]).toHaveTextContent('staff@example.comstaff');
    expect(rows[1]).toHaveTextContent('Added: date Jul 1, 2026, condition rainy');
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 entries shown, more older ones to load',
    );
    expect(paramsOf(server, 0)).toEqual({ limit: '50' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(paramsOf(server, 1)).toEqual({ limit: '50', cursor: '11' });
    expect(screen.getByRole('status')).toHaveTextContent('3 entries');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an entry before and after side by side, the changed fields highlighted and said', async () => {
    const { user } = open();
    const toggle = await screen.findByRole('button', {
      name: 'Show before and after of attraction.update on attraction 3',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const before = screen.getByRole('table', { name: 'Before' });
    const after = screen.getByRole('table', { name: 'After' });
    const fields = (t: HTMLElement) =>
      within(t)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(fields(before)).toEqual([
      'id',
      'name (changed)',
      'type',
      'open (changed)',
      'thrill level',
    ]);
    expect(fields(after)).toEqual(fields(before));
    const rowOf = (t: HTMLElement, field: string) =>
      within(t)
        .getAllByRole('rowheader')
        .find((h) => h.textContent === field)!
        .closest('tr')!;
    expect(rowOf(after, 'name (changed)')).toHaveTextContent('Big Loop');
    expect(rowOf(before, 'open (changed)')).toHaveTextContent('yes');
    expect(rowOf(before, 'open (changed)')).toHaveAttribute('data-changed', 'true');
    expect(rowOf(before, 'type')).not.toHaveAttribute('data-changed');
    await user.click(
      screen.getByRole('button', {
        name: 'Show before and after of weather.add on day 2026-07-01',
      }),
    );
    expect(screen.getByText('None: it did not exist yet.')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by days, actor and action on Apply, refuses a reversed range, and clears', async () => {
    const { server, user } = open();
    await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-07-02' } });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-07-01' } });
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('To cannot be before From')).toBeVisible();
    expect(server.callsTo('GET /audit')).toHaveLength(1);
    fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-06-01' } });
    await user.type(within(form).getByLabelText(/^Actor/), 'Staff@Example.com');
    await user.selectOptions(within(form).getByLabelText('Action'), 'gate.check-in');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(server.callsTo('GET /audit')).toHaveLength(2));
    expect(paramsOf(server, 1)).toEqual({
      from: '2026-06-01',
      to: '2026-07-01',
      actor: 'Staff@Example.com',
      action: 'gate.check-in',
      limit: '50',
    });
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(server.callsTo('GET /audit').length).toBeGreaterThanOrEqual(3));
    expect(paramsOf(server, server.calls.length - 1)).toEqual({ limit: '50' });
    expect(within(form).getByLabelText('From')).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    open({ status: 200, body: { entries: [], next: null } });
    expect(await screen.findByText('No audit entries match these filters.')).toBeVisible();
  });

  it('offers Retry when the log cannot be read', async () => {
    let fail = true;
    const { user } = open(() =>
      fail
        ? { status: 500, body: { message: 'Something went wrong' } }
        : { status: 200, body: first },
    );
    expect(await screen.findByText('Something went wrong')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Audit entries, newest first' })).toBeVisible();
  });

  it('is in the Manager Portal only: staff are sent to their own home', async () => {
    const server = fakeServer({});
    const { router } = renderRoute('/manager/audit-log', { session: { employee: staff } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/profile'));
    expect(server.callsTo('GET /audit')).toEqual([]);
  });
});
