// axe-core in the browser tests (issue 17, docs/decisions/0037-accessibility.md): the
// WCAG 2.1 A/AA rules run on the page as it is shown; a serious or critical violation
// fails the test with the rule, its help text and the elements it found.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { expect } from './fixtures.ts';

// The script itself, read once per worker. It is evaluated through the DevTools protocol
// (page.evaluate), which the shop's Content-Security-Policy does not apply to, unlike a
// <script> tag added to the page.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding { rule: string; impact: string; help: string; targets: string[] }

/** Runs axe on the page and answers its serious and critical violations. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, TAGS);
  return results.violations
    .filter((v: Result) => v.impact === 'serious' || v.impact === 'critical')
    .map((v: Result) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`),
    }));
}

/** Expects axe's heading-order rule (a best practice, outside the WCAG tags above, that
 * Lighthouse reports) to pass: no heading skips a level after the one before it. */
export async function expectHeadingOrder(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'rule', values: ['heading-order'] }, resultTypes: ['violations'] });
  });
  const skipped = results.violations.flatMap((v: Result) => v.nodes.map((n) => n.target.join(' ')));
  expect.soft(skipped, `headings that skip a level on ${where} (${page.url()})`).toEqual([]);
}

/** Expects no serious or critical axe violation on the page; `where` names it in the failure.
 * Soft: a test visiting several pages reports the findings of every page at once. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await axeFindings(page);
  expect.soft(findings, `serious or critical accessibility violations on ${where} (${page.url()})`).toEqual([]);
}
