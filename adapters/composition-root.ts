import { Container, type MapToResolvedValueInjectOptions } from 'inversify';
import { pino, type Logger } from 'pino';
import type { Clock, IdGenerator, Mailer, PasswordHasher } from '../core/ports';
import {
  GetCurrentWeather,
  ListAttractions,
  ListMerchandise,
  ListRestaurants,
} from '../core/catalog/list-catalog';
import { CredentialCheck } from '../core/accounts/credentials';
import { GetCurrentEmployee, GetCurrentUser } from '../core/accounts/current-account';
import { LogInEmployee } from '../core/accounts/log-in-employee';
import { LogInUser } from '../core/accounts/log-in-user';
import { SignUp } from '../core/accounts/sign-up';
import { UpdateUserProfile } from '../core/accounts/update-user-profile';
import { SubmitContactForm } from '../core/contact/submit-contact-form';
import { RequestPasswordReset } from '../core/accounts/request-password-reset';
import { ResetPassword } from '../core/accounts/reset-password';
import { CheckUrgentMaintenance } from '../core/maintenance/check-urgent-maintenance';
import { EnterWeather } from '../core/weather/enter-weather';
import { ListMaintenanceRequests } from '../core/maintenance/list-maintenance-requests';
import { SubmitMaintenanceRequest } from '../core/maintenance/submit-maintenance-request';
import { UpdateEmployeeProfile } from '../core/employees/update-employee-profile';
import { UpdateMaintenanceRequest } from '../core/maintenance/update-maintenance-request';
import { Checkout } from '../core/orders/checkout';
import { GetOrderDetails } from '../core/orders/get-order-details';
import { ListRecentOrders } from '../core/orders/list-recent-orders';
import { GetDashboard } from '../core/reports/get-dashboard';
import { GetFinanceReport } from '../core/reports/finance-report';
import { GetMaintenanceReport } from '../core/reports/maintenance-report';
import { GetVisitReport } from '../core/reports/visit-report';
import { ListContactForms } from '../core/contact/list-contact-forms';
import * as Departments from '../core/catalog/manage-departments';
import { AddEmployee, ArchiveEmployee, ListEmployees } from '../core/employees/manage-employees';
import { IdentifyEmployee } from '../core/employees/identify-employee';
import { GetWeatherHistory } from '../core/weather/weather-history';
import { GenerateDemoHistory } from '../core/demo/generate-demo-history';
import { Sha256TokenHasher } from './system/sha256-token-hasher';
import type { AppConfig } from './config';
import {
  CachedCatalogRepository,
  catalogCacheOf,
  clearingCatalogCache,
  compactReportDays,
  settleAfterBulkLoad,
  KnexCatalogRepository,
  KnexDepartmentRepository,
  KnexEmployeeRepository,
  KnexPasswordResetRepository,
  KnexContactFormRepository,
  KnexAccountSessions,
  KnexMaintenanceRepository,
  KnexOrderRepository,
  KnexUnitOfWork,
  KnexReportRepository,
  KnexSessionStore,
  KnexUserRepository,
  KnexWeatherRepository,
  OutboxMailer,
  listOutbox,
  migrateLatest,
  migrationStatus,
  openDatabase,
  seedDemoPark,
  type Database,
  type OutboxMessage,
} from './persistence/index';
import { DEMO_ACCOUNTS } from './persistence/seeds/demo-park-data';
import { KnexDemoHistoryWriter } from './persistence/knex-demo-history-writer';
import { Argon2PasswordHasher } from './system/argon2-password-hasher';
import { SystemClock } from './system/clock';
import { CryptoIdGenerator } from './system/crypto-id-generator';
import { resolve, TOKENS, type Token } from './tokens';

/** What tests (and tools) may swap: an open database they own, a fast hasher, a fixed clock. */
export interface ContainerOverrides {
  /** An already open database; the caller keeps ownership and closes it. */
  database?: Database;
  hasher?: PasswordHasher;
  clock?: Clock;
  ids?: IdGenerator;
  mailer?: Mailer;
  logger?: Logger;
}

