import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Loaded with every page drawn with MUI (routes.tsx's lazyPage): MUI and the park's theme. */
const MUI_THEME = 'src/app/mui-theme.tsx';

/**
 * The modules routes.tsx loads lazily for a page, by its lower-cased path (the public pages and
 * the visitor's own). A test (page-preloads.test.ts) keeps each one imported there.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/tickets': ['src/features/tickets/tickets-page.tsx'],
  '/attractions': ['src/features/attractions/attractions-page.tsx'],
  '/shop': ['src/features/shop/shop-page.tsx'],
  '/login': ['src/features/auth/login-page.tsx'],
  '/auth/signup': ['src/features/auth/signup-page.tsx'],
  '/contactus': ['src/features/contact/contact-page.tsx', MUI_THEME],
  '/forgot-password': ['src/features/password-reset/password-reset-page.tsx'],
  '/checkout': ['src/features/checkout/checkout-page.tsx', MUI_THEME],
  '/employee/login': ['src/features/employee/employee-login-page.tsx'],
  '/employee/forgot-password': ['src/features/password-reset/password-reset-page.tsx'],
  '/employee/choose-password': ['src/features/employee/choose-password-page.tsx', MUI_THEME],
};

/** Where the build writes a page's copy of index.html: pages/tickets.html, pages/auth/signup.html. */
export const pageHtmlPath = (page: string) => `pages${page}.html`;

/** What the plugin needs of a bundle's chunk (Rollup's and Rolldown's OutputChunk). */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/** The chunks `start` needs before it runs: itself and its static imports, all the way down. */
function staticClosure(bundle: Record<string, ChunkInfo>, start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(bundle[file]?.imports ?? []));
  }
  return seen;
}

/**
 * The `<link>`s that fetch what a page loads lazily while the entry script downloads, instead of
 * after it has run: each chunk of its modules' static graph that index.html does not load already
 * (modulepreload), and their stylesheets.
 */
export function preloadLinks(
  bundle: Record<string, ChunkInfo>,
  root: string,
  modules: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entry = staticClosure(
    bundle,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const starts = modules.map((module) => {
    const id = resolve(root, module);
    const chunk = chunks.find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`page-preloads: no chunk for ${module}`);
    return chunk.fileName;
  });
  const files = [...staticClosure(bundle, starts)].filter((file) => !entry.has(file)).sort();
  const css = new Set(
    files.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]),
  );
  for (const file of entry)
    for (const sheet of bundle[file]?.viteMetadata?.importedCss ?? []) css.delete(sheet);
  return [
    ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...css].sort().map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
}

/** index.html with the links added at the end of its head, indented as its other links. */
export function withLinks(html: string, links: readonly string[]): string {
  const end = /\n( *)<\/head>/.exec(html);
  if (!end) throw new Error('page-preloads: index.html has no </head>');
  const indent = `${end[1]}  `;
  const added = links.map((link) => `\n${indent}${link}`).join('');
  return `${html.slice(0, end.index)}${added}${html.slice(end.index)}`;
}

/**
 * Writes pages/<path>.html for each page of PAGE_MODULES: index.html with modulepreload links for
 * the page's lazily loaded chunks, which the server sends instead of index.html to a navigation
 * to that page (adapters/http/static-files.ts). On a phone's network the page's chunks then come
 * in parallel with the entry script, not one or two round trips after it.
 */
export function pagePreloads(root: string): Plugin {
  return {
    name: 'park:page-preloads',
    apply: 'build',
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) return;
        const index = await readFile(join(options.dir, 'index.html'), 'utf8');
        const chunks = bundle as unknown as Record<string, ChunkInfo>;
        for (const [page, modules] of Object.entries(PAGE_MODULES)) {
          const file = join(options.dir, pageHtmlPath(page));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, withLinks(index, preloadLinks(chunks, root, modules)));
        }
      },
    },
  };
}
