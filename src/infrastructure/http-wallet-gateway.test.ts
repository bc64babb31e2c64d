import { describe, expect, it } from 'vitest';
import { HttpWalletGateway } from './http-wallet-gateway';
import { recordingApi } from './testing/recording-api';

describe('HttpWalletGateway', () => {
  it('asks for pages of transactions, starts a top-up with its key and reads its outcome', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpWalletGateway(api);
    await gateway.summary();
    await gateway.transactions(2, 10);
    await gateway.transactions(1);
    await gateway.startTopUp(5_000, '5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11');
    await gateway.topUp('5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11');
    expect(calls).toEqual([
      { id: 'getWallet', request: {} },
      { id: 'listWalletEntries', request: { query: { page: '2', pageSize: '10' } } },
      { id: 'listWalletEntries', request: { query: { page: '1', pageSize: undefined } } },
      { id: 'startTopUp', request: { body: { amount: 5_000, idempotencyKey: '5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11' } } },
      { id: 'getTopUp', request: { params: { id: '5b3e0f4e-8a0b-4c41-9d3c-2f3a1c9d0e11' } } },
    ]);
  });
});
