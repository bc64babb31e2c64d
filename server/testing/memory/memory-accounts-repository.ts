// The accounts port in memory, for the use cases' fast tests. The contract suite
// (server/persistence/accounts/accounts-repository.contract.ts) holds it to the same behaviour as
// the database's adapter: unique emails and Firebase uids (a creation that meets one creates
// nothing), a session or code only of an existing account, one account's (or one email's pending
// registration's) turns run one after another, a turn that throws leaving nothing behind (like a rollback), and a closed account read
// as absent. What ties an account to Herfa besides its own rows (orders, payments, the wallet:
// other ports' rows in the database) is what a test says it is (owe).
import type { OutgoingMail } from '../../use-cases/mail/mail';
import { PerShopper } from './per-shopper';
import { TurnQueue, undoneOnThrow, type UndoStep } from './turn-queue';
import { randomUUID } from 'node:crypto';
import type {
  AccountObligations,
  AccountRow,
  AccountsRepository,
  AccountTurn,
  NewAccount,
  NewPendingRegistration,
  NewResetCode,
  NewSession,
  PendingRegistrationRow,
  ProfileChanges,
  RegistrationTurn,
  ResetCodeRow,
} from '../../use-cases/accounts/accounts-repository';

/** An account as stored, with its stamps. */
export interface StoredAccount extends AccountRow {
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** When it was closed; absent while it is open. */
  readonly deletedAt?: Date;
}

const NO_OBLIGATIONS: AccountObligations = { openOrders: 0, paymentsUnderWay: 0, walletBalance: 0, walletHeld: 0 };

/** A session as stored. */
export interface StoredSession extends NewSession {
  readonly userId: string;
}

/** A reset code as stored, used or not. */
export interface StoredResetCode extends ResetCodeRow {
  readonly userId: string;
  readonly usedAt: Date | null;
}

export class MemoryAccountsRepository implements AccountsRepository {
  private readonly accounts = new Map<string, StoredAccount>();
  /** By token digest. */
  private readonly sessions = new Map<string, StoredSession>();
  /** By id, in the order stored. */
  private readonly codes = new Map<string, StoredResetCode>();
  /** Per account, the turn running or last queued: the next one starts after it. */
  private readonly turns = new TurnQueue();
  private readonly mails = new PerShopper<OutgoingMail>();
  private readonly obligations = new Map<string, AccountObligations>();
  /** By email. */
  private readonly pendings = new Map<string, PendingRegistrationRow>();
  /** Mail to addresses without an account (a registration's code), by address, oldest first. */
  private readonly addressMails = new Map<string, OutgoingMail[]>();
  /** Per email, the registration turn running or last queued. */
  private readonly registrationTurns = new TurnQueue();

  /** What was mailed to this address as an address (not to an account), oldest first. */
  mailsToAddress(address: string): readonly OutgoingMail[] {
    return this.addressMails.get(address) ?? [];
  }

  /** The email's pending registration as stored; undefined when none is waiting. */
  pendingRegistration(email: string): PendingRegistrationRow | undefined {
    return this.pendings.get(email);
  }

  /** What ties the account to Herfa from now on (its orders, payments and wallet live in other ports). */
  owe(userId: string, obligations: Partial<AccountObligations>): void {
    this.obligations.set(userId, { ...(this.obligations.get(userId) ?? NO_OBLIGATIONS), ...obligations });
  }

  /** What the account was mailed, oldest first. */
  mailsOf(userId: string): readonly OutgoingMail[] {
    return this.mails.of(userId);
  }

  /** An account as a test wants it (a seller's, say); its id. */
  addAccount(account: Partial<Omit<StoredAccount, 'id'>> & Pick<AccountRow, 'email'>): string {
    const id = randomUUID();
    const at = account.createdAt ?? new Date('2025-01-01T00:00:00Z');
    this.insertAccount({
      id,
      fullName: 'Noura Alharbi',
      phone: null,
      passwordHash: null,
      firebaseUid: null,
      role: 'shopper',
      sellerSlug: null,
      language: 'en',
      createdAt: at,
      updatedAt: at,
      ...account,
    });
    return id;
  }

  /** The account of this id as stored, stamps included; undefined when there is none. */
  storedAccount(userId: string): StoredAccount | undefined {
    return this.accounts.get(userId);
  }

  /** The account's sessions, expired or not, in the order opened. */
  sessionsOf(userId: string): StoredSession[] {
    return [...this.sessions.values()].filter((session) => session.userId === userId);
  }

  /** The account's reset codes, used or not, in the order stored. */
  resetCodesOf(userId: string): StoredResetCode[] {
    return [...this.codes.values()].filter((code) => code.userId === userId);
  }

  async byId(userId: string): Promise<AccountRow | null> {
    return rowOf(this.accounts.get(userId));
  }

