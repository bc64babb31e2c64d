// One order in the seller console: what the seller needs at a glance, the moves allowed now
// (rejecting asks for a reason in a dialog), and, opened on demand, the items, the shipping
// address and the status history. A refused move (the shopper cancelled meanwhile) shows the
// server's message and the order read again.
import '@mantine/core/styles/Alert.css';
import { useId, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SELLER_ORDERS_GATEWAY,
  type SellerMove,
  type SellerOrder,
  type SellerOrderSummary,
  type SellerOrdersGateway,
} from '../../../application/ports/seller-orders-gateway';
import type { OrderStatus } from '../../../domain/order';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { useService } from '../../services';
import { OrderStatusBadge } from '../../components/order-status-badge';
import hidden from '../../components/screen-reader-only.module.css';
import thumbnail from '../../components/thumbnail.module.css';
import { RejectDialog } from './reject-dialog';
import { SellerOrderDetails } from './seller-order-details';
import classes from './seller-orders-page.module.css';

const MOVES: readonly SellerMove[] = ['inprogress', 'shipped', 'delivered', 'rejected'];
const isSellerMove = (status: OrderStatus): status is SellerMove => (MOVES as readonly string[]).includes(status);

export function SellerOrderCard({ summary, onStale }: { readonly summary: SellerOrderSummary; readonly onStale: () => void }) {
  const { t } = useTranslation();
  const { money, number, date } = useFormat();
  const gateway = useService<SellerOrdersGateway>(SELLER_ORDERS_GATEWAY);
  const id = useId().replace(/[^\w-]/g, '');
  const heading = useRef<HTMLHeadingElement>(null);
  // The order as the last move left it, for the summary it was made on (a re-read list starts afresh).
  const [moved, setMoved] = useState<{ readonly after: SellerOrderSummary; readonly order: SellerOrder } | null>(null);
  const order = moved?.after === summary ? moved.order : null;
  const status = order?.status ?? summary.status;
  const allowed = (order?.allowedTransitions ?? summary.allowedTransitions).filter(isSellerMove);
  const [pending, setPending] = useState<SellerMove | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const move = async (to: SellerMove, reason?: string): Promise<boolean> => {
    setPending(to);
    setRefusal(null);
    setAnnouncement('');
    try {
      const updated = await gateway.move(summary.code, to, reason);
      setMoved({ after: summary, order: updated });
      setAnnouncement(t('seller.console.moved', { code: summary.code, status: updated.status }));
      heading.current?.focus();
      return true;
    } catch (error) {
      setRefusal(failureMessage(t, error));
      heading.current?.focus();
      // Shown as it is now, here, with the message beside it (under a status filter a re-read
      // list would drop it); the whole list is read again only when the order cannot be.
      try {
        setMoved({ after: summary, order: await gateway.detail(summary.code) });
      } catch {
        onStale();
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="article" aria-labelledby={`${id}-code`} className={classes.card}>
      <div className={classes.cardHead}>
        <Title order={3} size="h4" id={`${id}-code`} ref={heading} tabIndex={-1} className={classes.code}>
          {t('seller.console.order', { code: summary.code })}
        </Title>
        <OrderStatusBadge status={status} size="lg" />
      </div>
      <Text size="sm" c="dimmed">
        <time dateTime={summary.createdAt}>
          {t('seller.console.placed', {
            date: date(summary.createdAt, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
          })}
        </time>
      </Text>
      <div className={classes.cardBody}>
        {summary.images.length === 0 ? null : (
          <div className={classes.thumbs} aria-hidden="true">
            {summary.images.slice(0, 3).map((image) => (
              <img key={image} src={image} alt="" width={56} height={56} loading="lazy" className={thumbnail.thumbnail} />
            ))}
          </div>
        )}
        <dl className={classes.facts}>
          <div>
            <dt>{t('seller.console.shopper')}</dt>
            <dd dir="auto">{summary.shopperName}</dd>
          </div>
          <div>
            <dt>{t('seller.console.city')}</dt>
            <dd>{summary.city}</dd>
          </div>
          <div>
            <dt>{t('seller.console.items')}</dt>
            <dd>{number(summary.itemCount)}</dd>
          </div>
          <div>
            <dt>{t('seller.console.total')}</dt>
            <dd className={classes.total}>{money(summary.total)}</dd>
          </div>
        </dl>
      </div>

      <p role="status" className={hidden.screenReaderOnly}>
        {announcement}
      </p>
      {refusal === null ? null : (
        <Alert color="red" variant="light" role="alert" title={t('seller.console.moveFailed', { code: summary.code })} mt="sm">
          {refusal}
        </Alert>
      )}

      <div className={classes.cardFoot}>
        {allowed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('seller.console.noActions')}
          </Text>
        ) : (
          <Group gap="xs" role="group" aria-label={t('seller.console.actions', { code: summary.code })}>
            {allowed.map((to) =>
              to === 'rejected' ? (
                <Button key={to} variant="outline" color="red.9" disabled={pending !== null} onClick={() => setRejecting(true)}>
                  {t('seller.console.move.rejected')}
                </Button>
              ) : (
                <Button key={to} loading={pending === to} disabled={pending !== null && pending !== to} onClick={() => void move(to)}>
                  {t(`seller.console.move.${to}`)}
                </Button>
              ),
            )}
          </Group>
        )}
        <Button
          variant="subtle"
          aria-expanded={detailsOpen}
          aria-controls={`${id}-details`}
          onClick={() => setDetailsOpen(!detailsOpen)}
          rightSection={
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={classes.chevron} data-open={detailsOpen}>
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          }
        >
          {t('seller.console.details')}
        </Button>
      </div>
      <div id={`${id}-details`} hidden={!detailsOpen}>
        {detailsOpen ? <SellerOrderDetails code={summary.code} known={order} /> : null}
      </div>

      <RejectDialog
        code={summary.code}
        opened={rejecting}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          const done = await move('rejected', reason);
          setRejecting(false);
          return done;
        }}
      />
    </Paper>
  );
}
