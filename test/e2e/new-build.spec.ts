// A deployment while a shopper has the storefront open (spec §7, §9): within 60 minutes the
// page reads latest.json, tells the shopper a new version is out, and the next page they open
// loads in full from the server. The "deployment" is a new latest.json written into the build
// the real server serves.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';

const MANIFEST = join(process.cwd(), 'dist', 'client', 'latest.json');

const TEXT = {
  en: { notice: 'A new version of Herfa is out', link: 'Stores', heading: 'Stores' },
  ar: { notice: 'صدر إصدار جديد من حِرفة', link: 'المتاجر', heading: 'المتاجر' },
} as const;

test.describe.configure({ mode: 'serial' });

for (const language of ['en', 'ar'] as const) {
  test(`a new deployment is noticed within the hour and the next page loads from it (${language})`, async ({ page }) => {
    const deployed = readFileSync(MANIFEST, 'utf8');
    const manifestReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/latest.json') manifestReads.push(request.url());
    });
    await page.clock.install();
    await page.goto(`/${language}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.clock.runFor('59:00');
    expect(manifestReads).toEqual([]);
    await page.clock.runFor('01:00');
    await expect.poll(() => manifestReads.length).toBe(1);
    expect(new URL(manifestReads[0]!).searchParams.get('t')).toMatch(/^\d+$/);
    // The same build is still deployed: nothing to tell.
    await expect(page.getByText(TEXT[language].notice)).toHaveCount(0);

    try {
      writeFileSync(MANIFEST, JSON.stringify({ id: 'a-newer-build', builtAt: new Date().toISOString() }));
      await page.clock.runFor('01:00:00');
      // The second hourly read happened: if the notice then fails to show, the fault is in what follows the read.
      await expect.poll(() => manifestReads.length).toBe(2);
      await expect(page.getByText(TEXT[language].notice)).toBeVisible();

      const fullLoad = page.waitForEvent('load');
      await page.getByRole('navigation', { name: language === 'en' ? 'Main' : 'الرئيسية' }).getByRole('link', { name: TEXT[language].link }).click();
      await fullLoad;
      await expect(page).toHaveURL(new RegExp(`/${language}/sellers$`));
      await expect(page.getByRole('heading', { level: 1, name: TEXT[language].heading })).toBeVisible();
    } finally {
      writeFileSync(MANIFEST, deployed);
    }
  });
}
