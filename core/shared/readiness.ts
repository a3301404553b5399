/** Whether this process can serve: its database answers, and its schema is this build's. */
export interface ReadinessReport {
  database: 'up' | 'down';
  /** `unknown` while the database is down. */
  migrations: 'current' | 'pending' | 'unknown';
  /** Migrations this build has that the database lacks. */
  pending: number;
}

/** Asks the database whether the park can serve requests (GET /readyz). */
export interface Readiness {
  check(): Promise<ReadinessReport>;
}

/** Ready means the database is up and no migration is pending. */
export const isReady = (report: ReadinessReport): boolean =>
  report.database === 'up' && report.migrations === 'current';
