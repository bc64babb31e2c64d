// The shopper's notifications: created by the server when an order is placed, changes status or
// is refunded, and when the wallet is topped up; rendered in the request's language.
import * as v from 'valibot';
import { Done, IdParams, PageQuery, pageOf } from './common';
import { defineOperation } from './operation';

export const NOTIFICATION_KINDS = ['orderPlaced', 'orderStatus', 'orderRefunded', 'walletToppedUp'] as const;

export const Notification = v.object({
  id: v.pipe(v.string(), v.uuid()),
  kind: v.picklist(NOTIFICATION_KINDS),
  /** In the request's language. */
  title: v.string(),
  body: v.string(),
  /** Where it leads, without the language prefix: /orders/HRF-001001, /profile/wallet. */
  link: v.nullable(v.string()),
  createdAt: v.string(),
  read: v.boolean(),
});
export type Notification = v.InferOutput<typeof Notification>;

export const UnreadCount = v.object({ count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)) });

export const notificationOperations = {
  list: defineOperation({
    id: 'listNotifications',
    method: 'get',
    path: '/api/notifications',
    summary: "The shopper's notifications, newest first",
    tag: 'notifications',
    access: 'user',
    query: v.object(PageQuery),
    response: pageOf(Notification),
  }),
  unreadCount: defineOperation({
    id: 'countUnreadNotifications',
    method: 'get',
    path: '/api/notifications/unread-count',
    summary: 'How many notifications are unread (the header badge)',
    tag: 'notifications',
    access: 'user',
    response: UnreadCount,
  }),
  markAllRead: defineOperation({
    id: 'markAllNotificationsRead',
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark every notification as read',
    tag: 'notifications',
    access: 'user',
    response: Done,
  }),
  markRead: defineOperation({
    id: 'markNotificationRead',
    method: 'post',
    path: '/api/notifications/{id}/read',
    summary: 'Mark one notification as read (opening it)',
    tag: 'notifications',
    access: 'user',
    params: IdParams,
    response: Done,
  }),
};
