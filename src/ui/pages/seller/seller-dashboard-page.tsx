// The seller console's dashboard (/{lang}/seller): today's and this month's orders, revenue and
// the VAT that revenue includes (Riyadh calendar; rejected and cancelled orders left out), the
// month's best sellers, the orders of chosen days as a CSV file, and the way to the stock.
import '../../forms/form-styles';
import { useState } from 'react';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SalesFigures, SalesSummary } from '../../../application/ports/seller-store-gateway';
import { isCalendarDate, riyadhMonthOf } from '../../../domain/sales';
import { useRemote } from '../../components/catalogue/use-remote';
import { AccountPageHeader } from '../../components/account-page-header';
import { EmptyState } from '../../components/empty-state';
import { LoadFailed, Loading } from '../../components/remote-view';
import { failureMessage } from '../../forms/failure-message';
import { ClientForm } from '../../forms/client-form';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { saveFile } from '../../save-file';
import classes from './seller-console-sections.module.css';

export function SellerDashboardPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const gateway = usePorts().sellerStore;
  const title = t('seller-store.dashboard.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('seller-store.console.intro') });
  const sales = useRemote(`seller-sales:${token}`, () => gateway.sales());

  return (
    <>
      <AccountPageHeader
        title={title}
        intro={t('seller-store.dashboard.intro')}
        actions={
          <Anchor component={Link} to={`/${language}/seller/stock`} fw={500}>
            {t('seller-store.dashboard.stockLink')}
          </Anchor>
        }
      />
      <Stack gap="xl">
        {sales.data === undefined ? (
          sales.status === 'failed' ? <LoadFailed error={sales.failure} onRetry={sales.retry} /> : <Loading />
        ) : (
          <Sales summary={sales.data} />
        )}
        <ExportOrders />
      </Stack>
    </>
  );
}

function Sales({ summary }: { readonly summary: SalesSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Figures id="sales-today" title={t('seller-store.dashboard.today')} figures={summary.today} />
        <Figures id="sales-month" title={t('seller-store.dashboard.month')} figures={summary.month} />
      </SimpleGrid>
      <section aria-labelledby="best-sellers">
        <Title order={2} size="h3" id="best-sellers" mb="sm">
          {t('seller-store.dashboard.bestSellers')}
        </Title>
        {summary.bestSellers.length === 0 ? (
          <EmptyState headingLevel={3} title={t('seller-store.dashboard.noSales')} description={t('seller-store.dashboard.noSalesMessage')} />
        ) : (
          <ol className={classes.ranking}>
            {summary.bestSellers.map((product) => (
              <li key={product.slug}>
                <span className={classes.rankingName}>{product.name}</span>
                <span>{t('seller-store.dashboard.pieces', { count: product.quantity })}</span>
                <span className={classes.amount}>{format.money(product.revenue)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function Figures({ id, title, figures }: { readonly id: string; readonly title: string; readonly figures: SalesFigures }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <dl className={classes.figures}>
        <div>
          <dt>{t('seller-store.dashboard.orders')}</dt>
          <dd>{format.number(figures.orders)}</dd>
        </div>
        <div>
          <dt>{t('seller-store.dashboard.revenue')}</dt>
          <dd className={classes.amount}>{format.money(figures.revenue)}</dd>
        </div>
        <div>
          <dt>{t('seller-store.dashboard.vat')}</dt>
          <dd className={classes.amount}>{format.money(figures.vat)}</dd>
        </div>
      </dl>
    </Paper>
  );
}

/** The days to export: this month in Riyadh until the seller chooses others. */
function ExportOrders() {
  const { t } = useTranslation();
  const gateway = usePorts().sellerStore;
  const [span, setSpan] = useState(() => {
    const month = riyadhMonthOf(new Date());
    return { from: month.first, to: month.last };
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const backwards = isCalendarDate(span.from) && isCalendarDate(span.to) && span.to < span.from;
  // A date input holds a whole date or nothing: an invalid one reads as empty.
  const fromError = isCalendarDate(span.from) ? undefined : t('validation.required', { field: t('seller-fields.exportFrom') });
  const toError = !isCalendarDate(span.to)
    ? t('validation.required', { field: t('seller-fields.exportTo') })
    : backwards
      ? t('seller-store.dashboard.export.backwards')
      : undefined;

  const download = async () => {
    if (fromError !== undefined || toError !== undefined) return;
    setPending(true);
    setFailure(null);
    try {
      const { file, fileName } = await gateway.exportOrders(span);
      saveFile(file, fileName);
    } catch (error) {
      setFailure(`${t('seller-store.dashboard.export.failed')}: ${failureMessage(t, error)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="export-orders">
      <Title order={2} size="h3" id="export-orders">
        {t('seller-store.dashboard.export.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('seller-store.dashboard.export.intro')}
      </Text>
      <ClientForm
        noValidate
        aria-labelledby="export-orders"
        onSubmit={(event) => {
          event.preventDefault();
          void download();
        }}
      >
        <Group align="flex-start" gap="md">
          <TextInput
            type="date"
            label={t('seller-store.dashboard.export.from')}
            value={span.from}
            required
            error={fromError}
            onChange={(event) => setSpan({ ...span, from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('seller-store.dashboard.export.to')}
            value={span.to}
            required
            error={toError}
            onChange={(event) => setSpan({ ...span, to: event.currentTarget.value })}
          />
        </Group>
        {failure === null ? null : (
          <Text c="var(--herfa-colour-danger)" size="sm" role="alert" mt="sm">
            {failure}
          </Text>
        )}
        <Button type="submit" mt="md" loading={pending}>
          {t('seller-store.dashboard.export.download')}
        </Button>
      </ClientForm>
    </Paper>
  );
}
