// The account-deletion machine, walked transition by transition for a password account and for a
// social one: for every state the graph utilities reach, the shortest path to it, then each
// transition out of it, replayed on a real actor whose port calls answer as the path says. Then
// the workflows a shopper meets, on the in-memory identity provider; last, the laws of deleting,
// as properties over random sequences of the shopper's clicks and the ports' answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import type { AccountGateway, DeletionConfirmation } from '../ports/account-gateway';
import { IDENTITY_FAILURE_CODES, IdentityFailure, type IdentityToken } from '../ports/identity-provider';
import { InMemoryIdentityProvider } from '../ports/in-memory-identity-provider';
import { RequestFailure } from '../ports/request-failure';
import { answerOf, HeldCalls } from '../testing/held-calls';
import { everyTransition } from '../testing/machine-paths';
import { checkLaw, randomSteps, Trace, type Server, type TraceEntry } from '../testing/random-runs';
import { accountDeletionWith } from './account-deletion';
import {
  accountDeletionMachine,
  passwordFieldError,
  WRONG_PASSWORD,
  type AccountDeletionEvent,
  type AccountDeletionInput,
} from './account-deletion-machine';

const PASSWORD = 'Herfa@2026';
const TOKEN: IdentityToken = { value: 'id-token-fresh', expiresAt: 1_900_000_000_000 };

const PASSWORD_ACCOUNT: AccountDeletionInput = { hasSocialSignIn: false };
const SOCIAL_ACCOUNT: AccountDeletionInput = { hasSocialSignIn: true };

const WRONG = new RequestFailure(400, WRONG_PASSWORD, 'The current password is incorrect.', { password: ['The current password is incorrect.'] });
const OPEN_ORDERS = new RequestFailure(409, 'account.deleteOpenOrders', 'You have an order that is still open.');
const NOT_RECENT = new RequestFailure(401, 'auth.recentSignInRequired', 'Sign in again to delete your account.');
const UNREACHABLE = new RequestFailure(0, 'http.unreachable', 'Failed to fetch');

const USER_EVENTS: readonly AccountDeletionEvent[] = [
  { type: 'OPEN' },
  { type: 'CONFIRM_PASSWORD', password: PASSWORD },
  { type: 'CONFIRM_WITH_PROVIDER', provider: 'google' },
  { type: 'CONFIRM_WITH_PROVIDER', provider: 'apple' },
  { type: 'CANCEL' },
];

/** What an invoked port call may answer, as the machine receives it. */
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const ACTOR_EVENTS = [
  done('reauthenticate', TOKEN),
  failed('reauthenticate', new IdentityFailure('popupClosed')),
  done('deleteAccount'),
  failed('deleteAccount', WRONG),
  failed('deleteAccount', OPEN_ORDERS),
  done('deleteProviderUser'),
  failed('deleteProviderUser', new IdentityFailure('networkFailed')),
];

type Snapshot = SnapshotFrom<typeof accountDeletionMachine>;
type Path = StatePath<Snapshot, AccountDeletionEvent>;

const failureCode = (snapshot: Snapshot): string => {
  const error = snapshot.context.failure?.error;
  if (error instanceof IdentityFailure || error instanceof RequestFailure) return error.code;
  return error === undefined ? '' : String(error);
};

/** States differ by where the shopper is, what the dialog shows, and the provider chosen. */
const serialize = (snapshot: Snapshot) =>
  [String(snapshot.value), failureCode(snapshot), snapshot.context.provider ?? '', snapshot.context.providerUserKept].join('|');

/** The screen events each state accepts, for the account's way of confirming; every other one must be refused by `can`. */
function accepted(snapshot: Snapshot): readonly AccountDeletionEvent['type'][] {
  switch (snapshot.value) {
    case 'idle':
      return ['OPEN'];
    case 'confirming':
      return [snapshot.context.hasSocialSignIn ? 'CONFIRM_WITH_PROVIDER' : 'CONFIRM_PASSWORD', 'CANCEL'];
    default: // reauthenticating, deleting, deletingProviderUser, done
      return [];
  }
}

const isActorEvent = (event: AnyEventObject) => event.type.startsWith('xstate.');

