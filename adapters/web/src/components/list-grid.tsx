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

/** The visually hidden text of a loading line: read out, not drawn (the placeholders show it). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * What a card list shows while it loads: `count` placeholders of a card's size in the list's
 * own grid (the picture's aspect ratio above the text's height), so neither the page below the
 * list (its footer) nor anything on it moves when the cards arrive. The loading line is there
 * for screen readers (a status), the placeholders only for the eye.
 */
export function CardPlaceholders({
  label,
  imageAspectRatio,
  textHeight,
  count = 6,
  columns = CARD_COLUMNS,
  gap = 3,
}: {
  label: string;
  /** The cards' picture, e.g. '16 / 10'. */
  imageAspectRatio: string;
  /** The height of a card below its picture, in px (its text and buttons). */
  textHeight: number;
  count?: number;
  columns?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', string>>;
  gap?: number;
}) {
  return (
    <>
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {label}
      </Box>
      <Box
        aria-hidden="true"
        data-testid="card-placeholders"
        sx={{ display: 'grid', gap, gridTemplateColumns: columns }}
      >
        {Array.from({ length: count }, (_, i) => (
          <Box
            key={i}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box sx={{ aspectRatio: imageAspectRatio, bgcolor: 'action.hover' }} />
            <Box sx={{ height: textHeight, p: 2 }}>
              <Box sx={{ height: 20, width: '60%', bgcolor: 'action.hover', borderRadius: 1 }} />
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
