// One order in the seller console: what the seller needs at a glance, the moves allowed now
// (rejecting asks for a reason in a dialog), and, opened on demand, the items, the shipping
// address and the status history. The moves are the seller moves machine's
// (src/application/orders): a refused one (the shopper cancelled meanwhile) shows the server's
// message and the order read again.
import '@mantine/core/styles/Alert.css';
import { useEffect, useId, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SellerMove, SellerOrder, SellerOrderSummary } from '../../../application/ports/seller-orders-gateway';
import { currentOf, sellerMovesMachine, sellerMovesOf } from '../../../application/orders/seller-moves-machine';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { useLatest } from '../../use-latest';
import { usePorts } from '../../ports';
import { OrderStatusBadge } from '../../components/order-status-badge';
import hidden from '../../components/screen-reader-only.module.css';
import thumbnail from '../../components/thumbnail.module.css';
import { RejectDialog } from './reject-dialog';
import { SellerOrderDetails } from './seller-order-details';
import classes from './seller-orders-page.module.css';

export function SellerOrderCard({ summary, onStale }: { readonly summary: SellerOrderSummary; readonly onStale: () => void }) {
  const { t } = useTranslation();
  const { money, number, date } = useFormat();
  const id = useId().replace(/[^\w-]/g, '');
  const heading = useRef<HTMLHeadingElement>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [state, send] = useSellerMoves(summary, {
    moved: (order) => {
      setAnnouncement(t('seller.console.moved', { code: order.code, status: order.status }));
      heading.current?.focus();
    },
    stale: onStale,
  });
  const { order, pending, reason, problem, refusal } = state.context;
  const status = currentOf(state.context).status;
  const allowed = sellerMovesOf(state.context);
  const moving = state.matches('moving') ? pending : null;
  // A refusal moves the focus to the card's heading, where the message is read.
  useEffect(() => {
    if (refusal !== null) heading.current?.focus();
  }, [refusal]);

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
          {failureMessage(t, refusal)}
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
                <Button key={to} ref={rejectButton} variant="outline" color="red.9" c="var(--herfa-colour-danger)" disabled={moving !== null} onClick={() => send({ type: 'reject.start' })}>
                  {t('seller.console.move.rejected')}
                </Button>
              ) : (
                <Button key={to} loading={moving === to} disabled={moving !== null && moving !== to} onClick={() => send({ type: 'move', to })}>
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
        opened={state.matches('rejecting') || moving === 'rejected'}
        reason={reason}
        problem={problem === null ? undefined : t(problem.code, { ...problem.params })}
        sending={moving === 'rejected'}
        onChange={(text) => send({ type: 'reason.change', reason: text })}
        onSubmit={() => send({ type: 'reason.submit' })}
        onClose={() => {
          send({ type: 'reject.abort' });
          // The dialog gives the focus back to what opened it (a rejection sent moves it to the heading instead).
          rejectButton.current?.focus();
        }}
      />
    </Paper>
  );
}

/** The seller moves machine (src/application/orders) bound to the SellerOrdersGateway, for one listed order. */
function useSellerMoves(summary: SellerOrderSummary, tell: { readonly moved: (order: SellerOrder) => void; readonly stale: () => void }) {
  const gateway = usePorts().sellerOrders;
  const latest = useLatest(tell);
  // Provided once: useMachine expects the same machine for the component's whole life.
  const [machine] = useState(() =>
    sellerMovesMachine.provide({
      actors: {
        moveOrder: fromPromise(({ input }: { input: { code: string; to: SellerMove; reason?: string } }) => gateway.move(input.code, input.to, input.reason)),
        loadOrder: fromPromise(({ input }: { input: { code: string } }) => gateway.detail(input.code)),
      },
      actions: {
        announceMove: (_, { order }) => latest.current.moved(order),
        reportStale: () => latest.current.stale(),
      },
    }),
  );
  const [state, send, actor] = useMachine(machine, { input: { listed: summary } });
  // A re-read list starts afresh: the order as it lists it now.
  const first = useRef(summary);
  useEffect(() => {
    if (summary !== first.current) actor.send({ type: 'order.reread', listed: summary });
  }, [actor, summary]);
  return [state, send] as const;
}
