import type { Attraction, Merchandise, Restaurant, WeatherRecord } from './catalog';
import { DEFAULT_WEATHER } from '../weather/weather';
import type { CatalogRepository } from './catalog-repository';
import type { Clock } from '../shared/clock';
import type { WeatherRepository } from '../weather/weather-repository';

/** The public catalog that anyone may read. */
export class ListAttractions {
  constructor(private readonly catalog: CatalogRepository) {}
  execute(): Promise<Attraction[]> {
    return this.catalog.listAttractions();
  }
}

export class ListRestaurants {
  constructor(private readonly catalog: CatalogRepository) {}
  execute(): Promise<Restaurant[]> {
    return this.catalog.listRestaurants();
  }
}

export class ListMerchandise {
  constructor(private readonly catalog: CatalogRepository) {}
  execute(): Promise<Merchandise[]> {
    return this.catalog.listMerchandise();
  }
}

/** Today's weather; a day nobody has entered is sunny (and nothing is written for it). */
export class GetCurrentWeather {
  constructor(
    private readonly weather: WeatherRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<WeatherRecord> {
    const today = this.clock.today();
    return (await this.weather.findByDate(today)) ?? { date: today, condition: DEFAULT_WEATHER };
  }
}
