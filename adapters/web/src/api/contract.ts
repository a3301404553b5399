/** The HTTP bodies the web app reads and sends: types only, from the server's contract. */
export type {
  EmployeeBody,
  LoginRequest,
  MessageBody,
  SignupRequest,
  SignupResponse,
  UserBody,
} from '../../../http/contract';
