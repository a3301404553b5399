import type { AttractionBody, MerchandiseBody, RestaurantBody } from '../../../contract/catalog';

/** Test data shaped like the server's public lists. */
export const attractionFixtures: AttractionBody[] = [
  {
    attractionID: 1,
    name: 'Thunder Falls',
    type: 'Water Ride',
    description: 'A long climb and a 60-foot splash down.',
    shortDescription: 'The big splash.',
    thrillLevel: 'High',
    heightRequirement: '48 in',
    image: '/images/attractions/thunder-falls.svg',
    status: 1,
  },
  {
    attractionID: 2,
    name: 'Comet Run',
    type: 'Roller Coaster',
    description: 'A launched coaster through the night sky.',
    shortDescription: 'Zero to sixty.',
    thrillLevel: 'Extreme',
    heightRequirement: '54 in',
    image: '/images/attractions/comet-run.svg',
    status: 1,
  },
  {
    attractionID: 3,
    name: 'Lagoon Splash',
    type: 'Water Ride',
    description: 'Bumper boats in the lagoon.',
    shortDescription: 'Gentle fun.',
    thrillLevel: 'Low',
    heightRequirement: 'None',
    image: '/images/attractions/lagoon-splash.svg',
    status: 0,
  },
];

export const restaurantFixtures: RestaurantBody[] = [
  {
    id: 1,
    name: 'Main Street Diner',
    type: 'Standard',
    amount: 10,
    description: 'Burgers and shakes.',
    image: '/images/restaurants/main-street-diner.svg',
  },
  {
    id: 3,
    name: 'The Golden Fork',
    type: 'Deluxe',
    amount: 35,
    description: 'Steak and pasta.',
    image: '/images/restaurants/the-golden-fork.svg',
  },
  {
    id: 5,
    name: 'Chef’s Table',
    type: 'Special',
    amount: 45,
    description: 'Seven courses.',
    image: '/images/restaurants/chefs-table.svg',
  },
];

export const merchandiseFixtures: MerchandiseBody[] = [
  {
    MId: 4,
    name: 'Park Logo T-Shirt',
    type: 'Clothing',
    supplierCost: 8,
    sellingCost: 25,
    image: '/images/merch/park-logo-t-shirt.svg',
  },
  {
    MId: 6,
    name: 'Starlight Keychain',
    type: 'Accessory',
    supplierCost: 1,
    sellingCost: 5.99,
    image: '/images/merch/starlight-keychain.svg',
  },
];
