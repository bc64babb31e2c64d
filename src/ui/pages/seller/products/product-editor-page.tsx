// The product editor (/{lang}/seller/products/new and /{lang}/seller/products/:slug): the
// product's English and Arabic name and description side by side, category, price in riyals,
// a discount with an optional window, free shipping, customisation, gift, colours and sizes, and
// stock: one count, or, for a product with colours or sizes, one per colour and size (a grid whose
// counts follow their rows however these are added, removed or reordered). Saving checks the
// fields with the API's own rules first (the gateway's `check`, the contract's schema) and shows
// each message under its field, as it shows a refusal's; a new product is saved as a draft and
// the address becomes its own. The status moves its status allows (publish, unpublish, archive
// after a confirmation, restore) act on the saved product. An edit sends the stock the editor
// loaded with (and each pair's), so pieces bought meanwhile stay bought.
import '../../../forms/form-styles';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, NativeSelect, Paper, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import type { ProductFieldMessages, SellerProduct } from '../../../../application/ports/seller-products-gateway';
import { NAME_ON_PRODUCT_LIMIT, type ProductMove } from '../../../../domain/seller-product';
import { isRequestFailure } from '../../../../application/ports/request-failure';
import { RIYAL_SIGN } from '../../../../domain/money-format';
import { displayedBounds, type ValidationMessage } from '../../../../domain/validation';
import { productPath } from '../../../components/catalogue/catalogue-paths';
import { useRemote } from '../../../components/catalogue/use-remote';
import { LoadFailed, Loading } from '../../../components/remote-view';
import { FormErrors } from '../../../forms/fields';
import { ClientForm } from '../../../forms/client-form';
import { failureMessage } from '../../../forms/failure-message';
import { useFormat } from '../../../format';
import { usePorts } from '../../../ports';
import { useLanguage } from '../../../use-language';
import {
  countsPerOption,
  draftOf,
  emptyValues,
  gridPlaceOf,
  halalasOf,
  offersOptions,
  sameValues,
  valuesOf,
  withCellStock,
  withOptions,
  withStockPerOption,
  type EditorValues,
  type OptionRow,
} from './editor-values';
import { ProductPhotos } from '../../../components/seller/product-photos';
import { OptionList } from './option-list';
import { OptionStockGrid } from './option-stock-grid';
import { ProductStatusBadge } from './product-status-badge';
import { SellerScreen } from './seller-screen';
import classes from './product-editor-page.module.css';
import { fieldLabel } from '../../../field-label';

export function SellerProductEditorPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { slug } = useParams();
  return (
    <SellerScreen
      title={t(slug === undefined ? 'seller-console.editor.newTitle' : 'seller-console.editor.editTitle')}
      back={{ to: `/${language}/seller/products`, label: t('seller-console.editor.back') }}
    >
      {(token) => (slug === undefined ? <ProductEditor key="new" product={null} /> : <LoadedEditor key={slug} token={token} slug={slug} />)}
    </SellerScreen>
  );
}

function LoadedEditor({ token, slug }: { readonly token: string; readonly slug: string }) {
  const gateway = usePorts().sellerProducts;
  const product = useRemote(`seller-product:${token}:${slug}`, () => gateway.get(slug));
  if (product.status === 'failed') return <LoadFailed error={product.failure} onRetry={product.retry} />;
  if (product.data === undefined) return <Loading />;
  return <ProductEditor product={product.data} />;
}

/** A field path as an element id: "colours.1.nameAr" → "product-colours-1-nameAr". */
const idOf = (path: string) => `product-${path.replaceAll('.', '-')}`;

/** Whether the editor draws a field for the path (the others' messages go above the form). */
const isPlaced = (path: string, values: EditorValues) =>
  path === 'stockPerOption' || path.startsWith('optionStock')
    ? gridPlaceOf(path, values) !== null
    : path in values || /^(colours|sizes)\.\d+\.(nameEn|nameAr|hex)$/.test(path);

