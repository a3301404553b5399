import type { ReactNode } from 'react';
import { PortalLayout } from '../components/portal-layout';
import { EMPLOYEE_PORTAL, MANAGER_PORTAL } from '../components/portal-nav';
import { PortalBar } from '../layouts/portal-bar';

const bar = (menu: ReactNode) => <PortalBar menu={menu} />;

export function EmployeePortalLayout() {
  return <PortalLayout portal={EMPLOYEE_PORTAL} bar={bar} />;
}

export function ManagerPortalLayout() {
  return <PortalLayout portal={MANAGER_PORTAL} bar={bar} />;
}
