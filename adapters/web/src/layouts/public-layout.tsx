import { Outlet } from 'react-router-dom';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { SkipLink } from './skip-link';
import './shell.css';

/** Header and footer around the visitor pages. */
export function PublicLayout() {
  return (
    <div className="park-public">
      <SkipLink />
      <NavBar />
      <main id="main-content" tabIndex={-1} className="park-public__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
