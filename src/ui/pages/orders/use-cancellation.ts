// The cancellation machine (src/application/orders) bound to this browser: its calls go to the
// OrdersGateway, and a finished cancellation is announced with a toast that says what went
// back to the wallet.
import { useEffect, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { cancellationMachine } from '../../../application/orders/cancellation-machine';
import type { OrderDetail } from '../../../application/ports/orders-gateway';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { isolated } from './order-paths';

export function useCancellation(order: OrderDetail) {
  const { orders, toasts } = usePorts();
  const { t } = useTranslation();
  const { money } = useFormat();
  // The latest wording (the language may change while the order is on screen).
  const announce = useRef((_: OrderDetail) => {});
  useEffect(() => {
    announce.current = (cancelled) =>
      void toasts.show({
        type: 'success',
        title: t('orders.cancel.done', { code: isolated(cancelled.code) }),
        ...(cancelled.refund === null ? {} : { message: t('orders.cancel.refunded', { amount: money(cancelled.refund.amount) }) }),
      });
  });
  // Provided once: useMachine expects the same machine for the component's whole life.
  const [machine] = useState(() =>
    cancellationMachine.provide({
      actors: {
        cancelOrder: fromPromise(({ input }: { input: { code: string; reason: string } }) => orders.cancel(input.code, input.reason)),
        loadOrder: fromPromise(({ input }: { input: { code: string } }) => orders.detail(input.code)),
      },
      actions: { announceCancellation: (_, { order: cancelled }) => announce.current(cancelled) },
    }),
  );
  return useMachine(machine, { input: { order } });
}

export type Cancellation = ReturnType<typeof useCancellation>;
