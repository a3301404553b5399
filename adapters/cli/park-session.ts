import type { Command } from 'commander';
import type { MailStatus, OutboxMail } from '../../core/mail/delivery';
import type { IsoDate } from '../../core/shared/dates';
import type { DomainError } from '../../core/shared/errors';
import type { Employee } from '../../core/accounts/people';
import type { Result } from '../../core/shared/result';
import type { CheckUrgentMaintenance } from '../../core/maintenance/check-urgent-maintenance';
import type { EnterWeather } from '../../core/weather/enter-weather';
import type { GetFinanceReport } from '../../core/reports/finance-report';
import type { GetDashboard } from '../../core/reports/get-dashboard';
import type { IdentifyEmployee } from '../../core/employees/identify-employee';
import type { ListContactForms } from '../../core/contact/list-contact-forms';
import type { ListMaintenanceRequests } from '../../core/maintenance/list-maintenance-requests';
import type { GetMaintenanceReport } from '../../core/reports/maintenance-report';
import type { AddEmployee } from '../../core/employees/add-employee';
import type { ArchiveEmployee } from '../../core/employees/archive-employee';
import type { ListEmployees } from '../../core/employees/list-employees';
import type { GetVisitReport } from '../../core/reports/visit-report';
import { needsManagerMessage, type ManagerOnlyUseCase } from '../../core/employees/permissions';
import type { GetWeatherHistory } from '../../core/weather/weather-history';
import type { Token } from '../tokens';
import { CliError } from './cli-error';
import type { CliServices } from './cli-services';
import type { Output } from './output';

/** A mail of the outbox with its delivery (`park mail outbox`). */
export type OutboxMessageView = OutboxMail;

/**
 * The park's use cases, opened on DATABASE_URL for one command: the same ones the HTTP routes
 * call, so a figure in the terminal and on the web cannot differ.
 */
export interface ParkSession {
  /** Today in the park's time zone. */
  today(): IsoDate;
  parkName: string;
  /** PARK_TZ. */
  timeZone: string;
  getDashboard: GetDashboard;
  getFinanceReport: GetFinanceReport;
  getMaintenanceReport: GetMaintenanceReport;
  getVisitReport: GetVisitReport;
  enterWeather: EnterWeather;
  getWeatherHistory: GetWeatherHistory;
  identifyEmployee: IdentifyEmployee;
  listEmployees: ListEmployees;
  addEmployee: AddEmployee;
  archiveEmployee: ArchiveEmployee;
  listContactForms: ListContactForms;
  listMaintenanceRequests: ListMaintenanceRequests;
  checkUrgentMaintenance: CheckUrgentMaintenance;
  mailOutbox(limit: number, status?: MailStatus): Promise<OutboxMessageView[]>;
  /**
   * Any use case of the container by its token, e.g. `park.use(TOKENS.ListEmployees)`: a new use
   * case wired in its feature's module is available to commands without changing this file.
   */
  use<T>(token: Token<T>): T;
  close(): Promise<void>;
}

/** Runs a command's work on an opened park and always closes it. */
export async function withPark<T>(
  services: CliServices,
  task: (park: ParkSession) => Promise<T>,
): Promise<T> {
  const park = await services.openPark();
  try {
    return await task(park);
  } finally {
    await park.close();
  }
}

/**
 * withPark for a command that prints or checks ticket codes, by the server's rule for the
 * ticket key (config.ts, ticketKeyWarning): where the server refuses to start, the command is
 * refused with its one-line error before the database is opened; where the server warns, the
 * warning goes to stderr.
 */
export async function withTicketCodes<T>(
  services: CliServices,
  output: Output,
  task: (park: ParkSession) => Promise<T>,
): Promise<T> {
  const warning = await services.ticketKeyWarning();
  if (warning) output.err(`park: warning: ${warning}`);
  return withPark(services, task);
}

/** A use case's value, or its message as the command's one-line error. */
export function valueOf<T>(result: Result<T, DomainError>): T {
  if (!result.ok) throw new CliError(result.error.message);
  return result.value;
}

/** The raw `--as` (or PARK_AS) of a command, from the program's global options. */
export function asOption(command: Command): string | undefined {
  const value = (command.optsWithGlobals() as { as?: unknown }).as;
  return typeof value === 'string' ? value : undefined;
}

/**
 * The employee a write is attributed to: `--as EMAIL` or PARK_AS, an active employee. Checked
 * before anything is written. `who` only words the message when --as is missing.
 */
export async function actingEmployee(
  park: ParkSession,
  email: string | undefined,
  who: 'employee' | 'manager' = 'employee',
): Promise<Employee> {
  const trimmed = email?.trim();
  if (!trimmed)
    throw new CliError(
      `This command writes: name the ${who} doing it with --as EMAIL (or PARK_AS=EMAIL).`,
    );
  return valueOf(await park.identifyEmployee.execute({ email: trimmed, needs: 'employee' }));
}

/**
 * The employee `--as` names, if the use case lets them run it: the use case decides (and
 * refuses them itself too); asking first keeps the refusal before any other lookup.
 */
export async function actingFor(
  park: ParkSession,
  email: string | undefined,
  useCase: ManagerOnlyUseCase,
): Promise<Employee> {
  const actor = await actingEmployee(park, email, 'manager');
  if (!useCase.authorize(actor).ok)
    throw new CliError(needsManagerMessage(actor.email, actor.role));
  return actor;
}
