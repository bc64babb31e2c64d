// @vitest-environment jsdom
// The auth screens against a fake AccountGateway: the form states and messages of spec §4 in
// the page language, the API's refusals beside their fields or above the form, the session
// started on success, the register screen's code step (resuming from the session's
// registerData), and the reset screen resuming from the session's forgetData.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountGateway, SignedInSession } from '../../../application/ports/account-gateway';
import type { ContentGateway } from '../../../application/ports/content-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { InMemoryCookies } from '../../../application/ports/in-memory-cookies';
import { InMemoryIdentityProvider } from '../../../application/ports/in-memory-identity-provider';
import { InMemorySessionStorage } from '../../../application/ports/in-memory-session-storage';
import { SessionStore, USER_DATA_COOKIE } from '../../../application/session/session-store';
import { renderApp, waitFor } from '../../testing/render-app';
import { redirectTarget } from './use-sign-in';

const SESSION: SignedInSession = {
  token: 'session-token',
  user: {
    id: '5eed0001-0000-4000-8000-000000000001',
    fullName: 'Sara Al-Qahtani',
    email: 'sara@herfa.test',
    phone: '+966501234567',
    language: 'en',
    role: 'shopper',
    sellerSlug: null,
    hasPassword: true,
    hasSocialSignIn: false,
  },
};

const refusing = (failure: RequestFailure) => () => Promise.reject(failure);

function fakeAccounts(overrides: Partial<AccountGateway> = {}): AccountGateway {
  const never = () => Promise.reject(new Error('not expected in this test'));
  return {
    register: never,
    resendRegistrationCode: never,
    confirmRegistration: never,
    login: never,
    currentUser: never,
    updateProfile: never,
    changePassword: never,
    requestResetCode: never,
    verifyResetCode: never,
    resetPassword: never,
    socialSignIn: never,
    deleteAccount: never,
    ...overrides,
  };
}

const content: ContentGateway = {
  aboutUs: async () => ({ slug: 'about-us', title: 'About Herfa', paragraphs: ['Handmade in Saudi Arabia.'] }),
  page: async (slug) => ({ slug, title: slug, paragraphs: [] }),
  faqs: async () => [],
  sendContactMessage: async () => {},
};

let unmount: (() => void) | undefined;
afterEach(() => unmount?.());

/** Opens a screen; `session` is a store prepared before the app starts (else a fresh one). */
async function open(path: string, accounts: AccountGateway, session?: SessionStore, identity?: InMemoryIdentityProvider) {
  const app = await renderApp(path, { ports: { accounts, content, sessionStore: session, identity } });
  unmount = app.unmount;
  return { ...app, store: app.ports.sessionStore };
}

/** The input a visible label names (Mantine marks required fields with an asterisk after the text). */
function field(host: HTMLElement, label: string): HTMLInputElement {
  const element = [...host.querySelectorAll('label')].find((candidate) => candidate.textContent?.replace('*', '').trim() === label);
  const input = element && document.getElementById(element.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
}

function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit(host: HTMLElement, buttonText: string) {
  const button = [...host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === buttonText);
  if (!button) throw new Error(`no button ${buttonText}`);
  await act(async () => button.click());
}

const describedBy = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the login screen', () => {
  it('checks its fields in the page language before calling the API', async () => {
    const login = vi.fn();
    const { host } = await open('/ar/auth/login', fakeAccounts({ login }));
    await submit(host, 'تسجيل الدخول');
    expect(describedBy(field(host, 'البريد الإلكتروني'))).toBe('حقل البريد الإلكتروني مطلوب');
    expect(describedBy(field(host, 'كلمة المرور'))).toBe('حقل كلمة المرور مطلوب');
    expect(document.activeElement).toBe(field(host, 'البريد الإلكتروني'));
    expect(login).not.toHaveBeenCalled();
  });

  it('shows wrong credentials above the form, as the API said them', async () => {
    const { host, store } = await open(
      '/en/auth/login',
      fakeAccounts({ login: refusing(new RequestFailure(401, 'auth.invalidCredentials', 'The email or password is incorrect.')) }),
    );
    type(field(host, 'Email'), 'sara@herfa.test');
    type(field(host, 'Password'), 'Wrong@2026');
    await submit(host, 'Log in');
    await waitFor(() => host.querySelector('[role="alert"]')?.textContent === 'The email or password is incorrect.');
    expect(store.getState().token).toBeNull();
  });

  it('starts a remembered session and returns to the page the shopper came from', async () => {
    const login = vi.fn(async () => SESSION);
    const { host, store, router, cookies } = await open('/en/auth/login?redirect=%2Fen%2Fabout-us', fakeAccounts({ login }));
    type(field(host, 'Email'), ' sara@herfa.test ');
    type(field(host, 'Password'), 'Herfa@2026');
    await act(async () => field(host, 'Remember me').click());
    await submit(host, 'Log in');

    await waitFor(() => router.state.location.pathname === '/en/about-us');
    expect(login).toHaveBeenCalledWith({ email: 'sara@herfa.test', password: 'Herfa@2026', rememberMe: true });
    expect(store.getState()).toMatchObject({ token: SESSION.token, user: SESSION.user });
    expect(cookies.writes.find((write) => write.name === USER_DATA_COOKIE)?.options).toEqual({ maxAgeDays: 30 });
  });
});

