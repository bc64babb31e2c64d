// Mounts every API operation. Each module owns one resource's routes.
import type { Hono } from 'hono';
import { allOperations } from '../../../src/contract/operations';
import { systemOperations } from '../../../src/contract/system';
import type { AppEnv } from '../env';
import { openApiDocument } from '../openapi';
import { mount } from '../operation';

export function registerRoutes(app: Hono<AppEnv>): void {
  const document = openApiDocument(allOperations);
  mount(app, systemOperations.openApi, async () => document);
}
