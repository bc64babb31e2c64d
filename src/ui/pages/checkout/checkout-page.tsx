// Checkout (spec §5 /checkout): driven by the checkout machine — the shipping address (the
// default preselected, one can be added here), the summary as one order per seller with the
// wallet/card split, the shopper's yes to a card part, then the order is placed: paid from the
// wallet (the success screen) or at the card gateway's page. A guest is asked to log in and is
// brought back here afterwards; the cart stays in the browser meanwhile.
import '../../forms/form-styles';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Badge.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Container, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CheckoutContext, checkoutMachine, UnservedStores } from '../../../application/checkout/checkout-machine';
import type { SnapshotFrom } from 'xstate';
import type { SavedAddress } from '../../../application/ports/address-book';
import type { OrderQuote, Quote } from '../../../application/ports/checkout-gateway';
import { RequestFailure } from '../../../application/ports/request-failure';
import { INTL_LOCALES } from '../../../domain/money-format';
import { AddressForm } from '../../components/address/address-form';
import { EmptyState } from '../../components/empty-state';
import sidePanel from '../../components/side-panel.module.css';
import thumbnail from '../../components/thumbnail.module.css';
import { useFormat } from '../../format';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';
import classes from './checkout.module.css';
import { addressSaved, useCheckout, type CheckoutActor } from './use-checkout';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

export function CheckoutPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const title = t('checkout.screen.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('checkout.screen.intro') });

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap={6} mb="xl">
        <Title order={1}>{title}</Title>
        {token === null ? null : <Text c="dimmed">{t('checkout.screen.intro')}</Text>}
      </Stack>
      {token === null ? <GuestCheckout /> : <CheckoutFlow />}
    </Container>
  );
}

function GuestCheckout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const back = `?redirect=${encodeURIComponent(`/${language}/checkout`)}`;
  return (
    <EmptyState
      title={t('checkout.screen.guestTitle')}
      description={t('cart.loginRequired')}
      action={
        <Group gap="sm" justify="center">
          <Button component={Link} to={`/${language}/auth/login${back}`}>
            {t('checkout.screen.login')}
          </Button>
          <Button component={Link} to={`/${language}/auth/register${back}`} variant="default">
            {t('checkout.screen.register')}
          </Button>
        </Group>
      }
    />
  );
}

