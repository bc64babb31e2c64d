import { describe, expect, it } from 'vitest';
import type { ApiClient } from './api-client';
import { HttpNotificationsGateway } from './http-notifications-gateway';

/** An ApiClient that answers `{ count: 3 }` and remembers what it was asked. */
function recordingApi() {
  const calls: { id: string; request: unknown }[] = [];
  const api = {
    async call(operation: { id: string }, request: unknown = {}) {
      calls.push({ id: operation.id, request });
      return { count: 3 };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('HttpNotificationsGateway', () => {
  it('asks for pages, the unread count, and marks one or all read', async () => {
    const { api, calls } = recordingApi();
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
