// The header's unread-notifications count. It is asked of the server (through the lazily loaded
// gateway, never with the first page) when a session starts, on every navigation, and whenever
// a screen announces that it changed (marking notifications read); only the latest answer counts,
// so a slow answer never overwrites a newer one.
import { useEffect, useRef, useState } from 'react';
import { usePorts } from '../ports';

const UNREAD_CHANGED = 'herfa:unread-notifications-changed';

/** Tells the header the unread count changed: to `count` when the screen knows it, else to ask again. */
export function announceUnreadChanged(count?: number): void {
  window.dispatchEvent(new CustomEvent<number | undefined>(UNREAD_CHANGED, { detail: count }));
}

/** The signed-in account's unread count; 0 for a guest and until the first answer. */
export function useUnreadNotifications(token: string | null, pathname: string): number {
  const gateway = usePorts().notifications;
  const [known, setKnown] = useState<{ readonly token: string; readonly count: number } | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (token === null) return;
    let live = true;
    const ask = () => {
      const asked = ++latest.current;
      gateway.unreadCount().then(
        (count) => {
          if (live && asked === latest.current) setKnown({ token, count });
        },
        () => {}, // the badge keeps its last count until the next navigation
      );
    };
    const onChanged = (event: Event) => {
      const count = (event as CustomEvent<number | undefined>).detail;
      if (count === undefined) ask();
      else {
        latest.current += 1;
        setKnown({ token, count });
      }
    };
    ask();
    window.addEventListener(UNREAD_CHANGED, onChanged);
    return () => {
      live = false;
      window.removeEventListener(UNREAD_CHANGED, onChanged);
    };
  }, [gateway, token, pathname]);

  return token !== null && known?.token === token ? known.count : 0;
}
