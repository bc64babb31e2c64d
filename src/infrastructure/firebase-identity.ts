// The IdentityProvider port over Firebase Authentication (DESIGN.md "Identity and session"). This
// file is small: on first use it asks the API for the identity settings (GET /api/auth/identity)
// and only then, and only when Firebase is configured, loads Firebase's modular SDK (its own
// chunks, never the first page's). Without settings every sign-in answers `unavailable` (the
// spec's "not currently available" message). With the emulator's address the SDK talks to the
// Firebase Authentication emulator instead (tests, local trials).
//
// Two marks in browser storage let the app ask without loading Firebase: a sign-in that left for
// the provider's page (sessionStorage, this tab), and a provider session kept from an earlier
// visit (localStorage).
import type { Auth, AuthProvider, User } from 'firebase/auth';
import type { SocialProvider } from '../application/ports/account-gateway';
import {
  IdentityFailure,
  isIdentityFailure,
  type IdentityFailureCode,
  type IdentityProvider,
  type IdentityToken,
  type ProviderSignIn,
  type SignInStart,
} from '../application/ports/identity-provider';
import { accountOperations, type IdentityConfig } from '../contract/accounts';
import type { ApiClient } from './api-client';

type FirebaseAuthSdk = typeof import('firebase/auth');
type FirebaseSettings = NonNullable<IdentityConfig['firebase']>;

interface Loaded {
  readonly sdk: FirebaseAuthSdk;
  readonly auth: Auth;
}

export const PENDING_REDIRECT_KEY = 'herfa.identity.redirect';
export const SESSION_KEY = 'herfa.identity.session';
/** How long to wait for the page to leave for the provider before taking the redirect as failed. */
const LEAVING_TIMEOUT_MS = 10_000;

/** Firebase's error codes, by the condition of spec §8 the shopper is told about. */
const FAILURES: Readonly<Record<string, IdentityFailureCode>> = {
  'auth/popup-blocked': 'popupBlocked',
  'auth/popup-closed-by-user': 'popupClosed',
  'auth/cancelled-popup-request': 'popupClosed',
  'auth/user-cancelled': 'popupClosed',
  'auth/redirect-cancelled-by-user': 'popupClosed',
  'auth/network-request-failed': 'networkFailed',
  'auth/unauthorized-domain': 'unauthorizedDomain',
  'auth/operation-not-supported-in-this-environment': 'unsupportedBrowser',
  'auth/web-storage-unsupported': 'unsupportedBrowser',
  'auth/operation-not-allowed': 'unavailable',
  'auth/account-exists-with-different-credential': 'otherCredential',
  'auth/credential-already-in-use': 'otherCredential',
  'auth/user-disabled': 'userGone',
  'auth/user-not-found': 'userGone',
  'auth/user-token-expired': 'userGone',
  'auth/invalid-user-token': 'userGone',
  'auth/timeout': 'timedOut',
};

/** The port's failure for whatever Firebase (or loading it) threw. */
export function identityFailureOf(error: unknown): IdentityFailure {
  if (isIdentityFailure(error)) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return new IdentityFailure(FAILURES[code] ?? (code === '' ? 'networkFailed' : 'failed'), { cause: error });
}

/** Where the marks are kept; the browser's storages, or a test's. */
export interface IdentityMarks {
  readonly tab: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  readonly device: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const browserMarks = (): IdentityMarks => ({ tab: window.sessionStorage, device: window.localStorage });

export class FirebaseIdentity implements IdentityProvider {
  private loaded: Promise<Loaded> | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly marks: IdentityMarks = browserMarks(),
    private readonly language: () => string = () => document.documentElement.lang || 'en',
  ) {}

  async prepare(): Promise<void> {
    await this.ready();
  }

  async signIn(provider: SocialProvider): Promise<SignInStart> {
    const { sdk, auth } = await this.ready();
    const authProvider = this.providerFor(sdk, auth, provider);
    try {
      // Firebase opens its popup at 500×600, the size of spec §9.
      const credential = await sdk.signInWithPopup(auth, authProvider);
      return { kind: 'signedIn', ...(await this.signedIn(sdk, credential.user, provider)) };
    } catch (error) {
      const failure = identityFailureOf(error);
      if (failure.code !== 'popupBlocked') throw failure;
      return this.leaveForProvider(sdk, auth, authProvider, provider);
    }
  }

  async hasPendingRedirect(): Promise<boolean> {
    return readProvider(this.marks.tab.getItem(PENDING_REDIRECT_KEY)) !== null;
  }

  async completeRedirect(): Promise<ProviderSignIn | null> {
    const provider = readProvider(this.marks.tab.getItem(PENDING_REDIRECT_KEY));
    if (provider === null) return null;
    try {
      const { sdk, auth } = await this.ready();
      const credential = await sdk.getRedirectResult(auth).catch((error: unknown) => {
        throw identityFailureOf(error);
      });
      return credential === null ? null : await this.signedIn(sdk, credential.user, provider);
    } finally {
      this.marks.tab.removeItem(PENDING_REDIRECT_KEY);
    }
  }

  async hasSession(): Promise<boolean> {
    return this.marks.device.getItem(SESSION_KEY) !== null;
  }

