// A test twin of the IdentityProvider port: a provider whose answers the test sets (a token, or a
// failure), optionally held until released, with a record of every call.
import type { SocialProvider } from './account-gateway';
import { IdentityFailure, type IdentityFailureCode, type IdentityProvider, type IdentityToken, type ProviderSignIn, type SignInStart } from './identity-provider';

/** What the next call of a method answers: a token, or the failure it rejects with. */
export type IdentityAnswer = IdentityToken | IdentityFailureCode;

export class InMemoryIdentityProvider implements IdentityProvider {
  /** Every call, by method name, in order. */
  readonly calls: (keyof IdentityProvider)[] = [];
  /** What signIn answers; 'redirecting' leaves for the provider's page (pendingRedirect becomes set). */
  signInAnswer: IdentityAnswer | 'redirecting' = { value: 'id-token-1', expiresAt: Date.now() + 3_600_000 };
  /** What refresh answers, one entry per call (the last one repeats). */
  refreshAnswers: IdentityAnswer[] = [{ value: 'id-token-2', expiresAt: Date.now() + 3_600_000 }];
  reauthenticateAnswer: IdentityAnswer = { value: 'id-token-fresh', expiresAt: Date.now() + 3_600_000 };
  /** The sign-in completed on the provider's page, which completeRedirect answers once. */
  pendingRedirect: ProviderSignIn | null = null;
  session = false;
  deleteAnswer: 'deleted' | IdentityFailureCode = 'deleted';
  /** While set, every call waits for it. */
  hold: Promise<void> | null = null;

  private async call(method: keyof IdentityProvider): Promise<void> {
    this.calls.push(method);
    await this.hold;
  }

  async prepare(): Promise<void> {
    await this.call('prepare');
  }

  async signIn(provider: SocialProvider): Promise<SignInStart> {
    await this.call('signIn');
    if (this.signInAnswer === 'redirecting') return { kind: 'redirecting' };
    const token = answered(this.signInAnswer);
    this.session = true;
    return { kind: 'signedIn', provider, token };
  }

  async hasPendingRedirect(): Promise<boolean> {
    await this.call('hasPendingRedirect');
    return this.pendingRedirect !== null;
  }

  async completeRedirect(): Promise<ProviderSignIn | null> {
    await this.call('completeRedirect');
    const pending = this.pendingRedirect;
    this.pendingRedirect = null;
    if (pending) this.session = true;
    return pending;
  }

  async hasSession(): Promise<boolean> {
    await this.call('hasSession');
    return this.session;
  }

  async refresh(): Promise<IdentityToken> {
    await this.call('refresh');
    const answer = this.refreshAnswers.length > 1 ? this.refreshAnswers.shift()! : this.refreshAnswers[0]!;
    return answered(answer);
  }

  async reauthenticate(_provider: SocialProvider): Promise<IdentityToken> {
    await this.call('reauthenticate');
    return answered(this.reauthenticateAnswer);
  }

  async deleteUser(): Promise<void> {
    await this.call('deleteUser');
    if (this.deleteAnswer !== 'deleted') throw new IdentityFailure(this.deleteAnswer);
    this.session = false;
  }

  async signOut(): Promise<void> {
    await this.call('signOut');
    this.session = false;
  }
}

function answered(answer: IdentityAnswer): IdentityToken {
  if (typeof answer === 'string') throw new IdentityFailure(answer);
  return answer;
}
