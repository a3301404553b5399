import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PointerSparkles } from '../features/sparkles/pointer-sparkles';
import type { AppStore } from '../app/store';
import '../app/baseline.css';

/**
 * The store and the sparkles that follow the pointer on every page. The page frame and the
 * home page are plain CSS (baseline.css and their own files); MUI's theme comes with each
 * lazily loaded page (mui-theme.tsx), so the first page ships without MUI.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <PointerSparkles />
      {children}
    </Provider>
  );
}
