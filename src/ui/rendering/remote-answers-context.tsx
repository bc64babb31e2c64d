// Hands a render's RemoteAnswers to useRemote. Without a provider (component tests, a page
// rendered only in the browser) every screen fetches for itself.
import { createContext, use, type ReactNode } from 'react';
import type { RemoteAnswers } from './remote-answers';

const RemoteAnswersContext = createContext<RemoteAnswers | null>(null);

export function RemoteAnswersProvider({ answers, children }: { readonly answers: RemoteAnswers | null; readonly children: ReactNode }) {
  return <RemoteAnswersContext value={answers}>{children}</RemoteAnswersContext>;
}

export function useRemoteAnswers(): RemoteAnswers | null {
  return use(RemoteAnswersContext);
}
