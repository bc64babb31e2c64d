import { describe, expect, it } from 'vitest';
import { HttpAccountGateway } from './http-account-gateway';
import { recordingApi } from './testing/recording-api';

describe('HttpAccountGateway', () => {
  it('deletes the account with the password, or with a fresh ID token, as the body of DELETE /api/auth/me', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpAccountGateway(api);
    await gateway.deleteAccount({ password: 'Herfa@2026' });
    await gateway.deleteAccount({ idToken: 'id-token-fresh' });
    expect(calls).toEqual([
      { id: 'deleteAccount', request: { body: { password: 'Herfa@2026' } } },
      { id: 'deleteAccount', request: { body: { idToken: 'id-token-fresh' } } },
    ]);
  });
});
