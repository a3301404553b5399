import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import { useId, useState, type ReactNode } from 'react';

/**
 * A toggle button and the collapsible section it opens (the spec's staff and manager forms).
 * Closed at first, and nothing inside mounts until it is first opened (a page of ten forms
 * stays quick). The content unmounts when closed unless `keepMounted`, which keeps a
 * half-typed form when the user closes its section to look at another.
 */
export function CollapsibleSection({
  label,
  keepMounted = false,
  children,
}: {
  label: string;
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflow: 'hidden' }}>
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
      <Collapse in={open} id={id} mountOnEnter unmountOnExit={!keepMounted}>
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: { xs: 2, sm: 3 } }}>{children}</Box>
      </Collapse>
    </Paper>
  );
}
