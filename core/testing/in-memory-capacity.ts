import { auditEntry, auditTarget, type AuditActor } from '../audit/audit';
import { daysOf, PARK_DEFAULT_CAPACITY, type VisitDay } from '../capacity/capacity';
import type {
  CapacityDefaults,
  CapacityRepository,
  DayLimits,
  SetLimits,
} from '../capacity/capacity-repository';
import type { IsoDate } from '../shared/dates';
import { InMemoryAuditLog } from './in-memory-audit';

/** CapacityRepository in memory: the limits a manager set per day, and what a test sold. */
export class InMemoryCapacityRepository implements CapacityRepository {
  readonly limits = new Map<IsoDate, SetLimits>();
  readonly sold = new Map<IsoDate, { sold: number; expressSold: number }>();

  constructor(
    readonly audit = new InMemoryAuditLog(),
    private readonly defaults: CapacityDefaults = PARK_DEFAULT_CAPACITY,
  ) {}

  async days(from: IsoDate, to: IsoDate): Promise<VisitDay[]> {
    return (daysOf(from, to) ?? []).map((date) => {
      const set = this.limits.get(date);
      return {
        date,
        capacity: set?.capacity ?? this.defaults.capacity,
        expressCapacity: set?.expressCapacity ?? this.defaults.expressCapacity,
        sold: this.sold.get(date)?.sold ?? 0,
        expressSold: this.sold.get(date)?.expressSold ?? 0,
      };
    });
  }

  async setLimits(date: IsoDate, limits: DayLimits, by: AuditActor): Promise<VisitDay> {
    const before = this.limits.get(date) ?? { capacity: null, expressCapacity: null };
    const after: SetLimits = {
      capacity: limits.capacity,
      expressCapacity:
        limits.expressCapacity === undefined ? before.expressCapacity : limits.expressCapacity,
    };
    this.limits.set(date, after);
    this.audit.append(auditEntry(by, 'capacity.set', auditTarget('day', date), before, after));
    return (await this.days(date, date))[0]!;
  }
}
