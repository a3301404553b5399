// What the `park` commands need from the park, assembled like the server's: through the
// composition root. The park itself (the container, the database drivers, the server) is loaded
// only by the commands that open it, so `park --help` and a refused option start in a fraction of
// the time.
import type { ParkContainer } from '../composition-root';
import type { ParkSession } from './park-session';
import type { CliServices } from './cli-services';

type Env = Record<string, string | undefined>;

/** The composition root and what the commands need from it, loaded on first use. */
async function parkModules() {
  await import('reflect-metadata');
  const [root, config, tokens, tasks] = await Promise.all([
    import('../composition-root'),
    import('../config'),
    import('../tokens'),
    import('../wiring/park-tasks'),
  ]);
  return { ...root, ...config, ...tokens, ...tasks };
}

/** A park on the configured database, with its tasks. */
async function openContainer(env: Env) {
  const m = await parkModules();
  return { m, park: await m.createContainer(m.loadConfig(env)) };
}

/** The manager commands' use cases, on a database whose schema is up to date. */
async function openPark(env: Env): Promise<ParkSession> {
  const { m, park } = await openContainer(env);
  const { databaseTasks } = m;
  try {
    const pending = (await databaseTasks(park).status()).filter((m) => !m.applied).length;
    if (pending > 0)
      throw new Error(
        `The database is not up to date (${pending} migration(s) pending): run \`park db migrate\` first.`,
      );
  } catch (error) {
    await park.dispose();
    throw error;
  }
  return sessionOf(park, m);
}

function sessionOf(park: ParkContainer, m: Awaited<ReturnType<typeof parkModules>>): ParkSession {
  const { resolve, TOKENS, mailOutbox } = m;
  const use = <T>(token: Parameters<typeof resolve<T>>[1]) => resolve(park.container, token);
  const clock = use(TOKENS.Clock);
  return {
    today: () => clock.today(),
    parkName: park.config.parkName,
    timeZone: park.config.parkTz,
    getDashboard: use(TOKENS.GetDashboard),
    getFinanceReport: use(TOKENS.GetFinanceReport),
    getMaintenanceReport: use(TOKENS.GetMaintenanceReport),
    getVisitReport: use(TOKENS.GetVisitReport),
    enterWeather: use(TOKENS.EnterWeather),
    getWeatherHistory: use(TOKENS.GetWeatherHistory),
    identifyEmployee: use(TOKENS.IdentifyEmployee),
    listEmployees: use(TOKENS.ListEmployees),
    addEmployee: use(TOKENS.AddEmployee),
    archiveEmployee: use(TOKENS.ArchiveEmployee),
    listContactForms: use(TOKENS.ListContactForms),
    listMaintenanceRequests: use(TOKENS.ListMaintenanceRequests),
    checkUrgentMaintenance: use(TOKENS.CheckUrgentMaintenance),
    mailOutbox: (limit, status) => mailOutbox(park, limit, status),
    use,
    close: () => park.dispose(),
  };
}

/**
 * The services the `park` commands drive, on the park configured by `env` (DATABASE_URL,
 * PARK_TZ, TICKET_SECRET, …): the process's environment in `park`, a test's own in the tests
 * that run the program in-process (testing/run-park.ts).
 */
export const parkServices = (env: Env = process.env): CliServices => ({
  async openDatabase() {
    const { m, park } = await openContainer(env);
    return { ...m.databaseTasks(park), close: () => park.dispose() };
  },
  async serve() {
    const [{ startServer }, { loadConfig }] = await Promise.all([
      import('../http/main'),
      import('../config'),
    ]);
    await startServer(loadConfig(env));
  },
  openPark: () => openPark(env),
  async ticketKeyWarning() {
    const { loadConfig, ticketKeyWarning } = await import('../config');
    return ticketKeyWarning(loadConfig(env));
  },
  async openDemoHistory() {
    const { m, park } = await openContainer(env);
    const { databaseTasks, demoHistory } = m;
    try {
      await databaseTasks(park).migrate();
    } catch (error) {
      await park.dispose();
      throw error;
    }
    const generator = demoHistory(park);
    return {
      async generate(input, onProgress) {
        const result = await generator.execute(input, onProgress);
        // Fold the report journals the bulk load appended (a server does it every minute; a
        // generated year otherwise leaves ~20 shop rows per day and item for readers to add),
        // compact the report tables and analyze the history (report-days.ts).
        if (result.ok) await databaseTasks(park).settleAfterBulkLoad();
        return result;
      },
      close: () => park.dispose(),
    };
  },
});
