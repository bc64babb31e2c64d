// The SessionStorage port: where the browser keeps the spec's session values (§3) between visits.
// Values are JSON and come back unvalidated: the store is user-editable, so callers check shapes.
import { serviceToken } from './service-token';

/** Any value that survives JSON.stringify → JSON.parse unchanged. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The persisted session values named by the spec: the token, the user, the password-reset data,
 *  the guest cart held before login and the cart item count; and where a registration waits for its code. */
export const SESSION_KEYS = ['token', 'user', 'forgetData', 'registerData', 'tempCart', 'cartItemsCount'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export interface SessionStorage {
  /** The stored value, or undefined when it is absent or cannot be read back as JSON. */
  get(key: SessionKey): JsonValue | undefined;
  set(key: SessionKey, value: JsonValue): void;
  remove(key: SessionKey): void;
}

export const SESSION_STORAGE = serviceToken<SessionStorage>('SessionStorage');
