import { describe, expect, it } from 'vitest';
import { HttpNotificationsGateway } from './http-notifications-gateway';
import { recordingApi } from './testing/recording-api';

describe('HttpNotificationsGateway', () => {
  it('asks for pages, the unread count, and marks one or all read', async () => {
    const { api, calls } = recordingApi({ count: 3 });
    const gateway = new HttpNotificationsGateway(api);
    await gateway.list(1);
    await gateway.list(2, 20);
    expect(await gateway.unreadCount()).toBe(3);
    await expect(gateway.markAllRead()).resolves.toBeUndefined();
    await gateway.markRead('5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11');
    expect(calls).toEqual([
      { id: 'listNotifications', request: { query: { page: '1', pageSize: undefined } } },
      { id: 'listNotifications', request: { query: { page: '2', pageSize: '20' } } },
      { id: 'countUnreadNotifications', request: {} },
      { id: 'markAllNotificationsRead', request: {} },
      { id: 'markNotificationRead', request: { params: { id: '5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11' } } },
    ]);
  });
});
