// What the two payment result screens share: the checkout named by ?checkout={id}, read from
// GET /api/checkout/{id} and asked again for a short while when the gateway's answer has not
// been settled yet, and the way each screen looks while that happens. A screen opened for an
// outcome that is not its own (success for a failed payment) hands over to the other one.
import '../../forms/form-styles';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CHECKOUT_GATEWAY, type CheckoutGateway, type CheckoutOutcome } from '../../../application/ports/checkout-gateway';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { useService } from '../../services';
import { usePageMeta } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { LoadFailed, Loading } from '../../components/remote-view';

/** How often, and how many times, a checkout still awaiting the gateway is asked again. */
export const OUTCOME_POLL_MS = 1500;
export const OUTCOME_POLLS = 10;

export type ResultKind = 'success' | 'failure';

const kindOf = (outcome: CheckoutOutcome): ResultKind | 'pending' =>
  outcome.state === 'paid' ? 'success' : outcome.state === 'awaiting-payment' ? 'pending' : 'failure';

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
  const checkout = useService<CheckoutGateway>(CHECKOUT_GATEWAY);
  const [poll, setPoll] = useState(0);
  const remote = useRemote(`checkout:${checkoutId}:${poll}`, () => checkout.outcome(checkoutId));
  // While the next poll runs, the last answer stays on screen.
  const outcome = remote.data;
  const settledKind = outcome === undefined ? undefined : kindOf(outcome);
  const pending = settledKind === 'pending';

  useEffect(() => {
    if (!pending || poll >= OUTCOME_POLLS) return;
    const timer = setTimeout(() => setPoll((count) => count + 1), OUTCOME_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, poll]);

  const elsewhere = settledKind !== undefined && settledKind !== 'pending' && settledKind !== kind;
  useEffect(() => {
    if (elsewhere) void navigate(`/${language}/payment/${settledKind}?checkout=${encodeURIComponent(checkoutId)}`, { replace: true });
  }, [checkoutId, elsewhere, language, navigate, settledKind]);

  if (remote.status === 'failed') return <LoadFailed error={remote.failure} onRetry={remote.retry} />;
  if (outcome === undefined || elsewhere) return <Loading />;
  if (pending) {
    const gaveUp = poll >= OUTCOME_POLLS;
    return (
      <Alert color="blue" variant="light" role="status" title={t('payment.screen.pendingTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t(gaveUp ? 'payment.screen.stillPending' : 'payment.screen.pendingMessage')}</Text>
          {gaveUp ? (
            <Button variant="light" onClick={() => setPoll(0)}>
              {t('payment.screen.checkAgain')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  return render(outcome);
}
