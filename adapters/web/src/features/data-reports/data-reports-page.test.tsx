import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import type { FinanceReportBody, MaintenanceReportRow } from './reports-api';

// The PDF module is loaded on click only; here it is a spy, jspdf never runs in jsdom.
const pdf = vi.hoisted(() => ({ save: vi.fn(), reportPdf: vi.fn() }));
vi.mock('../../../../reports/report-pdf', () => ({
  DATA_REPORT_FILE: 'data_report.pdf',
  reportPdf: pdf.reportPdf,
}));

const attractions = [
  { attractionID: 1, name: 'Thunder Coaster' },
  { attractionID: 2, name: 'Lazy River' },
].map((a) => ({ ...a, type: 'Roller Coaster', description: '', shortDescription: '' }));
const restaurants = [{ id: 4, name: 'Castle Grill', type: 'Deluxe', amount: 35 }];

const tickets: FinanceReportBody = {
  category: 'tickets',
  TicketData: {
    countedBy: 'visit day',
    ticketType: 'all',
    rows: [
      {
        date: '2026-03-01',
        ticketType: 'Standard',
        tickets: 1200,
        transactions: 7,
        revenue: 78000,
        amount: 78000,
      },
      {
        date: '2026-03-02',
        ticketType: 'Child',
        tickets: 3,
        transactions: 1,
        revenue: 135,
        amount: 135,
      },
    ],
    summary: {
      days: 4,
      amount: 78135,
      amountPerDay: 19533.75,
      tickets: 1203,
      transactions: 8,
      revenue: 78135,
    },
  },
};
const emptyTickets: FinanceReportBody = {
  category: 'tickets',
  TicketData: {
    ...tickets.TicketData,
    rows: [],
    summary: { ...tickets.TicketData.summary, amount: 0 },
  },
};
const maintenanceRow: MaintenanceReportRow = {
  id: 8,
  attractionID: 1,
  attractionName: 'Thunder Coaster',
  subject: 'Loose bolt',
  comment: 'Car 3',
  status: 'Open',
  statusLabel: 'Pending',
  cost: 120.5,
  submittedDate: '2026-03-02',
  dateResolved: null,
};

type Routes = Record<string, FakeAnswer>;
function serve(routes: Routes = {}) {
  return fakeServer({
    'GET /attractions': { status: 200, body: attractions },
    'GET /get-rest': { status: 200, body: restaurants },
    'POST /finance-report': { status: 200, body: tickets },
    'POST /maintenance-report': { status: 200, body: [maintenanceRow] },
    'POST /visit-report': { status: 200, body: [] },
    ...routes,
  });
}

type Section = 'Finance' | 'Maintenance' | 'Visit';

