// What every adapter of the accounts port does, run against each of them: the database's on
// PGlite (accounts-repository.test.ts) and on the PostgreSQL server (.pg.test.ts, where creations
// and turns truly race), and the in-memory one the use cases' tests rely on, so that a fast test
// stands for the real thing. An account is created with its first session or not at all, and
// never twice for one email or Firebase uid, even when created many times at once; a session is
// found only while it lasts; a turn is atomic (work that throws leaves nothing) and runs after
// the account's previous turn; a turn touches only its own account's sessions and codes; a turn
// reads what still ties the account to Herfa, and a closed account keeps its row without its
// personal data and is found by no read.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore } from '../../testing/account-fixtures';
import { insertLedger, insertPaidCheckout } from '../../testing/cart-fixtures';
import { openTestDatabase } from '../../testing/test-database';
import type { AccountsRepository, NewAccount, NewPendingRegistration, NewSession } from '../../use-cases/accounts/accounts-repository';
import type { OutgoingMail } from '../../use-cases/mail/mail';
import { cardPayments, mailOutbox, orders, passwordResets, users } from '../schema';
import { DrizzleAccountsRepository } from './drizzle-accounts-repository';

/** A reset code as stored, used or not: what the port does not read back. */
export interface StoredCode {
  readonly attempts: number;
  readonly usedAt: Date | null;
}

/** What may tie an account to Herfa besides its own rows: orders, payments, wallet money. */
export type Obligation =
  | { readonly kind: 'openOrder' }
  | { readonly kind: 'finishedOrder' }
  | { readonly kind: 'paymentUnderWay' }
  | { readonly kind: 'wallet'; readonly amount: number };

/** An account's row as stored, whatever became of it. */
export interface StoredRow {
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly passwordHash: string | null;
  readonly firebaseUid: string | null;
  readonly deletedAt: Date | null;
}

/** An adapter over an empty store of accounts, and ways to read what the port does not answer. */
export interface AccountsWorld {
  readonly repository: AccountsRepository;
  /** Gives the account an order, a card payment or wallet money, as checkout and top-ups would. */
  owe(userId: string, obligation: Obligation): Promise<void>;
  /** The account's row as stored, closed or not. */
  storedRow(userId: string): Promise<StoredRow>;
  /** The account's reset codes, used or not, oldest first. */
  resetCodes(userId: string): Promise<StoredCode[]>;
  /** When the account was last changed. */
  updatedAt(userId: string): Promise<Date>;
  /** The kinds of the mails queued for the account, oldest first. */
  mailKinds(userId: string): Promise<string[]>;
  close(): Promise<void>;
}

const WELCOME: OutgoingMail = { kind: 'welcome', params: {} };

