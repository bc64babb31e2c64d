// What a screen says when a call fails: the server's own message (already in the interface
// language), or ours when the server could not be reached or something unexpected broke.
import type { TFunction } from 'i18next';
import { isRequestFailure } from '../../application/ports/request-failure';

export function failureMessage(t: TFunction, error: unknown): string {
  if (isRequestFailure(error)) return error.status === 0 ? t('account.errors.unreachable') : error.message;
  console.error(error);
  return t('account.errors.unexpected');
}
