// The page's identity session bound to the ports: it signs in through the provider and the API,
// and follows Herfa's session, ending the provider's when the shopper signs out of Herfa.
import { describe, expect, it } from 'vitest';
import type { AccountGateway, SignedInSession } from '../ports/account-gateway';
import { InMemoryCookies } from '../ports/in-memory-cookies';
import { InMemoryIdentityProvider } from '../ports/in-memory-identity-provider';
import { InMemorySessionStorage } from '../ports/in-memory-session-storage';
import { SessionStore } from '../session/session-store';
import { createIdentitySession } from './identity-session';

const SESSION: SignedInSession = {
  token: 'herfa-session',
  user: {
    id: '00000000-0000-4000-8000-000000000002',
    fullName: 'Maha',
    email: 'maha@example.com',
    phone: null,
    language: 'en',
    role: 'shopper',
    sellerSlug: null,
    hasPassword: false,
    hasSocialSignIn: true,
  },
};

const settle = async () => {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
};

describe('the page\'s identity session', () => {
  it('signs in with the provider\'s token and ends the provider\'s session when Herfa\'s ends', async () => {
    const identity = new InMemoryIdentityProvider();
    const tokens: string[] = [];
    const accounts = { socialSignIn: async (idToken: string) => (tokens.push(idToken), { ...SESSION, created: true }) } as unknown as AccountGateway;
    const sessionStore = new SessionStore(new InMemorySessionStorage(), new InMemoryCookies());
    const session = createIdentitySession({ identity, accounts, sessionStore, mobile: false });
    const signedIn: SignedInSession[] = [];
    session.on('signedIn', ({ session: started }) => signedIn.push(started));

    session.send({ type: 'signIn.start', provider: 'google' });
    await settle();
    expect(tokens).toEqual(['id-token-1']);
    expect(signedIn).toHaveLength(1);
    sessionStore.setToken(SESSION.token);
    sessionStore.setUser(SESSION.user);
    expect(identity.calls).not.toContain('signOut');

    sessionStore.logout();
    await settle();
    expect(identity.calls.at(-1)).toBe('signOut');
    expect(session.getSnapshot().value).toBe('signedOut');
  });
});
