import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/** A portal page: its heading (and tab title) above the content, padded like the other portals. */
export function PageShell({
  title,
  heading = title,
  subtitle,
  maxWidth = 760,
  children,
}: {
  title: string;
  heading?: string;
  subtitle?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth }}>
      {/* Focusable by script: where focus goes after a dialog that opened by itself closes. */}
      <Typography variant="h4" component="h1" tabIndex={-1} sx={{ mb: subtitle ? 0.5 : 2 }}>
        {heading}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}
