// The content screens in English and Arabic: about us, the FAQs, static pages (and the 404 for
// an unknown one), and the contact form's checks and success. Texts are read from the API in
// the same language, so the test follows the seeded content rather than copying it.
import { expect, test, type APIRequestContext } from './support/test';

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];

async function api<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': language } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface StaticPage {
  readonly title: string;
  readonly paragraphs: string[];
}

for (const language of LANGUAGES) {
  test.describe(`${language}`, () => {
    test('about us shows the company\'s page', async ({ page, request }) => {
      const about = await api<StaticPage>(request, '/api/about-us', language);
      await page.goto(`/${language}/about-us`);
      await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
      await expect(page.getByText(about.paragraphs[0]!)).toBeVisible();
      await expect(page).toHaveTitle(language === 'en' ? `${about.title} · Herfa` : `${about.title} · حِرفة`);
    });

    test('the FAQs open one answer at a time', async ({ page, request }) => {
      const faqs = await api<{ question: string; answer: string }[]>(request, '/api/faqs', language);
      const [first, second] = faqs as [{ question: string; answer: string }, { question: string; answer: string }];
      await page.goto(`/${language}/faqs`);
      await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Frequently asked questions' : 'الأسئلة الشائعة' })).toBeVisible();
      // Each question is a heading of the page's outline and a button that opens its answer.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(faqs.length);
      const question = page.getByRole('button', { name: first.question });
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(first.answer)).toBeVisible();
      await page.getByRole('button', { name: second.question }).click();
      await expect(page.getByText(second.answer)).toBeVisible();
      await expect(page.getByText(first.answer)).toBeHidden();
    });

    test('a static page shows its text and describes itself for link previews', async ({ page, request }) => {
      const terms = await api<StaticPage>(request, '/api/pages/terms', language);
      await page.goto(`/${language}/static/terms`);
      await expect(page.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
      for (const paragraph of terms.paragraphs) await expect(page.getByText(paragraph)).toBeVisible();
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(terms.title));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(terms.paragraphs[0]!.slice(0, 40)));
    });

    test('an unknown static page is the 404 page', async ({ page }) => {
      await page.goto(`/${language}/static/no-such-page`);
      await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Page Not Found' : 'الصفحة غير موجودة' })).toBeVisible();
      await expect(page.getByText(`/${language}/static/no-such-page`)).toBeVisible();
    });
  });
}

test('the contact form checks its fields and sends a message (English)', async ({ page }) => {
  await page.goto('/en/contact-us');
  await expect(page).toHaveTitle('Contact us · Herfa');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Mobile number (optional)').fill('12345');
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('The name field is required')).toBeVisible();
  await expect(form.getByText('The email field is required')).toBeVisible();
  await expect(form.getByText('The mobile number field must be a Saudi mobile number such as 05XXXXXXXX')).toBeVisible();
  await expect(form.getByText('The subject field is required')).toBeVisible();
  await expect(form.getByText('The message field must be at least 10 characters')).toBeVisible();

  await form.getByLabel('Your name').fill('Fahad Alghamdi');
  await form.getByLabel('Email').fill('fahad@example.com');
  await form.getByLabel('Mobile number (optional)').fill('');
  await form.getByLabel('Subject').fill('A custom Sadu order');
  await form.getByLabel('Message').fill('Could a workshop weave a Sadu runner three metres long?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByRole('form', { name: 'Contact us' }).getByLabel('Subject')).toHaveValue('');
});

test('the contact form checks and sends in Arabic', async ({ page }) => {
  await page.goto('/ar/contact-us');
  const form = page.getByRole('form', { name: 'تواصل معنا' });
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(form.getByText('حقل الاسم مطلوب')).toBeVisible();
  await expect(form.getByText('حقل الرسالة مطلوب')).toBeVisible();
  await expect(form.getByLabel('اسمك')).toBeFocused();

  await form.getByLabel('اسمك').fill('نورة الدوسري');
  await form.getByLabel('البريد الإلكتروني').fill('noura@example.com');
  await form.getByLabel('رقم الجوال (اختياري)').fill('٠٥٥١٢٣٤٥٦٧');
  await form.getByLabel('الموضوع').fill('استفسار عن هدية');
  await form.getByLabel('الرسالة').fill('هل يمكن كتابة اسم على دلة القهوة وإرسالها هدية إلى جدة؟');
  await form.getByRole('button', { name: 'إرسال الرسالة' }).click();
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'تم إرسال الرسالة' })).toBeVisible();
});
