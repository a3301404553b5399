import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { admissionProduct } from '../../../../../core/admissions/products';
import type { GateLookupTicketBody } from '../../../../contract/tickets';
import { clockTime } from '../../../../reports/gate-answer';
import { useLazyGateLookupQuery } from '../../api/gate-api';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import { PARK_TZ } from '../../app/park';
import { NOT_ALLOWED, NO_ANSWER, SESSION_ENDED } from './gate-messages';

export const LOOKUP_NOT_FOUND = 'No order with that number and name. Check both with the guest.';
export const NO_TICKETS_TODAY = 'This order has no tickets for today.';

/** What a ticket found by the lookup is now, in words for the gate. */
export function lookupStatus(ticket: GateLookupTicketBody): string {
  if (ticket.status === 'void') return 'Void: refunded or cancelled';
  if (ticket.status === 'used')
    return ticket.usedAt ? `Used at ${clockTime(new Date(ticket.usedAt), PARK_TZ)}` : 'Used';
  return 'Not used yet';
}

/** Why a lookup found nothing, in words for the gate. */
function lookupFailure(failure: unknown): string {
  const status = httpStatusOf(failure);
  if (status === 404) return LOOKUP_NOT_FOUND;
  if (status === 401) return SESSION_ENDED;
  if (status === 403) return NOT_ALLOWED;
  if (status === 400) return serverProblemOf(failure)?.message ?? 'Check the order number.';
  return status === null ? NO_ANSWER : `The order could not be found (error ${status}).`;
}

/**
 * The gate's fallback when a code cannot be scanned (GET /gate/lookup): the order number and
 * the name on the order find the guest's tickets for today; each is admitted with one tap (the
 * page's own check-in, whose answer fills the gate's panel), and the list shows what each is now.
 */
export function GateLookup({ admit }: { admit: (code: string) => Promise<void> }) {
  const [orderId, setOrderId] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<{ orderId: number; name: string } | null>(null);
  const [tickets, setTickets] = useState<GateLookupTicketBody[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [lookup] = useLazyGateLookupQuery();
  const results = useRef<HTMLDivElement>(null);
  /** After an admission the tapped button is gone: focus goes to the next one, or the summary. */
  const [refocus, setRefocus] = useState(false);

  useEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    const next =
      results.current?.querySelector<HTMLElement>('button[data-admit]') ??
      results.current?.querySelector<HTMLElement>('[data-summary]');
    next?.focus();
  }, [refocus, tickets]);

  const find = async (question: { orderId: number; name: string }) => {
    try {
      setTickets(await lookup(question).unwrap());
      setAsked(question);
      setProblem(null);
    } catch (failure) {
      setTickets(null);
      setAsked(null);
      setProblem(lookupFailure(failure));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = orderId.trim().replace(/^#/, '');
    if (!/^[1-9][0-9]{0,9}$/.test(id)) {
      setProblem('Type the order number: digits only, as on the confirmation.');
      return;
    }
    if (name.trim() === '') {
      setProblem('Type the name on the order: the full name, or the last name.');
      return;
    }
    setBusy(true);
    await find({ orderId: Number(id), name: name.trim() });
    setBusy(false);
  };

  /** Admits the codes one after another, then shows the tickets as they are now. */
  const admitAll = async (codes: string[]) => {
    if (!asked) return;
    setBusy(true);
    for (const code of codes) await admit(code);
    await find(asked);
    setBusy(false);
    setRefocus(true);
  };

  const valid = tickets?.filter((t) => t.status === 'valid') ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="gate-lookup-title"
      sx={{ p: 2.5 }}
    >
      <Typography
        id="gate-lookup-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700 }}
      >
        No code? Find the order
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Ask for the order number (on the confirmation and in the tickets mail) and the name on the
        order.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
        aria-label="Find an order's tickets"
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label="Order number"
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
          autoComplete="off"
          sx={{ flex: '1 1 140px' }}
          slotProps={{ htmlInput: { inputMode: 'numeric', enterKeyHint: 'next' } }}
        />
        <TextField
          label="Name on the order"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          sx={{ flex: '2 1 220px' }}
          slotProps={{
            htmlInput: { autoCapitalize: 'words', spellCheck: false, enterKeyHint: 'search' },
          }}
        />
        <Button
          type="submit"
          variant="outlined"
          size="large"
          sx={{ minHeight: 56 }}
          disabled={busy}
        >
          Find tickets
        </Button>
      </Box>
      <Box ref={results} aria-live="polite" sx={{ mt: problem || tickets ? 1.5 : 0 }}>
        {problem && (
          <Alert severity="warning" variant="outlined">
            {problem}
          </Alert>
        )}
        {tickets && asked && (
          <>
            <Typography variant="body2" data-summary tabIndex={-1} sx={{ fontWeight: 700, mb: 1 }}>
              {tickets.length === 0
                ? NO_TICKETS_TODAY
                : `Order #${asked.orderId}: ${tickets.length} ticket${tickets.length === 1 ? '' : 's'} for today`}
            </Typography>
            {tickets.length > 0 && (
              <Box
                component="ul"
                aria-label={`Tickets of order ${asked.orderId} for today`}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
              >
                {tickets.map((ticket, i) => {
                  const label = `Ticket ${i + 1}, ${admissionProduct(ticket.type).label}`;
                  return (
                    <Box
                      component="li"
                      key={ticket.code}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.5,
                        flexWrap: 'wrap',
                        p: 1,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                      }}
                    >
                      <Box sx={{ flex: '1 1 160px' }}>
                        <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {lookupStatus(ticket)}
                        </Typography>
                      </Box>
                      {ticket.status === 'valid' && (
                        <Button
                          variant="contained"
                          disabled={busy}
                          aria-label={`Admit ${label}`}
                          data-admit
                          onClick={() => void admitAll([ticket.code])}
                          sx={{ minHeight: 44, minWidth: 96 }}
                        >
                          Admit
                        </Button>
                      )}
                    </Box>
                  );
                })}
              </Box>
            )}
            {valid.length > 1 && (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void admitAll(valid.map((t) => t.code))}
                sx={{ mt: 1.5, minHeight: 44 }}
              >
                Admit all {valid.length}
              </Button>
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}
