/**
 * The bodies of the spec's calls, as they travel over HTTP. The web app may
 * `import type` from here; nothing else of adapters/http is visible to it.
 * Money fields are dollar numbers with at most two decimals (stored as cents).
 */

export interface MessageBody {
  message: string;
}

/** 400: what was wrong, field by field. */
export interface ValidationErrorBody extends MessageBody {
  errors: { path: string; message: string }[];
}

// --- session -------------------------------------------------------------

export interface LoginRequest {
  email: string;
  password: string;
}

export interface SignupRequest {
  fullname: string;
  email: string;
  password: string;
}

/** GET /api/user, and the answer of POST /auth/login. */
export interface UserBody {
  UserID: number;
  UName: string;
  UEmail: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** POST /auth/signup answers 201 with this. */
export interface SignupResponse extends MessageBody {
  user: UserBody;
}

/** GET /api/employee, /loggedInEmployee, and the answer of POST /employee/login. */
export interface EmployeeBody {
  /** Present (true) while the employee still has the generated one-time password. */
  mustChangePassword?: true;
  id: number;
  StaffID: number;
  name: string;
  SRole: 'Manager' | 'Staff';
  phoneNumber: string | null;
  email: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

// --- public catalog --------------------------------------------------------

/** GET /attractions: an array of these. status 1 = open, 0 = closed. */
export interface AttractionBody {
  attractionID: number;
  name: string;
  type: string;
  description: string;
  shortDescription: string;
  thrillLevel: string;
  heightRequirement: string;
  image: string;
  status: 0 | 1;
}

/** GET /get-rest: an array of these. */
export interface RestaurantBody {
  id: number;
  name: string;
  type: string;
  amount: number;
  description: string;
  image: string;
}

/** GET /get-merch: an array of these. */
export interface MerchandiseBody {
  MId: number;
  name: string;
  type: string;
  supplierCost: number;
  sellingCost: number;
  image: string;
}

/** GET /current-weather: today's record (sunny when nobody entered one). */
export interface CurrentWeatherBody {
  requests: { weatherStatus: string; date: string }[];
}

/** GET /park-info: the park's name, time zone and today's date there (YYYY-MM-DD). */
export interface ParkInfoBody {
  name: string;
  timeZone: string;
  today: string;
}

// --- checkout and orders (visitor) -------------------------------------------

export type MerchSizeBody = 'S' | 'M' | 'L' | 'XL';

/**
 * POST /checkout. The server prices everything itself; no price is ever sent.
 * `userID` is optional and, when present, must be the session's own user.
 * Tickets need at least one attraction; tickets and meals need a visitDate (today or later
 * in the park's time zone). An order needs at least one ticket, meal or item.
 */
export interface CheckoutRequest {
  tickets: { standardTicket: number; expressTicket: number; childTicket: number };
  /** YYYY-MM-DD; required when tickets or meals are ordered, else null. */
  visitDate: string | null;
  foodTickets: { restaurantId: number; qty: number }[];
  /** Attraction names, as the ticket page selects them. */
  attractions: string[];
  merchItems: { MId: number; quantity: number; size: MerchSizeBody }[];
  userID?: number;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  address: string;
  zipcode: string;
  city: string;
  /** Two-letter code of one of the 50 states. */
  state: string;
}

/** One priced line of an order (dollars). */
export interface OrderLineBody {
  kind: 'ticket' | 'meal' | 'merchandise';
  /** e.g. 'Standard Ticket', a restaurant's name, an item's name. */
  name: string;
  /** Ticket type, restaurant type or item size. */
  detail: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** POST /checkout answers 200 with the stored order. */
export interface OrderBody {
  orderId: number;
  orderDate: string;
  visitDate: string | null;
  attractions: string[];
  lines: OrderLineBody[];
  subtotal: number;
  tax: number;
  total: number;
}

/** POST /getRecentTicketOrders. userId is optional and must be the session's own. */
export interface RecentOrdersRequest {
  months: 3 | 6 | 9 | 12;
  orderType: 'all' | 'tickets' | 'merchandise' | 'restaurant';
  userId?: number;
}

/**
 * One row of the recent-orders tables; `kind` says which table it belongs to. Orders are
 * chosen by order date. tickets: one row per ticket type of an order, ticketDate the visit
 * day, TPrice the price of one ticket. merchandise: one row per order, merchDate the order
 * day, TotalCost its items together. restaurant: one row per restaurant of an order, restDate
 * the visit day, Amount for all its vouchers. Ticket rows come first, then merchandise, then
 * restaurant, each newest order first.
 */
export type RecentOrderRow =
  | {
      kind: 'tickets';
      OrderID: number;
      ticketDate: string;
      TicketID: number;
      TType: string;
      Quantity: number;
      TPrice: number;
    }
  | { kind: 'merchandise'; OrderID: number; merchDate: string; TotalCost: number }
  | {
      kind: 'restaurant';
      OrderID: number;
      restDate: string;
      RestaurantTransactionID: number;
      RestaurantName: string;
      RestaurantType: string;
      Quantity: number;
      Amount: number;
    };

/** POST /getOrderDetails body: the session user's own order, else 404. */
export interface OrderDetailsRequest {
  orderId: number;
}

/** One merchandise line of an order, with the spec's field names. */
export interface OrderDetailRow {
  merchDate: string;
  MName: string;
  Size: MerchSizeBody;
  Quantity: number;
  TotalCost: number;
  OrderID: number;
  ItemID: number;
}

/** POST /getOrderDetails answers the order with its merchandise rows and every priced line. */
export interface OrderDetailsBody extends OrderBody {
  items: OrderDetailRow[];
}

// --- account (visitor) ---------------------------------------------------------

/** PUT /api/user: the edited user (UEmail, if sent, is ignored: the email is read-only). */
export interface UpdateUserRequest {
  UName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  UserID?: number;
  UEmail?: string;
}

/** POST /contact-us answers 201 with { message, SubmissionID }. */
export interface ContactRequest {
  name: string;
  email: string;
  type: 'query' | 'feedback' | 'issue' | '';
  message: string;
  submittedTicketId: number | null;
}

/** The 201 answer of POST /contact-us. */
export interface ContactResponse extends MessageBody {
  SubmissionID: number;
}

/** POST /forgot-password: always 200 with the same message. */
export interface ForgotPasswordRequest {
  email: string;
  kind: 'user' | 'employee';
}

/** PUT /reset-password and PUT /reset-staff-password: 200, or 400 for a bad or used token. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

// --- staff and managers: own profile, maintenance, weather ------------------------

/**
 * POST /updateLoggedInEmployee: the session's own record (an `id` that is not the session's
 * answers 403). Blank optional fields are stored as none; a phone is 10 digits, sent as
 * 512-555-0100 (or as digits, which the server formats); state is a two-letter code.
 * 200 answers the updated EmployeeBody; 409 when another employee has the email.
 */
export interface UpdateEmployeeRequest {
  id?: number;
  name: string;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

/** Stored status; 'Open' is shown as 'Pending' (statusLabel). */
export type MaintenanceStatusBody = 'Open' | 'In Progress' | 'Completed';

/** One maintenance request of GET /get-maintenancerequests (cost in dollars). */
export interface MaintenanceRequestBody {
  id: number;
  subject: string;
  status: MaintenanceStatusBody;
  statusLabel: 'Pending' | 'In Progress' | 'Completed';
  /** What was written when submitting (MRDescription) or last updating. */
  comment: string;
  cost: number;
  /** YYYY-MM-DD, only for a Completed request. */
  dateResolved: string | null;
  attractionID: number;
  attractionName: string;
  submittedDate: string;
  /** Opened by the server for lack of maintenance in the past 30 days. */
  automatic: boolean;
}

/** GET /get-maintenancerequests: every request, newest first. */
export interface MaintenanceListBody {
  requests: MaintenanceRequestBody[];
}

/** POST /maintenance-requests: all required; MRCost in dollars (≥ 0, at most 2 decimals). */
export interface SubmitMaintenanceRequestBody {
  MRSubject: string;
  MRDescription: string;
  MRCost: number;
  AttractionID: number;
}

/** The 201 answer of POST /maintenance-requests. */
export interface SubmitMaintenanceResponse extends MessageBody {
  id: number;
}

/**
 * POST /updateMaintenanceRequest. status: 'Pending' (stored as Open), 'Open', 'In Progress' or
 * 'Completed'. dateResolved (YYYY-MM-DD, not in the future, not before the request's day) is
 * required for Completed; for any other status it may be null or '' and is cleared.
 */
export interface UpdateMaintenanceRequestBody {
  RequestID: number;
  status: string;
  comment: string;
  cost: number;
  dateResolved: string | null;
}

/** The 200 answer of POST /updateMaintenanceRequest. */
export interface UpdateMaintenanceResponse extends MessageBody {
  request: MaintenanceRequestBody;
}

/**
 * POST /get-unresolved-maintenance-requests: { date, subject: 'Maintenance Required' }. The
 * server (with its own today, not `date`) first opens a 'Maintenance Required' request for each
 * attraction without a request in the past 30 days, then lists the automatic ones unresolved.
 */
export interface UrgentMaintenanceRequest {
  date: string;
  subject: string;
}

export interface UrgentMaintenanceBody {
  requests: { id: number; attractionID: number; attractionName: string; submittedDate: string }[];
}

/**
 * POST /weatherform: a day's weather (today or earlier). 201 { message: 'Weather Input
 * Successful' }, or 200 with the 'No update needed: …' message when the day already has it.
 */
export interface WeatherFormRequest {
  WeatherCondition: 'sunny' | 'cloudy' | 'rainy' | 'snowy';
  WDate: string;
}

// --- manager: dashboard and data reports -------------------------------------------
// Manager only (no session 401, a visitor or staff 403). Definitions: docs/reports.md.
// Every range: real dates (YYYY-MM-DD, 1900–2099), end not before start, at most 366 days
// counted inclusively; else 400. Money in dollars (2 decimals); a day appears in `rows` only
// when it has something, rows come by date, then by name. Tickets count on their visit day,
// meal vouchers on their transaction day (the visit day), restaurant expenses on their
// expense day, shop items on their order day, maintenance on its submitted day.

/** POST /dashboardData, POST /finance-report … share the range. */
export interface ReportRangeRequest {
  startDate: string;
  endDate: string;
}

/** Revenue, expense and profit of one area of the park. */
export interface AreaFiguresBody {
  area: 'Tickets' | 'Dining' | 'Shop' | 'Maintenance';
  revenue: number;
  expense: number;
  profit: number;
}

/**
 * POST /dashboardData ({ startDate, endDate }, the web sends today for both): every figure
 * under both namings of the spec, plus revenue by area (the chart) and the park's totals.
 * Ticket transactions = orders with tickets; restaurant transactions = restaurant transaction
 * rows (one restaurant's vouchers in one order); merchandise transactions = orders with shop
 * items; active maintenance requests = submitted by endDate and not resolved by its end.
 */
export interface DashboardBody {
  TotalTicketRevenue: number;
  TotalTicketTransactions: number;
  TotalStandardTickets: number;
  TotalChildTickets: number;
  TotalExpressTickets: number;
  TotalRestaurantRevenue: number;
  TotalRestaurantTransactions: number;
  restaurantExpense: number;
  TotalStandardRestaurantTransactions: number;
  TotalDeluxeRestaurantTransactions: number;
  TotalSpecialRestaurantTransactions: number;
  TotalMerchandiseRevenue: number;
  TotalMerchandiseTransactions: number;
  TotalMerchandiseExpenses: number;
  TotalMaintenanceExpenses: number;
  TotalActiveMaintenanceRequests: number;
  ticketRevenue: number;
  ticketTransactions: number;
  standardTickets: number;
  expressTickets: number;
  childTickets: number;
  restaurantRevenue: number;
  restaurantTransactions: number;
  standardRestaurantTransactions: number;
  deluxeRestaurantTransactions: number;
  specialRestaurantTransactions: number;
  maintenanceExpenses: number;
  activeMaintenanceRequests: number;
  merchandiseRevenue: number;
  merchandiseExpenses: number;
  merchandiseTransactions: number;
  /** Tickets, Dining, Shop: what each area took in over the range. */
  revenueByArea: { area: 'Tickets' | 'Dining' | 'Shop'; revenue: number }[];
  /** Tickets, Dining, Shop, Maintenance with revenue, expense and profit. */
  areas: AreaFiguresBody[];
  totalRevenue: number;
  totalExpense: number;
  totalProfit: number;
}

/**
 * POST /finance-report. category decides the answer; ticketType (default all) is read for
 * tickets, financeType (default revenue) for dining and merch, diningType (default all) for
 * dining; type ('expense' for maintenance, 'profit' for all) is checked but not needed.
 * Enum values are accepted in any case.
 */
export interface FinanceReportRequest extends ReportRangeRequest {
  category: 'tickets' | 'dining' | 'merch' | 'maintenance' | 'all';
  ticketType?: 'Standard' | 'Express' | 'Child' | 'all' | null;
  financeType?: 'revenue' | 'expense' | null;
  diningType?: 'Standard' | 'Deluxe' | 'Special' | 'all' | null;
  type?: 'expense' | 'profit' | null;
}

/**
 * Every summary: the range's length in days, `amount` (the report's main figure: revenue,
 * expense, or profit for all) over the range and `amountPerDay` (amount ÷ days, to the cent).
 */
export interface ReportSummaryBody {
  days: number;
  amount: number;
  amountPerDay: number;
}

/** Tickets of one type on one visit day; amount = revenue. */
export interface TicketReportRow {
  date: string;
  ticketType: 'Standard' | 'Express' | 'Child';
  tickets: number;
  /** Orders with a ticket of this type for the day. */
  transactions: number;
  revenue: number;
  amount: number;
}

export interface TicketDataBody {
  ticketType: 'Standard' | 'Express' | 'Child' | 'all';
  rows: TicketReportRow[];
  /** transactions: orders with a ticket of the chosen type(s), each counted once. */
  summary: ReportSummaryBody & { tickets: number; transactions: number; revenue: number };
}

/** One restaurant's vouchers on one transaction day; amount = revenue. */
export interface DiningRevenueRow {
  date: string;
  restaurantID: number;
  restaurantName: string;
  restaurantType: 'Standard' | 'Deluxe' | 'Special';
  transactions: number;
  vouchers: number;
  revenue: number;
  amount: number;
}

/** One restaurant's expenses on one expense day, by type; amount = expense. */
export interface DiningExpenseRow {
  date: string;
  restaurantID: number;
  restaurantName: string;
  restaurantType: 'Standard' | 'Deluxe' | 'Special';
  entries: number;
  produce: number;
  supplies: number;
  utilities: number;
  expense: number;
  amount: number;
}

export type DiningDataBody =
  | {
      financeType: 'revenue';
      diningType: 'Standard' | 'Deluxe' | 'Special' | 'all';
      rows: DiningRevenueRow[];
      summary: ReportSummaryBody & { transactions: number; vouchers: number; revenue: number };
    }
  | {
      financeType: 'expense';
      diningType: 'Standard' | 'Deluxe' | 'Special' | 'all';
      rows: DiningExpenseRow[];
      summary: ReportSummaryBody & {
        entries: number;
        produce: number;
        supplies: number;
        utilities: number;
        expense: number;
      };
    };

/** One shop item on one order day; amount = revenue or expense as financeType says. */
export interface MerchReportRow {
  date: string;
  MId: number;
  name: string;
  type: string;
  transactions: number;
  quantity: number;
  revenue: number;
  expense: number;
  profit: number;
  amount: number;
}

export interface MerchDataBody {
  financeType: 'revenue' | 'expense';
  rows: MerchReportRow[];
  summary: ReportSummaryBody & {
    transactions: number;
    quantity: number;
    revenue: number;
    expense: number;
    profit: number;
  };
}

/** Maintenance submitted for one attraction on one day; amount = expense. */
export interface MaintReportRow {
  date: string;
  attractionID: number;
  attractionName: string;
  requests: number;
  expense: number;
  amount: number;
}

export interface MaintDataBody {
  rows: MaintReportRow[];
  summary: ReportSummaryBody & { requests: number; expense: number };
}

/** The park's money on one day; amount = profit. */
export interface ProfitReportRow {
  date: string;
  ticketRevenue: number;
  diningRevenue: number;
  diningExpense: number;
  merchRevenue: number;
  merchExpense: number;
  maintenanceExpense: number;
  revenue: number;
  expense: number;
  profit: number;
  amount: number;
}

export interface ProfitDataBody {
  rows: ProfitReportRow[];
  summary: ReportSummaryBody & {
    areas: AreaFiguresBody[];
    revenue: number;
    expense: number;
    profit: number;
  };
}

/** The 200 answer of POST /finance-report: one key by category. */
export type FinanceReportBody =
  | { category: 'tickets'; TicketData: TicketDataBody }
  | { category: 'dining'; diningData: DiningDataBody }
  | { category: 'merch'; merchData: MerchDataBody }
  | { category: 'maintenance'; maintData: MaintDataBody }
  | { category: 'all'; profitData: ProfitDataBody };

/**
 * POST /maintenance-report: requests submitted in the range. maintenanceStatus 'pending'
 * (= Open), 'In Progress', 'completed' in any case, or ''/null for all; maintenanceKeyword
 * found case-insensitively in the subject or the comment (''/null = any); attractionName the
 * exact name in any case (''/null = all). Answers an array, oldest first.
 */
export interface MaintenanceReportRequest extends ReportRangeRequest {
  maintenanceStatus: string | null;
  maintenanceKeyword: string | null;
  attractionName: string | null;
}

export interface MaintenanceReportRow {
  id: number;
  attractionID: number;
  attractionName: string;
  subject: string;
  comment: string;
  status: MaintenanceStatusBody;
  statusLabel: 'Pending' | 'In Progress' | 'Completed';
  cost: number;
  submittedDate: string;
  dateResolved: string | null;
}

/** POST /visit-report: a name ('' or null = all) narrows to one attraction or restaurant. */
export interface VisitReportRequest extends ReportRangeRequest {
  category: 'attractions' | 'dining';
  attractionName: string | null;
  diningName: string | null;
}

/** attractions: per visit day, the orders that chose the attraction and their tickets. */
export interface AttractionVisitRow {
  date: string;
  attractionID: number;
  attractionName: string;
  orders: number;
  tickets: number;
}

/** dining: per transaction day, a restaurant's transactions, vouchers and their amount. */
export interface DiningVisitRow {
  date: string;
  restaurantID: number;
  restaurantName: string;
  restaurantType: 'Standard' | 'Deluxe' | 'Special';
  transactions: number;
  vouchers: number;
  amount: number;
}

/** The 200 answer of POST /visit-report: an array of one kind of row. */
export type VisitReportBody = AttractionVisitRow[] | DiningVisitRow[];

// --- manager: employees, departments, contact forms -----------------------------------
// Manager only (no session 401, a visitor or staff 403). What the server does: docs/manager-calls.md.

/** GET /employees: the employees not archived, by name. */
export interface EmployeeListRow {
  id: number;
  name: string;
}

/**
 * POST /addEmp. phoneNum: ten digits (formatted 3-3-4 by the server); DOB YYYY-MM-DD
 * (1900-01-01..today); state a code of the 50 states; zipcode 5 or 5+4 digits; password at
 * least 8 characters, or empty/null/missing to have the server generate it by the rule.
 */
export interface AddEmployeeRequest {
  fullname: string;
  address: string;
  role: 'Manager' | 'Staff';
  email: string;
  phoneNum: string;
  password?: string | null;
  DOB: string;
  city: string;
  state: string;
  zipcode: string;
}

/** The 201 answer of POST /addEmp; generatedPassword only when the server made one (shown once). */
export interface AddEmployeeResponse extends MessageBody {
  id: number;
  generatedPassword?: string;
}

/** POST /archiveEmp: 200 { message: 'Employee Archived' }; 404 unknown; 409 archived or self. */
export interface ArchiveEmployeeRequest {
  employeeToArchive: number;
}

/** POST /viewContactForms. */
export interface ViewContactFormsRequest {
  startDate: string;
  endDate: string;
  type: 'all' | 'query' | 'issue' | 'feedback';
}

/** One row of POST /viewContactForms (newest first); Cdate is the submitted day, YYYY-MM-DD. */
export interface ContactFormRow {
  SubmissionID: number;
  Cname: string;
  Cemail: string;
  Cdate: string;
  CType: 'query' | 'issue' | 'feedback' | null;
  Content: string;
  TicketID: number | null;
}

/** POST /expense-restaurant: 201 { message: 'Expense Submitted' }. StaffID is the session's. */
export interface RestaurantExpenseRequest {
  StaffID?: number | null;
  RestaurantID: number;
  /** Dollars, ≥ 0, at most 2 decimals. */
  ExpenseAmt: number;
  /** YYYY-MM-DD, not after the park's today. */
  ExpenseDate: string;
  ExpenseType: 'produce' | 'supplies' | 'utilities';
}

/** POST /insert-new-attractions: 201 { message: 'Attraction Submitted', id }; always opens (status 1). */
export interface NewAttractionRequest {
  name: string;
  type: 'Roller Coaster' | 'Carousel' | 'Water Ride' | 'Themed Ride' | 'Ferris Wheel';
  description: string;
  shortDescription: string;
  thrillLevel: 'Low' | 'Moderate' | 'High';
  heightRequirement: string;
  /** A site path (/images/x.png) or an http(s) URL. */
  image: string;
  status?: 0 | 1;
}

/** The 201 answers of the three inserts. */
export interface CreatedBody extends MessageBody {
  id: number;
}

/**
 * POST /update-attraction: 200 { message: 'Attraction Updated', attraction }. `status` is the
 * open/closed switch (1 open, 0 closed; left as it is when missing); `type` optional too.
 */
export interface UpdateAttractionRequest {
  UPDATEid: number;
  UPDATEDname: string;
  type?: NewAttractionRequest['type'];
  description: string;
  shortDescription: string;
  thrill: 'Low' | 'Moderate' | 'High';
  height: string;
  image: string;
  status?: 0 | 1;
}

export interface UpdateAttractionResponse extends MessageBody {
  attraction: AttractionBody;
}

/** POST /insert-new-merch: 201 { message: 'Success in adding Merchandise', id }. Dollars. */
export interface NewMerchandiseRequest {
  name: string;
  type: 'Clothing' | 'Accessory';
  supplierCost: number;
  sellingCost: number;
  image: string;
}

/** POST /update-merch: 200 { message: 'Success in updating Merchandise', merchandise }. */
export interface UpdateMerchandiseRequest {
  merchIDUpdate: number;
  newMerchName: string;
  newMerchType: 'Clothing' | 'Accessory';
  newSupplierCost: number;
  newSellingCost: number;
  newImageMerch: string;
}

export interface UpdateMerchandiseResponse extends MessageBody {
  merchandise: MerchandiseBody;
}

/** POST /insert-new-rest: 201 { message: 'Success in adding Restaurant', id }; amount ignored. */
export interface NewRestaurantRequest {
  name: string;
  type: 'Standard' | 'Deluxe' | 'Special';
  amount?: number;
  description: string;
  image: string;
}

/** POST /update-rest: 200 { message: 'Success in updating Restaurant', restaurant }. */
export interface UpdateRestaurantRequest {
  UPDATEDRestaurantID: number;
  UPDATEDRestaurantName: string;
  UPDATEDRestaurantType: 'Standard' | 'Deluxe' | 'Special';
  /** Ignored: the amount follows the type. */
  UPDATEDAmount?: number;
  UPDATEDRImage: string;
  UPDATEDRDescription: string;
}

export interface UpdateRestaurantResponse extends MessageBody {
  restaurant: RestaurantBody;
}

/**
 * POST /delete-attraction, /delete-merch, /delete-rest: 200 with a message that says what
 * happened — 'deleted', or 'retired' (history refers to it: gone from the catalog, history
 * kept); 404 for an unknown or already removed id.
 */
export interface DeleteRequest {
  id: number;
}

export interface DeleteResponse extends MessageBody {
  outcome: 'deleted' | 'retired';
}
