import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../../core/shared/money';
import { TICKET_PRICES, TICKET_TYPES } from '../../../../../core/orders/pricing';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TICKET_INFO } from '../../app/cart/cart-labels';
import { MAX_QUANTITY, QuantityControl } from '../../components/quantity-control';
import { selectTicketSelection, ticketCountSet } from '../../app/cart/cart-slice';
import { SectionHeading } from './section-heading';
import { useMonthAvailability } from './use-day-availability';
import { useParkToday } from './use-park-today';
import { ListGrid } from '../../components/list-grid';

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
    return Math.max(0, Math.min(MAX_QUANTITY, most));
  };
  return (
    <Box component="section" aria-labelledby="tickets-types-title">
      <SectionHeading id="tickets-types-title">Day tickets</SectionHeading>
      <ListGrid gap={2} columns={{ xs: '1fr', sm: 'repeat(3, 1fr)' }}>
        {TICKET_TYPES.map((type) => {
          const { name, description } = TICKET_INFO[type];
          return (
            <Paper
              component="li"
              key={type}
              variant="outlined"
              sx={{
                p: 2,
                display: 'flex',
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: { xs: 'center', sm: 'flex-start' },
                justifyContent: 'space-between',
                gap: 1,
                flexWrap: 'wrap',
              }}
            >
              <Box>
                <Typography variant="h6" component="h3">
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {description}
                </Typography>
                <Typography sx={{ fontWeight: 700, mt: 0.5 }} color="primary">
                  {formatUsd(TICKET_PRICES[type])}
                </Typography>
              </Box>
              <QuantityControl
                label={name}
                value={tickets[`${type}Ticket`]}
                {...(maxOf(type) === undefined ? {} : { max: maxOf(type) })}
                onChange={(count) => dispatch(ticketCountSet({ type, count }))}
              />
            </Paper>
          );
        })}
      </ListGrid>
    </Box>
  );
}