  async byEmail(email: string): Promise<AccountRow | null> {
    return rowOf(this.openAccounts().find((account) => account.email === email));
  }

  async byFirebaseUid(uid: string): Promise<AccountRow | null> {
    return rowOf(this.openAccounts().find((account) => account.firebaseUid === uid));
  }

  async bySession(tokenHash: string, at: Date): Promise<AccountRow | null> {
    const session = this.sessions.get(tokenHash);
    if (!session || session.expiresAt.getTime() <= at.getTime()) return null;
    return rowOf(this.accounts.get(session.userId));
  }

  async create(account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null> {
    const taken = [...this.accounts.values()].some(
      (other) => other.email === account.email || (account.firebaseUid !== null && other.firebaseUid === account.firebaseUid),
    );
    if (taken) return null;
    if (this.sessions.has(firstSession.tokenHash)) throw new Error('A session of this token exists (primary key)');
    const stored: StoredAccount = { id: randomUUID(), role: 'shopper', sellerSlug: null, ...account, updatedAt: account.createdAt };
    this.insertAccount(stored);
    this.sessions.set(firstSession.tokenHash, { ...firstSession, userId: stored.id });
    this.mails.add(stored.id, firstMail, []);
    return rowOf(stored);
  }

  async holdRegistration(registration: NewPendingRegistration, mail: OutgoingMail, forgetExpiredBefore: Date): Promise<void> {
    await this.forgetExpiredRegistrations(forgetExpiredBefore);
    this.pendings.set(registration.email, { ...registration, attempts: 0 });
    this.addressMails.set(registration.email, [...this.mailsToAddress(registration.email), mail]);
  }

  async forgetExpiredRegistrations(before: Date): Promise<number> {
    const expired = [...this.pendings].filter(([, pending]) => pending.expiresAt.getTime() < before.getTime());
    for (const [email] of expired) this.pendings.delete(email);
    return expired.length;
  }

  inRegistrationTurn<T>(email: string, work: (turn: RegistrationTurn) => Promise<T>): Promise<T> {
    return this.registrationTurns.run(email, () =>
      undoneOnThrow((undo) => {
        const turn: RegistrationTurn = {
          pending: async () => this.pendings.get(email) ?? null,
          countWrongGuess: async () => {
            const pending = this.pendings.get(email);
            if (!pending) return;
            this.pendings.set(email, { ...pending, attempts: pending.attempts + 1 });
            undo.push(() => this.pendings.set(email, pending));
          },
          renewCode: async (code, mail) => {
            const pending = this.pendings.get(email);
            if (!pending) return;
            this.pendings.set(email, { ...pending, ...code, attempts: 0 });
            const mails = this.mailsToAddress(email);
            this.addressMails.set(email, [...mails, mail]);
            undo.push(() => {
              this.pendings.set(email, pending);
              this.addressMails.set(email, [...mails]);
            });
          },
          complete: async (account, firstSession, firstMail) => {
            const pending = this.pendings.get(email);
            this.pendings.delete(email);
            if (pending) undo.push(() => this.pendings.set(email, pending));
            const created = await this.create(account, firstSession, firstMail);
            if (created) {
              undo.push(() => {
                this.accounts.delete(created.id);
                this.sessions.delete(firstSession.tokenHash);
                this.mails.clear(created.id, []);
              });
            }
            return created;
          },
        };
        return work(turn);
      }),
    );
  }

  async openSession(userId: string, session: NewSession): Promise<void> {
    this.insertSession(userId, session);
  }

  async endSession(tokenHash: string): Promise<void> {
    this.sessions.delete(tokenHash);
  }

  async updateProfile(userId: string, changes: ProfileChanges, at: Date): Promise<AccountRow | null> {
    const account = this.accounts.get(userId);
    if (!account || account.deletedAt) return null;
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const changed: StoredAccount = { ...account, ...given, updatedAt: at };
    this.accounts.set(userId, changed);
    return rowOf(changed);
  }

  inAccountTurn<T>(userId: string, work: (turn: AccountTurn) => Promise<T>): Promise<T> {
    return this.turns.run(userId, () => undoneOnThrow((undo) => work(this.turnOf(userId, undo))));
  }

  /**
   * One account's turn, noting in `undo` how to take back each write: what it changed is put back
   * field by field and row by row, so a sign-in or a profile change made meanwhile outside the
   * turn (which the database would not hold back either) is kept.
   */
  private turnOf(userId: string, undo: UndoStep[]): AccountTurn {
    const change = (fields: Partial<StoredAccount>) => {
      const account = this.accounts.get(userId);
      if (!account) throw new Error(`No account ${userId}`);
      const before = Object.fromEntries(Object.keys(fields).map((key) => [key, account[key as keyof StoredAccount]]));
      this.accounts.set(userId, { ...account, ...fields });
      undo.push(() => {
        const now = this.accounts.get(userId);
        if (now) this.accounts.set(userId, { ...now, ...before });
      });
    };
    const setCode = (code: StoredResetCode) => {
      const before = this.codes.get(code.id);
      this.codes.set(code.id, code);
      undo.push(() => (before ? this.codes.set(code.id, before) : this.codes.delete(code.id)));
    };
    const waiting = () => this.resetCodesOf(userId).filter((code) => code.usedAt === null);
    const mine = (codeId: string) => {
      const code = this.codes.get(codeId);
      return code?.userId === userId ? code : undefined;
    };
    return {
      account: async () => rowOf(this.accounts.get(userId)),
      setPassword: async (passwordHash, at) => change({ passwordHash, updatedAt: at }),
      mail: async (mail) => this.mails.add(userId, mail, undo),
      linkFirebaseUid: async (uid, at) => {
        const other = [...this.accounts.values()].find((account) => account.firebaseUid === uid && account.id !== userId);
        if (other) throw new Error(`Another account has the Firebase uid ${uid} (unique index)`);
        change({ firebaseUid: uid, updatedAt: at });
      },
      openSession: async (session) => {
        this.insertSession(userId, session);
        undo.push(() => this.sessions.delete(session.tokenHash));
      },
      endSessions: async (keptTokenHash) => {
        for (const session of this.sessionsOf(userId)) {
          if (session.tokenHash === keptTokenHash) continue;
          this.sessions.delete(session.tokenHash);
          undo.push(() => this.sessions.set(session.tokenHash, session));
        }
      },
      waitingResetCode: async () => {
        const newest = waiting().reduce<StoredResetCode | null>(
          (latest, code) => (latest === null || code.createdAt.getTime() >= latest.createdAt.getTime() ? code : latest),
          null,
        );
        return newest && { id: newest.id, codeHash: newest.codeHash, attempts: newest.attempts, createdAt: newest.createdAt, expiresAt: newest.expiresAt };
      },
      dropWaitingResetCodes: async () => {
        for (const code of waiting()) {
          this.codes.delete(code.id);
          undo.push(() => this.codes.set(code.id, code));
        }
      },
      addResetCode: async (code: NewResetCode) => {
        if (!this.accounts.has(userId)) throw new Error(`No account ${userId} (foreign key)`);
        setCode({ id: randomUUID(), userId, attempts: 0, usedAt: null, ...code });
      },
      countWrongGuess: async (codeId) => {
        const code = mine(codeId);
        if (code) setCode({ ...code, attempts: code.attempts + 1 });
      },
      useResetCode: async (codeId, at) => {
        const code = mine(codeId);
        if (code) setCode({ ...code, usedAt: at });
      },
      obligations: async () => this.obligations.get(userId) ?? NO_OBLIGATIONS,
      close: async ({ fullName, email, at }) => {
        const account = this.accounts.get(userId);
        if (!account || account.deletedAt) return;
        for (const session of this.sessionsOf(userId)) {
          this.sessions.delete(session.tokenHash);
          undo.push(() => this.sessions.set(session.tokenHash, session));
        }
        for (const code of this.resetCodesOf(userId)) {
          this.codes.delete(code.id);
          undo.push(() => this.codes.set(code.id, code));
        }
        this.mails.clear(userId, undo);
        change({ fullName, email, phone: null, passwordHash: null, firebaseUid: null, deletedAt: at, updatedAt: at });
      },
    };
  }

  private openAccounts(): StoredAccount[] {
    return [...this.accounts.values()].filter((account) => !account.deletedAt);
  }

  private insertAccount(account: StoredAccount): void {
    const taken = [...this.accounts.values()].some(
      (other) => other.email === account.email || (account.firebaseUid !== null && other.firebaseUid === account.firebaseUid),
    );
    if (taken) throw new Error(`An account has the email ${account.email} or its Firebase uid (unique index)`);
    this.accounts.set(account.id, account);
  }

  private insertSession(userId: string, session: NewSession): void {
    if (!this.accounts.has(userId)) throw new Error(`No account ${userId} (foreign key)`);
    if (this.sessions.has(session.tokenHash)) throw new Error('A session of this token exists (primary key)');
    this.sessions.set(session.tokenHash, { ...session, userId });
  }
}

/** The row the port answers: the stored account without its stamps; none for a closed one. */
function rowOf(account: StoredAccount | undefined): AccountRow | null {
  if (!account || account.deletedAt) return null;
  const { id, fullName, email, phone, passwordHash, firebaseUid, role, sellerSlug, language } = account;
  return { id, fullName, email, phone, passwordHash, firebaseUid, role, sellerSlug, language };
}
