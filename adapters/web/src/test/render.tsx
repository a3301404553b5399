import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../router/app-providers';
import { MuiTheme } from '../app/mui-theme';
import { routes } from '../router/routes';
import { makeStore, type RootState, type StoreOptions } from '../app/store';
import { initialSessionState, type SessionState } from '../app/session/session-slice';

export interface RenderOptions extends StoreOptions {
  /** A shortcut for preloadedState.session; `status` defaults to 'ready'. */
  session?: Partial<SessionState>;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

function buildStore({ session, preloadedState, cartStorage }: RenderOptions) {
  const state: Partial<RootState> = { ...preloadedState };
  if (session) state.session = { ...initialSessionState, status: 'ready', ...session };
  return makeStore({ preloadedState: state, cartStorage });
}

/** A component with a fresh store, the theme and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const store = buildStore(options);
  const user = userEvent.setup(options.userEventOptions);
  const result = render(
    <AppProviders store={store}>
      <MuiTheme>
        <MemoryRouter>{ui}</MemoryRouter>
      </MuiTheme>
    </AppProviders>,
  );
  return { store, user, ...result };
}

/** The whole app's route table, opened at `path`, with a fresh store. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  const store = buildStore({ session: {}, ...options });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup(options.userEventOptions);
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...result };
}
