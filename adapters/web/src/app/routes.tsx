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
} from './session/route-guards';
import { BareLayout, StandaloneMain } from '../layouts/bare-layout';
import { PublicLayout } from '../layouts/public-layout';
import { RootLayout } from '../layouts/root-layout';

const muiTheme = () => import('./mui-theme');

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

const portalPages = () => import('./portal-pages');
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
  { path: 'employee/profile', lazy: lazyPage(portalPages, (m) => m.EmployeeProfilePage) },
  { path: 'employee/dashboard', lazy: lazyPage(portalPages, (m) => m.EmployeeDashboardPage) },
  { path: 'employee/maintenance', lazy: lazyPage(portalPages, (m) => m.EmployeeMaintenancePage) },
  { path: 'employee/weather-form', lazy: lazyPage(portalPages, (m) => m.WeatherFormPage) },
  { path: 'employee/HR', lazy: lazyPage(portalPages, (m) => m.HrPage) },
  { path: 'employee/gate', lazy: lazyPage(portalPages, (m) => m.GatePage) },
];

const managerPages: RouteObject[] = [
  { path: 'manager/profile', lazy: lazyPage(portalPages, (m) => m.ManagerProfilePage) },
  { path: 'manager/maintenance', lazy: lazyPage(portalPages, (m) => m.ManagerMaintenancePage) },
  { path: 'manager/HR', lazy: lazyPage(portalPages, (m) => m.HrPage) },
  { path: 'manager/manage-employees', lazy: lazyPage(portalPages, (m) => m.ManageEmployeesPage) },
  { path: 'manager/expense-form', lazy: lazyPage(portalPages, (m) => m.ManageDepartmentsPage) },
  { path: 'manager/data-reports', lazy: lazyPage(portalPages, (m) => m.DataReportsPage) },
  {
    path: 'manager/view-contact-forms',
    lazy: lazyPage(portalPages, (m) => m.ViewContactFormsPage),
  },
  { path: 'manager/dashboard', lazy: lazyPage(portalPages, (m) => m.ManagerDashboardPage) },
  { path: 'manager/capacity', lazy: lazyPage(portalPages, (m) => m.CapacityPage) },
  { path: 'manager/orders', lazy: lazyPage(portalPages, (m) => m.OrdersPage) },
  { path: 'manager/audit-log', lazy: lazyPage(portalPages, (m) => m.AuditLogPage) },
  { path: 'manager/gate', lazy: lazyPage(portalPages, (m) => m.GatePage) },
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
            lazy: lazyPage(
              () => import('../features/tickets/tickets-page'),
              (m) => m.TicketsPage,
            ),
          },
          {
            element: <LoginPageGuard />,
            children: [
              {
                path: 'login',
                lazy: lazyPage(
                  () => import('../features/auth/login-page'),
                  (m) => m.LoginPage,
                ),
              },
            ],
          },
          {
            path: 'auth/signup',
            lazy: lazyPage(
              () => import('../features/auth/signup-page'),
              (m) => m.SignupPage,
            ),
          },
          {
            path: 'Shop',
            lazy: lazyPage(
              () => import('../features/shop/shop-page'),
              (m) => m.ShopPage,
            ),
          },
          {
            path: 'attractions',
            lazy: lazyPage(
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
                lazy: lazyPage(passwordReset, (m) => m.UserPasswordResetPage),
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
                    lazy: lazyPage(
                      () => import('../features/employee/employee-login-page'),
                      (m) => m.EmployeeLoginPage,
                    ),
                  },
                ],
              },
              {
                path: 'employee/forgot-password',
                lazy: lazyPage(passwordReset, (m) => m.EmployeePasswordResetPage),
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
