import { MAX_LINE_QUANTITY } from '../../../../../core/orders/order';
import { formatUsd } from '../../../../../core/shared/money';
import { ADMISSION_PRODUCTS } from '../../../../../core/admissions/products';
import { cartAdmissions } from '../../../../../core/orders/cart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PlainQuantityControl } from '../../components/plain-quantity';
import { selectTicketSelection, ticketCountSet } from '../../app/cart/cart-slice';
import { SectionHeading } from './section-heading';
import { useMonthAvailability } from './use-day-availability';
import { useParkToday } from './use-park-today';
import './tickets.css';

/** One card per product of the catalogue, each with its price and a count that never goes below 0. */
export function TicketTypes() {
  const dispatch = useAppDispatch();
  const { tickets, visitDate } = useAppSelector(selectTicketSelection);
  const today = useParkToday();
  const day = useMonthAvailability(visitDate || today, today).get(visitDate);
  const taken = cartAdmissions(tickets);
  /** No more than the day has left, kinds taking an express place also by the express limit. */
  const maxOf = (product: (typeof ADMISSION_PRODUCTS)[number]) => {
    if (!day) return undefined;
    const own = tickets[product.checkoutField];
    const left = day.remaining - (taken.total - own);
    const expressLeft = day.expressRemaining - (taken.express - own * product.capacity.express);
    const most = product.capacity.express > 0 ? Math.min(left, expressLeft) : left;
    return Math.max(0, Math.min(MAX_LINE_QUANTITY, most));
  };
  return (
    <section aria-labelledby="tickets-types-title">
      <SectionHeading id="tickets-types-title">Day tickets</SectionHeading>
      <ul className="park-tickets__grid park-tickets__grid--three">
        {ADMISSION_PRODUCTS.map((product) => {
          const { kind: type, name, description } = product;
          const max = maxOf(product);
          return (
            <li key={type} className="park-paper park-ticket-type">
              <div>
                <h3 className="park-tickets__title">{name}</h3>
                <p className="park-tickets__note">{description}</p>
                <p className="park-ticket-type__price">{formatUsd(product.price)}</p>
              </div>
              <PlainQuantityControl
                label={name}
                value={tickets[product.checkoutField]}
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
