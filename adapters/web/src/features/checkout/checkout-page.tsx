import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { selectionRefusal } from '../../../../../core/capacity/capacity';
import {
  cartAdmissions,
  cartGroupCount,
  cartNeedsVisitDate,
  type Cart,
} from '../../../../../core/orders/cart';
import { isVisitDateAllowed } from '../../../../../core/shared/dates';
import { formatUsd, dollarsToCents } from '../../../../../core/shared/money';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parkToday } from '../../app/park';
import type { OrderBody, UserBody } from '../../api/contract';
import { httpStatusOf, serverProblemOf, type ServerProblem } from '../../api/http-errors';
import { useMonthAvailability } from '../../components/day-availability';
import { hasTickets, TicketsPdfLink } from '../../components/tickets-pdf-link';
import { StateSelect, toStateCode, ZipcodeField } from '../../components/us-state-options';
import { useDocumentTitle } from '../../components/use-document-title';
import { cartEmptied, selectCart } from '../../app/cart/cart-slice';
import { selectUser } from '../../app/session/session-slice';
import { useCheckoutMutation } from './checkout-api';
import {
  buildCheckoutRequest,
  emptyCheckoutForm,
  missingFields,
  MISSING_FIELDS_MESSAGE,
  type CheckoutForm,
} from './checkout-request';
import { OrderSummaryCard } from './order-summary-card';
import { orderSummary } from '../../app/cart/order-summary';

/** After a 200 answer the spinner shows this long before the confirmation (spec section 9). */
export const CHECKOUT_SPINNER_MS = 3000;
export const ORDER_CONFIRMED_MESSAGE = 'Thank you! Your order has been confirmed!';

type Phase = 'form' | 'processing' | 'confirmed';

/** The form starts from what the account already knows. */
function prefilled(user: UserBody | null): CheckoutForm {
  const form = emptyCheckoutForm();
  if (!user) return form;
  const [first = '', ...rest] = user.UName.trim().split(/\s+/);
  return {
    ...form,
    email: user.UEmail,
    firstName: first,
    lastName: rest.join(' '),
    address: user.address ?? '',
    city: user.city ?? '',
    state: toStateCode(user.state),
    zipcode: user.zipcode ?? '',
  };
}

function CheckoutSteps({ complete }: { complete: boolean }) {
  return (
    <Breadcrumbs aria-label="Checkout steps" sx={{ mb: 2 }}>
      <Link component={RouterLink} to="/tickets" color="inherit">
        Tickets
      </Link>
      {complete ? (
        <Typography color="text.secondary">Shipping</Typography>
      ) : (
        <Typography color="text.primary" aria-current="step" sx={{ fontWeight: 700 }}>
          Shipping
        </Typography>
      )}
      {complete ? (
        <Typography color="text.primary" aria-current="step" sx={{ fontWeight: 700 }}>
          Complete
        </Typography>
      ) : (
        <Typography color="text.secondary">Complete</Typography>
      )}
    </Breadcrumbs>
  );
}

function EmptyCart() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Your cart is empty
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Pick your tickets, meal vouchers and attractions, or something from the shop, and come back
        here to check out.
      </Typography>
      <Button component={RouterLink} to="/tickets" variant="contained">
        Buy tickets
      </Button>
    </Paper>
  );
}

