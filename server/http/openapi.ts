// The OpenAPI 3.1 document, generated from the contract's operations and their valibot schemas.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody } from '../../src/contract/common';
import type { Operation } from '../../src/contract/operation';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: v.GenericSchema): JsonSchema =>
  // Transforms (query strings read as numbers) have no JSON Schema: their input side is described.
  toJsonSchema(schema, { errorMode: 'ignore', typeMode: 'input' }) as JsonSchema;

function parametersOf(schema: v.GenericSchema | undefined, location: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

export function openApiDocument(operations: readonly Operation[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const status = String(operation.status ?? (operation.response === null ? 204 : 200));
    const responses: Record<string, JsonSchema> = {
      [status]: operation.response
        ? { description: 'Success', content: { 'application/json': { schema: schemaOf(operation.response) } } }
        : { description: 'Done' },
      '400': errorResponse('Invalid input, with per-field messages'),
      '429': errorResponse('Too many attempts'),
      '500': errorResponse('Unexpected failure'),
    };
    if (operation.access !== 'public' && operation.access !== 'optional') responses['401'] = errorResponse('Not signed in');
    if (operation.params) responses['404'] = errorResponse('Not found');

    (paths[operation.path] ??= {})[operation.method] = {
      operationId: operation.id,
      summary: operation.summary,
      tags: [operation.tag],
      ...(operation.access === 'public' ? {} : { security: operation.access === 'optional' ? [{}, { session: [] }] : [{ session: [] }] }),
      parameters: [
        ...parametersOf(operation.params, 'path'),
        ...parametersOf(operation.query, 'query'),
        { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', enum: ['en', 'ar'] } },
      ],
      ...(operation.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(operation.body) } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Herfa API',
      version: '1.0.0',
      description: 'The API of Herfa, a bilingual marketplace for Saudi handicrafts. Money is in integer halalas (1 SAR = 100 halalas).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: schemaOf(ErrorBody) },
      securitySchemes: { session: { type: 'http', scheme: 'bearer', description: 'The session token from login' } },
    },
  };
}
