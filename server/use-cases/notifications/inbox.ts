// Use cases of the shopper's notification inbox. A notification is stored as a kind and its
// parameters and written here, when it is read, in the reader's language: a shopper who switches
// language reads every one of them in the new one.
import type { Notification } from '../../../src/contract/notifications';
import type { Language } from '../../../src/domain/locale';
import { formatMoney, type MoneyStyle } from '../../../src/domain/money-format';
import { fail, ok, type Result } from '../../../src/domain/result';
import { translatorFor } from '../messages';
import type { Clock } from '../ports';
import type { NotificationRow, NotificationsRepository } from './notifications-repository';

export type NotificationFailureCode = 'notifications.notFound';

export interface NotificationsList {
  readonly items: Notification[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export async function listNotifications(
  inbox: NotificationsRepository,
  userId: string,
  { page, pageSize }: { readonly page: number; readonly pageSize: number },
  language: Language,
): Promise<NotificationsList> {
  const { rows, total } = await inbox.page(userId, { offset: (page - 1) * pageSize, limit: pageSize });
  return { items: rows.map((row) => renderNotification(row, language, 'sign')), total, page, pageSize };
}

export async function countUnreadNotifications(inbox: NotificationsRepository, userId: string): Promise<number> {
  return inbox.unreadCount(userId);
}

/** Opening a notification marks it read; opening it again keeps the first time it was read. */
export async function markNotificationRead(
  inbox: NotificationsRepository,
  clock: Clock,
  userId: string,
  id: string,
): Promise<Result<void, NotificationFailureCode>> {
  const readAt = await inbox.readAt(userId, id);
  if (readAt === undefined) return fail('notifications.notFound');
  if (readAt === null) await inbox.markRead(userId, id, clock.now());
  return ok(undefined);
}

export async function markAllNotificationsRead(inbox: NotificationsRepository, clock: Clock, userId: string): Promise<void> {
  await inbox.markAllRead(userId, clock.now());
}

/** Parameters that are amounts of money (halalas), written as prices. */
const MONEY_PARAMS = new Set(['amount']);

/**
 * How an Arabic amount writes the riyal: the sign for the inbox, read on Herfa's pages in
 * Herfa's fonts; the letters for a push, drawn by the device in its own (see formatMoney).
 */
export type RiyalStyle = NonNullable<MoneyStyle['riyal']>;

/**
 * The notification's parameters as text in `language`: amounts as prices ("SAR 1,250.00",
 * "١٬٢٥٠٫٠٠ ر.س." or with the riyal sign), an order's status by its name in orders.json;
 * anything else as stored.
 */
export function renderParams(params: Readonly<Record<string, string | number>>, language: Language, riyal: RiyalStyle): Record<string, string> {
  const t = translatorFor(language);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (MONEY_PARAMS.has(name) && typeof value === 'number' && Number.isSafeInteger(value)) return [name, formatMoney(value, language, { riyal })];
      if (name === 'status' && typeof value === 'string') return [name, t(`orders.status.${value}`, { defaultValue: value })];
      return [name, String(value)];
    }),
  );
}

export function renderNotification(row: NotificationRow, language: Language, riyal: RiyalStyle): Notification {
  const t = translatorFor(language);
  const values = renderParams(row.params, language, riyal);
  return {
    id: row.id,
    kind: row.kind,
    title: t(`notifications.${row.kind}.title`, values),
    body: t(`notifications.${row.kind}.body`, values),
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
