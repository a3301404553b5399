import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../core/shared/dates';
import type { AuditEntryBody, AuditPageBody } from '../contract/audit';
import { clientAs } from '../http/testing/logins';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { resolve, TOKENS } from '../tokens';
import { cliDatabase, park, type CliDatabase } from './testing/run-park';

/** `park audit` as real processes: the same use case and answer as GET /audit. */
describe.each(parkTargets)('park audit on %s', (target) => {
  let db: CliDatabase;
  let today: string;
  let http: AuditEntryBody[];
  const cli = (...args: string[]) => park(args, db.url);

  beforeAll(async () => {
    const testPark = await openTestPark(target);
    today = resolve(testPark.container, TOKENS.Clock).today();
    const manager = await clientAs(testPark, 'manager');
    const staff = await clientAs(testPark, 'staff');
    const day = addDays(today, 30);
    for (const capacity of [900, 800, 700])
      expect(
        (await manager.request('PUT', '/capacity', { json: { date: day, capacity } })).status,
      ).toBe(200);
    expect(
      (await staff.post('/weatherform', { WeatherCondition: 'rainy', WDate: today })).status,
    ).toBe(201);
    http = ((await manager.get('/audit')).body as AuditPageBody).entries;
    db = await cliDatabase(testPark);
  }, 120_000);
  afterAll(() => db?.cleanup());

  it('prints with --format json exactly the entries GET /audit answers', async () => {
    const shown = await cli('audit', '--format', 'json');
    expect(shown).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(shown.stdout)).toEqual(http);
    expect(http.map((e) => e.action)).toEqual([
      'weather.add',
      'capacity.set',
      'capacity.set',
      'capacity.set',
    ]);
  }, 60_000);

  it('prints a table within 80 columns: at, actor, action, target, and what changed under each', async () => {
    const shown = await cli('audit');
    expect(shown.code).toBe(0);
    const lines = shown.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^At \(park time\) +Actor +Action +Target$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${today} \\d\\d:\\d\\d  staff@example\\.com +weather\\.add +day ${today}$`),
    );
    expect(lines[3]).toBe(`  new: date=${today}, condition=rainy`);
    expect(lines[5]).toBe('  capacity: 800 → 700');
    expect(lines[7]).toBe('  capacity: 900 → 800');
    expect(lines[9]).toBe('  capacity: none → 900');
  }, 60_000);

  it('filters by actor in any case, action and days, and pages with --cursor', async () => {
    const json = async (...args: string[]) => {
      const shown = await cli('audit', '--format', 'json', ...args);
      expect(shown.stderr).toBe('');
      return JSON.parse(shown.stdout) as AuditEntryBody[];
    };
    expect((await json('--actor', 'STAFF@Example.com')).map((e) => e.action)).toEqual([
      'weather.add',
    ]);
    expect(await json('--action', 'capacity.set')).toHaveLength(3);
    expect(await json('--from', today, '--to', today)).toHaveLength(4);
    expect(await json('--to', addDays(today, -1))).toEqual([]);
    const first = await cli('audit', '--limit', '2');
    const cursor = /--cursor (\d+)/.exec(first.stdout)?.[1];
    expect(cursor).toBe(String(http[1]!.id));
    expect((await json('--limit', '2', '--cursor', cursor!)).map((e) => e.id)).toEqual(
      http.slice(2).map((e) => e.id),
    );
    expect((await cli('audit', '--action', 'order.refund')).stdout.trim()).toBe(
      'No audit entries match.',
    );
  }, 120_000);

  it('writes CSV a spreadsheet can read, and appends the entries of its own writes', async () => {
    const set = await cli(
      'capacity',
      'set',
      '--date',
      addDays(today, 31),
      '--limit',
      '5',
      '--as',
      'manager@example.com',
    );
    expect(set.code).toBe(0);
    const csv = await cli('audit', '--format', 'csv', '--limit', '1');
    const [header, row, end] = csv.stdout.split('\r\n');
    expect(header).toBe('ID,At,Actor,Role,Action,Target,Change,Before,After');
    expect(row).toMatch(
      /^\d+,\S+Z,manager@example\.com,manager,capacity\.set,day \S+,capacity: none → 5,"\{""capacity"":null,""expressCapacity"":null\}","\{""capacity"":5,""expressCapacity"":null\}"$/,
    );
    expect(end).toBe('');
  }, 60_000);

  it('names the --as employee of `maintenance urgent` in the requests it opens and in one entry each', async () => {
    const run = await cli('maintenance', 'urgent', '--as', 'staff@example.com', '--format', 'json');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const { opened } = JSON.parse(run.stdout) as { opened: { id: number }[] };
    expect(opened.length).toBeGreaterThan(0);
    const shown = await cli('audit', '--action', 'maintenance.add', '--format', 'json');
    const entries = JSON.parse(shown.stdout) as AuditEntryBody[];
    expect(entries.map((e) => e.target).sort()).toEqual(
      opened.map((r) => `maintenance ${r.id}`).sort(),
    );
    const staffId = http.find((e) => e.action === 'weather.add')!.actor.id;
    for (const entry of entries)
      expect(entry).toMatchObject({
        actor: { id: staffId, email: 'staff@example.com', role: 'staff' },
        before: null,
        after: { automatic: true, subject: 'Maintenance Required', createdByEmployeeId: staffId },
      });
  }, 120_000);

  it('refuses bad options in one line, before opening anything', async () => {
    const refused = async (args: string[], message: string) =>
      expect(await park(['audit', ...args], 'pglite://memory')).toMatchObject({
        code: 1,
        stdout: '',
        stderr: `park: ${message}\n`,
      });
    await Promise.all([
      refused(['--limit', '0'], '--limit must be a whole number from 1 to 200'),
      refused(['--limit', '201'], '--limit must be a whole number from 1 to 200'),
      refused(
        ['--from', '2026-07-02', '--to', '2026-07-01'],
        '--to (2026-07-01) cannot be before --from (2026-07-02)',
      ),
      refused(
        ['--action', 'DROP TABLE'],
        '--action must be an action name, like employee.add or gate.check-in',
      ),
      refused(['--actor', 'nobody'], '--actor must be an email address'),
    ]);
  }, 120_000);
});
