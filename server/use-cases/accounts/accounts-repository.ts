// The port of accounts: the users rows, their sessions (stored by the token's digest, never the
// token), their one-time password-reset codes (stored by the code's digest) and the registrations
// waiting for their mailed code (one per email, the code's digest only). An adapter stores
// and reads them (server/persistence/accounts, or an in-memory one in tests); the use cases in
// accounts.ts decide everything else: hashes, lifetimes, attempts, limits and answers.
//
// Two kinds of write keep their guarantees under concurrency: creating an account (with its first
// session) is one atomic method, where the unique email and Firebase uid decide between racers;
// every change to an existing account that must not interleave with another (a password, its
// sessions, its reset codes, linking a social identity, closing it) runs in one turn of that account's;
// checking a registration's code and creating its account runs in one turn of that email's.
//
// A closed (deleted) account keeps its row, which its orders, wallet ledger and reviews name, but
// nothing else: every read of this port answers it as absent.

import type { OutgoingMail } from '../mail/mail';

/** An account as stored. */
export interface AccountRow {
  readonly id: string;
  readonly fullName: string;
  /** Lower-cased. */
  readonly email: string;
  /** E.164 (+9665XXXXXXXX); null for an account made by social sign-in until the shopper adds one. */
  readonly phone: string | null;
  /** The password's hash; null for an account that only signs in socially. */
  readonly passwordHash: string | null;
  /** The identity provider's user id (Firebase uid); null until a social sign-in links one. */
  readonly firebaseUid: string | null;
  readonly role: 'shopper' | 'seller';
  /** For seller accounts: the store they act for. */
  readonly sellerSlug: string | null;
  /** As stored; the use case reads an unknown one as English. */
  readonly language: string;
}

/** An account to create: a shopper, with a password or a social identity. */
export interface NewAccount {
  readonly fullName: string;
  /** Lower-cased. */
  readonly email: string;
  readonly phone: string | null;
  readonly passwordHash: string | null;
  readonly firebaseUid: string | null;
  readonly language: string;
  /** Also its first `updatedAt`. */
  readonly createdAt: Date;
}

