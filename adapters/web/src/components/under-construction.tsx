import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from './use-document-title';

export const BEING_BUILT_MESSAGE = 'This page is being built.';

/** An honest placeholder for a screen of a later issue: its name, and no pretend data. */
export function UnderConstruction({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Box component="section" sx={{ py: { xs: 4, md: 8 }, px: 2, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{BEING_BUILT_MESSAGE}</Typography>
    </Box>
  );
}
