import { PortalLayout } from '../../components/portal-layout';
import type { Portal } from '../../components/portal-nav';
import { PortalBar } from '../../layouts/portal-bar';

/** The user portal's sidebar (spec): Home, My Profile, Recent Orders, then Sign Out. */
export const USER_PORTAL: Portal = {
  title: 'My Account',
  links: [
    { to: '/', label: 'Home' },
    { to: '/user/profile', label: 'My Profile' },
    { to: '/user/recent-orders', label: 'Recent Orders' },
  ],
};

export function UserPortalLayout() {
  return <PortalLayout portal={USER_PORTAL} bar={(menu) => <PortalBar menu={menu} />} />;
}

export default UserPortalLayout;
