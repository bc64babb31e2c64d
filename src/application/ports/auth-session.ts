// The AuthSession port: ending the signed-in session on the server (the header's Logout).
import { serviceToken } from './service-token';

export interface AuthSession {
  /** Ends this session on the server; other sessions of the account stay signed in. */
  logout(): Promise<void>;
}

export const AUTH_SESSION = serviceToken<AuthSession>('AuthSession');
