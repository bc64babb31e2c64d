// The password-reset machine, walked transition by transition: for every state the graph
// utilities reach, the shortest path to it, then each transition out of it, replayed on a real
// actor whose gateway calls are fakes that answer as the path says.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import type { PasswordReset, SignedInSession } from '../ports/account-gateway';
import { RequestFailure } from '../ports/request-failure';
import type { ForgetData } from '../session/session-store';
import { everyTransition } from '../testing/machine-paths';
import { passwordResetMachine, type PasswordResetEvent, type PasswordResetInput } from './password-reset-machine';

const EMAIL = 'sara@herfa.test';
const CODE = '123456';
const NEW_PASSWORD = 'Najd@2027';

const SESSION: SignedInSession = {
  token: 'session-token',
  user: {
    id: '5eed0001-0000-4000-8000-000000000001',
    fullName: 'Sara Al-Qahtani',
    email: EMAIL,
    phone: '+966501234567',
    language: 'en',
    role: 'shopper',
    sellerSlug: null,
    hasPassword: true,
  },
};

const refused = (code: string, fields: Record<string, string[]> = {}) =>
  new RequestFailure(code === 'http.tooManyRequests' ? 429 : 400, code, `message of ${code}`, fields);

const USER_EVENTS: readonly PasswordResetEvent[] = [
  { type: 'email.submit', email: EMAIL },
  { type: 'code.submit', code: CODE },
  { type: 'code.resend' },
  { type: 'email.change' },
  { type: 'password.submit', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
];

/** What an invoked gateway call may answer, as the machine receives it. */
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: RequestFailure) => ({ type: `xstate.error.actor.${id}`, error });
const ACTOR_EVENTS = [
  done('sendCode'),
  failed('sendCode', refused('http.tooManyRequests')),
  done('resendCode'),
  failed('resendCode', refused('http.tooManyRequests')),
  done('verifyCode'),
  failed('verifyCode', refused('auth.codeInvalid')),
  done('resetPassword', SESSION),
  failed('resetPassword', refused('auth.codeExpired')),
  failed('resetPassword', refused('http.invalidInput', { password: ['The password must contain …'] })),
];

/** The screen events each state accepts; every other one must be refused by `can`. */
const ACCEPTS: Record<string, readonly PasswordResetEvent['type'][]> = {
  enteringEmail: ['email.submit'],
  sendingCode: [],
  enteringCode: ['code.submit', 'code.resend', 'email.change'],
  resendingCode: [],
  verifyingCode: [],
  enteringNewPassword: ['password.submit'],
  resetting: [],
  done: [],
};

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;
type Path = StatePath<Snapshot, PasswordResetEvent>;

/** States differ by where the shopper is and by what the screen shows (a failure, "code sent again"). */
const serialize = (snapshot: Snapshot) =>
  [JSON.stringify(snapshot.value), snapshot.context.failure?.code ?? '', snapshot.context.codeResent].join('|');

const isActorEvent = (event: AnyEventObject) => event.type.startsWith('xstate.');

const traversal = (input: PasswordResetInput) => ({
  input,
  events: [...USER_EVENTS, ...ACTOR_EVENTS] as unknown as PasswordResetEvent[],
  serializeState: serialize,
});

const describePath = (path: Path) =>
  path.steps
    .slice(1)
    .map((step) => step.event.type.replace('xstate.', ''))
    .join(' → ') || '(start)';

interface Replay {
  readonly snapshot: Snapshot;
  readonly calls: { readonly actor: string; readonly input: unknown }[];
  readonly stored: (ForgetData | null)[];
  /** What the screen was asked to do: go to the first step, sign in. */
  readonly screen: string[];
}

/** Runs the path on a real actor; each gateway call answers with the path's next answer. */
async function replay(path: Path, input: PasswordResetInput): Promise<Replay> {
  const answers = path.steps.slice(1).map((step) => step.event as AnyEventObject).filter(isActorEvent);
  const calls: Replay['calls'] = [];
  const stored: Replay['stored'] = [];
  const screen: Replay['screen'] = [];
  const fake = <TOutput, TInput>() =>
    fromPromise<TOutput, TInput>(({ input: callInput, self }) => {
      calls.push({ actor: self.id, input: callInput });
      const answer = answers.shift() as { type: string; output?: unknown; error?: unknown } | undefined;
      // A path that ends while the call is under way leaves it pending.
      if (answer === undefined) return new Promise<TOutput>(() => {});
      expect(answer.type, 'the path answers the call that was made').toMatch(new RegExp(`\\.${self.id}$`));
      return answer.type.startsWith('xstate.done') ? Promise.resolve(answer.output as TOutput) : Promise.reject(answer.error);
    });
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        sendCode: fake<void, { email: string }>(),
        verifyCode: fake<void, { email: string; code: string }>(),
        resetPassword: fake<SignedInSession, PasswordReset>(),
      },
      actions: {
        storeForgetData: (_, params) => void stored.push(params.forgetData),
        askForTheEmail: () => void screen.push('askForTheEmail'),
        signIn: (_, { session }) => void screen.push(`signIn ${session.token}`),
      },
    }),
    { input },
  ).start();

  expectAccepted(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    if (isActorEvent(step.event)) await waitFor(actor, (snapshot) => serialize(snapshot) === serialize(step.state), { timeout: 500 });
    else actor.send(step.event);
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expectAccepted(actor.getSnapshot());
  }
  return { snapshot: actor.getSnapshot(), calls, stored, screen };
}

