// The signed-in shopper the browser's tests sign in as: one person with a password, no store and
// English pages, so each test adds only what it is about.
import type { AccountUser } from '../ports/account-gateway';

/** Sara, a shopper with a password, in English. */
export const SARA: AccountUser = {
  id: 'u-1',
  fullName: 'Sara Al-Qahtani',
  email: 'sara@herfa.test',
  phone: null,
  language: 'en',
  role: 'shopper',
  sellerSlug: null,
  hasPassword: true,
  hasSocialSignIn: false,
};
