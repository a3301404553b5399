import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme';

/** The park's MUI theme around the pages drawn with MUI (every page but the home page's shell). */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A lazily loaded page with the theme around it: MUI and the theme load with the page. */
export function withMuiTheme(Page: ComponentType): ComponentType {
  const Themed = () => (
    <MuiTheme>
      <Page />
    </MuiTheme>
  );
  Themed.displayName = `WithMuiTheme(${Page.displayName ?? Page.name})`;
  return Themed;
}
