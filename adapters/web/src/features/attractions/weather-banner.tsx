import Cloud from '@mui/icons-material/Cloud';
import AcUnit from '@mui/icons-material/AcUnit';
import Thunderstorm from '@mui/icons-material/Thunderstorm';
import WbSunny from '@mui/icons-material/WbSunny';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { INCLEMENT_WEATHER_NOTE, isInclement } from '../../../../../core/weather/weather';
import { useCurrentWeatherQuery } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';

const ICONS: Record<string, typeof WbSunny> = {
  sunny: WbSunny,
  cloudy: Cloud,
  rainy: Thunderstorm,
  snowy: AcUnit,
};

/** The banner's height on one line (its padding, icon and text), px: kept while the weather loads. */
export const WEATHER_BANNER_HEIGHT = 52;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Today's weather from GET /current-weather (the server answers sunny when nobody entered
 * a record; this page never writes one). Rainy or snowy adds the inclement-weather note.
 */
export function WeatherBanner() {
  const { data: condition, isLoading, error } = useCurrentWeatherQuery();
  useLogLoadError('the weather', error);
  // Its place is kept while it loads, so the list below does not move when it arrives.
  if (isLoading) return <Box aria-hidden="true" sx={{ minHeight: WEATHER_BANNER_HEIGHT, mb: 3 }} />;
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
      sx={{ mb: 3, minHeight: WEATHER_BANNER_HEIGHT, alignItems: 'center', fontSize: '1rem' }}
    >
      Today&apos;s weather: <strong>{capitalized(condition)}</strong>
      {inclement && <>. {INCLEMENT_WEATHER_NOTE}</>}
    </Alert>
  );
}