const CREATED_AT = new Date('2026-02-01T08:00:00.000Z');
const LATER = new Date('2026-02-01T09:30:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
const anEmail = () => `shopper${++counter}-${randomUUID().slice(0, 8)}@herfa.test`;

const anAccount = (overrides: Partial<NewAccount> = {}): NewAccount => ({
  fullName: 'Noura Alharbi',
  email: anEmail(),
  phone: '+966551234567',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  firebaseUid: null,
  language: 'ar',
  createdAt: CREATED_AT,
  ...overrides,
});

const aSession = (overrides: Partial<NewSession> = {}): NewSession => ({
  tokenHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
  rememberMe: false,
  createdAt: CREATED_AT,
  expiresAt: new Date(CREATED_AT.getTime() + DAY_MS),
  ...overrides,
});

const aCode = (codeHash: string, createdAt = CREATED_AT) => ({ codeHash, createdAt, expiresAt: new Date(createdAt.getTime() + 15 * 60_000) });

const pause = (ms: number) => new Promise((resume) => setTimeout(resume, ms));

export function accountsRepositoryContract(adapter: string, open: () => Promise<AccountsWorld>): void {
  describe(`the accounts port: ${adapter}`, () => {
    let world: AccountsWorld;
    let accounts: AccountsRepository;
    // One store for the suite; every test works with accounts of its own.
    beforeAll(async () => {
      world = await open();
      accounts = world.repository;
    }, 60_000);
    afterAll(() => world?.close());

    /** A new account and the digest of its first session. */
    async function anAccountWithSession(overrides: Partial<NewAccount> = {}): Promise<{ id: string; email: string; tokenHash: string }> {
      const session = aSession();
      const account = anAccount(overrides);
      const created = await accounts.create(account, session, WELCOME);
      if (!created) throw new Error('not created');
      return { id: created.id, email: account.email, tokenHash: session.tokenHash };
    }

    const isOpen = async (tokenHash: string) => (await accounts.bySession(tokenHash, CREATED_AT)) !== null;

    describe('creating an account', () => {
      it('stores it as given, a shopper, with its first session, and finds it by id, email and session', async () => {
        const account = anAccount({ fullName: 'عبد الله القحطاني' });
        const session = aSession();
        const created = await accounts.create(account, session, WELCOME);
        const expected = {
          id: expect.any(String),
          fullName: 'عبد الله القحطاني',
          email: account.email,
          phone: '+966551234567',
          passwordHash: account.passwordHash,
          firebaseUid: null,
          role: 'shopper',
          sellerSlug: null,
          language: 'ar',
        };
        expect(created).toEqual(expected);
        expect(await accounts.byId(created!.id)).toEqual(created);
        expect(await accounts.byEmail(account.email)).toEqual(created);
        expect(await accounts.bySession(session.tokenHash, CREATED_AT)).toEqual(created);
        expect(await world.updatedAt(created!.id)).toEqual(CREATED_AT);
        expect(await world.mailKinds(created!.id)).toEqual(['welcome']);
      });

      it('stores a social account without password or phone, found by its Firebase uid', async () => {
        const uid = `google-${randomUUID()}`;
        const created = await accounts.create(anAccount({ passwordHash: null, phone: null, firebaseUid: uid }), aSession(), WELCOME);
        expect(created).toMatchObject({ passwordHash: null, phone: null, firebaseUid: uid });
        expect(await accounts.byFirebaseUid(uid)).toEqual(created);
      });

      it('creates nothing, and answers null, when the email is registered already', async () => {
        const { email } = await anAccountWithSession();
        const session = aSession();
        expect(await accounts.create(anAccount({ email, fullName: 'Someone Else' }), session, WELCOME)).toBeNull();
        const kept = await accounts.byEmail(email);
        expect(kept?.fullName).toBe('Noura Alharbi');
        expect(await world.mailKinds(kept!.id)).toEqual(['welcome']);
        expect(await isOpen(session.tokenHash)).toBe(false);
      });

      it('creates nothing, and answers null, when the Firebase uid is linked already', async () => {
        const uid = `apple-${randomUUID()}`;
        const first = await accounts.create(anAccount({ firebaseUid: uid, passwordHash: null }), aSession(), WELCOME);
        const other = anAccount({ firebaseUid: uid, passwordHash: null });
        expect(await accounts.create(other, aSession(), WELCOME)).toBeNull();
        expect(await accounts.byEmail(other.email)).toBeNull();
        expect(await accounts.byFirebaseUid(uid)).toEqual(first);
      });

      it('creates one account of many simultaneous creations of one email', async () => {
        const email = anEmail();
        const sessions = Array.from({ length: 6 }, () => aSession());
        const created = await Promise.all(sessions.map((session) => accounts.create(anAccount({ email }), session, WELCOME)));
        expect(created.filter((account) => account !== null)).toHaveLength(1);
        const open = await Promise.all(sessions.map((session) => isOpen(session.tokenHash)));
        expect(open.filter(Boolean)).toHaveLength(1);
      });

      it('answers null for an id, email, uid or session it does not know', async () => {
        expect(await accounts.byId(randomUUID())).toBeNull();
        expect(await accounts.byEmail('nobody@herfa.test')).toBeNull();
        expect(await accounts.byFirebaseUid('no-such-uid')).toBeNull();
        expect(await accounts.bySession('0'.repeat(64), CREATED_AT)).toBeNull();
      });
    });

    describe('sessions', () => {
      it('finds a session only while it lasts', async () => {
        const { id } = await anAccountWithSession();
        const session = aSession({ rememberMe: true, expiresAt: LATER });
        await accounts.openSession(id, session);
        expect((await accounts.bySession(session.tokenHash, new Date(LATER.getTime() - 1)))?.id).toBe(id);
        expect(await accounts.bySession(session.tokenHash, LATER)).toBeNull();
      });

      it('ends only the session it is given', async () => {
        const { id, tokenHash } = await anAccountWithSession();
        const second = aSession();
        await accounts.openSession(id, second);
        await accounts.endSession(tokenHash);
        expect(await isOpen(tokenHash)).toBe(false);
        expect(await isOpen(second.tokenHash)).toBe(true);
        await accounts.endSession(tokenHash); // Ending it again changes nothing.
      });

      it('refuses a session of an account it does not have (it throws)', async () => {
        const session = aSession();
        await expect(accounts.openSession(randomUUID(), session)).rejects.toThrow();
        expect(await isOpen(session.tokenHash)).toBe(false);
      });
    });

    describe('the profile', () => {
      it('changes the fields given as of the time given, and leaves the rest', async () => {
        const { id } = await anAccountWithSession();
        const before = await accounts.byId(id);
        const changed = await accounts.updateProfile(id, { fullName: 'Noura Al-Harbi', language: 'en' }, LATER);
        expect(changed).toEqual({ ...before, fullName: 'Noura Al-Harbi', language: 'en' });
        expect(await accounts.byId(id)).toEqual(changed);
        expect(await world.updatedAt(id)).toEqual(LATER);
        expect(await accounts.updateProfile(id, { phone: '+966501112222' }, LATER)).toEqual({ ...changed, phone: '+966501112222' });
      });

      it('answers null for an account it does not have', async () => {
        expect(await accounts.updateProfile(randomUUID(), { fullName: 'Nobody' }, LATER)).toBeNull();
      });
    });

    describe('an account’s turn', () => {
      it('reads the account, sets its password and sees the change', async () => {
        const { id } = await anAccountWithSession();
        const read = await accounts.inAccountTurn(id, async (turn) => {
          await turn.setPassword('$argon2id$new', LATER);
          return turn.account();
        });
        expect(read?.passwordHash).toBe('$argon2id$new');
        expect((await accounts.byId(id))?.passwordHash).toBe('$argon2id$new');
        expect(await world.updatedAt(id)).toEqual(LATER);
      });

      it('reads no account for an id it does not have', async () => {
        expect(await accounts.inAccountTurn(randomUUID(), (turn) => turn.account())).toBeNull();
      });

      it('ends every session of the account but the one kept, then every one; another account’s stay', async () => {
        const { id, tokenHash: kept } = await anAccountWithSession();
        const other = await anAccountWithSession();
        const sessions = [aSession(), aSession()];
        for (const session of sessions) await accounts.openSession(id, session);

        await accounts.inAccountTurn(id, (turn) => turn.endSessions(kept));
        expect(await isOpen(kept)).toBe(true);
        expect(await Promise.all(sessions.map((session) => isOpen(session.tokenHash)))).toEqual([false, false]);

        const opened = aSession();
        await accounts.inAccountTurn(id, async (turn) => {
          await turn.endSessions();
          await turn.openSession(opened);
        });
        expect(await isOpen(kept)).toBe(false);
        expect(await isOpen(opened.tokenHash)).toBe(true);
        expect(await isOpen(other.tokenHash)).toBe(true);
      });

      it('links a Firebase uid, and refuses one another account has (it throws)', async () => {
        const { id } = await anAccountWithSession();
        const uid = `google-${randomUUID()}`;
        await accounts.inAccountTurn(id, (turn) => turn.linkFirebaseUid(uid, LATER));
        expect((await accounts.byFirebaseUid(uid))?.id).toBe(id);

        const other = await anAccountWithSession();
        await expect(accounts.inAccountTurn(other.id, (turn) => turn.linkFirebaseUid(uid, LATER))).rejects.toThrow();
        expect((await accounts.byId(other.id))?.firebaseUid).toBeNull();
      });

      it('keeps reset codes: the newest waiting one, wrong guesses counted, used or dropped', async () => {
        const { id } = await anAccountWithSession();
        expect(await accounts.inAccountTurn(id, (turn) => turn.waitingResetCode())).toBeNull();

        await accounts.inAccountTurn(id, async (turn) => {
          await turn.addResetCode(aCode('a'.repeat(64)));
          await turn.addResetCode(aCode('b'.repeat(64), LATER));
        });
        const newest = await accounts.inAccountTurn(id, (turn) => turn.waitingResetCode());
        expect(newest).toEqual({ id: expect.any(String), codeHash: 'b'.repeat(64), attempts: 0, createdAt: LATER, expiresAt: aCode('', LATER).expiresAt });

        await accounts.inAccountTurn(id, async (turn) => {
          await turn.countWrongGuess(newest!.id);
          await turn.countWrongGuess(newest!.id);
        });
        expect((await accounts.inAccountTurn(id, (turn) => turn.waitingResetCode()))?.attempts).toBe(2);

        await accounts.inAccountTurn(id, (turn) => turn.useResetCode(newest!.id, LATER));
        expect((await accounts.inAccountTurn(id, (turn) => turn.waitingResetCode()))?.codeHash).toBe('a'.repeat(64));

        await accounts.inAccountTurn(id, (turn) => turn.dropWaitingResetCodes());
        expect(await accounts.inAccountTurn(id, (turn) => turn.waitingResetCode())).toBeNull();
        expect(await world.resetCodes(id)).toEqual([{ attempts: 2, usedAt: LATER }]);
      });

      it('touches only its own account’s codes', async () => {
        const mine = await anAccountWithSession();
        const other = await anAccountWithSession();
        await accounts.inAccountTurn(other.id, (turn) => turn.addResetCode(aCode('c'.repeat(64))));
        const theirs = await accounts.inAccountTurn(other.id, (turn) => turn.waitingResetCode());

        await accounts.inAccountTurn(mine.id, async (turn) => {
          expect(await turn.waitingResetCode()).toBeNull();
          await turn.countWrongGuess(theirs!.id);
          await turn.useResetCode(theirs!.id, LATER);
          await turn.dropWaitingResetCodes();
        });
        expect(await world.resetCodes(other.id)).toEqual([{ attempts: 0, usedAt: null }]);
      });

      it('leaves nothing of a turn that throws, and goes on with the next one', async () => {
        const { id, tokenHash } = await anAccountWithSession();
        await accounts.inAccountTurn(id, (turn) => turn.addResetCode(aCode('d'.repeat(64))));
        const before = await accounts.byId(id);
        const opened = aSession();
        const refused = new Error('refused by the use case');
        await expect(
          accounts.inAccountTurn(id, async (turn) => {
            const code = await turn.waitingResetCode();
            await turn.countWrongGuess(code!.id);
            await turn.useResetCode(code!.id, LATER);
            await turn.setPassword('$argon2id$never', LATER);
            await turn.linkFirebaseUid(`google-${randomUUID()}`, LATER);
            await turn.endSessions();
            await turn.openSession(opened);
            await turn.addResetCode(aCode('e'.repeat(64), LATER));
            await turn.mail({ kind: 'passwordChanged', params: {} });
            throw refused;
          }),
        ).rejects.toBe(refused);

        expect(await accounts.byId(id)).toEqual(before);
        expect(await world.updatedAt(id)).toEqual(CREATED_AT);
        expect(await isOpen(tokenHash)).toBe(true);
        expect(await isOpen(opened.tokenHash)).toBe(false);
        expect(await world.mailKinds(id)).toEqual(['welcome']);
        expect(await world.resetCodes(id)).toEqual([{ attempts: 0, usedAt: null }]);

        await accounts.inAccountTurn(id, (turn) => turn.dropWaitingResetCodes());
        expect(await world.resetCodes(id)).toEqual([]);
      });

      it('keeps what a turn wrote before it returned a refusal', async () => {
        const { id } = await anAccountWithSession();
        await accounts.inAccountTurn(id, (turn) => turn.addResetCode(aCode('f'.repeat(64))));
        const answer = await accounts.inAccountTurn(id, async (turn) => {
          const code = await turn.waitingResetCode();
          await turn.countWrongGuess(code!.id);
          return 'wrong code';
        });
        expect(answer).toBe('wrong code');
        expect(await world.resetCodes(id)).toEqual([{ attempts: 1, usedAt: null }]);
      });

      it('runs one account’s turns one after another, so a turn sees what the one before wrote', async () => {
        const { id } = await anAccountWithSession();
        await accounts.inAccountTurn(id, (turn) => turn.addResetCode(aCode('0'.repeat(64))));
        const guess = () =>
          accounts.inAccountTurn(id, async (turn) => {
            const code = await turn.waitingResetCode();
            if (!code || code.attempts >= 3) return 'too many';
            await pause(20); // Time for another turn to read the same count, were it not waiting.
            await turn.countWrongGuess(code.id);
            return 'counted';
          });
        const answers = await Promise.all(Array.from({ length: 5 }, guess));
        expect(answers.sort()).toEqual(['counted', 'counted', 'counted', 'too many', 'too many']);
        expect(await world.resetCodes(id)).toEqual([{ attempts: 3, usedAt: null }]);
      });
    });

    describe('closing an account', () => {
      const erasure = (id: string) => ({ fullName: 'Former shopper', email: `deleted+${id}@deleted.invalid`, at: LATER });
      const obligationsOf = (id: string) => accounts.inAccountTurn(id, (turn) => turn.obligations());

      it('reads no obligation of a new account', async () => {
        const { id } = await anAccountWithSession();
        expect(await obligationsOf(id)).toEqual({ openOrders: 0, paymentsUnderWay: 0, walletBalance: 0, walletHeld: 0 });
      });

      it('counts open orders (not finished ones), card payments under way and the wallet’s money', async () => {
        const { id } = await anAccountWithSession();
        await world.owe(id, { kind: 'finishedOrder' });
        expect((await obligationsOf(id)).openOrders).toBe(0);
        await world.owe(id, { kind: 'openOrder' });
        await world.owe(id, { kind: 'openOrder' });
        await world.owe(id, { kind: 'paymentUnderWay' });
        await world.owe(id, { kind: 'wallet', amount: 12_350 });
        expect(await obligationsOf(id)).toEqual({ openOrders: 2, paymentsUnderWay: 1, walletBalance: 12_350, walletHeld: 0 });
        const other = await anAccountWithSession();
        expect((await obligationsOf(other.id)).openOrders).toBe(0);
      });

      it('keeps the row without its personal data, ends its sessions, codes and mail, and no read finds it any more', async () => {
        const uid = `google-${randomUUID()}`;
        const { id, email, tokenHash } = await anAccountWithSession({ firebaseUid: uid });
        const other = await anAccountWithSession();
        await accounts.inAccountTurn(id, (turn) => turn.addResetCode(aCode('9'.repeat(64))));
        await accounts.inAccountTurn(id, (turn) => turn.close(erasure(id)));

        expect(await world.storedRow(id)).toEqual({
          fullName: 'Former shopper',
          email: `deleted+${id}@deleted.invalid`,
          phone: null,
          passwordHash: null,
          firebaseUid: null,
          deletedAt: LATER,
        });
        expect(await world.updatedAt(id)).toEqual(LATER);
        expect(await isOpen(tokenHash)).toBe(false);
        expect(await world.resetCodes(id)).toEqual([]);
        expect(await world.mailKinds(id)).toEqual([]);
        expect(await accounts.byId(id)).toBeNull();
        expect(await accounts.byEmail(email)).toBeNull();
        expect(await accounts.byEmail(`deleted+${id}@deleted.invalid`)).toBeNull();
        expect(await accounts.byFirebaseUid(uid)).toBeNull();
        expect(await accounts.updateProfile(id, { fullName: 'Back Again' }, LATER)).toBeNull();
        expect(await accounts.inAccountTurn(id, (turn) => turn.account())).toBeNull();
        // Another account is untouched; the email and the Firebase uid are free again.
        expect(await isOpen(other.tokenHash)).toBe(true);
        const again = await accounts.create(anAccount({ email, firebaseUid: uid }), aSession(), WELCOME);
        expect(again?.id).not.toBe(id);
        expect(await accounts.byEmail(email)).toEqual(again);
      });

      it('closes nothing in a turn that throws', async () => {
        const { id, tokenHash } = await anAccountWithSession();
        const before = await world.storedRow(id);
        const refused = new Error('refused by the use case');
        await expect(
          accounts.inAccountTurn(id, async (turn) => {
            await turn.close(erasure(id));
            throw refused;
          }),
        ).rejects.toBe(refused);
        expect(await world.storedRow(id)).toEqual(before);
        expect(await isOpen(tokenHash)).toBe(true);
        expect(await world.mailKinds(id)).toEqual(['welcome']);
      });
    });

    describe('pending registrations', () => {
      const aPending = (email: string, overrides: Partial<NewPendingRegistration> = {}): NewPendingRegistration => ({
        fullName: 'Salem Alotaibi',
        email,
        phone: '+966551234567',
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
        language: 'ar',
        codeHash: 'a'.repeat(64),
        createdAt: CREATED_AT,
        expiresAt: new Date(CREATED_AT.getTime() + 15 * 60_000),
        ...overrides,
      });
      const CODE_MAIL: OutgoingMail = { kind: 'registrationCode', params: { code: '123456', minutes: 15, name: 'Salem Alotaibi', language: 'ar' } };
      const LONG_AGO = new Date(CREATED_AT.getTime() - DAY_MS);

      it('keeps one per email, a new one replacing the earlier one with its attempts', async () => {
        const email = anEmail();
        await accounts.holdRegistration(aPending(email), CODE_MAIL, LONG_AGO);
        await accounts.inRegistrationTurn(email, (turn) => turn.countWrongGuess());
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.pending())).toEqual({ ...aPending(email), attempts: 1 });
        await accounts.holdRegistration(aPending(email, { fullName: 'Sara', codeHash: 'b'.repeat(64) }), CODE_MAIL, LONG_AGO);
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.pending())).toEqual({
          ...aPending(email, { fullName: 'Sara', codeHash: 'b'.repeat(64) }),
          attempts: 0,
        });
        expect(await accounts.inRegistrationTurn(anEmail(), (turn) => turn.pending())).toBeNull();
        expect(await accounts.byEmail(email)).toBeNull();
      });

      it('forgets anyone\'s that expired before the given time when one is held', async () => {
        const old = anEmail();
        await accounts.holdRegistration(aPending(old, { expiresAt: new Date(LONG_AGO.getTime() - 1) }), CODE_MAIL, LONG_AGO);
        await accounts.holdRegistration(aPending(anEmail()), CODE_MAIL, LONG_AGO);
        expect(await accounts.inRegistrationTurn(old, (turn) => turn.pending())).toBeNull();
      });

      it('forgets, when asked, every one that expired before the given time, and only those', async () => {
        const [old, fresh] = [anEmail(), anEmail()];
        await accounts.holdRegistration(aPending(old, { expiresAt: new Date(LONG_AGO.getTime() - 1) }), CODE_MAIL, new Date(0));
        await accounts.holdRegistration(aPending(fresh), CODE_MAIL, new Date(0));
        expect(await accounts.forgetExpiredRegistrations(LONG_AGO)).toBeGreaterThanOrEqual(1);
        expect(await accounts.inRegistrationTurn(old, (turn) => turn.pending())).toBeNull();
        expect(await accounts.inRegistrationTurn(fresh, (turn) => turn.pending())).not.toBeNull();
        expect(await accounts.forgetExpiredRegistrations(LONG_AGO)).toBe(0);
      });

      it('renews the code: a new digest and lifetime, no attempts', async () => {
        const email = anEmail();
        await accounts.holdRegistration(aPending(email), CODE_MAIL, LONG_AGO);
        await accounts.inRegistrationTurn(email, (turn) => turn.countWrongGuess());
        const renewed = aCode('c'.repeat(64), LATER);
        await accounts.inRegistrationTurn(email, (turn) => turn.renewCode(renewed, CODE_MAIL));
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.pending())).toEqual({ ...aPending(email), ...renewed, attempts: 0 });
      });

      it('completes into an account with its session and welcome, once; an email with an account creates nothing', async () => {
        const email = anEmail();
        await accounts.holdRegistration(aPending(email), CODE_MAIL, LONG_AGO);
        const session = aSession();
        const created = await accounts.inRegistrationTurn(email, (turn) => turn.complete(anAccount({ email }), session, WELCOME));
        expect(created).toMatchObject({ email, role: 'shopper' });
        expect(await accounts.bySession(session.tokenHash, CREATED_AT)).toEqual(created);
        expect(await world.mailKinds(created!.id)).toEqual(['welcome']);
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.pending())).toBeNull();

        await accounts.holdRegistration(aPending(email), CODE_MAIL, LONG_AGO);
        const again = aSession();
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.complete(anAccount({ email }), again, WELCOME))).toBeNull();
        expect(await isOpen(again.tokenHash)).toBe(false);
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.pending())).toBeNull();
      });

      it('completes one account of many simultaneous turns of one email', async () => {
        const email = anEmail();
        await accounts.holdRegistration(aPending(email), CODE_MAIL, LONG_AGO);
        const outcomes = await Promise.all(
          Array.from({ length: 5 }, () =>
            accounts.inRegistrationTurn(email, async (turn) => {
              if (!(await turn.pending())) return null;
              await pause(5);
              return turn.complete(anAccount({ email }), aSession(), WELCOME);
            }),
          ),
        );
        expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
      });

      it('keeps nothing of a turn that throws', async () => {
        const email = anEmail();
        await accounts.holdRegistration(aPending(email), CODE_MAIL, LONG_AGO);
        const refused = new Error('refused by the use case');
        await expect(
          accounts.inRegistrationTurn(email, async (turn) => {
            await turn.countWrongGuess();
            await turn.complete(anAccount({ email }), aSession(), WELCOME);
            throw refused;
          }),
        ).rejects.toBe(refused);
        expect(await accounts.byEmail(email)).toBeNull();
        expect(await accounts.inRegistrationTurn(email, (turn) => turn.pending())).toEqual({ ...aPending(email), attempts: 0 });
      });
    });
  });
}

