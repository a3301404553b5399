import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PARK_NAME } from '../app/park';
import { Icon } from '../components/icons';
import { CartButton } from './nav-bar';
import './shell.css';

/**
 * A portal's bar where the sidebar is a drawer (phones and tablets): the drawer's menu button,
 * the park's name (a way back to the park's home page) and the cart, as the park's own header
 * draws them, so leaving a portal never needs the browser's back button.
 */
export function PortalBar({ menu }: { menu: ReactNode }) {
  return (
    <header className="park-app-bar park-portal-bar">
      <div className="park-toolbar park-portal-bar__toolbar">
        <div className="park-portal-bar__menu">{menu}</div>
        <RouterLink to="/" className="park-toolbar__logo">
          <Icon name="castle" className="park-toolbar__castle" />
          <span className="park-toolbar__name">{PARK_NAME}</span>
        </RouterLink>
        <CartButton />
      </div>
    </header>
  );
}
