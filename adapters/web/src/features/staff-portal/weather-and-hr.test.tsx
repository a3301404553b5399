import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { parkToday } from '../../app/park';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager, staff } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const open = (path: string, employee = staff) =>
  renderRoute(path, {
    cartStorage: null,
    session: { employee },
    userEventOptions: { delay: null },
  });

const NO_UPDATE = 'No update needed: The weather condition is the same as the existing record.';

describe('Weather Form', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it.each<[string, FakeAnswer, string, string]>([
    [
      '201',
      { status: 201, body: { message: 'Weather Input Successful' } },
      'Weather Input Successful',
      'The weather condition has been recorded.',
    ],
    [
      "200 'No update needed'",
      { status: 200, body: { message: NO_UPDATE } },
      'No Update Needed',
      'The weather condition is the same as the existing record.',
    ],
    [
      '400',
      { status: 400, body: { message: 'Invalid input', errors: [] } },
      'Failed to Submit Weather Input',
      'There was an error while submitting the weather input.',
    ],
    [
      'a network failure',
      { networkError: true },
      'Failed to Submit Weather Input',
      'There was an error while submitting the weather input.',
    ],
  ])('answers %s with its modal', async (_, answer, title, text) => {
    const server = fakeServer({
      'GET /current-weather': { status: 200, body: { requests: [{ weatherStatus: 'sunny' }] } },
      'POST /weatherform': answer,
    });
    const { user } = open('/employee/weather-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weather Form' })).toBeVisible();
    const date = screen.getByLabelText(/^Date/);
    expect(date).toHaveValue(parkToday());
    expect(date).toBeRequired();
    expect(date).toHaveAttribute('min', '1900-01-01');
    const condition = screen.getByLabelText(/^Weather Condition/);
    expect(condition).toBeRequired();
    expect(
      within(condition)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'sunny', 'cloudy', 'rainy', 'snowy']);
    await user.clear(date);
    await user.type(date, '2024-03-01');
    await user.selectOptions(condition, 'Rainy');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(text);
    expect(server.callsTo('POST /weatherform')[0]?.body).toEqual({
      WeatherCondition: 'rainy',
      WDate: '2024-03-01',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is open to managers too and shows the recorded weather', async () => {
    fakeServer({
      'GET /current-weather': { status: 200, body: { requests: [{ weatherStatus: 'snowy' }] } },
    });
    open('/employee/weather-form', manager);
    expect(await screen.findByText("Today's recorded weather: Snowy.")).toBeInTheDocument();
  });
});

describe('HR Portal', () => {
  it.each([
    ['/employee/HR', 'Employee Portal'],
    ['/manager/HR', 'Manager Portal'],
  ])('%s shows the static HR content', async (path, portal) => {
    fakeServer({});
    open(path, path.startsWith('/manager') ? manager : staff);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the HR Portal' }),
    ).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact Human Resources' });
    expect(contact).toHaveTextContent('Human Resources Department');
    expect(within(contact).getByRole('link', { name: '512-555-0147' })).toHaveAttribute(
      'href',
      'tel:512-555-0147',
    );
    expect(within(contact).getByRole('link', { name: 'hr@dreamlandpark.example' })).toHaveAttribute(
      'href',
      'mailto:hr@dreamlandpark.example',
    );
    const benefits = screen.getByRole('list', { name: 'Your Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual([
      'Health insurance',
      'Retirement savings',
      'Paid time off and holidays',
      'Career development',
      'Employee assistance programs',
    ]);
    expect(screen.getByText(/Human Resources is here to help/)).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: portal })[0]).toBeInTheDocument();
  });
});
