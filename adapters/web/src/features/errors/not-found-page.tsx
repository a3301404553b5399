import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../components/use-document-title';

export const NOT_FOUND_MESSAGE = 'Page Not Found';

/** Any path the park does not know. */
export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_MESSAGE);
  return (
    <Box component="section" sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {NOT_FOUND_MESSAGE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        We looked behind every ride and could not find that page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the home page
      </Button>
    </Box>
  );
}
