import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One card a column on phones, two on tablets, three on desktops. */
export const CARD_COLUMNS = {
  xs: 'minmax(0, 1fr)',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
};

/** A bare list (ul) laid out as a grid; its children are the li elements. */
export function ListGrid({
  columns = CARD_COLUMNS,
  gap = 3,
  children,
}: {
  columns?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}

/** What a list shows instead of its items: the loading line, the empty line, or nothing. */
export function listNote(
  isLoading: boolean,
  count: number,
  loading: string,
  empty: string,
): string | null {
  if (isLoading) return loading;
  return count === 0 ? empty : null;
}
