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

/** The page's goto and reload return once a server-rendered page is hydrated. */
function waitingForHydration(page: Page): Page {
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
  return page;
}

export const test = base.extend<
  object,
  {
    /**
     * One guest page for all the tests of a worker that only look (they sign in to nothing and
     * change nothing): a page in a fresh context loads and compiles every script and stylesheet
     * anew, which costs about twice the CPU of a page that finds them cached (measured: 19
     * screens with axe, 118 s of CPU in fresh contexts against 45 s in one).
     */
    guestPage: Page;
  }
>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
  guestPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(waitingForHydration(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
});
