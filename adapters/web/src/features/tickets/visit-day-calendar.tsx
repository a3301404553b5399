import { MuiTheme } from '../../app/mui-theme';
import { AvailabilityCalendar } from '../../components/availability-calendar';

/**
 * The visit-day calendar (MUI's date picker) with the park's theme around it: the one part of
 * /tickets drawn with MUI, loaded when its box comes near the screen (visit-day.tsx).
 */
export default function VisitDayCalendar(props: {
  today: string;
  value: string | null;
  onChange: (day: string) => void;
  labelledBy: string;
  legend?: boolean;
}) {
  return (
    <MuiTheme>
      <AvailabilityCalendar {...props} />
    </MuiTheme>
  );
}
