import { z } from 'zod';
import {
  CancelledBody,
  closeDaySchema,
  dayParamsSchema,
  DayClosedBody,
  findOrdersQuerySchema,
  OrderAccountBody,
  orderParamsSchema,
  OrderSummaryBody,
  RefundBody,
  refundSchema,
  visitDateSchema,
} from './order-changes';
import {
  availabilityQuerySchema,
  DayAvailabilityBody,
  setCapacitySchema,
  SoldOutBody,
} from './capacity';
import { contactSchema, updateUserSchema, ContactResponse } from './account';
import { auditQuerySchema, AuditPageBody } from './audit';
import { MailBody, MailPageBody, mailParamsSchema, mailQuerySchema } from './mail';
import {
  AdmittedBody,
  CheckInRefusedBody,
  checkInSchema,
  gateLookupQuerySchema,
  GateLookupTicketBody,
  orderTicketsParamsSchema,
  TicketBody,
  UnknownCodeBody,
} from './tickets';
import {
  EmployeeBody,
  loginSchema,
  SessionBody,
  signupSchema,
  SignupResponse,
  UserBody,
} from './auth';
import {
  AttractionBody,
  CurrentWeatherBody,
  MerchandiseBody,
  ParkInfoBody,
  RestaurantBody,
} from './catalog';
import { MessageBody, ValidationErrorBody } from './errors';
import {
  AddEmployeeResponse,
  addEmployeeSchema,
  archiveEmployeeSchema,
  ContactFormRow,
  CreatedBody,
  deleteByIdSchema,
  DeleteResponse,
  EmployeeListRow,
  employeeListQuerySchema,
  newAttractionSchema,
  newMerchandiseSchema,
  newRestaurantSchema,
  restaurantExpenseSchema,
  updateAttractionSchema,
  UpdateAttractionResponse,
  updateMerchandiseSchema,
  UpdateMerchandiseResponse,
  updateRestaurantSchema,
  UpdateRestaurantResponse,
  viewContactFormsSchema,
} from './manager';
import {
  checkoutSchema,
  OrderBody,
  OrderDetailsBody,
  orderDetailsSchema,
  RecentOrderRow,
  recentOrdersSchema,
} from './orders';
import { forgotPasswordSchema, resetPasswordSchema } from './password-reset';
import {
  DashboardBody,
  dashboardSchema,
  FinanceReportBody,
  financeReportSchema,
  MaintenanceReportRow,
  maintenanceReportSchema,
  VisitReportBody,
  visitReportSchema,
} from './reports';
import {
  MaintenanceListBody,
  submitMaintenanceSchema,
  SubmitMaintenanceResponse,
  choosePasswordSchema,
  updateEmployeeSchema,
  updateMaintenanceSchema,
  UpdateMaintenanceResponse,
  UrgentMaintenanceBody,
  urgentMaintenanceSchema,
  weatherFormSchema,
} from './staff';

/**
 * Who may call a route: anyone; a logged-in visitor; any employee (staff or manager); a
 * manager; a visitor (for their own records) or a manager. A call without the needed session
 * answers 401, one with the other kind of session (or a staff member on a manager's call) 403.
 */
export type Access = 'public' | 'user' | 'employee' | 'manager' | 'user-or-manager';

/** The failures a route documents besides its successes; each has the standard body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 429;

/** One success answer: what it means and its JSON body (none for 303 and 304). */
export interface SuccessAnswer {
  description: string;
  schema?: z.ZodType;
  /**
   * The answer's media type when it is a file rather than JSON (`application/pdf`): its body is
   * that file, and `schema` is unused. A GET with such an answer is a document a browser may
   * follow a link to, so the web app's history fallback leaves its path alone (isDocumentPath).
   */
  mediaType?: string;
}

/** One call of the API as the route table documents it. */
export interface ApiRoute {
  method: 'get' | 'post' | 'put';
  path: string;
  summary: string;
  description?: string;
  tag: string;
  access: Access;
  /** The JSON body the server validates, as a client writes it. */
  body?: z.ZodType;
  /** The query string's parameters, when a call reads any. */
  query?: z.ZodObject;
  /** The path's parameters (`:name` in `path`), when it has any. */
  params?: z.ZodObject;
  /** Successes by status (303: a browser is sent elsewhere, e.g. to log in first). */
  ok: Partial<Record<200 | 201 | 303 | 304, SuccessAnswer>>;
  /** Expected failures (400 bodies list the fields; the others say why in `message`). */
  errors: ErrorStatus[];
  /** A failure whose body says more than the standard one (e.g. the 409 of a full day). */
  errorBodies?: Partial<Record<ErrorStatus, z.ZodType>>;
}

/** What each standard failure means, for the document and for readers of the table. */
export const ERROR_MEANINGS: Readonly<Record<ErrorStatus, string>> = {
  400: 'The body is not valid: `message` is the first problem, `errors` lists each field',
  401: 'Not logged in (or, for a login, a wrong email or password)',
  403: 'The session may not do this (another role, someone else’s record), or the CSRF header is missing',
  404: 'No such record',
  409: 'Conflicts with what is stored (e.g. an email in use, an archived employee)',
  429: 'Too many failed logins for this account or address: `Retry-After` says how many seconds the lock lasts; even the right password is refused until then',
};

