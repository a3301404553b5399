import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardBody, FinanceReportBody } from '../contract/reports';
import { clientAs } from '../http/testing/logins';
import { loadReportFixture, type FixtureDays } from '../http/testing/report-fixture';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { formatDashboardMoment } from '../reports/dashboard-figures';
import { financeReportTable, formatCell } from '../reports/report-tables';
import { openDatabase } from '../persistence/db';
import { cliDatabase, park, parkProcess, parseCsv, type CliDatabase } from './testing/run-park';

/**
 * The manager commands as real processes on a database the HTTP app wrote (the report
 * fixture's orders, maintenance and expenses): the CLI's figures must equal the HTTP answers.
 */
describe.each(parkTargets)('park manager commands on %s', (target) => {
  let db: CliDatabase;
  let days: FixtureDays;
  const http: Record<string, unknown> = {};
  const range = () => ({ startDate: days.D0, endDate: days.D3 });
  const cli = (...args: string[]) => park(args, db.url);

  beforeAll(async () => {
    const testPark = await openTestPark(target);
    try {
      days = await loadReportFixture(testPark);
      const manager = await clientAs(testPark, 'manager');
      const ask = async (name: string, path: string, body: object) => {
        const res = await manager.post(path, body);
        expect(res.status, `${path} ${res.text}`).toBe(200);
        http[name] = res.body;
      };
      await ask('all', '/finance-report', { ...range(), category: 'all' });
      await ask('tickets', '/finance-report', { ...range(), category: 'tickets' });
      await ask('dining', '/finance-report', { ...range(), category: 'dining' });
      await ask('maintenance', '/maintenance-report', {
        ...range(),
        maintenanceStatus: null,
        maintenanceKeyword: 'brake',
        attractionName: null,
      });
      await ask('visit', '/visit-report', {
        ...range(),
        category: 'attractions',
        attractionName: null,
        diningName: null,
      });
      await ask('dashboard', '/dashboardData', { startDate: days.D1, endDate: days.D1 });
      const anonymous = await clientAs(testPark, 'anonymous');
      const reset = { email: 'staff@example.com', kind: 'employee' };
      expect((await anonymous.post('/forgot-password', reset)).status).toBe(200);
    } catch (error) {
      await testPark.close();
      throw error;
    }
    db = await cliDatabase(testPark);
  }, 240_000);
  afterAll(() => db?.cleanup());

  const json = async (...args: string[]) => {
    const result = await cli(...args);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    return JSON.parse(result.stdout) as unknown;
  };
  const from = () => ['--from', days.D0, '--to', days.D3];

  it('answers the HTTP bodies exactly with --format json', async () => {
    expect(
      await json('report', 'finance', ...from(), '--category', 'all', '--format', 'json'),
    ).toEqual(http.all);
    const maintenance = await json(
      ...['report', 'maintenance', ...from(), '--keyword', 'brake', '--format', 'json'],
    );
    expect(maintenance).toEqual(http.maintenance);
    expect(maintenance).toHaveLength(2);
    const visit = ['report', 'visit', ...from(), '--category', 'attractions', '--format', 'json'];
    expect(await json(...visit)).toEqual(http.visit);
    const dashboard = await json('dashboard', '--date', days.D1, '--format', 'json');
    expect(dashboard).toEqual(http.dashboard);
    expect(dashboard).toMatchObject({ TotalStandardTickets: 2, TotalChildTickets: 1 });
  }, 240_000);

  it('prints the shared table and summary lines, and CSV a spreadsheet can read', async () => {
    const dining = http.dining as FinanceReportBody;
    const table = financeReportTable(dining, { ...range(), category: 'dining' });
    const shown = await cli('report', 'finance', ...from(), '--category', 'dining');
    expect(shown.code).toBe(0);
    const lines = shown.stdout.split('\n');
    expect(lines[0]).toBe(table.title);
    expect(lines[1]).toMatch(new RegExp(`^${table.columns.map((c) => c.label).join('\\s+')}$`));
    const printed = lines.slice(3, 3 + table.rows.length);
    expect(table.rows.length).toBeGreaterThan(0);
    table.rows.forEach((row, i) => {
      for (const column of table.columns)
        expect(printed[i]).toContain(formatCell(column, row[column.key] ?? null));
    });
    expect(lines[3 + table.rows.length]).toBe('');
    for (const line of table.summary)
      expect(shown.stdout).toContain(`${line.label}: ${line.value}\n`);

    const csv = await cli(
      'report',
      'finance',
      ...from(),
      '--category',
      'tickets',
      '--format',
      'csv',
    );
    expect(csv.code).toBe(0);
    const [header, ...rows] = parseCsv(csv.stdout);
    // The date column names the day the rows count by.
    expect(header).toEqual(['Visit day', 'Ticket type', 'Tickets', 'Transactions', 'Revenue']);
    const tickets = (http.tickets as Extract<FinanceReportBody, { category: 'tickets' }>)
      .TicketData;
    expect(
      rows.map(([d, type, n, orders, revenue]) => [d, type, +n!, +orders!, +revenue!]),
    ).toEqual(
      tickets.rows.map((r) => [r.date, r.ticketType, r.tickets, r.transactions, r.revenue]),
    );
  }, 240_000);

  it("prints the web's boxes and the gate's: check-ins beside admissions sold, 'today' for today only", async () => {
    const dashboard = http.dashboard as DashboardBody;
    expect(dashboard).toMatchObject({ checkIns: 0, admissionsSold: 3 });
    const day = await cli('dashboard', '--date', days.D1);
    expect(day).toMatchObject({ code: 0, stderr: '' });
    // Each box names the day it counts by.
    for (const title of ['Tickets', 'Restaurant', 'Maintenance', 'Shop'])
      expect(day.stdout).toMatch(new RegExp(`^${title} \\(by [a-z ;]+\\)$`, 'm'));
    expect(day.stdout).toMatch(/^Tickets \(by visit day\)$/m);
    expect(day.stdout).toMatch(/^Shop \(by order day\)$/m);
    expect(day.stdout).toMatch(/^ {2}Net revenue +\$[\d,]+\.\d\d$/m);
    expect(day.stdout).toMatch(/^ {2}Refunds paid out +\$[\d,]+\.\d\d$/m);
    expect(day.stdout).toMatch(
      /^Gate \(by visit day\)\n {2}Check-ins +0\n {2}Admissions sold +3$/m,
    );
    const today = await cli('dashboard');
    expect(today).toMatchObject({ code: 0, stderr: '' });
    expect(today.stdout).toMatch(
      /^Gate \(by visit day\)\n {2}Check-ins today +\d+\n {2}Admissions sold +[\d,]+$/m,
    );
  }, 240_000);

  it('writes data_report.pdf and dashboard.pdf, timed in the park zone whatever the machine zone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'park-pdf-'));
    try {
      const report = join(dir, 'data_report.pdf');
      const dashboard = join(dir, 'dashboard.pdf');
      // Kiritimati is 20 hours ahead of Chicago: the hour printed tells the two zones apart.
      const env = { TZ: 'Pacific/Kiritimati', PARK_TZ: 'America/Chicago' };
      const upToHour = (moment: Date) =>
        formatDashboardMoment(moment, 'America/Chicago').replace(/:\d\d:\d\d /, ':');
      const before = upToHour(new Date());
      const args = ['report', 'finance', ...from(), '--category', 'tickets', '--pdf', report];
      const made = await park(args, db.url, env);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain(`Wrote ${report}`);
      const shown = await park(['dashboard', '--date', days.D1, '--pdf', dashboard], db.url, env);
      expect(shown.code, shown.stderr).toBe(0);
      const after = upToHour(new Date());
      const text = (await readFile(report)).toString('latin1');
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text).toContain('Finance report: tickets');
      const stamp = /Generated: ([^)]*)\)/.exec(text)?.[1] ?? '';
      expect([before, after]).toContain(stamp.replace(/:\d\d:\d\d /, ':'));
      expect((await readFile(dashboard)).toString('latin1').startsWith('%PDF-')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('attributes the weather to an active employee, and writes nothing for an unknown one', async () => {
    const stranger = await cli('weather', 'set', '--condition', 'snowy', '--as', 'who@example.com');
    expect(stranger).toMatchObject({ code: 1, stdout: '' });
    expect(stranger.stderr).toContain('No employee has the email who@example.com.');
    const saved = await park(['weather', 'set', '--condition', 'rainy'], db.url, {
      PARK_AS: 'staff@example.com',
    });
    expect(saved).toMatchObject({ code: 0, stdout: 'Weather Input Successful\n' });
    const history = await cli(
      'weather',
      'history',
      '--from',
      '2020-01-01',
      '--to',
      '2099-12-31',
      '--format',
      'csv',
    );
    const [, ...entered] = parseCsv(history.stdout);
    expect(entered).toHaveLength(1);
    expect(entered[0]![1]).toBe('rainy');
  }, 240_000);

  it('lets a manager, not staff, hire and archive; the generated password is shown once', async () => {
    const fields = ['--role', 'Staff', '--phone', '(512) 555 0199', '--dob', '1990-05-01'];
    const where = ['--address', '1 Main St', '--city', 'Austin', '--state', 'tx', '--zip', '78701'];
    const byStaff = await cli(
      ...[
        'employee',
        'add',
        '--name',
        'Ann Other',
        '--email',
        'ann@example.com',
        ...fields,
        ...where,
      ],
      ...['--as', 'staff@example.com'],
    );
    expect(byStaff.code).toBe(1);
    expect(byStaff.stderr).toContain('staff@example.com is Staff: this needs a Manager.');
    const added = await cli(
      ...[
        'employee',
        'add',
        '--name',
        'jane van Doe',
        '--email',
        'jane@example.com',
        ...fields,
        ...where,
      ],
      ...['--as', 'manager@example.com'],
    );
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^Employee Added: #\d+ jane van Doe <jane@example.com>, Staff\n/);
    expect(added.stdout).toContain('Generated password (shown this once; hand it over): JDoe1990');
    const listed = await cli('employee', 'list', '--format', 'csv');
    const emails = parseCsv(listed.stdout).map((row) => row[2]);
    expect(emails).toContain('jane@example.com');
    expect(emails).not.toContain('ann@example.com');
    const archived = await cli(
      'employee',
      'archive',
      'jane@example.com',
      '--as',
      'manager@example.com',
    );
    expect(archived).toMatchObject({ code: 0 });
    expect(archived.stdout).toMatch(/^Employee Archived: #\d+ jane van Doe/);
    const all = parseCsv((await cli('employee', 'list', '--all', '--format', 'csv')).stdout);
    expect(all.find((row) => row[2] === 'jane@example.com')?.[4]).toBe('archived');
    expect(all.find((row) => row[2] === 'manager@example.com')?.[4]).toBe('active');
  }, 240_000);

  it.runIf(target === 'pglite')(
    'says plainly that an embedded database is in use by another process',
    async () => {
      const holder = await openDatabase(db.url);
      try {
        // Another process: this one holds the database.
        const result = await parkProcess(['employee', 'list'], db.url);
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`is in use by process ${process.pid}`);
        expect(result.stderr).toContain('DATABASE_URL=postgres://');
      } finally {
        await holder.close();
      }
    },
    120_000,
  );

  it('lists the password-reset mail of the outbox', async () => {
    const [message] = (await json('mail', 'outbox', '--limit', '1', '--format', 'json')) as {
      to: string;
      text: string;
    }[];
    expect(message?.to).toBe('staff@example.com');
    expect(message?.text).toMatch(/reset/i);
  }, 120_000);
});