/** The wired park: the inversify container plus the resources it owns. */
export interface ParkContainer {
  readonly container: Container;
  readonly config: AppConfig;
  readonly database: Database;
  /** Closes what the container opened (the database, unless it came as an override). */
  dispose(): Promise<void>;
}

type Tokens<A extends unknown[]> = { [K in keyof A]: Token<A[K]> };

/** One shared instance per container, built from other bindings (inversify's default is transient). */
function singleton<T, A extends unknown[]>(
  container: Container,
  key: Token<T>,
  deps: [...Tokens<A>],
  make: (...args: A) => T,
): void {
  // A Token<X> is a ServiceIdentifier<X>; the mapped tuple type just cannot see through the brand.
  const inject = deps as unknown as MapToResolvedValueInjectOptions<A>;
  container.bind<T>(key).toResolvedValue(make, inject).inSingletonScope();
}

function bindInfrastructure(c: Container, config: AppConfig, db: Database, o: ContainerOverrides) {
  c.bind(TOKENS.Config).toConstantValue(config);
  c.bind(TOKENS.Database).toConstantValue(db);
  c.bind(TOKENS.Logger).toConstantValue(o.logger ?? pino({ level: config.logLevel }));
  c.bind(TOKENS.Clock).toConstantValue(o.clock ?? new SystemClock(config.parkTz));
  c.bind(TOKENS.PasswordHasher).toConstantValue(o.hasher ?? new Argon2PasswordHasher());
  c.bind(TOKENS.IdGenerator).toConstantValue(o.ids ?? new CryptoIdGenerator());
  if (o.mailer) c.bind(TOKENS.Mailer).toConstantValue(o.mailer);
  else
    singleton(
      c,
      TOKENS.Mailer,
      [TOKENS.Database, TOKENS.Logger],
      (d, log) => new OutboxMailer(d.knex, (line) => log.info(line)),
    );
}

function bindRepositories(c: Container) {
  const db = [TOKENS.Database] as [Token<Database>];
  singleton(c, TOKENS.UserRepository, db, (d) => new KnexUserRepository(d.knex));
  singleton(c, TOKENS.EmployeeRepository, db, (d) => new KnexEmployeeRepository(d.knex));
  singleton(
    c,
    TOKENS.CatalogRepository,
    db,
    (d) => new CachedCatalogRepository(new KnexCatalogRepository(d.knex), catalogCacheOf(d)),
  );
  singleton(c, TOKENS.WeatherRepository, db, (d) => new KnexWeatherRepository(d.knex));
  singleton(c, TOKENS.PasswordResetRepository, db, (d) => new KnexPasswordResetRepository(d.knex));
  singleton(
    c,
    TOKENS.SessionStore,
    [TOKENS.Database, TOKENS.Clock],
    (d, clock) => new KnexSessionStore(d.knex, clock),
  );
}

function bindUseCases(c: Container) {
  const {
    UserRepository: users,
    EmployeeRepository: employees,
    CatalogRepository: catalog,
  } = TOKENS;
  singleton(c, TOKENS.CredentialCheck, [TOKENS.PasswordHasher], (h) => new CredentialCheck(h));
  singleton(c, TOKENS.SignUp, [users, TOKENS.PasswordHasher], (u, h) => new SignUp(u, h));
  singleton(c, TOKENS.LogInUser, [users, TOKENS.CredentialCheck], (u, cc) => new LogInUser(u, cc));
  singleton(
    c,
    TOKENS.LogInEmployee,
    [employees, TOKENS.CredentialCheck],
    (e, cc) => new LogInEmployee(e, cc),
  );
  singleton(c, TOKENS.GetCurrentUser, [users], (u) => new GetCurrentUser(u));
  singleton(c, TOKENS.GetCurrentEmployee, [employees], (e) => new GetCurrentEmployee(e));
  singleton(c, TOKENS.ListAttractions, [catalog], (r) => new ListAttractions(r));
  singleton(c, TOKENS.ListRestaurants, [catalog], (r) => new ListRestaurants(r));
  singleton(c, TOKENS.ListMerchandise, [catalog], (r) => new ListMerchandise(r));
  singleton(
    c,
    TOKENS.GetCurrentWeather,
    [TOKENS.WeatherRepository, TOKENS.Clock],
    (w, clock) => new GetCurrentWeather(w, clock),
  );
}

