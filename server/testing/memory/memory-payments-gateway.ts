// The PaymentGateway port in memory, for the payments' and checkout's fast tests: a gateway that
// starts each of our payments once (by our id, as Moyasar's given_id does), reports it pending
// until the test says the shopper paid or was declined there, and can be made to refuse a start,
// stop answering, or report something that was tampered with.
import type { GatewayPayment, PaymentGateway, StartedPayment, StartPayment } from '../../use-cases/ports';

export class MemoryPaymentGateway implements PaymentGateway {
  readonly name = 'sandbox';
  /** Every start asked of it, in order, including those it refused. */
  readonly starts: StartPayment[] = [];
  /** While set, a start is refused with this error. */
  refuseStarts: Error | null = null;
  /** While set, a status check fails with this error (the gateway is unreachable). */
  unreachable: Error | null = null;
  /** By the gateway's id. */
  private readonly payments = new Map<string, GatewayPayment>();

  async start(payment: StartPayment): Promise<StartedPayment> {
    this.starts.push(payment);
    if (this.refuseStarts) throw this.refuseStarts;
    const known = [...this.payments.values()].find((candidate) => candidate.paymentId === payment.paymentId);
    const gatewayPaymentId = known?.gatewayPaymentId ?? `gw_${this.payments.size + 1}`;
    if (!known) this.payments.set(gatewayPaymentId, { gatewayPaymentId, paymentId: payment.paymentId, status: 'pending', amount: payment.amount, currency: 'SAR', message: null });
    return { redirectUrl: `/memory-gateway/${gatewayPaymentId}`, gatewayPaymentId };
  }

  async status(gatewayPaymentId: string): Promise<GatewayPayment | null> {
    if (this.unreachable) throw this.unreachable;
    return this.payments.get(gatewayPaymentId) ?? null;
  }

  /** The gateway's id of one of our payments it started. */
  idOf(paymentId: string): string {
    const payment = [...this.payments.values()].find((candidate) => candidate.paymentId === paymentId);
    if (!payment) throw new Error(`The gateway never started ${paymentId}`);
    return payment.gatewayPaymentId;
  }

  /** The shopper paid on the gateway's page. */
  pay(paymentId: string): void {
    this.alter(paymentId, { status: 'paid', message: 'APPROVED' });
  }

  /** The card was declined on the gateway's page. */
  decline(paymentId: string, message = 'INSUFFICIENT_FUNDS'): void {
    this.alter(paymentId, { status: 'failed', message });
  }

  /** Changes what the gateway reports of one of our payments (an amount tampered with, say). */
  alter(paymentId: string, changes: Partial<Omit<GatewayPayment, 'gatewayPaymentId'>>): void {
    const id = this.idOf(paymentId);
    this.payments.set(id, { ...this.payments.get(id)!, ...changes });
  }
}
