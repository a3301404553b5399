import { Link as RouterLink, Outlet } from 'react-router-dom';
import { PARK_NAME } from '../app/park';
import './shell.css';

/** No public header or footer: the employee pages and the pages outside the layouts. */
export function BareLayout() {
  return (
    <div className="park-bare">
      <Outlet />
    </div>
  );
}

/** A bare page without a sidebar: its main landmark and a way back to the park. */
export function StandaloneMain() {
  return (
    <main id="main-content" className="park-standalone">
      <RouterLink to="/" className="park-standalone__home">
        ← {PARK_NAME}
      </RouterLink>
      <Outlet />
    </main>
  );
}
