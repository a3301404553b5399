import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { resolve, TOKENS } from '../tokens';
import { cliDatabase, park, type CliDatabase } from './testing/run-park';

/** `park capacity` as real processes: the same use cases as GET /availability and PUT /capacity. */
describe.each(parkTargets)('park capacity on %s', (target) => {
  let db: CliDatabase;
  let day: string;
  const cli = (...args: string[]) => park(args, db.url);

  beforeAll(async () => {
    const testPark = await openTestPark(target);
    day = addDays(resolve(testPark.container, TOKENS.Clock).today(), 40);
    db = await cliDatabase(testPark);
  }, 120_000);
  afterAll(() => db?.cleanup());

  it('sets a day as a manager and shows it as /availability answers it', async () => {
    const set = await cli(
      'capacity',
      'set',
      '--date',
      day,
      '--limit',
      '10',
      '--express',
      '2',
      '--as',
      'manager@example.com',
    );
    expect(set).toMatchObject({ code: 0, stderr: '' });
    expect(set.stdout.trim()).toBe(`${day}: capacity 10, 0 sold, 10 remaining (open)`);
    const shown = await cli('capacity', 'show', '--from', day, '--to', day, '--format', 'json');
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout)).toEqual([
      { date: day, capacity: 10, sold: 0, remaining: 10, expressRemaining: 2, status: 'open' },
    ]);
  }, 60_000);

  it('shows the days past PARK_SALES_DAYS (365) as not-on-sale, with nothing remaining', async () => {
    const today = addDays(day, -40);
    const shown = await cli(
      'capacity',
      'show',
      '--from',
      addDays(today, 365),
      '--to',
      addDays(today, 366),
    );
    expect(shown.code).toBe(0);
    const lines = shown.stdout.trim().split('\n');
    expect(lines.find((l) => l.startsWith(addDays(today, 365)))).toMatch(/ 5,?000 +500 +open$/);
    expect(lines.find((l) => l.startsWith(addDays(today, 366)))).toMatch(/ 0 +0 +not-on-sale$/);
  }, 60_000);

  it('refuses staff, and a --limit with --default, in one line on stderr with exit 1', async () => {
    const staff = await cli(
      'capacity',
      'set',
      '--date',
      day,
      '--limit',
      '5',
      '--as',
      'staff@example.com',
    );
    expect(staff.code).toBe(1);
    expect(staff.stdout).toBe('');
    expect(staff.stderr.trim().split('\n')).toHaveLength(1);
    expect(staff.stderr).toMatch(/staff@example.com is Staff: this needs a Manager/);
    const both = await cli(
      'capacity',
      'set',
      '--date',
      day,
      '--limit',
      '5',
      '--default',
      '--as',
      'manager@example.com',
    );
    expect(both.code).toBe(1);
    expect(both.stderr).toMatch(/either --limit N or --default/);
    const shown = await cli('capacity', 'show', '--from', day, '--to', day, '--format', 'json');
    expect(JSON.parse(shown.stdout)).toMatchObject([{ capacity: 10 }]);
  }, 60_000);
});
