// The invoice download: a PDF, so a plain route rather than a JSON operation of the contract,
// signed in with the bearer token like every API call. Only the order's own shopper gets it:
// anyone else's order (another shopper's, or any order asked for by a seller account) answers
// 404 exactly like an order that does not exist.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { OrderCodeParams } from '../../../src/contract/orders';
import { validate } from '../../../src/contract/validation';
import { LANGUAGES, type Language } from '../../../src/domain/locale';
import { loadInvoice } from '../../invoices/invoice-document';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import type { AppEnv } from '../env';
import { invalidInput, notFound, unauthorized } from '../errors';

export const InvoiceQuery = v.object({ lang: v.optional(v.picklist(LANGUAGES)) });

/** The same bearer token the JSON operations read (operation.ts). */
const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/** The download in the OpenAPI document: not a JSON operation of the contract, but part of the API. */
export function withInvoiceDownload(document: Record<string, unknown>): Record<string, unknown> {
  const paths = (document.paths ?? {}) as Record<string, unknown>;
  const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } });
  paths['/api/orders/{code}/invoice'] = {
    get: {
      operationId: 'downloadInvoice',
      summary: "The order's simplified tax invoice (ZATCA phase 1, with its QR code) as a PDF, in the shopper's language",
      tags: ['orders'],
      security: [{ session: [] }],
      parameters: [
        { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^HRF-\\d{6,}$' } },
        { name: 'lang', in: 'query', required: false, schema: { type: 'string', enum: [...LANGUAGES] }, description: 'The invoice language; Accept-Language when absent' },
      ],
      responses: {
        '200': {
          description: 'The PDF, as an attachment named after the invoice number (INV-001001.pdf)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        '400': error('A malformed order code or language'),
        '401': error('Not signed in'),
        '404': error('No such order among the signed-in shopper’s orders'),
      },
    },
  };
  return { ...document, paths };
}

function checked<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const outcome = validate(schema, input);
  if (!outcome.ok) throw invalidInput(outcome.fields);
  return outcome.value;
}

async function signedInUserId(c: Context<AppEnv>): Promise<string> {
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  const user = token === undefined ? null : await c.get('services').authenticator.userFromToken(token);
  if (user === null) throw unauthorized('auth.required');
  return user.id;
}

export function registerInvoiceRoutes(app: Hono<AppEnv>): void {
  app.get('/api/orders/:code/invoice', async (c) => {
    const userId = await signedInUserId(c);
    const { code } = checked(OrderCodeParams, { code: c.req.param('code') });
    const { lang } = checked(InvoiceQuery, c.req.query());
    const language: Language = lang ?? c.get('language');
    const invoice = await loadInvoice(c.get('services').db, userId, code);
    if (invoice === null) throw notFound('orders.notFound');
    const pdf = await renderInvoicePdf(invoice, language);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoice.invoiceNumber}.pdf"`,
      'Content-Language': language,
      'Cache-Control': 'private, no-store',
    });
  });
}
