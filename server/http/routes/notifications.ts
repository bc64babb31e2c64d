// Routes of the shopper's notifications: each hands the signed-in shopper and the validated input
// to the inbox use cases of server/use-cases/notifications. Every one is scoped to that shopper,
// so another shopper's notification is answered exactly like one that does not exist (404).
import type { Hono } from 'hono';
import { notificationOperations } from '../../../src/contract/notifications';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../../use-cases/notifications/inbox';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { mount } from '../operation';

export function registerNotificationRoutes(app: Hono<AppEnv>): void {
  mount(app, notificationOperations.list, ({ query }, { services, user, language }) =>
    listNotifications(services.repositories.notifications, user.id, query, language),
  );

  mount(app, notificationOperations.unreadCount, async (_, { services, user }) => ({
    count: await countUnreadNotifications(services.repositories.notifications, user.id),
  }));

  mount(app, notificationOperations.markAllRead, async (_, { services, user }) => {
    await markAllNotificationsRead(services.repositories.notifications, services.clock, user.id);
    return { ok: true as const };
  });

  mount(app, notificationOperations.markRead, async ({ params }, { services, user }) => {
    const marked = await markNotificationRead(services.repositories.notifications, services.clock, user.id, params.id);
    if (!marked.ok) throw notFound(marked.error.code);
    return { ok: true as const };
  });
}
