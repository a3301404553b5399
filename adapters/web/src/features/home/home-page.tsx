import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PARK_NAME, PARK_TAGLINE } from '../../app/park';
import { useDocumentTitle } from '../../components/use-document-title';
import { HeroSkyline } from './hero-skyline';

const PLAN = [
  {
    to: '/tickets',
    title: 'Day tickets',
    text: 'Standard, Express and Child tickets, with meals.',
  },
  { to: '/attractions', title: 'Attractions', text: 'Coasters, water rides, a carousel and more.' },
  { to: '/shop', title: 'Park shop', text: 'Take a piece of the park home with you.' },
] as const;

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={{
          position: 'relative',
          overflow: 'hidden',
          color: '#fff',
          minHeight: { xs: 480, md: 600 },
          display: 'flex',
          flexDirection: 'column',
          background: 'linear-gradient(180deg, #1f1446 0%, #3d2780 35%, #8a4fb8 70%, #f3a6c8 100%)',
        }}
      >
        <Container sx={{ pt: { xs: 6, md: 10 }, pb: 4, textAlign: 'center' }}>
          <Typography
            id="home-title"
            variant="h1"
            sx={{
              fontSize: { xs: '2.75rem', sm: '4rem', md: '5rem' },
              textShadow: '0 4px 24px #0006',
            }}
          >
            {PARK_NAME}
          </Typography>
          <Typography
            component="p"
            variant="h5"
            sx={{ mt: 1, mb: 4, opacity: 0.92, fontSize: { xs: '1.2rem', md: '1.6rem' } }}
          >
            {PARK_TAGLINE}
          </Typography>
          <Button
            component={RouterLink}
            to="/tickets"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ px: 5, py: 1.5, fontSize: '1.1rem', borderRadius: 8, boxShadow: 6 }}
          >
            Buy Tickets
          </Button>
        </Container>
        <HeroSkyline />
      </Box>
      <Container component="section" aria-labelledby="plan-title" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography id="plan-title" variant="h4" component="h2" sx={{ mb: 3, textAlign: 'center' }}>
          Plan your visit
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {PLAN.map((item) => (
            <Box
              key={item.to}
              component={RouterLink}
              to={item.to}
              sx={{
                display: 'block',
                p: 3,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                color: 'text.primary',
                textDecoration: 'none',
                transition: 'box-shadow 150ms, transform 150ms',
                '&:hover': { boxShadow: 4, transform: 'translateY(-2px)' },
              }}
            >
              <Typography variant="h6" component="h3" gutterBottom>
                {item.title}
              </Typography>
              <Typography color="text.secondary">{item.text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </>
  );
}
