// Routes of the shopper's notifications. A notification is stored as a kind and its parameters
// and written here, when it is read, in the request's language: a shopper who switches language
// reads every one of them in the new one. Every query is scoped to the signed-in shopper, so
// another shopper's notification is answered exactly like one that does not exist (404).
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { notificationOperations, type Notification } from '../../../src/contract/notifications';
import type { Language } from '../../../src/domain/locale';
import { formatMoney } from '../../../src/domain/money-format';
import { translatorFor } from '../../use-cases/messages';
import { notifications } from '../../persistence/schema';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { mount } from '../operation';

type NotificationRow = Pick<typeof notifications.$inferSelect, 'id' | 'kind' | 'params' | 'link' | 'createdAt' | 'readAt'>;

/** Parameters that are amounts of money (halalas), written as prices. */
const MONEY_PARAMS = new Set(['amount']);

/**
 * The notification's parameters as text in `language`: amounts as prices ("SAR 1,250.00",
 * "١٬٢٥٠٫٠٠ ر.س."), an order's status by its name in orders.json; anything else as stored.
 */
export function renderParams(params: Readonly<Record<string, string | number>>, language: Language): Record<string, string> {
  const t = translatorFor(language);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (MONEY_PARAMS.has(name) && typeof value === 'number' && Number.isSafeInteger(value)) return [name, formatMoney(value, language)];
      if (name === 'status' && typeof value === 'string') {
        const key = `orders.status.${value}`;
        return [name, t(key, { defaultValue: value })];
      }
      return [name, String(value)];
    }),
  );
}

export function renderNotification(row: NotificationRow, language: Language): Notification {
  const t = translatorFor(language);
  const values = renderParams(row.params, language);
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

export function registerNotificationRoutes(app: Hono<AppEnv>): void {
  mount(app, notificationOperations.list, async ({ query }, { services, user, language }) => {
    const mine = eq(notifications.userId, user.id);
    const [rows, [counted]] = await Promise.all([
      services.db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      services.db.select({ total: count() }).from(notifications).where(mine),
    ]);
    return {
      items: rows.map((row) => renderNotification(row, language)),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, notificationOperations.unreadCount, async (_, { services, user }) => {
    const [counted] = await services.db
      .select({ count: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
    return { count: counted?.count ?? 0 };
  });

  mount(app, notificationOperations.markAllRead, async (_, { services, user }) => {
    await services.db
      .update(notifications)
      .set({ readAt: services.clock.now() })
      .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
    return { ok: true as const };
  });

  mount(app, notificationOperations.markRead, async ({ params }, { services, user }) => {
    const [mine] = await services.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, params.id), eq(notifications.userId, user.id)));
    if (!mine) throw notFound('notifications.notFound');
    // Reading it again keeps the first time it was read.
    if (mine.readAt === null) {
      await services.db
        .update(notifications)
        .set({ readAt: services.clock.now() })
        .where(and(eq(notifications.id, params.id), eq(notifications.userId, user.id), isNull(notifications.readAt)));
    }
    return { ok: true as const };
  });
}
