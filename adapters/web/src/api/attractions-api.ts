import { api } from './api';
import type { AttractionBody, CurrentWeatherBody } from '../../../contract/catalog';
import { asList, catalogGet } from './catalog-query';

export type { AttractionBody, CurrentWeatherBody };

/** Today's condition, or null when the answer has none. */
const toCondition = (body: unknown): string | null => {
  const first = (body as Partial<CurrentWeatherBody> | null)?.requests?.[0];
  return typeof first?.weatherStatus === 'string' ? first.weatherStatus : null;
};

export const attractionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /attractions. */
    attractionList: build.query<AttractionBody[], void>({
      queryFn: catalogGet('/attractions', asList<AttractionBody>),
      providesTags: ['Attractions'],
    }),
    /** GET /current-weather: `requests[0].weatherStatus`; never written from here. */
    currentWeather: build.query<string | null, void>({
      queryFn: catalogGet('/current-weather', toCondition),
      providesTags: ['Weather'],
    }),
  }),
});

export const { useAttractionListQuery, useCurrentWeatherQuery } = attractionsApi;
