// A checkout desk all in memory, for the checkout's and payments' fast tests: one in-memory store
// behind both ports (checkout-fixtures' shop), the in-memory gateway, a hand clock, a log that
// keeps its lines, and guests' cached answers that count how often they were dropped.
import type { CheckoutDesk } from '../../use-cases/checkout/checkout';
import { memoryLog, type MemoryLog } from '../../logging/memory-log';
import { handClock, type HandClock } from '../hand-clock';
import { MemoryCheckoutRepository } from './memory-checkout-repository';
import { MemoryPaymentGateway } from './memory-payments-gateway';

export interface MemoryCheckoutWorld {
  readonly desk: CheckoutDesk;
  readonly store: MemoryCheckoutRepository;
  readonly gateway: MemoryPaymentGateway;
  readonly clock: HandClock;
  readonly log: MemoryLog;
  /** How many times guests' cached answers were dropped so far. */
  cleared(): number;
}

export function memoryCheckoutDesk(now = new Date('2026-01-10T09:00:00.000Z')): MemoryCheckoutWorld {
  const store = new MemoryCheckoutRepository();
  const gateway = new MemoryPaymentGateway();
  const clock = handClock(now);
  const log = memoryLog('error');
  let cleared = 0;
  const desk: CheckoutDesk = {
    repositories: { checkout: store, payments: store },
    paymentGateway: gateway,
    clock,
    log: log.logger,
    responseCache: { clear: () => void cleared++ },
    publicUrl: 'https://herfa.example',
  };
  return { desk, store, gateway, clock, log, cleared: () => cleared };
}
