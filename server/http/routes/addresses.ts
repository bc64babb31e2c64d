// Routes of the shopper's addresses and of the regions and cities the address form offers: each
// hands the signed-in shopper and the validated input to the use cases of
// server/use-cases/addresses, and answers a failure with its HTTP error.
import type { Hono } from 'hono';
import { addressOperations } from '../../../src/contract/addresses';
import type { Result } from '../../../src/domain/result';
import {
  createAddress,
  listAddresses,
  listRegions,
  makeAddressDefault,
  removeAddress,
  updateAddress,
  type AddressFailureCode,
} from '../../use-cases/addresses/addresses';
import type { AppEnv } from '../env';
import { conflict, fieldError, notFound, type ApiError } from '../errors';
import { mount } from '../operation';

export function registerAddressRoutes(app: Hono<AppEnv>): void {
  mount(app, addressOperations.regions, async (_, { services, language }) => listRegions(services.repositories.addresses, language));

  mount(app, addressOperations.list, async (_, { services, user, language }) => listAddresses(services.repositories.addresses, user.id, language));

  mount(app, addressOperations.create, async ({ body }, { services, user, language }) =>
    answer(await createAddress(services.repositories.addresses, user.id, body, language)),
  );

  mount(app, addressOperations.update, async ({ params, body }, { services, user, language }) =>
    answer(await updateAddress(services.repositories.addresses, user.id, params.id, body, language)),
  );

  mount(app, addressOperations.remove, async ({ params }, { services, user }) =>
    answer(await removeAddress(services.repositories.addresses, user.id, params.id)),
  );

  mount(app, addressOperations.makeDefault, async ({ params }, { services, user, language }) =>
    answer(await makeAddressDefault(services.repositories.addresses, user.id, params.id, language)),
  );
}

function answer<T>(result: Result<T, AddressFailureCode>): T {
  if (result.ok) return result.value;
  throw errorOf(result.error.code, result.error.params);
}

/** Another shopper's address is answered exactly like a missing one; a wrong place on its field. */
function errorOf(code: AddressFailureCode, params: Readonly<Record<string, string | number>> = {}): ApiError {
  switch (code) {
    case 'addresses.notFound':
      return notFound(code);
    case 'addresses.limitReached':
      return conflict(code, params);
    case 'addresses.regionNotFound':
      return fieldError(400, code, 'regionId');
    case 'addresses.cityNotInRegion':
      return fieldError(400, code, 'cityId');
  }
}
