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
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
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
        <Typography variant="overline" color="text.secondary">
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

/** The Employee or Manager Portal: a sidebar (a drawer on phones) beside the page. */
export function PortalLayout({ portal }: { portal: Portal }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
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
      <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: { xs: 'block', md: 'none' }, p: 1 }}>
          <IconButton aria-label={`Open the ${portal.title} menu`} onClick={() => setOpen(true)}>
            <MenuIcon />
          </IconButton>
        </Box>
        <Outlet />
      </Box>
    </Box>
  );
}
