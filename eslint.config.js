// Lint rules, including the hexagon's dependency rules (see ARCHITECTURE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const frameworks = [
  'koa',
  'koa-*',
  '@koa/*',
  'knex',
  'knex-*',
  'pg',
  '@electric-sql/*',
  'react',
  'react-*',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@reduxjs/*',
  'inversify',
  'commander',
  'jspdf',
  'jspdf-*',
  'zod',
  'pino',
  'node:*',
  'fs',
  'path',
  'http',
  'crypto',
];
const otherAdapters = (self) =>
  ['http', 'persistence', 'web', 'cli']
    .filter((a) => a !== self)
    .flatMap((a) => [`**/adapters/${a}/**`, `../${a}/**`, `../../${a}/**`, `../../../${a}/**`]);
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**'];
const adapterRule = (self, extra = []) => ({
  files: [`adapters/${self}/**/*.{ts,tsx}`],
  ignores: [...testFiles, 'adapters/http/main.ts', 'adapters/cli/main.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [...otherAdapters(self), '**/composition-root*'],
            message:
              'An adapter never imports another adapter; only adapters/composition-root.ts knows them all.',
          },
          ...extra,
        ],
      },
    ],
  },
});

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
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/adapters/**', '../adapters/**', '../../adapters/**'],
              message: 'core/ never imports adapters.',
            },
            { group: frameworks, message: 'core/ is framework-free and does no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'core/ never reads process.env: pass configuration in.' },
      ],
    },
  },
  // Entry points assemble the park: they may use the composition root and start the server.
  {
    files: ['adapters/http/main.ts', 'adapters/cli/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/persistence/**', '**/web/**'],
              message: 'Entry points go through the composition root.',
            },
          ],
        },
      ],
    },
  },
  adapterRule('http'),
  adapterRule('persistence'),
  adapterRule('cli'),
  // Report bodies, tables and PDFs: one presentation shared by the HTTP answers, the web pages
  // and the CLI, so a figure reads the same everywhere. Core, the HTTP contract's types and jspdf only.
  {
    files: ['adapters/reports/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/persistence/**',
                '**/web/**',
                '**/cli/**',
                '**/composition-root*',
                '**/http/**',
              ],
              message:
                'adapters/reports is shared by http, web and cli: core, contract types and jspdf only.',
            },
            {
              group: [
                'koa',
                'koa-*',
                '@koa/*',
                'knex',
                'pg',
                'react',
                'react-*',
                'commander',
                'node:*',
              ],
              message: 'adapters/reports runs in the browser and in Node alike.',
            },
          ],
        },
      ],
    },
  },
  // The web app may only `import type` from the HTTP contract; everything else of other adapters is off limits.
  {
    files: ['adapters/web/**/*.{ts,tsx}'],
    ignores: ['adapters/web/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/adapters/persistence/**',
                '**/adapters/cli/**',
                '**/composition-root*',
                '../persistence/**',
                '../cli/**',
                '../../persistence/**',
                '../../cli/**',
              ],
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              group: ['**/http/**'],
              message:
                'The web app talks to the server over HTTP; its bodies are in adapters/contract.',
            },
          ],
        },
      ],
    },
  },
);
