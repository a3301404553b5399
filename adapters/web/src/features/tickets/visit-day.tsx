import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import { DATE_MAX } from '../../../../../core/domain/dates';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { longDate } from '../cart/cart-labels';
import { selectTicketSelection, visitDateSet } from '../cart/cart-slice';
import { SectionHeading } from './section-heading';

/** The visit day: a calendar whose days before the park's today are disabled. */
export function VisitDay({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const { visitDate } = useAppSelector(selectTicketSelection);
  return (
    <Box component="section" aria-labelledby="tickets-day-title">
      <SectionHeading id="tickets-day-title">Visit day</SectionHeading>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateCalendar
            value={dayjs(visitDate)}
            minDate={dayjs(today)}
            maxDate={dayjs(DATE_MAX)}
            referenceDate={dayjs(today)}
            onChange={(value) => {
              if (value?.isValid()) dispatch(visitDateSet(value.format('YYYY-MM-DD'), today));
            }}
            aria-labelledby="tickets-day-title"
            sx={{ width: '100%', maxWidth: 340 }}
          />
        </LocalizationProvider>
      </Paper>
      <Typography sx={{ mt: 1 }} aria-live="polite">
        Visit date: <strong>{longDate(visitDate)}</strong>
      </Typography>
    </Box>
  );
}
