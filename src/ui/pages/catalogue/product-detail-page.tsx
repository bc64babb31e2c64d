// /{lang}/products/details/{slug} and /{lang}/gift-products/{slug}: one product with its
// gallery, price and discount, stock, store, shipping, options (colour, size, name on the
// product; the text for a gift), quantity, favourite, and its rating and reviews. Adding to
// the cart puts a guest's chosen item in the session's tempCart (spec §4), merged at login, and
// a signed-in shopper's in the account's cart on the server, which may refuse it (stock).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Loader.css';
import { Anchor, Badge, Breadcrumbs, Button, Grid, Progress, Skeleton, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ProductDetail, Review, StockState } from '../../../application/ports/catalogue-gateway';
import { isRequestFailure } from '../../../application/ports/request-failure';
import { shortText } from '../../../domain/catalogue';
import type { Language } from '../../../domain/locale';
import type { ValidationMessage } from '../../../domain/validation';
import { categoryPath, productPath, sellerPath } from '../../components/catalogue/catalogue-paths';
import { FavouriteButton } from '../../components/catalogue/favourite-button';
import { ImageGallery } from '../../components/catalogue/image-gallery';
import { OptionPicker } from '../../components/catalogue/option-picker';
import { PriceTag } from '../../components/catalogue/price-tag';
import { LoadFailure } from '../../components/catalogue/product-grid';
import { RatingStars } from '../../components/catalogue/rating-stars';
import { ReviewForm } from '../../components/catalogue/review-form';
import { useRemote } from '../../components/catalogue/use-remote';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { breadcrumbList, priceText, productData } from '../../rendering/structured-data';
import { usePageMeta, type PageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { failureMessage } from '../../forms/failure-message';
import { useCart } from '../../use-cart';
import { CataloguePage, MissingItem } from './catalogue-page';
import {
  EMPTY_CHOICE,
  GIFT_TEXT_MAX,
  cartItemOf,
  choiceProblems,
  choiceStock,
  clampQuantity,
  maxQuantity,
  soldOutOptions,
  withOption,
  type ChoiceProblems,
  type ProductChoice,
} from './product-choice';
import { QuantityStepper } from '../../components/quantity-stepper';
import classes from './product-detail-page.module.css';
import { ClientForm } from '../../forms/client-form';
import { HydrateLater } from '../../layouts/hydrate-later';
import { ResponsiveImage } from '../../components/catalogue/responsive-image';

export function ProductDetailPage() {
  return <ProductDetailScreen gift={false} />;
}

export function GiftDetailPage() {
  return <ProductDetailScreen gift />;
}

/** What a product page adds to its head: the price for link previews, the product and its breadcrumbs for crawlers. */
function productHead(product: ProductDetail, language: Language, listing: string): Pick<PageMeta, 'type' | 'price' | 'structuredData'> {
  const path = productPath(language, product);
  const seller = sellerPath(language, product.seller.slug);
  return {
    type: 'product',
    price: priceText(product.salePrice),
    structuredData: (origin) => [
      productData(product, { path, sellerPath: seller, origin }),
      breadcrumbList(
        [
          { name: listing, path: product.isGift ? `/${language}/gift-products` : categoryPath(language, 'all') },
          ...(product.isGift ? [] : [{ name: product.category.name, path: categoryPath(language, product.category.slug) }]),
          { name: product.name, path },
        ],
        origin,
      ),
    ],
  };
}

function ProductDetailScreen({ gift }: { readonly gift: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const gateway = usePorts().catalogue;
  const { slug = '' } = useParams();
  const { token } = useSession();
  // A signed-in shopper's shipping is priced to their default address, so the answer depends on who asks.
  const product = useRemote(`${gift ? 'gift' : 'product'}:${slug}:${token ?? 'guest'}`, () =>
    gift ? gateway.giftProduct(slug) : gateway.product(slug),
  );
  // Read again after a review (product.retry), the product stays on screen while it loads.
  const detail = product.status === 'ready' || product.data?.slug === slug ? product.data : undefined;
  usePageMeta({
    title: t('common.documentTitle.page', { page: detail?.name ?? t(gift ? 'catalogue.gifts.title' : 'catalogue.listing.allProducts') }),
    description: detail === undefined ? undefined : shortText(detail.description),
    image: detail?.images[0] ?? detail?.image ?? undefined,
    ...(detail === undefined ? {} : productHead(detail, language, t(gift ? 'catalogue.gifts.title' : 'catalogue.listing.allProducts'))),
  });

  if (product.status === 'failed') {
    const notFound = isRequestFailure(product.failure) && (product.failure.status === 404 || product.failure.status === 400);
    return (
      <CataloguePage>
        {notFound ? (
          <MissingItem
            message={t('catalogue.productNotFound')}
            back={
              gift
                ? { to: `/${language}/gift-products`, label: t('catalogue.gifts.browse') }
                : { to: `/${language}/products/all`, label: t('catalogue.listing.browseAll') }
            }
          />
        ) : (
          <LoadFailure message={product.failure.message} onRetry={product.retry} />
        )}
      </CataloguePage>
    );
  }

  return <CataloguePage>{detail === undefined ? <DetailSkeleton /> : <ProductDetailView key={detail.slug} product={detail} gift={gift} onReviewed={product.retry} />}</CataloguePage>;
}

function ProductDetailView({ product, gift, onReviewed }: { readonly product: ProductDetail; readonly gift: boolean; readonly onReviewed: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Breadcrumbs separator="/" className={classes.breadcrumbs} aria-label={t('catalogue.detail.breadcrumbs')}>
        <Anchor component={Link} to={`/${language}`} size="sm">
          {t('catalogue.detail.home')}
        </Anchor>
        {gift ? (
          <Anchor component={Link} to={`/${language}/gift-products`} size="sm">
            {t('catalogue.gifts.title')}
          </Anchor>
        ) : (
          <Anchor component={Link} to={categoryPath(language, product.category.slug)} size="sm">
            {product.category.name}
          </Anchor>
        )}
        <Text size="sm" c="dimmed" aria-current="page" className={classes.crumb}>
          {product.name}
        </Text>
      </Breadcrumbs>

      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <HydrateLater>
            <ImageGallery images={product.images} name={product.name} />
          </HydrateLater>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <HydrateLater>
            <ProductSummary product={product} gift={gift} />
          </HydrateLater>
        </Grid.Col>
      </Grid>

      <section aria-labelledby="description-heading" className={classes.section}>
        <Title order={2} size="h3" id="description-heading">
          {t('catalogue.detail.description')}
        </Title>
        <Text className={classes.description}>{product.description}</Text>
      </section>

      <HydrateLater>
        <Reviews product={product} onReviewed={onReviewed} />
      </HydrateLater>
    </>
  );
}

function ProductSummary({ product, gift }: { readonly product: ProductDetail; readonly gift: boolean }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const language = useLanguage();
  const cart = useCart();
  const { toasts } = usePorts();
  const [choice, setChoice] = useState<ProductChoice>(EMPTY_CHOICE);
  // The size a colour's choice undid, nothing of it being left in that colour: said until the next choice.
  const [undoneSize, setUndoneSize] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [adding, setAdding] = useState(false);
  const problems: ChoiceProblems = choiceProblems(product, choice, { gift });
  const shown = (message: ValidationMessage | undefined) =>
    submitted && message ? t(message.key, { ...message.params, field: t(`fields.${String(message.params.field)}`) }) : undefined;
  const soldOut = maxQuantity(product, choice) === 0;
  const quantityMax = Math.max(1, maxQuantity(product, choice));
  const soldOutNow = soldOutOptions(product, choice);
  const countedApart = product.optionStock !== null;
  const nameOf = (options: ProductDetail['colours'], id: string | undefined) => options.find((option) => option.id === id)?.name ?? '';

  // Only where a colour may undo the size; empty until one does, so that the live region is there before it speaks.
  const sizeStatus =
    !countedApart || product.colours.length === 0
      ? undefined
      : undoneSize === null
        ? ''
        : t('catalogue.detail.sizeSoldOutInColour', { size: nameOf(product.sizes, undoneSize), colour: nameOf(product.colours, choice.colour) });

  const choose = (kind: 'colour' | 'size', id: string) => {
    const next = withOption(product, choice, kind, id);
    setUndoneSize(choice.size !== undefined && next.size === undefined ? choice.size : null);
    setChoice(next);
  };

  const addToCart = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (soldOut || adding || Object.keys(problems).length > 0) return;
    const item = cartItemOf(product, choice, { gift });
    setAdding(true);
    try {
      await cart.add(item);
    } catch (error) {
      // The server's refusal (out of stock, more than the stock) comes in the page's language.
      toasts.show({ type: 'error', title: t('cart.notAdded'), message: failureMessage(t, error) });
      return;
    } finally {
      setAdding(false);
    }
    toasts.show({
      type: 'success',
      title: t('catalogue.cart.added'),
      message: t('catalogue.cart.addedItem', { name: product.name, quantity: number(item.quantity) }),
    });
    setChoice({ ...choice, quantity: 1 });
    setSubmitted(false);
  };

  return (
    <div className={classes.summary}>
      <Anchor component={Link} to={sellerPath(language, product.seller.slug)} className={classes.seller}>
        <ResponsiveImage src={product.seller.logo} sizes="28px" alt="" width={28} height={28} className={classes.sellerLogo} />
        <span>{product.seller.name}</span>
      </Anchor>
      <Title order={1} className={classes.name}>
        {product.name}
      </Title>
      <a href="#reviews" className={classes.ratingLink}>
        <RatingStars average={product.rating.average} count={product.rating.count} />
      </a>
      <PriceTag price={product.price} salePrice={product.salePrice} discountBasisPoints={product.discountBasisPoints} size="lg" />
      <Text size="xs" c="dimmed">
        {t('catalogue.detail.vatIncluded')}
      </Text>

      <div className={classes.facts}>
        <StockLine {...choiceStock(product, choice)} live={countedApart} />
        <ShippingLine product={product} />
      </div>

      <ClientForm onSubmit={(event) => void addToCart(event)} noValidate className={classes.form} aria-label={t('catalogue.detail.options')}>
        {product.colours.length > 0 && (
          <OptionPicker
            legend={t('catalogue.detail.colour')}
            variant="swatch"
            options={product.colours}
            value={choice.colour}
            onChange={(colour) => choose('colour', colour)}
            error={shown(problems.colour)}
            soldOut={soldOutNow.colours}
          />
        )}
        {product.sizes.length > 0 && (
          <OptionPicker
            legend={t('catalogue.detail.size')}
            variant="chip"
            options={product.sizes}
            value={choice.size}
            onChange={(size) => choose('size', size)}
            error={shown(problems.size)}
            soldOut={soldOutNow.sizes}
            status={sizeStatus}
          />
        )}
        {product.customisable && (
          <TextInput
            label={t('catalogue.detail.nameOnProduct')}
            description={t('catalogue.detail.nameOnProductHint', { count: product.nameOnProductMaxLength })}
            value={choice.nameOnProduct}
            onChange={(event) => setChoice({ ...choice, nameOnProduct: event.currentTarget.value })}
            error={shown(problems.nameOnProduct)}
            maxLength={product.nameOnProductMaxLength}
            autoComplete="off"
          />
        )}
        {gift && (
          <Textarea
            label={t('catalogue.detail.giftText')}
            description={t('catalogue.detail.giftTextCount', { used: [...choice.giftText].length, count: GIFT_TEXT_MAX })}
            value={choice.giftText}
            onChange={(event) => setChoice({ ...choice, giftText: event.currentTarget.value })}
            error={shown(problems.giftText)}
            maxLength={GIFT_TEXT_MAX}
            autosize
            minRows={3}
            maxRows={6}
          />
        )}
        <div className={classes.buy}>
          <QuantityStepper
            value={choice.quantity}
            max={quantityMax}
            disabled={soldOut}
            onChange={(quantity) => setChoice({ ...choice, quantity: clampQuantity(quantity, product, choice) })}
            size={42}
            labels={{ group: t('catalogue.detail.quantity'), decrease: t('catalogue.detail.decrease'), increase: t('catalogue.detail.increase') }}
            className={classes.quantity}
          />
          <Button type="submit" size="md" disabled={soldOut} loading={adding} className={classes.addToCart}>
            {soldOut ? t('catalogue.stock.out-of-stock') : t('catalogue.cart.add')}
          </Button>
          <div className={classes.favourite}>
            <FavouriteButton productSlug={product.slug} productName={product.name} size="lg" />
          </div>
        </div>
      </ClientForm>
    </div>
  );
}

/** The product's stock, or the chosen colour and size's once both are chosen; `live` when a choice changes it, to be heard then. */
function StockLine({ stock, state, live }: { readonly stock: number; readonly state: StockState; readonly live: boolean }) {
  const { t } = useTranslation();
  const text = state === 'low-stock' ? t('catalogue.stock.lowStockCount', { count: stock }) : t(`catalogue.stock.${state}`);
  return (
    <p className={classes.stock} data-state={state} aria-live={live ? 'polite' : undefined}>
      <span className={classes.dot} aria-hidden="true" />
      {text}
    </p>
  );
}

function ShippingLine({ product }: { readonly product: ProductDetail }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { shipping } = product;
  let text: string;
  if (shipping.fee === null) text = t('catalogue.shipping.notToRegion', { region: shipping.region?.name ?? '' });
  else if (shipping.free) text = t('catalogue.badges.freeShipping');
  else if (shipping.region === null) text = t('catalogue.shipping.from', { fee: money(shipping.fee) });
  else text = t('catalogue.shipping.toRegion', { region: shipping.region.name, fee: money(shipping.fee) });
  return (
    <p className={classes.shipping}>
      {shipping.free && shipping.fee !== null ? (
        // A span: a paragraph cannot hold Mantine's default <div> (the browser would split it).
        <Badge component="span" color="green.8" radius="sm">
          {text}
        </Badge>
      ) : (
        text
      )}
    </p>
  );
}

function Reviews({ product, onReviewed }: { readonly product: ProductDetail; readonly onReviewed: () => void }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const gateway = usePorts().catalogue;
  const [extra, setExtra] = useState<readonly Review[]>([]);
  const [nextPage, setNextPage] = useState(2);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reviews = [...product.reviews.items, ...extra];
  const { ratingSummary: summary } = product;

  const loadMore = async () => {
    setLoading(true);
    setFailure(null);
    try {
      const page = await gateway.reviews(product.slug, nextPage, product.reviews.pageSize);
      setExtra([...extra, ...page.items]);
      setNextPage(nextPage + 1);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setLoading(false);
    }
  };

  return (
    <section aria-labelledby="reviews-heading" id="reviews" className={classes.section}>
      <Title order={2} size="h3" id="reviews-heading">
        {t('catalogue.reviews.title', { total: number(summary.count) })}
      </Title>
      {summary.count === 0 ? (
        <Text c="dimmed" mt="sm">
          {t('catalogue.reviews.none')}
        </Text>
      ) : (
        <div className={classes.reviews}>
          <div className={classes.ratingSummary}>
            <Text className={classes.average}>{number(summary.average ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</Text>
            <RatingStars average={summary.average} count={summary.count} size={18} />
            <ul className={classes.distribution} aria-label={t('catalogue.reviews.distribution')}>
              {summary.distribution.map((row) => (
                <li key={row.stars} className={classes.distributionRow}>
                  <span>{t('catalogue.reviews.stars', { stars: number(row.stars) })}</span>
                  <Progress
                    value={summary.count === 0 ? 0 : (row.count / summary.count) * 100}
                    size="sm"
                    color="yellow.7"
                    className={classes.bar}
                    aria-hidden="true"
                  />
                  <span className={classes.distributionCount}>{number(row.count)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <ul className={classes.reviewList}>
              {reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
            {failure !== null && (
              <Text c="var(--mantine-color-error)" size="sm" role="alert">
                {failure}
              </Text>
            )}
            {reviews.length < product.reviews.total && (
              <Button variant="default" onClick={() => void loadMore()} loading={loading} mt="md">
                {t('catalogue.reviews.more')}
              </Button>
            )}
          </div>
        </div>
      )}
      <ReviewForm productSlug={product.slug} productName={product.name} onReviewed={onReviewed} />
    </section>
  );
}

function ReviewItem({ review }: { readonly review: Review }) {
  const { date } = useFormat();
  return (
    <li className={classes.review}>
      <div className={classes.reviewHeader}>
        <span className={classes.author} dir="auto">
          {review.author}
        </span>
        <RatingStars average={review.rating} count={1} withCount={false} size={14} />
        <time dateTime={review.createdAt} className={classes.reviewDate}>
          {date(review.createdAt)}
        </time>
      </div>
      <p className={classes.reviewBody} dir="auto">
        {review.body}
      </p>
    </li>
  );
}

function DetailSkeleton() {
  return (
    <Grid gap={{ base: 'lg', md: 48 }} aria-hidden="true" mt="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton className={classes.skeletonImage} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton height={14} width="40%" />
        <Skeleton height={32} mt="md" />
        <Skeleton height={16} mt="md" width="30%" />
        <Skeleton height={28} mt="md" width="50%" />
        <Skeleton height={44} mt="xl" />
      </Grid.Col>
    </Grid>
  );
}
