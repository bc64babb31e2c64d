// Hands the composition root's services to components: the React root provides the container,
// components ask for a port by its token (typed by the port) and never see the adapter behind it.
import { createContext, use, type ReactNode } from 'react';
import type { ServiceToken } from '../application/ports/service-token';

/** What the UI needs from the container; inversify's Container satisfies it, and so does a test's Map. */
export interface ServiceResolver {
  get<T>(token: symbol): T;
}

const ServicesContext = createContext<ServiceResolver | null>(null);

export function ServicesProvider({ services, children }: { services: ServiceResolver; children: ReactNode }) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

export function useService<T>(token: ServiceToken<T>): T {
  const services = use(ServicesContext);
  if (services === null) throw new Error('useService needs a ServicesProvider above it');
  return services.get<T>(token);
}
