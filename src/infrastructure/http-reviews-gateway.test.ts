import { describe, expect, it } from 'vitest';
import { HttpReviewsGateway } from './http-reviews-gateway';
import { recordingApi } from './testing/recording-api';

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
