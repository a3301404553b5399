import type { Container } from 'inversify';
import type { Logger } from 'pino';
import type {
  CatalogRepository,
  Clock,
  EmployeeRepository,
  IdGenerator,
  Mailer,
  PasswordHasher,
  PasswordResetRepository,
  SessionStore,
  UserRepository,
  WeatherRepository,
} from '../core/ports';
import type {
  GetCurrentWeather,
  ListAttractions,
  ListMerchandise,
  ListRestaurants,
} from '../core/catalog/list-catalog';
import type { CredentialCheck } from '../core/accounts/credentials';
import type { GetCurrentEmployee, GetCurrentUser } from '../core/accounts/current-account';
import type { LogInEmployee } from '../core/accounts/log-in-employee';
import type { LogInUser } from '../core/accounts/log-in-user';
import type { SignUp } from '../core/accounts/sign-up';
import type { UpdateUserProfile } from '../core/accounts/update-user-profile';
import type { SubmitContactForm } from '../core/contact/submit-contact-form';
import type { RequestPasswordReset } from '../core/accounts/request-password-reset';
import type { ResetPassword } from '../core/accounts/reset-password';
import type { MaintenanceRepository } from '../core/ports';
import type { CheckUrgentMaintenance } from '../core/maintenance/check-urgent-maintenance';
import type { EnterWeather } from '../core/weather/enter-weather';
import type { ListMaintenanceRequests } from '../core/maintenance/list-maintenance-requests';
import type { SubmitMaintenanceRequest } from '../core/maintenance/submit-maintenance-request';
import type { UpdateEmployeeProfile } from '../core/employees/update-employee-profile';
import type { UpdateMaintenanceRequest } from '../core/maintenance/update-maintenance-request';
import type { AccountSessions, ContactFormRepository, TokenHasher } from '../core/ports';
import type { OrderRepository, UnitOfWork } from '../core/ports';
import type { Checkout } from '../core/orders/checkout';
import type { GetOrderDetails } from '../core/orders/get-order-details';
import type { ListRecentOrders } from '../core/orders/list-recent-orders';
import type { ReportRepository } from '../core/reports/report-repository';
import type { GetDashboard } from '../core/reports/get-dashboard';
import type { GetFinanceReport } from '../core/reports/finance-report';
import type { GetMaintenanceReport } from '../core/reports/maintenance-report';
import type { GetVisitReport } from '../core/reports/visit-report';
import type { DepartmentRepository } from '../core/ports';
import type { ListContactForms } from '../core/contact/list-contact-forms';
import type * as Departments from '../core/catalog/manage-departments';
import type * as Employees from '../core/employees/manage-employees';
import type { IdentifyEmployee } from '../core/employees/identify-employee';
import type { GetWeatherHistory } from '../core/weather/weather-history';
import type { AppConfig } from './config';
import type { Database } from './persistence/index';

