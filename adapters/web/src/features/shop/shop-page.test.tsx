import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emptyCart } from '../../../../../core/orders/cart';
import { parkToday } from '../../app/park';
import { fakeServer } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import { merchandiseFixtures } from '../../test/catalog-fixtures';
import { fallbackImageFor } from '../../lib/fallback-image';
import { initialCartState } from '../../app/cart/cart-slice';

const shop = (overrides: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({ 'GET /get-merch': { status: 200, body: merchandiseFixtures }, ...overrides });

async function openShop(path = '/Shop', options: Parameters<typeof renderRoute>[1] = {}) {
  const rendered = renderRoute(path, { cartStorage: null, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Theme Park Shop' }, { timeout: 10_000 });
  await screen.findByRole('heading', { level: 2, name: 'Park Logo T-Shirt' });
  return rendered;
}

const cardOf = (name: string) => screen.getByRole('article', { name });
const addButton = (card: HTMLElement) =>
  within(card)
    .getByText(/Add to cart|Update cart/)
    .closest('button')!;

describe('/Shop', { timeout: 30_000 }, () => {
  it.each(['/Shop', '/shop'])(
    '%s shows the grid with image, name, type and $ price',
    async (path) => {
      shop();
      await openShop(path);
      const tee = cardOf('Park Logo T-Shirt');
      expect(tee).toHaveTextContent('Clothing');
      expect(tee).toHaveTextContent('$25.00');
      expect(within(tee).getByRole('img', { name: 'Park Logo T-Shirt' })).toHaveAttribute(
        'src',
        '/images/merch/park-logo-t-shirt.svg',
      );
      expect(cardOf('Starlight Keychain')).toHaveTextContent('$5.99');
    },
  );

  it('offers sizes S, M, L and XL in a labelled group', async () => {
    shop();
    await openShop();
    const sizes = within(cardOf('Park Logo T-Shirt')).getByRole('group', {
      name: 'Size of Park Logo T-Shirt',
    });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('enables "Add to cart" only with a size and a quantity above 0, and never goes below 0', async () => {
    shop();
    const { store, user } = await openShop();
    const tee = cardOf('Park Logo T-Shirt');
    const add = addButton(tee);
    const fewer = within(tee).getByLabelText('Decrease Park Logo T-Shirt');
    const more = within(tee).getByLabelText('Increase Park Logo T-Shirt');
    const field = within(tee).getByLabelText('Park Logo T-Shirt quantity');
    expect(add).toBeDisabled();
    expect(fewer).toBeDisabled();

    await user.click(more);
    expect(field).toHaveValue(1);
    expect(add).toBeDisabled(); // no size yet

    await user.click(within(tee).getByRole('button', { name: 'M' }));
    expect(add).toBeEnabled();

    await user.click(fewer);
    expect(field).toHaveValue(0);
    expect(add).toBeDisabled(); // quantity 0
    fireEvent.change(field, { target: { value: '-2' } });
    expect(field).toHaveValue(0);

    await user.click(more);
    await user.click(more);
    await user.click(add);
    expect(store.getState().cart.cart.merchandise['Park Logo T-Shirt']).toEqual({
      item: {
        id: 4,
        name: 'Park Logo T-Shirt',
        image: '/images/merch/park-logo-t-shirt.svg',
        sellingCost: 25,
      },
      quantity: 2,
      size: 'M',
    });
    expect(tee).toHaveTextContent('In your cart: 2 × size M');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('removes the item from the cart when its quantity goes back to 0', async () => {
    shop();
    const today = parkToday();
    const { store, user } = await openShop('/Shop', {
      preloadedState: {
        cart: initialCartState(today, {
          ...emptyCart(today),
          merchandise: {
            'Starlight Keychain': {
              item: { id: 6, name: 'Starlight Keychain', image: '', sellingCost: 5.99 },
              quantity: 1,
              size: 'S',
            },
          },
        }),
      },
    });
    const keychain = cardOf('Starlight Keychain');
    expect(within(keychain).getByLabelText('Starlight Keychain quantity')).toHaveValue(1);
    expect(within(keychain).getByRole('button', { name: 'S' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(keychain).getByLabelText('Decrease Starlight Keychain'));
    expect(store.getState().cart.cart.merchandise).toEqual({});
    expect(addButton(keychain)).toBeDisabled();
  });

  it('falls back to the picture chosen by name when an image fails', async () => {
    shop();
    await openShop();
    const img = within(cardOf('Starlight Keychain')).getByRole('img');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', fallbackImageFor('Starlight Keychain'));
  });

  it('shows an empty shop and only logs when the list cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    shop({ 'GET /get-merch': { status: 404, body: { message: 'Not found' } } });
    renderRoute('/Shop', { cartStorage: null });
    expect(
      await screen.findByText('No merchandise to show right now.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Could not load the merchandise.', expect.anything());
  });
});
