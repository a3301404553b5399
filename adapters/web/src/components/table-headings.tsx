import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

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
