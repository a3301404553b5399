// The server and the `park` command as one esbuild bundle in dist/ (`npm run build:server`).
// Packages stay in node_modules, loaded as they are, except the few below, which are bundled:
// every `park` command loads them (the container and its decorators, the schemas, the command
// line), and reading their hundreds of small files was about a fifth of `park dashboard`'s run
// against a serving park (bench/README.md, issue 35).
import { build } from 'esbuild';

const BUNDLED = /^(inversify|@inversifyjs\/|zod(\/|$)|reflect-metadata|commander)/;

await build({
  entryPoints: ['adapters/cli/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  splitting: true,
  outdir: 'dist',
  entryNames: 'park',
  chunkNames: 'park-[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  // The bundled CommonJS packages (commander) require Node's own modules.
  banner: {
    js: "import { createRequire as parkRequire } from 'node:module'; const require = parkRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages-outside-but-a-few',
      setup(esbuild) {
        esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          BUNDLED.test(path) ? undefined : { path, external: true },
        );
      },
    },
  ],
});
