// What a shopper keeps and buys: favourites, the cart, checkout and the wallet that pays.
import { ContainerModule } from 'inversify';
import { CART_GATEWAY } from '../../application/ports/cart-gateway';
import { CHECKOUT_GATEWAY } from '../../application/ports/checkout-gateway';
import { FAVOURITES_GATEWAY } from '../../application/ports/favourites-gateway';
import { WALLET_GATEWAY } from '../../application/ports/wallet-gateway';
import { API_CLIENT } from '../tokens';
import { bindGateway } from './bind-gateway';

export const shoppingModule = new ContainerModule(({ bind }) => {
  bindGateway(bind, FAVOURITES_GATEWAY, async (context) => new (await import('../http-favourites-gateway')).HttpFavouritesGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, CART_GATEWAY, async (context) => new (await import('../http-cart-gateway')).HttpCartGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, CHECKOUT_GATEWAY, async (context) => new (await import('../http-checkout-gateway')).HttpCheckoutGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, WALLET_GATEWAY, async (context) => new (await import('../http-wallet-gateway')).HttpWalletGateway(await context.getAsync(API_CLIENT)));
});
