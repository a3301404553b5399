import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PointerSparkles } from '../features/sparkles/pointer-sparkles';
import type { AppStore } from './store';
import { theme } from './theme';

/** Store, theme and the sparkles that follow the pointer on every page. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <PointerSparkles />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
