// The port of the mail outbox, as its delivery sees it: mails queued by the turns of what they
// report (mail-rows.ts in the database), taken a few at a time under a lease, and marked sent,
// due again later, or given up. An adapter (server/persistence/mail) keeps them; the delivery
// (mail-delivery.ts) decides when to try again and when to give up.
import type { Language } from '../../../src/domain/locale';
import type { MailKind, RenderedMail } from './mail';

/** A queued mail as the delivery takes it. */
export interface QueuedMail {
  readonly id: string;
  readonly kind: MailKind;
  readonly params: Readonly<Record<string, unknown>>;
  /** The account it is for, or null for a mail to an address. */
  readonly userId: string | null;
  /** The address of a mail without an account (customer care); null for an account's. */
  readonly address: string | null;
  readonly replyTo: string | null;
  /** Attempts so far, this one included. */
  readonly attempts: number;
  readonly createdAt: Date;
}

/** Whom an account's mail reaches, as the account stands when the mail is written out. */
export interface MailReader {
  readonly email: string;
  readonly fullName: string;
  readonly language: Language;
}

/** A mail as an operator reads it (`npm run mails`): what was asked, and how its delivery stands. */
export interface OutboxEntry extends Omit<QueuedMail, 'kind'> {
  /** Null for a mail stored before the outbox kept kinds: it has its words only. */
  readonly kind: MailKind | null;
  readonly to: string | null;
  readonly sent: (RenderedMail & { readonly at: Date }) | null;
  /** Null until the first try. */
  readonly nextAttemptAt: Date | null;
  readonly lastError: string | null;
  readonly failedAt: Date | null;
}

export interface MailOutbox {
  /**
   * Takes up to `limit` mails due by `now`, oldest first, each counted as one more attempt and
   * leased until `leaseUntil`: no other delivery (in this process or another) takes them meanwhile,
   * and one that stops without marking them finds them due again when the lease ends.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<QueuedMail[]>;
  /** The account's address, name and language; null when the account is gone. */
  reader(userId: string): Promise<MailReader | null>;
  /** Delivered to `to` at `at`, as written out. */
  markSent(id: string, to: string, mail: RenderedMail, at: Date): Promise<void>;
  /** Not delivered: due again at `at`, with why. */
  retryAt(id: string, at: Date, error: string): Promise<void>;
  /** Not delivered, and never will be: given up at `at`, with why. */
  giveUp(id: string, at: Date, error: string): Promise<void>;
  /** The newest mails, the newest first, to the address or account given (any when omitted). */
  latest(limit: number, to?: string): Promise<OutboxEntry[]>;
}