/** A 400 or 409 answer's message; a full day (409) also points to the tickets page to change. */
function ProblemAlert({ problem, dayFull }: { problem: ServerProblem; dayFull: boolean }) {
  const details = [...new Set(problem.errors.map((e) => e.message))].filter(
    (m) => m !== problem.message,
  );
  return (
    <Alert severity="error" role="alert">
      {problem.message}
      {details.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
      {dayFull && (
        <Box sx={{ mt: 0.5 }}>
          <Link component={RouterLink} to="/tickets" color="inherit" sx={{ fontWeight: 700 }}>
            Change the day or the number of tickets
          </Link>
        </Box>
      )}
    </Alert>
  );
}

const sectionTitle = { variant: 'h6', component: 'h2', sx: { mt: 1 } } as const;
const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** /checkout: contact and shipping details, the order summary, and "Complete order". */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const liveCart = useAppSelector(selectCart);
  const user = useAppSelector(selectUser);
  const [form, setForm] = useState<CheckoutForm>(() => prefilled(user));
  const [showMissing, setShowMissing] = useState(false);
  const [problem, setProblem] = useState<{ body: ServerProblem; dayFull: boolean } | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  // What was ordered stays on screen after the cart is emptied.
  const [placed, setPlaced] = useState<{ cart: Cart; order: OrderBody } | null>(null);
  const [checkout, { isLoading }] = useCheckoutMutation();
  // One key per order attempt: the same order sent again (after a network error) reuses it.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const attemptKey = (body: object): string => {
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized)
      attempt.current = { body: serialized, key: crypto.randomUUID() };
    return attempt.current.key;
  };

  const cart = placed?.cart ?? liveCart;
  const summary = useMemo(() => orderSummary(cart), [cart]);

  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = setTimeout(() => setPhase('confirmed'), CHECKOUT_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const missing = showMissing ? missingFields(form) : [];

  const field = (name: keyof CheckoutForm) => ({
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setForm((f) => ({ ...f, [name]: event.target.value }));
    },
    error: missing.includes(name),
    fullWidth: true,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (missingFields(form).length > 0) {
      setShowMissing(true);
      return;
    }
    setShowMissing(false);
    const snapshot = liveCart;
    const body = buildCheckoutRequest(snapshot, form, user?.UserID);
    try {
      const order = await checkout({ body, idempotencyKey: attemptKey(body) }).unwrap();
      attempt.current = null;
      setPlaced({ cart: snapshot, order });
      dispatch(cartEmptied());
      setPhase('processing');
    } catch (failure) {
      // 400: what is wrong; 409: the day has no room left ("Only N tickets left for …"). The
      // cart stays as it is, so the visitor can change the day or the count.
      const status = httpStatusOf(failure);
      const body = status === 400 || status === 409 ? serverProblemOf(failure) : null;
      setProblem(body && { body, dayFull: status === 409 });
      console.error('Checkout failed.', failure);
    }
  };

  // The cart's day as /availability has it now: a cart it can no longer take says so before the
  // form is filled in (the checkout's 409 would say it only after "Complete order").
  const day = useMonthAvailability(cart.visitDate || parkToday(), parkToday(), true).get(
    cart.visitDate,
  );
  const dayRefusal =
    phase === 'form' && day && !problem
      ? selectionRefusal(day, cartAdmissions(cart.tickets))
      : null;

  const isEmpty = phase === 'form' && cartGroupCount(liveCart) === 0;
  // A cart kept from an earlier visit may carry a day that has passed; the server refuses it.
  const dayPassed =
    phase === 'form' &&
    cartNeedsVisitDate(cart) &&
    !isVisitDateAllowed(cart.visitDate, parkToday());

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Checkout
      </Typography>
      <CheckoutSteps complete={phase !== 'form'} />
      {isEmpty ? (
        <EmptyCart />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Paper
            component="form"
            noValidate
            onSubmit={onSubmit}
            aria-label="Contact and shipping"
            variant="outlined"
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            {dayRefusal && (
              <Alert severity="warning">
                {dayRefusal}.{' '}
                <Link component={RouterLink} to="/tickets" underline="always">
                  Change the day or the number of tickets
                </Link>
              </Alert>
            )}
            <Typography {...sectionTitle}>Contact information</Typography>
            <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
            <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
            <Box sx={twoColumns}>
              <TextField {...field('firstName')} label="First name" autoComplete="given-name" />
              <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
            </Box>
            <Typography {...sectionTitle}>Shipping address</Typography>
            <TextField {...field('address')} label="Address" autoComplete="street-address" />
            <TextField {...field('city')} label="City" autoComplete="address-level2" />
            <Box sx={twoColumns}>
              <StateSelect {...field('state')} />
              <ZipcodeField {...field('zipcode')} />
            </Box>
            {dayPassed && (
              <Alert severity="warning">
                Your visit date ({cart.visitDate}) has passed.{' '}
                <Link component={RouterLink} to="/tickets" underline="always">
                  Choose a new day on the tickets page
                </Link>
                .
              </Alert>
            )}
            {missing.length > 0 && (
              <Typography role="alert" color="error" sx={{ fontWeight: 700 }}>
                {MISSING_FIELDS_MESSAGE}
              </Typography>
            )}
            {problem && <ProblemAlert problem={problem.body} dayFull={problem.dayFull} />}
            {/* The total beside the final button: on a phone the summary is below it. */}
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                flexWrap: 'wrap',
              }}
            >
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
                Order total {formatUsd(summary.totals.total)}
              </Typography>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={isLoading}
                disabled={phase !== 'form'}
                sx={{ flexGrow: 1, minWidth: 200 }}
              >
                Complete order
              </Button>
            </Box>
          </Paper>
          <OrderSummaryCard summary={summary} />
        </Box>
      )}
      <Backdrop
        open={phase === 'processing'}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}
      >
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress color="inherit" aria-hidden="true" />
          <Typography>Confirming your order…</Typography>
        </Box>
      </Backdrop>
      {/*
       * Escape does what its one button does: the order is placed and the cart emptied, so
       * there is nothing to go back to here. A click beside it does nothing, so a stray click
       * does not take away the tickets' link.
       */}
      <Dialog
        open={phase === 'confirmed'}
        onClose={(_event, reason) => {
          if (reason === 'escapeKeyDown') navigate('/');
        }}
        aria-labelledby="order-confirmed-title"
        aria-describedby="order-confirmed-details"
      >
        <DialogTitle id="order-confirmed-title">{ORDER_CONFIRMED_MESSAGE}</DialogTitle>
        <DialogContent>
          {placed && (
            <DialogContentText id="order-confirmed-details">
              Order #{placed.order.orderId} · Total {formatUsd(dollarsToCents(placed.order.total))}.
              You can find it under Recent Orders in your account.
              {hasTickets(placed.order) &&
                ' Each ticket has its own QR code: show it at the gate on your visit day.'}
            </DialogContentText>
          )}
          {placed && hasTickets(placed.order) && (
            <TicketsPdfLink orderId={placed.order.orderId} sx={{ mt: 2 }} />
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" autoFocus onClick={() => navigate('/')}>
            Return to home
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

export default CheckoutPage;