const GUARDED: ErrorStatus[] = [401, 403];
const message = (description: string): SuccessAnswer => ({ description, schema: MessageBody });

const tags = {
  session: 'Session',
  catalog: 'Catalog',
  visitor: 'Visitor account',
  orders: 'Orders',
  reset: 'Password reset',
  staff: 'Staff',
  maintenance: 'Maintenance',
  gate: 'Tickets and the gate',
  changes: 'Cancellations, refunds, date changes',
  reports: 'Reports',
  employees: 'Manager: employees',
  contact: 'Manager: contact forms',
  departments: 'Manager: departments',
  audit: 'Manager: audit log',
  mail: 'Manager: mail',
  docs: 'API reference',
} as const;

/** The tags in the order the reference shows them, with what each holds. */
export const TAGS: readonly { name: string; description: string }[] = [
  { name: tags.session, description: 'Sign up, log in and out (visitors and employees).' },
  {
    name: tags.catalog,
    description: 'The public home data: attractions, restaurants, shop, weather, park.',
  },
  { name: tags.visitor, description: "A logged-in visitor's own profile and Contact Us messages." },
  {
    name: tags.orders,
    description: "Checkout and a visitor's own orders. Prices are the server's.",
  },
  { name: tags.reset, description: 'Forgotten passwords: a mailed token, then a new password.' },
  { name: tags.staff, description: "Staff and managers: their own profile and the day's weather." },
  { name: tags.maintenance, description: 'The Maintenance page, for staff and managers.' },
  {
    name: tags.gate,
    description:
      "An order's e-tickets (one per person, each with its signed code) and the gate's check-in.",
  },
  {
    name: tags.changes,
    description:
      'After checkout: an order’s status and refunds, the visitor’s cancellation and date change, ' +
      'a manager’s refunds, date changes and closed days. Nothing is deleted: a refund is its own record.',
  },
  { name: tags.reports, description: 'Manager dashboard and data reports (docs/reports.md).' },
  { name: tags.employees, description: 'Manager: the employee list, hiring and archiving.' },
  { name: tags.contact, description: "Manager: the visitors' Contact Us messages." },
  { name: tags.departments, description: 'Manager: restaurant expenses and the catalog.' },
  {
    name: tags.audit,
    description: 'Manager: every write by staff or a manager, and the order writes, as written.',
  },
  {
    name: tags.mail,
    description:
      'Manager: the mails the park wrote (password resets, tickets, closed days) and their delivery.',
  },
  { name: tags.docs, description: 'This document.' },
];

const DELETE_NOTE =
  "200 with a message that says what happened: 'deleted', or 'retired' when history refers " +
  'to it (gone from the catalog, history kept); 404 for an unknown or already removed id.';

const removal = (path: string, what: string): ApiRoute => ({
  method: 'post',
  path,
  summary: `Delete (or retire) ${what}`,
  description: DELETE_NOTE,
  tag: tags.departments,
  access: 'manager',
  body: deleteByIdSchema,
  ok: { 200: { description: 'Deleted or retired', schema: DeleteResponse } },
  errors: [400, ...GUARDED, 404],
});

const publicList = (path: string, what: string, row: z.ZodType): ApiRoute => ({
  method: 'get',
  path,
  summary: `List ${what}`,
  description:
    'Anyone may read it. Answers carry an ETag; a request with a matching If-None-Match gets 304.',
  tag: tags.catalog,
  access: 'public',
  ok: {
    200: { description: `Every ${what.replace(/s$/, '')} in the catalog`, schema: z.array(row) },
    304: { description: 'Not modified since the ETag sent in If-None-Match' },
  },
  errors: [],
});

const reportDescription =
  'Every range: real dates (YYYY-MM-DD, 1900–2099), end not before start, at most 366 days ' +
  'counted inclusively; else 400. Money in dollars. Definitions: docs/reports.md.';

