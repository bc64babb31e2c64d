// Routes of card payments: the gateway's return (a plain redirect, not a JSON operation: the
// shopper's browser arrives here from the gateway's page and is sent on to the storefront's
// result screen) and the wallet's top-ups by card.
import type { Hono } from 'hono';
import * as v from 'valibot';
import { PaymentReturnParams, PaymentReturnQuery } from '../../../src/contract/checkout';
import { walletOperations } from '../../../src/contract/wallet';
import type { Language } from '../../../src/domain/locale';
import type { Result } from '../../../src/domain/result';
import { findTopUp, resultPathOf, settleCardPayment, startTopUp, expireStalePayments, type TopUpFailureCode, type TopUpView } from '../../use-cases/payments/payments';
import type { AppEnv } from '../env';
import { ApiError, notFound } from '../errors';
import { translatorFor } from '../../use-cases/messages';
import { mount } from '../operation';

function answer<T>(result: Result<T, TopUpFailureCode>): T {
  if (result.ok) return result.value;
  throw result.error.code === 'payment.notFound' ? notFound('payment.notFound') : new ApiError(503, 'http.unavailable');
}

const topUpOf = (view: TopUpView, language: Language) => ({
  id: view.id,
  amount: view.amount,
  state: view.state,
  failure: view.failureCode === null ? null : { code: view.failureCode, message: translatorFor(language)(view.failureCode) },
});

/** The return route in the OpenAPI document: not a JSON operation of the contract, but part of the API. */
export function withPaymentReturn(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, unknown>;
  paths['/api/payments/{id}/return'] = {
    get: {
      operationId: 'returnFromGateway',
      summary: 'Where the card gateway sends the shopper back: the payment is checked with the gateway, settled, and the browser redirected to the result screen',
      tags: ['checkout'],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        { name: 'id', in: 'query', required: false, schema: { type: 'string', maxLength: 200 }, description: "The gateway's payment id (a hint, verified with the gateway)" },
        { name: 'status', in: 'query', required: false, schema: { type: 'string', maxLength: 50 }, description: 'Ignored: the gateway is asked' },
        { name: 'message', in: 'query', required: false, schema: { type: 'string', maxLength: 500 }, description: 'Ignored: the gateway is asked' },
      ],
      responses: {
        '302': { description: 'To /{lang}/payment/success or /failure?checkout={id}, or /{lang}/profile/wallet?topup={id}' },
        '404': { description: 'No such payment', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
      },
    },
  };
  return { ...document, paths };
}

export function registerPaymentRoutes(app: Hono<AppEnv>): void {
  // The query (`id`, `status`, `message`) is only a hint: the gateway is asked for the truth.
  app.get('/api/payments/:id/return', async (c) => {
    const params = v.safeParse(PaymentReturnParams, { id: c.req.param('id') });
    if (!params.success) throw notFound('payment.notFound');
    const query = v.safeParse(PaymentReturnQuery, c.req.query());
    const services = c.get('services');
    const payment = await settleCardPayment(services, params.output.id, query.success ? query.output.id : undefined);
    if (payment === null) throw notFound('payment.notFound');
    return c.redirect(await resultPathOf(services, payment), 302);
  });

  mount(app, walletOperations.topUp, async ({ body }, { services, user, language }) => {
    await expireStalePayments(services, { userId: user.id });
    const started = answer(await startTopUp(services, user.id, language, body));
    if (started.redirectUrl === null) throw new ApiError(503, 'http.unavailable');
    return { id: started.id, redirectUrl: started.redirectUrl };
  });

  mount(app, walletOperations.topUpOutcome, async ({ params }, { services, user, language }) =>
    topUpOf(answer(await findTopUp(services, user.id, params.id)), language),
  );
}
