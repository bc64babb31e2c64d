// Draws the toaster's toasts (spec §9): a stack fixed at the top centre, 350 px wide, newest on
// top. Error toasts are assertive (role=alert), the others polite (role=status). Hovering or
// touching the stack, focusing into it and leaving the tab pause every countdown.
import { useEffect } from 'react';
import { Notification, type MantineColor } from '@mantine/core';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Notification.css';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TOAST_DEFAULTS, type ToastType } from '../../application/ports/toasts';
import type { MachineToasts } from '../../application/toasts/machine-toasts';
import type { ToastActorRef } from '../../application/toasts/toaster-machine';
import classes from './toaster.module.css';

const COLOURS: Readonly<Record<ToastType, MantineColor>> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  promise: 'gray',
  'promise-resolve': 'green',
  'promise-reject': 'red',
};

const isAssertive = (type: ToastType) => type === 'error' || type === 'promise-reject';

function ToastView({ actor, onClose }: { readonly actor: ToastActorRef; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useSelector(actor, (snapshot) => snapshot.context.toast);
  const pending = toast.type === 'promise';

  return (
    <Notification
      className={classes.toast}
      role={isAssertive(toast.type) ? 'alert' : 'status'}
      aria-live={isAssertive(toast.type) ? 'assertive' : 'polite'}
      aria-atomic="true"
      color={COLOURS[toast.type]}
      loading={pending}
      withCloseButton={!pending}
      closeButtonProps={{ 'aria-label': t('common.toasts.close') }}
      onClose={onClose}
      withBorder
      title={
        <>
          {toast.title}
          {toast.duplicates > 0 ? (
            <span className={classes.count}>
              {t('common.toasts.repeated', { times: toast.duplicates + 1 })}
            </span>
          ) : null}
        </>
      }
    >
      {toast.message}
    </Notification>
  );
}

export function Toaster({ toasts }: { readonly toasts: MachineToasts }) {
  const { t } = useTranslation();
  const entries = useSelector(toasts.toaster, (snapshot) => snapshot.context.toasts);

  // A tab in the background pauses every countdown until the shopper comes back.
  useEffect(() => {
    const blur = () => toasts.pause('blur');
    const focus = () => toasts.resume('blur');
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
    };
  }, [toasts]);

  return (
    <section
      className={classes.stack}
      style={{ width: TOAST_DEFAULTS.widthPx }}
      aria-label={t('common.toasts.region')}
      onMouseEnter={() => toasts.pause('hover')}
      onMouseLeave={() => toasts.resume('hover')}
      onTouchStart={() => toasts.touch()}
      onFocus={() => toasts.pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) toasts.resume('focus');
      }}
    >
      {[...entries].reverse().map((entry) => (
        <ToastView key={entry.id} actor={entry.ref} onClose={() => toasts.clear(entry.id)} />
      ))}
    </section>
  );
}
