// Routes of accounts and sessions: each hands validated input to its command in
// server/use-cases/accounts/accounts.ts and turns an expected failure into its HTTP answer.
import type { Hono } from 'hono';
import { accountOperations } from '../../../src/contract/accounts';
import type { Failure, Result } from '../../../src/domain/result';
import * as accounts from '../../use-cases/accounts/accounts';
import type { AccountDesk, AccountFailureCode, Caller } from '../../use-cases/accounts/accounts';
import type { Services } from '../../use-cases/services';
import type { AppEnv } from '../env';
import { ApiError, fieldError, tooManyRequests, unauthorized } from '../errors';
import { mount, type RequestContext } from '../operation';

/** A failure shown on one form field as well: the failure's own code is the field's message. */
const onField = (status: 400 | 409, code: AccountFailureCode, field: string) => fieldError(status, code, field);

const answers: Readonly<Record<AccountFailureCode, (failure: Failure<AccountFailureCode>) => ApiError>> = {
  'auth.required': () => unauthorized('auth.required'),
  'auth.emailTaken': () => onField(409, 'auth.emailTaken', 'email'),
  'auth.invalidCredentials': () => unauthorized('auth.invalidCredentials'),
  'auth.currentPasswordWrong': () => onField(400, 'auth.currentPasswordWrong', 'currentPassword'),
  'auth.codeInvalid': () => new ApiError(400, 'auth.codeInvalid'),
  'auth.codeExpired': () => new ApiError(400, 'auth.codeExpired'),
  'auth.tooManyAttempts': () => new ApiError(400, 'auth.tooManyAttempts'),
  'auth.socialUnavailable': () => new ApiError(503, 'auth.socialUnavailable'),
  'auth.socialTokenInvalid': () => unauthorized('auth.socialTokenInvalid'),
  'auth.socialEmailUnverified': () => new ApiError(409, 'auth.socialEmailUnverified'),
  'auth.socialEmailInUse': () => new ApiError(409, 'auth.socialEmailInUse'),
  'http.tooManyRequests': (failure) => tooManyRequests(Number(failure.params?.seconds ?? 1)),
  'http.unavailable': () => new ApiError(503, 'http.unavailable'),
};

function answer<T>(result: Result<T, AccountFailureCode>): T {
  if (result.ok) return result.value;
  throw answers[result.error.code](result.error);
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
}
