import { Container } from 'inversify';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './persistence/index';
import { accountsModule } from './wiring/accounts';
import { admissionsModule } from './wiring/admissions';
import { auditModule } from './wiring/audit';
import { capacityModule } from './wiring/capacity';
import { catalogModule } from './wiring/catalog';
import { contactModule } from './wiring/contact';
import { demoModule } from './wiring/demo';
import { employeesModule } from './wiring/employees';
import { infrastructureModule, type ContainerOverrides } from './wiring/infrastructure';
import { mailModule } from './wiring/mail';
import { maintenanceModule } from './wiring/maintenance';
import { ordersModule } from './wiring/orders';
import { reportsModule } from './wiring/reports';
import { weatherModule } from './wiring/weather';

export type { ContainerOverrides } from './wiring/infrastructure';

/** One ContainerModule per feature (adapters/wiring/<feature>.ts), its tokens beside it. */
export const FEATURE_MODULES = {
  accounts: accountsModule,
  employees: employeesModule,
  catalog: catalogModule,
  orders: ordersModule,
  maintenance: maintenanceModule,
  weather: weatherModule,
  contact: contactModule,
  reports: reportsModule,
  demo: demoModule,
  capacity: capacityModule,
  admissions: admissionsModule,
  audit: auditModule,
  mail: mailModule,
} as const;

/** The wired park: the inversify container plus the resources it owns. */
export interface ParkContainer {
  readonly container: Container;
  readonly config: AppConfig;
  readonly database: Database;
  /** Closes what the container opened (the database, unless it came as an override). */
  dispose(): Promise<void>;
}

/**
 * Opens the database and loads the infrastructure module and every feature's module, which bind
 * each port to its adapter and each use case to its ports. The only place that knows which
 * adapter implements which port; the server and the CLI share it.
 */
export async function createContainer(
  config: AppConfig,
  overrides: ContainerOverrides = {},
): Promise<ParkContainer> {
  const database = overrides.database ?? (await openDatabase(config.databaseUrl));
  const container = new Container();
  container.load(
    infrastructureModule(config, database, overrides),
    ...Object.values(FEATURE_MODULES),
  );
  let disposed: Promise<void> | null = null;
  const dispose = () => (disposed ??= overrides.database ? Promise.resolve() : database.close());
  return { container, config, database, dispose };
}
