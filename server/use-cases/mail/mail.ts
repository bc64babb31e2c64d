// What Herfa mails, as the use cases decide it: a kind and its parameters, written to the durable
// outbox in the same turn as what it reports (an order placed, a payment failed, a password
// changed), and written out in words (subject, plain text, HTML, in the reader's language) only
// when it is delivered (mail-delivery.ts). A mail is therefore never sent for something that was
// rolled back, and a slow or failing mail server never holds up the turn that asked for it.

/** The statuses a shopper is mailed about (an order accepted or being prepared is only a notification). */
export const MAILED_STATUSES = ['shipped', 'delivered', 'cancelled', 'rejected'] as const;
export type MailedStatus = (typeof MAILED_STATUSES)[number];

/** Each kind and what it carries; amounts in halalas. */
export interface MailParams {
  /** The order confirmation: the order is read again when the mail is written (items, amounts, address). */
  readonly orderPlaced: { readonly code: string };
  /** Shipped, delivered, or cancelled / rejected with what went back to the wallet (null: nothing). */
  readonly orderStatus: { readonly code: string; readonly status: MailedStatus; readonly refunded: number | null };
  /** A card payment for a checkout failed; `reason` is a payment failure code (payment.declined.insufficientFunds, …). */
  readonly paymentFailed: { readonly amount: number; readonly reason: string };
  readonly walletToppedUp: { readonly amount: number };
  readonly welcome: Record<string, never>;
  readonly passwordChanged: Record<string, never>;
  readonly passwordResetCode: { readonly code: string; readonly minutes: number };
  /**
   * The code that confirms a registration, to an address that has no account yet: the name and
   * language the shopper registered with are carried here, as there is no account to read them from.
   */
  readonly registrationCode: { readonly code: string; readonly minutes: number; readonly name: string; readonly language: string };
  /** To an account's owner: someone tried to register their email (the registration answered as for a new one). */
  readonly registrationAttempt: Record<string, never>;
  /** A message from the contact form, to customer care (in English), with the sender to reply to. */
  readonly contactMessage: {
    readonly id: string;
    readonly name: string;
    readonly email: string;
    readonly phone: string | null;
    readonly userId: string | null;
    readonly language: string;
    readonly subject: string;
    readonly message: string;
  };
}
export type MailKind = keyof MailParams;
export const MAIL_KINDS = [
  'orderPlaced',
  'orderStatus',
  'paymentFailed',
  'walletToppedUp',
  'welcome',
  'passwordChanged',
  'passwordResetCode',
  'registrationCode',
  'registrationAttempt',
  'contactMessage',
] as const satisfies readonly MailKind[];

/** One mail as a use case asks for it. */
export type OutgoingMail = { [K in MailKind]: { readonly kind: K; readonly params: MailParams[K] } }[MailKind];

/** A mail written out, ready for the mail server. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Where a queued mail goes: an account (its address, name and language read at delivery), or an address (customer care, a registration's code). */
export type MailTarget = { readonly userId: string } | { readonly address: string; readonly replyTo?: string };

/** A mail and where it goes, as a port queues it. */
export interface AddressedMail {
  readonly target: MailTarget;
  readonly mail: OutgoingMail;
}