/** The database's adapter over a fresh database: PGlite, or the PostgreSQL server. */
export async function drizzleAccountsWorld({ postgres = false } = {}): Promise<AccountsWorld> {
  const { database, drop } = await openTestDatabase({ postgres });
  const { db } = database;
  await insertStore(db);
  return {
    repository: new DrizzleAccountsRepository(db),
    owe: async (userId, obligation) => {
      const code = `HRF-${randomUUID().slice(0, 8)}`;
      if (obligation.kind === 'openOrder' || obligation.kind === 'finishedOrder') {
        await insertPaidCheckout(db, userId, [code]);
        if (obligation.kind === 'finishedOrder') await db.update(orders).set({ status: 'delivered' }).where(eq(orders.code, code));
      } else if (obligation.kind === 'paymentUnderWay') {
        await db
          .insert(cardPayments)
          .values({ userId, purpose: 'topup', idempotencyKey: randomUUID(), amount: 5_000, gateway: 'sandbox', state: 'awaiting-payment' });
      } else {
        await insertLedger(db, userId, [{ kind: 'topup', amount: obligation.amount, ref: `top-up-${code}` }]);
      }
    },
    storedRow: async (userId) => {
      const [row] = await db
        .select({
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          passwordHash: users.passwordHash,
          firebaseUid: users.firebaseUid,
          deletedAt: users.deletedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!row) throw new Error(`No account ${userId}`);
      return row;
    },
    resetCodes: async (userId) =>
      db
        .select({ attempts: passwordResets.attempts, usedAt: passwordResets.usedAt })
        .from(passwordResets)
        .where(eq(passwordResets.userId, userId))
        .orderBy(passwordResets.createdAt),
    updatedAt: async (userId) => {
      const [row] = await db.select({ updatedAt: users.updatedAt }).from(users).where(eq(users.id, userId));
      if (!row) throw new Error(`No account ${userId}`);
      return row.updatedAt;
    },
    mailKinds: async (userId) => {
      const rows = await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(mailOutbox.createdAt);
      return rows.map((row) => row.kind ?? '');
    },
    close: drop,
  };
}
