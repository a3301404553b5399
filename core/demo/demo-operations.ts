import type { ContactType } from '../contact/contact';
import { addDays, type IsoDate } from '../shared/dates';
import { DEMO_EMAIL_DOMAIN, demoPerson, fullNameOf } from './demo-people';
import type { DemoRandom } from './demo-random';
import type { DemoDay, DemoPark } from './demo-rows';
import { cents, type Cents } from '../shared/money';

/**
 * The park's own entries around the visitors: maintenance work (a few requests a week, with
 * costs and a lifecycle), weekly restaurant expenses, and Contact Us messages every day.
 */

const MAINTENANCE_WORK: readonly (readonly [string, string])[] = [
  ['Brake inspection', 'Quarterly inspection of the brake fins and sensors.'],
  ['Restraint check', 'A lap bar did not lock on the first try; check every restraint.'],
  ['Track lubrication', 'Scheduled lubrication of the track and wheel assemblies.'],
  ['Paint touch-up', 'Chipped paint on the queue railings and the loading platform.'],
  ['Lighting repair', 'Several show lights are out along the ride path.'],
  ['Pump service', 'The water pump is louder than usual; service the bearings.'],
  ['Sensor replacement', 'A block sensor reports intermittently; replace it.'],
  ['Audio repair', 'The onboard audio cuts out in the second scene.'],
  ['Safety inspection', 'Annual state safety inspection and paperwork.'],
  ['Motor overhaul', 'Drive motor running hot; overhaul before the weekend.'],
];

const CONTACT_MESSAGES: Readonly<Record<ContactType, readonly string[]>> = {
  query: [
    'Are strollers allowed on the Sky Wheel?',
    'Do you offer season passes for families?',
    'What time does the park open on holidays?',
    'Can I change the visit day of my tickets?',
  ],
  feedback: [
    'We had a wonderful day, the staff at River Rapids were great!',
    'The Character Breakfast was the highlight of our trip.',
    'Please add more shade in the queue for Thunder Falls.',
    'Loved the new lights on the Starlight Carousel.',
  ],
  issue: [
    'I was charged twice for my meal vouchers.',
    'My confirmation email never arrived.',
    'Dragon Quest was closed all afternoon without notice.',
    'Lost a jacket near the Sunset Wheel, is there a lost and found?',
  ],
};

/** A request's cost: mostly routine work, now and then a big repair. */
function maintenanceCost(random: DemoRandom): Cents {
  const r = random.next();
  if (r < 0.6) return cents(random.int(50, 500) * 100);
  if (r < 0.9) return cents(random.int(500, 5_000) * 100 + random.int(0, 99));
  return cents(random.int(5_000, 40_000) * 100);
}

/**
 * About 4 requests a week. Most work is done within three weeks; whatever would finish
 * after `lastDay` (the last generated day) is still open or in progress.
 */
export function addMaintenance(
  park: DemoPark,
  random: DemoRandom,
  day: IsoDate,
  lastDay: IsoDate,
  into: DemoDay,
): void {
  if (park.attractionIds.length === 0) return;
  const count = [0.2, 0.2, 0.2].filter((p) => random.chance(p)).length;
  for (let i = 0; i < count; i += 1) {
    const [subject, description] = random.pick(MAINTENANCE_WORK);
    const resolved = addDays(day, random.int(0, 21));
    const done = resolved <= lastDay;
    into.maintenanceRequests.push({
      attractionId: random.pick(park.attractionIds),
      subject,
      description,
      cost: maintenanceCost(random),
      status: done ? 'Completed' : random.chance(0.5) ? 'In Progress' : 'Open',
      submittedDate: day,
      dateResolved: done ? resolved : null,
      createdBy: park.employeeIds.length > 0 ? random.pick(park.employeeIds) : null,
      second: random.int(8 * 3600, 18 * 3600),
    });
  }
}

/**
 * Every Sunday each restaurant books the week: produce (about 30 % of its voucher revenue of
 * the week), supplies (about 9 %) and utilities (a few hundred dollars).
 */
export function addRestaurantExpenses(
  park: DemoPark,
  random: DemoRandom,
  day: IsoDate,
  weekRevenue: ReadonlyMap<number, number>,
  into: DemoDay,
): boolean {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0 || park.managerIds.length === 0) return false;
  const staffId = random.pick(park.managerIds);
  for (const restaurant of park.restaurants) {
    const revenue = weekRevenue.get(restaurant.id) ?? 0;
    const share = (p: number) => cents(Math.round(revenue * (p + random.next() * 0.04)));
    const entry = { restaurantId: restaurant.id, staffId, expenseDate: day } as const;
    into.restaurantExpenses.push(
      { ...entry, expenseType: 'produce', amount: share(0.28) },
      { ...entry, expenseType: 'supplies', amount: share(0.07) },
      { ...entry, expenseType: 'utilities', amount: cents(random.int(350, 900) * 100) },
    );
  }
  return true;
}

/** A few messages a day, more on busy days; most from visitors with an account. */
export function addContactForms(
  random: DemoRandom,
  seed: number,
  day: IsoDate,
  orders: number,
  visitorCount: number,
  into: DemoDay,
): void {
  const count = random.int(1, 4) + Math.round(orders / 2_000);
  for (let i = 0; i < count; i += 1) {
    const type = random.weighted<ContactType>([
      ['query', 45],
      ['feedback', 35],
      ['issue', 20],
    ]);
    const fromVisitor = visitorCount > 0 && random.chance(0.7);
    const visitorRef = fromVisitor ? random.int(0, visitorCount - 1) : null;
    const person = demoPerson(seed, visitorRef ?? 1_000_000_000 + random.int(0, 999_999));
    const anonymous = `${person.firstName}.${person.lastName}${random.int(1, 999)}`.toLowerCase();
    into.contactForms.push({
      name: fullNameOf(person),
      email: fromVisitor ? null : `${anonymous}@${DEMO_EMAIL_DOMAIN}`,
      visitorRef,
      type,
      message: random.pick(CONTACT_MESSAGES[type]),
      submittedDate: day,
      second: random.int(0, 86_399),
    });
  }
}
