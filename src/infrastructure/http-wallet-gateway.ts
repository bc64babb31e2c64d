// WalletGateway over the API's wallet operations (src/contract/wallet.ts). Loaded lazily by the
// container, so neither this module nor the contract's schemas weigh on the first page.
import type { Page } from '../application/ports/catalogue-gateway';
import type { TopUpOutcome, WalletGateway, WalletSummary, WalletTransaction } from '../application/ports/wallet-gateway';
import { walletOperations } from '../contract/wallet';
import type { Halalas } from '../domain/money';
import type { ApiClient } from './api-client';

export class HttpWalletGateway implements WalletGateway {
  constructor(private readonly api: ApiClient) {}

  summary(): Promise<WalletSummary> {
    return this.api.call(walletOperations.get);
  }

  transactions(page: number, pageSize?: number): Promise<Page<WalletTransaction>> {
    return this.api.call(walletOperations.entries, {
      query: { page: String(page), pageSize: pageSize === undefined ? undefined : String(pageSize) },
    });
  }

  startTopUp(amount: Halalas, idempotencyKey: string): Promise<{ readonly id: string; readonly redirectUrl: string }> {
    return this.api.call(walletOperations.topUp, { body: { amount, idempotencyKey } });
  }

  topUp(id: string): Promise<TopUpOutcome> {
    return this.api.call(walletOperations.topUpOutcome, { params: { id } });
  }
}
