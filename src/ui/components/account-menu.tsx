// The header's account menu: a guest is offered Login and Register; a signed-in shopper sees
// their first name, Profile, My addresses, Orders, Favourites, Wallet, Notifications and Logout, and a seller
// account also the seller console. The drawer shows the same entries as a list.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePorts } from '../ports';
import { useLanguage } from '../use-language';
import { useSession, useSessionStore } from '../use-session';
import { ChevronDownIcon, UserIcon } from './icons';
import classes from './account-menu.module.css';

interface AccountLink {
  readonly key: 'login' | 'register' | 'profile' | 'addresses' | 'favourites' | 'wallet' | 'orders' | 'notifications' | 'sellerConsole';
  readonly to: string;
}

/** The first word of the account's full name: "Sara" for "Sara Al-Qahtani". */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? fullName;

function useAccount() {
  const language = useLanguage();
  const { user } = useSession();
  const links: readonly AccountLink[] =
    user === null
      ? [
          { key: 'login', to: `/${language}/auth/login` },
          { key: 'register', to: `/${language}/auth/register` },
        ]
      : [
          ...(user.role === 'seller' ? [{ key: 'sellerConsole', to: `/${language}/seller` } as const] : []),
          { key: 'profile', to: `/${language}/profile` },
          { key: 'addresses', to: `/${language}/profile/addresses` },
          { key: 'orders', to: `/${language}/orders` },
          { key: 'favourites', to: `/${language}/favourite` },
          { key: 'wallet', to: `/${language}/profile/wallet` },
          { key: 'notifications', to: `/${language}/notifications` },
        ];
  return { firstName: user === null ? null : firstNameOf(user.fullName), links };
}

/**
 * Ends the session on the server, then in the browser, whatever the server answered. Push on this
 * device is turned off first, while the session can still tell the API: the next person at a
 * shared computer must not be shown this account's orders.
 */
export function useLogout(): { readonly logout: () => Promise<void>; readonly pending: boolean } {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { authSession, push, toasts } = usePorts();
  const store = useSessionStore();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    setPending(true);
    try {
      await push.turnOff().catch(() => undefined);
      await authSession.logout();
    } catch {
      // An expired session (401) or an unreachable server must not keep the shopper signed in here.
    } finally {
      setPending(false);
    }
    store.logout();
    toasts.show({ type: 'info', title: t('common.account.loggedOutTitle'), message: t('common.account.loggedOutMessage') });
    await navigate(`/${language}`);
  };
  return { logout, pending };
}

/**
 * A disclosure, not an ARIA menu: its entries are ordinary links (and one button), reached with
 * Tab like any other. Escape, a click elsewhere, focus leaving it or a navigation closes it.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { firstName, links } = useAccount();
  const { logout } = useLogout();
  const { pathname } = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const opened = openOn === pathname;
  const close = () => setOpenOn(null);

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  return (
    <div
      ref={root}
      className={classes.root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !opened) return;
        close();
        trigger.current?.focus();
      }}
      onBlur={(event) => {
        if (opened && !event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={classes.trigger}
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={() => setOpenOn(opened ? null : pathname)}
      >
        <UserIcon />
        <span className={classes.name}>{firstName ?? t('common.account.guest')}</span>
        <ChevronDownIcon size={16} className={classes.chevron} />
      </button>
      <div id={panelId} className={classes.panel} hidden={!opened}>
        {firstName === null ? null : <p className={classes.greeting}>{t('common.account.hello', { name: firstName })}</p>}
        <ul className={classes.entries}>
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.to} className={classes.link} onClick={close}>
                {t(`common.account.${link.key}`)}
              </Link>
            </li>
          ))}
          {firstName === null ? null : (
            <li className={classes.separated}>
              <button
                type="button"
                className={classes.link}
                onClick={() => {
                  close();
                  void logout();
                }}
              >
                {t('common.account.logout')}
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

/** The drawer's account section: the same entries as plain links and a Logout button. */
export function AccountLinks({ onNavigate }: { readonly onNavigate: () => void }) {
  const { t } = useTranslation();
  const { firstName, links } = useAccount();
  const { logout, pending } = useLogout();

  return (
    <div className={classes.list}>
      {firstName === null ? null : <p className={classes.greeting}>{t('common.account.hello', { name: firstName })}</p>}
      {links.map((link) => (
        <Link key={link.key} to={link.to} className={classes.link} onClick={onNavigate}>
          {t(`common.account.${link.key}`)}
        </Link>
      ))}
      {firstName === null ? null : (
        <Button
          variant="subtle"
          justify="flex-start"
          loading={pending}
          className={classes.logout}
          onClick={() => {
            onNavigate();
            void logout();
          }}
        >
          {t('common.account.logout')}
        </Button>
      )}
    </div>
  );
}
