import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WEB_PAGES } from '../contract/pages';
import {
  PAGE_MODULES,
  pageHtmlPath,
  preloadLinks,
  withLinks,
  type ChunkInfo,
} from './page-preloads';

const root = fileURLToPath(new URL('.', import.meta.url));

describe('PAGE_MODULES (what a page of its own preloads)', () => {
  const routes = readFileSync(join(root, 'src/router/routes.tsx'), 'utf8');

  it('names pages the app has, each with modules routes.tsx loads lazily', () => {
    for (const [page, modules] of Object.entries(PAGE_MODULES)) {
      expect(WEB_PAGES).toContain(page);
      for (const module of modules) {
        const path = relative(join(root, 'src/router'), join(root, module)).replace(/\.tsx?$/, '');
        const imported = `'${path.startsWith('.') ? path : `./${path}`}'`;
        expect(routes, `${page}: ${module}`).toContain(imported);
      }
    }
  });

  it('writes each page under pages/, lower-cased as the server looks it up', () => {
    expect(pageHtmlPath('/auth/signup')).toBe('pages/auth/signup.html');
    for (const page of Object.keys(PAGE_MODULES)) expect(page).toBe(page.toLowerCase());
  });
});

describe('preloadLinks', () => {
  const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
    type: 'chunk',
    fileName,
    ...extra,
  });
  const bundle: Record<string, ChunkInfo> = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/page.js': chunk('assets/page.js', {
      facadeModuleId: join(root, 'src/features/page.tsx'),
      imports: ['assets/mui.js', 'assets/react.js'],
      viteMetadata: { importedCss: new Set(['assets/page.css']) },
    }),
    'assets/mui.js': chunk('assets/mui.js', { imports: ['assets/react.js'] }),
    'assets/other.js': chunk('assets/other.js'),
    'index.html': { type: 'asset', fileName: 'index.html' },
  };

  it("links the page's chunks and their static imports, not the entry's, and its styles", () => {
    expect(preloadLinks(bundle, root, ['src/features/page.tsx'])).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/mui.js">',
      '<link rel="modulepreload" crossorigin href="/assets/page.js">',
      '<link rel="stylesheet" crossorigin href="/assets/page.css">',
    ]);
  });

  it('fails the build for a module that has no chunk of its own', () => {
    expect(() => preloadLinks(bundle, root, ['src/features/gone.tsx'])).toThrow(/no chunk/);
  });
});

describe('withLinks', () => {
  it('adds the links at the end of the head, indented as the others', () => {
    const html = '<html>\n  <head>\n    <title>Park</title>\n  </head>\n  <body></body>\n</html>\n';
    expect(withLinks(html, ['<link a>', '<link b>'])).toBe(
      '<html>\n  <head>\n    <title>Park</title>\n    <link a>\n    <link b>\n  </head>\n  <body></body>\n</html>\n',
    );
  });
});
