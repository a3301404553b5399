import { Outlet, ScrollRestoration } from 'react-router-dom';

/** Every route: restore the scroll position on back/forward, start at the top otherwise. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
