// The pages of a listing: Mantine's Pagination in a labelled navigation landmark, with page
// numbers in the page's digits and the arrows pointing the reading direction (mirrored in Arabic).
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format';

export interface ListingPaginationProps {
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onChange: (page: number) => void;
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export function ListingPagination({ page, total, pageSize, onChange }: ListingPaginationProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group component="nav" aria-label={t('catalogue.pagination.label')} justify="center" mt="xl">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ children: number(item), 'aria-label': t('catalogue.pagination.page', { page: number(item) }) })}
        getControlProps={(control) => ({ 'aria-label': t(`catalogue.pagination.${control}`) })}
      />
    </Group>
  );
}
