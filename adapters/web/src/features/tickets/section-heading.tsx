import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's h2 on the ticket page. */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** The line a section shows when its list is empty or still loading. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
