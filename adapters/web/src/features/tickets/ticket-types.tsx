import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../../../core/shared/money';
import { TICKET_PRICES, TICKET_TYPES } from '../../../../../core/orders/pricing';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TICKET_INFO } from '../../app/cart/cart-labels';
import { QuantityControl } from '../../components/quantity-control';
import { selectTicketSelection, ticketCountSet } from '../../app/cart/cart-slice';
import { SectionHeading } from './section-heading';
import { ListGrid } from '../../components/list-grid';

/** Three cards, one per ticket type, each with its price and a count that never goes below 0. */
export function TicketTypes() {
  const dispatch = useAppDispatch();
  const { tickets } = useAppSelector(selectTicketSelection);
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
                onChange={(count) => dispatch(ticketCountSet({ type, count }))}
              />
            </Paper>
          );
        })}
      </ListGrid>
    </Box>
  );
}
