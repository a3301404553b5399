import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { cartBadgeLabel } from '../../../../core/orders/cart';
import { useAppSelector } from '../app/hooks';
import { PARK_NAME } from '../app/park';
import { Icon } from '../components/icons';
import { TouchRipple } from '../components/touch-ripple';
import { CartDropdown } from '../features/cart/cart-dropdown';
import { selectCartCount } from '../app/cart/cart-slice';
import { selectUser } from '../app/session/session-slice';
import './shell.css';

export const NAV_LINKS = [
  { to: '/tickets', label: 'Tickets' },
  { to: '/attractions', label: 'Attractions' },
  { to: '/shop', label: 'Shop' },
] as const;

/** Where the account icon leads: the profile for a logged-in user, else the login page. */
function AccountButton() {
  const loggedIn = useAppSelector(selectUser) !== null;
  return (
    <RouterLink
      to={loggedIn ? '/user/profile' : '/login'}
      aria-label={loggedIn ? 'My profile' : 'Log in'}
      className="park-btn park-icon-btn park-toolbar__account"
    >
      <Icon name="accountCircle" />
      <TouchRipple center />
    </RouterLink>
  );
}

/**
 * The count on the cart icon. While hidden it keeps showing the last count, so it shrinks away
 * with its number as MUI's Badge does.
 */
function CartBadge({ label }: { label: string }) {
  const last = useRef(label);
  if (label) last.current = label;
  return (
    <span className="park-badge">
      <Icon name="shoppingCart" />
      <span
        aria-hidden="true"
        className={label ? 'park-badge__badge' : 'park-badge__badge park-badge__badge--invisible'}
      >
        {label || last.current}
      </span>
    </span>
  );
}

/** How long the dropdown waits before closing once the mouse leaves it. */
const HOVER_CLOSE_MS = 150;

/**
 * The cart icon with core's count (one per group with items, "99+" past 99), and the cart
 * dropdown. The dropdown opens on hover, on keyboard focus and on a first tap (a second tap,
 * or a click, follows the link to /checkout); Escape, leaving it, or a new page closes it.
 */
export function CartButton() {
  const count = useAppSelector(selectCartCount);
  const label = cartBadgeLabel(count);
  const dropdownId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tap = useRef({ touch: false, wasOpen: false });
  const quietFocus = useRef(false);
  const { pathname } = useLocation();

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };
  useEffect(hide, [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={wrapper}
      className="park-cart"
      onPointerEnter={(e) => e.pointerType === 'mouse' && show()}
      onPointerLeave={(e) => {
        if (e.pointerType !== 'mouse') return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
      }}
      onFocus={() => {
        if (quietFocus.current) quietFocus.current = false;
        else show();
      }}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) hide();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        hide();
        if (document.activeElement !== link.current) {
          quietFocus.current = true;
          link.current?.focus();
        }
      }}
    >
      <RouterLink
        ref={link}
        to="/checkout"
        className="park-btn park-icon-btn"
        aria-label={label ? `Cart, ${label} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
        aria-controls={open ? dropdownId : undefined}
        aria-expanded={open}
        onPointerDown={(e) => {
          tap.current = { touch: e.pointerType !== 'mouse', wasOpen: open };
        }}
        onClick={(e) => {
          // A first tap on a touch screen opens the dropdown instead of leaving the page.
          if (tap.current.touch && !tap.current.wasOpen) {
            e.preventDefault();
            show();
          }
          tap.current = { touch: false, wasOpen: false };
        }}
      >
        <CartBadge label={label} />
        <TouchRipple center />
      </RouterLink>
      {open && (
        <div className="park-cart__dropdown">
          <CartDropdown id={dropdownId} />
        </div>
      )}
    </div>
  );
}

/**
 * Phone widths: the page links fold into a panel under the bar (no popup, no focus trap). It
 * follows the Menu button in the page's order, so Tab reaches its links right after the button
 * (before the logo, Log in and the cart); the grid of the bar draws it below them.
 */
function CompactLinks({ open, id }: { open: boolean; id: string }) {
  return (
    <ul
      id={id}
      hidden={!open}
      className={open ? 'park-compact-links park-compact-links--open' : 'park-compact-links'}
    >
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className="park-btn park-text-btn park-btn--full-width park-compact-links__link"
          >
            {link.label}
            <TouchRipple />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function NavBar() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Opening a page closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <header className="park-app-bar">
      <nav
        aria-label="Main"
        className="park-toolbar"
        onKeyDown={(e) => {
          // Escape on the Menu button or in its panel closes the panel; focus goes to the button.
          const target = e.target as Node;
          const inMenu =
            target === menuButton.current || document.getElementById(panelId)?.contains(target);
          if (e.key !== 'Escape' || !open || !inMenu) return;
          e.stopPropagation();
          setOpen(false);
          menuButton.current?.focus();
        }}
      >
        <button
          ref={menuButton}
          type="button"
          aria-label="Menu"
          aria-controls={panelId}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="park-btn park-icon-btn park-toolbar__menu"
        >
          <Icon name="menu" />
          <TouchRipple center />
        </button>
        <CompactLinks open={open} id={panelId} />
        <RouterLink to="/" className="park-toolbar__logo">
          <Icon name="castle" className="park-toolbar__castle" />
          <span className="park-toolbar__name">{PARK_NAME}</span>
        </RouterLink>
        <div className="park-toolbar__links">
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className="park-btn park-text-btn park-toolbar__link"
            >
              {link.label}
              <TouchRipple />
            </NavLink>
          ))}
        </div>
        <AccountButton />
        <CartButton />
      </nav>
    </header>
  );
}
