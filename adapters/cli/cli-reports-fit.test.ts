import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinanceReportBody } from '../contract/reports';
import { clientAs } from '../http/testing/logins';
import { loadReportFixture, type FixtureDays } from '../http/testing/report-fixture';
import { openTestPark, parkTargets } from '../http/testing/test-park';
import { financeReportTable, formatCell, type ReportTable } from '../reports/report-tables';
import { hasPoppler, netpbmToRgba, readPdf } from '../reports/testing/read-pdf';
import { cliDatabase, park, type CliDatabase } from './testing/run-park';

const run = promisify(execFile);

/** The demo park's attractions (adapters/persistence/seeds/demo-park-data.ts). */
const ATTRACTIONS = [
  'Comet Run',
  'Dragon Quest',
  'Haunted Mansion Manor',
  'Lagoon Splash',
  'River Rapids',
  'Sky Wheel',
  'Starlight Carousel',
  'Sunset Wheel',
  'Thunder Falls',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each row of a report table as it is printed: its cells, formatted. */
const printedRows = (table: ReportTable) =>
  table.rows.map((row) => table.columns.map((c) => formatCell(c, row[c.key] ?? null)));

/**
 * Issue 18's CLI items 3–5 as real `park` processes on the report fixture's history: a misspelt
 * name is refused before any work, the finance "all" PDF keeps every figure and date whole, and
 * its table fits the terminal.
 */
describe.each(parkTargets)('park report: names, PDF and width on %s', (target) => {
  let db: CliDatabase;
  let days: FixtureDays;
  let dir: string;
  let all: FinanceReportBody;
  const cli = (args: string[], env: Record<string, string> = {}) => park(args, db.url, env);
  const range = () => ['--from', days.D0, '--to', days.D3];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'park-report-fit-'));
    const testPark = await openTestPark(target);
    try {
      days = await loadReportFixture(testPark);
      const manager = await clientAs(testPark, 'manager');
      const res = await manager.post('/finance-report', {
        startDate: days.D0,
        endDate: days.D3,
        category: 'all',
      });
      expect(res.status, res.text).toBe(200);
      all = res.body as FinanceReportBody;
    } catch (error) {
      await testPark.close();
      throw error;
    }
    db = await cliDatabase(testPark);
  }, 240_000);
  afterAll(async () => {
    await db?.cleanup();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a misspelt --attraction or --restaurant in one line, before any report or file', async () => {
    const pdf = join(dir, 'refused.pdf');
    const refusals: [string[], string][] = [
      [
        ['visit', '--category', 'dining', '--restaurant', "Chef's Table", '--pdf', pdf],
        `--restaurant: the park has no restaurant named "Chef's Table"; did you mean "Chef’s Table"?`,
      ],
      [
        ['maintenance', '--attraction', 'Thunder Fals', '--format', 'csv', '--pdf', pdf],
        '--attraction: the park has no attraction named "Thunder Fals"; did you mean "Thunder Falls"?',
      ],
      [
        ['visit', '--category', 'attractions', '--attraction', 'wheel', '--format', 'json'],
        '--attraction: the park has no attraction named "wheel"; did you mean "Sky Wheel" or "Sunset Wheel"?',
      ],
      [
        ['visit', '--category', 'attractions', '--attraction', 'Space Mountain'],
        `--attraction: the park has no attraction named "Space Mountain"; the attractions are ${ATTRACTIONS.slice(
          0,
          -1,
        )
          .map((a) => `"${a}"`)
          .join(', ')} or "Thunder Falls"`,
      ],
      // A name of the other category would be ignored: refused as well, before the database.
      [
        ['visit', '--category', 'attractions', '--restaurant', 'Main Street Diner'],
        '--restaurant goes with --category dining',
      ],
    ];
    for (const [args, message] of refusals) {
      const [name, ...rest] = args;
      const result = await cli(['report', name!, ...range(), ...rest]);
      expect(result, args.join(' ')).toEqual({ code: 1, stdout: '', stderr: `park: ${message}\n` });
    }
    expect(existsSync(pdf)).toBe(false);

    // A known name in any case is the catalog's: the report is narrowed to it and titled so.
    const known = await cli([
      'report',
      'visit',
      ...range(),
      '--category',
      'attractions',
      '--attraction',
      '  thunder FALLS ',
    ]);
    expect(known).toMatchObject({ code: 0, stderr: '' });
    expect(known.stdout.split('\n')[0]).toBe('Visit report: attractions (Thunder Falls)');
    expect(known.stdout).toMatch(/^\S+ +Thunder Falls +\d+ +\d+$/m);
    expect(known.stdout).not.toContain('Sky Wheel');
  }, 240_000);

  it.skipIf(!hasPoppler)(
    'writes the finance "all" PDF landscape with every figure and date whole, and the form’s filter names',
    async () => {
      const file = join(dir, 'all.pdf');
      const made = await cli(['report', 'finance', ...range(), '--category', 'all', '--pdf', file]);
      expect(made.code, made.stderr).toBe(0);
      const table = financeReportTable(all, {
        startDate: days.D0,
        endDate: days.D3,
        category: 'all',
      });
      expect(table.rows.length).toBeGreaterThan(0);
      const pdf = readPdf(file);
      const lines = (await pdf.text()).split('\n');
      // pdftotext -layout keeps each printed line a line: a date or a figure broken over two
      // lines ('2026-10-2' / '6') would not be found whole, in order, on its row's line.
      for (const cells of printedRows(table))
        expect(lines, cells.join(' ')).toContainEqual(cells.join(' '));
      expect(lines).toContainEqual(
        `Filters: Start Date: ${days.D0}; End Date: ${days.D3}; Category: All`,
      );
      // Rendered as a reader sees it: landscape, and drawn.
      const prefix = join(dir, 'all-page');
      await run('pdftoppm', ['-r', '40', '-gray', '-f', '1', '-singlefile', file, prefix]);
      const page = netpbmToRgba(await readFile(`${prefix}.pgm`));
      expect(page.width).toBeGreaterThan(page.height);
      expect(page.data.some((v, i) => i % 4 === 0 && v < 128)).toBe(true);
    },
    240_000,
  );

  it('fits the finance "all" table to the terminal: COLUMNS, else 80; JSON and CSV unchanged', async () => {
    const args = ['report', 'finance', ...range(), '--category', 'all'];
    const table = financeReportTable(all, {
      startDate: days.D0,
      endDate: days.D3,
      category: 'all',
    });
    const rows = printedRows(table);
    const lines = (text: string) => text.replace(/\n$/, '').split('\n');

    // Not a terminal and no COLUMNS: 80 characters, the columns folded under the dates.
    const piped = await cli(args);
    expect(piped).toMatchObject({ code: 0, stderr: '' });
    for (const line of lines(piped.stdout)) expect(line.length, line).toBeLessThanOrEqual(80);
    for (const label of table.columns.map((c) => c.label)) expect(piped.stdout).toContain(label);
    for (const cells of rows) for (const cell of cells) expect(piped.stdout).toContain(cell);
    const dateLines = lines(piped.stdout).filter((l) => l.startsWith(rows[0]![0]!));
    expect(dateLines.length).toBeGreaterThan(1);

    // A wide terminal: one table, one line per day.
    const wide = await cli(args, { COLUMNS: '200' });
    expect(lines(wide.stdout)[1]).toMatch(
      new RegExp(`^${table.columns.map((c) => c.label).join(' +')}$`),
    );
    for (const cells of rows)
      expect(lines(wide.stdout)).toContainEqual(
        expect.stringMatching(cells.map(escaped).join(' +')),
      );

    // A narrow one: a block per day, a line per figure.
    const narrow = await cli(args, { COLUMNS: '40' });
    for (const line of lines(narrow.stdout)) expect(line.length, line).toBeLessThanOrEqual(40);
    for (const cells of rows)
      table.columns.forEach((column, i) =>
        expect(narrow.stdout).toContain(`${column.label.padEnd(19)}  ${cells[i]}\n`),
      );

    // Machines' formats do not depend on the terminal; the JSON is the HTTP answer.
    // (One process after the other: an embedded database is opened by one at a time.)
    for (const format of ['json', 'csv']) {
      const narrowly = await cli([...args, '--format', format], { COLUMNS: '40' });
      const widely = await cli([...args, '--format', format], { COLUMNS: '200' });
      expect(narrowly).toMatchObject({ code: 0, stderr: '' });
      expect(narrowly.stdout).toBe(widely.stdout);
      if (format === 'json') expect(JSON.parse(narrowly.stdout)).toEqual(all);
    }
  }, 240_000);
});
