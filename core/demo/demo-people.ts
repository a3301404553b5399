import { mixSeed } from './demo-random';

/**
 * The generated visitors. A visitor's details are a pure function of the run's seed and the
 * visitor's number, so a returning visitor's later orders carry the same name and address
 * without the generator keeping hundreds of thousands of people in memory.
 */

/** Every generated visitor's email is at this domain (reserved: no mail is ever delivered). */
export const DEMO_EMAIL_DOMAIN = 'guests.dreamland.example';

/** The generated visitors' email, from their account id: unique like the id. */
export const demoVisitorEmail = (userId: number) => `guest${userId}@${DEMO_EMAIL_DOMAIN}`;

/** The password every generated visitor logs in with (hashed once per run). */
export const DEMO_VISITOR_PASSWORD = 'Guest#2024';

export interface DemoPerson {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
}

const FIRST_NAMES =
  'Olivia Liam Emma Noah Ava Elijah Sophia Mateo Isabella Lucas Mia Levi Amelia James Harper Ezra Evelyn Aiden Camila Kai Priya Wei Fatima Diego Aaliyah Hiro Zoe Omar Grace Daniel'.split(
    ' ',
  );
const LAST_NAMES =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Nguyen Patel Kim Chen Okafor Walker'.split(
    ' ',
  );
const STREETS =
  'Main St|Oak Ave|Maple Dr|Cedar Ln|Lakeview Rd|Park Blvd|Elm St|Sunset Ave|Hillcrest Dr|River Rd|Washington St|Pine Ct'.split(
    '|',
  );
/** Most visitors come from nearby; [city, state, zip prefix]. */
const CITIES: readonly (readonly [string, string, string])[] = [
  ['Chicago', 'IL', '606'],
  ['Naperville', 'IL', '605'],
  ['Springfield', 'IL', '627'],
  ['Milwaukee', 'WI', '532'],
  ['Madison', 'WI', '537'],
  ['Indianapolis', 'IN', '462'],
  ['St. Louis', 'MO', '631'],
  ['Des Moines', 'IA', '503'],
  ['Detroit', 'MI', '482'],
  ['Minneapolis', 'MN', '554'],
  ['Austin', 'TX', '787'],
  ['Denver', 'CO', '802'],
];

/** A whole number in [0, n) for one field of a person. */
const draw = (base: number, field: number, n: number) => mixSeed(base, field) % n;

/** Visitor number `ref` of the run seeded with `seed` (a few hashes: it runs for every order). */
export function demoPerson(seed: number, ref: number): DemoPerson {
  const base = mixSeed(seed, ref);
  const [city, state, zip] = CITIES[draw(base, 1, CITIES.length)]!;
  return {
    firstName: FIRST_NAMES[draw(base, 2, FIRST_NAMES.length)]!,
    lastName: LAST_NAMES[draw(base, 3, LAST_NAMES.length)]!,
    phone: `${201 + draw(base, 4, 789)}-555-${String(100 + draw(base, 5, 9900)).padStart(4, '0')}`,
    address: `${1 + draw(base, 6, 9899)} ${STREETS[draw(base, 7, STREETS.length)]!}`,
    city,
    state,
    zipcode: `${zip}${String(1 + draw(base, 8, 99)).padStart(2, '0')}`,
  };
}

export const fullNameOf = (person: DemoPerson) => `${person.firstName} ${person.lastName}`;
