// Lint rules, including the hexagon's dependency rules (see ARCHITECTURE.md, "Dependency rules").
//
// How the rules are built:
// - `import-x/no-restricted-paths` works on resolved files: a zone says which folder (`target`)
//   may not import from which other folder (`from`), `except` the folders it may use. It sees
//   relative paths however deep they climb.
// - `no-restricted-imports` with a `regex` forbids bare module specifiers (npm packages and
//   Node built-ins) by name: that is how a folder gets an allow-list of packages.
// - `import-x/no-cycle` forbids import cycles everywhere (type-only imports are erased by
//   the compiler and do not count).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**'];

/** A bare specifier (a package or a Node built-in) not in `allowed` is refused. */
const packagesOnly = (allowed, message) => ({
  regex: allowed.length ? `^(?!\\.|/|(?:${allowed.join('|')})(?:/|$))` : '^(?!\\.|/)',
  message,
});
const NODE_BUILTINS = ['node:[a-z_/]+'];

/**
 * An adapter imports core/, adapters/contract/ and its own folder; `alsoFrom` lists the other
 * adapter files it may use, each one a stated exception (see the blocks below for the reasons).
 */
const adapterZone = (self, alsoFrom = [], message = '') => ({
  target: `./adapters/${self}`,
  from: './adapters',
  except: [...new Set([`./${self}`, './contract', ...alsoFrom])],
  message:
    message ||
    'An adapter imports core/, adapters/contract/ and its own files; only adapters/composition-root.ts knows them all.',
});
const restrictedPaths = (...zones) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
});

