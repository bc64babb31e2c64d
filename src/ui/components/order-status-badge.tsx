// An order's status as a coloured badge, translated: blue while new, yellow in progress,
// indigo on its way, green delivered, red rejected, grey cancelled. Mantine's light variant
// writes the colour's darkest shade on its palest in the light scheme and its palest on a dark
// tint in the dark one, so the text reads in both (WCAG AA).
import '@mantine/core/styles/Badge.css';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../domain/order';

const COLOURS: Readonly<Record<OrderStatus, string>> = {
  new: 'blue',
  inprogress: 'yellow',
  shipped: 'indigo',
  delivered: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

export function OrderStatusBadge({ status, size = 'md' }: { readonly status: OrderStatus; readonly size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  const colour = COLOURS[status];
  return (
    <Badge color={colour} variant="light" radius="sm" size={size} tt="none" data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
