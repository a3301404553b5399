import { describe, expect, it } from 'vitest';
import type { MaintenanceReportRow } from '../../contract/reports';
import { reportFixtureSession } from '../testing/report-fixture';
import { parkTargets } from '../testing/test-park';

/** The maintenance and visit reports on the fixture of testing/report-fixture.ts. */
describe.each(parkTargets)('maintenance and visit reports on %s', (target) => {
  const { days: d, post: postAs } = reportFixtureSession(target);
  const post = (path: string, body: object) => postAs<unknown[]>(path, body);
  const maintenance = async (filters: object, range = { startDate: '', endDate: '' }) => {
    const body = {
      startDate: range.startDate || d.D1,
      endDate: range.endDate || d.D3,
      maintenanceStatus: '',
      maintenanceKeyword: '',
      attractionName: '',
      ...filters,
    };
    return (await post('/maintenance-report', body)) as MaintenanceReportRow[];
  };
  const ids = (rows: MaintenanceReportRow[]) => rows.map((r) => r.id);

  it('lists the requests submitted in the range with every field, oldest first', async () => {
    const [m1, m2, m3] = d.ids as [number, number, number, number];
    expect(await maintenance({})).toEqual([
      {
        id: m1,
        attractionID: expect.any(Number),
        attractionName: 'Thunder Falls',
        subject: 'Brake check',
        comment: 'Replace worn brake pads',
        status: 'Completed',
        statusLabel: 'Completed',
        cost: 150,
        submittedDate: d.D1,
        dateResolved: d.D2,
      },
      {
        id: m2,
        attractionID: expect.any(Number),
        attractionName: 'Sky Wheel',
        subject: 'Gondola door',
        comment: 'Door latch sticks',
        status: 'In Progress',
        statusLabel: 'In Progress',
        cost: 75.5,
        submittedDate: d.D2,
        dateResolved: null,
      },
      {
        id: m3,
        attractionID: expect.any(Number),
        attractionName: 'Thunder Falls',
        subject: 'Paint',
        comment: 'Touch up the BRAKE housing paint',
        status: 'Open',
        statusLabel: 'Pending',
        cost: 20,
        submittedDate: d.D3,
        dateResolved: null,
      },
    ]);
  });

  it('filters by status, keyword (subject or comment, any case) and attraction', async () => {
    const [m1, m2, m3, m4] = d.ids as [number, number, number, number];
    expect(ids(await maintenance({ maintenanceStatus: 'pending' }))).toEqual([m3]);
    expect(ids(await maintenance({ maintenanceStatus: 'In Progress' }))).toEqual([m2]);
    expect(ids(await maintenance({ maintenanceStatus: 'completed' }))).toEqual([m1]);
    expect(ids(await maintenance({ maintenanceStatus: null }))).toEqual([m1, m2, m3]);
    expect(ids(await maintenance({ maintenanceKeyword: 'brake' }))).toEqual([m1, m3]);
    expect(ids(await maintenance({ maintenanceKeyword: ' LATCH ' }))).toEqual([m2]);
    expect(ids(await maintenance({ maintenanceKeyword: '%' }))).toEqual([]);
    expect(ids(await maintenance({ attractionName: 'thunder falls' }))).toEqual([m1, m3]);
    expect(
      ids(await maintenance({ attractionName: 'Thunder Falls', maintenanceStatus: 'pending' })),
    ).toEqual([m3]);
    expect(ids(await maintenance({ attractionName: 'Nowhere Ride' }))).toEqual([]);
    expect(ids(await maintenance({}, { startDate: d.D0, endDate: d.D0 }))).toEqual([m4]);
  });

  it('visits per attraction and visit day: orders that chose it and their tickets', async () => {
    const visits = (attractionName: string | null) =>
      post('/visit-report', {
        startDate: d.D1,
        endDate: d.D3,
        category: 'attractions',
        attractionName,
        diningName: null,
      });
    const row = (date: string, attractionName: string, orders: number, tickets: number) => ({
      date,
      attractionID: expect.any(Number),
      attractionName,
      orders,
      tickets,
    });
    expect(await visits(null)).toEqual([
      row(d.D1, 'Sky Wheel', 1, 3), // A: 2 Standard + 1 Child
      row(d.D1, 'Thunder Falls', 1, 3),
      row(d.D2, 'Thunder Falls', 1, 1), // B: 1 Express
      row(d.D3, 'Comet Run', 1, 5), // D: 3 Standard + 2 Express
      row(d.D3, 'Thunder Falls', 1, 5),
    ]);
    expect(await visits('THUNDER FALLS')).toEqual([
      row(d.D1, 'Thunder Falls', 1, 3),
      row(d.D2, 'Thunder Falls', 1, 1),
      row(d.D3, 'Thunder Falls', 1, 5),
    ]);
    expect(await visits('Lagoon Splash')).toEqual([]);
  });

  it('visits per restaurant and transaction day: vouchers and their amount', async () => {
    const visits = (diningName: string | null, startDate = d.D1) =>
      post('/visit-report', {
        startDate,
        endDate: d.D3,
        category: 'dining',
        attractionName: null,
        diningName,
      });
    const row = (date: string, name: string, type: string, vouchers: number, amount: number) => ({
      date,
      restaurantID: expect.any(Number),
      restaurantName: name,
      restaurantType: type,
      transactions: 1,
      vouchers,
      amount,
    });
    expect(await visits(null)).toEqual([
      row(d.D1, 'Main Street Diner', 'Standard', 2, 20),
      row(d.D1, 'The Golden Fork', 'Deluxe', 1, 35),
      row(d.D2, 'Chef\u2019s Table', 'Special', 2, 90),
    ]);
    expect(await visits('the golden fork')).toEqual([
      row(d.D1, 'The Golden Fork', 'Deluxe', 1, 35),
    ]);
    expect(await visits(null, d.D3)).toEqual([]);
  });
});
