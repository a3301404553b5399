import type { AdmissionRepository } from '../../core/admissions/admission-repository';
import type { CheckIn } from '../../core/admissions/check-in';
import type { GateLookup } from '../../core/admissions/gate-lookup';
import type { ListTickets } from '../../core/admissions/list-tickets';
import type { TicketCodes } from '../../core/admissions/ticket-codes';
import type { TicketsMail } from '../../core/admissions/tickets-mail';
import { token } from './token';

/** Admissions: each ticket bought, its signed code, and the gate's check-in. */
export const ADMISSIONS_TOKENS = {
  // ports
  AdmissionRepository: token<AdmissionRepository>('AdmissionRepository'),
  TicketCodes: token<TicketCodes>('TicketCodes'),
  // use cases
  ListTickets: token<ListTickets>('ListTickets'),
  CheckIn: token<CheckIn>('CheckIn'),
  GateLookup: token<GateLookup>('GateLookup'),
  // the mail an order with tickets is written with (the checkout asks it)
  TicketsMail: token<TicketsMail>('TicketsMail'),
} as const;
