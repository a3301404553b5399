import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './router/app-providers';
import { router } from './router/router';
import { makeStore } from './app/store';
import { startSession } from './app/session/session-slice';

const store = makeStore();
// The user and employee records are requested together, before the first page renders.
void store.dispatch(startSession());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
