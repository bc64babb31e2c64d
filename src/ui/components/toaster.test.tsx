// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MachineToasts } from '../../application/toasts/machine-toasts';
import { renderApp, waitFor } from '../testing/render-app';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

async function withToasts(language: 'en' | 'ar' = 'en') {
  const app = await renderApp(`/${language}/no-such-page`);
  unmount = app.unmount;
  let toasts: MachineToasts | undefined;
  await act(async () => {
    toasts = await app.ports.toaster.ready();
  });
  const label = language === 'en' ? 'Messages' : 'الرسائل';
  const stack = () => document.querySelector<HTMLElement>(`section[aria-label="${label}"]`)!;
  await waitFor(() => document.querySelector(`section[aria-label="${label}"]`) !== null);
  return { app, toasts: toasts!, stack };
}

describe('the toaster', () => {
  it('draws a 350 px stack, newest first; errors assertive, others polite', async () => {
    const { toasts, stack } = await withToasts();
    await act(async () => {
      toasts.show({ type: 'success', title: 'Saved' });
      toasts.show({ type: 'error', title: 'Failed', message: 'Try again' });
    });
    expect(stack().style.width).toBe('350px');
    const drawn = [...stack().children];
    expect(drawn.map((toast) => [toast.getAttribute('role'), toast.getAttribute('aria-live')])).toEqual([
      ['alert', 'assertive'],
      ['status', 'polite'],
    ]);
    expect(drawn[0]?.textContent).toBe('FailedTry again');
  });

  it('closes a toast with its close button', async () => {
    const { toasts, stack } = await withToasts();
    await act(async () => void toasts.show({ type: 'info', title: 'Hello' }));
    const close = stack().querySelector<HTMLButtonElement>('button[aria-label="Close this message"]')!;
    await act(async () => close.click());
    expect(stack().children).toHaveLength(0);
  });

  it('shows a promise toast without a close button until it settles', async () => {
    const { toasts, stack } = await withToasts();
    let finish: () => void = () => {};
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await act(async () => {
      void toasts.promise(work, { pending: { title: 'Sending' }, resolved: { title: 'Sent' }, rejected: { title: 'Failed' } });
    });
    expect(stack().querySelector('button')).toBeNull();
    await act(async () => {
      finish();
      await work;
    });
    await waitFor(() => stack().textContent === 'Sent');
    expect(stack().querySelector('button[aria-label="Close this message"]')).not.toBeNull();
  });

  it('counts duplicates in the page’s digits', async () => {
    const { toasts, stack } = await withToasts('ar');
    await act(async () => {
      toasts.show({ type: 'info', title: 'تم' });
      toasts.show({ type: 'info', title: 'تم' });
    });
    expect(stack().firstElementChild?.textContent).toBe('تم×٢');
  });

  it('pauses every countdown while hovered', async () => {
    const { toasts, stack } = await withToasts();
    await act(async () => void toasts.show({ type: 'info', title: 'Hello' }));
    // What a browser sends as the pointer comes in: mouseover bubbles, mouseenter does not.
    await act(async () => {
      stack().dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
      stack().dispatchEvent(new MouseEvent('mouseenter', { relatedTarget: document.body }));
    });
    expect(toasts.toaster.getSnapshot().context.pausedBy).toEqual(['hover']);
    await act(async () => {
      stack().dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
      stack().dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: document.body }));
    });
    expect(toasts.toaster.getSnapshot().context.pausedBy).toEqual([]);
  });

  it('pauses every countdown while the tab is in the background', async () => {
    const { toasts } = await withToasts();
    await act(async () => window.dispatchEvent(new Event('blur')));
    expect(toasts.toaster.getSnapshot().context.pausedBy).toEqual(['blur']);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(toasts.toaster.getSnapshot().context.pausedBy).toEqual([]);
  });
});
