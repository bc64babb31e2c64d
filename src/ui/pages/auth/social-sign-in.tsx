// Social sign-in (spec §1, §7, §9): Google and Apple through the identity provider (Firebase
// Authentication, loaded when a button is first pointed at or clicked). A click opens the
// provider's popup, or its own page when the browser blocks popups; the API then signs the shopper
// in and the session starts as after a password login. Each condition of spec §8 has its own
// message; without Firebase settings a click says the service is not available yet.
import { Button, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../application/ports/account-gateway';
import { isIdentityFailure } from '../../../application/ports/identity-provider';
import { identityFailureMessage, PROVIDER_NAMES } from '../../forms/identity-failure-message';
import { identitySession } from '../../identity/identity-session';
import { usePorts } from '../../ports';
import { useLatest } from '../../use-latest';
import { AppleSignInButton, type AppleButtonType } from './apple-sign-in-button';
import { useSignIn } from './use-sign-in';

/** The sign-in with Google or Apple under way on this screen, and how to start one. */
function useSocialSignIn(): { readonly busy: SocialProvider | null; readonly start: (provider: SocialProvider) => void; readonly prepare: () => void } {
  const { t } = useTranslation();
  const ports = usePorts();
  const { identity, toasts } = ports;
  const signIn = useSignIn();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const listening = useRef<(() => void) | null>(null);
  const latestSignIn = useLatest(signIn);

  /** The session, with this screen hearing how its sign-ins end. */
  const session = useCallback(async () => {
    const actor = await identitySession(ports);
    if (listening.current === null) {
      const signedIn = actor.on('signedIn', ({ session: started }) => {
        if (started.created) toasts.show({ type: 'success', title: t('auth.register.welcomeTitle', { name: started.user.fullName }), message: t('auth.register.welcomeMessage') });
        void latestSignIn.current(started, { remember: true }).finally(() => setBusy(null));
      });
      const failed = actor.on('failed', ({ provider, error }) => {
        setBusy(null);
        const unavailable = isIdentityFailure(error) && error.code === 'unavailable';
        toasts.show({
          type: unavailable ? 'info' : 'error',
          title: t('auth.social.failedTitle', { provider: PROVIDER_NAMES[provider] }),
          message: identityFailureMessage(t, error, provider),
        });
      });
      listening.current = () => {
        signedIn.unsubscribe();
        failed.unsubscribe();
      };
    }
    return actor;
  }, [latestSignIn, ports, t, toasts]);

  useEffect(() => {
    let cancelled = false;
    // Back from the provider's page (the popup was blocked): finish that sign-in here.
    void identity.hasPendingRedirect().then(async (pending) => {
      if (!pending || cancelled) return;
      setBusy('google');
      (await session()).send({ type: 'signIn.returned' });
    });
    return () => {
      cancelled = true;
      listening.current?.();
      listening.current = null;
    };
  }, [identity, session]);

  const start = useCallback(
    (provider: SocialProvider) => {
      setBusy(provider);
      void session().then(
        (actor) => actor.send({ type: 'signIn.start', provider }),
        (error: unknown) => {
          setBusy(null);
          toasts.show({ type: 'error', title: t('auth.social.failedTitle', { provider: PROVIDER_NAMES[provider] }), message: identityFailureMessage(t, error, provider) });
        },
      );
    },
    [session, t, toasts],
  );

  // Pointing at a button loads the provider, so that the click opens its popup at once.
  const prepare = useCallback(() => {
    void Promise.all([session(), identity.prepare()]).catch(() => undefined);
  }, [identity, session]);

  return { busy, start, prepare };
}

export function SocialSignIn({ purpose }: { readonly purpose: Extract<AppleButtonType, 'sign-in' | 'sign-up'> }) {
  const { t } = useTranslation();
  const { busy, start, prepare } = useSocialSignIn();

  return (
    <Stack gap="sm" onPointerEnter={prepare} onFocusCapture={prepare} onTouchStart={prepare}>
      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<GoogleLogo />}
        loading={busy === 'google'}
        disabled={busy !== null && busy !== 'google'}
        onClick={() => start('google')}
      >
        {t(`auth.social.google.${purpose}`)}
      </Button>
      <AppleSignInButton type={purpose} disabled={busy !== null} busy={busy === 'apple'} onClick={() => start('apple')} />
    </Stack>
  );
}

function GoogleLogo() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}
