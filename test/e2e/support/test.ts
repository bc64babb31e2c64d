// Playwright's `test`, with pages that wait, after loading a document, until the server-rendered
// page is hydrated (the storefront marks <html data-hydrated>) before the test acts: a shopper
// sees the page at once, but its buttons answer only once the script has taken over. Pages the
// server did not render (the card gateway's, a page with scripts disabled) are ready on load.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

const hydrated = () =>
  document.getElementById('herfa-state') === null || document.documentElement.dataset.hydrated === 'true';

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydrated, undefined, { timeout: 15_000 });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
});
