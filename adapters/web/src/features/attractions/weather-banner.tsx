import { INCLEMENT_WEATHER_NOTE, isInclement } from '../../../../../core/weather/weather';
import { useCurrentWeatherQuery } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';
import './attractions.css';

/** Material icons (paths from @mui/icons-material, MIT): WbSunny, Cloud, Thunderstorm, AcUnit. */
const ICONS: Record<string, string> = {
  sunny:
    'm6.76 4.84-1.8-1.79-1.41 1.41 1.79 1.79zM4 10.5H1v2h3zm9-9.95h-2V3.5h2zm7.45 3.91-1.41-1.41-1.79 1.79 1.41 1.41zm-3.21 13.7 1.79 1.8 1.41-1.41-1.8-1.79zM20 10.5v2h3v-2zm-8-5c-3.31 0-6 2.69-6 6s2.69 6 6 6 6-2.69 6-6-2.69-6-6-6m-1 16.95h2V19.5h-2zm-7.45-3.91 1.41 1.41 1.79-1.8-1.41-1.41z',
  cloudy:
    'M19.35 10.04C18.67 6.59 15.64 4 12 4 9.11 4 6.6 5.64 5.35 8.04 2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h13c2.76 0 5-2.24 5-5 0-2.64-2.05-4.78-4.65-4.96',
  rainy:
    'M17.92 7.02C17.45 4.18 14.97 2 12 2 9.82 2 7.83 3.18 6.78 5.06 4.09 5.41 2 7.74 2 10.5 2 13.53 4.47 16 7.5 16h10c2.48 0 4.5-2.02 4.5-4.5 0-2.34-1.79-4.27-4.08-4.48M14.8 17l-2.9 3.32 2 1L11.55 24h2.65l2.9-3.32-2-1L17.45 17zm-6 0-2.9 3.32 2 1L5.55 24H8.2l2.9-3.32-2-1L11.45 17z',
  snowy:
    'M22 11h-4.17l3.24-3.24-1.41-1.42L15 11h-2V9l4.66-4.66-1.42-1.41L13 6.17V2h-2v4.17L7.76 2.93 6.34 4.34 11 9v2H9L4.34 6.34 2.93 7.76 6.17 11H2v2h4.17l-3.24 3.24 1.41 1.42L9 13h2v2l-4.66 4.66 1.42 1.41L11 17.83V22h2v-4.17l3.24 3.24 1.42-1.41L13 15v-2h2l4.66 4.66 1.41-1.42L17.83 13H22z',
};

/** The banner's height on one line (its padding, icon and text), px: kept while the weather loads. */
export const WEATHER_BANNER_HEIGHT = 52;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Today's weather from GET /current-weather (the server answers sunny when nobody entered
 * a record; this page never writes one). Rainy or snowy adds the inclement-weather note.
 * Drawn as MUI's standard Alert, without MUI (attractions.css).
 */
export function WeatherBanner() {
  const { data: condition, isLoading, error } = useCurrentWeatherQuery();
  useLogLoadError('the weather', error);
  if (isLoading) return <div aria-hidden="true" className="park-weather-space" />;
  if (!condition) return null;
  const inclement = isInclement(condition);
  return (
    <section
      role="region"
      aria-label="Weather"
      className={`park-weather${inclement ? ' park-weather--warning' : ''}`}
    >
      <div className="park-weather__icon">
        <svg className="park-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ICONS[condition] ?? ICONS.sunny} />
        </svg>
      </div>
      <div className="park-weather__message">
        Today&apos;s weather: <strong>{capitalized(condition)}</strong>
        {inclement && <>. {INCLEMENT_WEATHER_NOTE}</>}
      </div>
    </section>
  );
}
