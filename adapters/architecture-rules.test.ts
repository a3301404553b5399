import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMISSION_PRODUCTS } from '../core/admissions/products';

/**
 * The rules of ARCHITECTURE.md that ESLint cannot say, held to the code. Each lists what breaks
 * it, so a failure names the file to change.
 */
const ROOT = join(import.meta.dirname, '..');

function sources(dir: string, keep: (path: string) => boolean = () => true): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) out.push(relative(ROOT, path).split(sep).join('/'));
    }
  };
  walk(join(ROOT, dir));
  return out.filter(keep);
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)(testing|test|e2e|contracts)\//.test(path);

describe('the rules ARCHITECTURE.md states', () => {
  it('names the admission kinds only in the catalogue (core/admissions/products.ts)', () => {
    // 'standard' is also a restaurant's type, so the kinds are told by the other two.
    const kinds = ADMISSION_PRODUCTS.map((p) => p.kind).filter((k) => k !== 'standard');
    const literal = new RegExp(`['"\`](${kinds.join('|')})['"\`]`);
    const offenders = [...sources('core'), ...sources('adapters'), ...sources('bench')]
      .filter((p) => !isTestCode(p))
      .filter((p) => p !== 'core/admissions/products.ts')
      // shipped migrations are frozen as the SQL they ran
      .filter((p) => !p.startsWith('adapters/persistence/migrations/'))
      .filter((p) => literal.test(read(p)));
    expect(offenders).toEqual([]);
  });

  it('keeps one use case (a class with execute) per file in core', () => {
    const crowded = sources('core', (p) => !isTestCode(p))
      .map((p) => ({ p, n: (read(p).match(/^\s+(async\s+)?execute\s*\(/gm) ?? []).length }))
      .filter(({ n }) => n > 1)
      .map(({ p, n }) => `${p}: ${n}`);
    expect(crowded).toEqual([]);
  });

  it('words a refusal for the wrong role once', () => {
    const texts = [...sources('core'), ...sources('adapters')]
      .filter((p) => !isTestCode(p))
      .filter((p) => /'This account may not do that'/.test(read(p)));
    expect(texts).toHaveLength(1);
  });

  it('leaves who may act to the use cases: http checks no role', () => {
    const checks = sources('adapters/http', (p) => !isTestCode(p)).filter((p) =>
      /requireManager|requireStaff|role\s*[!=]==\s*['"]/.test(read(p)),
    );
    expect(checks).toEqual([]);
  });

  it('keeps each shipped migration to itself: none imports another', () => {
    const importing = sources('adapters/persistence/migrations')
      .filter((p) => !p.endsWith('/index.ts')) // the list of them
      .filter((p) => /from '\.\/\d{14}/.test(read(p)));
    expect(importing).toEqual([]);
  });

  it('keeps the running code off the migrations: it reads the current SQL sources (sql/)', () => {
    const importing = [...sources('core'), ...sources('adapters')]
      .filter((p) => !isTestCode(p) && !p.startsWith('adapters/persistence/migrations/'))
      .filter((p) => /from '[^']*\/migrations\/\d{14}/.test(read(p)));
    expect(importing).toEqual([]);
  });
});
