import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardBody } from '../../../../contract/reports';
import { SAMPLE_DASHBOARD } from '../../../../reports/testing/sample-dashboard';
import { PARK_NAME } from '../../app/park';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const pdf = vi.hoisted(() => ({ save: vi.fn(), build: vi.fn() }));
vi.mock('../../../../reports/dashboard-pdf', () => ({
  DASHBOARD_PDF_FILE: 'dashboard.pdf',
  buildDashboardPdf: pdf.build,
}));

const TODAY = '2026-07-04';

const figures: Partial<DashboardBody> = { ...SAMPLE_DASHBOARD, areas: [] };

function open(dashboard: FakeAnswer = { status: 200, body: figures }) {
  const server = fakeServer({
    'GET /park-info': {
      status: 200,
      body: { name: PARK_NAME, timeZone: 'America/Chicago', today: TODAY },
    },
    'POST /dashboardData': dashboard,
  });
  const view = renderRoute('/manager/dashboard', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  return { server, ...view };
}

const box = (name: string) => screen.getByRole('region', { name });
/** Each box's label/value pairs as shown. */
const lines = (name: string) =>
  within(box(name))
    .getAllByRole('definition')
    .map((dd) => `${dd.previousElementSibling?.textContent}: ${dd.textContent}`);

const heading = () => screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' });

describe('Manager Dashboard', () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
    await import('./dashboard-charts');
  });

  it("asks once for the park's today and shows the four boxes with $, and the gate's", async () => {
    const { server } = open();
    expect(await heading()).toBeVisible();
    await waitFor(() => expect(lines('Tickets')).toContain('Revenue: $1,234.50'));
    expect(lines('Tickets')).toEqual([
      'Revenue: $1,234.50',
      'Standard tickets: 17',
      'Express tickets: 4',
      'Child tickets: 9',
    ]);
    expect(lines('Restaurant')).toEqual([
      'Revenue: $385.00',
      'Expense: $120.25',
      'Standard transactions: 6',
      'Deluxe transactions: 3',
      'Special transactions: 2',
    ]);
    expect(lines('Maintenance')).toEqual(['Expense: $980.10', 'Active requests: 5']);
    expect(lines('Shop')).toEqual(['Revenue: $212.75', 'Expense: $88.40', 'Transactions: 7']);
    expect(lines('Gate')).toEqual(['Check-ins today: 312', 'Admissions sold: 1,480']);
    const chart = await screen.findByRole('figure', { name: 'Revenue by area' });
    expect(chart).toHaveTextContent('Tickets $1,234.50, Dining $385.00, Shop $212.75');
    expect(screen.queryByText('No sales yet today')).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect(server.callsTo('POST /dashboardData').map((c) => c.body)).toEqual([
      { startDate: TODAY, endDate: TODAY },
    ]);
  });

  it('moves its clock on after a second, in the park time zone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-07-04T17:05:09Z'));
    open();
    await heading();
    const clock = screen.getByTestId('dashboard-clock');
    expect(clock).toHaveTextContent('Saturday, July 4, 2026 at 12:05:09 PM');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('Saturday, July 4, 2026 at 12:05:10 PM');
  });

  it.each<[string, FakeAnswer]>([
    ['a 500', { status: 500, body: { message: 'Internal error' } }],
    ['a 403', { status: 403, body: { message: 'Forbidden' } }],
  ])('keeps zeros and shows no error after %s, only logs it', async (_, answer) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { server } = open(answer);
    await heading();
    await waitFor(() => expect(server.callsTo('POST /dashboardData')).toHaveLength(1));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Could not load the dashboard figures.',
        expect.anything(),
      ),
    );
    expect(lines('Tickets')).toEqual([
      'Revenue: $0.00',
      'Standard tickets: 0',
      'Express tickets: 0',
      'Child tickets: 0',
    ]);
    expect(lines('Shop')).toEqual(['Revenue: $0.00', 'Expense: $0.00', 'Transactions: 0']);
    expect(lines('Gate')).toEqual(['Check-ins today: 0', 'Admissions sold: 0']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // An empty day looks intended: the chart is there and says why it has no bars.
    expect(await screen.findByText('No sales yet today')).toBeVisible();
  });

  it('exports dashboard.pdf from the figures shown', async () => {
    pdf.build.mockReturnValue({ save: pdf.save });
    const { user } = open();
    await heading();
    await waitFor(() => expect(lines('Shop')).toContain('Transactions: 7'));
    await user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(pdf.save).toHaveBeenCalledWith('dashboard.pdf'));
    expect(pdf.build).toHaveBeenCalledTimes(1);
    const input = pdf.build.mock.calls[0]![0];
    expect(input).toMatchObject({
      dashboard: figures,
      title: PARK_NAME,
      timeZone: 'America/Chicago',
      day: TODAY,
    });
    expect(input.printedAt).toBeInstanceOf(Date);
  });
});