/** Checkout (each order written in one statement) and the visitor's orders. */
function bindOrders(c: Container) {
  const db = [TOKENS.Database] as [Token<Database>];
  singleton(c, TOKENS.OrderRepository, db, (d) => new KnexOrderRepository(d.knex));
  singleton(c, TOKENS.UnitOfWork, db, (d) => new KnexUnitOfWork(d.knex));
  singleton(
    c,
    TOKENS.Checkout,
    [TOKENS.CatalogRepository, TOKENS.OrderRepository, TOKENS.Clock],
    (catalog, orders, k) => new Checkout({ catalog, orders }, k),
  );
  singleton(
    c,
    TOKENS.ListRecentOrders,
    [TOKENS.OrderRepository, TOKENS.Clock],
    (o, k) => new ListRecentOrders(o, k),
  );
  singleton(c, TOKENS.GetOrderDetails, [TOKENS.OrderRepository], (o) => new GetOrderDetails(o));
}

/** The manager's dashboard and data reports, over one read-only report repository. */
function bindReports(c: Container) {
  const reports = [TOKENS.ReportRepository] as const;
  const db = [TOKENS.Database] as [Token<Database>];
  singleton(c, TOKENS.ReportRepository, db, (d) => new KnexReportRepository(d.knex));
  singleton(c, TOKENS.GetDashboard, [...reports], (r) => new GetDashboard(r));
  singleton(c, TOKENS.GetFinanceReport, [...reports], (r) => new GetFinanceReport(r));
  singleton(c, TOKENS.GetMaintenanceReport, [...reports], (r) => new GetMaintenanceReport(r));
  singleton(c, TOKENS.GetVisitReport, [...reports], (r) => new GetVisitReport(r));
}

/** What staff and managers both use: their own profile, maintenance requests, the weather. */
function bindStaffTools(c: Container) {
  const { MaintenanceRepository: maintenance, Clock: clock } = TOKENS;
  singleton(c, maintenance, [TOKENS.Database], (d) => new KnexMaintenanceRepository(d.knex));
  singleton(
    c,
    TOKENS.UpdateEmployeeProfile,
    [TOKENS.EmployeeRepository],
    (e) => new UpdateEmployeeProfile(e),
  );
  singleton(
    c,
    TOKENS.EnterWeather,
    [TOKENS.WeatherRepository, clock],
    (w, k) => new EnterWeather(w, k),
  );
  singleton(
    c,
    TOKENS.ListMaintenanceRequests,
    [maintenance],
    (m) => new ListMaintenanceRequests(m),
  );
  singleton(
    c,
    TOKENS.SubmitMaintenanceRequest,
    [maintenance, clock],
    (m, k) => new SubmitMaintenanceRequest(m, k),
  );
  singleton(
    c,
    TOKENS.UpdateMaintenanceRequest,
    [maintenance, clock],
    (m, k) => new UpdateMaintenanceRequest(m, k),
  );
  singleton(
    c,
    TOKENS.CheckUrgentMaintenance,
    [maintenance, clock],
    (m, k) => new CheckUrgentMaintenance(m, k),
  );
}

