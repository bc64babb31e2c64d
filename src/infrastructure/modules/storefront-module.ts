// What a visitor browses: the catalogue, the content pages and the newsletter.
import { ContainerModule } from 'inversify';
import { CATALOGUE_GATEWAY } from '../../application/ports/catalogue-gateway';
import { CONTENT_GATEWAY } from '../../application/ports/content-gateway';
import { NEWSLETTER } from '../../application/ports/newsletter';
import { API_CLIENT } from '../tokens';
import { bindGateway } from './bind-gateway';

export const storefrontModule = new ContainerModule(({ bind }) => {
  bindGateway(bind, CATALOGUE_GATEWAY, async (context) => new (await import('../http-catalogue-gateway')).HttpCatalogueGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, CONTENT_GATEWAY, async (context) => new (await import('../http-content-gateway')).HttpContentGateway(await context.getAsync(API_CLIENT)));
  bindGateway(bind, NEWSLETTER, async (context) => new (await import('../http-newsletter-gateway')).HttpNewsletterGateway(await context.getAsync(API_CLIENT)));
});
