/** The HTTP bodies the web app reads and sends: types only, from the server's contract. */
export type {
  EmployeeBody,
  LoginRequest,
  MessageBody,
  SignupRequest,
  SignupResponse,
  UserBody,
} from '../../../contract/bodies';

/** The account side: checkout, orders, profile, contact, password reset. */
export type {
  CheckoutRequest,
  ContactRequest,
  ContactResponse,
  ForgotPasswordRequest,
  MerchSizeBody,
  OrderBody,
  OrderDetailRow,
  OrderDetailsBody,
  OrderDetailsRequest,
  OrderLineBody,
  RecentOrderRow,
  RecentOrdersRequest,
  ResetPasswordRequest,
  UpdateUserRequest,
  ValidationErrorBody,
} from '../../../contract/bodies';
