import type { Attraction, Merchandise, Restaurant, WeatherRecord } from '../catalog/catalog';
import type { CatalogRepository, CatalogSelectionKeys } from '../catalog/catalog-repository';
import type { WeatherRepository } from '../weather/weather-repository';
import { auditEntry, auditTarget, type AuditActor } from '../audit/audit';
import { InMemoryAuditLog } from './in-memory-audit';

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
  async findAttractionsByNames(names: readonly string[]) {
    return byName(this.attractions.filter((a) => names.includes(a.name)));
  }
  async findRestaurantsByIds(ids: readonly number[]) {
    return byName(this.restaurants.filter((r) => ids.includes(r.id)));
  }
  async findMerchandiseByIds(ids: readonly number[]) {
    return byName(this.merchandise.filter((m) => ids.includes(m.id)));
  }
  async findSelected(keys: CatalogSelectionKeys) {
    return {
      attractions: await this.findAttractionsByNames(keys.attractionNames),
      restaurants: await this.findRestaurantsByIds(keys.restaurantIds),
      merchandise: await this.findMerchandiseByIds(keys.merchandiseIds),
    };
  }
}

/** WeatherRepository in memory; its writes append to `audit`. */
export class InMemoryWeatherRepository implements WeatherRepository {
  readonly records = new Map<string, WeatherRecord>();

  constructor(readonly audit = new InMemoryAuditLog()) {}

  async findByDate(date: string) {
    return this.records.get(date) ?? null;
  }
  async listBetween(from: string, to: string) {
    return [...this.records.values()]
      .filter((r) => r.date >= from && r.date <= to)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((r) => ({ ...r }));
  }
  async save(record: WeatherRecord, by: AuditActor) {
    const before = this.records.get(record.date) ?? null;
    this.records.set(record.date, { ...record });
    this.audit.append(
      auditEntry(by, 'weather.add', auditTarget('day', record.date), before, record),
    );
  }
}
