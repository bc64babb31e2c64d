// Routes of accounts and sessions: each hands validated input to its command in
// server/use-cases/accounts/accounts.ts and turns an expected failure into its HTTP answer, the
// wallet's amount written as money in the request's language.
import type { Hono } from 'hono';
import { accountOperations } from '../../../src/contract/accounts';
import type { Language } from '../../../src/domain/locale';
import { formatMoney } from '../../../src/domain/money-format';
import type { Failure, Result } from '../../../src/domain/result';
import * as accounts from '../../use-cases/accounts/accounts';
import type { AccountDesk, AccountFailureCode, Caller } from '../../use-cases/accounts/accounts';
import type { Services } from '../../use-cases/services';
import type { AppEnv } from '../env';
import { ApiError, conflict, fieldError, invalidInput, tooManyRequests, unauthorized } from '../errors';
import { mount, type RequestContext } from '../operation';

/** A failure shown on one form field as well: the failure's own code is the field's message. */
const onField = (status: 400, code: AccountFailureCode, field: string) => fieldError(status, code, field);

/** How long browsers and proxies may keep the identity provider's settings: they change only with the server's configuration. */
const IDENTITY_CONFIG_MAX_AGE_SECONDS = 300;

const answers: Readonly<Record<AccountFailureCode, (failure: Failure<AccountFailureCode>, language: Language) => ApiError>> = {
  'auth.required': () => unauthorized('auth.required'),
  'auth.invalidCredentials': () => unauthorized('auth.invalidCredentials'),
  // On the field the command names (deleting the account asks for `password`), else the password form's.
  'auth.currentPasswordWrong': (failure) => onField(400, 'auth.currentPasswordWrong', String(failure.params?.field ?? 'currentPassword')),
  'auth.codeInvalid': () => new ApiError(400, 'auth.codeInvalid'),
  'auth.codeExpired': () => new ApiError(400, 'auth.codeExpired'),
  'auth.tooManyAttempts': () => new ApiError(400, 'auth.tooManyAttempts'),
  'auth.socialUnavailable': () => new ApiError(503, 'auth.socialUnavailable'),
  'auth.socialTokenInvalid': () => unauthorized('auth.socialTokenInvalid'),
  'auth.socialEmailUnverified': () => new ApiError(409, 'auth.socialEmailUnverified'),
  'auth.socialEmailInUse': () => new ApiError(409, 'auth.socialEmailInUse'),
  // The message names the provider when the token did (the `provider` context of the message).
  'auth.recentSignInRequired': (failure) =>
    new ApiError(401, 'auth.recentSignInRequired', failure.params?.provider === undefined ? {} : { provider: failure.params.provider, context: 'provider' }),
  'account.deleteSeller': () => conflict('account.deleteSeller'),
  'account.deleteOpenOrders': () => conflict('account.deleteOpenOrders'),
  'account.deletePaymentPending': () => conflict('account.deletePaymentPending'),
  'account.deleteWalletBalance': (failure, language) =>
    conflict('account.deleteWalletBalance', { amount: formatMoney(Number(failure.params?.amount ?? 0), language, { riyal: 'sign' }) }),
  'validation.required': (failure) => {
    const field = String(failure.params?.field ?? 'value');
    return invalidInput({ [field]: [{ key: 'validation.required', params: { field } }] });
  },
  'http.tooManyRequests': (failure) => tooManyRequests(Number(failure.params?.seconds ?? 1)),
  'http.unavailable': () => new ApiError(503, 'http.unavailable'),
};

function answer<T>(result: Result<T, AccountFailureCode>, language: Language = 'en'): T {
  if (result.ok) return result.value;
  throw answers[result.error.code](result.error, language);
}

const callerOf = (context: RequestContext): Caller => ({ language: context.language, clientAddress: context.clientAddress });

const deskOf = (services: Services): AccountDesk => ({
  accounts: services.repositories.accounts,
  passwords: services.passwords,
  rateLimiter: services.rateLimiter,
  clock: services.clock,
  identity: services.identity,
});

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  mount(app, accountOperations.register, async ({ body }, context) =>
    answer(await accounts.register(deskOf(context.services), body, callerOf(context))),
  );

  mount(app, accountOperations.resendRegistrationCode, async ({ body }, context) =>
    answer(await accounts.resendRegistrationCode(deskOf(context.services), body, callerOf(context))),
  );

  mount(app, accountOperations.confirmRegistration, async ({ body }, context) =>
    answer(await accounts.confirmRegistration(deskOf(context.services), body, callerOf(context))),
  );

  mount(app, accountOperations.login, async ({ body }, context) =>
    answer(await accounts.login(deskOf(context.services), body, callerOf(context))),
  );

  mount(app, accountOperations.logout, async (_, { services, token }) => {
    // A `user` operation was authenticated with a bearer token, so it is present.
    if (token) await accounts.logout(services.repositories.accounts, token);
  });

  mount(app, accountOperations.me, async (_, { services, user }) => answer(await accounts.currentUser(services.repositories.accounts, user.id)));

  mount(app, accountOperations.updateProfile, async ({ body }, { services, user }) =>
    answer(await accounts.updateProfile(deskOf(services), user.id, body)),
  );

  mount(app, accountOperations.changePassword, async ({ body }, { services, user, token }) => {
    answer(await accounts.changePassword(deskOf(services), user.id, token ?? '', body));
    return { ok: true as const };
  });

  mount(app, accountOperations.forgotPassword, async ({ body }, context) => {
    answer(await accounts.forgotPassword(deskOf(context.services), body, callerOf(context)));
    return { ok: true as const };
  });

  mount(app, accountOperations.verifyResetCode, async ({ body }, { services }) => {
    answer(await accounts.verifyResetCode(deskOf(services), body));
    return { ok: true as const };
  });

  mount(app, accountOperations.resetPassword, async ({ body }, { services }) =>
    answer(await accounts.resetPassword(deskOf(services), body)),
  );

  mount(app, accountOperations.socialSignIn, async ({ body }, context) =>
    answer(await accounts.socialSignIn(deskOf(context.services), body, callerOf(context))),
  );

  mount(app, accountOperations.identityConfig, async (_, { services, header }) => {
    // The same for everyone and fixed while the server runs.
    header('Cache-Control', `public, max-age=${IDENTITY_CONFIG_MAX_AGE_SECONDS}`);
    return services.identityConfig;
  });

  mount(app, accountOperations.deleteAccount, async ({ body }, context) => {
    answer(await accounts.deleteAccount(deskOf(context.services), context.user.id, body, callerOf(context)), context.language);
    return { ok: true as const };
  });
}
