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
