// The shopper's account: registration and profile, signing in and out, and the address book with
// the device's location its form may ask for.
import { ContainerModule } from 'inversify';
import { ACCOUNT_GATEWAY } from '../../application/ports/account-gateway';
import { ADDRESS_BOOK } from '../../application/ports/address-book';
import { AUTH_SESSION } from '../../application/ports/auth-session';
import { DEVICE_LOCATION } from '../../application/ports/device-location';
import { IDENTITY_PROVIDER } from '../../application/ports/identity-provider';
import { API_CLIENT } from '../tokens';
import { bindGateway } from './bind-gateway';

export const accountModule = new ContainerModule(({ bind }) => {
  bindGateway(bind, ACCOUNT_GATEWAY, async (context) => new (await import('../http-account-gateway')).HttpAccountGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, AUTH_SESSION, async (context) => new (await import('../http-auth-session-gateway')).HttpAuthSessionGateway(await context.getAsync(API_CLIENT)));
  // Google and Apple sign-in: this small adapter reads the server's identity settings on first
  // use and loads Firebase's SDK only then, and only when Firebase is configured.
  bindGateway(bind, IDENTITY_PROVIDER, async (context) => new (await import('../firebase-identity')).FirebaseIdentity(await context.getAsync(API_CLIENT)));
  bindGateway(bind, ADDRESS_BOOK, async (context) => new (await import('../http-address-book')).HttpAddressBook(await context.getAsync(API_CLIENT)));
  bindGateway(bind, DEVICE_LOCATION, async () => new (await import('../browser-geolocation')).BrowserGeolocation());
});
