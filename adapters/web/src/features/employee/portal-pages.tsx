import { UnderConstruction } from '../../components/under-construction';

/**
 * The portal screens of later issues. Each is an honest placeholder until its issue
 * lands; they live in this lazily loaded module so none of it reaches the home page.
 */
export const EmployeeProfilePage = () => <UnderConstruction title="Employee Profile" />;
export const EmployeeDashboardPage = () => <UnderConstruction title="Employee Dashboard" />;
export const EmployeeMaintenancePage = () => <UnderConstruction title="Maintenance Requests" />;
export const WeatherFormPage = () => <UnderConstruction title="Weather Form" />;
export const HrPage = () => <UnderConstruction title="HR Portal" />;

export const ManagerProfilePage = () => <UnderConstruction title="Manager Profile" />;
export const ManagerDashboardPage = () => <UnderConstruction title="Manager Dashboard" />;
export const ManagerMaintenancePage = () => <UnderConstruction title="Maintenance Requests" />;
export const ManageEmployeesPage = () => <UnderConstruction title="Manage Employees" />;
export const ManageDepartmentsPage = () => <UnderConstruction title="Manage Departments" />;
export const DataReportsPage = () => <UnderConstruction title="Data Reports" />;
export const ViewContactFormsPage = () => <UnderConstruction title="View Contact Forms" />;
