// /{lang}/gift-products: the gift products, with every filter and sort of the product listing.
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORTS } from '../../../application/ports/catalogue-gateway';
import { useRemote } from '../../components/catalogue/use-remote';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { CataloguePage } from './catalogue-page';
import { ProductListing, useListingState } from './product-listing';

const SORTS = { sorts: PRODUCT_SORTS, defaultSort: DEFAULT_PRODUCT_SORT };

export function GiftProductsPage() {
  const { t } = useTranslation();
  const gateway = usePorts().catalogue;
  const categories = useRemote('categories', () => gateway.categories());
  const { state } = useListingState(SORTS);
  const title = t('catalogue.gifts.title');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }), description: t('catalogue.gifts.intro') });

  return (
    <CataloguePage>
      <ProductListing
        sourceKey="gifts"
        load={(request) => gateway.products({ ...request, gift: true })}
        sortOptions={SORTS}
        categories={categories.data}
        state={state}
        heading={
          <>
            <Title order={1}>{title}</Title>
            <Text c="dimmed" mt={4}>
              {t('catalogue.gifts.intro')}
            </Text>
          </>
        }
        empty={{ title: t('catalogue.listing.emptyTitle'), description: t('catalogue.gifts.empty') }}
      />
    </CataloguePage>
  );
}
