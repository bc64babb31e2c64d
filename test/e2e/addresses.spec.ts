// The address book as a shopper meets it, in English and Arabic: reached from the profile, two
// addresses added (one with a pin placed on the map by a click), one changed (its pin moved with
// the arrow keys), the other made the default, one deleted after a confirmation; what the API
// holds and what checkout offers agree with the screen. Each language has a fresh shopper.
import { expect, test, type Locator, type Page } from './support/test';
import { auth, registerThroughApi, signIn, type Language, type Session } from './support/shopping';

const TEXTS = {
  en: {
    profile: 'Profile',
    book: 'My addresses',
    empty: 'No saved addresses yet',
    add: 'Add an address',
    newAddress: 'New address',
    editAddress: 'Edit address',
    region: 'Region',
    city: 'City',
    address: 'Address',
    save: 'Save address',
    map: 'Map of Saudi Arabia',
    noPin: 'No pin on the map yet.',
    pin: /^Pin: \d+\.\d{4}° N, \d+\.\d{4}° E$/,
    edit: 'Edit',
    makeDefault: 'Make default',
    delete: 'Delete',
    confirmDelete: 'Delete address',
    default: 'Default',
    oneLeft: 'You have 1 saved address.',
    twoSaved: 'You have 2 saved addresses.',
    riyadh: 'Riyadh, Riyadh',
    jeddah: 'Jeddah, Makkah',
    chooseAddress: 'Choose a shipping address',
  },
  ar: {
    profile: 'الملف الشخصي',
    book: 'عناويني',
    empty: 'لا توجد عناوين محفوظة بعد',
    add: 'إضافة عنوان',
    newAddress: 'عنوان جديد',
    editAddress: 'تعديل العنوان',
    region: 'المنطقة',
    city: 'المدينة',
    address: 'العنوان',
    save: 'حفظ العنوان',
    map: 'خريطة المملكة العربية السعودية',
    noPin: 'لم تضع دبوسًا على الخريطة بعد.',
    pin: /^الدبوس: [٠-٩]+٫[٠-٩]{4}° شمالًا، [٠-٩]+٫[٠-٩]{4}° شرقًا$/,
    edit: 'تعديل',
    makeDefault: 'جعله الافتراضي',
    delete: 'حذف',
    confirmDelete: 'حذف العنوان',
    default: 'الافتراضي',
    oneLeft: 'لديك عنوان واحد محفوظ.',
    twoSaved: 'لديك عنوانان محفوظان.',
    riyadh: 'الرياض، الرياض',
    jeddah: 'جدة، مكة المكرمة',
    chooseAddress: 'اختر عنوان الشحن',
  },
} as const;

interface ApiAddress {
  readonly id: string;
  readonly cityId: string;
  readonly addressText: string;
  readonly isDefault: boolean;
  readonly location: { readonly latitude: number; readonly longitude: number } | null;
}

const RIYADH_POINT = { latitude: 24.71, longitude: 46.68 };
/** The map's frame (src/ui/components/address/map-projection.ts): where a point falls on the drawn map. */
const FRAME = { west: 34, east: 56.3, south: 15.8, north: 32.7 };

async function clickOnMap(map: Locator, { latitude, longitude }: { latitude: number; longitude: number }) {
  const box = (await map.boundingBox())!;
  await map.click({
    position: {
      x: ((longitude - FRAME.west) / (FRAME.east - FRAME.west)) * box.width,
      y: ((FRAME.north - latitude) / (FRAME.north - FRAME.south)) * box.height,
    },
  });
}

