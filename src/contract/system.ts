// Operations about the service itself.
import * as v from 'valibot';
import { defineOperation } from './operation';

export const systemOperations = {
  health: defineOperation({
    id: 'getHealth',
    method: 'get',
    path: '/api/health',
    summary: 'Whether the server and its database answer',
    tag: 'system',
    access: 'public',
    response: v.object({ status: v.literal('ok'), database: v.picklist(['pglite', 'postgres']) }),
  }),
  openApi: defineOperation({
    id: 'getOpenApi',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This OpenAPI document',
    tag: 'system',
    access: 'public',
    response: v.record(v.string(), v.unknown()),
  }),
};
