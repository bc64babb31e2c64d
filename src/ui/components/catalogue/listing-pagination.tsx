// The pages of a listing: Mantine's Pagination in a labelled navigation landmark, with page
// numbers in the page's digits and the arrows pointing the reading direction (mirrored in Arabic).
// A listing that goes on past its numbered pages (a product listing larger than its count) puts
// its links there after the numbers, or instead of them on a page that has no number.
import '@mantine/core/styles/Pagination.css';
import { Group, Pagination } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../format';
import { HydrateLater } from '../../layouts/hydrate-later';

export interface ListingPaginationProps {
  readonly page: number;
  readonly total: number;
  readonly pageSize: number;
  readonly onChange: (page: number) => void;
  /** False on a page reached by cursor, which has no number: only `links` are shown. */
  readonly numbered?: boolean;
  /** Links past the numbered pages, after them (none: absent or false). */
  readonly links?: ReactNode;
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export function ListingPagination({ page, total, pageSize, onChange, numbered = true, links }: ListingPaginationProps) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const pages = numbered ? pageCount(total, pageSize) : 0;
  if (pages <= 1 && !links) return null;
  return (
    <HydrateLater>
      <Group component="nav" aria-label={t('catalogue.pagination.label')} justify="center" mt="xl">
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={onChange}
            siblings={1}
            boundaries={1}
            getItemProps={(item) => ({ children: number(item), 'aria-label': t('catalogue.pagination.page', { page: number(item) }) })}
            getControlProps={(control) => ({ 'aria-label': t(`catalogue.pagination.${control}`) })}
          />
        )}
        {links}
      </Group>
    </HydrateLater>
  );
}
