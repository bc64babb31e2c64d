// The WalletGateway port: the balance, the transactions (ledger rows) and top-ups by card.
import type { Halalas } from '../../domain/money';
import type { LedgerEntryKind } from '../../domain/wallet';
import type { Page } from './catalogue-gateway';
import { serviceToken } from './service-token';

export interface WalletSummary {
  readonly balance: Halalas;
  readonly held: Halalas;
}

export interface WalletTransaction {
  readonly id: string;
  readonly kind: LedgerEntryKind;
  /** Signed: money in positive, money out negative. */
  readonly amount: Halalas;
  /** An order code or a top-up reference. */
  readonly reference: string;
  readonly createdAt: string;
}

export interface TopUpOutcome {
  readonly id: string;
  readonly amount: Halalas;
  readonly state: 'awaiting-payment' | 'paid' | 'failed' | 'expired';
  readonly failure: { readonly code: string; readonly message: string } | null;
}

export interface WalletGateway {
  summary(): Promise<WalletSummary>;
  transactions(page: number, pageSize?: number): Promise<Page<WalletTransaction>>;
  /** Resolves with the gateway page to send the browser to. */
  startTopUp(amount: Halalas, idempotencyKey: string): Promise<{ readonly id: string; readonly redirectUrl: string }>;
  topUp(id: string): Promise<TopUpOutcome>;
}

export const WALLET_GATEWAY = serviceToken<WalletGateway>('WalletGateway');
