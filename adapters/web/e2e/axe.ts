import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core (a dev dependency), injected into a page to check it against WCAG 2.1 A and AA. */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules' tags the park holds to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** One rule's violation: its id, impact, what it asks for, and the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the page, or inside `scope` (a CSS selector).
 * The page's context must be opened with `bypassCSP: true`: the app's CSP (script-src 'self')
 * would refuse the injected script.
 */
export async function axeViolations(page: Page, scope?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } })
        .axe;
      const result = (await axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: tags },
      })) as {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      };
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }));
    },
    { selector: scope, tags: [...WCAG_21_AA] },
  );
}

/** Violations in one line each: "id: help (target, target)". */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
}

/** The violations of the page (or `scope`) in words, one line a rule; [] when there are none. */
export async function accessibilityProblems(page: Page, scope?: string): Promise<string[]> {
  return describeViolations(await axeViolations(page, scope));
}

/** A readable report of several screens' violations, each node with axe's own reason. */
export function violationReport(found: ReadonlyMap<string, readonly AxeViolation[]>): string {
  const lines: string[] = [];
  for (const [screen, violations] of found) {
    if (violations.length === 0) continue;
    lines.push(`${screen}:`);
    for (const v of violations) {
      lines.push(`  ${v.id} (${v.impact ?? 'no impact'}): ${v.help}`);
      for (const n of v.nodes) lines.push(`    ${n.target}\n      ${n.summary}`);
    }
  }
  return lines.join('\n');
}
