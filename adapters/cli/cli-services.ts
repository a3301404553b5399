import type { DemoHistoryTasks } from './commands/demo';
import type { ParkSession } from './park-session';

/** A database opened for one command, and how to close it. */
export interface DatabaseTasks {
  migrate(): Promise<string[]>;
  status(): Promise<{ name: string; applied: boolean }[]>;
  seed(): Promise<{ seeded: boolean }>;
  close(): Promise<void>;
}

/** What the CLI needs from the assembled park; the entry point (main.ts) provides it. */
export interface CliServices {
  /** Opens the configured database (DATABASE_URL). */
  openDatabase(): Promise<DatabaseTasks>;
  /** Starts the web server in this process and resolves once it listens. */
  serve(): Promise<void>;
  /** The park's use cases on the configured database, whose schema must be up to date. */
  openPark(): Promise<ParkSession>;
  /** Opens the demo-history generator on the configured database (migrated first). */
  openDemoHistory(): Promise<DemoHistoryTasks>;
  /**
   * The server's rule for the ticket key (config.ts, ticketKeyWarning) on the configured
   * environment: null for the park's own key, a warning for the development key, a throw where
   * the server would refuse to start.
   */
  ticketKeyWarning(): Promise<string | null>;
}