/** Manager only: employees (list, add, archive), departments (catalog writes, expenses), contact forms. */
function bindManagerTools(c: Container) {
  const { DepartmentRepository: departments, EmployeeRepository: employees } = TOKENS;
  singleton(c, departments, [TOKENS.Database], (d) =>
    clearingCatalogCache(new KnexDepartmentRepository(d.knex), catalogCacheOf(d)),
  );
  singleton(c, TOKENS.ListEmployees, [employees], (e) => new ListEmployees(e));
  singleton(
    c,
    TOKENS.AddEmployee,
    [employees, TOKENS.PasswordHasher, TOKENS.Clock],
    (e, h, k) => new AddEmployee(e, h, k),
  );
  singleton(
    c,
    TOKENS.ArchiveEmployee,
    [employees, TOKENS.AccountSessions],
    (e, s) => new ArchiveEmployee(e, s),
  );
  singleton(
    c,
    TOKENS.ListContactForms,
    [TOKENS.ContactFormRepository],
    (f) => new ListContactForms(f),
  );
  singleton(
    c,
    TOKENS.SubmitRestaurantExpense,
    [departments, TOKENS.Clock],
    (d, k) => new Departments.SubmitRestaurantExpense(d, k),
  );
  const dep = [departments] as [typeof departments];
  singleton(c, TOKENS.AddAttraction, dep, (d) => new Departments.AddAttraction(d));
  singleton(c, TOKENS.UpdateAttraction, dep, (d) => new Departments.UpdateAttraction(d));
  singleton(c, TOKENS.AddMerchandise, dep, (d) => new Departments.AddMerchandise(d));
  singleton(c, TOKENS.UpdateMerchandise, dep, (d) => new Departments.UpdateMerchandise(d));
  singleton(c, TOKENS.AddRestaurant, dep, (d) => new Departments.AddRestaurant(d));
  singleton(c, TOKENS.UpdateRestaurant, dep, (d) => new Departments.UpdateRestaurant(d));
  singleton(c, TOKENS.RemoveCatalogItem, dep, (d) => new Departments.RemoveCatalogItem(d));
  singleton(c, TOKENS.IdentifyEmployee, [employees], (e) => new IdentifyEmployee(e));
  singleton(
    c,
    TOKENS.GetWeatherHistory,
    [TOKENS.WeatherRepository],
    (w) => new GetWeatherHistory(w),
  );
}

/** The visitor's own account: profile, Contact Us, password reset (users and employees). */
function bindVisitorAccount(c: Container) {
  const db = [TOKENS.Database] as [Token<Database>];
  singleton(c, TOKENS.ContactFormRepository, db, (d) => new KnexContactFormRepository(d.knex));
  singleton(c, TOKENS.AccountSessions, db, (d) => new KnexAccountSessions(d.knex));
  singleton(c, TOKENS.TokenHasher, [], () => new Sha256TokenHasher());
  singleton(c, TOKENS.UpdateUserProfile, [TOKENS.UserRepository], (u) => new UpdateUserProfile(u));
  singleton(
    c,
    TOKENS.SubmitContactForm,
    [TOKENS.ContactFormRepository, TOKENS.Clock],
    (forms, clock) => new SubmitContactForm(forms, clock),
  );
  const { UserRepository, EmployeeRepository, PasswordResetRepository, TokenHasher, Clock } =
    TOKENS;
  singleton(
    c,
    TOKENS.RequestPasswordReset,
    [
      TOKENS.Config,
      UserRepository,
      EmployeeRepository,
      PasswordResetRepository,
      TOKENS.IdGenerator,
      TokenHasher,
      TOKENS.Mailer,
      Clock,
    ],
    (config, users, employees, resets, ids, tokens, mailer, clock) =>
      new RequestPasswordReset(
        { users, employees, resets, ids, tokens, mailer, clock },
        { publicUrl: config.publicUrl, parkName: config.parkName },
      ),
  );
  singleton(
    c,
    TOKENS.ResetPassword,
    [
      UserRepository,
      EmployeeRepository,
      PasswordResetRepository,
      TokenHasher,
      TOKENS.PasswordHasher,
      Clock,
      TOKENS.AccountSessions,
    ],
    (users, employees, resets, tokens, hasher, clock, sessions) =>
      new ResetPassword({ users, employees, resets, tokens, hasher, clock, sessions }),
  );
}

/**
 * Opens the database and wires every port to its adapter and every use case to its ports.
 * The only place that knows which adapter implements which port; the server and the CLI share it.
 */