function CheckoutFlow() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useCheckout({
    toRoute: (path) => void navigate(path, { replace: true }),
    toDocument: (url) => window.location.assign(url),
    successPath: (checkoutId) => `/${language}/payment/success?checkout=${encodeURIComponent(checkoutId)}`,
  });
  const { context } = snapshot;

  if (snapshot.matches('loadingAddresses')) return <Loading />;
  if (snapshot.matches('addressesUnavailable')) {
    return <LoadFailed error={failureError(context)} onRetry={() => send({ type: 'addresses.reload' })} />;
  }
  if (snapshot.matches('choosingAddress') || snapshot.matches('savingAddress') || snapshot.matches('findingUnservedStores') || snapshot.matches('removingUnserved')) {
    return <AddressStep context={context} actor={actor} saving={snapshot.matches('savingAddress')} removing={snapshot.matches('removingUnserved')} />;
  }
  if (snapshot.matches('quoting')) return <Loading />;
  if (snapshot.matches('cartNeedsChanges')) {
    return (
      <Alert color="orange" variant="light" role="alert" title={t('checkout.screen.cartChange.title')}>
        <Stack gap="sm" align="flex-start">
          <Text>{failureText(t, context)}</Text>
          <Button component={Link} to={`/${language}/cart`} variant="light" color="orange">
            {t('checkout.screen.cartChange.link')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (snapshot.matches('paid') || snapshot.matches('redirecting')) {
    return (
      <Stack align="center" gap="sm" py={48} role="status">
        <Loading />
        <Text>{t(snapshot.matches('paid') ? 'checkout.screen.paid' : 'checkout.screen.redirecting')}</Text>
      </Stack>
    );
  }
  // reviewing, confirmingCard, placing, interrupted, failed: the summary with what comes next.
  return <ReviewStep snapshot={snapshot} actor={actor} />;
}

/** Names the stores that do not deliver to the chosen address's region, and offers to remove their items. */
function UnservedStoresNote({ unserved, removing, onRemove }: { readonly unserved: UnservedStores; readonly removing: boolean; readonly onRemove: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stores = new Intl.ListFormat(INTL_LOCALES[language], { type: 'conjunction' }).format(unserved.stores.map((store) => store.name));
  return (
    <Stack gap="sm" mt="sm" align="flex-start">
      <Text size="sm">{t('checkout.screen.address.unservedStores', { count: unserved.stores.length, stores, region: unserved.region })}</Text>
      <Button variant="default" size="sm" loading={removing} onClick={onRemove}>
        {t('checkout.screen.address.removeUnserved', { count: unserved.lineIds.length })}
      </Button>
    </Stack>
  );
}

function AddressStep({
  context,
  actor,
  saving,
  removing,
}: {
  readonly context: CheckoutContext;
  readonly actor: CheckoutActor;
  readonly saving: boolean;
  readonly removing: boolean;
}) {
  const { t } = useTranslation();
  const { addresses, addressId, notice, unserved } = context;
  const [adding, setAdding] = useState(addresses.length === 0);
  const noticeRef = useRef<HTMLDivElement>(null);
  // A message that answers the shopper's "Continue" takes the focus, so it is read out; the one
  // the screen opens with does not.
  useEffect(() => {
    if (notice !== null && notice !== 'checkout.noDefaultAddress') noticeRef.current?.focus();
  }, [notice]);
  // With no address at all, "add one" says it better than "no default address".
  const shownNotice = addresses.length === 0 && notice === 'checkout.noDefaultAddress' ? null : notice;

  return (
    <section aria-labelledby="address-heading" className={classes.step}>
      <Title order={2} size="h3" id="address-heading" mb="md">
        {t('checkout.screen.address.heading')}
      </Title>
      <Stack gap="md">
        {shownNotice === null ? null : (
          <Alert ref={noticeRef} tabIndex={-1} color={shownNotice === 'checkout.noDefaultAddress' ? 'blue' : 'orange'} variant="light" role="alert">
            {t(shownNotice)}
            {shownNotice === 'checkout.noShippingForAddress' && unserved !== null && unserved.stores.length > 0 ? (
              <UnservedStoresNote unserved={unserved} removing={removing} onRemove={() => actor.send({ type: 'unserved.remove' })} />
            ) : null}
          </Alert>
        )}
        {/* A failure here with the stores still named is their items' removal's (saving an address forgets them). */}
        {context.failure === null || unserved === null ? null : (
          <Alert color="red" variant="light" role="alert">
            {failureText(t, context)}
          </Alert>
        )}
        {addresses.length === 0 ? (
          <Text>{t('checkout.screen.address.none')}</Text>
        ) : (
          <Radio.Group
            label={t('checkout.screen.address.choose')}
            value={addressId}
            onChange={(chosen) => actor.send({ type: 'address.choose', addressId: chosen })}
          >
            <Stack gap="sm" mt="sm">
              {addresses.map((address) => (
                <Paper key={address.id} withBorder radius="md" p="md" className={classes.addressOption} data-checked={address.id === addressId}>
                  <Radio value={address.id} label={<AddressText address={address} />} disabled={saving} />
                </Paper>
              ))}
            </Stack>
          </Radio.Group>
        )}
        {adding ? (
          <AddressForm
            heading={t('addresses.form.heading')}
            firstAddress={addresses.length === 0}
            onCancel={addresses.length === 0 ? undefined : () => setAdding(false)}
            onSave={async (address) => {
              actor.send({ type: 'address.save', address });
              await addressSaved(actor);
              setAdding(false);
            }}
          />
        ) : (
          <div>
            <Button variant="default" onClick={() => setAdding(true)}>
              {t('checkout.screen.address.add')}
            </Button>
          </div>
        )}
        {addresses.length === 0 ? null : (
          <div>
            <Button size="md" onClick={() => actor.send({ type: 'address.confirm' })} disabled={saving || removing}>
              {t('checkout.screen.address.continue')}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}

function AddressText({ address }: { readonly address: SavedAddress }) {
  const { t } = useTranslation();
  return (
    <span className={classes.addressText}>
      <span className={classes.addressPlace}>
        {t('checkout.screen.address.place', { city: address.cityName, region: address.regionName })}
        {address.isDefault ? (
          <Badge size="sm" variant="light" radius="sm" ms="xs">
            {t('checkout.screen.address.default')}
          </Badge>
        ) : null}
      </span>
      <span className={classes.addressLine} dir="auto">
        {address.addressText}
      </span>
    </span>
  );
}

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

function ReviewStep({ snapshot, actor }: { readonly snapshot: CheckoutSnapshot; readonly actor: CheckoutActor }) {
  const { t } = useTranslation();
  const { context } = snapshot;
  const address = context.addresses.find((candidate) => candidate.id === context.addressId);
  const canChangeAddress = snapshot.can({ type: 'address.change' });

  return (
    <div className={classes.layout}>
      <Stack gap="lg" className={classes.main}>
        {address === undefined ? null : (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="ship-to-heading">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} className={classes.shipTo}>
                <Title order={2} size="h5" id="ship-to-heading">
                  {t('checkout.screen.address.shipTo')}
                </Title>
                <AddressText address={address} />
              </Stack>
              {canChangeAddress ? (
                <Button variant="subtle" size="compact-sm" onClick={() => actor.send({ type: 'address.change' })}>
                  {t('checkout.screen.address.change')}
                </Button>
              ) : null}
            </Group>
          </Paper>
        )}
        {context.quote === null ? null : <OrdersSummary orders={context.quote.orders} />}
      </Stack>
      <PaymentPanel snapshot={snapshot} actor={actor} />
    </div>
  );
}

function OrdersSummary({ orders }: { readonly orders: readonly OrderQuote[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="orders-heading">
      <Title order={2} size="h3" id="orders-heading" mb="md">
        {t('checkout.screen.summary.heading')}
      </Title>
      <Stack gap="md">
        {orders.map((order) => (
          <SellerOrder key={order.seller.slug} order={order} />
        ))}
      </Stack>
    </section>
  );
}

function SellerOrder({ order }: { readonly order: OrderQuote }) {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const headingId = `order-${order.seller.slug}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="sm">
        {t('checkout.screen.summary.orderFrom', { seller: order.seller.name })}
      </Title>
      <ul className={classes.lines}>
        {order.lines.map((line) => {
          const options = (
            [
              ['colour', line.colour?.name],
              ['size', line.size?.name],
              ['nameOnProduct', line.nameOnProduct],
              ['giftText', line.giftText],
            ] as const
          ).filter((option): option is readonly [(typeof option)[0], string] => typeof option[1] === 'string' && option[1] !== '');
          return (
            <li key={line.id} className={classes.line}>
              {line.product.image === null ? (
                <span className={thumbnail.thumbnail} aria-hidden="true" />
              ) : (
                <ResponsiveImage className={thumbnail.thumbnail} src={line.product.image} sizes="56px" alt="" width={56} height={56} loading="lazy" decoding="async" />
              )}
              <div className={classes.lineBody}>
                <Text fw={600} size="sm" className={classes.lineName}>
                  {line.product.name}
                </Text>
                {/* Pieces apart, not joined by a middle dot: beside Arabic-Indic digits it reads as a zero. */}
                {options.length === 0 ? null : (
                  <Text size="xs" c="dimmed" className={classes.meta}>
                    {options.map(([name, value]) => (
                      <span key={name}>
                        {t(`checkout.screen.summary.${name}`)}: {value}
                      </span>
                    ))}
                  </Text>
                )}
                <Text size="xs" c="dimmed" className={classes.meta}>
                  <span>{t('checkout.screen.summary.quantity', { quantity: number(line.quantity) })}</span>
                  <span>{t('checkout.screen.summary.unitPrice', { price: money(line.product.salePrice) })}</span>
                </Text>
              </div>
              <Text fw={600} size="sm" className={classes.lineTotal}>
                {money(line.total)}
              </Text>
            </li>
          );
        })}
      </ul>
      <dl className={classes.figures}>
        <Figure label={t('checkout.screen.summary.subtotal')} value={money(order.subtotal)} />
        {order.discount === 0 ? null : <Figure label={t('checkout.screen.summary.discount')} value={money(-order.discount)} />}
        <Figure
          label={t('checkout.screen.summary.shipping')}
          value={order.shippingFee === 0 ? t('checkout.screen.summary.freeShipping') : money(order.shippingFee)}
        />
        <Figure label={t('checkout.screen.summary.orderTotal')} value={money(order.total)} strong />
      </dl>
    </Paper>
  );
}

function Figure({ label, value, strong = false }: { readonly label: ReactNode; readonly value: ReactNode; readonly strong?: boolean }) {
  return (
    <div className={strong ? classes.strong : undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function PaymentPanel({ snapshot, actor }: { readonly snapshot: CheckoutSnapshot; readonly actor: CheckoutActor }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money } = useFormat();
  const { context } = snapshot;
  const { quote } = context;
  const placing = snapshot.matches('placing');

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="payment-heading" className={sidePanel.sticky}>
      <Title order={2} size="h3" id="payment-heading" mb="md">
        {t('checkout.screen.payment.heading')}
      </Title>
      {quote === null ? null : <PaymentFigures quote={quote} />}
      <Stack gap="sm" mt="md">
        {snapshot.matches('reviewing') && context.cardDeclined && quote !== null ? (
          <Alert color="blue" variant="light" title={t('checkout.screen.declined.title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('checkout.screen.declined.message', { amount: money(quote.split.cardPart) })}</Text>
              <Anchor component={Link} to={`/${language}/profile/wallet`} fw={600} size="sm">
                {t('checkout.screen.declined.link')}
              </Anchor>
            </Stack>
          </Alert>
        ) : null}
        {snapshot.matches('confirmingCard') && quote !== null ? <CardConfirmation quote={quote} actor={actor} /> : null}
        {snapshot.matches('interrupted') ? (
          <Alert color="orange" variant="light" role="alert" title={t('checkout.screen.interrupted.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('checkout.screen.interrupted.message')}</Text>
              <Button color="orange" onClick={() => actor.send({ type: 'order.resend' })}>
                {t('checkout.screen.interrupted.resend')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {snapshot.matches('failed') ? (
          <Alert color="red" variant="light" role="alert" title={t('checkout.screen.failed.title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{failureText(t, context)}</Text>
              <Button color="red" variant="light" onClick={() => actor.send({ type: 'order.retry' })}>
                {t('checkout.screen.failed.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {(snapshot.matches('reviewing') || placing) && quote !== null ? (
          <Button size="md" fullWidth loading={placing} onClick={() => actor.send({ type: 'order.place' })}>
            {quote.split.cardPart === 0
              ? t('checkout.screen.payment.placeWithWallet', { amount: money(quote.split.walletPart) })
              : t('checkout.screen.payment.place')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function PaymentFigures({ quote }: { readonly quote: Quote }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { totals, split } = quote;
  return (
    <>
      <dl className={classes.figures}>
        <Figure label={t('checkout.screen.summary.subtotal')} value={money(totals.subtotal)} />
        {totals.discount === 0 ? null : <Figure label={t('checkout.screen.summary.discount')} value={money(-totals.discount)} />}
        <Figure label={t('checkout.screen.summary.deliveryFees')} value={money(totals.deliveryFees)} />
        <Figure label={t('checkout.screen.summary.total')} value={money(totals.total)} strong />
      </dl>
      <dl className={`${classes.figures} ${classes.split}`}>
        <Figure label={t('checkout.screen.payment.fromWallet')} value={money(split.walletPart)} />
        <Figure label={t('checkout.screen.payment.byCard')} value={money(split.cardPart)} strong={split.cardPart > 0} />
      </dl>
      <Text size="xs" c="dimmed" mt="xs">
        {t('checkout.screen.payment.walletBalance', { amount: money(quote.walletBalance) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('checkout.screen.summary.vatIncluded')}
      </Text>
    </>
  );
}

/** The shopper's explicit yes (or no) to paying the card part: focused as it appears, so it is read out. */
function CardConfirmation({ quote, actor }: { readonly quote: Quote; readonly actor: CheckoutActor }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const amount = money(quote.split.cardPart);
  return (
    <div ref={ref} tabIndex={-1} role="group" aria-labelledby="card-confirm-heading" aria-describedby="card-confirm-message" className={classes.confirm}>
      <Title order={3} size="h5" id="card-confirm-heading" mb={6}>
        {t('checkout.screen.confirm.heading')}
      </Title>
      <Text size="sm" id="card-confirm-message" mb="sm">
        {t('payment.cardConfirmationRequired', { amount })}
      </Text>
      <Stack gap="xs">
        <Button fullWidth onClick={() => actor.send({ type: 'card.confirm' })}>
          {t('checkout.screen.confirm.pay', { amount })}
        </Button>
        <Button fullWidth variant="default" onClick={() => actor.send({ type: 'card.decline' })}>
          {t('checkout.screen.confirm.topUpFirst')}
        </Button>
      </Stack>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The failure as the shopper reads it: the server's message, or the code's translation when only the code is known. */
function failureText(t: Translate, context: CheckoutContext): string {
  const failure = context.failure;
  if (failure === null) return t('payment.failed');
  if (failure.status === 0) return t('account.errors.unreachable');
  return failure.message === '' ? t(failure.code) : failure.message;
}

function failureError({ failure }: CheckoutContext): RequestFailure {
  return failure === null
    ? new RequestFailure(0, 'http.unreachable', '')
    : new RequestFailure(failure.status, failure.code, failure.message, failure.fields);
}
