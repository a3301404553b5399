import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { pagePreloads } from './page-preloads.ts';
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

/*
 * Chunks, by hand (issue 18's LCP on a phone). Left to itself the build split MUI into some
 * forty small chunks, and a page drawn with MUI waited for each: the server speaks HTTP/1.1, so
 * a browser fetches six files at a time and every file costs a round trip (150 ms on slow 4G).
 * So MUI is two chunks: what every MUI page draws with (mui) and the text fields (mui-fields);
 * the components only the portals draw keep chunks of their own, so that a public page does
 * not download them and the manager portal stays within its budget (bench/web-sizes.ts).
 */

/** Libraries the store imports a little of, and the api all of: they stay out of the shell. */
const LAZY_LIBS = /node_modules[\\/](?:@reduxjs|immer)[\\/]/;
/** React and its scheduler. */
const REACT = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/** MUI, emotion and what they bring. */
const MUI =
  /node_modules[\\/](?:@mui[\\/](?:material|system|utils|styled-engine|private-theming|icons-material)|@emotion|react-transition-group|stylis|hoist-non-react-statics|clsx|prop-types|react-is)[\\/]/;
/** MUI's components that only the portals draw: they stay in chunks of their own. */
const PORTAL_ONLY_MUI =
  /@mui[\\/]material[\\/](?:esm[\\/])?(?:Table|Drawer|Chip|Switch|Checkbox|FormControlLabel|Breadcrumbs|ToggleButton|LinearProgress|ListItemButton|ListItemIcon|CardActionArea|Collapse|MenuItem|Tabs|Tab|Autocomplete|Tooltip|Popper)/;
/**
 * The public pages' plain controls (components/plain-*: forms, lists, the quantity control, and
 * their CSS), and the catalog's small api endpoints: one chunk each rather than one per file, so
 * a page drawn without MUI waits for fewer round trips (/tickets needs them all).
 */
const PLAIN = /src[\\/]components[\\/]plain-/;
const CATALOG_API =
  /src[\\/]api[\\/](?:catalog-query|attractions-api|tickets-api|shop-api|availability-api)\.ts$/;
/** MUI's text fields and what only they use. */
const MUI_FIELDS =
  /@mui[\\/]material[\\/](?:esm[\\/])?(?:TextField|InputBase|OutlinedInput|FilledInput|Input|InputLabel|InputAdornment|FormControl|FormLabel|FormHelperText|Select|NativeSelect|Menu|MenuList|Popover|TextareaAutosize)[\\/]/;

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
  plugins: [react(), pagePreloads(root), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page runs, in one chunk (Redux Toolkit and immer come with the api).
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id) => !LAZY_LIBS.test(id),
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // React stays with the entry's chunks: the MUI group below must not take it along.
            { name: 'react', test: REACT, priority: 3 },
            {
              name: 'mui',
              test: (id) => MUI.test(id) && !PORTAL_ONLY_MUI.test(id) && !MUI_FIELDS.test(id),
              priority: 2,
            },
            { name: 'mui-fields', test: MUI_FIELDS, priority: 1 },
            { name: 'plain', test: PLAIN, priority: 1 },
            { name: 'catalog-api', test: CATALOG_API, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [`^${path}(?:[/?]|$)`, toApi])),
  },
  preview: { port: 4173 },
});
