// The Firebase adapter's own rules, without Firebase: the settings decide whether Firebase loads
// at all, Firebase's error codes become the conditions of spec §8, and the marks in browser
// storage answer without loading anything. Signing in through Firebase itself is exercised in
// Chromium against the Firebase Authentication emulator (test/e2e/identity.spec.ts).
import { describe, expect, it, vi } from 'vitest';
import { IdentityFailure } from '../application/ports/identity-provider';
import type { ApiClient } from './api-client';
import { FirebaseIdentity, identityFailureOf, PENDING_REDIRECT_KEY, SESSION_KEY, type IdentityMarks } from './firebase-identity';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

const marks = (): IdentityMarks => ({ tab: new MemoryStorage(), device: new MemoryStorage() });
const apiAnswering = (answer: unknown) => ({ call: vi.fn(async () => answer) }) as unknown as ApiClient & { call: ReturnType<typeof vi.fn> };

describe('the Firebase identity provider', () => {
  it('answers "unavailable" without loading Firebase when the server has no Firebase settings', async () => {
    const api = apiAnswering({ firebase: null });
    const identity = new FirebaseIdentity(api, marks(), () => 'en');
    await expect(identity.signIn('google')).rejects.toEqual(new IdentityFailure('unavailable'));
    await expect(identity.reauthenticate('apple')).rejects.toMatchObject({ code: 'unavailable' });
    expect(api.call).toHaveBeenCalledTimes(2); // a failed load is tried again on the next call
  });

  it('says the network failed when the settings cannot be fetched', async () => {
    const api = { call: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) } as unknown as ApiClient;
    await expect(new FirebaseIdentity(api, marks(), () => 'en').prepare()).rejects.toMatchObject({ code: 'networkFailed' });
  });

  it('reads its marks without asking the API: a sign-in waiting on the provider\'s page, and a kept session', async () => {
    const api = apiAnswering({ firebase: null });
    const storage = marks();
    const identity = new FirebaseIdentity(api, storage, () => 'en');
    expect(await identity.hasPendingRedirect()).toBe(false);
    expect(await identity.hasSession()).toBe(false);
    storage.tab.setItem(PENDING_REDIRECT_KEY, 'apple');
    storage.device.setItem(SESSION_KEY, 'apple');
    expect(await identity.hasPendingRedirect()).toBe(true);
    expect(await identity.hasSession()).toBe(true);
    storage.tab.setItem(PENDING_REDIRECT_KEY, 'something else');
    expect(await identity.hasPendingRedirect()).toBe(false);
    expect(api.call).not.toHaveBeenCalled();
  });

  it('has nothing to complete or end without its marks, and loads nothing for it', async () => {
    const api = apiAnswering({ firebase: null });
    const identity = new FirebaseIdentity(api, marks(), () => 'en');
    expect(await identity.completeRedirect()).toBeNull();
    await identity.signOut();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('forgets a waiting sign-in once it has tried to complete it', async () => {
    const storage = marks();
    storage.tab.setItem(PENDING_REDIRECT_KEY, 'google');
    const identity = new FirebaseIdentity(apiAnswering({ firebase: null }), storage, () => 'en');
    await expect(identity.completeRedirect()).rejects.toMatchObject({ code: 'unavailable' });
    expect(storage.tab.getItem(PENDING_REDIRECT_KEY)).toBeNull();
  });
});

describe("Firebase's errors, as the shopper is told them", () => {
  it.each([
    ['auth/popup-blocked', 'popupBlocked'],
    ['auth/popup-closed-by-user', 'popupClosed'],
    ['auth/cancelled-popup-request', 'popupClosed'],
    ['auth/network-request-failed', 'networkFailed'],
    ['auth/unauthorized-domain', 'unauthorizedDomain'],
    ['auth/operation-not-supported-in-this-environment', 'unsupportedBrowser'],
    ['auth/web-storage-unsupported', 'unsupportedBrowser'],
    ['auth/account-exists-with-different-credential', 'otherCredential'],
    ['auth/user-disabled', 'userGone'],
    ['auth/user-token-expired', 'userGone'],
    ['auth/timeout', 'timedOut'],
    ['auth/internal-error', 'failed'],
  ])('%s is %s', (code, expected) => {
    const failure = identityFailureOf(Object.assign(new Error('Firebase: Error'), { code }));
    expect(failure.code).toBe(expected);
    expect(failure.cause).toBeInstanceOf(Error);
  });

  it('keeps a failure already in the port\'s terms, and takes a failed chunk load for the network', () => {
    const failure = new IdentityFailure('unavailable');
    expect(identityFailureOf(failure)).toBe(failure);
    expect(identityFailureOf(new TypeError('Failed to fetch dynamically imported module')).code).toBe('networkFailed');
  });
});