describe('the register screen', () => {
  async function fillIn(host: HTMLElement) {
    type(field(host, 'Full name'), 'Sara Alqahtani');
    type(field(host, 'Email'), 'sara@herfa.test');
    type(field(host, 'Mobile number'), '0501234567');
    type(field(host, 'Password'), 'Herfa@2026');
    type(field(host, 'Confirm password'), 'Herfa@2026');
    await act(async () => host.querySelector<HTMLInputElement>('input[name="termsAccepted"]')!.click());
  }
  const started = async () => ({ email: 'sara@herfa.test', expiresInSeconds: 900 });

  it('shows the API\'s field messages beside their fields', async () => {
    const register = vi.fn(
      refusing(new RequestFailure(400, 'http.invalidInput', 'Some fields need checking.', { email: ['The email field must be a valid email'] })),
    );
    const { host } = await open('/en/auth/register', fakeAccounts({ register }));
    await fillIn(host);
    await submit(host, 'Create account');

    await waitFor(() => describedBy(field(host, 'Email')).includes('must be a valid email'));
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ email: 'sara@herfa.test', termsAccepted: true, language: 'en' }));
    // The field explains itself, so no general message is added above the form.
    expect(host.querySelector('form [role="alert"]')).toBeNull();

    type(field(host, 'Email'), 'sara2@herfa.test');
    expect(describedBy(field(host, 'Email'))).toBe('');
  });

  it('asks for the mailed code, then signs the new shopper in where they were going and welcomes them', async () => {
    const register = vi.fn(started);
    const confirmRegistration = vi.fn(async () => SESSION);
    const { host, store, router } = await open('/en/auth/register?redirect=%2Fen%2Fabout-us', fakeAccounts({ register, confirmRegistration }));
    await fillIn(host);
    await submit(host, 'Create account');

    await waitFor(() => host.textContent?.includes('We sent a 6-digit code to sara@herfa.test') === true);
    expect(host.textContent).toContain('It is valid for 15 minutes.');
    expect(store.getState().token).toBeNull();
    expect(store.getState().registerData).toEqual({ email: 'sara@herfa.test', minutes: 15 });
    type(field(host, 'Verification code'), '١٢٣٤٥٦');
    await submit(host, 'Confirm and create account');

    await waitFor(() => router.state.location.pathname === '/en/about-us');
    expect(confirmRegistration).toHaveBeenCalledWith('sara@herfa.test', '١٢٣٤٥٦');
    expect(store.getState()).toMatchObject({ token: SESSION.token, user: SESSION.user, registerData: null });
    await waitFor(() => document.body.textContent?.includes('Welcome to Herfa, Sara') === true);
  });

  it('resumes at the code for the email kept in registerData, in Arabic, and says a wrong code is wrong', async () => {
    const confirmRegistration = vi.fn(refusing(new RequestFailure(400, 'auth.codeInvalid', 'رمز التحقق غير صحيح.')));
    const session = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies());
    session.setRegisterData({ email: 'sara@herfa.test', minutes: 15 });
    const { host } = await open('/ar/auth/register', fakeAccounts({ confirmRegistration }), session);
    await waitFor(() => host.textContent?.includes('أرسلنا رمزًا من ٦ أرقام إلى') === true);
    expect(host.textContent).toContain('sara@herfa.test');
    type(field(host, 'رمز التحقق'), '000000');
    await submit(host, 'تأكيد وإنشاء الحساب');
    await waitFor(() => host.querySelector('[role="alert"]')?.textContent === 'رمز التحقق غير صحيح.');
  });

  it('mails a new code on request, and goes back to the form for another email', async () => {
    const resendRegistrationCode = vi.fn(async () => {});
    const session = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies());
    session.setRegisterData({ email: 'sara@herfa.test' });
    const { host, store } = await open('/en/auth/register', fakeAccounts({ resendRegistrationCode }), session);
    await waitFor(() => host.textContent?.includes('sara@herfa.test') === true);
    await submit(host, 'Send a new code');
    await waitFor(() => host.querySelector('[role="status"]')?.textContent === 'A new code is on its way. Check your inbox.');
    expect(resendRegistrationCode).toHaveBeenCalledWith('sara@herfa.test');

    await submit(host, 'Use another email');
    await waitFor(() => host.querySelector('input[name="termsAccepted"]') !== null);
    expect(store.getState().registerData).toBeNull();
  });
});

