// Accounts in the database: users rows (unique by email and by Firebase uid: users_email_idx and
// users_firebase_uid_idx), sessions (keyed by the token's digest), password_resets and
// pending_registrations (keyed by email: holding one replaces the email's earlier one; an email's
// turn locks its row, and completing it creates the account like create() does). Creating an
// account inserts the user with ON CONFLICT DO NOTHING and its first session in one transaction,
// so the unique indexes decide between simultaneous creations. An account's turn is a transaction
// that first locks the account's users row (the one lock that serialises a shopper's changes:
// checkouts, top-ups and settlements take it too, so closing an account reads its orders, payments
// and wallet with none of them under way). A closed account's row (deleted_at set) is read as none.
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { CURRENT_STATUSES } from '../../../src/domain/order';
import type {
  AccountErasure,
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
import type { OutgoingMail } from '../../use-cases/mail/mail';
import type { Db } from '../database';
import { queueMail } from '../mail/mail-rows';
import {
  addresses,
  cardPayments,
  cartLines,
  favourites,
  mailOutbox,
  newsletterSubscriptions,
  notifications,
  orders,
  passwordResets,
  pendingRegistrations,
  pushSubscriptions,
  sessions,
  users,
} from '../schema';
import { inShopperTransaction, inTransaction, type Queryable, type Tx } from '../transactions';
import { readWalletTotals } from '../wallet/ledger-rows';

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

/** An account that is not closed. */
const open = isNull(users.deletedAt);

async function accountWhere(db: Queryable, condition: SQL): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(users).where(and(condition, open)).limit(1);
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
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, at), open))
      .limit(1);
    return row ?? null;
  }

  create(account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null> {
    return inTransaction(this.db, (tx) => createAccount(tx, account, firstSession, firstMail));
  }

  holdRegistration(registration: NewPendingRegistration, mail: OutgoingMail, forgetExpiredBefore: Date): Promise<void> {
    return inTransaction(this.db, async (tx) => {
      await tx.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, forgetExpiredBefore));
      const { email, ...rest } = registration;
      await tx
        .insert(pendingRegistrations)
        .values({ ...registration, attempts: 0 })
        .onConflictDoUpdate({ target: pendingRegistrations.email, set: { ...rest, attempts: 0 } });
      await queueMail(tx, { address: email }, mail);
    });
  }

  inRegistrationTurn<T>(email: string, work: (turn: RegistrationTurn) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (tx) => work(new DrizzleRegistrationTurn(tx, email)));
  }

  async forgetExpiredRegistrations(before: Date): Promise<number> {
    const forgotten = await this.db.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, before)).returning({ email: pendingRegistrations.email });
    return forgotten.length;
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
      .where(and(eq(users.id, userId), open))
      .returning(accountColumns);
    return row ?? null;
  }

  inAccountTurn<T>(userId: string, work: (turn: AccountTurn) => Promise<T>): Promise<T> {
    // A closed account's turn runs (its account() is null): the use cases answer it as absent.
    return inShopperTransaction(this.db, userId, (tx) => work(new DrizzleAccountTurn(tx, userId)), { closedAccount: 'enter' });
  }
}

/**
 * Creates the account (ON CONFLICT DO NOTHING: the unique indexes decide between racers), its
 * first session and its first mail in the transaction `tx`; null, creating nothing, when taken.
 */
async function createAccount(tx: Tx, account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null> {
  const [created] = await tx
    .insert(users)
    .values({ ...account, updatedAt: account.createdAt })
    .onConflictDoNothing()
    .returning(accountColumns);
  if (!created) return null;
  await tx.insert(sessions).values(sessionValues(created.id, firstSession));
  await queueMail(tx, { userId: created.id }, firstMail);
  return created;
}

/** One email's pending registration inside a transaction: the row is locked once read (FOR UPDATE), so the email's turns run one after another. */
class DrizzleRegistrationTurn implements RegistrationTurn {
  constructor(
    private readonly tx: Tx,
    private readonly email: string,
  ) {}

  async pending(): Promise<PendingRegistrationRow | null> {
    const [row] = await this.tx.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, this.email)).for('update');
    return row ?? null;
  }

  async countWrongGuess(): Promise<void> {
    await this.tx
      .update(pendingRegistrations)
      .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
      .where(eq(pendingRegistrations.email, this.email));
  }

  async renewCode(code: NewResetCode, mail: OutgoingMail): Promise<void> {
    await this.tx
      .update(pendingRegistrations)
      .set({ ...code, attempts: 0 })
      .where(eq(pendingRegistrations.email, this.email));
    await queueMail(this.tx, { address: this.email }, mail);
  }

  async complete(account: NewAccount, firstSession: NewSession, firstMail: OutgoingMail): Promise<AccountRow | null> {
    await this.tx.delete(pendingRegistrations).where(eq(pendingRegistrations.email, this.email));
    return createAccount(this.tx, account, firstSession, firstMail);
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

  async obligations(): Promise<AccountObligations> {
    const openOrders = await this.tx.$count(orders, and(eq(orders.userId, this.userId), inArray(orders.status, [...CURRENT_STATUSES])));
    const paymentsUnderWay = await this.tx.$count(cardPayments, and(eq(cardPayments.userId, this.userId), eq(cardPayments.state, 'awaiting-payment')));
    const wallet = await readWalletTotals(this.tx, this.userId);
    return { openOrders, paymentsUnderWay, walletBalance: wallet.balance, walletHeld: wallet.held };
  }

  async close({ fullName, email, at }: AccountErasure): Promise<void> {
    const [account] = await this.tx.select({ email: users.email }).from(users).where(and(eq(users.id, this.userId), open));
    if (!account) return;
    // Each table's rows of the account, by its user_id column.
    for (const owner of [sessions.userId, passwordResets.userId, addresses.userId, favourites.userId, cartLines.userId, pushSubscriptions.userId]) {
      await this.tx.delete(owner.table).where(eq(owner, this.userId));
    }
    // Their pushes go with them (push_outbox cascades). Sent mail too: it holds the address, the
    // name and what was bought, and the orders keep the record of the purchase.
    await this.tx.delete(notifications).where(eq(notifications.userId, this.userId));
    await this.tx.delete(mailOutbox).where(eq(mailOutbox.userId, this.userId));
    await this.tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, account.email));
    await this.tx
      .update(users)
      .set({ fullName, email, phone: null, passwordHash: null, firebaseUid: null, deletedAt: at, updatedAt: at })
      .where(eq(users.id, this.userId));
  }

  /** The account's codes not yet used. */
  private waiting(): SQL | undefined {
    return and(eq(passwordResets.userId, this.userId), isNull(passwordResets.usedAt));
  }
}
