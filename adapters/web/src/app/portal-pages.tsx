import { EmployeeProfilePage as ProfilePage } from '../features/staff-portal/employee-profile';
import { MaintenancePage } from '../features/staff-portal/maintenance-page';

/**
 * The employee and manager portal screens. They all live behind this lazily loaded module, so
 * none of their code (nor the charts and PDF builders they load on demand) reaches the home page.
 */
export const EmployeeProfilePage = () => <ProfilePage title="Employee Profile" />;
export { EmployeeDashboardPage } from '../features/employee-dashboard/employee-dashboard-page';
export const EmployeeMaintenancePage = MaintenancePage;
export { WeatherFormPage } from '../features/staff-portal/weather-form-page';
export { HrPage } from '../features/staff-portal/hr-page';

export const ManagerProfilePage = () => <ProfilePage title="Manager Profile" />;
export { ManagerDashboardPage } from '../features/manager-dashboard/manager-dashboard-page';
export const ManagerMaintenancePage = MaintenancePage;
export { ManageEmployeesPage } from '../features/manage-employees/manage-employees-page';
export { CapacityPage } from '../features/capacity/capacity-page';
export { OrdersPage } from '../features/orders/orders-page';
export { DepartmentsPage as ManageDepartmentsPage } from '../features/departments/departments-page';
export { DataReportsPage } from '../features/data-reports/data-reports-page';
export { ViewContactFormsPage } from '../features/contact-forms/contact-forms-page';
export { AuditLogPage } from '../features/audit-log/audit-log-page';

/** Staff and managers both check tickets in at the gate. */
export { GatePage } from '../features/gate/gate-page';
