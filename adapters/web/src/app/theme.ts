import { createTheme } from '@mui/material/styles';

/**
 * The park's look. Breakpoints (0/600/900/1200/1536), the 8 px spacing unit and the 4 px
 * radius are MUI's defaults, which are the spec's layout defaults, so they are not repeated.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#5b3fa8', light: '#8a6fd6', dark: '#3d2780', contrastText: '#ffffff' },
    // main: white text on it reaches 4.96:1 (WCAG AA's 4.5:1); the brighter #d9487f stays the focus ring.
    secondary: { main: '#c8376f', light: '#f17fa9', dark: '#a12a5b', contrastText: '#ffffff' },
    background: { default: '#fbf8ff', paper: '#ffffff' },
    text: { primary: '#241a3d', secondary: '#5a5070' },
  },
  typography: {
    fontFamily:
      '"Nunito", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    // The page's baseline (CssBaseline's styles and the focus ring on every focusable thing)
    // is plain CSS, app/baseline.css, so that the home page needs no MUI.
    // MUI buttons drop the outline for a ripple; keep a ring that is easy to see.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #d9487f', outlineOffset: 2 } },
      },
    },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
