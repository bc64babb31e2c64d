// The account-deletion machine (src/application/account-deletion) bound to this browser: its calls
// go to the AccountGateway and the IdentityProvider, and once the account is gone the browser's
// session ends here, the way Logout ends it, and the shopper lands on the home page.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountDeletionWith } from '../../../application/account-deletion/account-deletion';
import type { SessionUser } from '../../../application/session/session-store';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import { useLatest } from '../../use-latest';
import { useSessionStore } from '../../use-session';

export function useAccountDeletion(user: Pick<SessionUser, 'hasSocialSignIn'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { accounts, identity, push, toasts } = usePorts();
  const store = useSessionStore();
  const latest = useLatest({ t, language, navigate });

  /**
   * As Logout does (useLogout, components/account-menu.tsx): push is turned off on this device
   * first, then the session is cleared. The API is not asked to end the session: deleting the
   * account ended all of them. A provider user that outlived the account is signed out of here.
   */
  const endSession = async (providerUserKept: boolean) => {
    await push.turnOff().catch(() => undefined);
    if (providerUserKept) await identity.signOut().catch(() => undefined);
    store.logout();
    const { t: translate, language: current, navigate: go } = latest.current;
    toasts.show({ type: 'success', title: translate('account.delete.deletedTitle'), message: translate('account.delete.deletedMessage') });
    await go(`/${current}`);
  };

  // Provided once: useMachine expects the same machine for the component's whole life.
  const [machine] = useState(() =>
    accountDeletionWith({ accounts, identity }).provide({
      actions: {
        endSession: (_, { providerUserKept }) => void endSession(providerUserKept),
        reportProviderUserKept: (_, { error }) =>
          console.warn('The account was deleted, but its Google or Apple user could not be deleted', error),
      },
    }),
  );
  return useMachine(machine, { input: { hasSocialSignIn: user.hasSocialSignIn } });
}
