import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { canAddSelection, EMPTY_SELECTION_MESSAGE } from '../../../../../core/orders/cart';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/use-document-title';
import { longDate } from '../../app/cart/cart-labels';
import { selectionAdded, selectionReset, selectTicketSelection } from '../../app/cart/cart-slice';
import { AttractionPicker } from './attraction-picker';
import { MealVouchers } from './meal-vouchers';
import { TicketTypes } from './ticket-types';
import { useParkToday } from './use-park-today';
import { VisitDay } from './visit-day';

type Outcome = 'added' | 'empty' | null;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What is chosen so far, in one line per kind. */
function SelectionSummary() {
  const selection = useAppSelector(selectTicketSelection);
  const tickets = Object.values(selection.tickets).reduce((a, b) => a + b, 0);
  const meals = Object.values(selection.meals).reduce((a, m) => a + m.qty, 0);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
      <li>{plural(tickets, 'ticket')}</li>
      <li>{plural(selection.attractions.length, 'attraction')}</li>
      <li>{plural(meals, 'meal voucher')}</li>
      <li>
        Visit date: <strong>{longDate(selection.visitDate)}</strong>
      </li>
    </Box>
  );
}

/** /tickets: day tickets, attractions, meal vouchers and the visit day, then "Add to Cart". */
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
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Tickets
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose your tickets, the attractions you want to ride, meals and the day of your visit.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 4, minWidth: 0 }}>
          <TicketTypes />
          <AttractionPicker />
          <MealVouchers />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, position: { md: 'sticky' }, top: { md: 80 } }}>
          <VisitDay today={today} />
          <Paper
            component="section"
            aria-labelledby="tickets-summary-title"
            variant="outlined"
            sx={{ p: 2, display: 'grid', gap: 1.5 }}
          >
            <Typography id="tickets-summary-title" variant="h6" component="h2">
              Your selection
            </Typography>
            <SelectionSummary />
            <Box aria-live="polite" sx={{ '&:empty': { display: 'none' } }}>
              {outcome === 'empty' && (
                <Typography role="alert" color="error" sx={{ fontWeight: 700 }}>
                  {EMPTY_SELECTION_MESSAGE}
                </Typography>
              )}
              {outcome === 'added' && (
                <Alert
                  severity="success"
                  action={
                    <Button component={RouterLink} to="/checkout" color="inherit" size="small">
                      Checkout
                    </Button>
                  }
                >
                  Added to your cart.
                </Alert>
              )}
            </Box>
            <Button variant="contained" size="large" onClick={addToCart}>
              Add to Cart
            </Button>
            <Button variant="outlined" onClick={reset}>
              Reset
            </Button>
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}

export default TicketsPage;
