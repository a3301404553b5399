import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The first path segment of every call in the spec's call tables (both documents). */
const API_PATHS = [
  '/api',
  '/auth',
  '/employee/login',
  '/forgot-password',
  '/reset-password',
  '/reset-staff-password',
  '/attractions',
  '/get-rest',
  '/get-merch',
  '/current-weather',
  '/park-info',
  '/weatherform',
  '/checkout',
  '/getRecentTicketOrders',
  '/getOrderDetails',
  '/contact-us',
  '/loggedInEmployee',
  '/updateLoggedInEmployee',
  '/dashboardData',
  '/get-maintenancerequests',
  '/maintenance-requests',
  '/updateMaintenanceRequest',
  '/get-unresolved-maintenance-requests',
  '/finance-report',
  '/maintenance-report',
  '/visit-report',
  '/viewContactForms',
  '/employees',
  '/addEmp',
  '/archiveEmp',
  '/expense-restaurant',
  '/insert-new-merch',
  '/insert-new-rest',
  '/insert-new-attractions',
  '/update-attraction',
  '/update-merch',
  '/update-rest',
  '/delete-merch',
  '/delete-attraction',
  '/delete-rest',
];

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * Several paths are both a page and a call (/attractions, /checkout, /auth/signup …):
 * a browser navigation (Accept: text/html) gets the page from Vite, everything else goes
 * to the API server, which is what the server itself does on one origin.
 */
const toApi: ProxyOptions = {
  target: API_TARGET,
  changeOrigin: false,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined),
};

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [`^${path}(?:[/?]|$)`, toApi])),
  },
  preview: { port: 4173 },
});
