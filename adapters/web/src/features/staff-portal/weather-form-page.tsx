import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { DATE_MIN } from '../../../../../core/shared/dates';
import { parkToday } from '../../app/park';
import { MessageDialog } from '../../components/message-dialog';
import { useCurrentWeatherQuery } from '../../api/attractions-api';
import { PageShell } from '../../components/page-shell';
import { useSubmitWeatherMutation, type WeatherFormRequest } from '../../api/staff-api';
import {
  SERVER_NO_UPDATE_PREFIX,
  WEATHER_FAILED,
  WEATHER_FAILED_TEXT,
  WEATHER_NO_UPDATE,
  WEATHER_NO_UPDATE_TEXT,
  WEATHER_OK,
  WEATHER_OK_TEXT,
} from './staff-messages';

export const WEATHER_CONDITIONS: WeatherFormRequest['WeatherCondition'][] = [
  'sunny',
  'cloudy',
  'rainy',
  'snowy',
];

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Notice = { title: string; message: string };

/** /employee/weather-form (managers may open it too): a day's weather condition. */
export function WeatherFormPage() {
  const today = parkToday();
  const [date, setDate] = useState(today);
  const [condition, setCondition] = useState('');
  const [notice, setNotice] = useState<Notice>({ title: '', message: '' });
  const [open, setOpen] = useState(false);
  const [submit, { isLoading }] = useSubmitWeatherMutation();
  const { data: current } = useCurrentWeatherQuery();

  const notify = (next: Notice) => {
    setNotice(next);
    setOpen(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const answer = await submit({
        WeatherCondition: condition as WeatherFormRequest['WeatherCondition'],
        WDate: date,
      }).unwrap();
      const unchanged = answer.status === 200 && answer.message.startsWith(SERVER_NO_UPDATE_PREFIX);
      notify(
        unchanged
          ? { title: WEATHER_NO_UPDATE, message: WEATHER_NO_UPDATE_TEXT }
          : { title: WEATHER_OK, message: WEATHER_OK_TEXT },
      );
    } catch (failure) {
      console.error('Submitting the weather failed.', failure);
      notify({ title: WEATHER_FAILED, message: WEATHER_FAILED_TEXT });
    }
  };

  return (
    <PageShell
      title="Weather Form"
      subtitle={current ? `Today's recorded weather: ${capitalized(current)}.` : undefined}
      maxWidth={560}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box
          component="form"
          onSubmit={onSubmit}
          aria-label="Weather input"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label="Date"
            name="date"
            type="date"
            required
            fullWidth
            value={date}
            onChange={(e) => setDate(e.target.value)}
            helperText="Today or an earlier day."
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: DATE_MIN, max: today } }}
          />
          <TextField
            label="Weather Condition"
            name="condition"
            select
            required
            fullWidth
            value={condition}
            onChange={(e) => setCondition(e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Select a condition</option>
            {WEATHER_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {capitalized(c)}
              </option>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            Rainy or snowy weather tells visitors that some rides may be closed.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" loading={isLoading}>
              Submit
            </Button>
          </Box>
        </Box>
      </Paper>
      <MessageDialog
        open={open}
        title={notice.title}
        message={notice.message}
        onClose={() => setOpen(false)}
      />
    </PageShell>
  );
}
