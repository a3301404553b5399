import Box from '@mui/material/Box';

/** The first thing a keyboard user reaches: a jump past the navigation. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 1400,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Box>
  );
}
