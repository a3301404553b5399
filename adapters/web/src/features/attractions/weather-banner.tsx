import Cloud from '@mui/icons-material/Cloud';
import AcUnit from '@mui/icons-material/AcUnit';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import WbSunny from '@mui/icons-material/WbSunny';
import Alert from '@mui/material/Alert';
import { INCLEMENT_WEATHER_NOTE, isInclement } from '../../../../../core/weather/weather';
import { useCurrentWeatherQuery } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';

const ICONS: Record<string, typeof WbSunny> = {
  sunny: WbSunny,
  cloudy: Cloud,
  rainy: Thunderstorm,
  snowy: AcUnit,
};

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Today's weather from GET /current-weather (the server answers sunny when nobody entered
 * a record; this page never writes one). Rainy or snowy adds the inclement-weather note.
 */
export function WeatherBanner() {
  const { data: condition, error } = useCurrentWeatherQuery();
  useLogLoadError('the weather', error);
  if (!condition) return null;
  const inclement = isInclement(condition);
  const Icon = ICONS[condition] ?? WbSunny;
  return (
    <Alert
      component="section"
      role="region"
      aria-label="Weather"
      severity={inclement ? 'warning' : 'info'}
      icon={<Icon fontSize="inherit" />}
      sx={{ mb: 3, alignItems: 'center', fontSize: '1rem' }}
    >
      Today&apos;s weather: <strong>{capitalized(condition)}</strong>
      {inclement && <>. {INCLEMENT_WEATHER_NOTE}</>}
    </Alert>
  );
}