  async refresh(): Promise<IdentityToken> {
    const { sdk, auth } = await this.ready();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (user === null) throw new IdentityFailure('userGone');
    try {
      return await tokenOf(sdk, user, true);
    } catch (error) {
      throw identityFailureOf(error);
    }
  }

  async reauthenticate(provider: SocialProvider): Promise<IdentityToken> {
    const { sdk, auth } = await this.ready();
    await auth.authStateReady();
    const authProvider = this.providerFor(sdk, auth, provider);
    try {
      // Without a provider session in this browser (signed in with the password this time),
      // signing in through the popup is as recent a sign-in; the API checks it is the same user.
      const credential =
        auth.currentUser === null ? await sdk.signInWithPopup(auth, authProvider) : await sdk.reauthenticateWithPopup(auth.currentUser, authProvider);
      return (await this.signedIn(sdk, credential.user, provider)).token;
    } catch (error) {
      throw identityFailureOf(error);
    }
  }

  async deleteUser(): Promise<void> {
    const { sdk, auth } = await this.ready();
    await auth.authStateReady();
    const user = auth.currentUser;
    if (user === null) throw new IdentityFailure('userGone');
    try {
      await sdk.deleteUser(user);
      this.marks.device.removeItem(SESSION_KEY);
    } catch (error) {
      throw identityFailureOf(error);
    }
  }

  async signOut(): Promise<void> {
    // Nothing to end without a provider session: Firebase is not loaded for it.
    if (this.loaded === undefined && !(await this.hasSession())) return;
    const { sdk, auth } = await this.ready();
    this.marks.device.removeItem(SESSION_KEY);
    await sdk.signOut(auth).catch((error: unknown) => console.warn('identity sign-out', error));
  }

  /** The settings and the SDK, once; a failed load is tried again on the next call. */
  private ready(): Promise<Loaded> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = undefined;
      throw identityFailureOf(error);
    });
    return this.loaded;
  }

  private async load(): Promise<Loaded> {
    const { firebase: settings } = await this.api.call(accountOperations.identityConfig);
    if (settings === null) throw new IdentityFailure('unavailable');
    const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
    return { sdk, auth: startAuth(sdk, initializeApp(firebaseOptions(settings), 'herfa'), settings) };
  }

  /** The provider for a sign-in, its pages in the shopper's language. */
  private providerFor(sdk: FirebaseAuthSdk, auth: Auth, provider: SocialProvider): AuthProvider {
    const language = this.language();
    auth.languageCode = language;
    if (provider === 'google') {
      const google = new sdk.GoogleAuthProvider();
      google.setCustomParameters({ prompt: 'select_account', hl: language });
      return google;
    }
    const apple = new sdk.OAuthProvider('apple.com');
    apple.addScope('email');
    apple.addScope('name');
    apple.setCustomParameters({ locale: language === 'ar' ? 'ar_SA' : 'en_US' });
    return apple;
  }

  private async signedIn(sdk: FirebaseAuthSdk, user: User, provider: SocialProvider): Promise<ProviderSignIn> {
    this.marks.device.setItem(SESSION_KEY, provider);
    return { provider, token: await tokenOf(sdk, user, false) };
  }

  /**
   * The popup was blocked: the page leaves for the provider's page and comes back to this
   * address, where completeRedirect finishes. Firebase's promise never settles once the page is
   * leaving, so it is raced against the page being hidden; a refusal before that is the failure.
   */
  private async leaveForProvider(sdk: FirebaseAuthSdk, auth: Auth, authProvider: AuthProvider, provider: SocialProvider): Promise<SignInStart> {
    this.marks.tab.setItem(PENDING_REDIRECT_KEY, provider);
    const leaving = new Promise<void>((resolve) => {
      window.addEventListener('pagehide', () => resolve(), { once: true });
      setTimeout(resolve, LEAVING_TIMEOUT_MS);
    });
    const refused = await Promise.race([
      sdk.signInWithRedirect(auth, authProvider).then(
        () => null,
        (error: unknown) => error,
      ),
      leaving.then(() => null),
    ]);
    if (refused !== null) {
      this.marks.tab.removeItem(PENDING_REDIRECT_KEY);
      throw identityFailureOf(refused);
    }
    return { kind: 'redirecting' };
  }
}

function firebaseOptions(settings: FirebaseSettings) {
  return {
    apiKey: settings.apiKey,
    authDomain: settings.authDomain,
    projectId: settings.projectId,
    ...(settings.appId === null ? {} : { appId: settings.appId }),
  };
}

/** Firebase Authentication kept in IndexedDB (localStorage where there is none), with the popup and redirect resolver. */
function startAuth(sdk: FirebaseAuthSdk, app: import('firebase/app').FirebaseApp, settings: FirebaseSettings): Auth {
  const auth = sdk.initializeAuth(app, {
    persistence: [sdk.indexedDBLocalPersistence, sdk.browserLocalPersistence],
    popupRedirectResolver: sdk.browserPopupRedirectResolver,
  });
  if (settings.emulatorUrl !== null) sdk.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return auth;
}

async function tokenOf(sdk: FirebaseAuthSdk, user: User, forceRefresh: boolean): Promise<IdentityToken> {
  const result = await sdk.getIdTokenResult(user, forceRefresh);
  return { value: result.token, expiresAt: Date.parse(result.expirationTime) };
}

function readProvider(value: string | null): SocialProvider | null {
  return value === 'google' || value === 'apple' ? value : null;
}
