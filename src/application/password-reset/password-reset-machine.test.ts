// The password-reset machine, walked transition by transition: for every state the graph
// utilities reach, the shortest path to it, then each transition out of it, replayed on a real
// actor whose gateway calls are fakes that answer as the path says. Last, the laws of the reset,
// as properties over random sequences of the shopper's clicks and the server's answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import type { PasswordReset, SignedInSession } from '../ports/account-gateway';
import { RequestFailure } from '../ports/request-failure';
import type { ForgetData } from '../session/session-store';
import { everyTransition } from '../testing/machine-paths';
import { checkLaw, randomSteps, Trace, type Server, type TraceEntry } from '../testing/random-runs';
import { CODE_FAILURES, passwordResetMachine, type PasswordResetEvent, type PasswordResetInput } from './password-reset-machine';

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
    hasSocialSignIn: false,
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

describe('laws of the password reset', () => {
  type Snapshot = SnapshotFrom<typeof passwordResetMachine>;
  type Entry = TraceEntry<PasswordResetEvent>;

  const CLICKS: readonly PasswordResetEvent[] = [
    ...USER_EVENTS,
    { type: 'email.submit', email: ' noura@herfa.test ' },
    { type: 'code.submit', code: ' 654321 ' },
  ];

  const UNREACHABLE = new RequestFailure(0, 'http.unreachable', 'Failed to fetch');
  /** What the server may answer; it accepts or refuses whatever email and code it is given. */
  const SERVER: Server = {
    sendCode: { onward: [() => ({ output: undefined })], otherwise: [() => ({ error: refused('http.tooManyRequests') })] },
    resendCode: { onward: [() => ({ output: undefined })], otherwise: [() => ({ error: refused('http.tooManyRequests') })] },
    verifyCode: {
      onward: [() => ({ output: undefined })],
      otherwise: [() => ({ error: refused('auth.codeInvalid') }), () => ({ error: refused('auth.tooManyAttempts') }), () => ({ error: UNREACHABLE })],
    },
    resetPassword: {
      onward: [() => ({ output: SESSION })],
      otherwise: [
        () => ({ error: refused('auth.codeExpired') }),
        () => ({ error: refused('http.invalidInput', { password: ['The password must contain …'] }) }),
        () => ({ error: UNREACHABLE }),
      ],
    },
  };

  const starts = fc.constantFrom<ForgetData | null>(null, { email: EMAIL }, { email: EMAIL, code: CODE });

  const law = (check: (trace: readonly Entry[], seen: Trace<PasswordResetEvent, Snapshot>['seen'], forgetData: ForgetData | null) => void) =>
    fc.assert(
      fc.asyncProperty(starts, randomSteps(CLICKS, 60), async (forgetData, plan) => {
        const trace = new Trace<PasswordResetEvent, Snapshot>();
        const actor = createActor(
          passwordResetMachine.provide({
            actors: { sendCode: trace.calls.fake(), verifyCode: trace.calls.fake(), resetPassword: trace.calls.fake() },
            actions: {
              storeForgetData: trace.screen('storeForgetData'),
              askForTheEmail: trace.screen('askForTheEmail'),
              signIn: trace.screen('signIn'),
            },
          }),
          { input: { forgetData } },
        ).start();
        await trace.play(actor, plan, CLICKS, SERVER);
        actor.stop();
        checkLaw(trace, (entries, seen) => check(entries, seen, forgetData), (called) => (called === 'resetPassword' ? 'signed in' : 'done'));
      }),
    );

  it('law: the new password is sent only with an email a code was mailed to and the code the server verified for it, while no newer code or refusal has overtaken it', async () => {
    await law((trace, _seen, forgetData) => {
      const mailed = new Set(forgetData === null ? [] : [forgetData.email]);
      let verified: { email: string; code: string } | null = forgetData?.code === undefined ? null : { email: forgetData.email, code: forgetData.code };
      const asked = new Map<string, unknown>();
      for (const entry of trace) {
        if (entry.kind === 'call') {
          asked.set(entry.actor, entry.input);
          if (entry.actor === 'sendCode' || entry.actor === 'resendCode') verified = null;
          if (entry.actor === 'verifyCode') {
            const { email } = entry.input as { email: string; code: string };
            expect(mailed, `a code is checked only for an email it was mailed to (${email})`).toContain(email);
            verified = null;
          }
          if (entry.actor === 'resetPassword') {
            const { email, code } = entry.input as PasswordReset;
            expect(verified, 'the new password goes with the email and code last verified').toEqual({ email, code });
          }
        }
        if (entry.kind !== 'answer') continue;
        const input = asked.get(entry.actor) as { email: string; code: string };
        if ('output' in entry.answer) {
          if (entry.actor === 'sendCode' || entry.actor === 'resendCode') mailed.add(input.email);
          if (entry.actor === 'verifyCode') verified = { email: input.email, code: input.code };
        } else if (entry.actor === 'resetPassword' && CODE_FAILURES.has((entry.answer.error as RequestFailure).code)) {
          verified = null;
        }
      }
    });
  });

  it('law: the screen says the password was reset only when the server said so: the shopper is signed in once, with its session, and the reset ends exactly then', async () => {
    await law((trace, seen) => {
      const resetAt = trace.findIndex((entry) => entry.kind === 'answer' && entry.actor === 'resetPassword' && 'output' in entry.answer);
      const signIns = trace.flatMap((entry, at) => (entry.kind === 'screen' && entry.action === 'signIn' ? [{ at, params: entry.params }] : []));
      if (resetAt < 0) expect(signIns).toEqual([]);
      // The answer, the forgetData forgotten, then the sign-in.
      else expect(signIns).toEqual([{ at: resetAt + 2, params: { session: SESSION } }]);
      for (const { after, snapshot } of seen) expect(snapshot.status, `after ${after} entries`).toBe(resetAt >= 0 && after > resetAt ? 'done' : 'active');
    });
  });

  it('law: a reload resumes where the shopper stands: the forgetData last stored starts a new reset at the same step, for the same email and code', async () => {
    await law((trace, seen, forgetData) => {
      for (const { after, snapshot } of seen) {
        if (!['enteringEmail', 'enteringCode', 'enteringNewPassword'].includes(String(snapshot.value))) continue;
        const stored = trace.slice(0, after).findLast((entry) => entry.kind === 'screen' && entry.action === 'storeForgetData');
        const resumedFrom = stored === undefined ? forgetData : (stored as { params: { forgetData: ForgetData | null } }).params.forgetData;
        const resumed = createActor(passwordResetMachine, { input: { forgetData: resumedFrom } }).start().getSnapshot();
        expect(resumed.value, `reloaded after ${after} entries`).toBe(snapshot.value);
        if (snapshot.value !== 'enteringEmail') expect(resumed.context.email).toBe(snapshot.context.email);
        if (snapshot.value === 'enteringNewPassword') expect(resumed.context.code).toBe(snapshot.context.code);
      }
    });
  });
});
