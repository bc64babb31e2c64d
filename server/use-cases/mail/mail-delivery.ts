// Delivering the outbox: every mail the turns queued is written out for its reader (their address,
// name and language as they are now, the order as they would read it) and handed to the Mailer,
// after the turn that asked for it has committed. A mail server that is slow or refuses holds up
// nothing but this delivery: the mail is tried again with growing pauses, and given up (and
// logged) only after OUTBOX_DELIVERY.attempts. Several server processes may deliver at once: a mail
// taken by one is leased to it, so none is sent twice while its delivery is under way.
import { isLanguage } from '../../../src/domain/locale';
import type { Logger } from '../../logging/logger';
import { orderRecord } from '../orders/order-views';
import type { OrdersRepository } from '../orders/orders-repository';
import type { Clock, Mailer } from '../ports';
import { deliverAllDue, nextTry, OUTBOX_DELIVERY, type DeliveryCount } from '../outbox';
import { repeatEvery, type Repeating } from '../repeating';
import type { OutgoingMail, RenderedMail } from './mail';
import type { MailOutbox, QueuedMail } from './mail-outbox';
import { renderMail } from './mail-templates';

/** What delivering uses: the outbox, the orders (read again for their mails), the Mailer, the time, the log and the storefront's origin. */
export interface MailDesk {
  readonly outbox: MailOutbox;
  readonly orders: OrdersRepository;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly log: Pick<Logger, 'error' | 'warn'>;
  /** For the links in the mails: https://herfa.sa, without a trailing slash. */
  readonly publicUrl: string;
}

/** A queued mail written out: where it goes and what it says. */
export interface WrittenMail extends RenderedMail {
  readonly to: string;
  readonly replyTo: string | null;
}

/** Writes a queued mail out for its reader as they stand now; null when its account no longer exists. */
export async function writeOut(desk: Pick<MailDesk, 'outbox' | 'orders' | 'publicUrl'>, queued: QueuedMail): Promise<WrittenMail | null> {
  // Only the turns write the outbox, each with an OutgoingMail: its kind and parameters belong together.
  const mail = { kind: queued.kind, params: queued.params } as OutgoingMail;
  if (queued.userId === null) {
    if (queued.address === null) return null;
    // A registration's code goes to an address without an account: in the name and language it was registered with.
    const rendered =
      mail.kind === 'registrationCode'
        ? renderMail(mail, { language: isLanguage(mail.params.language) ? mail.params.language : 'en', recipientName: mail.params.name, publicUrl: desk.publicUrl, order: null })
        : renderMail(mail, { language: 'en', recipientName: null, publicUrl: desk.publicUrl, order: null });
    return { ...rendered, to: queued.address, replyTo: queued.replyTo };
  }
  const reader = await desk.outbox.reader(queued.userId);
  if (reader === null) return null;
  const order =
    mail.kind === 'orderPlaced' || mail.kind === 'orderStatus'
      ? await orderRecord(desk.orders, { kind: 'shopper', userId: queued.userId }, mail.params.code, reader.language)
      : null;
  const rendered = renderMail(mail, { language: reader.language, recipientName: reader.fullName, publicUrl: desk.publicUrl, order });
  return { ...rendered, to: reader.email, replyTo: queued.replyTo };
}

/** Delivers every mail due now, a batch at a time, until none is left; answers how each went. */
export const deliverDueMails = (desk: MailDesk): Promise<DeliveryCount> =>
  deliverAllDue(desk.clock, (now, leaseUntil, limit) => desk.outbox.claimDue(now, leaseUntil, limit), (queued) => deliver(desk, queued));

async function deliver(desk: MailDesk, queued: QueuedMail): Promise<keyof DeliveryCount> {
  try {
    const written = await writeOut(desk, queued);
    if (written === null) {
      await desk.outbox.giveUp(queued.id, desk.clock.now(), 'the account it was for no longer exists');
      return 'givenUp';
    }
    const { to, replyTo, subject, text, html } = written;
    await desk.mailer.send({ to, subject, text, html, ...(replyTo === null ? {} : { replyTo }) });
    await desk.outbox.markSent(queued.id, to, { subject, text, html }, desk.clock.now());
    return 'sent';
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    const retryAt = nextTry(queued.attempts, desk.clock.now());
    if (retryAt === null) {
      desk.log.error({ err: error, mailId: queued.id, kind: queued.kind, attempts: queued.attempts }, 'a mail could not be delivered and was given up');
      await desk.outbox.giveUp(queued.id, desk.clock.now(), why);
      return 'givenUp';
    }
    desk.log.warn({ err: error, mailId: queued.id, kind: queued.kind, attempts: queued.attempts, retryAt }, 'a mail could not be delivered; trying again later');
    await desk.outbox.retryAt(queued.id, retryAt, why);
    return 'putOff';
  }
}

/** Delivers what is due every `intervalMs`, without keeping the process alive; a failed round is logged and the next tries again. */
export const startMailDelivery = (desk: MailDesk, intervalMs: number = OUTBOX_DELIVERY.intervalMs): Repeating =>
  repeatEvery(
    intervalMs,
    () => deliverDueMails(desk),
    (error) => desk.log.error({ err: error }, 'delivering the mail outbox failed'),
  );
