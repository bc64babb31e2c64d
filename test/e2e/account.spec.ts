// The account screens as a shopper meets them, in English and Arabic: registering, logging in
// (remember me, wrong password, social buttons), the forgotten-password screens, the profile
// and its edit and password forms, and favourites. Every test that changes an account makes its
// own, so the demo shoppers stay as seeded for the other suites; elements are found by role and
// label. Registering reads its mailed code from the mail sink the server sends through
// (scripts/mail-sink.mjs). The full password reset is covered by the machine's unit test and the
// API's tests.
import { seriousViolations } from './support/axe';
import { mailedRegistrationCode, mailsTo, registerAndConfirm, waitForMail } from './support/mail';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test';

const DEMO = { email: 'sara@herfa.test', password: 'Herfa@2026', firstName: 'Sara' };
const PASSWORD = 'Najd@2026';

interface Session {
  readonly token: string;
  readonly user: { readonly id: string; readonly fullName: string; readonly email: string };
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@herfa.test`;

/** A fresh account, made through the API with the mailed code (a confirmed registration does not use up the address's limit; logging in does). */
async function registerThroughApi(request: APIRequestContext, fullName = 'Layla Alharbi', language: 'en' | 'ar' = 'en'): Promise<Session> {
  const response = await registerAndConfirm(request, {
    fullName,
    email: uniqueEmail('account'),
    phone: '0551234567',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    termsAccepted: true,
    language,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Session;
}

/**
 * Starts the browser session the way the login screen leaves it: storage and the user-data
 * cookie, written from a page of the origin that is not the storefront (the storefront would
 * log out at start-up, spec §4, before both are there).
 */
async function signIn(page: Page, context: BrowserContext, session: Session, baseURL: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('herfa:token', JSON.stringify(token));
    localStorage.setItem('herfa:user', JSON.stringify(user));
  }, session);
  await context.addCookies([{ name: 'userData', value: session.user.id, url: baseURL }]);
}

async function expectNoSeriousViolation(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

const userDataCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'userData');

test.describe('registering', () => {
  test('a new shopper registers in English, is signed in, and logs out', async ({ page, context }) => {
    const email = uniqueEmail('register');
    await page.goto('/en/auth/register');
    await expect(page).toHaveTitle('Create an account · Herfa');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('Full name').fill('Amal Alotaibi');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill('0561234567');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
    await expect(form.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute('href', '/en/static/terms');
    await form.getByRole('button', { name: 'Create account' }).click();

    // Nobody is signed in until the mailed code confirms the address.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    expect(await userDataCookie(context)).toBeUndefined();
    const code = await mailedRegistrationCode(email);
    const confirm = page.getByRole('form', { name: 'Confirmation code' });
    await confirm.getByLabel('Verification code').fill(code);
    await confirm.getByRole('button', { name: 'Confirm and create account' }).click();

    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('status').filter({ hasText: 'Welcome to Herfa, Amal' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Amal', { exact: true })).toBeVisible();
    expect((await userDataCookie(context))?.value).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('herfa:token'))).not.toBeNull();

    await page.getByRole('banner').getByRole('button', { name: /Amal/ }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('banner').getByText('Sign in')).toBeVisible();
    expect(await userDataCookie(context)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('herfa:token'))).toBeNull();
  });

  test('the rules are checked in the page language, with the spec\'s password messages', async ({ page }) => {
    await page.goto('/en/auth/register');
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('herfa2026');
    await form.getByLabel('Confirm password').fill('herfa2025');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('The full name field is required')).toBeVisible();
    await expect(form.getByText('The email field is required')).toBeVisible();
    await expect(form.getByText('The password must contain at least uppercase letter, lowercase letter, number and one symbol.')).toBeVisible();
    await expect(form.getByText('Confirm password field does not matched with password field')).toBeVisible();
    await expect(form.getByText('The terms and conditions must be accepted')).toBeVisible();
    await expect(form.getByLabel('Full name')).toBeFocused();

    await page.goto('/ar/auth/register');
    const arabic = page.getByRole('form', { name: 'إنشاء حساب' });
    await arabic.getByLabel('رقم الجوال').fill('12345');
    await arabic.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('herfa2026');
    await arabic.getByLabel('تأكيد كلمة المرور').fill('herfa2025');
    await arabic.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(arabic.getByText('حقل الاسم الكامل مطلوب')).toBeVisible();
    await expect(arabic.getByText('يجب أن يكون حقل رقم الجوال رقم جوال سعوديًا يبدأ بـ ٠٥ ويتكوّن من ١٠ أرقام')).toBeVisible();
    await expect(arabic.getByText('يجب أن تحتوي كلمة المرور على حرف كبير وحرف صغير ورقم ورمز واحد على الأقل.')).toBeVisible();
    await expect(arabic.getByText('حقل تأكيد كلمة المرور لا يطابق حقل كلمة المرور')).toBeVisible();
    await expect(arabic.getByText('يجب الموافقة على الشروط والأحكام')).toBeVisible();
  });

  test('a new shopper registers in Arabic with the code in Arabic-Indic digits, after a reload and a new code', async ({ page, context }) => {
    const email = uniqueEmail('register-ar');
    await page.goto('/ar/auth/register?redirect=%2Far%2Ffaqs');
    const form = page.getByRole('form', { name: 'إنشاء حساب' });
    await form.getByLabel('الاسم الكامل').fill('نورة الحربي');
    await form.getByLabel('البريد الإلكتروني').fill(email);
    await form.getByLabel('رقم الجوال').fill('٠٥٠١٢٣٤٥٦٧');
    await form.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(PASSWORD);
    await form.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'أكّد بريدك الإلكتروني' })).toBeVisible();
    await expect(page.getByText('أرسلنا رمزًا من ٦ أرقام إلى')).toBeVisible();
    const first = await waitForMail(email, (mail) => /^\d{6} /.test(mail.subject));
    expect(first.subject).toContain('هو رمز التأكيد في حِرفة');
    expect(first.html).toContain('dir="rtl"');

    // A reload keeps the code step; a new code replaces the first.
    await page.reload();
    const confirm = page.getByRole('form', { name: 'رمز التأكيد' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'إرسال رمز جديد' }).click();
    await expect(confirm.getByRole('status')).toHaveText('رمز جديد في طريقه إليك. تحقّق من بريدك الوارد.');
    const code = await mailedRegistrationCode(email, 1);
    const arabicIndic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    await confirm.getByLabel('رمز التحقق').fill(arabicIndic);
    await confirm.getByRole('button', { name: 'تأكيد وإنشاء الحساب' }).click();

    await expect(page).toHaveURL(/\/ar\/faqs$/);
    await expect(page.getByRole('status').filter({ hasText: 'أهلًا بك في حِرفة يا نورة' })).toBeVisible();
    expect((await userDataCookie(context))?.value).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('herfa:registerData'))).toBeNull();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`an email that has an account gets the same code screen, and its owner a mail instead (${language})`, async ({ page, request, context }) => {
      const owner = await registerThroughApi(request, 'Salem Alotaibi', language);
      const before = (await mailsTo(owner.user.email)).length;
      const text =
        language === 'en'
          ? { form: 'Create an account', name: 'Full name', email: 'Email', phone: 'Mobile number', password: 'Password', confirmation: 'Confirm password', submit: 'Create account', title: 'Confirm your email', sent: `We sent a 6-digit code to ${owner.user.email}`, subject: 'Someone tried to create a Herfa account with your email' }
          : { form: 'إنشاء حساب', name: 'الاسم الكامل', email: 'البريد الإلكتروني', phone: 'رقم الجوال', password: 'كلمة المرور', confirmation: 'تأكيد كلمة المرور', submit: 'إنشاء الحساب', title: 'أكّد بريدك الإلكتروني', sent: 'أرسلنا رمزًا من ٦ أرقام إلى', subject: 'حاول أحدهم إنشاء حساب في حِرفة ببريدك الإلكتروني' };
      await page.goto(`/${language}/auth/register`);
      const form = page.getByRole('form', { name: text.form });
      await form.getByLabel(text.name).fill('Someone Else');
      await form.getByLabel(text.email).fill(owner.user.email);
      await form.getByLabel(text.phone).fill('0501234567');
      await form.getByRole('textbox', { name: text.password, exact: true }).fill(PASSWORD);
      await form.getByLabel(text.confirmation).fill(PASSWORD);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: text.submit }).click();

      // The screen a new address gets: nothing says the address is taken.
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByText(text.sent)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(owner.user.email);
      expect(await userDataCookie(context)).toBeUndefined();

      // The owner is told, in their account's language, with the way back in.
      const mail = await waitForMail(owner.user.email, (candidate) => candidate.subject === text.subject, before);
      expect(mail.text).toContain(`/${language}/auth/login`);
      expect(mail.text).toContain(`/${language}/auth/forget-password`);
      expect((await mailsTo(owner.user.email)).filter((candidate) => /^\d{6} /.test(candidate.subject))).toHaveLength(1); // its own registration's only
    });
  }
});

test.describe('logging in', () => {
  test('the demo shopper logs in with remember me and returns to the page asked for', async ({ page, context }) => {
    await page.goto('/en/auth/login?redirect=%2Fen%2Ffaqs');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill(DEMO.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await form.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/en\/faqs$/);
    await expect(page.getByRole('banner').getByText(DEMO.firstName, { exact: true })).toBeVisible();
    const cookie = await userDataCookie(context);
    // Remembered: a lasting cookie (30 days), not one that ends with the browser session.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    // The auth screens are closed to a signed-in shopper.
    await page.goto('/en/auth/login');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('a wrong password is refused with the API\'s message in Arabic', async ({ page, request }) => {
    const session = await registerThroughApi(request);
    await page.goto('/ar/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const form = page.getByRole('form', { name: 'تسجيل الدخول' });
    await form.getByLabel('البريد الإلكتروني').fill(session.user.email);
    await form.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('Wrong@2026');
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    await expect(page).toHaveURL(/\/ar\/auth\/login$/);
  });
});

test.describe('forgotten password', () => {
  test('sends a code, keeps the email across a reload, and refuses a wrong code (English)', async ({ page, request }) => {
    const session = await registerThroughApi(request);
    await page.goto('/en/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/forget-password$/);
    const emailForm = page.getByRole('form', { name: 'Forgot your password?' });
    await emailForm.getByLabel('Email').fill(session.user.email);
    await emailForm.getByRole('button', { name: 'Send code' }).click();

    await expect(page).toHaveURL(/\/en\/auth\/forget-password\/reset$/);
    await expect(page.getByText(session.user.email)).toBeVisible();
    await page.reload();
    await expect(page.getByText(session.user.email)).toBeVisible();

    const codeForm = page.getByRole('form', { name: 'Verification code' });
    await codeForm.getByLabel('Verification code').fill('12ab');
    await codeForm.getByRole('button', { name: 'Verify code' }).click();
    await expect(codeForm.getByText('The verification code field must be numeric and exactly contain 6 digits')).toBeVisible();

    await codeForm.getByLabel('Verification code').fill('000000');
    await codeForm.getByRole('button', { name: 'Verify code' }).click();
    await expect(codeForm.getByRole('alert')).toHaveText('The verification code is incorrect.');
    await expectNoSeriousViolation(page);

    await codeForm.getByRole('button', { name: 'Use another email' }).click();
    await expect(page).toHaveURL(/\/en\/auth\/forget-password$/);
  });

  test('refuses a wrong code in Arabic', async ({ page, request }) => {
    const session = await registerThroughApi(request);
    await page.goto('/ar/auth/forget-password');
    await page.getByRole('form', { name: 'نسيت كلمة المرور؟' }).getByLabel('البريد الإلكتروني').fill(session.user.email);
    await page.getByRole('button', { name: 'إرسال الرمز' }).click();
    await expect(page).toHaveURL(/\/ar\/auth\/forget-password\/reset$/);
    const codeForm = page.getByRole('form', { name: 'رمز التحقق' });
    await codeForm.getByLabel('رمز التحقق').fill('٠٠٠٠٠٠');
    await codeForm.getByRole('button', { name: 'تحقق من الرمز' }).click();
    await expect(codeForm.getByRole('alert')).toHaveText('رمز التحقق غير صحيح.');
  });

  test('the reset screen without a reset under way starts again at the email', async ({ page }) => {
    await page.goto('/en/auth/forget-password/reset');
    await expect(page).toHaveURL(/\/en\/auth\/forget-password$/);
  });
});

test.describe('profile', () => {
  test('shows the details, and the edit saves them (English)', async ({ page, context, request, baseURL }) => {
    const session = await registerThroughApi(request);
    await signIn(page, context, session, baseURL!);
    await page.goto('/en/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(page.getByText(session.user.email)).toBeVisible();
    await expect(page.getByText('+966551234567')).toBeVisible();
    await expectNoSeriousViolation(page);

    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/edit$/);
    const form = page.getByRole('form', { name: 'Personal details' });
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await form.getByLabel('Full name').fill('Layla Alshammari');
    await form.getByLabel('Mobile number').fill('0509876543');
    await form.getByLabel('Language of messages').selectOption({ label: 'Arabic' });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    // The number comes back in its stored form, and the saved form is no longer dirty.
    await expect(form.getByLabel('Mobile number')).toHaveValue('+966509876543');
    await expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expectNoSeriousViolation(page);

    await page.getByRole('link', { name: 'Back to my account' }).click();
    await expect(page.getByText('Layla Alshammari')).toBeVisible();
    await expect(page.getByText('+966509876543')).toBeVisible();
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${session.token}` } });
    expect(await me.json()).toMatchObject({ fullName: 'Layla Alshammari', phone: '+966509876543', language: 'ar' });
  });

  test('the edit checks its rules in Arabic and saves an Arabic name', async ({ page, context, request, baseURL }) => {
    const session = await registerThroughApi(request);
    await signIn(page, context, session, baseURL!);
    await page.goto('/ar/profile/edit');
    const form = page.getByRole('form', { name: 'البيانات الشخصية' });
    await form.getByLabel('الاسم الكامل').fill('');
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(form.getByText('حقل الاسم الكامل مطلوب')).toBeVisible();
    await form.getByLabel('الاسم الكامل').fill('ليلى الشمري');
    await form.getByRole('button', { name: 'حفظ التغييرات' }).click();
    await expect(page.getByText('تم حفظ الملف الشخصي')).toBeVisible();
    await expect(page.getByRole('banner').getByText('ليلى', { exact: true })).toBeVisible();
  });

  test('a wrong current password is refused beside its field; the right one changes it', async ({ page, context, request, baseURL }) => {
    const session = await registerThroughApi(request);
    await signIn(page, context, session, baseURL!);
    await page.goto('/ar/profile/edit');
    const form = page.getByRole('form', { name: 'تغيير كلمة المرور' });
    await form.getByLabel('كلمة المرور الحالية').fill('Wrong@2026');
    await form.getByRole('textbox', { name: 'كلمة المرور الجديدة', exact: true }).fill('Qassim@2027');
    await form.getByLabel('تأكيد كلمة المرور الجديدة').fill('Qassim@2027');
    await form.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(form.getByLabel('كلمة المرور الحالية')).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة.');

    await form.getByLabel('كلمة المرور الحالية').fill(PASSWORD);
    await form.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
    await expect(page.getByText('تم تغيير كلمة المرور').first()).toBeVisible();
    await expect(form.getByLabel('كلمة المرور الحالية')).toHaveValue('');

    await page.goto('/en/profile/edit');
    const english = page.getByRole('form', { name: 'Change password' });
    await english.getByLabel('Current password').fill('Wrong@2026');
    await english.getByRole('textbox', { name: 'New password', exact: true }).fill('Jeddah@2028');
    await english.getByLabel('Confirm new password').fill('Jeddah@2028');
    await english.getByRole('button', { name: 'Change password' }).click();
    await expect(english.getByLabel('Current password')).toHaveAccessibleDescription('The current password is incorrect.');
  });

  test('a guest is sent from the profile to the home page', async ({ page }) => {
    await page.goto('/en/profile/edit');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe('favourites', () => {
  test('lists the shopper\'s favourites, removes them, and says when there are none', async ({ page, context, request, baseURL }) => {
    const session = await registerThroughApi(request);
    await signIn(page, context, session, baseURL!);
    const token = JSON.parse((await page.evaluate(() => localStorage.getItem('herfa:token')))!) as string;
    const products = (await (await request.get('/api/products?pageSize=2')).json()) as { items: { slug: string; name: string }[] };
    for (const product of products.items) {
      const added = await request.put(`/api/favourites/${product.slug}`, { headers: { authorization: `Bearer ${token}` } });
      expect(added.ok()).toBe(true);
    }
    const [first, second] = products.items as [{ slug: string; name: string }, { slug: string; name: string }];

    await page.goto('/en/favourite');
    await expect(page.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
    const list = page.getByRole('list', { name: 'My favourites' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: first.name })).toBeVisible();
    await expectNoSeriousViolation(page);

    await list.getByRole('button', { name: `Remove ${first.name} from favourites` }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('list', { name: 'My favourites' }).getByRole('link', { name: second.name })).toBeVisible();
    await expect(page.getByRole('link', { name: first.name })).toHaveCount(0);

    await page.goto('/ar/favourite');
    const arabicList = page.getByRole('list', { name: 'مفضلتي' });
    await expect(arabicList.getByRole('listitem')).toHaveCount(1);
    await arabicList.getByRole('button', { name: /^إزالة .* من المفضلة$/ }).click();
    await expect(page.getByRole('heading', { name: 'لا توجد منتجات في المفضلة بعد' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'تصفّح المنتجات' })).toHaveAttribute('href', '/ar/products/all');
  });

  test('a guest is asked to log in and brought back afterwards', async ({ page }) => {
    await page.goto('/ar/favourite');
    await expect(page.getByRole('heading', { name: 'سجّل الدخول لعرض مفضلتك' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/ar\/auth\/login\?redirect=%2Far%2Ffavourite$/);
    const form = page.getByRole('form', { name: 'تسجيل الدخول' });
    await form.getByLabel('البريد الإلكتروني').fill(DEMO.email);
    await form.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/favourite$/);
    await expect(page.getByRole('heading', { level: 1, name: 'مفضلتي' })).toBeVisible();
  });
});
