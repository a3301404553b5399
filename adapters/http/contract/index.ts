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