/** Every call of the API. The document (openapi.ts) and the router test are built from it. */
export const API_ROUTES: readonly ApiRoute[] = [
  // --- session
  {
    method: 'post',
    path: '/auth/signup',
    summary: 'Create a visitor account',
    tag: tags.session,
    access: 'public',
    body: signupSchema,
    ok: { 201: { description: 'Account created', schema: SignupResponse } },
    errors: [400, 409],
  },
  {
    method: 'post',
    path: '/auth/login',
    summary: 'Log in as a visitor',
    description:
      'Starts a session (the session cookie). Each attempt counts for its account and address; ' +
      'past 5 (account) or 25 (address) in 15 minutes, 429 with Retry-After until the window ends.',
    tag: tags.session,
    access: 'public',
    body: loginSchema,
    ok: { 200: { description: 'Logged in: the visitor', schema: UserBody } },
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/employee/login',
    summary: 'Log in as an employee',
    description:
      'Starts a session (the session cookie). Each attempt counts for its account and address; ' +
      'past 5 (account) or 25 (address) in 15 minutes, 429 with Retry-After until the window ends.',
    tag: tags.session,
    access: 'public',
    body: loginSchema,
    ok: { 200: { description: 'Logged in: the employee', schema: EmployeeBody } },
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/auth/logout',
    summary: 'Log out',
    tag: tags.session,
    access: 'public',
    ok: { 200: message('Logged out (also without a session)') },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/user',
    summary: "The session's visitor",
    tag: tags.session,
    access: 'user',
    ok: { 200: { description: 'The logged-in visitor', schema: UserBody } },
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/employee',
    summary: "The session's employee",
    tag: tags.session,
    access: 'employee',
    ok: { 200: { description: 'The logged-in employee', schema: EmployeeBody } },
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/session',
    summary: 'Who the session belongs to, visitor or employee (null for nobody)',
    description:
      'GET /api/user and GET /api/employee in one call that never answers 401: each is the ' +
      'record those calls answer, or null. An anonymous visitor gets both null. The web app ' +
      'asks this at start-up.',
    tag: tags.session,
    access: 'public',
    ok: {
      200: { description: 'The visitor and the employee, each or both null', schema: SessionBody },
    },
    errors: [],
  },
  // --- catalog
  publicList('/attractions', 'attractions', AttractionBody),
  publicList('/get-rest', 'restaurants', RestaurantBody),
  publicList('/get-merch', 'shop items', MerchandiseBody),
  {
    method: 'get',
    path: '/current-weather',
    summary: "Today's weather",
    description: 'Sunny when nobody entered one.',
    tag: tags.catalog,
    access: 'public',
    ok: { 200: { description: "Today's record", schema: CurrentWeatherBody } },
    errors: [],
  },
  {
    method: 'get',
    path: '/park-info',
    summary: "The park's name, time zone and today",
    tag: tags.catalog,
    access: 'public',
    ok: { 200: { description: 'The park', schema: ParkInfoBody } },
    errors: [],
  },
  // --- visitor account
  {
    method: 'put',
    path: '/api/user',
    summary: 'Edit the visitor’s own profile',
    description:
      'UEmail, if sent, is ignored (the email is read-only); UserID must be the session’s.',
    tag: tags.visitor,
    access: 'user',
    body: updateUserSchema,
    ok: { 200: { description: 'The updated visitor', schema: UserBody } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/contact-us',
    summary: 'Send a Contact Us message',
    tag: tags.visitor,
    access: 'user',
    body: contactSchema,
    ok: { 201: { description: 'Stored', schema: ContactResponse } },
    errors: [400, ...GUARDED],
  },
  // --- orders
  {
    method: 'post',
    path: '/checkout',
    summary: 'Buy tickets, meal vouchers and shop items',
    description:
      'The server prices everything itself; no price is ever sent. `tickets` counts each type; ' +
      '`foodTickets` are `{restaurantId, qty}` and `merchItems` `{MId, quantity, size}`; ' +
      '`attractions` are names. Tickets need at least one attraction; tickets and meals need a ' +
      'visitDate (today or later in the park’s time zone). An order needs at least one ticket, ' +
      'meal or item. The contact and shipping fields (email, phone, firstName, lastName, ' +
      'address, city, state, zipcode) are required. `userID`, when sent, must be the session’s. ' +
      'The visit date lies within PARK_SALES_DAYS (365) of today. An `Idempotency-Key` header ' +
      '(1 to 255 visible ASCII characters) makes a retry safe: the same key and body within 24 ' +
      'hours answer the first order and write nothing; the same key with another body is 409. ' +
      'A visit day without room for the tickets answers 409 `{ message: "Only N tickets left for ' +
      'YYYY-MM-DD", remaining: N, errors: [{ path: "tickets", message }] }` and writes nothing.',
    tag: tags.orders,
    access: 'user',
    body: checkoutSchema,
    ok: { 200: { description: 'The stored order with every priced line', schema: OrderBody } },
    errors: [400, ...GUARDED, 404, 409],
    errorBodies: { 409: z.union([SoldOutBody, MessageBody]) },
  },
  {
    method: 'post',
    path: '/getRecentTicketOrders',
    summary: 'The visitor’s recent orders',
    description:
      'Orders of the last 3, 6, 9 or 12 months, chosen by order date: ticket rows, then ' +
      'merchandise, then restaurant, each newest first. userId must be the session’s.',
    tag: tags.orders,
    access: 'user',
    body: recentOrdersSchema,
    ok: { 200: { description: 'The rows', schema: z.array(RecentOrderRow) } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/getOrderDetails',
    summary: 'One of the visitor’s orders',
    tag: tags.orders,
    access: 'user',
    body: orderDetailsSchema,
    ok: { 200: { description: 'The order with its lines and items', schema: OrderDetailsBody } },
    errors: [400, ...GUARDED, 404],
  },
  // --- password reset
  {
    method: 'post',
    path: '/forgot-password',
    summary: 'Ask for a password reset mail',
    description: 'Always the same answer, whether or not the account exists.',
    tag: tags.reset,
    access: 'public',
    body: forgotPasswordSchema,
    ok: { 200: message('A mail is on its way if the account exists') },
    errors: [400],
  },
  {
    method: 'put',
    path: '/reset-password',
    summary: 'Set a visitor’s new password with a mailed token',
    tag: tags.reset,
    access: 'public',
    body: resetPasswordSchema,
    ok: { 200: message('Password changed') },
    errors: [400],
  },
  {
    method: 'put',
    path: '/reset-staff-password',
    summary: 'Set an employee’s new password with a mailed token',
    tag: tags.reset,
    access: 'public',
    body: resetPasswordSchema,
    ok: { 200: message('Password changed') },
    errors: [400],
  },
  // --- staff
  {
    method: 'get',
    path: '/loggedInEmployee',
    summary: "The session's employee (profile page)",
    tag: tags.staff,
    access: 'employee',
    ok: { 200: { description: 'The logged-in employee', schema: EmployeeBody } },
    errors: GUARDED,
  },
  {
    method: 'post',
    path: '/updateLoggedInEmployee',
    summary: 'Edit the employee’s own profile',
    description:
      'An `id` that is not the session’s answers 403. Blank optional fields are stored as none; ' +
      'a phone is 10 digits; state is a two-letter code. 409 when another employee has the email.',
    tag: tags.staff,
    access: 'employee',
    body: updateEmployeeSchema,
    ok: { 200: { description: 'The updated employee', schema: EmployeeBody } },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: 'put',
    path: '/employee/password',
    summary: 'Choose the employee’s own password',
    description:
      'A first password (generated, or sent in POST /addEmp) is for one login only: until this ' +
      'call, the employee’s answers carry `mustChangePassword: true` and every other employee ' +
      'call answers 403. 400 for a password outside the limits or the first one again. Every ' +
      'other session of the account ends; this one goes on under a new session id (its cookie ' +
      'is set again).',
    tag: tags.staff,
    access: 'employee',
    body: choosePasswordSchema,
    ok: { 200: message('Saved') },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/weatherform',
    summary: "Enter a day's weather",
    description: 'Today or earlier. 200 when the day already has that weather.',
    tag: tags.staff,
    access: 'employee',
    body: weatherFormSchema,
    ok: { 201: message('Saved'), 200: message('No update needed') },
    errors: [400, ...GUARDED],
  },
  // --- maintenance
  {
    method: 'get',
    path: '/get-maintenancerequests',
    summary: 'Every maintenance request, newest first',
    tag: tags.maintenance,
    access: 'employee',
    ok: { 200: { description: 'The requests', schema: MaintenanceListBody } },
    errors: GUARDED,
  },
  {
    method: 'post',
    path: '/maintenance-requests',
    summary: 'Submit a maintenance request',
    description: 'MRCost in dollars (≥ 0, at most 2 decimals).',
    tag: tags.maintenance,
    access: 'employee',
    body: submitMaintenanceSchema,
    ok: { 201: { description: 'Submitted', schema: SubmitMaintenanceResponse } },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: 'post',
    path: '/updateMaintenanceRequest',
    summary: 'Update a maintenance request',
    description:
      "status: 'Pending' (stored as Open), 'Open', 'In Progress' or 'Completed'. dateResolved " +
      '(YYYY-MM-DD, not in the future, not before the request’s day) is required for Completed.',
    tag: tags.maintenance,
    access: 'employee',
    body: updateMaintenanceSchema,
    ok: { 200: { description: 'Updated', schema: UpdateMaintenanceResponse } },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: 'post',
    path: '/get-unresolved-maintenance-requests',
    summary: 'Open and list the automatic maintenance requests',
    description:
      "Opens a 'Maintenance Required' request for each attraction without a request in the " +
      'past 30 days (by the server’s today), then lists the automatic ones unresolved.',
    tag: tags.maintenance,
    access: 'employee',
    body: urgentMaintenanceSchema,
    ok: {
      200: { description: 'The unresolved automatic requests', schema: UrgentMaintenanceBody },
    },
    errors: [400, ...GUARDED],
  },
  // --- reports
  {
    method: 'post',
    path: '/dashboardData',
    summary: 'The manager dashboard’s figures',
    description: reportDescription,
    tag: tags.reports,
    access: 'manager',
    body: dashboardSchema,
    ok: { 200: { description: 'Every figure of the range', schema: DashboardBody } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/finance-report',
    summary: 'The finance report',
    description: `${reportDescription} The category decides the answer's key.`,
    tag: tags.reports,
    access: 'manager',
    body: financeReportSchema,
    ok: { 200: { description: 'The report under its category', schema: FinanceReportBody } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/maintenance-report',
    summary: 'The maintenance report',
    description: `${reportDescription} Requests submitted in the range, oldest first.`,
    tag: tags.reports,
    access: 'manager',
    body: maintenanceReportSchema,
    ok: { 200: { description: 'The rows', schema: z.array(MaintenanceReportRow) } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/visit-report',
    summary: 'The visit report',
    description: reportDescription,
    tag: tags.reports,
    access: 'manager',
    body: visitReportSchema,
    ok: { 200: { description: 'The rows of the category', schema: VisitReportBody } },
    errors: [400, ...GUARDED],
  },
  // --- manager: employees and contact forms
  {
    method: 'get',
    path: '/employees',
    summary: 'The employees not archived, by name (status=all: the archived ones after them)',
    description:
      'Each row: id, name, role, email and status (active or archived). `status=active` (the ' +
      'default) lists those not archived; `status=all` adds the archived ones after them.',
    tag: tags.employees,
    access: 'manager',
    query: employeeListQuerySchema,
    ok: { 200: { description: 'The employees', schema: z.array(EmployeeListRow) } },
    errors: GUARDED,
  },
  {
    method: 'post',
    path: '/addEmp',
    summary: 'Hire an employee',
    description:
      'phoneNum: ten digits; DOB YYYY-MM-DD; state a code of the 50 states; zipcode 5 or 5+4 ' +
      'digits; password at least 8 characters, or empty/null/missing to have the server ' +
      'generate it (answered once as generatedPassword). Either way it is for the first login ' +
      'only: the employee chooses their own (PUT /employee/password).',
    tag: tags.employees,
    access: 'manager',
    body: addEmployeeSchema,
    ok: { 201: { description: 'Hired', schema: AddEmployeeResponse } },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: 'post',
    path: '/archiveEmp',
    summary: 'Archive an employee',
    description: '404 for an unknown employee; 409 when already archived or oneself.',
    tag: tags.employees,
    access: 'manager',
    body: archiveEmployeeSchema,
    ok: { 200: message('Archived') },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: 'post',
    path: '/viewContactForms',
    summary: 'The Contact Us messages of a range',
    description: 'Newest first; Cdate is the submitted day.',
    tag: tags.contact,
    access: 'manager',
    body: viewContactFormsSchema,
    ok: { 200: { description: 'The messages', schema: z.array(ContactFormRow) } },
    errors: [400, ...GUARDED],
  },
  // --- manager: departments
  {
    method: 'post',
    path: '/expense-restaurant',
    summary: 'Record a restaurant expense',
    description: 'Dollars; the day not after the park’s today. StaffID, if sent, is the session’s.',
    tag: tags.departments,
    access: 'manager',
    body: restaurantExpenseSchema,
    ok: { 201: message('Submitted') },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: 'post',
    path: '/insert-new-attractions',
    summary: 'Add an attraction',
    description: 'A new attraction is always open.',
    tag: tags.departments,
    access: 'manager',
    body: newAttractionSchema,
    ok: { 201: { description: 'Added', schema: CreatedBody } },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: 'post',
    path: '/update-attraction',
    summary: 'Update an attraction',
    description: '`status` is the open/closed switch (1 open, 0 closed; unchanged when missing).',
    tag: tags.departments,
    access: 'manager',
    body: updateAttractionSchema,
    ok: { 200: { description: 'Updated', schema: UpdateAttractionResponse } },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: 'post',
    path: '/insert-new-merch',
    summary: 'Add a shop item',
    tag: tags.departments,
    access: 'manager',
    body: newMerchandiseSchema,
    ok: { 201: { description: 'Added', schema: CreatedBody } },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: 'post',
    path: '/update-merch',
    summary: 'Update a shop item',
    tag: tags.departments,
    access: 'manager',
    body: updateMerchandiseSchema,
    ok: { 200: { description: 'Updated', schema: UpdateMerchandiseResponse } },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: 'post',
    path: '/insert-new-rest',
    summary: 'Add a restaurant',
    description: 'The voucher amount follows the type (`amount` is ignored).',
    tag: tags.departments,
    access: 'manager',
    body: newRestaurantSchema,
    ok: { 201: { description: 'Added', schema: CreatedBody } },
    errors: [400, ...GUARDED, 409],
  },
  {
    method: 'post',
    path: '/update-rest',
    summary: 'Update a restaurant',
    description: 'The voucher amount follows the type (`UPDATEDAmount` is ignored).',
    tag: tags.departments,
    access: 'manager',
    body: updateRestaurantSchema,
    ok: { 200: { description: 'Updated', schema: UpdateRestaurantResponse } },
    errors: [400, ...GUARDED, 404, 409],
  },
  removal('/delete-attraction', 'an attraction'),
  removal('/delete-merch', 'a shop item'),
  removal('/delete-rest', 'a restaurant'),
  // --- capacity
  {
    method: 'get',
    path: '/availability',
    summary: 'Each visit day’s capacity and what remains',
    description:
      'From `from` to `to` (YYYY-MM-DD, at most 366 days; by default today and the next 59). ' +
      '`status` is open, few (at most 10 % left), sold-out or closed (capacity 0).',
    tag: tags.orders,
    access: 'public',
    query: availabilityQuerySchema,
    ok: { 200: { description: 'The days, in order', schema: z.array(DayAvailabilityBody) } },
    errors: [400],
  },
  {
    method: 'put',
    path: '/capacity',
    summary: 'Set a visit day’s capacity',
    description:
      '`capacity` a whole number ≥ 0, or null for the park’s default; `expressCapacity` likewise ' +
      '(left as it is when missing). Below what is sold, sales stop; nothing sold is cancelled.',
    tag: tags.orders,
    access: 'manager',
    body: setCapacitySchema,
    ok: { 200: { description: 'The day as /availability shows it', schema: DayAvailabilityBody } },
    errors: [400, ...GUARDED],
  },
  // --- tickets and the gate
  {
    method: 'get',
    path: '/orders/:orderId/tickets',
    summary: "An order's tickets",
    description:
      'One ticket per admission (2 Standard + 1 Child are three), in the order bought: its code ' +
      '(44 URL-safe characters, signed; what the QR code holds), type, visit day, status (valid, ' +
      'used or void) and when it was used (an ISO instant, or null). The order’s owner or a ' +
      'manager; another visitor’s order answers 404 like a missing one; a shop-only order has ' +
      'none ([]).',
    tag: tags.gate,
    access: 'user-or-manager',
    params: orderTicketsParamsSchema,
    ok: { 200: { description: 'The tickets', schema: z.array(TicketBody) } },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: 'get',
    path: '/orders/:orderId/tickets.pdf',
    summary: "An order's tickets as a PDF",
    description:
      'The tickets of GET /orders/:orderId/tickets as one PDF (`application/pdf`, ' +
      '`Content-Disposition: inline; filename="tickets-order-<orderId>.pdf"`): one A6 page per ' +
      'ticket with its QR code (the code), the park’s name, the visit day, the type, the order ' +
      'id and the attractions chosen. A void ticket is left out; an order without a ticket ' +
      'left (or shop-only) gets one page saying it has none. ' +
      'The same people as the tickets call: the order’s owner or a manager; another visitor’s ' +
      'order answers 404 like a missing one; staff 403. A browser following a link to it ' +
      '(Accept prefers text/html) gets the PDF too, not the web app; without a session it is ' +
      'sent to the login page (303 to /login) where an API client gets 401. Answers vary by ' +
      'Accept and are never stored (`Cache-Control: no-store`).',
    tag: tags.gate,
    access: 'user-or-manager',
    params: orderTicketsParamsSchema,
    ok: {
      200: { description: 'The tickets, one per page', mediaType: 'application/pdf' },
      303: {
        description:
          'A browser without a session (Accept prefers text/html): `Location: /login`, the ' +
          'visitor’s login page; after logging in, the link works',
      },
    },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: 'post',
    path: '/gate/check-in',
    summary: 'Check a ticket in at the gate',
    description:
      'Admits the ticket of `code` on its visit day (the park’s today), once, unless void or ' +
      'the day is closed, whatever the number of gates scanning it at once. 200 `{ result: ' +
      '"admitted", type, visitDate, orderId }`; 409 `{ result: "already-used", usedAt, gate }` ' +
      '(when and where it was used), `{ result: "wrong-day", visitDate }`, `{ result: "void" }` ' +
      'or `{ result: "closed" }` (a manager closed today: nobody is admitted); 404 ' +
      '`{ result: "unknown" }` for a code that is not one of the park’s (forged, mistyped, ' +
      'garbage), decided without reading the database. `gate` names the gate (at most 40 ' +
      'characters; optional). 400 without a code.',
    tag: tags.gate,
    access: 'employee',
    body: checkInSchema,
    ok: { 200: { description: 'Admitted', schema: AdmittedBody } },
    errors: [400, ...GUARDED, 404, 409],
    errorBodies: { 404: UnknownCodeBody, 409: CheckInRefusedBody },
  },
  {
    method: 'get',
    path: '/gate/lookup',
    summary: "Find a guest's tickets for today by order number and name",
    description:
      'The fallback when a code cannot be scanned: the order’s tickets whose visit day is the ' +
      'park’s today, `[{ code, type, status, usedAt }]` (in the order bought; [] when none is ' +
      'for today), when `name` matches the order’s contact (the full name, or the last name ' +
      'alone) or its account’s full name, in any case and ignoring accents. Each is admitted ' +
      'with POST /gate/check-in and its code. 404 when the order or the name does not match ' +
      '(the same answer for both); 400 without an order id or a name.',
    tag: tags.gate,
    access: 'employee',
    query: gateLookupQuerySchema,
    ok: {
      200: { description: "Today's tickets of the order", schema: z.array(GateLookupTicketBody) },
    },
    errors: [400, ...GUARDED, 404],
  },
  // --- cancellations, refunds, date changes, closed days
  {
    method: 'get',
    path: '/orders',
    summary: 'Find orders',
    description:
      'A manager finds orders by `id`, `email` (the order’s or the account’s, any case) or `day` ' +
      '(its visit day or order day), newest first, at most `limit` (1–200, default 50). A visitor ' +
      'gets their own orders (the same filters apply within them). Staff 403.',
    tag: tags.changes,
    access: 'user-or-manager',
    query: findOrdersQuerySchema,
    ok: { 200: { description: 'The orders, newest first', schema: z.array(OrderSummaryBody) } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'get',
    path: '/orders/:orderId',
    summary: 'An order, its status and refunds',
    description:
      'The order with its lines (each named `ticket-ID`, `meal-ID` or `merchandise-ID`, and ' +
      'whether it is refunded), its refunds, its status (paid, partly-refunded, refunded, ' +
      'cancelled), and what its visitor may still do: cancel (`cancelRefund` is what that gives ' +
      'back) or move it, until `cutoff` (PARK_CANCEL_CUTOFF_HOURS before the park opens, ' +
      'PARK_OPENS, on the visit day), or at any time once a manager closed the day. The order’s ' +
      'owner or a manager; another visitor’s order answers 404 like a missing one; staff 403.',
    tag: tags.changes,
    access: 'user-or-manager',
    params: orderParamsSchema,
    ok: { 200: { description: 'The order', schema: OrderAccountBody } },
    errors: [400, ...GUARDED, 404],
  },
  {
    method: 'post',
    path: '/orders/:orderId/cancel',
    summary: 'Cancel an order (its visitor)',
    description:
      'Cancels the whole order and refunds everything not yet refunded (tax in proportion, exact ' +
      'to the cent): its tickets become void and their places return to the day. Only before ' +
      'the cutoff, unless a manager closed the day. Too late, already cancelled or refunded, or ' +
      'a shop-only order: 409. Another visitor’s order: 404.',
    tag: tags.changes,
    access: 'user',
    params: orderParamsSchema,
    ok: { 200: { description: 'Cancelled, with the refund', schema: CancelledBody } },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: 'post',
    path: '/orders/:orderId/refund',
    summary: 'Refund an order or some of its lines (a manager)',
    description:
      '`reason` (1–500 characters) and `lines` (e.g. `["ticket-12"]`; the whole of what is left ' +
      'when missing or empty). Tax is refunded in proportion, exact to the cent: the refunds of ' +
      'an order never add up to more than it cost, and the one that covers its last line takes ' +
      'the cents left. A ticket line’s tickets become void and their places return to the day. ' +
      'A line not of this order: 400; a line already refunded, or a cancelled order: 409.',
    tag: tags.changes,
    access: 'manager',
    params: orderParamsSchema,
    body: refundSchema,
    ok: { 200: { description: 'The refund', schema: RefundBody } },
    errors: [400, ...GUARDED, 404, 409],
  },
  {
    method: 'put',
    path: '/orders/:orderId/visit-date',
    summary: 'Move an order to another day',
    description:
      'The order’s visitor before the cutoff (or once its day was closed), or a manager, moves ' +
      'its tickets (and meal vouchers) to `visitDate` (today or later, within PARK_SALES_DAYS) ' +
      'if that day has room: 409 `{ message: "Only N tickets left for YYYY-MM-DD", remaining }` ' +
      'otherwise. The same ticket codes are then valid on the new day only. A ticket already ' +
      'used, the same day, or a cancelled order: 409.',
    tag: tags.changes,
    access: 'user-or-manager',
    params: orderParamsSchema,
    body: visitDateSchema,
    ok: { 200: { description: 'The order as it is now', schema: OrderAccountBody } },
    errors: [400, ...GUARDED, 404, 409],
    errorBodies: { 409: z.union([SoldOutBody, MessageBody]) },
  },
  {
    method: 'post',
    path: '/days/:date/close',
    summary: 'Close a day (a manager)',
    description:
      'Weather, an event: the day’s capacity becomes 0 (nothing more is sold) and every guest ' +
      'holding tickets for it gets one mail, with a link per order to change the date or cancel ' +
      'for a full refund, which they may then do whatever the cutoff. `reason` 1–500 characters. ' +
      'A past day: 400; a day already closed: 409.',
    tag: tags.changes,
    access: 'manager',
    params: dayParamsSchema,
    body: closeDaySchema,
    ok: { 200: { description: 'Closed', schema: DayClosedBody } },
    errors: [400, ...GUARDED, 409],
  },
  // --- the audit log
  {
    method: 'get',
    path: '/audit',
    summary: 'The audit log, newest first',
    description:
      'Every write by staff or a manager (employees, the catalog, capacity, maintenance, ' +
      'weather, check-ins) and the order writes (cancellations, refunds, date changes, closed ' +
      'days), each appended in its write’s own transaction and never changed: `{ id, at, actor: ' +
      '{ id, email, role }, action, target, before, after }`, before and after being the record ' +
      'as JSON (null where there was none). Filters, all optional: `from` and `to` are park days ' +
      '(YYYY-MM-DD in the park’s time zone, both included, to not before from), `actor` an ' +
      'email in any case, `action` one action exactly. `limit` is 1 to 200 (default 50); `next` ' +
      'is the `cursor` of the following page, null on the last. 400 for a bad parameter.',
    tag: tags.audit,
    access: 'manager',
    query: auditQuerySchema,
    ok: { 200: { description: 'One page of entries, newest first', schema: AuditPageBody } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'get',
    path: '/mail',
    summary: 'The mails the park wrote, newest first',
    description:
      'Every mail written to the outbox with what caused it (a password reset, an order’s ' +
      'tickets, a closed day): `{ id, to, subject, kind, status, attempts, lastError, createdAt, ' +
      'sentAt }`, never its body (a reset mail’s holds a one-time link). `status` is `pending` ' +
      'until a relay hands it to the SMTP server (`sent`) or gives it up (`failed`: a permanent ' +
      'refusal, or temporary ones for 24 hours; `lastError` keeps the last reply). Without ' +
      'SMTP_URL every mail stays pending. Filter by `status`; `limit` 1 to 200 (default 50); ' +
      '`next` is the `cursor` of the following page, null on the last. 400 for a bad parameter.',
    tag: tags.mail,
    access: 'manager',
    query: mailQuerySchema,
    ok: { 200: { description: 'One page of mails, newest first', schema: MailPageBody } },
    errors: [400, ...GUARDED],
  },
  {
    method: 'post',
    path: '/mail/:id/retry',
    summary: 'Send a failed mail again',
    description:
      'Puts a failed mail back to pending, due at once, its attempts counted from none; the ' +
      'relays send it (and give it up again after 24 hours of temporary failures). Audited ' +
      '(`mail.retry`). 200 with the mail; 404 for no such mail; 409 for a mail that is pending ' +
      'or sent.',
    tag: tags.mail,
    access: 'manager',
    params: mailParamsSchema,
    ok: { 200: { description: 'The mail, pending again', schema: MailBody } },
    errors: [400, ...GUARDED, 404, 409],
  },
  // --- this document
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI document',
    description: 'A readable reference of it is at /api/docs.',
    tag: tags.docs,
    access: 'public',
    ok: { 200: { description: 'OpenAPI 3.1', schema: z.looseObject({ openapi: z.string() }) } },
    errors: [],
  },
];

/** One documented answer of a route: its status, what it means, its JSON body or file type (if any). */
export interface Answer {
  status: number;
  description: string;
  schema?: z.ZodType;
  mediaType?: string;
}

/**
 * Every answer a route documents: its successes, its failures, and what any call may answer
 * (403 without the CSRF header on a write, 413 for a body over 100 KB, 415 for an encoding
 * the server does not read, 500 and 503 when the server or its database fails).
 */
export function answersOf(route: ApiRoute): Answer[] {
  const answers: Answer[] = Object.entries(route.ok).map(([status, a]) => ({
    status: Number(status),
    ...a,
  }));
  const write = route.method !== 'get';
  const failures = new Set<number>(route.errors);
  failures.add(400); // text PostgreSQL cannot store, in a body or a query
  if (write) {
    // 400 also for a malformed JSON body, even where there is nothing to validate (added above)
    failures.add(403);
    failures.add(413);
    failures.add(415);
  }
  failures.add(500);
  failures.add(503);
  for (const status of [...failures].sort((a, b) => a - b))
    answers.push({
      status,
      description: FAILURE_MEANINGS[status] ?? 'Failed',
      schema:
        route.errorBodies?.[status as ErrorStatus] ??
        (status === 400 ? ValidationErrorBody : MessageBody),
    });
  return answers;
}

const FAILURE_MEANINGS: Readonly<Record<number, string>> = {
  ...ERROR_MEANINGS,
  413: 'The body is larger than 100 KB',
  415: 'The body is in an encoding the server does not read',
  500: 'The server failed (nothing is said about why)',
  503: 'The database is out of reach; try again',
};

/** A route path's pattern: each `:name` stands for one path segment. */
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split(/(:[A-Za-z]+)/)
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
const PATTERNS = new Map(API_ROUTES.map((r) => [r, patternOf(r.path)]));

/** The patterns of the GET calls that answer a file (the tickets PDF): documents, not pages. */
const DOCUMENT_PATTERNS = API_ROUTES.filter(
  (r) => r.method === 'get' && Object.values(r.ok).some((a) => a.mediaType !== undefined),
).map((r) => PATTERNS.get(r)!);

/**
 * True for the path of a call that answers a file a browser may be sent to by a link
 * (`/orders/7/tickets.pdf`): the web app must neither look for it among its files nor answer
 * its page for it, whatever the Accept header says.
 */
export const isDocumentPath = (path: string): boolean =>
  DOCUMENT_PATTERNS.some((pattern) => pattern.test(path));

/** The route of a method and path (`/orders/7/tickets` is `/orders/:orderId/tickets`), if any. */
export function findRoute(method: string, path: string): ApiRoute | undefined {
  const m = method.toLowerCase();
  return (
    API_ROUTES.find((r) => r.method === m && r.path === path) ??
    API_ROUTES.find((r) => r.method === m && PATTERNS.get(r)!.test(path))
  );
}