/** A container key that remembers the type bound to it (the type exists only for the compiler). */
export type Token<T> = symbol & { readonly __bound?: T };

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Every key of the container, in one leaf module that imports only types. */
export const TOKENS = {
  Config: token<AppConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Database: token<Database>('Database'),
  // ports
  Clock: token<Clock>('Clock'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  IdGenerator: token<IdGenerator>('IdGenerator'),
  Mailer: token<Mailer>('Mailer'),
  UserRepository: token<UserRepository>('UserRepository'),
  EmployeeRepository: token<EmployeeRepository>('EmployeeRepository'),
  CatalogRepository: token<CatalogRepository>('CatalogRepository'),
  WeatherRepository: token<WeatherRepository>('WeatherRepository'),
  SessionStore: token<SessionStore>('SessionStore'),
  PasswordResetRepository: token<PasswordResetRepository>('PasswordResetRepository'),
  ContactFormRepository: token<ContactFormRepository>('ContactFormRepository'),
  TokenHasher: token<TokenHasher>('TokenHasher'),
  AccountSessions: token<AccountSessions>('AccountSessions'),
  MaintenanceRepository: token<MaintenanceRepository>('MaintenanceRepository'),
  OrderRepository: token<OrderRepository>('OrderRepository'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  // use cases
  CredentialCheck: token<CredentialCheck>('CredentialCheck'),
  SignUp: token<SignUp>('SignUp'),
  LogInUser: token<LogInUser>('LogInUser'),
  LogInEmployee: token<LogInEmployee>('LogInEmployee'),
  GetCurrentUser: token<GetCurrentUser>('GetCurrentUser'),
  GetCurrentEmployee: token<GetCurrentEmployee>('GetCurrentEmployee'),
  ListAttractions: token<ListAttractions>('ListAttractions'),
  ListRestaurants: token<ListRestaurants>('ListRestaurants'),
  ListMerchandise: token<ListMerchandise>('ListMerchandise'),
  GetCurrentWeather: token<GetCurrentWeather>('GetCurrentWeather'),
  UpdateUserProfile: token<UpdateUserProfile>('UpdateUserProfile'),
  SubmitContactForm: token<SubmitContactForm>('SubmitContactForm'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  UpdateEmployeeProfile: token<UpdateEmployeeProfile>('UpdateEmployeeProfile'),
  EnterWeather: token<EnterWeather>('EnterWeather'),
  ListMaintenanceRequests: token<ListMaintenanceRequests>('ListMaintenanceRequests'),
  SubmitMaintenanceRequest: token<SubmitMaintenanceRequest>('SubmitMaintenanceRequest'),
  UpdateMaintenanceRequest: token<UpdateMaintenanceRequest>('UpdateMaintenanceRequest'),
  CheckUrgentMaintenance: token<CheckUrgentMaintenance>('CheckUrgentMaintenance'),
  Checkout: token<Checkout>('Checkout'),
  ListRecentOrders: token<ListRecentOrders>('ListRecentOrders'),
  GetOrderDetails: token<GetOrderDetails>('GetOrderDetails'),
  // manager dashboard and data reports
  ReportRepository: token<ReportRepository>('ReportRepository'),
  GetDashboard: token<GetDashboard>('GetDashboard'),
  GetFinanceReport: token<GetFinanceReport>('GetFinanceReport'),
  GetMaintenanceReport: token<GetMaintenanceReport>('GetMaintenanceReport'),
  GetVisitReport: token<GetVisitReport>('GetVisitReport'),
  // manager: employees, departments, contact forms
  DepartmentRepository: token<DepartmentRepository>('DepartmentRepository'),
  ListEmployees: token<Employees.ListEmployees>('ListEmployees'),
  AddEmployee: token<Employees.AddEmployee>('AddEmployee'),
  ArchiveEmployee: token<Employees.ArchiveEmployee>('ArchiveEmployee'),
  ListContactForms: token<ListContactForms>('ListContactForms'),
  SubmitRestaurantExpense: token<Departments.SubmitRestaurantExpense>('SubmitRestaurantExpense'),
  AddAttraction: token<Departments.AddAttraction>('AddAttraction'),
  UpdateAttraction: token<Departments.UpdateAttraction>('UpdateAttraction'),
  AddMerchandise: token<Departments.AddMerchandise>('AddMerchandise'),
  UpdateMerchandise: token<Departments.UpdateMerchandise>('UpdateMerchandise'),
  AddRestaurant: token<Departments.AddRestaurant>('AddRestaurant'),
  UpdateRestaurant: token<Departments.UpdateRestaurant>('UpdateRestaurant'),
  RemoveCatalogItem: token<Departments.RemoveCatalogItem>('RemoveCatalogItem'),
  // the `park` command: who a write is attributed to, the weather of past days
  IdentifyEmployee: token<IdentifyEmployee>('IdentifyEmployee'),
  GetWeatherHistory: token<GetWeatherHistory>('GetWeatherHistory'),
} as const;

/** Resolves a token with the type it was declared with. */
export function resolve<T>(container: Container, key: Token<T>): T {
  return container.get<T>(key);
}