function expectAccepted(snapshot: Snapshot): void {
  const state = String(snapshot.value);
  const accepted = ACCEPTS[state];
  expect(accepted, `ACCEPTS lists ${state}`).toBeDefined();
  for (const event of USER_EVENTS) expect(snapshot.can(event), `${state} accepts ${event.type}`).toBe(accepted!.includes(event.type));
}

describe('the password-reset machine', () => {
  const starts: [string, PasswordResetInput][] = [
    ['from the email screen', { forgetData: null }],
    ['resumed at the code', { forgetData: { email: EMAIL } }],
    ['resumed at the new password', { forgetData: { email: EMAIL, code: CODE } }],
  ];

  describe.each(starts)('%s', (_, input) => {
    it.each(everyTransition(passwordResetMachine, traversal(input)).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
      const { snapshot } = await replay(path, input);
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.status).toBe(path.state.value === 'done' ? 'done' : 'active');
    });
  });

  it('reaches every state from the email screen', () => {
    const reached = new Set(getShortestPaths(passwordResetMachine, traversal({ forgetData: null })).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(ACCEPTS).sort());
  });

  it('mails the code, checks it, resets and signs in, keeping forgetData in step', async () => {
    const path = getShortestPaths(passwordResetMachine, {
      ...traversal({ forgetData: null }),
      toState: (snapshot) => snapshot.status === 'done',
    }).find((candidate) => candidate.state.status === 'done')!;
    const { snapshot, calls, stored, screen } = await replay(path, { forgetData: null });

    expect(calls).toEqual([
      { actor: 'sendCode', input: { email: EMAIL } },
      { actor: 'verifyCode', input: { email: EMAIL, code: CODE } },
      {
        actor: 'resetPassword',
        input: { email: EMAIL, code: CODE, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      },
    ]);
    expect(stored).toEqual([{ email: EMAIL }, { email: EMAIL, code: CODE }, null]);
    expect(snapshot.output).toEqual(SESSION);
    // The first step asks for the email by being it; the screen signs in once, with the new session.
    expect(screen).toEqual(['askForTheEmail', `signIn ${SESSION.token}`]);
  });

  it('resumes after a reload: with the email at the code, with a verified code at the new password', () => {
    const start = (input: PasswordResetInput) => createActor(passwordResetMachine, { input }).start().getSnapshot();
    expect(start({ forgetData: null }).value).toBe('enteringEmail');
    expect(start({ forgetData: { email: EMAIL } }).value).toBe('enteringCode');
    expect(start({ forgetData: { email: EMAIL } }).context.email).toBe(EMAIL);
    expect(start({ forgetData: { email: EMAIL, code: CODE } }).value).toBe('enteringNewPassword');
  });

  it('sends a reset refused for its code back to the code, forgetting the code', async () => {
    const path = everyTransition(passwordResetMachine, traversal({ forgetData: { email: EMAIL, code: CODE } })).find(
      (candidate) => candidate.state.value === 'enteringCode' && candidate.state.context.failure?.code === 'auth.codeExpired',
    )!;
    const { snapshot, stored } = await replay(path, { forgetData: { email: EMAIL, code: CODE } });
    expect(snapshot.context.failure?.message).toBe('message of auth.codeExpired');
    expect(snapshot.context.code).toBe('');
    expect(stored).toEqual([{ email: EMAIL }]);
  });

  it('keeps a reset refused for its password at the password, with the field messages', async () => {
    const path = everyTransition(passwordResetMachine, traversal({ forgetData: { email: EMAIL, code: CODE } })).find(
      (candidate) => candidate.state.value === 'enteringNewPassword' && candidate.state.context.failure !== null,
    )!;
    const { snapshot, stored } = await replay(path, { forgetData: { email: EMAIL, code: CODE } });
    expect(snapshot.context.failure?.fields).toEqual({ password: ['The password must contain …'] });
    expect(stored).toEqual([]);
  });

  it('says so when a new code was sent, and forgets the email when the shopper changes it', async () => {
    const input = { forgetData: { email: EMAIL } };
    const resent = everyTransition(passwordResetMachine, traversal(input)).find((candidate) => candidate.state.context.codeResent)!;
    expect((await replay(resent, input)).snapshot.value).toBe('enteringCode');

    const changed = everyTransition(passwordResetMachine, traversal(input)).find((candidate) => candidate.state.value === 'enteringEmail')!;
    const { stored, screen } = await replay(changed, input);
    expect(stored).toEqual([null]);
    expect(screen).toEqual(['askForTheEmail']); // the reset screen goes back to step one
  });
});
