import type { Attraction, Merchandise, Restaurant, WeatherRecord } from '../domain/catalog';
import type { CatalogRepository } from '../ports/catalog-repository';
import type { WeatherRepository } from '../ports/weather-repository';

/** CatalogRepository over arrays the test provides. */
export class InMemoryCatalogRepository implements CatalogRepository {
  constructor(
    public attractions: Attraction[] = [],
    public restaurants: Restaurant[] = [],
    public merchandise: Merchandise[] = [],
  ) {}
  async listAttractions() {
    return [...this.attractions];
  }
  async listRestaurants() {
    return [...this.restaurants];
  }
  async listMerchandise() {
    return [...this.merchandise];
  }
}

export class InMemoryWeatherRepository implements WeatherRepository {
  readonly records = new Map<string, WeatherRecord>();
  async findByDate(date: string) {
    return this.records.get(date) ?? null;
  }
  async save(record: WeatherRecord) {
    this.records.set(record.date, { ...record });
  }
}
