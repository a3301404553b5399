import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyCart, type Cart, type MerchEntry } from '../../../../core/orders/cart';
import { initialCartState } from '../app/cart/cart-slice';
import { visitor } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

const today = '2030-01-01';

function cartWithItems(n: number): Cart {
  const merchandise: Record<string, MerchEntry> = {};
  for (let i = 0; i < n; i++) {
    const name = `Item ${i}`;
    merchandise[name] = {
      item: { id: i, name, image: '', sellingCost: 1 },
      quantity: 1,
      size: 'M',
    };
  }
  return { ...emptyCart(today), merchandise };
}

const renderNav = (cart: Cart, user = null as typeof visitor | null) =>
  renderWithProviders(<NavBar />, {
    cartStorage: null,
    session: { user },
    preloadedState: { cart: initialCartState(today, cart) },
  });

describe('navigation bar', () => {
  it('links the logo home and the page links to their pages', () => {
    renderNav(emptyCart(today));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dreamland Park' })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Tickets', '/tickets'],
      ['Attractions', '/attractions'],
      ['Shop', '/shop'],
    ]) {
      expect(within(nav).getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
  });

  it('sends the account icon to /login when nobody is logged in', () => {
    renderNav(emptyCart(today));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('sends the account icon to the profile for a user', () => {
    renderNav(emptyCart(today), visitor);
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/user/profile',
    );
  });

  it('shows no badge for an empty cart', () => {
    renderNav(emptyCart(today));
    const cart = screen.getByRole('link', { name: 'Cart, empty' });
    expect(cart).toHaveAttribute('href', '/checkout');
  });

  it('counts groups: tickets, meals and each merchandise item', () => {
    const cart: Cart = {
      ...cartWithItems(2),
      tickets: { standardTicket: 3, expressTicket: 1, childTicket: 0 },
      attractions: ['Comet Run'],
    };
    renderNav(cart);
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(within(link).getByText('3')).toBeInTheDocument();
  });

  it('caps the badge at 99+', () => {
    renderNav(cartWithItems(100));
    const link = screen.getByRole('link', { name: 'Cart, 99+ items' });
    expect(within(link).getByText('99+')).toBeInTheDocument();
  });

  it('shows 99 as 99', () => {
    renderNav(cartWithItems(99));
    expect(
      within(screen.getByRole('link', { name: 'Cart, 99 items' })).getByText('99'),
    ).toBeInTheDocument();
  });

  it('folds the page links into a menu button for phones', async () => {
    const { user } = renderNav(emptyCart(today));
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
  });

  it('puts the menu’s links right after its button in the Tab order; Escape closes it onto the button', async () => {
    const { user } = renderNav(emptyCart(today));
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Tickets' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button).toHaveFocus();
  });
});

describe('footer', () => {
  it('has the 2024 notice, the contact and employee links and the source link', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('© 2024 Dreamland Park');
    expect(within(footer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/ContactUs',
    );
    expect(within(footer).getByRole('link', { name: 'Employee Login' })).toHaveAttribute(
      'href',
      '/employee/login',
    );
    const source = within(footer).getByRole('link', { name: 'Source code' });
    expect(source).toHaveAttribute('href', 'https://github.com/');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
