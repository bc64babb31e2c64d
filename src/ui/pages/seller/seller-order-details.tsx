// What opens below an order in the seller console: the items with their options, the amounts,
// where to ship it (and the shopper's phone), and every status it has had.
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerOrder } from '../../../application/ports/seller-orders-gateway';
import { useRemote } from '../../components/catalogue/use-remote';
import type { Language } from '../../../domain/locale';
import { INTL_LOCALES, useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import { LoadFailed, Loading } from '../../components/remote-view';
import { OrderStatusBadge } from '../../components/order-status-badge';
import classes from './seller-orders-page.module.css';

/** "SA" as "Saudi Arabia" / "السعودية"; a name that is not a region code stays as it is. */
export function countryName(country: string, language: Language): string {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

export function SellerOrderDetails({ code, known }: { readonly code: string; readonly known: SellerOrder | null }) {
  const gateway = usePorts().sellerOrders;
  // After a move the answer already holds the whole order.
  const remote = useRemote(`seller-order:${code}:${known?.updatedAt ?? ''}`, () => (known === null ? gateway.detail(code) : Promise.resolve(known)));
  const order = known ?? remote.data;
  if (order === undefined) return remote.status === 'failed' ? <LoadFailed error={remote.failure} onRetry={remote.retry} /> : <Loading />;
  return <Details order={order} />;
}

function Details({ order }: { readonly order: SellerOrder }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const language = useLanguage();
  const when = (at: string) => date(at, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const options = (item: SellerOrder['items'][number]) =>
    [
      item.colour === null ? null : t('seller.console.colour', { value: item.colour }),
      item.size === null ? null : t('seller.console.size', { value: item.size }),
      item.nameOnProduct === null ? null : t('seller.console.nameOnProduct', { value: item.nameOnProduct }),
      item.giftText === null ? null : t('seller.console.giftText', { value: item.giftText }),
    ].filter((text): text is string => text !== null);

  return (
    <div className={classes.details}>
      <section aria-labelledby={`${order.code}-ship-to`} className={classes.shipTo}>
        <Title order={4} size="h6" id={`${order.code}-ship-to`}>
          {t('seller.console.shipTo')}
        </Title>
        <address className={classes.address}>
          <span dir="auto">{order.shopper.name}</span>
          <span dir="auto">{order.shippedTo.addressText}</span>
          <span>{[order.shippedTo.city, order.shippedTo.region, countryName(order.shippedTo.country, language)].join(language === 'ar' ? '، ' : ', ')}</span>
          {order.shopper.phone === null ? null : (
            <span>
              {t('seller.console.phone')}: <bdi dir="ltr">{order.shopper.phone}</bdi>
            </span>
          )}
        </address>
      </section>

      <section aria-labelledby={`${order.code}-lines`}>
        <Title order={4} size="h6" id={`${order.code}-lines`}>
          {t('seller.console.lines')}
        </Title>
        <ul className={classes.lines}>
          {order.items.map((item, index) => (
            <li key={`${item.productSlug}-${index}`} className={classes.line}>
              {item.image === null ? <span className={classes.lineImage} /> : <img src={item.image} alt="" width={48} height={48} loading="lazy" className={classes.lineImage} />}
              <div className={classes.lineText}>
                <span className={classes.lineName} dir="auto">
                  {item.name}
                </span>
                {options(item).map((text) => (
                  <Text key={text} size="xs" c="dimmed" dir="auto">
                    {text}
                  </Text>
                ))}
                <Text size="xs" c="dimmed">
                  {t('seller.console.quantity', { quantity: item.quantity })}
                </Text>
              </div>
              <span className={classes.lineTotal}>{money(item.total)}</span>
            </li>
          ))}
        </ul>
        <dl className={classes.amounts}>
          <div>
            <dt>{t('seller.console.subtotal')}</dt>
            <dd>{money(order.subtotal)}</dd>
          </div>
          {order.discount === 0 ? null : (
            <div>
              <dt>{t('seller.console.discount')}</dt>
              <dd>{money(-order.discount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('seller.console.shippingFee')}</dt>
            <dd>{money(order.shippingFee)}</dd>
          </div>
          <div className={classes.grandTotal}>
            <dt>{t('seller.console.total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby={`${order.code}-history`}>
        <Title order={4} size="h6" id={`${order.code}-history`}>
          {t('seller.console.history')}
        </Title>
        <ol className={classes.history}>
          {order.history.map((event, index) => (
            <li key={`${event.status}-${index}`}>
              <OrderStatusBadge status={event.status} size="md" />
              <Text size="xs" c="dimmed" component="span">
                {t(`seller.console.by.${event.actor}`)} · <time dateTime={event.at}>{when(event.at)}</time>
              </Text>
              {event.reason === null ? null : (
                <Text size="sm" dir="auto" className={classes.reason}>
                  {t('seller.console.reason', { reason: event.reason })}
                </Text>
              )}
            </li>
          ))}
        </ol>
        {order.refund === null ? null : (
          <Text size="sm" mt="xs">
            {t('seller.console.refunded', { amount: money(order.refund.amount) })}
          </Text>
        )}
      </section>
    </div>
  );
}
