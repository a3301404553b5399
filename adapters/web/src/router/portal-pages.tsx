import type { ComponentType } from 'react';

/** An employee profile page under the portal's own title. */
const titled = (Profile: ComponentType<{ title: string }>, title: string) => {
  const TitledProfile = () => <Profile title={title} />;
  return TitledProfile;
};

/**
 * The employee and manager portal screens, each in a chunk of its own that loads with its
 * route (routes.tsx): a portal page waits for its own code only, and the home page for none of
 * it (nor for the charts, PDF builders and QR decoder, which load only when shown or clicked).
 */
export const portalPages = {
  EmployeeProfilePage: () =>
    import('../features/staff-portal/employee-profile').then((m) =>
      titled(m.EmployeeProfilePage, 'Employee Profile'),
    ),
  EmployeeDashboardPage: () =>
    import('../features/employee-dashboard/employee-dashboard-page').then(
      (m) => m.EmployeeDashboardPage,
    ),
  EmployeeMaintenancePage: () =>
    import('../features/staff-portal/maintenance-page').then((m) => m.MaintenancePage),
  WeatherFormPage: () =>
    import('../features/staff-portal/weather-form-page').then((m) => m.WeatherFormPage),
  HrPage: () => import('../features/staff-portal/hr-page').then((m) => m.HrPage),

  ManagerProfilePage: () =>
    import('../features/staff-portal/employee-profile').then((m) =>
      titled(m.EmployeeProfilePage, 'Manager Profile'),
    ),
  ManagerDashboardPage: () =>
    import('../features/manager-dashboard/manager-dashboard-page').then(
      (m) => m.ManagerDashboardPage,
    ),
  ManagerMaintenancePage: () =>
    import('../features/staff-portal/maintenance-page').then((m) => m.MaintenancePage),
  ManageEmployeesPage: () =>
    import('../features/manage-employees/manage-employees-page').then((m) => m.ManageEmployeesPage),
  CapacityPage: () => import('../features/capacity/capacity-page').then((m) => m.CapacityPage),
  OrdersPage: () => import('../features/orders/orders-page').then((m) => m.OrdersPage),
  ManageDepartmentsPage: () =>
    import('../features/departments/departments-page').then((m) => m.DepartmentsPage),
  DataReportsPage: () =>
    import('../features/data-reports/data-reports-page').then((m) => m.DataReportsPage),
  ViewContactFormsPage: () =>
    import('../features/contact-forms/contact-forms-page').then((m) => m.ViewContactFormsPage),
  AuditLogPage: () => import('../features/audit-log/audit-log-page').then((m) => m.AuditLogPage),
  MailPage: () => import('../features/mail/mail-page').then((m) => m.MailPage),

  /** Staff and managers both check tickets in at the gate. */
  GatePage: () => import('../features/gate/gate-page').then((m) => m.GatePage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PortalPage = keyof typeof portalPages;
