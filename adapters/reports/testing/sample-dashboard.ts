import type { DashboardBody } from '../../contract/reports';

/** One busy park day as POST /dashboardData answers it, for the dashboard's page and PDF tests. */
export const SAMPLE_DASHBOARD = {
  TotalTicketRevenue: 1234.5,
  TotalStandardTickets: 17,
  TotalExpressTickets: 4,
  TotalChildTickets: 9,
  TotalRestaurantRevenue: 385,
  restaurantExpense: 120.25,
  TotalStandardRestaurantTransactions: 6,
  TotalDeluxeRestaurantTransactions: 3,
  TotalSpecialRestaurantTransactions: 2,
  TotalMaintenanceExpenses: 980.1,
  TotalActiveMaintenanceRequests: 5,
  TotalMerchandiseRevenue: 212.75,
  TotalMerchandiseExpenses: 88.4,
  TotalMerchandiseTransactions: 7,
  checkIns: 312,
  admissionsSold: 1480,
  revenueByArea: [
    { area: 'Tickets', revenue: 1234.5 },
    { area: 'Dining', revenue: 385 },
    { area: 'Shop', revenue: 212.75 },
  ],
} satisfies Partial<DashboardBody>;
