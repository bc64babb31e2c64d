// What every request carries through the middleware chain.
import type { RequestIdVariables } from 'hono/request-id';
import type { Language } from '../../src/domain/locale';
import type { RequestLogVariables } from '../logging/request-log';
import type { Services } from '../use-cases/services';

export type AppEnv = {
  Variables: RequestIdVariables &
    RequestLogVariables & {
      services: Services;
      language: Language;
      clientAddress: string;
    };
};
