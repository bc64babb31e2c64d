// Port calls that wait until the test answers them, for machine tests: a path or a random
// sequence decides when the server answers and what, between the shopper's clicks.
import { fromPromise, type PromiseActorLogic } from 'xstate';

/** A call a machine made, as the port received it. */
export interface HeldCall {
  /** The invoked actor's id: the invoke's own id, or the one xstate gives an invoke without one. */
  readonly actor: string;
  readonly input: unknown;
}

/** What the server answers to a call: a value, or a refusal the promise rejects with. */
export type Answer = { readonly output: unknown } | { readonly error: unknown };

interface Waiting {
  readonly call: HeldCall;
  readonly settle: (answer: Answer) => void;
}

export class HeldCalls {
  private readonly waiting: Waiting[] = [];

  /** `onCall` hears of each call as it is made, before the machine takes its next event. */
  constructor(private readonly onCall: (call: HeldCall) => void = () => {}) {}

  /** An actor to provide in place of a port call: it waits for `answer`; stopping it forgets the call. */
  fake<TOutput, TInput>(): PromiseActorLogic<TOutput, TInput> {
    return fromPromise<TOutput, TInput>(
      ({ input, self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: HeldCall = { actor: self.id, input };
          const waiting: Waiting = {
            call,
            settle: (answer) => ('error' in answer ? reject(answer.error) : resolve(answer.output as TOutput)),
          };
          this.waiting.push(waiting);
          signal.addEventListener('abort', () => this.forget(waiting));
          this.onCall(call);
        }),
    );
  }

  /** The oldest call still waiting for its answer. */
  get pending(): HeldCall | undefined {
    return this.waiting[0]?.call;
  }

  /** Answers the oldest waiting call, then waits until the machine has taken the answer in. */
  async answer(answer: Answer): Promise<void> {
    const waiting = this.waiting.shift();
    if (waiting === undefined) throw new Error('No call is waiting for an answer');
    waiting.settle(answer);
    await settled();
  }

  private forget(waiting: Waiting): void {
    const index = this.waiting.indexOf(waiting);
    if (index >= 0) this.waiting.splice(index, 1);
  }
}

/** Resolves once every promise already settled has reached the actors (after all microtasks). */
export const settled = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The answer an `xstate.done.actor.*` or `xstate.error.actor.*` event of a path stands for. */
export const answerOf = (event: { readonly type: string; readonly output?: unknown; readonly error?: unknown }): Answer =>
  event.type.startsWith('xstate.error.actor.') ? { error: event.error } : { output: event.output };
