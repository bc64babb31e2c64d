import { mailDeliverySuite } from './mail-delivery.suite';

mailDeliverySuite('Drizzle on PGlite', false);
