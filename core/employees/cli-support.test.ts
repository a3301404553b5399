import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryWeatherRepository } from '../testing/in-memory-catalog';
import { aStoredEmployee } from '../testing/builders';
import { InMemoryEmployeeRepository } from '../testing/in-memory-employees';
import { IdentifyEmployee } from './identify-employee';
import { GetWeatherHistory } from '../weather/weather-history';
import { FIXTURE_ACTOR } from '../testing/in-memory-audit';

describe('IdentifyEmployee', () => {
  let employees: InMemoryEmployeeRepository;
  let identify: IdentifyEmployee;

  beforeEach(async () => {
    employees = new InMemoryEmployeeRepository();
    identify = new IdentifyEmployee(employees);
    await aStoredEmployee(employees, { name: 'Sam Staff', email: 'sam@example.com' });
    await aStoredEmployee(employees, { name: 'Mo Boss', email: 'mo@example.com', role: 'Manager' });
  });

  it('finds an active employee by email in any case', async () => {
    const found = await identify.execute({ email: ' SAM@example.com ', needs: 'employee' });
    expect(found).toMatchObject({ ok: true, value: { name: 'Sam Staff', role: 'Staff' } });
  });

  it('wants a Manager where the web does', async () => {
    expect(await identify.execute({ email: 'mo@example.com', needs: 'manager' })).toMatchObject({
      ok: true,
      value: { name: 'Mo Boss' },
    });
    expect(await identify.execute({ email: 'sam@example.com', needs: 'manager' })).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: 'sam@example.com is Staff: this needs a Manager.' },
    });
  });

  it('refuses an unknown email and an archived employee', async () => {
    expect(await identify.execute({ email: 'who@example.com', needs: 'employee' })).toEqual({
      ok: false,
      error: { kind: 'not-found', message: 'No employee has the email who@example.com.' },
    });
    const sam = await employees.findByEmail('sam@example.com');
    await employees.archive(sam!.id, FIXTURE_ACTOR);
    expect(await identify.execute({ email: 'sam@example.com', needs: 'employee' })).toEqual({
      ok: false,
      error: { kind: 'forbidden', message: 'The employee sam@example.com is archived.' },
    });
  });
});

describe('GetWeatherHistory', () => {
  it('lists the entered days of the range, oldest first', async () => {
    const weather = new InMemoryWeatherRepository();
    await weather.save({ date: '2026-06-02', condition: 'rainy' }, FIXTURE_ACTOR);
    await weather.save({ date: '2026-06-01', condition: 'sunny' }, FIXTURE_ACTOR);
    await weather.save({ date: '2026-06-09', condition: 'snowy' }, FIXTURE_ACTOR);
    const history = new GetWeatherHistory(weather);
    expect(await history.execute({ from: '2026-06-01', to: '2026-06-05' })).toEqual({
      ok: true,
      value: [
        { date: '2026-06-01', condition: 'sunny' },
        { date: '2026-06-02', condition: 'rainy' },
      ],
    });
  });

  it('refuses a malformed date and an end before the start', async () => {
    const history = new GetWeatherHistory(new InMemoryWeatherRepository());
    expect(await history.execute({ from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      ok: false,
      error: {
        path: 'from',
        message: 'Start date must be a date between 1900-01-01 and 2099-12-31',
      },
    });
    expect(await history.execute({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      ok: false,
      error: { path: 'to', message: 'End date cannot be before the start date' },
    });
  });
});
