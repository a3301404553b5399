import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { selectionRefusal } from '../../../../../core/capacity/capacity';
import {
  canAddSelection,
  cartAdmissions,
  EMPTY_SELECTION_MESSAGE,
} from '../../../../../core/orders/cart';
import { availabilityApi } from '../../api/availability-api';
import { orderSummary } from '../../app/cart/order-summary';
import { PriceLines, PriceTotals } from '../../components/price-summary';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/use-document-title';
import { longDate } from '../../app/cart/cart-labels';
import { selectionAdded, selectionReset, selectTicketSelection } from '../../app/cart/cart-slice';
import { SuccessAlert } from '../../components/plain-form';
import { TouchRipple } from '../../components/touch-ripple';
import { AttractionPicker } from './attraction-picker';
import { MealVouchers } from './meal-vouchers';
import { TicketTypes } from './ticket-types';
import { useMonthAvailability } from './use-day-availability';
import { useParkToday } from './use-park-today';
import { VisitDay } from './visit-day';
import '../../components/controls.css';
import '../../components/plain-form.css';
import '../../components/plain-list.css';
import './tickets.css';

/** What "Add to Cart" came to: added, nothing chosen, still checking the day, or refused. */
type Outcome = 'added' | 'empty' | 'checking' | { refused: string } | null;

/** The refusal of a selection its day cannot take, with what to do about it. */
const refusalText = (reason: string) =>
  `${reason}: lower the number of tickets or choose another day.`;
const DAY_UNCHECKED = 'The day’s availability could not be loaded. Please try again.';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What is chosen so far, in one line per kind. */
function SelectionSummary() {
  const selection = useAppSelector(selectTicketSelection);
  const tickets = Object.values(selection.tickets).reduce((a, b) => a + b, 0);
  const meals = Object.values(selection.meals).reduce((a, m) => a + m.qty, 0);
  return (
    <ul className="park-tickets-summary__list">
      <li>{plural(tickets, 'ticket')}</li>
      <li>{plural(selection.attractions.length, 'attraction')}</li>
      <li>{plural(meals, 'meal voucher')}</li>
      <li>
        Visit date: <strong>{longDate(selection.visitDate)}</strong>
      </li>
    </ul>
  );
}

/** The selection's prices: each line, and core's subtotal, tax and total (as at checkout). */
function SelectionPrices() {
  const selection = useAppSelector(selectTicketSelection);
  const summary = useMemo(() => orderSummary({ ...selection, merchandise: {} }), [selection]);
  if (summary.groups.length === 0) return null;
  return (
    <div className="park-tickets-summary__prices">
      <PriceLines summary={summary} />
      <PriceTotals summary={summary} />
    </div>
  );
}

/**
 * /tickets: day tickets, attractions, meal vouchers and the visit day, then "Add to Cart". Drawn
 * without MUI (tickets.css), but for the visit-day calendar, which loads on demand (visit-day.tsx).
 */
export function TicketsPage() {
  useDocumentTitle('Tickets');
  const dispatch = useAppDispatch();
  const today = useParkToday();
  const selection = useAppSelector(selectTicketSelection);
  // An outcome belongs to the selection it was reached with; any change clears it.
  const [result, setResult] = useState<{ outcome: Outcome; of: typeof selection } | null>(null);
  const outcome = result?.of === selection ? result.outcome : null;
  const latest = useRef(selection);
  useEffect(() => {
    latest.current = selection;
  }, [selection]);
  const setOutcome = (next: Outcome) => setResult({ outcome: next, of: selection });

  // The chosen day as the calendar knows it: a selection it cannot take says so at once, and
  // again whenever the day's availability arrives or changes.
  const day = useMonthAvailability(selection.visitDate || today, today).get(selection.visitDate);
  const want = cartAdmissions(selection.tickets);
  const over = day ? selectionRefusal(day, want) : null;

  /**
   * Nothing goes into the cart unless its day can take it: the day's availability is asked for
   * first when it has not arrived yet (the outcome is dropped if the selection changes meanwhile).
   */
  const addToCart = async () => {
    if (!canAddSelection(selection)) {
      setOutcome('empty');
      return;
    }
    if (over) {
      setOutcome({ refused: refusalText(over) });
      return;
    }
    let known = day;
    if (!known && want.total > 0) {
      const chosen = selection;
      setResult({ outcome: 'checking', of: chosen });
      const request = dispatch(
        availabilityApi.endpoints.availability.initiate({
          from: chosen.visitDate,
          to: chosen.visitDate,
        }),
      );
      const { data } = await request;
      request.unsubscribe();
      // A selection changed meanwhile is not this one: its own "Add to Cart" decides it.
      if (latest.current !== chosen) return;
      known = data?.[0];
      const refused = known ? selectionRefusal(known, want) : null;
      if (refused || !known) {
        const text = refused ? refusalText(refused) : DAY_UNCHECKED;
        setResult({ outcome: { refused: text }, of: chosen });
        return;
      }
      dispatch(selectionAdded());
      setResult({ outcome: 'added', of: chosen });
      return;
    }
    dispatch(selectionAdded());
    setOutcome('added');
  };

  const reset = () => {
    dispatch(selectionReset(today));
    setOutcome(null);
  };

  return (
    <div className="park-container park-page">
      <h1 className="park-page__title">Tickets</h1>
      <p className="park-page__intro">
        Choose your tickets, the attractions you want to ride, meals and the day of your visit.
      </p>
      <div className="park-tickets__layout">
        <div className="park-tickets__lists">
          <TicketTypes />
          <AttractionPicker />
          <MealVouchers />
        </div>
        <div className="park-tickets__aside">
          <VisitDay today={today} />
          <section
            aria-labelledby="tickets-summary-title"
            className="park-paper park-tickets-summary"
          >
            <h2 id="tickets-summary-title" className="park-tickets__title">
              Your selection
            </h2>
            <SelectionSummary />
            <SelectionPrices />
            <div aria-live="polite" className="park-tickets-summary__live">
              {(over ?? (typeof outcome === 'object' && outcome?.refused)) && (
                <p role="alert" className="park-tickets-summary__error">
                  {over ? refusalText(over) : (outcome as { refused: string }).refused}
                </p>
              )}
              {outcome === 'checking' && !over && (
                <p role="status" className="park-tickets-summary__note">
                  Checking the day…
                </p>
              )}
              {outcome === 'empty' && (
                <p role="alert" className="park-tickets-summary__error">
                  {EMPTY_SELECTION_MESSAGE}
                </p>
              )}
              {outcome === 'added' && (
                <SuccessAlert
                  role="alert"
                  action={
                    <RouterLink
                      to="/checkout"
                      className="park-btn park-text-btn park-text-btn--small"
                    >
                      Checkout
                      <TouchRipple />
                    </RouterLink>
                  }
                >
                  Added to your cart.
                </SuccessAlert>
              )}
            </div>
            <button
              type="button"
              className="park-btn park-contained-btn park-contained-btn--primary park-contained-btn--large"
              onClick={() => void addToCart()}
            >
              Add to Cart
              <TouchRipple />
            </button>
            <button type="button" className="park-btn park-outlined-btn" onClick={reset}>
              Reset
              <TouchRipple />
            </button>
          </section>
        </div>
      </div>
    </div>
  );
}

export default TicketsPage;