const traversal = (input: AccountDeletionInput) => ({
  input,
  events: [...USER_EVENTS, ...ACTOR_EVENTS] as unknown as AccountDeletionEvent[],
  serializeState: serialize,
});

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => {
      const event = step.event as AnyEventObject;
      if (event.type === 'CONFIRM_WITH_PROVIDER') return `CONFIRM_WITH_PROVIDER(${String(event.provider)})`;
      if (event.type.startsWith('xstate.error')) return `${event.type.replace('xstate.', '')}(${String((event.error as { code?: string }).code)})`;
      return event.type.replace('xstate.', '');
    })
    .join(' → ') || '(start)';

interface Replay {
  readonly snapshot: Snapshot;
  readonly calls: { readonly actor: string; readonly input: unknown }[];
  /** What the screen was asked to do. */
  readonly screen: { readonly action: string; readonly params: unknown }[];
}

/** Runs the path on a real actor; each port call waits for the path's next answer. */
async function replay(path: Path, input: AccountDeletionInput): Promise<Replay> {
  const calls: Replay['calls'] = [];
  const screen: Replay['screen'] = [];
  const held = new HeldCalls((call) => calls.push(call));
  const actor = createActor(
    accountDeletionMachine.provide({
      actors: { reauthenticate: held.fake(), deleteAccount: held.fake(), deleteProviderUser: held.fake() },
      actions: {
        endSession: (_, params) => void screen.push({ action: 'endSession', params }),
        reportProviderUserKept: (_, params) => void screen.push({ action: 'reportProviderUserKept', params }),
      },
    }),
    { input },
  ).start();

  expectAccepted(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    const event = step.event as AnyEventObject;
    if (isActorEvent(event)) {
      expect(held.pending?.actor, 'the path answers the call that was made').toBe(event.type.split('.').at(-1));
      await held.answer(answerOf(event));
      await waitFor(actor, (snapshot) => serialize(snapshot) === serialize(step.state), { timeout: 500 });
    } else {
      actor.send(step.event);
    }
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expectAccepted(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), calls, screen };
}

function expectAccepted(snapshot: Snapshot): void {
  const expected = accepted(snapshot);
  for (const event of USER_EVENTS) expect(snapshot.can(event), `${String(snapshot.value)} accepts ${event.type}`).toBe(expected.includes(event.type));
}

const pathTo = (input: AccountDeletionInput, check: (snapshot: Snapshot) => boolean): Path => {
  const found = everyTransition(accountDeletionMachine, traversal(input)).find((candidate) => check(candidate.state));
  if (found === undefined) throw new Error('no path reaches that state');
  return found;
};

describe.each([
  ['a password account', PASSWORD_ACCOUNT],
  ['a social account', SOCIAL_ACCOUNT],
])('the account-deletion machine, for %s', (_, input) => {
  it.each(everyTransition(accountDeletionMachine, traversal(input)).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
    const { snapshot } = await replay(path, input);
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.status).toBe(path.state.value === 'done' ? 'done' : 'active');
  });
});