export async function createContainer(
  config: AppConfig,
  overrides: ContainerOverrides = {},
): Promise<ParkContainer> {
  const database = overrides.database ?? (await openDatabase(config.databaseUrl));
  const container = new Container();
  bindInfrastructure(container, config, database, overrides);
  bindRepositories(container);
  bindUseCases(container);
  bindVisitorAccount(container);
  bindStaffTools(container);
  bindManagerTools(container);
  bindOrders(container);
  bindReports(container);
  let disposed: Promise<void> | null = null;
  const dispose = () => (disposed ??= overrides.database ? Promise.resolve() : database.close());
  return { container, config, database, dispose };
}

/**
 * Brings the schema up to date; a PGlite database with an empty park also gets the demo park
 * (a PostgreSQL server is seeded only on request, with `park db seed`).
 */
export async function prepareDatabase(park: ParkContainer): Promise<{ seeded: boolean }> {
  await migrateLatest(park.database.knex);
  if (park.database.kind !== 'pglite') return { seeded: false };
  return seedDemoPark(park.database.knex, resolve(park.container, TOKENS.PasswordHasher));
}

/** The database chores of `park db …`, on the container's database. */
export interface DatabaseTasks {
  /** Applies pending migrations; the names applied. */
  migrate(): Promise<string[]>;
  status(): Promise<{ name: string; applied: boolean }[]>;
  /** Adds the demo park to an empty park (any engine); `seeded: false` when it has data. */
  seed(): Promise<{ seeded: boolean }>;
  /** Folds the daily report figures' journal (the server does it every minute). */
  compactReports(): Promise<void>;
  /** After a bulk load: folds the journals, compacts the report tables, analyzes the history. */
  settleAfterBulkLoad(): Promise<void>;
}

/** Migrate, status and seed for the CLI, without it knowing the persistence adapter. */
export function databaseTasks(park: ParkContainer): DatabaseTasks {
  const { knex } = park.database;
  return {
    migrate: () => migrateLatest(knex),
    status: () => migrationStatus(knex),
    seed: () => seedDemoPark(knex, resolve(park.container, TOKENS.PasswordHasher)),
    compactReports: () => compactReportDays(knex),
    settleAfterBulkLoad: () => settleAfterBulkLoad(knex),
  };
}

/** The latest messages the default mailer stored (password resets), newest first: `park mail outbox`. */
export function mailOutbox(park: ParkContainer, limit?: number): Promise<OutboxMessage[]> {
  return listOutbox(park.database.knex, limit);
}

/** `park demo generate`: the park-history generator, writing to the container's database. */
export function demoHistory(park: ParkContainer): GenerateDemoHistory {
  return new GenerateDemoHistory(
    new KnexDemoHistoryWriter(park.database.knex, park.config.parkTz, park.database.kind),
    resolve(park.container, TOKENS.PasswordHasher),
    resolve(park.container, TOKENS.Clock),
  );
}

/** A demo login that works right now. */
export interface DemoLogin {
  role: 'visitor' | 'staff' | 'manager';
  email: string;
  password: string;
}

/** The demo logins of DECISIONS.md that work right now (none on a park that changed them). */
export async function demoLogins(park: ParkContainer): Promise<DemoLogin[]> {
  const { visitor, staff, manager } = DEMO_ACCOUNTS;
  const logins: DemoLogin[] = [
    { role: 'visitor', email: visitor.email, password: visitor.password },
    { role: 'staff', email: staff.email, password: staff.password },
    { role: 'manager', email: manager.email, password: manager.password },
  ];
  const logInUser = resolve(park.container, TOKENS.LogInUser);
  const logInEmployee = resolve(park.container, TOKENS.LogInEmployee);
  const works = await Promise.all(
    logins.map(async (login) =>
      login.role === 'visitor'
        ? (await logInUser.execute(login)).ok
        : (await logInEmployee.execute(login)).ok,
    ),
  );
  return logins.filter((_, i) => works[i]);
}
