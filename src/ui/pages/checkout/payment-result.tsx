// What the two payment result screens share: the checkout named by ?checkout={id}, and the way
// each screen looks while the payment outcome machine (src/application/checkout) asks the server
// what became of it, asks again while the gateway's answer is awaited, and hands over to the
// other screen when the outcome is not this one's.
import '../../forms/form-styles';
import { useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paymentOutcomeMachine, screenOf, type ResultScreen } from '../../../application/checkout/payment-outcome-machine';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type CheckoutOutcome } from '../../../application/ports/checkout-gateway';
import { EmptyState } from '../../components/empty-state';
import { useService } from '../../services';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';

export type ResultKind = ResultScreen;

/**
 * The page around a result: its title, the guest's way in, the missing id, loading and polling.
 * `children` renders the settled outcome of this screen's kind.
 */
export function PaymentResultPage({ kind, children }: { readonly kind: ResultKind; readonly children: (outcome: CheckoutOutcome) => ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkout');
  const title = t(kind === 'success' ? 'payment.screen.successTitle' : 'payment.screen.failureTitle');
  usePageMeta({ title: t('common.documentTitle.page', { page: title }) });

  let body: ReactNode;
  if (token === null) {
    const back = `/${language}/payment/${kind}${checkoutId === null ? '' : `?checkout=${encodeURIComponent(checkoutId)}`}`;
    body = (
      <EmptyState
        title={t('checkout.screen.guestTitle')}
        action={
          <Button component={Link} to={`/${language}/auth/login?redirect=${encodeURIComponent(back)}`}>
            {t('checkout.screen.login')}
          </Button>
        }
      />
    );
  } else if (checkoutId === null || checkoutId === '') {
    body = (
      <EmptyState
        title={title}
        description={t('payment.screen.missing')}
        action={
          <Button component={Link} to={`/${language}/profile`}>
            {t('account.profile.title')}
          </Button>
        }
      />
    );
  } else {
    body = <Outcome key={`${token}:${checkoutId}`} checkoutId={checkoutId} kind={kind} render={children} />;
  }

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Title order={1} mb="lg">
        {title}
      </Title>
      {body}
    </Container>
  );
}

function Outcome({
  checkoutId,
  kind,
  render,
}: {
  readonly checkoutId: string;
  readonly kind: ResultKind;
  readonly render: (outcome: CheckoutOutcome) => ReactNode;
}) {
  const { t } = useTranslation();
  const [state, send] = usePaymentOutcome(checkoutId, kind);
  const { outcome } = state.context;

  if (state.matches('unanswered')) return <LoadFailed error={state.context.error} onRetry={() => send({ type: 'retry' })} />;
  if (outcome === null || state.matches('handedOver')) return <Loading />;
  if (screenOf(outcome) === null) {
    const gaveUp = state.matches('gaveUp');
    return (
      <Alert color="blue" variant="light" role="status" title={t('payment.screen.pendingTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t(gaveUp ? 'payment.screen.stillPending' : 'payment.screen.pendingMessage')}</Text>
          {gaveUp ? (
            <Button variant="light" onClick={() => send({ type: 'check.again' })}>
              {t('payment.screen.checkAgain')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return render(outcome);
}

/** The payment outcome machine (src/application/checkout) bound to the CheckoutGateway and this screen's navigation. */
function usePaymentOutcome(checkoutId: string, screen: ResultKind) {
  const language = useLanguage();
  const navigate = useNavigate();
  const checkout = useService<CheckoutGateway>(CHECKOUT_GATEWAY);
  // Provided once: useMachine expects the same machine for the component's whole life (the key
  // of <Outcome> gives each checkout its own).
  const [machine] = useState(() =>
    paymentOutcomeMachine.provide({
      actors: { askOutcome: fromPromise(({ input }: { input: { checkoutId: string } }) => checkout.outcome(input.checkoutId)) },
      actions: {
        handOver: (_, { screen: other }) =>
          void navigate(`/${language}/payment/${other}?checkout=${encodeURIComponent(checkoutId)}`, { replace: true }),
      },
    }),
  );
  return useMachine(machine, { input: { checkoutId, screen } });
}
