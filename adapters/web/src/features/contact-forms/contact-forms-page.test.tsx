import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../../../core/shared/dates';
import { parkToday } from '../../app/park';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import type { ContactFormRow } from './contact-forms-api';

const rows: ContactFormRow[] = [
  {
    SubmissionID: 42,
    Cname: 'Vera Visitor',
    Cemail: 'vera@example.com',
    Cdate: '2024-06-01',
    CType: 'issue',
    Content: 'The coaster line was 3 hours long.',
    TicketID: 1001,
  },
  {
    SubmissionID: 41,
    Cname: 'Omar Guest',
    Cemail: 'omar@example.com',
    Cdate: '2024-05-30',
    CType: null,
    Content: 'Lovely day!',
    TicketID: null,
  },
];

function open(answer: FakeAnswer) {
  const server = fakeServer({ 'POST /viewContactForms': answer });
  const rendered = renderRoute('/manager/view-contact-forms', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  return { server, ...rendered };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const setDate = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

describe('View Contact Forms', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('asks for the last 30 days of every type and shows the rows under readable headings', async () => {
    const { server } = open({ status: 200, body: rows });
    const table = await screen.findByRole('table', { name: 'Contact forms' });
    const today = parkToday();
    expect(server.callsTo('POST /viewContactForms')[0]?.body).toEqual({
      startDate: addDays(today, -29),
      endDate: today,
      type: 'all',
    });
    expect(field('Start Date')).toHaveValue(addDays(today, -29));
    expect(field('Type')).toHaveValue('all');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Submission ID',
      'Name',
      'Email',
      'Date',
      'Type',
      'Message',
      'Ticket ID',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first)).toEqual([
      '42',
      'Vera Visitor',
      'vera@example.com',
      'Jun 1, 2024',
      'Issue',
      'The coaster line was 3 hours long.',
      '1001',
    ]);
    expect(cells(second)).toEqual([
      '41',
      'Omar Guest',
      'omar@example.com',
      'May 30, 2024',
      '—',
      'Lovely day!',
      '—',
    ]);
    expect(within(table).getByRole('link', { name: 'vera@example.com' })).toHaveAttribute(
      'href',
      'mailto:vera@example.com',
    );
    expect(screen.getByText('2 contact forms')).toBeVisible();
  });

  it('asks again with the new filter when the dates or the type change', async () => {
    const { server, user } = open({ status: 200, body: rows });
    await screen.findByRole('table', { name: 'Contact forms' });
    expect(
      within(field('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Query', 'Issue', 'Feedback']);
    setDate('Start Date', '2024-05-01');
    setDate('End Date', '2024-06-30');
    await user.selectOptions(field('Type'), 'Feedback');
    await waitFor(() =>
      expect(server.callsTo('POST /viewContactForms').at(-1)?.body).toEqual({
        startDate: '2024-05-01',
        endDate: '2024-06-30',
        type: 'feedback',
      }),
    );
  });

  it("shows 'No contact forms found for the selected date and type.' for an empty answer", async () => {
    open({ status: 200, body: [] });
    expect(
      await screen.findByText('No contact forms found for the selected date and type.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says so under End Date and makes no call when the end is before the start', async () => {
    const { server } = open({ status: 200, body: rows });
    await screen.findByRole('table', { name: 'Contact forms' });
    const calls = server.callsTo('POST /viewContactForms').length;
    // The page opened on the last 30 days, so this end is before the start.
    setDate('End Date', '2024-06-09');
    setDate('Start Date', '2024-06-10');
    expect(field('End Date')).toHaveAccessibleDescription(
      'The end date cannot be before the start date.',
    );
    expect(field('End Date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.callsTo('POST /viewContactForms')).toHaveLength(calls);
  });

  it('asks for both dates before it calls', async () => {
    const { server } = open({ status: 200, body: rows });
    await screen.findByRole('table', { name: 'Contact forms' });
    const calls = server.callsTo('POST /viewContactForms').length;
    setDate('Start Date', '');
    expect(
      screen.getByText('Choose a start date and an end date to see the contact forms.'),
    ).toBeVisible();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.callsTo('POST /viewContactForms')).toHaveLength(calls);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let fail = true;
    const server = fakeServer({
      'POST /viewContactForms': () =>
        fail ? { status: 500, body: {} } : { status: 200, body: rows },
    });
    const { user } = renderRoute('/manager/view-contact-forms', {
      cartStorage: null,
      session: { employee: manager },
      userEventOptions: { delay: null },
    });
    expect(await screen.findByText('The contact forms could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Contact forms' })).toBeVisible();
    expect(server.callsTo('POST /viewContactForms')).toHaveLength(2);
  });
});
