/**
 * The two portals' sidebars, as the spec lists them (Sign Out is added by the layout), with the
 * pages added since: Capacity, Orders and Audit Log (managers) and Gate (staff and managers check
 * tickets in).
 */
export interface PortalLink {
  to: string;
  label: string;
}

export interface Portal {
  title: string;
  links: readonly PortalLink[];
}

export const EMPLOYEE_PORTAL: Portal = {
  title: 'Employee Portal',
  links: [
    { to: '/employee/profile', label: 'My Profile' },
    { to: '/employee/maintenance', label: 'Maintenance Requests' },
    { to: '/employee/HR', label: 'HR' },
    { to: '/employee/weather-form', label: 'Weather Form' },
    { to: '/employee/gate', label: 'Gate' },
  ],
};

export const MANAGER_PORTAL: Portal = {
  title: 'Manager Portal',
  links: [
    { to: '/manager/profile', label: 'My Profile' },
    { to: '/manager/dashboard', label: 'Dashboard' },
    { to: '/manager/data-reports', label: 'Data Reports' },
    { to: '/manager/expense-form', label: 'Manage Departments' },
    { to: '/manager/maintenance', label: 'Maintenance Requests' },
    { to: '/manager/manage-employees', label: 'Manage Employees' },
    { to: '/manager/view-contact-forms', label: 'View Contact Forms' },
    { to: '/manager/capacity', label: 'Capacity' },
    { to: '/manager/orders', label: 'Orders' },
    { to: '/manager/audit-log', label: 'Audit Log' },
    { to: '/manager/mail', label: 'Mail' },
    { to: '/manager/gate', label: 'Gate' },
    { to: '/manager/HR', label: 'HR' },
  ],
};
