// Random runs of a workflow machine, for its properties: at each step the shopper clicks anything
// (a double click, a stale button), or one of the things the screen offers now, or the server
// answers the call under way. Everything that happens is kept in order, as a trace the laws read,
// and a failing run is told as that trace.
import fc from 'fast-check';
import { RequestFailure } from '../ports/request-failure';
import { HeldCalls, type Answer } from './held-calls';

export type TraceEntry<TEvent> =
  /** A click, and whether the screen offered it (the machine had a transition for it) or it went unheard. */
  | { readonly kind: 'shopper'; readonly event: TEvent; readonly offered: boolean }
  | { readonly kind: 'call'; readonly actor: string; readonly input: unknown }
  | { readonly kind: 'answer'; readonly actor: string; readonly answer: Answer }
  /** An action the screen provides (navigating, announcing, storing), with its params. */
  | { readonly kind: 'screen'; readonly action: string; readonly params: unknown };

export type Reply = (input: never) => Answer;

/**
 * What the server may answer to each call, by the invoked actor's id: the answers that take the
 * workflow on, and all the others. A step picks either kind as often, so that runs get somewhere.
 */
export type Server = Readonly<Record<string, { readonly onward: readonly Reply[]; readonly otherwise: readonly Reply[] }>>;

export type Step<TEvent> =
  | { readonly click: TEvent }
  | { readonly offered: number }
  | { readonly server: { readonly onward: boolean; readonly pick: number } };

/** Random steps: of seven, on average four clicks on what the screen offers, two answers and one click on anything. */
export const randomSteps = <TEvent>(clicks: readonly TEvent[], maxLength: number): fc.Arbitrary<Step<TEvent>[]> =>
  fc.array(
    fc.oneof(
      fc.constantFrom(...clicks).map((event): Step<TEvent> => ({ click: event })),
      { arbitrary: fc.nat(99).map((pick): Step<TEvent> => ({ offered: pick })), weight: 4 },
      { arbitrary: fc.record({ onward: fc.boolean(), pick: fc.nat(99) }).map((server): Step<TEvent> => ({ server })), weight: 2 },
    ),
    { maxLength, size: '+1' },
  );

/** What a run needs of an actor: its snapshot, whether it takes an event, and sending it. */
interface Playable<TEvent, TSnapshot> {
  getSnapshot(): TSnapshot & { readonly status: string; can(event: TEvent): boolean };
  send(event: TEvent): void;
}

export class Trace<TEvent extends { readonly type: string }, TSnapshot = unknown> {
  readonly entries: TraceEntry<TEvent>[] = [];
  /** The actor's snapshot after every step, with the number of entries the trace had then. */
  readonly seen: { readonly after: number; readonly snapshot: TSnapshot }[] = [];
  /** Provide `calls.fake()` for every port call of the machine. */
  readonly calls = new HeldCalls((call) => this.entries.push({ kind: 'call', ...call }));

  /** An implementation of the screen's action `action` that records it. */
  screen(action: string): (_: unknown, params: unknown) => void {
    return (_, params) => void this.entries.push({ kind: 'screen', action, params });
  }

  /** Plays the steps on a started actor until it stops; the shopper's clicks are taken from `clicks`. */
  async play(actor: Playable<TEvent, TSnapshot>, plan: readonly Step<TEvent>[], clicks: readonly TEvent[], server: Server): Promise<void> {
    this.seen.push({ after: this.entries.length, snapshot: actor.getSnapshot() });
    for (const step of plan) {
      if (actor.getSnapshot().status !== 'active') return;
      await this.take(actor, step, clicks, server);
      this.seen.push({ after: this.entries.length, snapshot: actor.getSnapshot() });
    }
  }

  /** The entries as a counterexample reads best: the shopper's clicks, → calls, ← answers, ⇒ the screen's actions. */
  describe(describeOutput: (actor: string, output: unknown) => string = (_, output) => brief(output)): string {
    return this.entries
      .map((entry) => {
        switch (entry.kind) {
          case 'shopper':
            return (Object.keys(entry.event).length === 1 ? entry.event.type : brief(entry.event)) + (entry.offered ? '' : ' (unheard)');
          case 'call':
            return `→ ${entry.actor}(${brief(entry.input)})`;
          case 'answer': {
            const { answer } = entry;
            if ('output' in answer) return `← ${entry.actor}: ${describeOutput(entry.actor, answer.output)}`;
            return `← ${entry.actor}: ${answer.error instanceof RequestFailure ? `${answer.error.status} ${answer.error.code}` : String(answer.error)}`;
          }
          case 'screen':
            return `⇒ ${entry.action}(${brief(entry.params)})`;
        }
      })
      .join('\n    ');
  }

  /** One step: the server answers the call under way (if any), or the shopper clicks. */
  private async take(actor: Playable<TEvent, TSnapshot>, step: Step<TEvent>, clicks: readonly TEvent[], server: Server): Promise<void> {
    if ('server' in step) {
      const call = this.calls.pending;
      if (call === undefined) return;
      const replies = server[call.actor];
      if (replies === undefined) throw new Error(`The server has no answer for ${call.actor}`);
      const chosen = step.server.onward ? replies.onward : replies.otherwise;
      const answer = chosen[step.server.pick % chosen.length]!(call.input as never);
      this.entries.push({ kind: 'answer', actor: call.actor, answer });
      await this.calls.answer(answer);
      return;
    }
    const offered = clicks.filter((event) => actor.getSnapshot().can(event));
    const event = 'click' in step ? step.click : offered[step.offered % Math.max(1, offered.length)];
    if (event === undefined) return;
    this.entries.push({ kind: 'shopper', event, offered: actor.getSnapshot().can(event) });
    actor.send(event);
  }
}

/** A value as JSON, its long strings cut short. */
const brief = (value: unknown): string =>
  JSON.stringify(value, (_, item: unknown) => (typeof item === 'string' && item.length > 40 ? `${item.slice(0, 12)}…(${item.length} characters)` : item)) ?? '';

/** Checks a law on a trace; a failure says the trace it happened after. */
export function checkLaw<TEvent extends { readonly type: string }, TSnapshot>(
  trace: Trace<TEvent, TSnapshot>,
  law: (entries: readonly TraceEntry<TEvent>[], seen: Trace<TEvent, TSnapshot>['seen']) => void,
  describeOutput?: (actor: string, output: unknown) => string,
): void {
  try {
    law(trace.entries, trace.seen);
  } catch (failure) {
    throw new Error(`${(failure as Error).message}\n  after:\n    ${trace.describe(describeOutput)}`, { cause: failure });
  }
}
