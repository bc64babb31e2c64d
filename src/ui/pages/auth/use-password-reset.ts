// The password-reset machine (src/application/password-reset) bound to this browser: its calls
// go to the AccountGateway and its forgetData to the session store. Both reset screens use it.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, waitFor } from 'xstate';
import type { PasswordReset, SignedInSession } from '../../../application/ports/account-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { passwordResetMachine, type PasswordResetFailure } from '../../../application/password-reset/password-reset-machine';
import type { ForgetData } from '../../../application/session/session-store';
import { usePorts } from '../../ports';
import { useLatest } from '../../use-latest';
import { useSessionStore } from '../../use-session';

type ResetActor = ReturnType<typeof useMachine<typeof passwordResetMachine>>[2];

/** What a screen does when the workflow asks: the reset screen provides both, the first screen neither. */
export interface PasswordResetScreen {
  readonly askForTheEmail?: () => void;
  readonly signIn?: (session: SignedInSession) => void;
}

export function usePasswordReset(forgetData: ForgetData | null, screen: PasswordResetScreen = {}) {
  const { accounts } = usePorts();
  const store = useSessionStore();
  const latest = useLatest(screen);
  // Provided once: useMachine expects the same machine for the component's whole life.
  const [machine] = useState(() =>
    passwordResetMachine.provide({
      actors: {
        sendCode: fromPromise<void, { email: string }>(({ input }) => accounts.requestResetCode(input.email)),
        verifyCode: fromPromise<void, { email: string; code: string }>(({ input }) => accounts.verifyResetCode(input.email, input.code)),
        resetPassword: fromPromise(({ input }: { input: PasswordReset }) => accounts.resetPassword(input)),
      },
      actions: {
        storeForgetData: (_, { forgetData: next }) => store.setForgetData(next),
        askForTheEmail: () => latest.current.askForTheEmail?.(),
        signIn: (_, { session }) => latest.current.signIn?.(session),
      },
    }),
  );
  return useMachine(machine, { input: { forgetData } });
}

/**
 * For a form's submit handler: waits until the machine has left the calling state, and throws
 * the failure it came back with as a RequestFailure, so the form shows it like any refusal.
 */
export async function settled(actor: ResetActor, calling: 'sendingCode' | 'resendingCode' | 'verifyingCode' | 'resetting'): Promise<void> {
  const snapshot = await waitFor(actor, (current) => !current.matches(calling));
  const failure: PasswordResetFailure | null = snapshot.context.failure;
  if (failure !== null && snapshot.status !== 'done') {
    throw new RequestFailure(failure.status, failure.code, failure.message, failure.fields);
  }
}
