import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../../../core/shared/dates';
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

describe('/manager/capacity', { timeout: 30_000 }, () => {
  it('shows the next 60 days with sold of capacity and a bar, the default, and edits one day', async () => {
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
    const table = screen.getByRole('table', { name: 'The next 60 days' });
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
});
