import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PARK_NAME } from '../app/park';
import { forgetReturnPath } from '../app/session/remembered-path';
import { logOut } from '../app/session/session-api';
import type { Portal } from './portal-nav';

const WIDTH = 248;

function Sidebar({ portal, onNavigate }: { portal: Portal; onNavigate: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = async () => {
    const result = await dispatch(logOut());
    // A failed logout is only logged (in the thunk); the session and the page stay.
    if (logOut.fulfilled.match(result)) {
      navigate('/');
      // The guard of the page we left saw no session and remembered it; that was no detour.
      forgetReturnPath();
    }
  };
  return (
    <Box sx={{ width: WIDTH, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2, py: 2.5 }}>
        {/* The way back to the park's home page (on phones the bar above the page has one too). */}
        <Typography
          variant="overline"
          component={RouterLink}
          to="/"
          sx={{
            display: 'block',
            color: 'text.secondary',
            textDecoration: 'none',
            '&:hover': { textDecoration: 'underline' },
          }}
        >
          {PARK_NAME}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
          {portal.title}
        </Typography>
      </Box>
      <Divider />
      {/* A <nav> holding a list: its items must sit in a <ul> (axe: listitem). */}
      <Box component="nav" aria-label={portal.title}>
        <List>
          {portal.links.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                onClick={onNavigate}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
          <Box component="li" sx={{ listStyle: 'none' }}>
            <Divider sx={{ my: 1 }} />
          </Box>
          <ListItem disablePadding>
            <ListItemButton onClick={signOut}>
              <ListItemIcon>
                <Logout />
              </ListItemIcon>
              <ListItemText primary="Sign Out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Box>
  );
}

/**
 * The Employee, Manager or visitor's portal: a sidebar (a drawer below 900 px) beside the page.
 * Below 900 px `bar` draws the bar above the page around the drawer's menu button (the park's
 * home and the cart: layouts/portal-bar.tsx), so a phone keeps a way back to the park.
 */
export function PortalLayout({
  portal,
  bar = (menu) => menu,
}: {
  portal: Portal;
  bar?: (menu: ReactNode) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const menu = (
    <IconButton
      color="inherit"
      aria-label={`Open the ${portal.title} menu`}
      onClick={() => setOpen(true)}
    >
      <MenuIcon />
    </IconButton>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Sidebar portal={portal} onNavigate={close} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={close}
        sx={{ display: { xs: 'block', md: 'none' } }}
      >
        <Sidebar portal={portal} onNavigate={close} />
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>{bar(menu)}</Box>
        <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
