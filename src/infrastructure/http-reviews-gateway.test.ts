import { describe, expect, it } from 'vitest';
import type { ApiClient } from './api-client';
import { HttpReviewsGateway } from './http-reviews-gateway';

/** An ApiClient that answers nothing in particular and remembers what it was asked. */
function recordingApi() {
  const calls: { id: string; request: unknown }[] = [];
  const api = {
    async call(operation: { id: string }, request: unknown = {}) {
      calls.push({ id: operation.id, request });
      return {};
    },
  } as unknown as ApiClient;
  return { api, calls };
}

describe('HttpReviewsGateway', () => {
  it('asks whether the shopper may review a product and sends the rating and text', async () => {
    const { api, calls } = recordingApi();
    const gateway = new HttpReviewsGateway(api);
    await gateway.eligibility('clay-jar');
    await gateway.create('clay-jar', { rating: 4, body: 'Lovely glaze, arrived well packed.' });
    expect(calls).toEqual([
      { id: 'getReviewEligibility', request: { params: { slug: 'clay-jar' } } },
      { id: 'createReview', request: { params: { slug: 'clay-jar' }, body: { rating: 4, body: 'Lovely glaze, arrived well packed.' } } },
    ]);
  });
});
