// The store's shipping in the seller console (/{lang}/seller/shipping): every region the
// marketplace serves, each with a "delivers here" box and the store's fee there in riyals
// (written in the page's digits, read in either), saved together. A region unticked is one the
// store does not deliver to: checkout names the store to a shopper there. Each row shows its own
// message, the browser's (a fee that is not an amount, or above the highest) or the server's.
import '../../forms/form-styles';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Button, Checkbox, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRequestFailure } from '../../../application/ports/request-failure';
import type { RegionShipping } from '../../../application/ports/seller-store-gateway';
import type { Language } from '../../../domain/locale';
import { inputDigits } from '../../../domain/money-format';
import { MAX_SHIPPING_FEE } from '../../../domain/store';
import { toLatinDigits } from '../../../domain/validation';
import { AccountPageHeader } from '../../components/account-page-header';
import { parseRiyals, riyalText } from '../../components/catalogue/listing-query';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed, Loading } from '../../components/remote-view';
import { ClientForm } from '../../forms/client-form';
import { FormErrors } from '../../forms/fields';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import classes from './seller-console-sections.module.css';

interface Row {
  readonly regionId: string;
  readonly regionName: string;
  readonly delivers: boolean;
  /** As typed, in riyals. */
  readonly fee: string;
}

/** The regions as rows, each fee in riyals written in `language`'s digits. */
const rowsOf = (regions: readonly RegionShipping[], language: Language): Row[] =>
  regions.map((region) => ({
    regionId: region.regionId,
    regionName: region.regionName,
    delivers: region.fee !== null,
    fee: region.fee === null ? '' : inputDigits(riyalText(region.fee), language),
  }));

export function SellerShippingPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const gateway = usePorts().sellerStore;
  const title = t('seller-store.shipping.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('seller-store.shipping.intro') });
  const shipping = useRemote(`seller-shipping:${token}`, () => gateway.shipping());

  return (
    <>
      <AccountPageHeader title={title} intro={t('seller-store.shipping.intro')} />
      {shipping.data === undefined ? (
        shipping.status === 'failed' ? <LoadFailed error={shipping.failure} onRetry={shipping.retry} /> : <Loading />
      ) : shipping.data.length === 0 ? (
        <EmptyState title={t('seller-store.shipping.empty')} description={t('seller-store.shipping.emptyMessage')} />
      ) : (
        <ShippingForm regions={shipping.data} />
      )}
    </>
  );
}

function ShippingForm({ regions }: { readonly regions: readonly RegionShipping[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormat();
  const { sellerStore, toasts } = usePorts();
  const [rows, setRows] = useState(() => rowsOf(regions, language));
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, readonly string[]>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fieldName = t('seller-fields.shippingFee');

  /** What is wrong with a row as typed, in the interface language; null when it can be sent. */
  const problemOf = (row: Row): string | null => {
    if (!row.delivers) return null;
    if (toLatinDigits(row.fee).trim() === '') return t('validation.required', { field: fieldName });
    const fee = parseRiyals(row.fee);
    if (fee === undefined) return t('validation.invalid', { field: fieldName });
    if (fee > MAX_SHIPPING_FEE) return t('validation.max_value', { field: fieldName, min: 0, max: format.number(MAX_SHIPPING_FEE / 100) });
    return null;
  };
  const messageOf = (row: Row, index: number): string | undefined => {
    const server = [...(serverErrors[`rates.${index}.fee`] ?? []), ...(serverErrors[`rates.${index}.regionId`] ?? [])];
    if (server.length > 0) return server.join(' ');
    return submitted ? (problemOf(row) ?? undefined) : undefined;
  };

  const change = (index: number, next: Partial<Row>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...next } : row)));
    setServerErrors((current) => {
      const { [`rates.${index}.fee`]: _fee, [`rates.${index}.regionId`]: _region, ...rest } = current;
      return rest;
    });
  };

  const save = async () => {
    setSubmitted(true);
    setFormError(null);
    const firstWrong = rows.findIndex((row) => problemOf(row) !== null);
    if (firstWrong >= 0) {
      document.getElementById(`fee-${rows[firstWrong]!.regionId}`)?.focus();
      return;
    }
    setPending(true);
    try {
      const saved = await sellerStore.updateShipping({ rates: rows.map((row) => ({ regionId: row.regionId, fee: row.delivers ? parseRiyals(row.fee)! : null })) });
      setRows(rowsOf(saved, language));
      setSubmitted(false);
      toasts.show({ type: 'success', title: t('seller-store.shipping.saved'), message: t('seller-store.shipping.intro') });
    } catch (error) {
      const fields = isRequestFailure(error) ? error.fields : {};
      setServerErrors(fields);
      const placed = Object.keys(fields).some((key) => key.startsWith('rates.'));
      if (!placed) setFormError(failureMessage(t, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="shipping-regions">
      <Title order={2} size="h3" id="shipping-regions" mb="md">
        {t('seller-store.shipping.regions')}
      </Title>
      <ClientForm
        noValidate
        aria-labelledby="shipping-regions"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <FormErrors messages={formError === null ? [] : [formError]} />
          <ul className={classes.regions}>
            {rows.map((row, index) => (
              <li key={row.regionId}>
                <Checkbox
                  label={t('seller-store.shipping.delivers', { region: row.regionName })}
                  checked={row.delivers}
                  onChange={(event) => change(index, { delivers: event.currentTarget.checked })}
                />
                {row.delivers ? (
                  <TextInput
                    id={`fee-${row.regionId}`}
                    label={t('seller-store.shipping.fee', { region: row.regionName })}
                    inputMode="decimal"
                    dir="ltr"
                    value={row.fee}
                    error={messageOf(row, index)}
                    onChange={(event) => change(index, { fee: event.currentTarget.value })}
                  />
                ) : (
                  <Text c="dimmed" size="sm">
                    {t('seller-store.shipping.notServed')}
                  </Text>
                )}
              </li>
            ))}
          </ul>
          <div>
            <Button type="submit" loading={pending}>
              {t('seller-store.shipping.save')}
            </Button>
          </div>
        </Stack>
      </ClientForm>
    </Paper>
  );
}
