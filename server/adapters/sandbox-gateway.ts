// The default PaymentGateway: a card gateway simulated by this server, so that checkout and
// top-ups work end to end with no account anywhere. It keeps its own records (sandbox_payments,
// what a real gateway keeps on its side) and serves the hosted card and 3-D Secure pages
// (sandbox-gateway-pages.ts) that decide each payment from the documented test cards.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GatewayPayment, PaymentGateway, StartPayment, StartedPayment } from '../use-cases/ports';
import type { Db } from '../persistence/database';
import { sandboxPayments } from '../persistence/schema';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** Where the hosted pages live: `${SANDBOX_PAGES_PATH}/{id}`. */
export const SANDBOX_PAGES_PATH = '/sandbox-gateway/payments';

export const newSandboxPaymentId = (): string => `sbx_${randomBytes(12).toString('hex')}`;

export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly newId: () => string = newSandboxPaymentId,
  ) {}

  /** Records the payment once per paymentId (given_id): starting again answers the first one. */
  async start(payment: StartPayment): Promise<StartedPayment> {
    await this.db
      .insert(sandboxPayments)
      .values({
        id: this.newId(),
        givenId: payment.paymentId,
        amount: payment.amount,
        currency: 'SAR',
        description: payment.description,
        callbackUrl: payment.callbackUrl,
        status: 'initiated',
      })
      .onConflictDoNothing({ target: sandboxPayments.givenId });
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.givenId, payment.paymentId));
    if (!row) throw new Error(`The sandbox payment for ${payment.paymentId} was neither created nor found`);
    return { redirectUrl: `${SANDBOX_PAGES_PATH}/${row.id}?lang=${payment.language}`, gatewayPaymentId: row.id };
  }

  async status(gatewayPaymentId: string): Promise<GatewayPayment | null> {
    const row = await this.find(gatewayPaymentId);
    if (!row) return null;
    return {
      gatewayPaymentId: row.id,
      paymentId: row.givenId,
      status: row.status === 'initiated' ? 'pending' : row.status,
      amount: row.amount,
      currency: row.currency,
      message: row.message,
    };
  }

  /** The gateway's own record, for its hosted pages. */
  async find(gatewayPaymentId: string): Promise<SandboxPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, gatewayPaymentId));
    return row ?? null;
  }

  /**
   * Decides a payment that is still 'initiated'; a settled one never changes again (a replayed
   * or forged form post). Answers the settled record, or null when it was settled already.
   */
  async settle(
    gatewayPaymentId: string,
    outcome: { readonly status: 'paid' | 'failed'; readonly message: string | null; readonly cardLast4: string | null },
  ): Promise<SandboxPayment | null> {
    const [row] = await this.db
      .update(sandboxPayments)
      .set(outcome)
      .where(and(eq(sandboxPayments.id, gatewayPaymentId), eq(sandboxPayments.status, 'initiated')))
      .returning();
    return row ?? null;
  }
}
