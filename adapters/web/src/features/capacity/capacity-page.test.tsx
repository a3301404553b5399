import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDays, longDay } from '../../../../../core/shared/dates';
import { parkToday } from '../../app/park';
import { fakeServer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const today = parkToday();
const days = Array.from({ length: 60 }, (_, i) => ({
  date: addDays(today, i),
  capacity: 5000,
  sold: i === 0 ? 4600 : 0,
  remaining: i === 0 ? 400 : 5000,
  expressRemaining: 500,
  status: i === 0 ? 'few' : 'open',
}));

describe('/manager/capacity', { timeout: 60_000 }, () => {
  it('shows every day it is given with sold of capacity and a bar, the default, and edits one day', async () => {
    const server = fakeServer({
      'GET /availability': { status: 200, body: days },
      'GET /park-info': {
        status: 200,
        body: {
          name: 'P',
          timeZone: 'America/Chicago',
          today,
          dailyCapacity: 5000,
          dailyExpressCapacity: 500,
        },
      },
      'PUT /capacity': {
        status: 200,
        body: { ...days[0], capacity: 4000, remaining: 0, status: 'sold-out' },
      },
    });
    const { user } = renderRoute('/manager/capacity', { session: { employee: manager } });
    expect(
      await screen.findByRole('heading', { name: 'Capacity' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      await screen.findByText(/Park default: 5,000 admissions a day, 500 of them express/),
    ).toBeVisible();
    const table = screen.getByRole('table', { name: 'Every day on sale, 60 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(61);
    expect(within(table).getByText('4,600 / 5,000')).toBeVisible();
    expect(within(table).getByRole('progressbar', { name: `${today}: 92 % sold` })).toBeVisible();
    expect(within(table).getByText('Few left')).toBeVisible();
    await user.type(screen.getByLabelText('Capacity'), '4000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT /capacity')).toHaveLength(1));
    expect(server.callsTo('PUT /capacity')[0]!.body).toEqual({ date: today, capacity: 4000 });
    expect(await screen.findByText(`${today}: capacity 4000, 0 remaining`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to default' }));
    await waitFor(() => expect(server.callsTo('PUT /capacity')).toHaveLength(2));
    expect(server.callsTo('PUT /capacity')[1]!.body).toEqual({
      date: today,
      capacity: null,
      expressCapacity: null,
    });
  });

  it('closes a day after a confirmation, says how many guests were mailed, and a 409 in words', async () => {
    const day = addDays(today, 2);
    let closed = false;
    const server = fakeServer({
      'GET /availability': { status: 200, body: days },
      'GET /park-info': {
        status: 200,
        body: { today, dailyCapacity: 5000, dailyExpressCapacity: 500 },
      },
      [`POST /days/${day}/close`]: () => {
        if (closed) return { status: 409, body: { message: `${day} is already closed` } };
        closed = true;
        return { status: 200, body: { date: day, reason: 'Storm', mailed: 12 } };
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRoute('/manager/capacity', { session: { employee: manager } });
    const form = await screen.findByRole('form', { name: 'Close a day' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('combobox', { name: 'Day to close' }));
    await user.click(await screen.findByRole('option', { name: longDay(day) }));
    // No reason: said at the field; nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Close this day' }));
    const reason = within(form).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription('A reason is required');
    expect(server.callsTo(`POST /days/${day}/close`)).toHaveLength(0);

    await user.type(reason, 'Storm');
    await user.click(within(form).getByRole('button', { name: 'Close this day' }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${longDay(day)}?` });
    expect(dialog).toHaveTextContent('Every guest holding tickets for that day gets a mail');
    // "Keep it open" sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(`POST /days/${day}/close`)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Close this day' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the day' }),
    );
    expect(
      await within(form).findByText(`Closed ${longDay(day)}; 12 guests mailed.`),
    ).toBeVisible();
    expect(server.callsTo(`POST /days/${day}/close`)[0]!.body).toEqual({ reason: 'Storm' });
    // The form is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.type(reason, 'Storm again');
    await user.click(within(form).getByRole('button', { name: 'Close this day' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close the day' }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `${longDay(day)} is already closed`,
    );
  });
});
