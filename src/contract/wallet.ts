// The shopper's wallet: its balance and transactions (ledger rows), and top-ups by card
// through the same gateway as checkout.
import * as v from 'valibot';
import { between, required } from '../domain/validation';
import { Money, PageQuery, pageOf } from './common';
import { defineOperation } from './operation';
import { rules } from './validation';

/** Smallest and largest top-up, in halalas: SAR 10 to SAR 10,000. */
export const MIN_TOPUP = 1_000;
export const MAX_TOPUP = 1_000_000;

export const WALLET_ENTRY_KINDS = ['topup', 'payment', 'hold', 'capture', 'release', 'refund'] as const;

export const WalletEntry = v.object({
  id: v.string(),
  kind: v.picklist(WALLET_ENTRY_KINDS),
  /** Signed: money in is positive, money out negative. */
  amount: Money,
  /** What the row is about, for the shopper: an order code (`HRF-000123`) or a top-up reference. */
  reference: v.string(),
  createdAt: v.string(),
});
export type WalletEntry = v.InferOutput<typeof WalletEntry>;

export const Wallet = v.object({
  /** What can be spent now (open holds already subtracted). */
  balance: Money,
  /** Money set aside for card payments still being authorised. */
  held: Money,
});

export const TopUpInput = v.object({
  amount: v.pipe(v.number(), rules('amount', required()), v.safeInteger(), rules('amount', between(MIN_TOPUP, MAX_TOPUP))),
  idempotencyKey: v.pipe(v.string(), v.uuid()),
});

export const TopUpStarted = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** The gateway's page where the shopper pays. */
  redirectUrl: v.string(),
});

export const TOPUP_STATES = ['awaiting-payment', 'paid', 'failed', 'expired'] as const;
export const TopUp = v.object({
  id: v.pipe(v.string(), v.uuid()),
  amount: Money,
  state: v.picklist(TOPUP_STATES),
  failure: v.nullable(v.object({ code: v.string(), message: v.string() })),
});

export const walletOperations = {
  get: defineOperation({
    id: 'getWallet',
    method: 'get',
    path: '/api/wallet',
    summary: "The shopper's wallet balance",
    tag: 'wallet',
    access: 'user',
    response: Wallet,
  }),
  entries: defineOperation({
    id: 'listWalletEntries',
    method: 'get',
    path: '/api/wallet/entries',
    summary: "The wallet's transactions, newest first",
    tag: 'wallet',
    access: 'user',
    query: v.object(PageQuery),
    response: pageOf(WalletEntry),
  }),
  topUp: defineOperation({
    id: 'startTopUp',
    method: 'post',
    path: '/api/wallet/topups',
    summary: 'Start a top-up by card; the browser goes to the gateway and back',
    tag: 'wallet',
    access: 'user',
    body: TopUpInput,
    response: TopUpStarted,
    status: 201,
  }),
  topUpOutcome: defineOperation({
    id: 'getTopUp',
    method: 'get',
    path: '/api/wallet/topups/{id}',
    summary: 'Where one of the shopper’s top-ups stands',
    tag: 'wallet',
    access: 'user',
    params: v.object({ id: v.pipe(v.string(), v.uuid()) }),
    response: TopUp,
  }),
};
