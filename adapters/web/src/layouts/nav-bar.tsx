import AccountCircle from '@mui/icons-material/AccountCircle';
import Castle from '@mui/icons-material/Castle';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { cartBadgeLabel } from '../../../../core/orders/cart';
import { useAppSelector } from '../app/hooks';
import { PARK_NAME } from '../app/park';
import { CartDropdown } from '../features/cart/cart-dropdown';
import { selectCartCount } from '../app/cart/cart-slice';
import { selectUser } from '../app/session/session-slice';

export const NAV_LINKS = [
  { to: '/tickets', label: 'Tickets' },
  { to: '/attractions', label: 'Attractions' },
  { to: '/shop', label: 'Shop' },
] as const;

/** Where the account icon leads: the profile for a logged-in user, else the login page. */
function AccountButton() {
  const loggedIn = useAppSelector(selectUser) !== null;
  return (
    <IconButton
      component={RouterLink}
      to={loggedIn ? '/user/profile' : '/login'}
      aria-label={loggedIn ? 'My profile' : 'Log in'}
      color="inherit"
    >
      <AccountCircle />
    </IconButton>
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
    <Box
      ref={wrapper}
      sx={{ position: 'relative' }}
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
      <IconButton
        ref={link}
        component={RouterLink}
        to="/checkout"
        aria-label={label ? `Cart, ${label} ${count === 1 ? 'item' : 'items'}` : 'Cart, empty'}
        aria-controls={open ? dropdownId : undefined}
        aria-expanded={open}
        color="inherit"
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
        <Badge badgeContent={label} color="secondary" invisible={!label}>
          <ShoppingCart />
        </Badge>
      </IconButton>
      {open && (
        <Box
          sx={{
            position: 'absolute',
            top: '100%',
            right: { xs: -8, sm: 0 },
            pt: 0.5,
            zIndex: (theme) => theme.zIndex.appBar + 1,
          }}
        >
          <CartDropdown id={dropdownId} />
        </Box>
      )}
    </Box>
  );
}

/** Phone widths: the page links fold into a panel under the bar (no popup, no focus trap). */
function CompactLinks({ open, id }: { open: boolean; id: string }) {
  return (
    <Box
      component="ul"
      id={id}
      hidden={!open}
      sx={{
        display: { xs: open ? 'block' : 'none', sm: 'none' },
        listStyle: 'none',
        m: 0,
        px: 1,
        pb: 1,
      }}
    >
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <Button
            component={NavLink}
            to={link.to}
            color="inherit"
            fullWidth
            sx={{ justifyContent: 'flex-start' }}
          >
            {link.label}
          </Button>
        </li>
      ))}
    </Box>
  );
}

export function NavBar() {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Opening a page closes the panel.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ background: 'linear-gradient(90deg, #3d2780 0%, #5b3fa8 55%, #a12a5b 100%)' }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          aria-label="Menu"
          aria-controls={panelId}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: { xs: 0, sm: 2 },
            minWidth: 0,
          }}
        >
          <Castle aria-hidden="true" sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            {PARK_NAME}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 0.5 }}>
          {NAV_LINKS.map((link) => (
            <Button
              key={link.to}
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{ '&.active': { backgroundColor: 'rgba(255,255,255,0.16)' } }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <AccountButton />
        <CartButton />
      </Toolbar>
      <CompactLinks open={open} id={panelId} />
    </AppBar>
  );
}
