import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR, PARK_NAME, SOURCE_CODE_URL } from '../app/park';

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#241a3d', color: '#eee8ff', py: 4, mt: 'auto' }}>
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="body2">
          © {COPYRIGHT_YEAR} {PARK_NAME}. All rights reserved.
        </Typography>
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, listStyle: 'none', m: 0, p: 0 }}
        >
          <li>
            <Link component={RouterLink} to="/ContactUs" color="inherit">
              Contact Us
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/employee/login" color="inherit">
              Employee Login
            </Link>
          </li>
          <li>
            <Link href={SOURCE_CODE_URL} target="_blank" rel="noopener noreferrer" color="inherit">
              Source code
            </Link>
          </li>
        </Box>
      </Container>
    </Box>
  );
}
