// Every operation of the API, for the OpenAPI document and for tests that walk all of them.
import type { Operation } from './operation';
import { systemOperations } from './system';

export const allOperations: readonly Operation[] = [...Object.values(systemOperations)];
