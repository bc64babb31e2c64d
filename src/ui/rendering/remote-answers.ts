// What a page's screens fetched while the server rendered it, handed to the browser so that
// hydration shows the same data without asking the API again (DESIGN.md, "Rendering": one data
// path, data reaches the browser once). `useRemote` asks these answers first: on the server a
// question not yet answered suspends the render until the gateway answers; in the browser the
// server's answers serve the first render only, until the shopper navigates.
import { isRequestFailure, RequestFailure } from '../../application/ports/request-failure';

/** A settled answer: the value, or why there is none. */
export interface Answer<T = unknown> {
  readonly value?: T;
  readonly failure?: RequestFailure | Error;
}

/** An answer as it travels in the page's HTML. */
export interface SerializedAnswer {
  readonly value?: unknown;
  readonly failure?: { readonly status: number; readonly code: string; readonly message: string; readonly fields: Readonly<Record<string, readonly string[]>> };
}

export interface RemoteAnswers {
  /**
   * The answer to `key`, if this render has one, or (on the server) the promise of it, which the
   * component reads with React's `use` so that the render waits for it. Called during render.
   */
  answerFor<T>(key: string, load: () => Promise<T>): Answer<T> | Promise<Answer<T>> | undefined;
}

const asFailure = (error: unknown): RequestFailure | Error =>
  isRequestFailure(error) || error instanceof Error ? error : new Error(String(error));

function serialize({ value, failure }: Answer): SerializedAnswer {
  if (failure === undefined) return { value };
  return isRequestFailure(failure)
    ? { failure: { status: failure.status, code: failure.code, message: failure.message, fields: failure.fields } }
    : { failure: { status: 0, code: 'http.error', message: failure.message, fields: {} } };
}

function revive({ value, failure }: SerializedAnswer): Answer {
  if (failure === undefined) return { value };
  return { failure: new RequestFailure(failure.status, failure.code, failure.message, failure.fields) };
}

/** A promise React can read at once once settled (React's own `status`/`value` convention). */
type Asked = Promise<Answer> & { status?: 'fulfilled'; value?: Answer };

/**
 * The server's side: each question is asked once per request; the render waits for its answer.
 * Every call answers the promise, settled or not, for `use` to read: React replays a suspended
 * component's `use` calls by their order, so skipping one for a settled answer would hand the
 * next one its value. A settled promise carries React's `status`/`value`, so `use` reads it at once.
 */
export class CollectedAnswers implements RemoteAnswers {
  private readonly asked = new Map<string, Asked>();

  answerFor<T>(key: string, load: () => Promise<T>): Promise<Answer<T>> {
    let asking = this.asked.get(key);
    if (asking === undefined) {
      const settling: Asked = load().then(
        (value): Answer => ({ value }),
        (error: unknown): Answer => ({ failure: asFailure(error) }),
      );
      settling.then((answer) => Object.assign(settling, { status: 'fulfilled', value: answer }));
      this.asked.set(key, settling);
      asking = settling;
    }
    return asking as Promise<Answer<T>>;
  }

  /** Every answer of this render, for the page's HTML. */
  toJSON(): Record<string, SerializedAnswer> {
    return Object.fromEntries(
      [...this.asked].flatMap(([key, asked]) => (asked.value === undefined ? [] : [[key, serialize(asked.value)]])),
    );
  }
}

/** The browser's side: the server's answers, good for the first render until `expire()`. */
export class ServerAnswers implements RemoteAnswers {
  private answers: ReadonlyMap<string, Answer>;

  constructor(serialized: Readonly<Record<string, SerializedAnswer>>) {
    this.answers = new Map(Object.entries(serialized).map(([key, answer]) => [key, revive(answer)]));
  }

  answerFor<T>(key: string): Answer<T> | undefined {
    return this.answers.get(key) as Answer<T> | undefined;
  }

  /** After the first navigation, screens ask the API afresh. */
  expire(): void {
    this.answers = new Map();
  }
}
