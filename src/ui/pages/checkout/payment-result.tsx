// What the two payment result screens share: the checkout named by ?checkout={id}, and the way
// each screen looks while the payment outcome machine (src/application/payments) asks the server
// what became of it and asks again while the gateway's answer is awaited; a screen opened for an
// outcome that is not its own hands over to the other one once it is settled.
import '../../forms/form-styles';
import type { ReactNode } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CheckoutOutcome } from '../../../application/ports/checkout-gateway';
import { EmptyState } from '../../components/empty-state';
import { usePorts } from '../../ports';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';
import { usePaymentOutcome } from '../../components/use-payment-outcome';

export type ResultKind = 'success' | 'failure';

/** The result screen of a settled checkout. */
const screenOf = (outcome: CheckoutOutcome): ResultKind => (outcome.state === 'paid' ? 'success' : 'failure');

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
  const language = useLanguage();
  const navigate = useNavigate();
  const { checkout } = usePorts();
  // A screen opened for an outcome that is not its own hands over to the other one.
  const handOver = (settled: CheckoutOutcome) => {
    if (screenOf(settled) !== kind) void navigate(`/${language}/payment/${screenOf(settled)}?checkout=${encodeURIComponent(checkoutId)}`, { replace: true });
  };
  const { state, outcome, send } = usePaymentOutcome(checkoutId, (id) => checkout.outcome(id), handOver);

  if (state.matches('unanswered')) return <LoadFailed error={state.context.error} onRetry={() => send({ type: 'retry' })} />;
  if (outcome === null || (state.status === 'done' && screenOf(outcome) !== kind)) return <Loading />;
  if (state.status !== 'done') {
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