/** A session to open: the use case chose the token (only its digest is stored) and its lifetime. */
export interface NewSession {
  readonly tokenHash: string;
  readonly rememberMe: boolean;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Changes to an account's profile; an absent field stays as it is. */
export interface ProfileChanges {
  readonly fullName?: string;
  readonly phone?: string;
  readonly language?: string;
}

/** A one-time password-reset code to store: its digest and lifetime. */
export interface NewResetCode {
  readonly codeHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A reset code as stored, not yet used. */
export interface ResetCodeRow {
  readonly id: string;
  readonly codeHash: string;
  /** Wrong guesses counted against it. */
  readonly attempts: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A registration waiting for the code mailed to its email: what the account will be made of, and the code's digest and lifetime. */
export interface NewPendingRegistration {
  readonly fullName: string;
  /** Lower-cased; one pending registration per email. */
  readonly email: string;
  readonly phone: string;
  readonly passwordHash: string;
  readonly language: string;
  readonly codeHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A pending registration as stored, with the wrong guesses counted against its code. */
export interface PendingRegistrationRow extends NewPendingRegistration {
  readonly attempts: number;
}

/** One email's pending registration while its code is checked: none of that email's other turns runs meanwhile. */
export interface RegistrationTurn {
  /** The email's pending registration (expired or not); null when none is waiting. */
  pending(): Promise<PendingRegistrationRow | null>;
  /** Counts one more wrong guess against the pending registration's code. */
  countWrongGuess(): Promise<void>;
  /** Gives the pending registration a new code (its attempts start again) and queues `mail` to the email's address. */
  renewCode(code: NewResetCode, mail: OutgoingMail): Promise<void>;
  /**
   * Creates the account, opens its first session and queues its first mail (as create() does),
   * and forgets the pending registration. Null, creating nothing but still forgetting the pending
   * registration, when an account has the email already.
   */
  complete(account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null>;
}

/**
 * What still ties an account to Herfa, read in the account's turn: an account is closed only
 * when every count is zero.
 */
export interface AccountObligations {
  /** Orders not yet delivered, rejected or cancelled. */
  readonly openOrders: number;
  /** Card payments (a checkout's card part, a wallet top-up) still awaiting the gateway. */
  readonly paymentsUnderWay: number;
  /** The wallet's spendable halalas. */
  readonly walletBalance: number;
  /** The wallet's halalas held for checkouts awaiting their card payment. */
  readonly walletHeld: number;
}

/**
 * Thrown by a shopper's turn (the cart, addresses, checkout, top-ups, reviews) that finds the
 * account closed: a request that was signed in before the account was deleted, and reached its
 * turn after. Answered as a request without a session (401 auth.required).
 */
export class AccountClosed extends Error {
  constructor(readonly userId: string) {
    super(`The account ${userId} is closed`);
    this.name = 'AccountClosed';
  }
}

/** What a closed account's row keeps instead of its personal data; the use case chooses it. */
export interface AccountErasure {
  /** Shown wherever the account's name was (a seller's orders, an invoice). */
  readonly fullName: string;
  /** Unique to the account and deliverable nowhere, so the real address can register again. */
  readonly email: string;
  readonly at: Date;
}

/** One account while it is being changed: none of that account's other turns runs meanwhile. */
export interface AccountTurn {
  /** The account as it stands now, held until the turn ends; null when there is no such account, or it is closed. */
  account(): Promise<AccountRow | null>;
  /** Sets the account's password hash as of `at`. */
  setPassword(passwordHash: string, at: Date): Promise<void>;
  /** Links the account to a Firebase user as of `at`; a uid another account has is refused (it throws). */
  linkFirebaseUid(uid: string, at: Date): Promise<void>;
  /** Opens a session of the account. */
  openSession(session: NewSession): Promise<void>;
  /** Ends every session of the account, but the one whose token digest is `keptTokenHash` when given. */
  endSessions(keptTokenHash?: string): Promise<void>;
  /** The account's newest reset code not yet used (expired or not); null when none is waiting. */
  waitingResetCode(): Promise<ResetCodeRow | null>;
  /** Forgets every reset code of the account not yet used; used ones stay as a record. */
  dropWaitingResetCodes(): Promise<void>;
  /** Stores a new reset code for the account, with no attempts counted. */
  addResetCode(code: NewResetCode): Promise<void>;
  /** Counts one more wrong guess against the account's code of this id. */
  countWrongGuess(codeId: string): Promise<void>;
  /** Marks the account's code of this id used as of `at`: it waits no more. */
  useResetCode(codeId: string, at: Date): Promise<void>;
  /** Mails the account, in the same turn: sent once the turn has committed. */
  mail(mail: OutgoingMail): Promise<void>;
  /** What still ties the account to Herfa, as it stands in this turn (a checkout of the same shopper waits for the turn, or came before it). */
  obligations(): Promise<AccountObligations>;
  /**
   * Closes the account as of `erasure.at`: its row keeps only the erasure's name and email (no
   * phone, password or Firebase uid) and is marked deleted; its sessions, reset codes, saved
   * addresses, favourites, cart, push subscriptions, notifications, mail and newsletter
   * subscription are deleted. Its orders, payments, wallet ledger and reviews stay, naming the row.
   * Every read answers the account as absent afterwards.
   */
  close(erasure: AccountErasure): Promise<void>;
}

export interface AccountsRepository {
  /** The account of this id; null when there is none (or it is closed, as in every read below). */
  byId(userId: string): Promise<AccountRow | null>;
  /** The account of this (lower-cased) email; null when there is none. */
  byEmail(email: string): Promise<AccountRow | null>;
  /** The account linked to this Firebase user; null when there is none. */
  byFirebaseUid(uid: string): Promise<AccountRow | null>;
  /** The account whose session has this token digest, when the session expires later than `at`; null otherwise. */
  bySession(tokenHash: string, at: Date): Promise<AccountRow | null>;
  /**
   * Creates the account, opens its first session and queues its first mail, all or none, in one
   * atomic step. Null, creating nothing, when an account has the email (or the Firebase uid)
   * already: the store's unique keys decide, so of many simultaneous creations of one email
   * exactly one succeeds.
   */
  create(account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null>;
  /**
   * Keeps a registration waiting for its code, replacing the email's earlier one, and queues
   * `mail` to the email's address, all or none. Pending registrations that expired before
   * `forgetExpiredBefore` (anyone's) are forgotten meanwhile.
   */
  holdRegistration(registration: NewPendingRegistration, mail: OutgoingMail, forgetExpiredBefore: Date): Promise<void>;
  /** Forgets every pending registration that expired before `before`; answers how many. */
  forgetExpiredRegistrations(before: Date): Promise<number>;
  /** Runs `work` as one turn of the email's pending registration, with the guarantees of inAccountTurn. */
  inRegistrationTurn<T>(email: string, work: (turn: RegistrationTurn) => Promise<T>): Promise<T>;
  /** Opens a session of the account (a sign-in): one insert, atomic by itself. */
  openSession(userId: string, session: NewSession): Promise<void>;
  /** Ends the session whose token digest this is, if there is one; the account's others stay. */
  endSession(tokenHash: string): Promise<void>;
  /** Applies the changes as of `at` and answers the account as changed; null when there is no such account. */
  updateProfile(userId: string, changes: ProfileChanges, at: Date): Promise<AccountRow | null>;
  /**
   * Runs `work` as one turn of the account's: one account's turns run one after another (each
   * sees what the one before wrote), and when `work` throws, nothing it wrote stays; when it
   * returns, everything it wrote stays (a refusal it returns still keeps a counted attempt).
   * Another account's turns need not wait.
   */
  inAccountTurn<T>(userId: string, work: (turn: AccountTurn) => Promise<T>): Promise<T>;
}
