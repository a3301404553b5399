import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A table's column headings; a numeric column is right-aligned, as its figures are. */
export interface Heading {
  label: string;
  numeric?: boolean;
}

/** The head of a table: one cell per heading. */
export function TableHeadings({ headings }: { headings: readonly Heading[] }) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((h) => (
          <TableCell key={h.label} align={h.numeric ? 'right' : 'left'}>
            {h.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/**
 * Placeholder rows while a table's rows load, as tall as text rows, so the page does not move
 * when they arrive; hidden from screen readers (the table says it is busy).
 */
export function SkeletonRows({ headings, rows }: { headings: readonly Heading[]; rows: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} aria-hidden="true">
      {headings.map((h) => (
        <TableCell key={h.label}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * The first column kept in view while a table scrolls sideways: its cells stick to the left
 * edge on the table's own background, a line marking the edge (the heading cell above the rest
 * when the header sticks too).
 */
export const STICKY_FIRST_COLUMN = {
  '& tr > :first-of-type': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}`,
  },
  '& thead tr > :first-of-type': { zIndex: 3 },
} as const;

/**
 * A wide table's box: it scrolls sideways itself (the page never does), keeps the first column
 * in view, and is a region named `label` that Tab reaches, so a keyboard scrolls it with the
 * arrow keys and a screen reader says what it holds (WCAG 2.1.1, axe's scrollable-region-focusable).
 */
export function TableScroller({
  label,
  maxHeight,
  outlined = true,
  children,
}: {
  label: string;
  maxHeight?: number;
  outlined?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      {...(outlined ? { component: Paper, variant: 'outlined' as const } : {})}
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        maxHeight,
        ...STICKY_FIRST_COLUMN,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}
