import { expect, it } from 'vitest';
import type { Attraction, Merchandise, Restaurant } from '../../../core/catalog/catalog';
import { cents } from '../../../core/shared/money';
import type { CatalogRepository } from '../../../core/catalog/catalog-repository';

/** A repository over a store the test can fill (the port itself only reads). */
export interface CatalogFixture {
  repo: CatalogRepository;
  addAttraction(attraction: Omit<Attraction, 'id'>): Promise<Attraction>;
  addRestaurant(restaurant: Omit<Restaurant, 'id'>): Promise<Restaurant>;
  addMerchandise(item: Omit<Merchandise, 'id'>): Promise<Merchandise>;
}

/** Behaviour an implementation is known not to have yet: those tests must fail for it. */

export const attraction = (name: string, open = true): Omit<Attraction, 'id'> => ({
  name,
  type: 'Roller Coaster',
  description: `${name}, described at length.`,
  shortDescription: `${name} in short.`,
  thrillLevel: 'High',
  heightRequirement: '48 in',
  image: `/images/attractions/${name}.svg`,
  open,
});

export const restaurant = (name: string, amount = 1_000): Omit<Restaurant, 'id'> => ({
  name,
  type: 'Standard',
  amount: cents(amount),
  description: `${name} serves food.`,
  image: `/images/restaurants/${name}.svg`,
});

export const merchandise = (name: string): Omit<Merchandise, 'id'> => ({
  name,
  type: 'Accessory',
  supplierCost: cents(350),
  sellingCost: cents(1_499),
  image: `/images/merch/${name}.svg`,
});

