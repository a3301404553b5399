import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTicketSelection, visitDateSet } from '../../app/cart/cart-slice';
import { AvailabilityCalendar } from '../../components/availability-calendar';
import { SectionHeading } from './section-heading';
import { chosenDayNote, useMonthAvailability } from './use-day-availability';

/** The visit day: a calendar whose days before the park's today are disabled. */
export function VisitDay({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const { visitDate, tickets } = useAppSelector(selectTicketSelection);
  const selectedNote = chosenDayNote(
    useMonthAvailability(visitDate || today, today).get(visitDate),
    tickets,
  );
  return (
    <Box component="section" aria-labelledby="tickets-day-title">
      <SectionHeading id="tickets-day-title">Visit day</SectionHeading>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <AvailabilityCalendar
          today={today}
          value={visitDate || null}
          onChange={(chosen) => dispatch(visitDateSet(chosen, today))}
          labelledBy="tickets-day-title"
        />
      </Paper>
      <Typography
        role="status"
        sx={{ mt: 1, minHeight: '1.5em', fontWeight: 700 }}
        color={selectedNote ? 'warning.main' : 'text.secondary'}
      >
        {selectedNote ? `${selectedNote} on this day` : ''}
      </Typography>
    </Box>
  );
}
