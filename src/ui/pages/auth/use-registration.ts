// The registration machine (src/application/registration) bound to this browser: its calls go to
// the AccountGateway and its registerData to the session store.
import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise, waitFor } from 'xstate';
import type { Registration, SignedInSession } from '../../../application/ports/account-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { registrationMachine, type RegistrationFailure } from '../../../application/registration/registration-machine';
import type { RegisterData } from '../../../application/session/session-store';
import { usePorts } from '../../ports';
import { useLatest } from '../../use-latest';
import { useSessionStore } from '../../use-session';

type RegistrationActor = ReturnType<typeof useMachine<typeof registrationMachine>>[2];

export function useRegistration(registerData: RegisterData | null, signIn: (session: SignedInSession) => void) {
  const { accounts } = usePorts();
  const store = useSessionStore();
  const latest = useLatest(signIn);
  // Provided once: useMachine expects the same machine for the component's whole life.
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        register: fromPromise(({ input }: { input: Registration }) => accounts.register(input)),
        resendCode: fromPromise<void, { email: string }>(({ input }) => accounts.resendRegistrationCode(input.email)),
        confirm: fromPromise(({ input }: { input: { email: string; code: string } }) => accounts.confirmRegistration(input.email, input.code)),
      },
      actions: {
        storeRegisterData: (_, { registerData: next }) => store.setRegisterData(next),
        signIn: (_, { session }) => latest.current(session),
      },
    }),
  );
  return useMachine(machine, { input: { registerData } });
}

/**
 * For a form's submit handler: waits until the machine has left the calling state, and throws
 * the failure it came back with as a RequestFailure, so the form shows it like any refusal.
 */
export async function settled(actor: RegistrationActor, calling: 'registering' | 'resendingCode' | 'confirming'): Promise<void> {
  const snapshot = await waitFor(actor, (current) => !current.matches(calling));
  const failure: RegistrationFailure | null = snapshot.context.failure;
  if (failure !== null && snapshot.status !== 'done') {
    throw new RequestFailure(failure.status, failure.code, failure.message, failure.fields);
  }
}
