import 'reflect-metadata';
// The CLI's entry point assembles the park like the server's does: through the composition root.
import { createContainer, type ParkContainer } from '../composition-root';
import { loadConfig } from '../config';
import { resolve, TOKENS } from '../tokens';
import { databaseTasks, demoHistory, mailOutbox } from '../wiring/park-tasks';
import { startServer } from '../http/main';
import { processOutput } from './output';
import type { ParkSession } from './park-session';
import { createProgram, runProgram } from './program';
import type { CliServices } from './cli-services';

const output = processOutput();

/** The manager commands' use cases, on a database whose schema is up to date. */
async function openPark(): Promise<ParkSession> {
  const park = await createContainer(loadConfig());
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
  return sessionOf(park);
}

function sessionOf(park: ParkContainer): ParkSession {
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
    mailOutbox: (limit) => mailOutbox(park, limit),
    use,
    close: () => park.dispose(),
  };
}

const services: CliServices = {
  async openDatabase() {
    const park = await createContainer(loadConfig());
    return { ...databaseTasks(park), close: () => park.dispose() };
  },
  async serve() {
    await startServer(loadConfig());
  },
  openPark,
  async openDemoHistory() {
    const park = await createContainer(loadConfig());
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
};

const code = await runProgram(createProgram(services, output), process.argv, output);
// `serve` keeps the process alive through its open server; every other command ends here.
if (code !== 0) process.exit(code);
