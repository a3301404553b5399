import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while something the page needs (usually the session) is still loading. */
export function LoadingIndicator({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}
