// Notifications (spec §2 /notifications, §4 "mark all as read", §8 empty state): the signed-in
// account's notifications, newest first, in the interface language, with unread ones marked
// (bold, a dot and a visually hidden "Unread"); opening one's link marks it read first. "Mark all
// as read" clears every mark, and the header's count follows. Above the list, push notifications
// on this device are turned on or off (push-settings.tsx). Guests are asked to sign in.
import '@mantine/core/styles/VisuallyHidden.css';
import { useState } from 'react';
import { Alert, Button, Container, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Page } from '../../../application/ports/catalogue-gateway';
import type { AppNotification } from '../../../application/ports/notifications-gateway';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import hidden from '../../components/screen-reader-only.module.css';
import { announceUnreadChanged } from '../../components/unread-notifications';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { AccountPageHeader } from '../../components/account-page-header';
import { LoadFailed, Loading } from '../../components/remote-view';
import classes from './notifications-page.module.css';
import { PushSettings } from './push-settings';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function NotificationsPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const title = t('inbox.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('inbox.intro') });

  return (
    <Container size="md" py={{ base: 24, sm: 48 }}>
      <AccountPageHeader title={title} intro={token === null ? undefined : t('inbox.intro')} />
      {token === null ? (
        <GuestNotice />
      ) : (
        <>
          <PushSettings />
          <Inbox token={token} />
        </>
      )}
    </Container>
  );
}

function GuestNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <EmptyState
      title={t('inbox.guestTitle')}
      description={t('inbox.guestMessage')}
      action={
        <Button component={Link} to={`/${language}/auth/login?redirect=${encodeURIComponent(`/${language}/notifications`)}`}>
          {t('inbox.login')}
        </Button>
      }
    />
  );
}

interface Loaded {
  readonly pages: readonly Page<AppNotification>[];
  /** Ids marked read here since loading (opened, or all at once). */
  readonly read: ReadonlySet<string> | 'all';
}

function Inbox({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().notifications;
  const first = useRemote(`notifications:${token}`, async () => {
    const [page, unread] = await Promise.all([gateway.list(1, NOTIFICATIONS_PAGE_SIZE), gateway.unreadCount()]);
    return { page, unread };
  });
  const firstPage = first.status === 'ready' ? first.data.page : undefined;
  // Later pages and read marks belong to the first page they continue: a reload starts afresh.
  const [state, setState] = useState<(Loaded & { readonly after: Page<AppNotification> }) | null>(null);
  const loaded: Loaded =
    firstPage !== undefined && state?.after === firstPage ? state : { pages: firstPage === undefined ? [] : [firstPage], read: new Set() };
  const [loadingMore, setLoadingMore] = useState(false);
  const [marking, setMarking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');

  if (firstPage === undefined) {
    return first.status === 'failed' ? <LoadFailed error={first.failure} onRetry={first.retry} /> : <Loading />;
  }
  const isRead = (notification: AppNotification) =>
    notification.read || loaded.read === 'all' || loaded.read.has(notification.id);
  const items = loaded.pages.flatMap((page) => page.items);
  // The server's count covers pages not loaded yet; what was opened here is taken off it.
  const unread = loaded.read === 'all' ? 0 : Math.max(0, (first.data?.unread ?? 0) - loaded.read.size);
  const update = (change: Partial<Loaded>) => setState({ ...loaded, ...change, after: firstPage });

  if (items.length === 0) {
    return (
      <EmptyState
        title={t('inbox.empty')}
        description={t('inbox.emptyMessage')}
        action={
          <Button component={Link} to={`/${language}/products/all`} variant="default">
            {t('inbox.browse')}
          </Button>
        }
      />
    );
  }

  const loadMore = async () => {
    setLoadingMore(true);
    setFailure(null);
    try {
      const next = await gateway.list(loaded.pages.length + 1, NOTIFICATIONS_PAGE_SIZE);
      update({ pages: [...loaded.pages, next] });
    } catch (error) {
      setFailure(error);
    } finally {
      setLoadingMore(false);
    }
  };

  const markAllRead = async () => {
    setMarking(true);
    setFailure(null);
    setAnnouncement('');
    try {
      await gateway.markAllRead();
      update({ read: 'all' });
      announceUnreadChanged(0);
      setAnnouncement(t('inbox.markedAllRead'));
    } catch (error) {
      setFailure(error);
    } finally {
      setMarking(false);
    }
  };

  const markRead = (id: string) => update({ read: loaded.read === 'all' ? 'all' : new Set([...loaded.read, id]) });

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="inbox-list">
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Text fw={700} id="inbox-list" component="h2" m={0} size="lg">
          {t('inbox.unreadCount', { count: unread })}
        </Text>
        <Button variant="light" onClick={() => void markAllRead()} loading={marking} disabled={unread === 0}>
          {t('inbox.markAllRead')}
        </Button>
      </Group>
      <p role="status" className={hidden.screenReaderOnly}>
        {announcement}
      </p>
      {failure === null ? null : (
        <Alert color="red" variant="light" role="alert" title={t('inbox.markFailed')} mb="sm">
          {failureMessage(t, failure)}
        </Alert>
      )}
      <ul className={classes.list} aria-labelledby="inbox-list">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} read={isRead(notification)} onOpened={markRead} />
        ))}
      </ul>
      {items.length < firstPage.total && (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} mt="md" fullWidth>
          {t('inbox.more')}
        </Button>
      )}
    </Paper>
  );
}

const linkKind = (link: string): 'order' | 'wallet' | 'other' =>
  link.startsWith('/orders/') ? 'order' : link.startsWith('/profile/wallet') ? 'wallet' : 'other';

function NotificationItem({
  notification,
  read,
  onOpened,
}: {
  readonly notification: AppNotification;
  readonly read: boolean;
  readonly onOpened: (id: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { date } = useFormat();
  const gateway = usePorts().notifications;
  const titleId = `notification-${notification.id}`;
  const to = notification.link === null ? null : `/${language}${notification.link}`;

  // Read before leaving, so the header's count on the next page already leaves it out.
  const open = async (target: string) => {
    try {
      await gateway.markRead(notification.id);
      onOpened(notification.id);
    } catch {
      // Not marked: it stays unread, and the link still leads where it says.
    }
    await navigate(target);
  };

  return (
    <li className={classes.item} data-read={read}>
      <span className={classes.dot} aria-hidden="true" />
      <div className={classes.content}>
        <p className={classes.title} id={titleId}>
          {read ? null : <VisuallyHidden>{`${t('inbox.unread')}: `}</VisuallyHidden>}
          {notification.title}
        </p>
        <p className={classes.body}>{notification.body}</p>
        <p className={classes.meta}>
          <time dateTime={notification.createdAt}>
            {date(notification.createdAt, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })}
          </time>
          {to === null ? null : (
            <>
              <span aria-hidden="true"> · </span>
              <Link
                to={to}
                aria-describedby={titleId}
                className={classes.link}
                onClick={(event) => {
                  if (read || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void open(to);
                }}
              >
                {t(`inbox.open.${linkKind(notification.link!)}`)}
              </Link>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
