// An order's status as a coloured badge, translated: blue while new, yellow in progress,
// indigo on its way, green delivered, red rejected, grey cancelled. Text in the colour's
// darkest shade, so it reads on the light background (WCAG AA).
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
    <Badge color={colour} c={`${colour}.9`} variant="light" radius="sm" size={size} tt="none" data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
