import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDashboardMoment } from '../../../../reports/dashboard-figures';
import { PARK_TZ } from '../../app/park';

export const CLOCK_TICK_MS = 1000;

/**
 * The dashboard's date and time in the park's time zone, redrawn every second (spec §9). Its
 * own component, so the tick repaints one line and not the boxes and charts.
 */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Typography
      component="time"
      color="text.secondary"
      dateTime={now.toISOString()}
      data-testid="dashboard-clock"
    >
      {formatDashboardMoment(now, PARK_TZ)}
    </Typography>
  );
}
