// The page's identity session (application/identity/identity-session.ts), made on first use from
// the storefront's ports: a click on Google or Apple, a return from the provider's page, or a
// shopper signed in with Google or Apple loading a page. XState and the machine load only then.
import type { IdentitySession } from '../../application/identity/identity-session';
import type { StorefrontPorts } from '../ports';

type SessionPorts = Pick<StorefrontPorts, 'identity' | 'accounts' | 'sessionStore'>;

const sessions = new WeakMap<SessionPorts, Promise<IdentitySession>>();

/** A phone's network, by the browser's own account of itself: the identity session's longer timeout. */
export const isMobileBrowser = (userAgent: string): boolean => /Android|iPhone|iPad|iPod|Mobile|IEMobile|BlackBerry|Opera Mini/i.test(userAgent);

export function identitySession(ports: SessionPorts): Promise<IdentitySession> {
  let session = sessions.get(ports);
  if (session === undefined) {
    session = import('../../application/identity/identity-session').then(({ createIdentitySession }) =>
      createIdentitySession({ ...ports, mobile: isMobileBrowser(navigator.userAgent) }),
    );
    sessions.set(ports, session);
  }
  return session;
}

/**
 * At a page load, once the page works: a shopper signed in with Google or Apple whose provider
 * session is kept in this browser has its token kept fresh; a provider session left behind by a
 * Herfa session that has ended (signed out in another tab, or as another account) is ended.
 */
export async function resumeIdentitySession(ports: SessionPorts): Promise<void> {
  if (!(await ports.identity.hasSession())) return;
  if (ports.sessionStore.getState().user?.hasSocialSignIn === true) (await identitySession(ports)).send({ type: 'session.resume' });
  else await ports.identity.signOut();
}
