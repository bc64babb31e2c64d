// Order detail (spec §2 /orders/{slug}, the slug being the order's code): its code, date,
// seller and status; the items with their options, quantities and prices; the shipping fee,
// total and what the wallet and the card paid; the delivery address; the status history; why
// it was cancelled or rejected and what went back to the wallet. From here the shopper
// downloads the invoice, reviews a delivered item, and cancels an order that has not shipped
// (the cancellation machine). Another shopper's order, or none, is the 404 screen.
import { useCallback, useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { OrderDetail, OrderEvent, OrderItem } from '../../../application/ports/orders-gateway';
import { isRequestFailure } from '../../../application/ports/request-failure';
import type { Language } from '../../../domain/locale';
import { BackLink } from '../../components/back-link';
import { productPath, sellerPath } from '../../components/catalogue/catalogue-paths';
import { useRemote } from '../../components/catalogue/use-remote';
import { failureMessage } from '../../forms/failure-message';
import { INTL_LOCALES, useFormat } from '../../format';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';
import { NotFoundPage } from '../not-found-page';
import { CancelOrderPanel } from './cancel-order-panel';
import { ORDER_CODE, isolated, ordersPath } from './order-paths';
import { OrderStatusBadge } from '../../components/order-status-badge';
import hidden from '../../components/screen-reader-only.module.css';
import classes from './orders.module.css';
import { saveFile } from '../../save-file';
import { SignInFirst } from './sign-in-first';
import { useCancellation } from './use-cancellation';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

export function OrderDetailPage() {
  const { token } = useSession();
  const code = useParams().code ?? '';

  if (token === null) return <SignInFirst />;
  if (!ORDER_CODE.test(code)) return <NotFoundPage />;
  return <LoadedOrder key={`${token}:${code}`} token={token} code={code} />;
}

function LoadedOrder({ token, code }: { readonly token: string; readonly code: string }) {
  const { orders } = usePorts();
  const remote = useRemote(`order:${token}:${code}`, () => orders.detail(code));
  if (remote.status === 'failed' && isRequestFailure(remote.failure) && remote.failure.status === 404) return <NotFoundPage />;
  if (remote.data === undefined) {
    return (
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <OrderPageMeta code={code} />
        {remote.status === 'failed' ? <LoadFailed error={remote.failure} onRetry={remote.retry} /> : <Loading />}
      </Container>
    );
  }
  // The machine holds the order from here on: a cancellation replaces it with the server's answer.
  return <OrderView order={remote.data} />;
}

/** The document title, set only where the order is shown (the 404 screen sets its own). */
function OrderPageMeta({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  usePageMeta({ title: t('common.documentTitle.page', { page: t('orders.detail.documentTitle', { code: isolated(code) }) }) });
  return null;
}

function OrderView({ order: loaded }: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { date } = useFormat();
  const cancellation = useCancellation(loaded);
  const [snapshot, send] = cancellation;
  const order = snapshot.context.order;
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // The panel closed: back to the button that opened it, or to the heading once the order is cancelled.
  const returnFocus = useCallback(() => (opener.current ?? heading.current)?.focus(), []);
  const code = <bdi dir="ltr" className={classes.code} />;

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <OrderPageMeta code={order.code} />
      <Stack gap="xs" mb="xl">
        <BackLink to={ordersPath(language)}>{t('orders.detail.back')}</BackLink>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6}>
            <Group gap="sm" align="center">
              <Title order={1} ref={heading} tabIndex={-1}>
                <Trans i18nKey="orders.screen.order" values={{ code: order.code }} components={{ code }} />
              </Title>
              <OrderStatusBadge status={order.status} size="lg" />
            </Group>
            <Text c="dimmed">
              {t('orders.screen.placedOn')} <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
              <span aria-hidden="true"> · </span>
              {t('orders.detail.soldBy')}{' '}
              <Anchor component={Link} to={sellerPath(language, order.seller.slug)} inherit>
                {order.seller.name}
              </Anchor>
            </Text>
          </Stack>
          <Group gap="sm">
            <InvoiceButton code={order.code} />
            {snapshot.can({ type: 'cancel.start' }) && (
              <Button ref={opener} variant="outline" color="red" c="var(--herfa-colour-danger)" onClick={() => send({ type: 'cancel.start' })}>
                {t('orders.cancel.open')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>

      <CancelOrderPanel cancellation={cancellation} onClosed={returnFocus} />
      <Outcome order={order} />

      <div className={classes.detailLayout}>
        <div className={classes.detailMain}>
          <Items order={order} />
          <History history={order.history} />
        </div>
        <div className={classes.detailSide}>
          <Payment order={order} />
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-address">
            <Title order={2} size="h4" id="order-address" mb="sm">
              {t('orders.detail.address')}
            </Title>
            <ShippingAddress address={order.shippedTo} />
          </Paper>
        </div>
      </div>
    </Container>
  );
}

/** The address as the order was shipped to it; the country, a code, named in the page's language. */
function ShippingAddress({ address }: { readonly address: OrderDetail['shippedTo'] }) {
  const language = useLanguage();
  // Riyadh, Riyadh says nothing twice over.
  const place = address.city === address.region ? [address.city] : [address.city, address.region];
  return (
    <address className={classes.address}>
      <span dir="auto">{address.addressText}</span>
      <span>{place.join(language === 'ar' ? '، ' : ', ')}</span>
      <span>{countryName(address.country, language)}</span>
    </address>
  );
}

const countryName = (country: string, language: Language): string => {
  if (!/^[A-Z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
};

/** Fetches the PDF with the shopper's token (a plain link could not send it) and saves it as HRF-….pdf. */
function InvoiceButton({ code }: { readonly code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { orders, toasts } = usePorts();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await orders.invoice(code, language), `${code}.pdf`);
    } catch (error) {
      toasts.show({ type: 'error', title: t('orders.detail.invoiceFailed'), message: failureMessage(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void download()}>
      {t('orders.detail.invoice')}
    </Button>
  );
}

/** Why a settled order will never arrive, and the refund. */
function Outcome({ order }: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money, date } = useFormat();
  if (order.status !== 'cancelled' && order.status !== 'rejected') return null;
  return (
    <Alert
      color={order.status === 'rejected' ? 'red' : 'gray'}
      variant="light"
      // A standing fact about the order, not news: the toast announced the cancellation.
      role="note"
      title={t(order.status === 'rejected' ? 'orders.detail.rejectedTitle' : 'orders.detail.cancelledTitle')}
      mb="xl"
      className={classes.outcome}
    >
      <Stack gap="xs">
        {order.reason !== null && (
          <Text>
            <strong>{t('orders.detail.reason')}:</strong> <span dir="auto">{order.reason}</span>
          </Text>
        )}
        {order.refund !== null && (
          <Text>
            <strong className={classes.refund}>{t('orders.detail.refund', { amount: money(order.refund.amount) })}</strong>{' '}
            {t('orders.detail.refundOn', { date: date(order.refund.at) })}{' '}
            <Anchor component={Link} to={`/${language}/profile/wallet`} inherit fw={500}>
              {t('orders.detail.viewWallet')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function Items({ order }: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-items">
      <Title order={2} size="h4" id="order-items" mb="sm">
        {t('orders.detail.items')}
      </Title>
      <ul className={classes.items}>
        {order.items.map((item, index) => (
          <ItemRow key={`${item.productSlug}-${index}`} item={item} />
        ))}
      </ul>
    </Paper>
  );
}

const OPTIONS = ['colour', 'size', 'nameOnProduct', 'giftText'] as const;

function ItemRow({ item }: { readonly item: OrderItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money, number } = useFormat();
  const path = productPath(language, { slug: item.productSlug, isGift: item.isGift });
  const options = OPTIONS.map((option) => [option, item[option]] as const).filter(
    (option): option is readonly [(typeof OPTIONS)[number], string] => option[1] !== null && option[1] !== '',
  );
  return (
    <li className={classes.item}>
      {item.image === null ? (
        <div className={classes.itemImage} aria-hidden="true" />
      ) : (
        <ResponsiveImage className={classes.itemImage} src={item.image} sizes="80px" alt="" loading="lazy" decoding="async" width={80} height={80} />
      )}
      <div className={classes.itemBody}>
        <h3 className={classes.itemName}>
          <Anchor component={Link} to={path} inherit c="inherit">
            {item.name}
          </Anchor>
        </h3>
        {options.length > 0 && (
          <dl className={classes.options}>
            {options.map(([option, value]) => (
              <div key={option}>
                <dt>{t(`cart.screen.${option}`)}</dt>
                <dd dir="auto">{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <dl className={classes.options}>
          <div>
            <dt>{t('orders.detail.quantity')}</dt>
            <dd>{number(item.quantity)}</dd>
          </div>
          <div>
            <dt>{t('orders.detail.unitPrice')}</dt>
            <dd>{money(item.unitPrice)}</dd>
          </div>
          {item.unitDiscount > 0 && (
            <div>
              <dt>{t('orders.detail.unitDiscount')}</dt>
              <dd>
                <bdi>{money(-item.unitDiscount, { sign: 'always' })}</bdi>
              </dd>
            </div>
          )}
        </dl>
        {item.reviewable && (
          <Button
            component={Link}
            to={`${path}#write-review`}
            variant="light"
            size="compact-sm"
            mt="xs"
            aria-label={t('orders.detail.reviewOf', { name: item.name })}
          >
            {t('orders.detail.review')}
          </Button>
        )}
      </div>
      <p className={classes.itemTotal}>
        <span className={hidden.screenReaderOnly}>{t('orders.detail.lineTotal')} </span>
        {money(item.total)}
      </p>
    </li>
  );
}

function Payment({ order }: { readonly order: OrderDetail }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-payment">
      <Title order={2} size="h4" id="order-payment" mb="sm">
        {t('orders.detail.payment')}
      </Title>
      <dl className={classes.figures}>
        <div>
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        {order.discount > 0 && (
          <div>
            <dt>{t('orders.detail.discount')}</dt>
            <dd>
              <bdi>{money(-order.discount, { sign: 'always' })}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('orders.detail.shippingFee')}</dt>
          <dd>{money(order.shippingFee)}</dd>
        </div>
        <div className={classes.strong}>
          <dt>{t('orders.detail.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
      <dl className={`${classes.figures} ${classes.paidBy}`}>
        <div>
          <dt>{t('orders.detail.walletPart')}</dt>
          <dd>{money(order.walletPart)}</dd>
        </div>
        <div>
          <dt>{t('orders.detail.cardPart')}</dt>
          <dd>{money(order.cardPart)}</dd>
        </div>
      </dl>
    </Paper>
  );
}

/** Every status the order has had, oldest first: when, by whom, and why. */
function History({ history }: { readonly history: readonly OrderEvent[] }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-history">
      <Title order={2} size="h4" id="order-history" mb="md">
        {t('orders.detail.history')}
      </Title>
      <ol className={classes.timeline} aria-labelledby="order-history">
        {history.map((event, index) => (
          <li key={`${event.status}-${event.at}`} className={classes.event} data-status={event.status} data-last={index === history.length - 1}>
            <span className={classes.eventStatus}>{t(`orders.status.${event.status}`)}</span>
            <span className={classes.eventMeta}>
              <time dateTime={event.at}>{date(event.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              <span aria-hidden="true"> · </span>
              {t(`orders.detail.by.${event.actor}`)}
            </span>
            {event.reason !== null && (
              <span className={classes.eventReason}>
                {t('orders.detail.reason')}: <span dir="auto">{event.reason}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
    </Paper>
  );
}
