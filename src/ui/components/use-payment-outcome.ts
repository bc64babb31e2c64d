// The payment outcome machine (src/application/payments) bound to a screen: its questions go to
// `ask` (the checkout's outcome, the top-up's), and `onSettled` hears of the settled outcome.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useLatest } from '../use-latest';
import { paymentOutcomeMachine, type PaymentOutcome } from '../../application/payments/payment-outcome-machine';

export function usePaymentOutcome<T extends PaymentOutcome>(id: string, ask: (id: string) => Promise<T>, onSettled: (outcome: T) => void) {
  // The latest callbacks, for a machine provided once (useMachine expects the same machine for
  // the component's whole life; a key on the component gives each payment its own).
  const latest = useLatest({ ask, onSettled });
  const [machine] = useState(() =>
    paymentOutcomeMachine.provide({
      actors: { askOutcome: fromPromise<PaymentOutcome, { id: string }>(({ input }) => latest.current.ask(input.id)) },
      actions: { announceSettled: (_, { outcome }) => latest.current.onSettled(outcome as T) },
    }),
  );
  const [state, send] = useMachine(machine, { input: { id } });
  return { state, outcome: state.context.outcome as T | null, send };
}
