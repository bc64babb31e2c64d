// /{lang}/sellers: the stores, featured first, page by page (the page is in the query string).
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readPage, SellerResults } from '../../components/catalogue/seller-results';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { CataloguePage } from './catalogue-page';

export function SellersPage() {
  const { t } = useTranslation();
  const gateway = usePorts().catalogue;
  const [params] = useSearchParams();
  const page = readPage(params);
  const sellers = useRemote(`sellers?page=${page}`, () => gateway.sellers(page));
  const title = t('catalogue.sellers.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('catalogue.sellers.intro') });

  return (
    <CataloguePage>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt={4} mb="lg">
        {t('catalogue.sellers.intro')}
      </Text>
      <SellerResults
        sellers={sellers}
        page={page}
        empty={{ title: t('catalogue.sellers.emptyTitle'), description: t('catalogue.sellers.emptyDescription') }}
      />
    </CataloguePage>
  );
}
