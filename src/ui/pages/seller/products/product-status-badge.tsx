// A product's status as a badge: blue while a draft (shoppers do not see it), green published,
// grey archived. Mantine's light variant keeps the text readable in both schemes.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerProductStatus } from '../../../../domain/seller-product';

const COLOURS: Readonly<Record<SellerProductStatus, string>> = { draft: 'blue', published: 'green', archived: 'gray' };

export function ProductStatusBadge({ status }: { readonly status: SellerProductStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light" radius="sm" tt="none" data-status={status}>
      {t(`seller-console.status.${status}`)}
    </Badge>
  );
}
