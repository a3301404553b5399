import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingIndicator } from '../components/loading-indicator';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { HomePage } from '../features/home/home-page';
import {
  LoginPageGuard,
  RequireEmployee,
  RequireEmployeeSession,
  RequireManager,
  RequireUser,
} from './route-guards';
import { BareLayout, StandaloneMain } from '../layouts/bare-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';
import { portalPages, type PortalPage } from './portal-pages';

const muiTheme = () => import('../app/mui-theme');

/**
 * A route whose page is loaded on first visit, with MUI and the park's theme around it, so the
 * home page stays small.
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module, { withMuiTheme }] = await Promise.all([load(), muiTheme()]);
    return { Component: withMuiTheme(pick(module)) };
  };
}

/** A route whose page is drawn without MUI (components/plain-form.tsx), loaded on first visit. */
function plainPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** A portal screen (portal-pages.tsx), in a chunk of its own. */
const portalPage = (name: PortalPage) => lazyPage(portalPages[name], (Page) => Page);

const portals = () => import('./portals');

const passwordReset = () => import('../features/password-reset/password-reset-page');
const userPortal = () => import('../features/user-portal/user-portal-layout');

const userPages: RouteObject[] = [
  {
    path: 'user/profile',
    lazy: lazyPage(
      () => import('../features/user-portal/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: 'user/recent-orders',
    lazy: lazyPage(
      () => import('../features/user-portal/recent-orders-page'),
      (m) => m.RecentOrdersPage,
    ),
  },
];

const employeePages: RouteObject[] = [
  { path: 'employee/profile', lazy: portalPage('EmployeeProfilePage') },
  { path: 'employee/dashboard', lazy: portalPage('EmployeeDashboardPage') },
  { path: 'employee/maintenance', lazy: portalPage('EmployeeMaintenancePage') },
  { path: 'employee/weather-form', lazy: portalPage('WeatherFormPage') },
  { path: 'employee/HR', lazy: portalPage('HrPage') },
  { path: 'employee/gate', lazy: portalPage('GatePage') },
];

const managerPages: RouteObject[] = [
  { path: 'manager/profile', lazy: portalPage('ManagerProfilePage') },
  { path: 'manager/maintenance', lazy: portalPage('ManagerMaintenancePage') },
  { path: 'manager/HR', lazy: portalPage('HrPage') },
  { path: 'manager/manage-employees', lazy: portalPage('ManageEmployeesPage') },
  { path: 'manager/expense-form', lazy: portalPage('ManageDepartmentsPage') },
  { path: 'manager/data-reports', lazy: portalPage('DataReportsPage') },
  {
    path: 'manager/view-contact-forms',
    lazy: portalPage('ViewContactFormsPage'),
  },
  { path: 'manager/dashboard', lazy: portalPage('ManagerDashboardPage') },
  { path: 'manager/capacity', lazy: portalPage('CapacityPage') },
  { path: 'manager/orders', lazy: portalPage('OrdersPage') },
  { path: 'manager/audit-log', lazy: portalPage('AuditLogPage') },
  { path: 'manager/mail', lazy: portalPage('MailPage') },
  { path: 'manager/gate', lazy: portalPage('GatePage') },
];

/**
 * Both spec documents' route tables. Paths match case-insensitively (React Router's
 * default), so /shop, /Shop, /ContactUs and /contactUs all work.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingIndicator />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          {
            path: 'tickets',
            lazy: plainPage(
              () => import('../features/tickets/tickets-page'),
              (m) => m.TicketsPage,
            ),
          },
          {
            element: <LoginPageGuard />,
            children: [
              {
                path: 'login',
                lazy: plainPage(
                  () => import('../features/auth/login-page'),
                  (m) => m.LoginPage,
                ),
              },
            ],
          },
          {
            path: 'auth/signup',
            lazy: plainPage(
              () => import('../features/auth/signup-page'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: 'Shop',
            lazy: plainPage(
              () => import('../features/shop/shop-page'),
              (m) => m.ShopPage,
            ),
          },
          {
            path: 'attractions',
            lazy: plainPage(
              () => import('../features/attractions/attractions-page'),
              (m) => m.AttractionsPage,
            ),
          },
          {
            element: <RequireUser />,
            children: [
              {
                path: 'contactUs',
                lazy: lazyPage(
                  () => import('../features/contact/contact-page'),
                  (m) => m.ContactPage,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <BareLayout />,
        children: [
          {
            element: <StandaloneMain />,
            children: [
              {
                path: 'forgot-password',
                lazy: plainPage(passwordReset, (m) => m.UserPasswordResetPage),
              },
              {
                element: <RequireUser />,
                children: [
                  {
                    path: 'checkout',
                    lazy: lazyPage(
                      () => import('../features/checkout/checkout-page'),
                      (m) => m.CheckoutPage,
                    ),
                  },
                ],
              },
              {
                element: <LoginPageGuard />,
                children: [
                  {
                    path: 'employee/login',
                    lazy: plainPage(
                      () => import('../features/employee/employee-login-page'),
                      (m) => m.EmployeeLoginPage,
                    ),
                  },
                ],
              },
              {
                path: 'employee/forgot-password',
                lazy: plainPage(passwordReset, (m) => m.EmployeePasswordResetPage),
              },
              {
                element: <RequireEmployeeSession />,
                children: [
                  {
                    path: 'employee/choose-password',
                    lazy: lazyPage(
                      () => import('../features/employee/choose-password-page'),
                      (m) => m.ChoosePasswordPage,
                    ),
                  },
                ],
              },
            ],
          },
          {
            element: <RequireUser />,
            children: [
              { lazy: lazyPage(userPortal, (m) => m.UserPortalLayout), children: userPages },
            ],
          },
          {
            element: <RequireEmployee />,
            children: [
              { lazy: lazyPage(portals, (m) => m.EmployeePortalLayout), children: employeePages },
            ],
          },
          {
            element: <RequireManager />,
            children: [
              { lazy: lazyPage(portals, (m) => m.ManagerPortalLayout), children: managerPages },
            ],
          },
        ],
      },
    ],
  },
];
