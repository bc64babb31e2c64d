import { mailDeliverySuite } from './mail-delivery.suite';

mailDeliverySuite('Drizzle on the PostgreSQL server', true);
