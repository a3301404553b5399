import type { Attraction, Merchandise, Restaurant, WeatherRecord } from '../domain/catalog';
import type { CatalogRepository } from '../ports/catalog-repository';
import type { WeatherRepository } from '../ports/weather-repository';

const byName = <T extends { name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.name.localeCompare(b.name));

/** CatalogRepository over arrays the test provides, listed by name like the real one. */
export class InMemoryCatalogRepository implements CatalogRepository {
  constructor(
    public attractions: Attraction[] = [],
    public restaurants: Restaurant[] = [],
    public merchandise: Merchandise[] = [],
  ) {}
  async listAttractions() {
    return byName(this.attractions);
  }
  async listRestaurants() {
    return byName(this.restaurants);
  }
  async listMerchandise() {
    return byName(this.merchandise);
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
