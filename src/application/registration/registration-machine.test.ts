// The registration machine, walked transition by transition: for every state the graph utilities
// reach, the shortest path to it, then each transition out of it, replayed on a real actor whose
// gateway calls are fakes that answer as the path says; then the workflow's promises in words.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import type { Registration, RegistrationStarted, SignedInSession } from '../ports/account-gateway';
import { RequestFailure } from '../ports/request-failure';
import type { RegisterData } from '../session/session-store';
import { everyTransition } from '../testing/machine-paths';
import { registrationMachine, type RegistrationEvent, type RegistrationInput } from './registration-machine';

const EMAIL = 'sara@herfa.test';
const CODE = '123456';

const REGISTRATION: Registration = {
  fullName: 'Sara Al-Qahtani',
  email: EMAIL,
  phone: '0501234567',
  password: 'Najd@2027',
  passwordConfirmation: 'Najd@2027',
  termsAccepted: true,
  language: 'en',
};

const STARTED: RegistrationStarted = { email: EMAIL, expiresInSeconds: 900 };

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

const USER_EVENTS: readonly RegistrationEvent[] = [
  { type: 'details.submit', registration: REGISTRATION },
  { type: 'code.submit', code: CODE },
  { type: 'code.resend' },
  { type: 'email.change' },
  { type: 'registration.resume', registerData: { email: EMAIL, minutes: 15 } },
];

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: RequestFailure) => ({ type: `xstate.error.actor.${id}`, error });
const ACTOR_EVENTS = [
  done('register', STARTED),
  failed('register', refused('http.invalidInput', { email: ['The email field must be a valid email'] })),
  done('resendCode'),
  failed('resendCode', refused('http.tooManyRequests')),
  done('confirm', SESSION),
  failed('confirm', refused('auth.codeInvalid')),
];

/** The screen events each state accepts; every other one must be refused by `can`. */
const ACCEPTS: Record<string, readonly RegistrationEvent['type'][]> = {
  enteringDetails: ['details.submit', 'registration.resume'],
  registering: [],
  enteringCode: ['code.submit', 'code.resend', 'email.change'],
  resendingCode: [],
  confirming: [],
  done: [],
};

type Snapshot = SnapshotFrom<typeof registrationMachine>;
type Path = StatePath<Snapshot, RegistrationEvent>;

const serialize = (snapshot: Snapshot) =>
  [JSON.stringify(snapshot.value), snapshot.context.failure?.code ?? '', snapshot.context.codeResent].join('|');

const isActorEvent = (event: AnyEventObject) => event.type.startsWith('xstate.');

const traversal = (input: RegistrationInput) => ({
  input,
  events: [...USER_EVENTS, ...ACTOR_EVENTS] as unknown as RegistrationEvent[],
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
  readonly stored: (RegisterData | null)[];
  readonly signedIn: string[];
}

/** Runs the path on a real actor; each gateway call answers with the path's next answer. */
async function replay(path: Path, input: RegistrationInput): Promise<Replay> {
  const answers = path.steps.slice(1).map((step) => step.event as AnyEventObject).filter(isActorEvent);
  const calls: Replay['calls'] = [];
  const stored: Replay['stored'] = [];
  const signedIn: Replay['signedIn'] = [];
  const fake = <TOutput, TInput>() =>
    fromPromise<TOutput, TInput>(({ input: callInput, self }) => {
      calls.push({ actor: self.id, input: callInput });
      const answer = answers.shift() as { type: string; output?: unknown; error?: unknown } | undefined;
      if (answer === undefined) return new Promise<TOutput>(() => {});
      expect(answer.type, 'the path answers the call that was made').toMatch(new RegExp(`\\.${self.id}$`));
      return answer.type.startsWith('xstate.done') ? Promise.resolve(answer.output as TOutput) : Promise.reject(answer.error);
    });
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        register: fake<RegistrationStarted, Registration>(),
        resendCode: fake<void, { email: string }>(),
        confirm: fake<SignedInSession, { email: string; code: string }>(),
      },
      actions: {
        storeRegisterData: (_, params) => void stored.push(params.registerData),
        signIn: (_, { session }) => void signedIn.push(session.token),
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
  return { snapshot: actor.getSnapshot(), calls, stored, signedIn };
}

function expectAccepted(snapshot: Snapshot): void {
  const state = String(snapshot.value);
  const accepted = ACCEPTS[state];
  expect(accepted, `ACCEPTS lists ${state}`).toBeDefined();
  for (const event of USER_EVENTS) expect(snapshot.can(event), `${state} accepts ${event.type}`).toBe(accepted!.includes(event.type));
}

describe('the registration machine', () => {
  const starts: [string, RegistrationInput][] = [
    ['from the details', { registerData: null }],
    ['resumed at the code', { registerData: { email: EMAIL, minutes: 15 } }],
  ];

  describe.each(starts)('%s', (_, input) => {
    it.each(everyTransition(registrationMachine, traversal(input)).map((path) => [describePath(path), path] as const))('walks %s', async (_name, path) => {
      const { snapshot } = await replay(path, input);
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.status).toBe(path.state.value === 'done' ? 'done' : 'active');
    });
  });

  it('reaches every state from the details', () => {
    const reached = new Set(getShortestPaths(registrationMachine, traversal({ registerData: null })).map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(ACCEPTS).sort());
  });

  it('registers, confirms the mailed code and signs in once, keeping registerData in step', async () => {
    const fromTheForm = traversal({ registerData: null });
    const path = getShortestPaths(registrationMachine, {
      ...fromTheForm,
      events: fromTheForm.events.filter((event) => event.type !== 'registration.resume'),
      toState: (snapshot) => snapshot.status === 'done',
    }).find((candidate) => candidate.state.status === 'done')!;
    const { snapshot, calls, stored, signedIn } = await replay(path, { registerData: null });
    expect(calls).toEqual([
      { actor: 'register', input: REGISTRATION },
      { actor: 'confirm', input: { email: EMAIL, code: CODE } },
    ]);
    expect(stored).toEqual([{ email: EMAIL, minutes: 15 }, null]);
    expect(snapshot.output).toEqual(SESSION);
    expect(signedIn).toEqual([SESSION.token]);
  });

  it('resumes at the code after a reload, with the email and the code\'s lifetime', () => {
    const start = (input: RegistrationInput) => createActor(registrationMachine, { input }).start().getSnapshot();
    expect(start({ registerData: null }).value).toBe('enteringDetails');
    const resumed = start({ registerData: { email: EMAIL, minutes: 15 } });
    expect(resumed.value).toBe('enteringCode');
    expect(resumed.context).toMatchObject({ email: EMAIL, minutes: 15 });
  });

  it('resumes at the code when the session\'s registerData is handed over after the start', () => {
    const actor = createActor(registrationMachine, { input: { registerData: null } }).start();
    actor.send({ type: 'registration.resume', registerData: { email: EMAIL, minutes: 15 } });
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context).toMatchObject({ email: EMAIL, minutes: 15 });
  });

  it('forgets the registration when the shopper uses another email', async () => {
    const path = everyTransition(registrationMachine, traversal({ registerData: { email: EMAIL } })).find(
      (candidate) => candidate.state.value === 'enteringDetails',
    )!;
    const { snapshot, stored } = await replay(path, { registerData: { email: EMAIL } });
    expect(stored).toEqual([null]);
    expect(snapshot.context.email).toBe('');
  });
});
