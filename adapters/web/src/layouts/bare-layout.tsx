import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { PARK_NAME } from '../app/park';

/** No public header or footer: the employee pages and the pages outside the layouts. */
export function BareLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}

/** A bare page without a sidebar: its main landmark and a way back to the park. */
export function StandaloneMain() {
  return (
    <Box component="main" id="main-content" sx={{ px: 2, py: 2 }}>
      <Link component={RouterLink} to="/" sx={{ fontWeight: 700 }}>
        ← {PARK_NAME}
      </Link>
      <Outlet />
    </Box>
  );
}