describe('the reset screen', () => {
  it('resumes at the code for the email kept in forgetData, and says a wrong code is wrong', async () => {
    const verifyResetCode = vi.fn(refusing(new RequestFailure(400, 'auth.codeInvalid', 'The verification code is incorrect.')));
    const session = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies());
    session.setForgetData({ email: 'sara@herfa.test' });
    const { host } = await open('/en/auth/forget-password/reset', fakeAccounts({ verifyResetCode }), session);
    await waitFor(() => host.textContent?.includes('sara@herfa.test') === true);
    type(field(host, 'Verification code'), '٠٠٠٠٠٠');
    await submit(host, 'Verify code');
    await waitFor(() => host.querySelector('[role="alert"]')?.textContent === 'The verification code is incorrect.');
    expect(verifyResetCode).toHaveBeenCalledWith('sara@herfa.test', '٠٠٠٠٠٠');
  });
});

describe('redirectTarget', () => {
  it('follows only this site\'s own pages outside the auth screens', () => {
    expect(redirectTarget('/en/faqs?x=1#top', 'en')).toBe('/en/faqs?x=1#top');
    expect(redirectTarget(null, 'ar')).toBe('/ar');
    expect(redirectTarget('https://evil.example/', 'en')).toBe('/en');
    expect(redirectTarget('//evil.example/', 'en')).toBe('/en');
    expect(redirectTarget('/\\evil.example', 'en')).toBe('/en');
    expect(redirectTarget('/en/auth/login', 'en')).toBe('/en');
  });

  it('reads the path as the browser does: tabs and line breaks cannot smuggle in another site', () => {
    for (const smuggled of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example/en', '\t//evil.example', '/\t\\evil.example']) {
      expect(redirectTarget(smuggled, 'en')).toBe('/en');
    }
    expect(redirectTarget('/en/au\tth/login', 'en')).toBe('/en');
    expect(redirectTarget('/ar/orders/HRF-001001', 'ar')).toBe('/ar/orders/HRF-001001');
  });
});

describe('signing in with Google or Apple', () => {
  const button = (host: HTMLElement, text: string) => {
    const found = [...host.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === text);
    if (!found) throw new Error(`no button ${text}`);
    return found;
  };
  const pageSays = (text: string) => () => document.body.textContent?.includes(text) === true;

  it('hands the provider\'s token to the API, starts the session and returns to the page asked for', async () => {
    const identity = new InMemoryIdentityProvider();
    const socialSignIn = vi.fn(async () => ({ ...SESSION, created: false }));
    const { host, store, router } = await open('/en/auth/login?redirect=%2Fen%2Fabout-us', fakeAccounts({ socialSignIn }), undefined, identity);
    await act(async () => button(host, 'Sign in with Google').click());
    await waitFor(() => router.state.location.pathname === '/en/about-us');
    expect(socialSignIn).toHaveBeenCalledWith('id-token-1', 'google');
    expect(store.getState().token).toBe('session-token');
  });

  it('says the service is not available yet when no identity provider is configured (spec §8)', async () => {
    const identity = new InMemoryIdentityProvider();
    identity.signInAnswer = 'unavailable';
    const { host, store } = await open('/ar/auth/register', fakeAccounts(), undefined, identity);
    await act(async () => button(host, 'التسجيل عبر Apple').click());
    await waitFor(pageSays('هذه الخدمة غير متاحة حاليًا. يعمل عليها المطورون وستكون متاحة قريبًا'));
    expect(store.getState().token).toBeNull();
  });

  it.each([
    ['popupClosed', 'The sign-in window was closed before you finished. Try again when you are ready.'],
    ['networkFailed', 'We could not reach the sign-in service. Check your connection and try again.'],
    ['unauthorizedDomain', 'Signing in with Google is not enabled for this address.'],
    ['unsupportedBrowser', 'This browser cannot sign in with Google.'],
    ['popupBlocked', 'Your browser blocked the sign-in window.'],
  ] as const)('tells the shopper what went wrong: %s', async (code, message) => {
    const identity = new InMemoryIdentityProvider();
    identity.signInAnswer = code;
    const { host } = await open('/en/auth/login', fakeAccounts(), undefined, identity);
    await act(async () => button(host, 'Sign in with Google').click());
    await waitFor(pageSays(message));
  });

  it('shows the API\'s refusal and ends the provider\'s session', async () => {
    const identity = new InMemoryIdentityProvider();
    const refusal = new RequestFailure(409, 'auth.socialEmailInUse', 'This email already belongs to another account. Log in with your password.');
    const { host, store } = await open('/en/auth/login', fakeAccounts({ socialSignIn: refusing(refusal) }), undefined, identity);
    await act(async () => button(host, 'Sign in with Google').click());
    await waitFor(pageSays(refusal.message));
    await waitFor(() => identity.calls.includes('signOut'));
    expect(store.getState().token).toBeNull();
  });

  it('finishes a sign-in that went to the provider\'s page when the screen is back', async () => {
    const identity = new InMemoryIdentityProvider();
    identity.pendingRedirect = { provider: 'apple', token: { value: 'redirect-token', expiresAt: Date.now() + 3_600_000 } };
    const socialSignIn = vi.fn(async () => ({ ...SESSION, created: false }));
    const { store } = await open('/en/auth/login', fakeAccounts({ socialSignIn }), undefined, identity);
    await waitFor(() => store.getState().token === 'session-token');
    expect(socialSignIn).toHaveBeenCalledWith('redirect-token', 'apple');
  });
});
