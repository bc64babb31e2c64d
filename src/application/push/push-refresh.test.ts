import { describe, expect, it } from 'vitest';
import { needsRefresh, PUSH_REFRESH_MS } from './push-refresh';

const last = { endpoint: 'https://push.example/send/1', at: Date.UTC(2026, 2, 1) };

describe('needsRefresh', () => {
  it('is 7 days', () => {
    expect(PUSH_REFRESH_MS).toBe(604_800_000);
  });

  it('holds once 7 days have passed since the last registration, not a moment before', () => {
    expect(needsRefresh(last, last.endpoint, last.at)).toBe(false);
    expect(needsRefresh(last, last.endpoint, last.at + PUSH_REFRESH_MS - 1)).toBe(false);
    expect(needsRefresh(last, last.endpoint, last.at + PUSH_REFRESH_MS)).toBe(true);
    expect(needsRefresh(last, last.endpoint, last.at + 3 * PUSH_REFRESH_MS)).toBe(true);
  });

  it('holds at once when the browser replaced the subscription', () => {
    expect(needsRefresh(last, 'https://push.example/send/2', last.at + 1)).toBe(true);
  });
});
