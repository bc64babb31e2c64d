// An order's status as a coloured badge, in the interface language, coloured as on the shopper's
// order screens; the text takes the colour's darkest shade so it reads on the light background.
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../domain/order';

const COLOURS: Readonly<Record<OrderStatus, string>> = {
  new: 'blue',
  inprogress: 'yellow',
  shipped: 'indigo',
  delivered: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status, size = 'lg' }: { readonly status: OrderStatus; readonly size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const colour = COLOURS[status];
  return (
    <Badge color={colour} c={`${colour}.9`} variant="light" radius="sm" size={size} tt="none">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
