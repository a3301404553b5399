import { ACCOUNTS_TOKENS } from './wiring/accounts-tokens';
import { ADMISSIONS_TOKENS } from './wiring/admissions-tokens';
import { AUDIT_TOKENS } from './wiring/audit-tokens';
import { CAPACITY_TOKENS } from './wiring/capacity-tokens';
import { CATALOG_TOKENS } from './wiring/catalog-tokens';
import { CONTACT_TOKENS } from './wiring/contact-tokens';
import { DEMO_TOKENS } from './wiring/demo-tokens';
import { EMPLOYEES_TOKENS } from './wiring/employees-tokens';
import { INFRASTRUCTURE_TOKENS } from './wiring/infrastructure-tokens';
import { MAIL_TOKENS } from './wiring/mail-tokens';
import { MAINTENANCE_TOKENS } from './wiring/maintenance-tokens';
import { ORDERS_TOKENS } from './wiring/orders-tokens';
import { REPORTS_TOKENS } from './wiring/reports-tokens';
import { WEATHER_TOKENS } from './wiring/weather-tokens';

export { resolve, type Token } from './wiring/token';

/** Each feature's container keys, declared beside its module in adapters/wiring/<feature>-tokens.ts. */
export const FEATURE_TOKENS = {
  infrastructure: INFRASTRUCTURE_TOKENS,
  accounts: ACCOUNTS_TOKENS,
  employees: EMPLOYEES_TOKENS,
  catalog: CATALOG_TOKENS,
  orders: ORDERS_TOKENS,
  maintenance: MAINTENANCE_TOKENS,
  weather: WEATHER_TOKENS,
  contact: CONTACT_TOKENS,
  reports: REPORTS_TOKENS,
  demo: DEMO_TOKENS,
  capacity: CAPACITY_TOKENS,
  admissions: ADMISSIONS_TOKENS,
  audit: AUDIT_TOKENS,
  mail: MAIL_TOKENS,
} as const;

/**
 * Every key of the container in one object, for the routes and commands that resolve use cases
 * (`resolve(container, TOKENS.Checkout)`). A leaf: it and the token files import only types.
 */
export const TOKENS = {
  ...INFRASTRUCTURE_TOKENS,
  ...ACCOUNTS_TOKENS,
  ...EMPLOYEES_TOKENS,
  ...CATALOG_TOKENS,
  ...ORDERS_TOKENS,
  ...MAINTENANCE_TOKENS,
  ...WEATHER_TOKENS,
  ...CONTACT_TOKENS,
  ...REPORTS_TOKENS,
  ...DEMO_TOKENS,
  ...CAPACITY_TOKENS,
  ...ADMISSIONS_TOKENS,
  ...AUDIT_TOKENS,
  ...MAIL_TOKENS,
} as const;
