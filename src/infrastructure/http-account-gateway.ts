// AccountGateway over the API's account operations (src/contract/accounts.ts).
import type {
  AccountGateway,
  AccountUser,
  Credentials,
  DeletionConfirmation,
  PasswordChange,
  PasswordReset,
  ProfileChange,
  Registration,
  RegistrationStarted,
  SignedInSession,
  SocialProvider,
} from '../application/ports/account-gateway';
import { accountOperations } from '../contract/accounts';
import type { ApiClient } from './api-client';

export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly api: ApiClient) {}

  register(registration: Registration): Promise<RegistrationStarted> {
    return this.api.call(accountOperations.register, { body: registration });
  }

  async resendRegistrationCode(email: string): Promise<void> {
    await this.api.call(accountOperations.resendRegistrationCode, { body: { email } });
  }

  confirmRegistration(email: string, code: string): Promise<SignedInSession> {
    return this.api.call(accountOperations.confirmRegistration, { body: { email, code } });
  }

  login(credentials: Credentials): Promise<SignedInSession> {
    return this.api.call(accountOperations.login, { body: credentials });
  }

  currentUser(): Promise<AccountUser> {
    return this.api.call(accountOperations.me);
  }

  updateProfile(change: ProfileChange): Promise<AccountUser> {
    return this.api.call(accountOperations.updateProfile, { body: change });
  }

  async changePassword(change: PasswordChange): Promise<void> {
    await this.api.call(accountOperations.changePassword, { body: change });
  }

  async requestResetCode(email: string): Promise<void> {
    await this.api.call(accountOperations.forgotPassword, { body: { email } });
  }

  async verifyResetCode(email: string, code: string): Promise<void> {
    await this.api.call(accountOperations.verifyResetCode, { body: { email, code } });
  }

  resetPassword(reset: PasswordReset): Promise<SignedInSession> {
    return this.api.call(accountOperations.resetPassword, { body: reset });
  }

  async socialSignIn(idToken: string, provider: SocialProvider): Promise<SignedInSession & { created: boolean }> {
    const { token, user, created } = await this.api.call(accountOperations.socialSignIn, { body: { idToken, provider } });
    return { token, user, created };
  }

  async deleteAccount(confirmation: DeletionConfirmation): Promise<void> {
    await this.api.call(accountOperations.deleteAccount, { body: confirmation });
  }
}
