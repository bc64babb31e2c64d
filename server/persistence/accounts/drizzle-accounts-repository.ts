// Accounts in the database: users rows (unique by email and by Firebase uid: users_email_idx and
// users_firebase_uid_idx), sessions (keyed by the token's digest) and password_resets. Creating an
// account inserts the user with ON CONFLICT DO NOTHING and its first session in one transaction,
// so the unique indexes decide between simultaneous creations. An account's turn is a transaction
// that first locks the account's users row (the one lock that serialises a shopper's changes).
import { and, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  AccountRow,
  AccountsRepository,
  AccountTurn,
  NewAccount,
  NewResetCode,
  NewSession,
  ProfileChanges,
  ResetCodeRow,
} from '../../use-cases/accounts/accounts-repository';
import type { OutgoingMail } from '../../use-cases/mail/mail';
import type { Db } from '../database';
import { queueMail } from '../mail/mail-rows';
import { passwordResets, sessions, users } from '../schema';
import { inShopperTransaction, inTransaction, type Queryable, type Tx } from '../transactions';

/** The columns an AccountRow reads. */
const accountColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  passwordHash: users.passwordHash,
  firebaseUid: users.firebaseUid,
  role: users.role,
  sellerSlug: users.sellerSlug,
  language: users.language,
};

async function accountWhere(db: Queryable, condition: SQL): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(users).where(condition).limit(1);
  return row ?? null;
}

const sessionValues = (userId: string, session: NewSession) => ({ ...session, userId });

export class DrizzleAccountsRepository implements AccountsRepository {
  constructor(private readonly db: Db) {}

  byId(userId: string): Promise<AccountRow | null> {
    return accountWhere(this.db, eq(users.id, userId));
  }

  byEmail(email: string): Promise<AccountRow | null> {
    return accountWhere(this.db, eq(users.email, email));
  }

  byFirebaseUid(uid: string): Promise<AccountRow | null> {
    return accountWhere(this.db, eq(users.firebaseUid, uid));
  }

  async bySession(tokenHash: string, at: Date): Promise<AccountRow | null> {
    const [row] = await this.db
      .select(accountColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, at)))
      .limit(1);
    return row ?? null;
  }

  create(account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null> {
    return inTransaction(this.db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ ...account, updatedAt: account.createdAt })
        .onConflictDoNothing()
        .returning(accountColumns);
      if (!created) return null;
      await tx.insert(sessions).values(sessionValues(created.id, firstSession));
      await queueMail(tx, { userId: created.id }, firstMail);
      return created;
    });
  }

  async openSession(userId: string, session: NewSession): Promise<void> {
    await this.db.insert(sessions).values(sessionValues(userId, session));
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async updateProfile(userId: string, changes: ProfileChanges, at: Date): Promise<AccountRow | null> {
    const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const [row] = await this.db
      .update(users)
      .set({ ...given, updatedAt: at })
      .where(eq(users.id, userId))
      .returning(accountColumns);
    return row ?? null;
  }

  inAccountTurn<T>(userId: string, work: (turn: AccountTurn) => Promise<T>): Promise<T> {
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleAccountTurn(tx, userId)));
  }
}

/** One account's turn inside the transaction that holds the account's lock. */
class DrizzleAccountTurn implements AccountTurn {
  constructor(
    private readonly tx: Tx,
    private readonly userId: string,
  ) {}

  account(): Promise<AccountRow | null> {
    return accountWhere(this.tx, eq(users.id, this.userId));
  }

  async setPassword(passwordHash: string, at: Date): Promise<void> {
    await this.tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, this.userId));
  }

  async linkFirebaseUid(uid: string, at: Date): Promise<void> {
    await this.tx.update(users).set({ firebaseUid: uid, updatedAt: at }).where(eq(users.id, this.userId));
  }

  async openSession(session: NewSession): Promise<void> {
    await this.tx.insert(sessions).values(sessionValues(this.userId, session));
  }

  async endSessions(keptTokenHash?: string): Promise<void> {
    const mine = eq(sessions.userId, this.userId);
    await this.tx.delete(sessions).where(keptTokenHash === undefined ? mine : and(mine, ne(sessions.tokenHash, keptTokenHash)));
  }

  async waitingResetCode(): Promise<ResetCodeRow | null> {
    const [row] = await this.tx
      .select({
        id: passwordResets.id,
        codeHash: passwordResets.codeHash,
        attempts: passwordResets.attempts,
        createdAt: passwordResets.createdAt,
        expiresAt: passwordResets.expiresAt,
      })
      .from(passwordResets)
      .where(this.waiting())
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    return row ?? null;
  }

  async dropWaitingResetCodes(): Promise<void> {
    await this.tx.delete(passwordResets).where(this.waiting());
  }

  async addResetCode(code: NewResetCode): Promise<void> {
    await this.tx.insert(passwordResets).values({ ...code, userId: this.userId });
  }

  async countWrongGuess(codeId: string): Promise<void> {
    await this.tx
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(and(eq(passwordResets.id, codeId), eq(passwordResets.userId, this.userId)));
  }

  async useResetCode(codeId: string, at: Date): Promise<void> {
    await this.tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.id, codeId), eq(passwordResets.userId, this.userId)));
  }

  mail(mail: OutgoingMail): Promise<void> {
    return queueMail(this.tx, { userId: this.userId }, mail);
  }

  /** The account's codes not yet used. */
  private waiting(): SQL | undefined {
    return and(eq(passwordResets.userId, this.userId), isNull(passwordResets.usedAt));
  }
}
