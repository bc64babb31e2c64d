// What a screen says when Google or Apple sign-in fails: one message per condition of spec §8
// (identity-provider.ts), naming the provider; an API refusal says the server's own message.
import type { TFunction } from 'i18next';
import type { SocialProvider } from '../../application/ports/account-gateway';
import { isIdentityFailure } from '../../application/ports/identity-provider';
import { failureMessage } from './failure-message';

export const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { google: 'Google', apple: 'Apple' };

export function identityFailureMessage(t: TFunction, error: unknown, provider: SocialProvider): string {
  if (isIdentityFailure(error)) return t(`auth.social.errors.${error.code}`, { provider: PROVIDER_NAMES[provider] });
  return failureMessage(t, error);
}
