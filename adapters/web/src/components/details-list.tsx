import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label/value pairs as a definition list: two columns on wider screens, stacked on phones. */
export function DetailsList({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value || <span aria-label="not set">—</span>}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
