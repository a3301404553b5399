import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { emptyCart, type Cart } from '../../../../../core/orders/cart';
import { NavBar } from '../../layouts/nav-bar';
import { renderWithProviders } from '../../test/render';
import { restaurantFixtures } from '../../test/catalog-fixtures';
import { initialCartState } from '../../app/cart/cart-slice';
import { CART_STORAGE_KEY } from '../../app/cart/cart-storage';
import { orderSummary } from '../../app/cart/order-summary';
import { formatUsd } from '../../../../../core/shared/money';

const today = '2030-06-15';

const fullCart: Cart = {
  ...emptyCart(today),
  tickets: { standardTicket: 2, expressTicket: 0, childTicket: 1 },
  attractions: ['Comet Run', 'Sky Wheel'],
  visitDate: '2030-06-20',
  meals: {
    standardMeal1: { item: restaurantFixtures[0]!, qty: 3 },
    deluxeMeal3: { item: restaurantFixtures[1]!, qty: 1 },
  },
  merchandise: {
    'Park Logo T-Shirt': {
      item: { id: 4, name: 'Park Logo T-Shirt', image: '', sellingCost: 25 },
      quantity: 2,
      size: 'L',
    },
    'Rain Poncho': {
      item: { id: 5, name: 'Rain Poncho', image: '', sellingCost: 8.99 },
      quantity: 1,
      size: 'XL',
    },
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderNav(cart: Cart) {
  return renderWithProviders(
    <>
      <NavBar />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    {
      cartStorage: null,
      session: { user: null },
      preloadedState: { cart: initialCartState(today, cart) },
    },
  );
}

const cartLink = () => screen.getByRole('link', { name: /^Cart,/ });
const dropdown = () => screen.queryByRole('region', { name: 'Cart contents' });

describe('cart dropdown', () => {
  it("opens on hover and says 'Cart is empty' without a Checkout button", async () => {
    const { user } = renderNav(emptyCart(today));
    expect(dropdown()).not.toBeInTheDocument();
    await user.hover(cartLink());
    expect(dropdown()).toHaveTextContent('Cart is empty');
    expect(within(dropdown()!).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(cartLink()).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(cartLink());
    await waitFor(() => expect(dropdown()).not.toBeInTheDocument());
  });

  it('lists tickets (counts, attractions, date), meal tickets and one group per item, with Checkout', async () => {
    const { user } = renderNav(fullCart);
    expect(cartLink()).toHaveAccessibleName('Cart, 4 items');
    await user.hover(cartLink());
    const panel = dropdown()!;
    const groups = within(panel).getAllByRole('listitem');
    expect(groups).toHaveLength(4);
    expect(groups[0]).toHaveTextContent('Tickets');
    expect(groups[0]).toHaveTextContent('Standard Ticket × 2');
    expect(groups[0]).toHaveTextContent('Child Ticket × 1');
    expect(groups[0]).not.toHaveTextContent('Express Ticket');
    expect(groups[0]).toHaveTextContent('Attractions: Comet Run, Sky Wheel');
    expect(groups[0]).toHaveTextContent('Visit date: Thursday, June 20, 2030');
    expect(groups[1]).toHaveTextContent('Meal tickets');
    expect(groups[1]).toHaveTextContent('Main Street Diner (Standard) × 3');
    expect(groups[1]).toHaveTextContent('The Golden Fork (Deluxe) × 1');
    expect(groups[2]).toHaveTextContent('Park Logo T-Shirt');
    expect(groups[2]).toHaveTextContent('Size L · Quantity 2');
    expect(groups[3]).toHaveTextContent('Rain Poncho');
    expect(groups[3]).toHaveTextContent('Size XL · Quantity 1');
    expect(within(panel).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(panel).not.toHaveTextContent('Cart is empty');
  });

  it('shows each line’s price and the subtotal, tax and total the checkout will show', async () => {
    const { user } = renderNav(fullCart);
    await user.hover(cartLink());
    const panel = dropdown()!;
    const [tickets] = within(panel).getAllByRole('listitem');
    // 2 × $65 and 1 × $45.
    expect(tickets).toHaveTextContent('Standard Ticket × 2 $130.00');
    expect(tickets).toHaveTextContent('Child Ticket × 1 $45.00');
    const { subtotal, tax, total } = orderSummary(fullCart).totals;
    expect(panel).toHaveTextContent(`Subtotal ${formatUsd(subtotal)}`);
    expect(panel).toHaveTextContent(`Tax (8.25%) ${formatUsd(tax)}`);
    expect(panel).toHaveTextContent(`Total ${formatUsd(total)}`);
  });

  it('removes one group at a time with named buttons, down to an empty cart', async () => {
    const { store, user } = renderNav(fullCart);
    await user.hover(cartLink());
    const panel = dropdown()!;
    await user.click(within(panel).getByRole('button', { name: 'Remove meal tickets' }));
    expect(store.getState().cart.cart.meals).toEqual({});
    expect(cartLink()).toHaveAccessibleName('Cart, 3 items');

    await user.click(within(panel).getByRole('button', { name: 'Remove Park Logo T-Shirt' }));
    expect(Object.keys(store.getState().cart.cart.merchandise)).toEqual(['Rain Poncho']);

    await user.click(within(panel).getByRole('button', { name: 'Remove tickets' }));
    const { cart } = store.getState().cart;
    expect(cart.tickets).toEqual({ standardTicket: 0, expressTicket: 0, childTicket: 0 });
    expect(cart.attractions).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Remove Rain Poncho' }));
    expect(dropdown()).toHaveTextContent('Cart is empty');
    expect(cartLink()).toHaveAccessibleName('Cart, empty');
  });

  it('opens on keyboard focus, lets Tab reach its buttons, and closes on Escape', async () => {
    const { user } = renderNav(fullCart);
    act(() => cartLink().focus());
    expect(dropdown()).toBeInTheDocument();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Remove tickets');
    expect(dropdown()).toBeInTheDocument();
    // Removing the focused group keeps the dropdown open for the keyboard user.
    await user.keyboard('{Enter}');
    expect(dropdown()).toBeInTheDocument();
    expect(dropdown()).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(dropdown()).not.toBeInTheDocument();
    expect(cartLink()).toHaveFocus();
  });

  it('closes when focus leaves it', async () => {
    const { user } = renderNav(emptyCart(today));
    act(() => cartLink().focus());
    expect(dropdown()).toBeInTheDocument();
    await user.tab();
    expect(dropdown()).not.toBeInTheDocument();
  });

  it('opens on a first tap without leaving the page; a second tap goes to /checkout', async () => {
    renderNav(fullCart);
    const link = cartLink();
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    fireEvent.click(link);
    expect(dropdown()).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/');
    fireEvent.pointerDown(link, { pointerType: 'touch' });
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout'));
    expect(dropdown()).not.toBeInTheDocument();
  });

  it('a mouse click on the icon goes straight to /checkout', async () => {
    const { user } = renderNav(fullCart);
    await user.click(cartLink());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout'));
  });

  it('shows the cart kept in localStorage after a reload', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(fullCart));
    const { user } = renderWithProviders(<NavBar />, { session: { user: null } });
    expect(cartLink()).toHaveAccessibleName('Cart, 4 items');
    await user.hover(cartLink());
    expect(dropdown()).toHaveTextContent('Rain Poncho');
  });
});
