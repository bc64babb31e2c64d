// Loads what a catalogue screen shows from a gateway and re-loads it when its key (or the
// interface language, since the API answers in it) changes. Answers to an older key are
// dropped, so a fast click through pages never shows the wrong page; the last good value stays
// available while the next one loads, so a listing dims instead of blanking. A page rendered on
// the server starts with the server's answer (see rendering/remote-answers.ts) and asks nothing.
import { use, useCallback, useEffect, useRef, useState } from 'react';
import { isRequestFailure, type RequestFailure } from '../../../application/ports/request-failure';
import { useRemoteAnswers } from '../../rendering/remote-answers-context';
import { useLanguage } from '../../use-language';

export type Remote<T> =
  | { readonly status: 'loading'; readonly data: T | undefined; readonly failure?: undefined }
  | { readonly status: 'ready'; readonly data: T; readonly failure?: undefined }
  | { readonly status: 'failed'; readonly data: T | undefined; readonly failure: RequestFailure | Error };

interface Settled<T> {
  readonly key: string;
  readonly value?: T;
  readonly failure?: RequestFailure | Error;
}

const asFailure = (error: unknown): RequestFailure | Error =>
  isRequestFailure(error) || error instanceof Error ? error : new Error(String(error));

/** `key` names what `load` fetches: equal keys mean equal answers. `load` may change on every render. */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> & { readonly retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${language}\n${key}\n${attempt}`;
  const asked = useRemoteAnswers()?.answerFor(`${language}\n${key}`, load);
  const answered = asked instanceof Promise ? use(asked) : asked;
  const [settled, setSettled] = useState<Settled<T> | null>(() => (answered === undefined ? null : { key: fullKey, ...answered }));
  const [lastValue, setLastValue] = useState<T | undefined>(() => answered?.value);
  /** The key the server already answered: the first effect has nothing to fetch. */
  const answeredKey = useRef(answered === undefined ? null : fullKey);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (answeredKey.current === fullKey) return;
    answeredKey.current = null;
    let current = true;
    loadRef.current().then(
      (value) => {
        if (!current) return;
        setSettled({ key: fullKey, value });
        setLastValue(value);
      },
      (error: unknown) => {
        if (current) setSettled({ key: fullKey, failure: asFailure(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [fullKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (settled === null || settled.key !== fullKey) return { status: 'loading', data: lastValue, retry };
  if (settled.failure !== undefined) return { status: 'failed', data: lastValue, failure: settled.failure, retry };
  return { status: 'ready', data: settled.value as T, retry };
}
