import { PortalLayout } from '../components/portal-layout';
import { EMPLOYEE_PORTAL, MANAGER_PORTAL } from '../components/portal-nav';

export function EmployeePortalLayout() {
  return <PortalLayout portal={EMPLOYEE_PORTAL} />;
}

export function ManagerPortalLayout() {
  return <PortalLayout portal={MANAGER_PORTAL} />;
}
