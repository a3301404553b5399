import type { Knex } from 'knex';
import * as createUsers from './20261122000100-create-users';
import * as createEmployees from './20261122000200-create-employees';
import * as createAttractions from './20261122000300-create-attractions';
import * as createRestaurants from './20261122000400-create-restaurants';
import * as createMerchandise from './20261122000500-create-merchandise';
import * as createOrders from './20261122000600-create-orders';
import * as createTicketLines from './20261122000700-create-ticket-lines';
import * as createOrderAttractions from './20261122000800-create-order-attractions';
import * as createRestaurantTransactions from './20261122000900-create-restaurant-transactions';
import * as createMerchandiseLines from './20261122001000-create-merchandise-lines';
import * as createRestaurantExpenses from './20261122001100-create-restaurant-expenses';
import * as createMaintenanceRequests from './20261122001200-create-maintenance-requests';
import * as createWeather from './20261122001300-create-weather';
import * as createContactForms from './20261122001400-create-contact-forms';
import * as createSessions from './20261122001500-create-sessions';
import * as createPasswordResetTokens from './20261122001600-create-password-reset-tokens';
import * as createMailOutbox from './20261122001700-create-mail-outbox';
import * as indexUnresolvedMaintenance from './20261122003000-index-unresolved-maintenance';
import * as createReportDays from './20261122004000-create-report-days';
import * as journalReportDays from './20261122004100-journal-report-days';
import * as reportTriggerLookups from './20261124195000-report-triggers-index-lookups';
import * as placeOrder from './20261124201000-place-order';
import * as foldJournaledKeys from './20261125040000-fold-only-journaled-keys';
import * as reportSum from './20261125041000-report-sum';
import * as createLimitCounters from './20261125100000-create-limit-counters';
import * as createCheckoutKeys from './20261125101000-create-checkout-keys';
import * as employeeOneTimePassword from './20261125102000-employee-one-time-password';
import * as createVisitDays from './20261125110000-create-visit-days';
import * as createAdmissions from './20261126100000-create-admissions';
import * as notifySessionChanges from './20261128100000-notify-session-changes';
import * as placeOrderJournal from './20261129100000-place-order-journal';
import * as reserveAfterOrder from './20261130100000-reserve-after-order';
import * as placeOrderLineIds from './20261130110000-place-order-line-ids';
import * as pendingOrderFigures from './20261130120000-pending-order-figures';
import * as refuseTruncateOfAppendOnly from './20261201200000-refuse-truncate-of-append-only';
import * as reportRefundDays from './20261202120000-report-refund-days';
import * as reportRefundCountedDays from './20261203200000-report-refund-counted-days';
import * as refundLineParts from './20261203300000-refund-line-parts';
import * as mailDelivery from './20261204100000-mail-delivery';
import * as createRefundsAndAudit from './20261127100000-create-refunds-and-audit';
import * as sqlSources from './20261202100000-sql-sources';
import * as admissionCheckIns from './20261202110000-admission-check-ins';

export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in the order it runs. Add new ones at the end with a later
 * timestamp; never edit one that has shipped. Migrations are self-contained: each holds the
 * literal SQL it ran and imports nothing (no domain constants, no other migration's SQL), so
 * what they create never changes after the fact. The current functions and triggers are in
 * ../sql/ (SQL_SOURCES), applied after the migrations whenever their text changes.
 */
export const MIGRATIONS: readonly Migration[] = [
  { name: '20261122000100-create-users', ...createUsers },
  { name: '20261122000200-create-employees', ...createEmployees },
  { name: '20261122000300-create-attractions', ...createAttractions },
  { name: '20261122000400-create-restaurants', ...createRestaurants },
  { name: '20261122000500-create-merchandise', ...createMerchandise },
  { name: '20261122000600-create-orders', ...createOrders },
  { name: '20261122000700-create-ticket-lines', ...createTicketLines },
  { name: '20261122000800-create-order-attractions', ...createOrderAttractions },
  { name: '20261122000900-create-restaurant-transactions', ...createRestaurantTransactions },
  { name: '20261122001000-create-merchandise-lines', ...createMerchandiseLines },
  { name: '20261122001100-create-restaurant-expenses', ...createRestaurantExpenses },
  { name: '20261122001200-create-maintenance-requests', ...createMaintenanceRequests },
  { name: '20261122001300-create-weather', ...createWeather },
  { name: '20261122001400-create-contact-forms', ...createContactForms },
  { name: '20261122001500-create-sessions', ...createSessions },
  { name: '20261122001600-create-password-reset-tokens', ...createPasswordResetTokens },
  { name: '20261122001700-create-mail-outbox', ...createMailOutbox },
  { name: '20261122003000-index-unresolved-maintenance', ...indexUnresolvedMaintenance },
  { name: '20261122004000-create-report-days', ...createReportDays },
  { name: '20261122004100-journal-report-days', ...journalReportDays },
  { name: '20261124195000-report-triggers-index-lookups', ...reportTriggerLookups },
  { name: '20261124201000-place-order', ...placeOrder },
  { name: '20261125040000-fold-only-journaled-keys', ...foldJournaledKeys },
  { name: '20261125041000-report-sum', ...reportSum },
  { name: '20261125100000-create-limit-counters', ...createLimitCounters },
  { name: '20261125101000-create-checkout-keys', ...createCheckoutKeys },
  { name: '20261125102000-employee-one-time-password', ...employeeOneTimePassword },
  { name: '20261125110000-create-visit-days', ...createVisitDays },
  { name: '20261126100000-create-admissions', ...createAdmissions },
  { name: '20261127100000-create-refunds-and-audit', ...createRefundsAndAudit },
  { name: '20261128100000-notify-session-changes', ...notifySessionChanges },
  { name: '20261129100000-place-order-journal', ...placeOrderJournal },
  { name: '20261130100000-reserve-after-order', ...reserveAfterOrder },
  { name: '20261130110000-place-order-line-ids', ...placeOrderLineIds },
  { name: '20261130120000-pending-order-figures', ...pendingOrderFigures },
  { name: '20261201200000-refuse-truncate-of-append-only', ...refuseTruncateOfAppendOnly },
  { name: '20261202100000-sql-sources', ...sqlSources },
  { name: '20261202110000-admission-check-ins', ...admissionCheckIns },
  { name: '20261202120000-report-refund-days', ...reportRefundDays },
  { name: '20261203200000-report-refund-counted-days', ...reportRefundCountedDays },
  { name: '20261203300000-refund-line-parts', ...refundLineParts },
  { name: '20261204100000-mail-delivery', ...mailDelivery },
];
