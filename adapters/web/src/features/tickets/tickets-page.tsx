import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canAddSelection, EMPTY_SELECTION_MESSAGE } from '../../../../../core/orders/cart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/use-document-title';
import { longDate } from '../../app/cart/cart-labels';
import { selectionAdded, selectionReset, selectTicketSelection } from '../../app/cart/cart-slice';
import { SuccessAlert } from '../../components/plain-form';
import { TouchRipple } from '../../components/touch-ripple';
import { AttractionPicker } from './attraction-picker';
import { MealVouchers } from './meal-vouchers';
import { TicketTypes } from './ticket-types';
import { useParkToday } from './use-park-today';
import { VisitDay } from './visit-day';
import '../../components/controls.css';
import '../../components/plain-form.css';
import '../../components/plain-list.css';
import './tickets.css';

type Outcome = 'added' | 'empty' | null;

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
  const setOutcome = (next: Outcome) => setResult({ outcome: next, of: selection });

  const addToCart = () => {
    if (!canAddSelection(selection)) {
      setOutcome('empty');
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
            <div aria-live="polite" className="park-tickets-summary__live">
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
              onClick={addToCart}
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
