/** The HTTP bodies the web app reads and sends: types only, from the server's contract. */
export type {
  EmployeeBody,
  LoginRequest,
  SessionBody,
  SignupRequest,
  SignupResponse,
  UserBody,
} from '../../../contract/auth';
export type { MessageBody } from '../../../contract/errors';

/** The account side: checkout, orders, profile, contact, password reset. */
export type {
  CheckoutRequest,
  MerchSizeBody,
  OrderBody,
  OrderDetailRow,
  OrderDetailsBody,
  OrderDetailsRequest,
  OrderLineBody,
  RecentOrderRow,
  RecentOrdersRequest,
} from '../../../contract/orders';
export type { ContactRequest, ContactResponse, UpdateUserRequest } from '../../../contract/account';
export type { ForgotPasswordRequest, ResetPasswordRequest } from '../../../contract/password-reset';
export type { ValidationErrorBody } from '../../../contract/errors';