// Web features: each folder under src/features is one feature; it may import the shared folders
// (components/, api/, app/, lib/, test/) and core/, never another feature (bulletproof-react's
// zones). The web's layers, top to bottom: router/ (the route table, the lazily loaded portal
// pages, the providers around them) composes the features and layouts/, and only main.tsx and
// the test kit (test/render.tsx) import it; layouts/ places the cart in the nav bar, so it may
// import features; features/; then app/ (session, cart, store, hooks), which every feature uses
// and which imports no feature, layout or router.
const WEB = './adapters/web/src';
const webFeatures = readdirSync(new URL('./adapters/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = webFeatures.map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message:
    'A web feature imports components/, api/, app/, lib/ and core/, not another feature: move what both use into a shared folder.',
}));
const appZone = {
  target: `${WEB}/app`,
  from: [`${WEB}/features`, `${WEB}/layouts`, `${WEB}/router`],
  message:
    'app/ (session, cart, store, hooks) is below the features: it imports no feature, layout or router/ (router/ composes them).',
};
const routerZone = {
  target: [
    `${WEB}/features`,
    `${WEB}/layouts`,
    `${WEB}/components`,
    `${WEB}/api`,
    `${WEB}/lib`,
    `${WEB}/app`,
  ],
  from: `${WEB}/router`,
  message:
    'router/ (the route table and page list) is above everything: only main.tsx and the test kit import it; a feature links by URL.',
};
const sharedWebZone = {
  target: [`${WEB}/components`, `${WEB}/api`, `${WEB}/lib`, `${WEB}/test`],
  from: [`${WEB}/features`, `${WEB}/layouts`],
  message:
    'components/, api/, lib/ and test/ are shared by every feature: they import no feature or layout.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'adapters/web/dist',
      '.data',
      'bench/results',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // import-x resolves extensionless .ts/.tsx imports to files, for the two rules below.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  // No import cycles anywhere; packages are not followed (ignoreExternal). Test files are not
  // checked: nothing imports a test, so none can be on a cycle (the test kits in testing/ are
  // checked), and skipping them saves much of the rule's time.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // core/ imports only core/: an allow-list. No package, no Node built-in, no path out of core/
  // (tests may import vitest); no process, timers or fetch: configuration, time and I/O come in
  // through ports.
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packagesOnly([], 'core/ imports only core/: it is framework-free and does no I/O.'),
          ],
        },
      ],
      ...restrictedPaths({
        target: './core',
        from: '.',
        // Packages are the rule above's (which lets tests import vitest), wherever npm put them.
        except: ['./core', './node_modules'],
        message: 'core/ imports only core/.',
      }),
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ never reads process: pass configuration in.' },
        ...[
          'setTimeout',
          'setInterval',
          'setImmediate',
          'clearTimeout',
          'clearInterval',
          'clearImmediate',
          'queueMicrotask',
          'requestAnimationFrame',
        ].map((name) => ({
          name,
          message: 'core/ uses no timers: time comes in through the Clock port.',
        })),
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'localStorage', 'sessionStorage'].map(
          (name) => ({ name, message: 'core/ does no I/O: it goes through a port.' }),
        ),
      ],
    },
  },
  // Tests may use vitest, and wait with a timer.
  {
    files: ['core/**/*.test.ts', 'core/testing/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packagesOnly(['vitest'], 'core/ imports only core/ (and vitest in its tests).'),
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ never reads process.' },
      ],
    },
  },

  // Adapters import core/, adapters/contract/ and their own files. The exceptions, with reasons:
  // - adapters/composition-root.ts, adapters/http/main.ts and adapters/cli/main.ts (with
  //   adapters/cli/park-services.ts, the services it hands the program, which the CLI tests hand
  //   it too) assemble the park: they import every adapter (no rule below applies to them).
  // - adapters/tokens.ts (the container's keys) and adapters/config.ts (the validated
  //   environment) are read by the adapters that resolve use cases from the container (http, cli).
  // - adapters/reports (report tables and PDFs) is shared by http, web and cli, so a figure
  //   reads the same everywhere.
  // - the cli runs a mail relay of its own (`park mail relay`) with adapters/mail's loop.
  // - Tests and test kits (`*.test.ts`, `testing/`) assemble real parts across adapters (an
  //   HTTP test runs on the knex repositories): no adapter rule applies to them.
  {
    files: ['adapters/http/**/*.ts'],
    ignores: [...testFiles, 'adapters/http/main.ts'],
    rules: restrictedPaths(adapterZone('http', ['./tokens.ts', './config.ts', './reports'])),
  },
  {
    files: ['adapters/cli/**/*.ts'],
    ignores: [...testFiles, 'adapters/cli/main.ts', 'adapters/cli/park-services.ts'],
    rules: restrictedPaths(
      adapterZone('cli', ['./tokens.ts', './config.ts', './reports', './mail']),
    ),
  },
  // persistence/contracts/ holds the repository contract suites, a test kit that runs on the
  // shared test database (adapters/testing).
  {
    files: ['adapters/persistence/**/*.ts'],
    ignores: [...testFiles, 'adapters/persistence/contracts/**'],
    rules: restrictedPaths(adapterZone('persistence')),
  },
  // The contract (schemas, bodies, presenters): core and zod only, so every side can use it.
  {
    files: ['adapters/contract/**/*.ts'],
    ignores: testFiles,
    rules: {
      ...restrictedPaths(adapterZone('contract')),
      'no-restricted-imports': [
        'error',
        { patterns: [packagesOnly(['zod'], 'adapters/contract imports core/ and zod only.')] },
      ],
    },
  },
  // Report bodies, tables and PDFs run in the browser and in Node alike: core, contract, jspdf
  // (and qrcode, whose module matrix the ticket PDF draws: it needs no canvas).
  {
    files: ['adapters/reports/**/*.ts'],
    ignores: testFiles,
    rules: {
      ...restrictedPaths(adapterZone('reports')),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packagesOnly(
              ['jspdf', 'jspdf-autotable', 'qrcode'],
              'adapters/reports runs in the browser and in Node alike: core, contract, jspdf and qrcode only.',
            ),
          ],
        },
      ],
    },
  },
  // Mail that leaves the park: core's MailTransport over SMTP (nodemailer), each mail drawn with
  // its parts (the tickets PDF of adapters/reports, the visit's event with ics); it reads the
  // SMTP settings' type from adapters/config.ts.
  {
    files: ['adapters/mail/**/*.ts'],
    ignores: testFiles,
    rules: {
      ...restrictedPaths(adapterZone('mail', ['./reports', './config.ts'])),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packagesOnly(
              [...NODE_BUILTINS, 'nodemailer', 'ics'],
              'adapters/mail uses core/, adapters/reports, Node built-ins, nodemailer and ics only.',
            ),
          ],
        },
      ],
    },
  },
  // Clock, ids and hashing: core's ports on Node built-ins (and @node-rs/argon2, the password
  // hash), nothing else.
  {
    files: ['adapters/system/**/*.ts'],
    ignores: testFiles,
    rules: {
      ...restrictedPaths({
        target: './adapters/system',
        from: './adapters',
        except: ['./system'],
        message: 'adapters/system implements core ports on Node built-ins only.',
      }),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packagesOnly(
              [...NODE_BUILTINS, '@node-rs/argon2'],
              'adapters/system uses core/ and Node built-ins only (and @node-rs/argon2 for passwords).',
            ),
          ],
        },
      ],
    },
  },
  // The validated environment: core, zod and Node built-ins.
  {
    files: ['adapters/config.ts'],
    rules: {
      ...restrictedPaths({
        target: './adapters/config.ts',
        from: './adapters',
        except: ['./config.ts'],
        message: 'adapters/config.ts reads the environment; it imports no adapter.',
      }),
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            packagesOnly(
              [...NODE_BUILTINS, 'zod'],
              'adapters/config.ts uses core/, zod and Node built-ins only.',
            ),
          ],
        },
      ],
    },
  },
  // The container's keys: the composition root binds them and http/cli resolve them, so the
  // file names core's use cases and ports and the types of the configuration and the database
  // (`import type`), and imports no adapter code (that would loop through the container).
  {
    files: ['adapters/tokens.ts'],
    rules: {
      ...restrictedPaths({
        target: './adapters/tokens.ts',
        from: './adapters',
        // wiring/: each feature's keys live beside its module (`<feature>-tokens.ts`, `token.ts`);
        // tokens.ts gathers them into the one TOKENS object.
        except: ['./config.ts', './persistence', './tokens.ts', './wiring'],
        message: 'adapters/tokens.ts names core types; only the composition root binds them.',
      }),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/persistence/**'],
              allowTypeImports: true,
              message:
                'adapters/tokens.ts may name the Database type, not import persistence code.',
            },
          ],
        },
      ],
    },
  },

  // The web app talks to the server over HTTP. It imports core/ (the rules both sides share),
  // adapters/contract/ with `import type` only (so zod stays out of the bundle), and
  // adapters/reports (the PDF builders and report tables, loaded lazily) — nothing else of the
  // other adapters. Exceptions: the browser tests (e2e/) drive the whole server, and the
  // build-time scripts (scripts/, run by hand, never bundled) read the seed list to draw its
  // pictures.
  {
    files: ['adapters/web/**/*.{ts,tsx}'],
    ignores: ['adapters/web/e2e/**', 'adapters/web/scripts/**', ...testFiles],
    rules: {
      ...restrictedPaths(
        adapterZone(
          'web',
          ['./reports'],
          'The web app talks to the server over HTTP: core/, adapters/contract/ (types) and adapters/reports only.',
        ),
        ...featureZones,
        sharedWebZone,
        appZone,
        routerZone,
      ),
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/**'],
              allowTypeImports: true,
              message: 'The web app may only `import type` from adapters/contract (zod stays out).',
            },
          ],
        },
      ],
    },
  },
  // Web tests follow the feature zones and app/'s too (they may also use the shared test/ kit,
  // and a page's test may load the router's chunks first, as the whole app it renders does).
  {
    files: ['adapters/web/src/**/*.test.{ts,tsx}'],
    rules: restrictedPaths(...featureZones, sharedWebZone, appZone),
  },
);
