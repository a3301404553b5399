import { EmployeeProfilePage as ProfilePage } from '../staff-portal/employee-profile';
import { MaintenancePage } from '../staff-portal/maintenance-page';

/**
 * The employee and manager portal screens. They all live behind this lazily loaded module, so
 * none of their code (nor the charts and PDF builders they load on demand) reaches the home page.
 */
export const EmployeeProfilePage = () => <ProfilePage title="Employee Profile" />;
export { EmployeeDashboardPage } from '../employee-dashboard/employee-dashboard-page';
export const EmployeeMaintenancePage = MaintenancePage;
export { WeatherFormPage } from '../staff-portal/weather-form-page';
export { HrPage } from '../staff-portal/hr-page';

export const ManagerProfilePage = () => <ProfilePage title="Manager Profile" />;
export { ManagerDashboardPage } from '../manager-dashboard/manager-dashboard-page';
export const ManagerMaintenancePage = MaintenancePage;
export { ManageEmployeesPage } from '../manage-employees/manage-employees-page';
export { DepartmentsPage as ManageDepartmentsPage } from '../departments/departments-page';
export { DataReportsPage } from '../data-reports/data-reports-page';
export { ViewContactFormsPage } from '../contact-forms/contact-forms-page';
