// Session tokens: opaque and random, handed to the shopper once; only their SHA-256 is stored, so
// a leaked database does not leak sessions. Opening a session (accounts.ts) and resolving a bearer
// token (server/adapters/session-authenticator.ts) use this one digest.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, in hex. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
