import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useId, useState, type ReactNode } from 'react';

/**
 * A toggle button and the collapsible form it opens, like components/collapsible-section, but
 * the form mounts only when first opened: ten forms mounted at once make the page (and its
 * tests) slow. Once opened it stays mounted while closed, so closing a section never throws
 * away what was typed.
 */
export function LazySection({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ mb: 1.5, overflow: 'hidden' }}>
      <Button
        fullWidth
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ justifyContent: 'space-between', px: 2, py: 1.5, fontSize: '1rem' }}
      >
        {label}
      </Button>
      <Collapse in={open} id={id} mountOnEnter>
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: { xs: 2, sm: 3 } }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