const MOVE_TONES: Readonly<Record<ProductMove, { readonly variant: string; readonly color?: string }>> = {
  publish: { variant: 'filled' },
  unpublish: { variant: 'default' },
  archive: { variant: 'light', color: 'red' },
  restore: { variant: 'default' },
};

function ProductEditor({ product: loaded }: { readonly product: SellerProduct | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const navigate = useNavigate();
  const { sellerProducts: gateway, catalogue, toasts } = usePorts();
  const categories = useRemote('categories', () => catalogue.categories());
  const [product, setProduct] = useState(loaded);
  const [initial, setInitial] = useState(() => (loaded === null ? emptyValues(language) : valuesOf(loaded, language)));
  const [values, setValues] = useState(initial);
  /** The stock the editor showed when it loaded (or last saved): an edit sends it. */
  const [stockSeen, setStockSeen] = useState(loaded?.stock ?? 0);
  const [submitted, setSubmitted] = useState(false);
  const [clientMessages, setClientMessages] = useState<ProductFieldMessages>({});
  const [serverFields, setServerFields] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [moving, setMoving] = useState<ProductMove | null>(null);
  const [confirmingArchive, setConfirmingArchive] = useState(false);
  const dirty = !sameValues(values, initial);
  /** Set as the editor leaves for the product it just created, which the guard below lets through. */
  const created = useRef(false);
  const leaving = useBlocker(({ currentLocation, nextLocation }) => dirty && !created.current && currentLocation.pathname !== nextLocation.pathname);
  // Closing the tab or reloading with unsaved changes: the browser asks, in its own words.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Once a save was tried, the messages follow the fields as the seller corrects them.
  const checkRun = useRef(0);
  useEffect(() => {
    if (!submitted) return;
    const run = ++checkRun.current;
    void gateway.check(draftOf(values)).then((checked) => {
      if (run === checkRun.current) setClientMessages(checked.ok ? {} : checked.messages);
    });
  }, [gateway, submitted, values]);

  // Bounds are written as the page writes numbers; the price's are halalas, shown as the money they are.
  const translate = (message: ValidationMessage) =>
    t(message.key, { ...message.params, ...displayedBounds(message.params, format), field: fieldLabel(t, String(message.params.field)) });
  const errorOf = (path: string): string | undefined => {
    const server = serverFields[path];
    if (server !== undefined && server.length > 0) return server.join(' ');
    const client = clientMessages[path]?.[0];
    return submitted && client !== undefined ? translate(client) : undefined;
  };
  const unplaced = [
    ...(formError === null ? [] : [formError]),
    ...Object.entries(serverFields)
      .filter(([path]) => !isPlaced(path, values))
      .flatMap(([, messages]) => messages),
  ];
  // The stock per option's messages: under a cell, or under the grid (or its checkbox).
  const messagePaths = [...new Set([...Object.keys(serverFields), ...(submitted ? Object.keys(clientMessages) : [])])];
  const gridPaths = messagePaths.filter((path) => gridPlaceOf(path, values) === 'grid');
  // Counted per option, the draft's stock is the grid's total: above the limit, the grid's own message (its total stock) says so.
  const gridMessages = gridPaths.filter((path) => path !== 'stock' || !gridPaths.includes('optionStock')).flatMap((path) => errorOf(path) ?? []);
  const cellError = (index: number) => {
    const messages = messagePaths
      .filter((path) => {
        const place = gridPlaceOf(path, values);
        return place !== null && place !== 'grid' && place.cell === index;
      })
      .flatMap((path) => errorOf(path) ?? []);
    return messages.length > 0 ? messages.join(' ') : undefined;
  };

  /** Edits the values; a refusal's message stays until its field (or, for a list, any of its rows) changes. */
  const edit = (next: (current: EditorValues) => EditorValues, ...fields: readonly string[]) => {
    setValues(next);
    setServerFields((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !fields.some((field) => path === field || path.startsWith(`${field}.`)))));
  };
  const set = <K extends keyof EditorValues>(field: K, value: EditorValues[K]) => edit((current) => ({ ...current, [field]: value }), field);
  // The grid's cells are known by their place, which the colours and sizes move: their messages go with any change of these.
  const setOptions = (kind: 'colours' | 'sizes', rows: readonly OptionRow[]) => edit((current) => withOptions(current, kind, rows, language), kind, 'optionStock', 'stockPerOption', 'stock');
  const text = (field: keyof EditorValues & string) => ({
    id: idOf(field),
    value: values[field] as string,
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value as never),
  });
  const checkbox = (field: 'freeShipping' | 'customisable' | 'isGift') => ({
    id: idOf(field),
    checked: values[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { checked: boolean } }) => set(field, event.currentTarget.checked),
  });
  const focusFirst = (paths: readonly string[]) => {
    const first = paths.find((path) => document.getElementById(idOf(path)) !== null);
    if (first !== undefined) document.getElementById(idOf(first))?.focus();
  };

  const perOption = countsPerOption(values);
  const stockHint = product === null ? undefined : t('seller-console.editor.stockHint');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setServerFields({});
    const checked = await gateway.check(draftOf(values));
    if (!checked.ok) {
      setClientMessages(checked.messages);
      // The effect's answer to these same values is no newer than this one.
      checkRun.current++;
      focusFirst(Object.keys(checked.messages));
      return;
    }
    setClientMessages({});
    setSaving(true);
    try {
      if (product === null) {
        const saved = await gateway.create(checked.fields);
        toasts.show({ type: 'success', title: t('seller-console.editor.createdTitle'), message: t('seller-console.editor.createdMessage', { name: saved.name[language] }) });
        created.current = true;
        void navigate(`/${language}/seller/products/${saved.slug}`, { replace: true });
        return;
      }
      const saved = await gateway.update(product.slug, checked.fields, stockSeen);
      const next = valuesOf(saved, language);
      setProduct(saved);
      setInitial(next);
      setValues(next);
      setStockSeen(saved.stock);
      setSubmitted(false);
      toasts.show({ type: 'success', title: t('seller-console.editor.savedTitle'), message: t('seller-console.editor.savedMessage', { name: saved.name[language] }) });
    } catch (error) {
      const fields = isRequestFailure(error) ? error.fields : {};
      setServerFields(fields);
      if (Object.keys(fields).every((path) => !isPlaced(path, values))) setFormError(failureMessage(t, error));
      focusFirst(Object.keys(fields));
      toasts.show({ type: 'error', title: t('seller-console.editor.notSavedTitle'), message: failureMessage(t, error) });
    } finally {
      setSaving(false);
    }
  };

  const move = async (to: ProductMove) => {
    if (product === null) return;
    setConfirmingArchive(false);
    setMoving(to);
    try {
      const moved = await gateway.move(product.slug, to);
      setProduct(moved);
      toasts.show({ type: 'success', title: t(`seller-console.moves.${to}.doneTitle`), message: t(`seller-console.moves.${to}.doneMessage`, { name: moved.name[language] }) });
    } catch (error) {
      toasts.show({ type: 'error', title: t('seller-console.moves.refusedTitle'), message: failureMessage(t, error) });
    } finally {
      setMoving(null);
    }
  };

  const price = halalasOf(values.price);
  const categoryOptions = [
    { value: '', label: t('seller-console.editor.chooseCategory'), disabled: true },
    ...(categories.data ?? []).map((category) => ({ value: category.slug, label: category.name })),
  ];

  return (
    <>
      {product !== null && (
        <Group justify="space-between" align="center" gap="sm" mb="lg" className={classes.statusBar}>
          <Group gap="sm" align="center">
            <Title order={2} size="h3" lang={language}>
              {product.name[language]}
            </Title>
            <ProductStatusBadge status={product.status} />
          </Group>
          <Group gap="sm" role="group" aria-label={t('seller-console.moves.label')}>
            {product.status === 'published' && (
              <Anchor component={Link} to={productPath(language, product)}>
                {t('seller-console.editor.viewInStore')}
              </Anchor>
            )}
            {product.allowedMoves.map((to) => (
              <Button
                key={to}
                variant={MOVE_TONES[to].variant}
                color={MOVE_TONES[to].color}
                loading={moving === to}
                disabled={moving !== null && moving !== to}
                onClick={() => (to === 'archive' ? setConfirmingArchive(true) : void move(to))}
              >
                {t(`seller-console.moves.${to}.button`)}
              </Button>
            ))}
          </Group>
        </Group>
      )}
      <ClientForm noValidate onSubmit={(event) => void save(event)} aria-label={t(product === null ? 'seller-console.editor.newTitle' : 'seller-console.editor.editTitle')}>
        <div className={classes.sections}>
          <FormErrors messages={unplaced} />
          <Section id="names" title={t('seller-console.editor.sections.names')}>
            <div className={classes.bilingual}>
              <TextInput label={t('seller-console.editor.nameEn')} lang="en" dir="ltr" required maxLength={200} {...text('nameEn')} />
              <TextInput label={t('seller-console.editor.nameAr')} lang="ar" dir="rtl" required maxLength={200} {...text('nameAr')} />
              <Textarea label={t('seller-console.editor.descriptionEn')} lang="en" dir="ltr" required autosize minRows={5} maxLength={5000} {...text('descriptionEn')} />
              <Textarea label={t('seller-console.editor.descriptionAr')} lang="ar" dir="rtl" required autosize minRows={5} maxLength={5000} {...text('descriptionAr')} />
            </div>
          </Section>
          <Section id="price" title={t('seller-console.editor.sections.price')}>
            <div className={classes.fields}>
              <NativeSelect label={t('seller-console.editor.category')} data={categoryOptions} required {...text('categorySlug')} />
              <TextInput
                label={t('seller-console.editor.price')}
                description={price === null || Number.isNaN(price) ? t('seller-console.editor.priceHint') : t('seller-console.editor.pricePreview', { price: format.money(price) })}
                inputMode="decimal"
                dir="ltr"
                required
                leftSection={<span aria-hidden="true">{language === 'en' ? 'SAR' : RIYAL_SIGN}</span>}
                leftSectionWidth={48}
                {...text('price')}
              />
              {!perOption && <TextInput label={t('seller-console.editor.stock')} description={stockHint} inputMode="numeric" dir="ltr" required {...text('stock')} />}
            </div>
            {offersOptions(values) && (
              <div className={classes.stockPerOption}>
                <Checkbox
                  id={idOf('stockPerOption')}
                  label={t('seller-console.editor.optionStock.perOption')}
                  description={t('seller-console.editor.optionStock.perOptionHint')}
                  checked={values.stockPerOption}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    edit((current) => withStockPerOption(current, checked, language), 'stockPerOption', 'optionStock', 'stock');
                  }}
                  error={!perOption && gridMessages.length > 0 ? gridMessages.join(' ') : undefined}
                />
                {perOption && (
                  <OptionStockGrid
                    values={values}
                    onChange={(cell, index, stock) => edit((current) => withCellStock(current, cell, stock), `optionStock.${index}`, 'stock')}
                    cellError={cellError}
                    messages={gridMessages}
                    idOf={idOf}
                    hint={stockHint}
                  />
                )}
              </div>
            )}
          </Section>
          <Section id="discount" title={t('seller-console.editor.sections.discount')} intro={t('seller-console.editor.discountIntro')}>
            <div className={classes.fields}>
              <TextInput
                label={t('seller-console.editor.discountPercent')}
                description={t('seller-console.editor.discountHint')}
                inputMode="numeric"
                dir="ltr"
                rightSection={<span aria-hidden="true">%</span>}
                {...text('discountPercent')}
              />
              <TextInput type="datetime-local" label={t('seller-console.editor.discountStartsAt')} description={t('seller-console.editor.timeZone', { zone: timeZone() })} {...text('discountStartsAt')} />
              <TextInput type="datetime-local" label={t('seller-console.editor.discountEndsAt')} description={t('seller-console.editor.timeZone', { zone: timeZone() })} {...text('discountEndsAt')} />
            </div>
            {product?.discountActive === true && (
              <Text size="sm" mt="sm" c="dimmed">
                {t('seller-console.editor.discountActive', { price: format.money(product.salePrice) })}
              </Text>
            )}
          </Section>
          <Section id="offer" title={t('seller-console.editor.sections.offer')}>
            <div className={classes.checks}>
              <Checkbox label={t('seller-console.editor.freeShipping')} {...checkbox('freeShipping')} />
              <Checkbox label={t('seller-console.editor.isGift')} description={t('seller-console.editor.isGiftHint')} {...checkbox('isGift')} />
              <Checkbox label={t('seller-console.editor.customisable')} description={t('seller-console.editor.customisableHint')} {...checkbox('customisable')} />
              {values.customisable && (
                <TextInput
                  label={t('seller-console.editor.nameOnProductMaxLength')}
                  description={t('seller-console.editor.nameOnProductHint', { max: format.number(NAME_ON_PRODUCT_LIMIT) })}
                  inputMode="numeric"
                  dir="ltr"
                  required
                  className={classes.short}
                  {...text('nameOnProductMaxLength')}
                />
              )}
            </div>
          </Section>
          <Section id="colours" title={t('seller-console.editor.colours.title')} intro={t('seller-console.editor.colours.intro')}>
            <OptionList kind="colours" rows={values.colours} onChange={(rows: OptionRow[]) => setOptions('colours', rows)} errorOf={errorOf} idOf={idOf} />
          </Section>
          <Section id="sizes" title={t('seller-console.editor.sizes.title')} intro={t('seller-console.editor.sizes.intro')}>
            <OptionList kind="sizes" rows={values.sizes} onChange={(rows: OptionRow[]) => setOptions('sizes', rows)} errorOf={errorOf} idOf={idOf} />
          </Section>
          <PhotosSection product={product} />
          <div className={classes.saveBar}>
            <Button type="submit" loading={saving} disabled={product !== null && !dirty}>
              {t(product === null ? 'seller-console.editor.create' : 'seller-console.editor.save')}
            </Button>
            {product !== null && dirty && (
              <Text size="sm" c="dimmed">
                {t('seller-console.editor.unsaved')}
              </Text>
            )}
          </div>
        </div>
      </ClientForm>
      <Modal opened={leaving.state === 'blocked'} onClose={() => leaving.reset?.()} title={t('seller-console.editor.leave.title')} centered>
        <Text size="sm">{t('seller-console.editor.leave.message')}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => leaving.reset?.()}>
            {t('seller-console.editor.leave.stay')}
          </Button>
          <Button color="red" variant="light" onClick={() => leaving.proceed?.()}>
            {t('seller-console.editor.leave.leave')}
          </Button>
        </Group>
      </Modal>
      <Modal
        opened={confirmingArchive}
        onClose={() => setConfirmingArchive(false)}
        title={t('seller-console.moves.archive.confirmTitle')}
        centered
      >
        <Text size="sm">{t('seller-console.moves.archive.confirmMessage', { name: product?.name[language] ?? '' })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setConfirmingArchive(false)}>
            {t('seller-console.moves.archive.keep')}
          </Button>
          <Button color="red" onClick={() => void move('archive')}>
            {t('seller-console.moves.archive.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** This browser's time zone, in which the discount's window is typed. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function Section({ id, title, intro, children }: { readonly id: string; readonly title: string; readonly intro?: string; readonly children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`product-section-${id}`}>
      <Title order={2} size="h4" id={`product-section-${id}`} mb={intro === undefined ? 'md' : 4}>
        {title}
      </Title>
      {intro !== undefined && (
        <Text size="sm" c="dimmed" mb="md">
          {intro}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/**
 * Photos belong to a product that exists: a saved product's are managed in place (ProductPhotos:
 * upload, order, delete); a new one's section says they come once it is saved.
 */
function PhotosSection({ product }: { readonly product: SellerProduct | null }) {
  const { t } = useTranslation();
  if (product !== null) {
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <ProductPhotos productSlug={product.slug} />
      </Paper>
    );
  }
  return (
    <Section id="photos" title={t('seller-console.editor.photos.title')}>
      <Text size="sm" c="dimmed">
        {t('seller-console.editor.photos.afterSave')}
      </Text>
    </Section>
  );
}
