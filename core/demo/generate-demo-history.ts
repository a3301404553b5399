import type { AdmissionKind } from '../admissions/products';
import { admissionsOf, availabilityOf, type VisitDay } from '../capacity/capacity';
import type { CapacityRepository } from '../capacity/capacity-repository';
import { addDays, type IsoDate } from '../shared/dates';
import { conflict, domainError, type DomainError } from '../shared/errors';
import { DemoHistoryGenerator } from './demo-history';
import { DEMO_VISITOR_PASSWORD } from './demo-people';
import {
  addDemoCounts,
  countsOfDay,
  noDemoCounts,
  type DemoCounts,
  type DemoDay,
} from './demo-rows';
import { err, ok, type Result } from '../shared/result';
import type { Clock } from '../shared/clock';
import type { DemoHistoryWriter, DemoRun } from './demo-history-writer';
import type { PasswordHasher } from '../accounts/password-hasher';

export interface GenerateDemoHistoryInput {
  days: number;
  /** The first day; by default the range ends yesterday (park time). */
  from?: IsoDate;
  /**
   * The visitors who want to come on the year's busiest day (a sunny Saturday in July);
   * other days draw their share. How many get in is each day's capacity's say.
   */
  peakVisitors: number;
  seed: number;
  /** Write even over days that already have generated history (adds another layer). */
  force: boolean;
}

export interface DemoProgress {
  /** Days written so far, of `days`. */
  done: number;
  days: number;
  date: IsoDate;
  /** Rows written so far, per table. */
  counts: DemoCounts;
}

export interface DemoHistorySummary {
  from: IsoDate;
  to: IsoDate;
  counts: DemoCounts;
  /** Admissions (tickets) sold for the range's visit days, by this run. */
  admissions: number;
  /** The range's days left sold out (open, no place left) when the run was done. */
  soldOutDays: number;
}

type DemoError = Extract<DomainError, { kind: 'invalid-input' | 'conflict' }>;

/**
 * Fills the park with a generated history of `days` days (see core/demo/demo-history.ts),
 * through the DemoHistoryWriter: each day in its own transaction, up to `concurrency` days
 * being written while the next is generated, so the CPU and the database work side by side.
 * Every day is all or nothing; a failure stops the run with the days written so far kept.
 *
 * No visit day is sold beyond its capacity: the generator starts from each day of the range as
 * the park has it (CapacityRepository: the configured default or a manager's, and what is
 * already sold there, e.g. by an earlier layer) and the writer records the admissions it
 * writes on their days, as checkout's reservation does.
 */
export class GenerateDemoHistory {
  constructor(
    private readonly writer: DemoHistoryWriter,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly capacity: Pick<CapacityRepository, 'days'>,
  ) {}

  /** The days the input asks for, or why they cannot be generated. */
  rangeOf(
    input: Pick<GenerateDemoHistoryInput, 'days' | 'from'>,
  ): Result<[IsoDate, IsoDate], DemoError> {
    const yesterday = addDays(this.clock.today(), -1);
    const from = input.from ?? addDays(yesterday, 1 - input.days);
    const to = addDays(from, input.days - 1);
    if (to > yesterday)
      return err(
        domainError(
          'invalid-input',
          `The history must end by yesterday (${yesterday}); it would end on ${to}.`,
        ),
      );
    return ok([from, to]);
  }

  async execute(
    input: GenerateDemoHistoryInput,
    onProgress: (progress: DemoProgress) => void = () => {},
  ): Promise<Result<DemoHistorySummary, DemoError>> {
    const range = this.rangeOf(input);
    if (!range.ok) return range;
    const [from, to] = range.value;
    const park = await this.writer.loadPark();
    if (park.openAttractionIds.length === 0)
      return err(
        conflict(
          'nothing-open',
          'The park has no open attractions to sell tickets for; run `park db seed` first.',
        ),
      );
    const taken = await this.writer.generatedDays(from, to);
    if (taken.length > 0 && !input.force)
      return err(
        conflict(
          'history-exists',
          `${taken.length} day(s) from ${taken[0]} to ${taken[taken.length - 1]} already have generated history; ` +
            'nothing was written. Pass --force to add another layer on top of it.',
        ),
      );
    const weather = await this.writer.weatherOf(from, to);
    const run: DemoRun = {
      passwordHash: await this.hasher.hash(DEMO_VISITOR_PASSWORD),
      visitorIds: [],
    };
    const visitDays = new Map((await this.capacity.days(from, to)).map((d) => [d.date, d]));
    const visitDay = (date: IsoDate): VisitDay => {
      const day = visitDays.get(date);
      if (!day) throw new RangeError(`${date} is not a day of ${from}..${to}`);
      return day;
    };
    const generator = new DemoHistoryGenerator(park, {
      seed: input.seed,
      peakVisitors: input.peakVisitors,
      lastDay: to,
      visitDay,
    });
    const counts = noDemoCounts();
    let admissions = 0;
    let soldOutDays = 0;
    const writing: Promise<void>[] = [];
    let done = 0;
    try {
      for (let i = 0; i < input.days; i += 1) {
        const date = addDays(from, i);
        // Generating a day (CPU) overlaps with writing the previous ones (the database).
        const day = generator.day(date, weather.get(date) ?? null);
        const sold = admissionsOf(ticketsOf(day.ticketLines));
        admissions += sold.total;
        const before = visitDay(date);
        const { status } = availabilityOf({
          ...before,
          sold: before.sold + sold.total,
          expressSold: before.expressSold + sold.express,
        });
        if (status === 'sold-out') soldOutDays += 1;
        const written = this.writer.writeDay(day, run).then(() => {
          done += 1;
          addDemoCounts(counts, countsOfDay(day));
          onProgress({ done, days: input.days, date, counts });
        });
        // Marked handled now: a failure is rethrown when its turn to be awaited comes.
        written.catch(() => undefined);
        writing.push(written);
        if (writing.length >= Math.max(1, this.writer.concurrency)) await writing.shift();
      }
      await Promise.all(writing);
    } catch (error) {
      await Promise.allSettled(writing);
      throw error;
    }
    await this.writer.finish?.(from, to);
    return ok({ from, to, counts, admissions, soldOutDays });
  }
}

/** A day's tickets by type (every line of a generated day visits that day). */
function ticketsOf(lines: DemoDay['ticketLines']) {
  const tickets: Partial<Record<AdmissionKind, number>> = {};
  for (const line of lines)
    tickets[line.ticketType] = (tickets[line.ticketType] ?? 0) + line.quantity;
  return tickets;
}
