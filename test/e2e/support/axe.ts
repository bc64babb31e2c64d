// axe-core on a page as the browser draws it: the serious and critical violations, each named
// with its rule and the first elements it found, so that a failure says where to look; and the
// same in both colour schemes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Scan only within this selector. */
  readonly include?: string;
  /** Run only these rules. */
  readonly rules?: readonly string[];
}

/** axe as the page holds it, with the cache its checks share during a run. */
interface PageAxe {
  run(context: unknown, options: unknown): Promise<AxeResults>;
  _cache: { set(key: string, value: unknown): void };
}

/**
 * The page's violations, of every impact. axe is injected once per document and runs in the
 * page itself: @axe-core/playwright's default finished each run in a new blank page of the
 * context, 3–4 s a scan of the home page against 1.2–1.4 s in the page (Herfa's pages hold no
 * frame for it to reach).
 *
 * axe skips the contrast of text it takes for an icon drawn by a font's ligature: it draws the
 * first letter alone and the whole text, and where the first letter's pixels differ it calls the
 * text an icon, and after three such texts in one font, every text in that font. Arabic letters
 * join, so every Arabic text reads as an icon and none of its contrast was checked (on the Arabic
 * FAQ, 11 texts checked against 38). Herfa draws its icons as SVG, never with a font: the run is
 * told beforehand that every font on the page has shown three texts and no icon, which is where
 * axe's guess stops guessing.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ include, rules }) => {
    const axe = (window as unknown as { axe: PageAxe }).axe;
    const families = new Set(Array.from(document.querySelectorAll('body *'), (element) => getComputedStyle(element).fontFamily));
    axe._cache.set('fonts', Object.fromEntries([...families].map((family) => [family, { occurrences: 3, numLigatures: 0 }])));
    const results = await axe.run(include === undefined ? document : { include: [include] }, rules === undefined ? {} : { runOnly: { type: 'rule', values: rules } });
    return results.violations;
  }, scope);
}

/** The page's serious and critical violations, each as "rule: help (the first elements)". */
export async function seriousViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
}

/**
 * The page drawn in `scheme`: the system's colour scheme, which a page follows when the shopper
 * has chosen none, switched under the page as it stands (an open dialog stays open, a form keeps
 * its errors), once the switch's transitions have ended (the FAQ's items fade their background
 * in 150 ms, and a scan in the meantime reads the dark scheme's white text on the light one's gray).
 */
export async function drawIn(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().flatMap((animation) => (animation instanceof CSSTransition ? [animation.finished.catch(() => undefined)] : []))),
  );
}

/** No serious or critical violation on the page as it stands, drawn in the light scheme and then in the dark. */
export async function expectNoSeriousViolationInEitherScheme(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await drawIn(page, scheme);
    expect(await seriousViolations(page), `in the ${scheme} scheme`).toEqual([]);
  }
}
