// How a feature module binds a gateway: one object per container, whose adapter (and the
// contract schemas it imports) loads with the first call of any of its methods (`lazily`).
import type { ContainerModuleLoadOptions, ResolutionContext, ServiceIdentifier } from 'inversify';
import { lazily } from '../deferred-container';

export function bindGateway<T extends object>(
  bind: ContainerModuleLoadOptions['bind'],
  token: ServiceIdentifier<T>,
  adapter: (context: ResolutionContext) => Promise<T>,
): void {
  bind(token)
    .toDynamicValue((context) => lazily(() => adapter(context)))
    .inSingletonScope();
}