async function addressesOf(page: Page, session: Session, language: Language): Promise<ApiAddress[]> {
  const response = await page.request.get('/api/addresses', { headers: auth(session, language) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiAddress[];
}

for (const language of ['en', 'ar'] as const) {
  const t = TEXTS[language];

  test(`${language}: the address book adds, changes, makes default and deletes, and checkout agrees`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const shopper = await registerThroughApi(request, `address-book-${language}`);
    await signIn(page, context, shopper, baseURL!);
    const riyadhText = language === 'en' ? 'Olaya Street, Al Olaya District, Building 3' : 'شارع العليا، حي العليا، مبنى ٣';
    const jeddahText = language === 'en' ? 'Tahlia Street, Al Andalus District, Office 9' : 'شارع التحلية، حي الأندلس، مكتب ٩';
    const changedText = language === 'en' ? 'Olaya Street, Al Olaya District, Building 5' : 'شارع العليا، حي العليا، مبنى ٥';

    // From the profile to the address book, empty.
    await page.goto(`/${language}/profile`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: t.book }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/addresses$`));
    await expect(main.getByRole('heading', { level: 1, name: t.book })).toBeVisible();
    await expect(main.getByText(t.empty)).toBeVisible();

    // The first address, with a pin placed on Riyadh by a click on the map.
    await main.getByRole('button', { name: t.add }).click();
    let form = main.getByRole('form', { name: t.newAddress });
    await form.getByLabel(t.region).selectOption({ value: 'riyadh' });
    await form.getByLabel(t.city).selectOption({ value: 'riyadh' });
    await form.getByRole('textbox', { name: t.address }).fill(riyadhText);
    const map = form.getByRole('application', { name: t.map });
    await expect(form.getByText(t.noPin)).toBeVisible();
    await clickOnMap(map, RIYADH_POINT);
    await expect(form.getByText(t.pin)).toBeVisible();
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toHaveCount(0);
    await expect(main.getByRole('article')).toHaveCount(1);

    let saved = await addressesOf(page, shopper, language);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ cityId: 'riyadh', addressText: riyadhText, isDefault: true });
    const placed = saved[0]!.location!;
    expect(Math.abs(placed.latitude - RIYADH_POINT.latitude)).toBeLessThan(0.15);
    expect(Math.abs(placed.longitude - RIYADH_POINT.longitude)).toBeLessThan(0.15);

    // The second, in Jeddah, without a pin.
    await main.getByRole('button', { name: t.add }).click();
    form = main.getByRole('form', { name: t.newAddress });
    await form.getByLabel(t.region).selectOption({ value: 'makkah' });
    await form.getByLabel(t.city).selectOption({ value: 'jeddah' });
    await form.getByRole('textbox', { name: t.address }).fill(jeddahText);
    await form.getByRole('button', { name: t.save }).click();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(main.getByText(t.twoSaved)).toBeVisible();
    const riyadhCard = main.getByRole('article', { name: t.riyadh });
    const jeddahCard = main.getByRole('article', { name: t.jeddah });
    await expect(riyadhCard.getByText(t.default, { exact: true })).toBeVisible();
    await expect(jeddahCard.getByText(t.default, { exact: true })).toHaveCount(0);

    // Riyadh changed: the form comes filled in; its text changes and its pin moves east with the keyboard.
    await riyadhCard.getByRole('button', { name: t.edit, exact: true }).click();
    form = main.getByRole('form', { name: t.editAddress });
    await expect(form.getByLabel(t.region)).toHaveValue('riyadh');
    await expect(form.getByRole('textbox', { name: t.address })).toHaveValue(riyadhText);
    await expect(form.getByText(t.pin)).toBeVisible();
    await form.getByRole('textbox', { name: t.address }).fill(changedText);
    await form.getByRole('application', { name: t.map }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toHaveCount(0);
    await expect(riyadhCard).toContainText(changedText);
    saved = await addressesOf(page, shopper, language);
    const changed = saved.find((address) => address.cityId === 'riyadh')!;
    expect(changed.addressText).toBe(changedText);
    expect(changed.location!.longitude).toBeCloseTo(placed.longitude + 0.1, 4);
    expect(changed.location!.latitude).toBeCloseTo(placed.latitude + 0.1, 4);

    // Jeddah made the default: it comes first, marked.
    await jeddahCard.getByRole('button', { name: t.makeDefault }).click();
    await expect(main.getByRole('article').first()).toHaveAccessibleName(t.jeddah);
    await expect(jeddahCard.getByText(t.default, { exact: true })).toBeVisible();
    await expect(riyadhCard.getByText(t.default, { exact: true })).toHaveCount(0);

    // Riyadh deleted, after the confirmation.
    await riyadhCard.getByRole('button', { name: t.delete, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(changedText);
    await dialog.getByRole('button', { name: t.confirmDelete }).click();
    await expect(dialog).toHaveCount(0);
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByText(t.oneLeft)).toBeVisible();

    // The API holds what the screen shows.
    saved = await addressesOf(page, shopper, language);
    expect(saved.map(({ cityId, addressText, isDefault, location }) => ({ cityId, addressText, isDefault, location }))).toEqual([
      { cityId: 'jeddah', addressText: jeddahText, isDefault: true, location: null },
    ]);

    // And checkout offers that address, chosen as the default.
    await page.goto(`/${language}/checkout`);
    const choices = page.getByRole('main').getByRole('radiogroup', { name: t.chooseAddress });
    await expect(choices.getByRole('radio')).toHaveCount(1);
    await expect(choices.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(jeddahText));
  });
}

test('the account menu leads to the address book', async ({ page, context, request, baseURL }) => {
  const shopper = await registerThroughApi(request, 'address-menu');
  await signIn(page, context, shopper, baseURL!);
  await page.goto('/en/favourite');
  await page.getByRole('banner').getByRole('button', { name: /Huda/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'My addresses' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/addresses$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible();
});
