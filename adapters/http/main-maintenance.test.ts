import { describe, expect, it } from 'vitest';
import type { AuditPageBody } from '../contract/audit';
import type { AttractionBody } from '../contract/catalog';
import type { MaintenanceListBody } from '../contract/staff';
import { startServer } from './main';
import { CookieClient } from './testing/cookie-client';
import { DEMO } from './testing/logins';
import { testConfig } from './testing/test-server';

describe('startServer and overdue maintenance', () => {
  it('opens one Maintenance Required request per attraction of a fresh park at start-up', async () => {
    const running = await startServer(testConfig({ PORT: '0', WEB_DIST: '/nonexistent' }), {
      handleSignals: false,
      print: () => {},
    });
    try {
      const c = new CookieClient(running.url);
      const attractions = (await c.get('/attractions')).body as AttractionBody[];
      expect((await c.post('/employee/login', DEMO.staff)).status).toBe(200);
      const { requests } = (await c.get('/get-maintenancerequests')).body as MaintenanceListBody;
      expect(requests.map((r) => r.attractionID).sort((a, b) => a - b)).toEqual(
        attractions.map((a) => a.attractionID).sort((a, b) => a - b),
      );
      expect(requests.every((r) => r.automatic && r.subject === 'Maintenance Required')).toBe(true);
      const urgent = await c.post('/get-unresolved-maintenance-requests', {
        date: '2026-01-01',
        subject: 'Maintenance Required',
      });
      expect((urgent.body as { requests: unknown[] }).requests).toHaveLength(requests.length);
      const after = (await c.get('/get-maintenancerequests')).body as MaintenanceListBody;
      expect(after.requests).toHaveLength(requests.length);
      // The start-up's requests name no employee; each has its entry, naming the park itself.
      const manager = new CookieClient(running.url);
      await manager.get('/park-info');
      expect((await manager.post('/employee/login', DEMO.manager)).status).toBe(200);
      const audit = await manager.get('/audit?action=maintenance.add&limit=200');
      expect(audit.status).toBe(200);
      const entries = (audit.body as AuditPageBody).entries;
      expect(entries.map((e) => e.target).sort()).toEqual(
        requests.map((r) => `maintenance ${r.id}`).sort(),
      );
      for (const entry of entries)
        expect(entry).toMatchObject({
          actor: { id: null, role: 'system' },
          before: null,
          after: { automatic: true, createdByEmployeeId: null },
        });
    } finally {
      await running.stop();
    }
    // A fresh embedded park (initdb, every migration, the demo seed) takes most of it.
  }, 90_000);
});
