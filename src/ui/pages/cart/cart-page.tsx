// Cart (spec §2 /cart): the lines with their options, quantities bounded by stock, removal, and
// the subtotal, discount, delivery fees (priced at checkout, for the address) and total. A
// signed-in shopper sees the account's cart on the server, with the way to checkout; a guest sees
// the cart kept in the browser (tempCart), the spec's "Please login to your account to complete
// process" and a login that merges the cart into the account's and comes back here.
import '../../forms/form-styles';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { guestLines, type GuestLine } from '../../../application/cart/guest-cart';
import type { CartLine, CartView } from '../../../application/ports/cart-gateway';
import type { ProductDetail } from '../../../application/ports/catalogue-gateway';
import { isRequestFailure } from '../../../application/ports/request-failure';
import { stockFor } from '../../../domain/pricing';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import sidePanel from '../../components/side-panel.module.css';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';
import { CartLineItem, type CartLineModel } from './cart-line';
import classes from './cart-page.module.css';
import { useCart } from '../../use-cart';

export function CartPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const title = t('cart.screen.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Title order={1} mb="lg">
        {title}
      </Title>
      {token === null ? <GuestCart /> : <AccountCart token={token} />}
    </Container>
  );
}

function AccountCart({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const cart = useCart();
  const { toasts } = usePorts();
  // The loaded cart, and the answer to the latest change made to it (valid until the next load).
  const remote = useRemote(`cart:${token}`, () => cart.load());
  const [changed, setChanged] = useState<{ readonly base: CartView; readonly cart: CartView } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const view = changed !== null && changed.base === remote.data ? changed.cart : remote.data;

  const change = async (line: CartLine, request: () => Promise<CartView>, done?: string) => {
    setBusy(line.id);
    try {
      const answer = await request();
      if (remote.data !== undefined) setChanged({ base: remote.data, cart: answer });
      if (done !== undefined) toasts.show({ type: 'success', title: done });
    } catch (error) {
      toasts.show({ type: 'error', title: t('cart.screen.changeFailed'), message: failureMessage(t, error) });
      // A line gone from the cart elsewhere (another tab): show the cart as it is now.
      if (isRequestFailure(error) && (error.status === 404 || error.status === 409)) remote.retry();
    } finally {
      setBusy(null);
    }
  };

  if (view === undefined) return remote.status === 'failed' ? <LoadFailed error={remote.failure} onRetry={remote.retry} /> : <Loading />;
  if (view.lines.length === 0) return <EmptyCart />;

  const lines = view.lines.map(lineModelOf);
  const blocked = lines.some((line) => !line.available);
  return (
    <CartLayout
      lines={lines}
      busy={busy}
      onQuantity={(model, quantity) => {
        const line = view.lines.find((candidate) => candidate.id === model.key)!;
        void change(line, () => cart.setQuantity(line.id, quantity));
      }}
      onRemove={(model) => {
        const line = view.lines.find((candidate) => candidate.id === model.key)!;
        void change(line, () => cart.remove(line.id), t('cart.screen.removed', { name: line.product.name }));
      }}
      summary={
        <CartSummary subtotal={view.totals.subtotal} discount={view.totals.discount} total={view.totals.total}>
          <CheckoutButton blocked={blocked} />
        </CartSummary>
      }
    />
  );
}

function lineModelOf(line: CartLine): CartLineModel {
  return {
    key: line.id,
    product: line.product,
    colour: line.colour?.name ?? null,
    size: line.size?.name ?? null,
    nameOnProduct: line.nameOnProduct,
    giftText: line.giftText,
    quantity: line.quantity,
    total: line.total,
    available: line.available,
  };
}

function CheckoutButton({ blocked }: { readonly blocked: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (blocked) {
    return (
      <>
        <Button size="md" fullWidth disabled aria-describedby="cart-blocked">
          {t('cart.screen.checkout')}
        </Button>
        <Text size="sm" c="dimmed" id="cart-blocked">
          {t('cart.screen.fixUnavailable')}
        </Text>
      </>
    );
  }
  return (
    <Button component={Link} to={`/${language}/checkout`} size="md" fullWidth>
      {t('cart.screen.checkout')}
    </Button>
  );
}

/** The guest's cart: tempCart's lines with the products' current names, prices, pictures and stock (each line's colour and size's, when counted apart). */
function GuestCart() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { tempCart } = useSession();
  const cart = useCart();
  const { catalogue } = usePorts();
  const lines = guestLines(tempCart);
  const slugs = [...new Set(lines.map((line) => line.item.productSlug))];
  // A product no longer sold answers 404: its line says so and can be removed.
  const products = useRemote(`guest-cart:${slugs.join(',')}`, async () => {
    const found = await Promise.all(
      slugs.map((slug) =>
        catalogue.product(slug).catch((error: unknown) => {
          if (isRequestFailure(error) && error.status === 404) return null;
          throw error;
        }),
      ),
    );
    return new Map(slugs.map((slug, index) => [slug, found[index] ?? null]));
  });

  if (lines.length === 0) return <EmptyCart />;
  if (products.data === undefined) return products.status === 'failed' ? <LoadFailed error={products.failure} onRetry={products.retry} /> : <Loading />;

  const known = products.data;
  const models = lines.map((line) => guestLineModelOf(line, known.get(line.item.productSlug) ?? null));
  const sum = (part: (line: CartLineModel) => number) => models.reduce((total, line) => total + part(line), 0);
  const subtotal = sum((line) => (line.product === null ? 0 : line.product.price * line.quantity));
  const total = sum((line) => line.total);
  const loginPath = (page: 'login' | 'register') => `/${language}/auth/${page}?redirect=${encodeURIComponent(`/${language}/cart`)}`;

  return (
    <CartLayout
      lines={models}
      busy={null}
      onQuantity={(line, quantity) => cart.setGuestQuantity(line.key, quantity)}
      onRemove={(line) => cart.removeGuestLine(line.key)}
      summary={
        <CartSummary subtotal={subtotal} discount={subtotal - total} total={total}>
          <Alert color="green" variant="light" className={classes.login}>
            <Text fw={500}>{t('cart.loginRequired')}</Text>
          </Alert>
          <Button component={Link} to={loginPath('login')} size="md" fullWidth>
            {t('cart.screen.login')}
          </Button>
          <Button component={Link} to={loginPath('register')} size="md" variant="default" fullWidth>
            {t('cart.screen.register')}
          </Button>
        </CartSummary>
      }
    />
  );
}

function guestLineModelOf({ key, item }: GuestLine, product: ProductDetail | null): CartLineModel {
  const optionName = (options: readonly { id: string; name: string }[] | undefined, id: string | undefined) =>
    id === undefined ? null : (options?.find((option) => option.id === id)?.name ?? id);
  // The count the line draws on, as the signed-in cart's line carries it: its pair's when the seller counts them apart.
  const stock = product === null ? 0 : stockFor({ stock: product.stock, optionStock: product.optionStock ?? undefined }, item);
  return {
    key,
    product: product === null ? null : { ...product, stock },
    colour: optionName(product?.colours, item.colour),
    size: optionName(product?.sizes, item.size),
    nameOnProduct: item.nameOnProduct ?? null,
    giftText: item.giftText ?? null,
    quantity: item.quantity,
    total: product === null ? 0 : product.salePrice * item.quantity,
    available: product !== null && item.quantity <= stock,
  };
}

function CartLayout({
  lines,
  busy,
  onQuantity,
  onRemove,
  summary,
}: {
  readonly lines: readonly CartLineModel[];
  readonly busy: string | null;
  readonly onQuantity: (line: CartLineModel, quantity: number) => void;
  readonly onRemove: (line: CartLineModel) => void;
  readonly summary: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.layout}>
      <ul className={classes.lines} aria-label={t('cart.screen.lines')}>
        {lines.map((line) => (
          <li key={line.key}>
            <CartLineItem line={line} busy={busy === line.key} onQuantity={(quantity) => onQuantity(line, quantity)} onRemove={() => onRemove(line)} />
          </li>
        ))}
      </ul>
      {summary}
    </div>
  );
}