async function openSection(section: Section) {
  const rendered = renderRoute('/manager/data-reports', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  const toggle = await screen.findByRole('button', { name: section });
  await rendered.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const filters = screen.getByRole('group', { name: `${section} report filters` });
  const results = screen.getByRole('region', { name: `${section.toLowerCase()} report results` });
  const field = (label: string) => within(filters).getByLabelText(new RegExp(`^${label}`));
  const choose = (label: string, value: string) => rendered.user.selectOptions(field(label), value);
  const setDate = (label: 'Start Date' | 'End Date', value: string) =>
    fireEvent.change(field(label), { target: { value } });
  const setRange = () => {
    setDate('Start Date', '2026-03-01');
    setDate('End Date', '2026-03-04');
  };
  return { ...rendered, filters, results, field, choose, setDate, setRange };
}

/** Lets pending requests go out, so "no call" is checked after the app had its chance. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('Data Reports', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });
  beforeEach(() => {
    pdf.save.mockReset();
    pdf.reportPdf.mockReset().mockReturnValue({ save: pdf.save });
  });

  it('shows the three collapsible sections, closed', async () => {
    serve();
    renderRoute('/manager/data-reports', { cartStorage: null, session: { employee: manager } });
    for (const name of ['Finance', 'Maintenance', 'Visit'])
      expect(await screen.findByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
  });

  it('finance: no call until start, end and category are set, then the body of its category', async () => {
    const server = serve();
    const page = await openSection('Finance');
    expect(page.field('Start Date')).toBeRequired();
    expect(page.field('Start Date')).toHaveAttribute('min', '1900-01-01');
    expect(page.field('End Date')).toHaveAttribute('max', '2099-12-31');
    page.setRange();
    await settle();
    expect(server.callsTo('POST /finance-report')).toHaveLength(0);

    await page.choose('Category', 'tickets');
    await waitFor(() => expect(server.callsTo('POST /finance-report')).toHaveLength(1));
    expect(server.callsTo('POST /finance-report')[0]?.body).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-04',
      category: 'tickets',
      ticketType: 'all',
    });

    const table = await within(page.results).findByRole('table', {
      name: 'Finance report: tickets (all types)',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('Visit dayTicket typeTicketsTransactionsRevenue');
    expect(rows[1]).toHaveTextContent('2026-03-01Standard1,2007$78,000.00');
    expect(rows[2]).toHaveTextContent('2026-03-02Child31$135.00');
    const summary = within(page.results).getByLabelText(/summary$/);
    expect(summary).toHaveTextContent('Revenue$78,135.00');
    expect(summary).toHaveTextContent('Revenue per day$19,533.75');
    expect(summary).toHaveTextContent('Tickets1,203');

    await page.choose('Ticket Type', 'Express');
    await waitFor(() => expect(server.callsTo('POST /finance-report')).toHaveLength(2));
    expect(server.callsTo('POST /finance-report')[1]?.body).toMatchObject({
      ticketType: 'Express',
    });
  });

  it('finance: dining, merch, maintenance and all send what the spec says', async () => {
    const server = serve();
    const page = await openSection('Finance');
    page.setRange();
    const last = () => server.callsTo('POST /finance-report').at(-1)?.body;
    const range = { startDate: '2026-03-01', endDate: '2026-03-04' };

    await page.choose('Category', 'dining');
    await waitFor(() =>
      expect(last()).toEqual({
        ...range,
        category: 'dining',
        financeType: 'revenue',
        diningType: 'all',
      }),
    );
    await page.choose('Revenue or Expense', 'expense');
    await page.choose('Dining Type', 'Deluxe');
    await waitFor(() =>
      expect(last()).toEqual({
        ...range,
        category: 'dining',
        financeType: 'expense',
        diningType: 'Deluxe',
      }),
    );
    await page.choose('Category', 'merch');
    await waitFor(() =>
      expect(last()).toEqual({ ...range, category: 'merch', financeType: 'expense' }),
    );
    expect(within(page.filters).queryByLabelText(/^Dining Type/)).toBeNull();
    await page.choose('Category', 'maintenance');
    await waitFor(() =>
      expect(last()).toEqual({ ...range, category: 'maintenance', type: 'expense' }),
    );
    await page.choose('Category', 'all');
    await waitFor(() => expect(last()).toEqual({ ...range, category: 'all', type: 'profit' }));
  });

  it('an end date before the start says so and does not fetch', async () => {
    const server = serve();
    const page = await openSection('Finance');
    await page.choose('Category', 'tickets');
    page.setDate('Start Date', '2026-03-04');
    page.setDate('End Date', '2026-03-01');
    expect(
      await within(page.filters).findByText('End date cannot be before the start date'),
    ).toBeVisible();
    await settle();
    expect(server.callsTo('POST /finance-report')).toHaveLength(0);
    page.setDate('End Date', '2026-03-05');
    await waitFor(() => expect(server.callsTo('POST /finance-report')).toHaveLength(1));
    expect(within(page.filters).queryByText('End date cannot be before the start date')).toBeNull();
  });

  it('finance: the empty message', async () => {
    serve({ 'POST /finance-report': { status: 200, body: emptyTickets } });
    const page = await openSection('Finance');
    page.setRange();
    await page.choose('Category', 'tickets');
    expect(
      await within(page.results).findByText(
        'No finance report found for the selected date and type.',
      ),
    ).toBeVisible();
    expect(within(page.results).queryByRole('table')).toBeNull();
  });

  it('maintenance: runs on the range alone, refetches on status, keyword and attraction', async () => {
    const server = serve();
    const page = await openSection('Maintenance');
    page.setDate('Start Date', '2026-03-01');
    await settle();
    expect(server.callsTo('POST /maintenance-report')).toHaveLength(0);
    page.setDate('End Date', '2026-03-04');
    await waitFor(() => expect(server.callsTo('POST /maintenance-report')).toHaveLength(1));
    expect(server.callsTo('POST /maintenance-report')[0]?.body).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-04',
      maintenanceStatus: '',
      maintenanceKeyword: '',
      attractionName: '',
    });
    const table = await within(page.results).findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '2026-03-02Thunder CoasterLoose boltCar 3Pending$120.50',
    );
    expect(within(page.results).getByLabelText(/summary$/)).toHaveTextContent(
      'Average cost$120.50',
    );

    await page.choose('Status', 'pending');
    await page.choose('Attraction', 'Lazy River');
    await page.user.type(page.field('Keyword'), 'bolt');
    await waitFor(() =>
      expect(server.callsTo('POST /maintenance-report').at(-1)?.body).toMatchObject({
        maintenanceStatus: 'pending',
        maintenanceKeyword: 'bolt',
        attractionName: 'Lazy River',
      }),
    );
    // The keyword is sent once typing pauses, not once per letter.
    const keywords = server
      .callsTo('POST /maintenance-report')
      .map((c) => (c.body as { maintenanceKeyword: string }).maintenanceKeyword);
    expect(keywords.filter((k) => k !== '' && k !== 'bolt')).toEqual([]);
  });

  it('maintenance: the empty message', async () => {
    serve({ 'POST /maintenance-report': { status: 200, body: [] } });
    const page = await openSection('Maintenance');
    page.setRange();
    expect(
      await within(page.results).findByText(
        'No maintenance report data found for the selected criteria.',
      ),
    ).toBeVisible();
  });

  it('visit: needs a category, sends the chosen restaurant, and shows the empty message', async () => {
    const server = serve();
    const page = await openSection('Visit');
    page.setRange();
    await settle();
    expect(server.callsTo('POST /visit-report')).toHaveLength(0);
    await page.choose('Category', 'dining');
    await waitFor(() => expect(server.callsTo('POST /visit-report')).toHaveLength(1));
    expect(
      await within(page.results).findByText(
        'No visit report data found for the selected criteria.',
      ),
    ).toBeVisible();
    await page.choose('Restaurant', 'Castle Grill');
    await waitFor(() =>
      expect(server.callsTo('POST /visit-report').at(-1)?.body).toEqual({
        startDate: '2026-03-01',
        endDate: '2026-03-04',
        category: 'dining',
        attractionName: null,
        diningName: 'Castle Grill',
      }),
    );
  });

  it('a failing report fetch is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ 'POST /visit-report': { status: 500, body: { message: 'boom' } } });
    const page = await openSection('Visit');
    page.setRange();
    await page.choose('Category', 'attractions');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The visit report could not be loaded.',
        expect.anything(),
      ),
    );
    expect(within(page.results).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });

  it('Export to PDF saves data_report.pdf with the shown table', async () => {
    serve();
    const page = await openSection('Finance');
    const exportButton = within(page.results).getByRole('button', { name: 'Export to PDF' });
    expect(exportButton).toBeDisabled();
    page.setRange();
    await page.choose('Category', 'tickets');
    await within(page.results).findByRole('table');
    await page.user.click(exportButton);
    await waitFor(() => expect(pdf.save).toHaveBeenCalledWith('data_report.pdf'));
    const [tables, meta] = pdf.reportPdf.mock.calls[0] as [
      { title: string; rows: unknown[] }[],
      { filters: string },
    ];
    expect(tables).toHaveLength(1);
    expect(tables[0]?.title).toBe('Finance report: tickets (all types)');
    expect(tables[0]?.rows).toHaveLength(2);
    expect(meta.filters).toBe(
      'Start Date: 2026-03-01; End Date: 2026-03-04; Category: Tickets; Ticket Type: all',
    );
  });
});
