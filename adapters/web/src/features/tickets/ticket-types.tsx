import { MAX_LINE_QUANTITY } from '../../../../../core/orders/order';
import { formatUsd } from '../../../../../core/shared/money';
import { TICKET_PRICES, TICKET_TYPES } from '../../../../../core/orders/pricing';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TICKET_INFO } from '../../app/cart/cart-labels';
import { PlainQuantityControl } from '../../components/plain-quantity';
import { selectTicketSelection, ticketCountSet } from '../../app/cart/cart-slice';
import { SectionHeading } from './section-heading';
import { useMonthAvailability } from './use-day-availability';
import { useParkToday } from './use-park-today';
import './tickets.css';

/** Three cards, one per ticket type, each with its price and a count that never goes below 0. */
export function TicketTypes() {
  const dispatch = useAppDispatch();
  const { tickets, visitDate } = useAppSelector(selectTicketSelection);
  const today = useParkToday();
  const day = useMonthAvailability(visitDate || today, today).get(visitDate);
  const total = TICKET_TYPES.reduce((n, t) => n + tickets[`${t}Ticket`], 0);
  /** No more than the day has left, Express also by its own limit. */
  const maxOf = (type: (typeof TICKET_TYPES)[number]) => {
    if (!day) return undefined;
    const own = tickets[`${type}Ticket`];
    const left = day.remaining - (total - own);
    const most = type === 'express' ? Math.min(left, day.expressRemaining) : left;
    return Math.max(0, Math.min(MAX_LINE_QUANTITY, most));
  };
  return (
    <section aria-labelledby="tickets-types-title">
      <SectionHeading id="tickets-types-title">Day tickets</SectionHeading>
      <ul className="park-tickets__grid park-tickets__grid--three">
        {TICKET_TYPES.map((type) => {
          const { name, description } = TICKET_INFO[type];
          const max = maxOf(type);
          return (
            <li key={type} className="park-paper park-ticket-type">
              <div>
                <h3 className="park-tickets__title">{name}</h3>
                <p className="park-tickets__note">{description}</p>
                <p className="park-ticket-type__price">{formatUsd(TICKET_PRICES[type])}</p>
              </div>
              <PlainQuantityControl
                label={name}
                value={tickets[`${type}Ticket`]}
                {...(max === undefined ? {} : { max })}
                onChange={(count) => dispatch(ticketCountSet({ type, count }))}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
