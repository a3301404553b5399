/**
 * The small demo park that a fresh database starts with. Images are served by the
 * web app from adapters/web/public/images/<kind>/<slug>.svg.
 * Prices are in cents; restaurant amounts follow restaurantCostByType.
 */
export const DEMO_ATTRACTIONS = [
  {
    name: 'Thunder Falls',
    type: 'Roller Coaster',
    thrillLevel: 'High',
    heightRequirement: '48 in',
    open: true,
    shortDescription: 'A steel coaster that dives into a canyon waterfall.',
    description:
      'Climb 200 feet above the park, then plunge through the mist of Thunder Falls at 70 mph with three inversions and a splash finale.',
  },
  {
    name: 'Comet Run',
    type: 'Roller Coaster',
    thrillLevel: 'Moderate',
    heightRequirement: '42 in',
    open: true,
    shortDescription: 'A family coaster that races through a starfield.',
    description:
      'Launch into a glowing tunnel of stars and swoop around tight helices on this family-friendly coaster.',
  },
  {
    name: 'Starlight Carousel',
    type: 'Carousel',
    thrillLevel: 'Low',
    heightRequirement: 'None',
    open: true,
    shortDescription: 'Hand-painted horses under a thousand lights.',
    description:
      'A classic double-decker carousel with hand-carved horses, sea dragons and chariots, set to a live band organ.',
  },
  {
    name: 'River Rapids',
    type: 'Water Ride',
    thrillLevel: 'Moderate',
    heightRequirement: '40 in',
    open: true,
    shortDescription: 'Round rafts on a wild river. You will get wet.',
    description:
      'Twelve-seat rafts spin down a churning river past geysers and waterfalls. Ponchos are sold at the exit.',
  },
  {
    name: 'Lagoon Splash',
    type: 'Water Ride',
    thrillLevel: 'High',
    heightRequirement: '46 in',
    open: false,
    shortDescription: 'A log flume with a 60-foot drop.',
    description:
      'Float through a lazy lagoon before the log tips over a 60-foot drop into the splash pool.',
  },
  {
    name: 'Dragon Quest',
    type: 'Themed Ride',
    thrillLevel: 'Moderate',
    heightRequirement: '38 in',
    open: true,
    shortDescription: 'Ride into the dragon\u2019s castle and out again.',
    description:
      'A dark ride through an enchanted castle, where animated dragons, knights and wizards tell the story of the lost crown.',
  },
  {
    name: 'Haunted Mansion Manor',
    type: 'Themed Ride',
    thrillLevel: 'Low',
    heightRequirement: 'None',
    open: true,
    shortDescription: 'A gentle, spooky tour of a very haunted house.',
    description:
      'Doom buggies carry you past ballrooms of waltzing ghosts and a graveyard that sings. Spooky, never scary.',
  },
  {
    name: 'Sky Wheel',
    type: 'Ferris Wheel',
    thrillLevel: 'Low',
    heightRequirement: 'None',
    open: true,
    shortDescription: 'The best view of the park, 150 feet up.',
    description:
      'Enclosed, air-conditioned gondolas rise 150 feet above the park for a twelve-minute turn with views of the whole valley.',
  },
  {
    name: 'Sunset Wheel',
    type: 'Ferris Wheel',
    thrillLevel: 'Low',
    heightRequirement: 'None',
    open: true,
    shortDescription: 'A classic wheel by the lake.',
    description: 'Open swinging seats on a classic wheel at the lake shore, at its best at sunset.',
  },
] as const;

export const DEMO_RESTAURANTS = [
  {
    name: 'Main Street Diner',
    type: 'Standard',
    description: 'Burgers, fries and shakes all day.',
  },
  { name: 'Pizza Planet Stop', type: 'Standard', description: 'Wood-fired pizza by the slice.' },
  {
    name: 'The Golden Fork',
    type: 'Deluxe',
    description: 'A sit-down dinner with a view of the lake.',
  },
  {
    name: 'Castle Banquet Hall',
    type: 'Deluxe',
    description: 'A feast in the castle, served by knights.',
  },
  {
    name: 'Chef\u2019s Table',
    type: 'Special',
    description: 'A seven-course tasting menu from our head chef.',
  },
  {
    name: 'Character Breakfast',
    type: 'Special',
    description: 'Breakfast with the park\u2019s characters.',
  },
] as const;

export const DEMO_MERCHANDISE = [
  { name: 'Park Logo T-Shirt', type: 'Clothing', supplierCost: 800, sellingCost: 2500 },
  { name: 'Thunder Falls Hoodie', type: 'Clothing', supplierCost: 1800, sellingCost: 4999 },
  { name: 'Rain Poncho', type: 'Clothing', supplierCost: 150, sellingCost: 899 },
  { name: 'Mouse Ears Headband', type: 'Accessory', supplierCost: 400, sellingCost: 1999 },
  { name: 'Souvenir Water Bottle', type: 'Accessory', supplierCost: 350, sellingCost: 1499 },
  { name: 'Starlight Keychain', type: 'Accessory', supplierCost: 100, sellingCost: 599 },
] as const;

/** The demo logins of DECISIONS.md. */
export const DEMO_ACCOUNTS = {
  visitor: { email: 'visitor@example.com', password: 'Visitor#2024', fullname: 'Vera Visitor' },
  staff: { email: 'staff@example.com', password: 'Staff#2024', name: 'Sam Staff', role: 'Staff' },
  manager: {
    email: 'manager@example.com',
    password: 'Manager#2024',
    name: 'Morgan Manager',
    role: 'Manager',
  },
} as const;

/** `Thunder Falls` → `thunder-falls`: the file name of an item's image. */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const imagePath = (kind: 'attractions' | 'restaurants' | 'merch', name: string) =>
  `/images/${kind}/${slugOf(name)}.svg`;
