// When a device's push subscription is registered with the API again (spec §9): 7 days after its
// last registration, or at once when the browser has replaced the subscription (a new endpoint),
// which the service worker cannot report itself (the session lives in the page's storage).

/** Spec §9: the push subscription is registered with the API again after 7 days. */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

/** The last registration of this device with the API: which endpoint, and when (ms since the epoch). */
export interface LastRegistration {
  readonly endpoint: string;
  readonly at: number;
}

export function needsRefresh(last: LastRegistration, currentEndpoint: string, now: number): boolean {
  return currentEndpoint !== last.endpoint || now - last.at >= PUSH_REFRESH_MS;
}
