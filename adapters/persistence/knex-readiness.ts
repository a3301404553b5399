import type { Knex } from 'knex';
import type { Readiness, ReadinessReport } from '../../core/shared/readiness';
import { migrationStatus } from './migrate';

/**
 * Readiness from the database itself: one `SELECT 1` and the migration list, within a time
 * limit (a database that hangs is as good as down for a load balancer).
 */
export class KnexReadiness implements Readiness {
  constructor(
    private readonly knex: Knex,
    private readonly timeoutMs = 2_000,
  ) {}

  async check(): Promise<ReadinessReport> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error('readiness check timed out')), this.timeoutMs);
    });
    try {
      return await Promise.race([this.ask(), timeout]);
    } catch {
      return { database: 'down', migrations: 'unknown', pending: 0 };
    } finally {
      clearTimeout(timer);
    }
  }

  private async ask(): Promise<ReadinessReport> {
    await this.knex.raw('SELECT 1');
    const pending = (await migrationStatus(this.knex)).filter((m) => !m.applied).length;
    return { database: 'up', migrations: pending === 0 ? 'current' : 'pending', pending };
  }
}
