import { ContainerModule } from 'inversify';
import { CheckIn } from '../../core/admissions/check-in';
import { GateLookup } from '../../core/admissions/gate-lookup';
import { ListTickets } from '../../core/admissions/list-tickets';
import { TicketsMail } from '../../core/admissions/tickets-mail';
import { ticketKeyWarning } from '../config';
import { KnexAdmissionRepository } from '../persistence/index';
import { HmacTicketCodes } from '../system/hmac-ticket-codes';
import { ADMISSIONS_TOKENS as T } from './admissions-tokens';
import { INFRASTRUCTURE_TOKENS } from './infrastructure-tokens';
import { singletons } from './token';

const { Config, Database, Clock } = INFRASTRUCTURE_TOKENS;

/** Admissions: the tickets of an order and the gate's check-in (the order write makes them). */
export const admissionsModule = new ContainerModule((options) => {
  const singleton = singletons(options);
  // ports
  singleton(T.AdmissionRepository, [Database], (d) => new KnexAdmissionRepository(d.knex));
  singleton(T.TicketCodes, [Config], (config) => {
    ticketKeyWarning(config); // throws where the public development key may not sign codes
    return new HmacTicketCodes(config.ticketSecret);
  });
  // use cases
  singleton(
    T.ListTickets,
    [T.AdmissionRepository, T.TicketCodes],
    (a, codes) => new ListTickets(a, codes),
  );
  singleton(
    T.CheckIn,
    [T.AdmissionRepository, T.TicketCodes, Clock],
    (a, codes, clock) => new CheckIn(a, codes, clock),
  );
  singleton(
    T.GateLookup,
    [T.AdmissionRepository, T.TicketCodes, Clock],
    (a, codes, clock) => new GateLookup(a, codes, clock),
  );
  singleton(
    T.TicketsMail,
    [Config],
    (config) => new TicketsMail({ publicUrl: config.publicUrl, parkName: config.parkName }),
  );
});