/** What every CatalogRepository must do; `make` gives a fixture over an empty store. */
export function catalogRepositoryContract(make: () => CatalogFixture | Promise<CatalogFixture>) {
  it('lists nothing from an empty store', async () => {
    const { repo } = await make();
    expect(await repo.listAttractions()).toEqual([]);
    expect(await repo.listRestaurants()).toEqual([]);
    expect(await repo.listMerchandise()).toEqual([]);
  });

  it('lists attractions with every field, open and closed alike', async () => {
    const fx = await make();
    const open = await fx.addAttraction(attraction('Comet Run'));
    const closed = await fx.addAttraction(attraction('Lagoon Splash', false));
    expect(await fx.repo.listAttractions()).toEqual([open, closed]);
    expect(closed.open).toBe(false);
  });

  it('lists restaurants with their amount in cents', async () => {
    const fx = await make();
    const diner = await fx.addRestaurant(restaurant('Main Street Diner', 1_000));
    const [listed] = await fx.repo.listRestaurants();
    expect(listed).toEqual(diner);
    expect(listed?.amount).toBe(1_000);
  });

  it('lists merchandise with supplier and selling cost in cents', async () => {
    const fx = await make();
    const bottle = await fx.addMerchandise(merchandise('Souvenir Water Bottle'));
    expect(await fx.repo.listMerchandise()).toEqual([bottle]);
  });

  it('lists each kind by name', async () => {
    const fx = await make();
    for (const name of ['Sky Wheel', 'Comet Run', 'Dragon Quest']) {
      await fx.addAttraction(attraction(name));
      await fx.addRestaurant(restaurant(name));
      await fx.addMerchandise(merchandise(name));
    }
    const sorted = ['Comet Run', 'Dragon Quest', 'Sky Wheel'];
    expect((await fx.repo.listAttractions()).map((a) => a.name)).toEqual(sorted);
    expect((await fx.repo.listRestaurants()).map((r) => r.name)).toEqual(sorted);
    expect((await fx.repo.listMerchandise()).map((m) => m.name)).toEqual(sorted);
  });

  it('finds attractions by exact name, open and closed, by name', async () => {
    const fx = await make();
    const comet = await fx.addAttraction(attraction('Comet Run'));
    const lagoon = await fx.addAttraction(attraction('Lagoon Splash', false));
    await fx.addAttraction(attraction('Sky Wheel'));
    const found = await fx.repo.findAttractionsByNames(['Lagoon Splash', 'Comet Run', 'comet run']);
    expect(found).toEqual([comet, lagoon]);
    expect(await fx.repo.findAttractionsByNames([])).toEqual([]);
    expect(await fx.repo.findAttractionsByNames(['Nowhere'])).toEqual([]);
  });

  it('finds restaurants and merchandise by id, leaving unknown ids out', async () => {
    const fx = await make();
    const diner = await fx.addRestaurant(restaurant('Main Street Diner', 1_000));
    const fork = await fx.addRestaurant(restaurant('Golden Fork', 3_500));
    const cap = await fx.addMerchandise(merchandise('Cap'));
    const bottle = await fx.addMerchandise(merchandise('Bottle'));
    expect(await fx.repo.findRestaurantsByIds([fork.id, diner.id, 999])).toEqual([fork, diner]);
    expect(await fx.repo.findRestaurantsByIds([diner.id])).toEqual([diner]);
    expect(await fx.repo.findMerchandiseByIds([cap.id, bottle.id, 999])).toEqual([bottle, cap]);
    expect(await fx.repo.findRestaurantsByIds([])).toEqual([]);
    expect(await fx.repo.findMerchandiseByIds([])).toEqual([]);
  });

  it('finds a selection at once, each list as its own find answers it', async () => {
    const fx = await make();
    const comet = await fx.addAttraction(attraction('Comet Run'));
    const lagoon = await fx.addAttraction(attraction('Lagoon Splash', false));
    await fx.addAttraction(attraction('Sky Wheel'));
    const diner = await fx.addRestaurant(restaurant('Main Street Diner', 1_000));
    const fork = await fx.addRestaurant(restaurant('Golden Fork', 3_500));
    const cap = await fx.addMerchandise(merchandise('Cap'));
    const bottle = await fx.addMerchandise(merchandise('Bottle'));
    const keys = {
      attractionNames: ['Lagoon Splash', 'Comet Run', 'Nowhere'],
      restaurantIds: [diner.id, fork.id, 999],
      merchandiseIds: [cap.id, bottle.id],
    };
    const found = await fx.repo.findSelected(keys);
    expect(found).toEqual({
      attractions: [comet, lagoon],
      restaurants: [fork, diner],
      merchandise: [bottle, cap],
    });
    expect(found.attractions).toEqual(await fx.repo.findAttractionsByNames(keys.attractionNames));
    expect(found.restaurants).toEqual(await fx.repo.findRestaurantsByIds(keys.restaurantIds));
    expect(found.merchandise).toEqual(await fx.repo.findMerchandiseByIds(keys.merchandiseIds));
    const none = { attractionNames: [], restaurantIds: [], merchandiseIds: [] };
    expect(await fx.repo.findSelected(none)).toEqual({
      attractions: [],
      restaurants: [],
      merchandise: [],
    });
    expect(await fx.repo.findSelected({ ...none, merchandiseIds: [cap.id, 999] })).toEqual({
      attractions: [],
      restaurants: [],
      merchandise: [cap],
    });
  });

  it('finds a selection whose names hold quotes, commas and backslashes, whatever its size', async () => {
    const fx = await make();
    const cove = await fx.addAttraction(attraction('Captain\'s "Cove", Bay \\ {1,2}'));
    const comet = await fx.addAttraction(attraction('Comet Run'));
    const none = { attractionNames: [], restaurantIds: [], merchandiseIds: [] };
    for (const names of [[cove.name], [cove.name, comet.name, cove.name], ["Captain's"]])
      expect((await fx.repo.findSelected({ ...none, attractionNames: names })).attractions).toEqual(
        await fx.repo.findAttractionsByNames(names),
      );
    expect(
      (await fx.repo.findSelected({ ...none, attractionNames: [comet.name, cove.name] }))
        .attractions,
    ).toEqual([cove, comet]);
  });
}