function CartSummary({
  subtotal,
  discount,
  total,
  children,
}: {
  readonly subtotal: number;
  readonly discount: number;
  readonly total: number;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cart-summary" className={sidePanel.sticky}>
      <Title order={2} size="h3" id="cart-summary" mb="md">
        {t('cart.screen.summary')}
      </Title>
      <dl className={classes.totals}>
        <div>
          <dt>{t('cart.screen.subtotal')}</dt>
          <dd>{money(subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.screen.discount')}</dt>
          <dd className={discount > 0 ? classes.saving : undefined}>{money(-discount, { sign: 'always' })}</dd>
        </div>
        <div>
          <dt>{t('cart.screen.deliveryFees')}</dt>
          <dd className={classes.muted}>{t('cart.screen.deliveryAtCheckout')}</dd>
        </div>
        <div className={classes.grandTotal}>
          <dt>{t('cart.screen.total')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      <Text size="xs" c="dimmed" mb="md">
        {t('cart.screen.vatIncluded')}
      </Text>
      <div className={classes.actions}>{children}</div>
    </Paper>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <EmptyState
      title={t('cart.screen.emptyTitle')}
      description={t('cart.screen.emptyMessage')}
      action={
        <Button component={Link} to={`/${language}/products/all`}>
          {t('cart.screen.browse')}
        </Button>
      }
    />
  );
}