describe('the account-deletion machine', () => {
  it('reaches every state: a password account never signs in again nor deletes a provider user', () => {
    const reached = (input: AccountDeletionInput) =>
      [...new Set(getShortestPaths(accountDeletionMachine, traversal(input)).map((path) => String(path.state.value)))].sort();
    expect(reached(SOCIAL_ACCOUNT)).toEqual(['confirming', 'deleting', 'deletingProviderUser', 'done', 'idle', 'reauthenticating']);
    expect(reached(PASSWORD_ACCOUNT)).toEqual(['confirming', 'deleting', 'done', 'idle']);
  });

  it('deletes a password account with the password typed, then ends the session', async () => {
    const { snapshot, calls, screen } = await replay(
      pathTo(PASSWORD_ACCOUNT, (state) => state.value === 'done'),
      PASSWORD_ACCOUNT,
    );
    expect(calls).toEqual([{ actor: 'deleteAccount', input: { password: PASSWORD } }]);
    expect(screen).toEqual([{ action: 'endSession', params: { providerUserKept: false } }]);
    expect(snapshot.output).toEqual({ providerUserKept: false });
  });

  it('deletes a social account with the token of signing in again, then the provider user, then ends the session', async () => {
    const { snapshot, calls, screen } = await replay(
      pathTo(SOCIAL_ACCOUNT, (state) => state.value === 'done' && !state.context.providerUserKept),
      SOCIAL_ACCOUNT,
    );
    expect(calls).toEqual([
      { actor: 'reauthenticate', input: { provider: 'google' } },
      { actor: 'deleteAccount', input: { idToken: TOKEN.value } },
      { actor: 'deleteProviderUser', input: undefined },
    ]);
    expect(screen).toEqual([{ action: 'endSession', params: { providerUserKept: false } }]);
    expect(snapshot.context.idToken).toBeNull();
  });

  it('ends done anyway when the provider user cannot be deleted, remembering and reporting it', async () => {
    const { snapshot, screen } = await replay(
      pathTo(SOCIAL_ACCOUNT, (state) => state.value === 'done' && state.context.providerUserKept),
      SOCIAL_ACCOUNT,
    );
    expect(screen).toEqual([
      { action: 'reportProviderUserKept', params: { error: new IdentityFailure('networkFailed') } },
      { action: 'endSession', params: { providerUserKept: true } },
    ]);
    expect(snapshot.output).toEqual({ providerUserKept: true });
  });

  it('puts a wrong password beside the password field, and nothing beside it for other refusals', async () => {
    const wrong = await replay(
      pathTo(PASSWORD_ACCOUNT, (state) => state.value === 'confirming' && failureCode(state) === WRONG_PASSWORD),
      PASSWORD_ACCOUNT,
    );
    expect(wrong.snapshot.context.failure).toEqual({ step: 'deleting', provider: null, error: WRONG });
    expect(passwordFieldError(wrong.snapshot.context.failure)).toBe('The current password is incorrect.');
    // A refusal that names no field, from an older server, is placed by its code.
    expect(passwordFieldError({ step: 'deleting', provider: null, error: new RequestFailure(400, WRONG_PASSWORD, 'Wrong.') })).toBe('Wrong.');

    const refused = await replay(
      pathTo(PASSWORD_ACCOUNT, (state) => state.value === 'confirming' && failureCode(state) === OPEN_ORDERS.code),
      PASSWORD_ACCOUNT,
    );
    expect(refused.snapshot.context.failure?.error).toBe(OPEN_ORDERS);
    expect(passwordFieldError(refused.snapshot.context.failure)).toBeUndefined();
    expect(passwordFieldError({ step: 'reauthenticating', provider: 'apple', error: new IdentityFailure('popupClosed') })).toBeUndefined();
  });

  it('forgets a failure when the shopper cancels, so the dialog opens again clean', async () => {
    const { snapshot } = await replay(pathTo(PASSWORD_ACCOUNT, (state) => failureCode(state) === OPEN_ORDERS.code), PASSWORD_ACCOUNT);
    const actor = createActor(accountDeletionMachine, { input: PASSWORD_ACCOUNT, snapshot: accountDeletionMachine.getPersistedSnapshot(snapshot) }).start();
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

/** A fake AccountGateway's deleteAccount: records each confirmation and answers the next queued answer (else succeeds). */
function fakeAccounts(...answers: unknown[]) {
  const confirmations: DeletionConfirmation[] = [];
  const accounts: Pick<AccountGateway, 'deleteAccount'> = {
    deleteAccount: async (confirmation) => {
      confirmations.push(confirmation);
      const answer = answers.shift();
      if (answer !== undefined) throw answer;
    },
  };
  return { accounts, confirmations };
}

/** The machine on the in-memory ports, with the screen's actions recorded. */
function start(input: AccountDeletionInput, accounts: Pick<AccountGateway, 'deleteAccount'>, identity = new InMemoryIdentityProvider()) {
  const ended: boolean[] = [];
  const reported: unknown[] = [];
  const actor = createActor(
    accountDeletionWith({ accounts, identity }).provide({
      actions: {
        endSession: (_, { providerUserKept }) => void ended.push(providerUserKept),
        reportProviderUserKept: (_, { error }) => void reported.push(error),
      },
    }),
    { input },
  ).start();
  actor.send({ type: 'OPEN' });
  return { actor, identity, ended, reported };
}

const settledIn = (actor: ReturnType<typeof start>['actor'], state: 'confirming' | 'done') =>
  waitFor(actor, (snapshot) => snapshot.value === state, { timeout: 500 });

describe('deleting an account through the ports', () => {
  it('a password account: the API gets the password, nothing asks the provider, the session ends', async () => {
    const { accounts, confirmations } = fakeAccounts();
    const { actor, identity, ended } = start(PASSWORD_ACCOUNT, accounts);
    actor.send({ type: 'CONFIRM_PASSWORD', password: PASSWORD });
    await settledIn(actor, 'done');
    expect(confirmations).toEqual([{ password: PASSWORD }]);
    expect(identity.calls).toEqual([]);
    expect(ended).toEqual([false]);
  });

  it('a social account: signs in again with the provider chosen, deletes with the fresh token, then deletes the provider user', async () => {
    const { accounts, confirmations } = fakeAccounts();
    const { actor, identity, ended } = start(SOCIAL_ACCOUNT, accounts);
    actor.send({ type: 'CONFIRM_WITH_PROVIDER', provider: 'apple' });
    await settledIn(actor, 'done');
    expect(identity.calls).toEqual(['reauthenticate', 'deleteUser']);
    expect(confirmations).toEqual([{ idToken: 'id-token-fresh' }]);
    expect(identity.session).toBe(false);
    expect(ended).toEqual([false]);
  });

  it.each(IDENTITY_FAILURE_CODES)('a social account whose sign-in fails (%s) is not deleted, and the dialog says why', async (code) => {
    const { accounts, confirmations } = fakeAccounts();
    const identity = new InMemoryIdentityProvider();
    identity.reauthenticateAnswer = code;
    const { actor, ended } = start(SOCIAL_ACCOUNT, accounts, identity);
    actor.send({ type: 'CONFIRM_WITH_PROVIDER', provider: 'google' });
    await settledIn(actor, 'confirming');
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'reauthenticating', provider: 'google', error: new IdentityFailure(code) });
    expect(confirmations).toEqual([]);
    expect(identity.calls).toEqual(['reauthenticate']);
    expect(ended).toEqual([]);
  });

  it.each([
    ['an open order', OPEN_ORDERS],
    ['money in the wallet', new RequestFailure(409, 'account.deleteWalletBalance', 'Your wallet still holds money.')],
    ['a seller account', new RequestFailure(409, 'account.deleteSeller', 'A seller account cannot be deleted here.')],
    ['a token no longer recent', NOT_RECENT],
    ['an unreachable server', UNREACHABLE],
  ])('a refusal for %s keeps the account and the provider user, and a second try signs in again', async (_, refusal) => {
    const { accounts, confirmations } = fakeAccounts(refusal);
    const identity = new InMemoryIdentityProvider();
    identity.reauthenticateAnswer = { value: 'id-token-1', expiresAt: TOKEN.expiresAt };
    const { actor, ended } = start(SOCIAL_ACCOUNT, accounts, identity);
    actor.send({ type: 'CONFIRM_WITH_PROVIDER', provider: 'google' });
    await settledIn(actor, 'confirming');
    expect(actor.getSnapshot().context.failure).toEqual({ step: 'deleting', provider: 'google', error: refusal });
    expect(actor.getSnapshot().context.idToken).toBeNull();
    expect(identity.calls).toEqual(['reauthenticate']);

    identity.reauthenticateAnswer = TOKEN;
    actor.send({ type: 'CONFIRM_WITH_PROVIDER', provider: 'google' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settledIn(actor, 'done');
    expect(confirmations).toEqual([{ idToken: 'id-token-1' }, { idToken: TOKEN.value }]);
    expect(identity.calls).toEqual(['reauthenticate', 'reauthenticate', 'deleteUser']);
    expect(ended).toEqual([false]);
  });

  it('a provider user that cannot be deleted: the account is gone all the same, so the workflow ends, remembering it', async () => {
    const { accounts } = fakeAccounts();
    const identity = new InMemoryIdentityProvider();
    identity.deleteAnswer = 'userGone';
    const { actor, ended, reported } = start(SOCIAL_ACCOUNT, accounts, identity);
    actor.send({ type: 'CONFIRM_WITH_PROVIDER', provider: 'google' });
    await settledIn(actor, 'done');
    expect(actor.getSnapshot().output).toEqual({ providerUserKept: true });
    expect(reported).toEqual([new IdentityFailure('userGone')]);
    expect(ended).toEqual([true]);
  });

  it('a password account cannot be confirmed with a provider, nor a social account (even with a password) by its password', () => {
    const { accounts } = fakeAccounts();
    expect(start(PASSWORD_ACCOUNT, accounts).actor.getSnapshot().can({ type: 'CONFIRM_WITH_PROVIDER', provider: 'google' })).toBe(false);
    expect(start(SOCIAL_ACCOUNT, accounts).actor.getSnapshot().can({ type: 'CONFIRM_PASSWORD', password: PASSWORD })).toBe(false);
  });
});

describe('laws of deleting an account', () => {
  type Entry = TraceEntry<AccountDeletionEvent>;

  const CLICKS: readonly AccountDeletionEvent[] = [...USER_EVENTS, { type: 'CONFIRM_PASSWORD', password: 'Other#2026' }];

  const SERVER: Server = {
    reauthenticate: {
      onward: [() => ({ output: TOKEN }), () => ({ output: { value: 'id-token-other', expiresAt: TOKEN.expiresAt } })],
      otherwise: IDENTITY_FAILURE_CODES.map((code) => () => ({ error: new IdentityFailure(code) })),
    },
    deleteAccount: {
      onward: [() => ({ output: undefined })],
      otherwise: [() => ({ error: WRONG }), () => ({ error: OPEN_ORDERS }), () => ({ error: NOT_RECENT }), () => ({ error: UNREACHABLE })],
    },
    deleteProviderUser: {
      onward: [() => ({ output: undefined })],
      otherwise: [() => ({ error: new IdentityFailure('networkFailed') })],
    },
  };

  const law = (check: (trace: readonly Entry[], input: AccountDeletionInput) => void) =>
    fc.assert(
      fc.asyncProperty(fc.constantFrom(PASSWORD_ACCOUNT, SOCIAL_ACCOUNT), randomSteps(CLICKS, 40), async (input, plan) => {
        const trace = new Trace<AccountDeletionEvent, SnapshotFrom<typeof accountDeletionMachine>>();
        const actor = createActor(
          accountDeletionMachine.provide({
            actors: { reauthenticate: trace.calls.fake(), deleteAccount: trace.calls.fake(), deleteProviderUser: trace.calls.fake() },
            actions: { endSession: trace.screen('endSession'), reportProviderUserKept: trace.screen('reportProviderUserKept') },
          }),
          { input },
        ).start();
        await trace.play(actor, plan, CLICKS, SERVER);
        actor.stop();
        checkLaw(trace, (entries) => check(entries, input));
      }),
    );

  it('law: the account is deleted only with the confirmation the shopper just gave: the password typed, or the token of the sign-in that just succeeded', async () => {
    await law((trace, input) => {
      for (const [at, entry] of trace.entries()) {
        if (entry.kind !== 'call' || entry.actor !== 'deleteAccount') continue;
        const before = trace[at - 1]!;
        if (input.hasSocialSignIn) {
          expect(before).toMatchObject({ kind: 'answer', actor: 'reauthenticate' });
          const token = (before as { answer: { output: IdentityToken } }).answer.output;
          expect(entry.input).toEqual({ idToken: token.value });
        } else {
          expect(before).toMatchObject({ kind: 'shopper', event: { type: 'CONFIRM_PASSWORD' }, offered: true });
          expect(entry.input).toEqual({ password: (before as { event: { password: string } }).event.password });
        }
      }
    });
  });

  it('law: the provider user is deleted only after the API deleted a social account, and the session ends once, exactly when the API deleted the account', async () => {
    await law((trace, input) => {
      const deletedAt = trace.findIndex((entry) => entry.kind === 'answer' && entry.actor === 'deleteAccount' && 'output' in entry.answer);
      const providerCalls = trace.flatMap((entry, at) => (entry.kind === 'call' && entry.actor === 'deleteProviderUser' ? [at] : []));
      const ends = trace.filter((entry) => entry.kind === 'screen' && entry.action === 'endSession');
      if (deletedAt < 0) {
        expect(providerCalls).toEqual([]);
        expect(ends).toEqual([]);
        return;
      }
      if (!input.hasSocialSignIn) {
        expect(providerCalls).toEqual([]);
        expect(trace[deletedAt + 1]).toEqual({ kind: 'screen', action: 'endSession', params: { providerUserKept: false } });
        return;
      }
      expect(providerCalls).toEqual([deletedAt + 1]);
      const answer = trace.find((entry) => entry.kind === 'answer' && entry.actor === 'deleteProviderUser');
      if (answer?.kind !== 'answer') {
        expect(ends, 'the session ends once the provider user is dealt with').toEqual([]);
        return;
      }
      expect(ends).toEqual([{ kind: 'screen', action: 'endSession', params: { providerUserKept: 'error' in answer.answer } }]);
    });
  });
});
