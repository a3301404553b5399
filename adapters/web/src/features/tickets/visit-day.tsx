import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext } from 'react';
import { DATE_MAX } from '../../../../../core/shared/dates';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTicketSelection, visitDateSet } from '../../app/cart/cart-slice';
import { SectionHeading } from './section-heading';

const ParkTodayContext = createContext('');

/** A calendar day that marks the park's today (its time zone), not the browser's. */
function ParkDay(props: PickerDayProps) {
  const today = useContext(ParkTodayContext);
  const isToday = (props.day as Dayjs).format('YYYY-MM-DD') === today;
  return <PickerDay {...props} today={isToday} aria-current={isToday ? 'date' : undefined} />;
}

/** The visit day: a calendar whose days before the park's today are disabled. */
export function VisitDay({ today }: { today: string }) {
  const dispatch = useAppDispatch();
  const { visitDate } = useAppSelector(selectTicketSelection);
  return (
    <Box component="section" aria-labelledby="tickets-day-title">
      <SectionHeading id="tickets-day-title">Visit day</SectionHeading>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ParkTodayContext.Provider value={today}>
          <LocalizationProvider dateAdapter={AdapterDayjs}>
            <DateCalendar
              value={dayjs(visitDate)}
              minDate={dayjs(today)}
              maxDate={dayjs(DATE_MAX)}
              referenceDate={dayjs(today)}
              onChange={(value) => {
                if (value?.isValid()) dispatch(visitDateSet(value.format('YYYY-MM-DD'), today));
              }}
              slots={{ day: ParkDay }}
              aria-labelledby="tickets-day-title"
              sx={{ width: '100%', maxWidth: 340 }}
            />
          </LocalizationProvider>
        </ParkTodayContext.Provider>
      </Paper>
    </Box>
  );
}
