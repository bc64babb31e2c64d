// Payment failure (spec §5 /payment/failure?checkout={id}): the spec's "Payment failed, please
// check your inbox for more details and contact us if you have any questions", the gateway's
// reason when it gave one, the wallet as it stands (the amount held for the order was released),
// "Try again" back to checkout — the cart is still there — and the way to contact us.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutOutcome } from '../../../application/ports/checkout-gateway';
import { useRemote } from '../../components/catalogue/use-remote';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import classes from './checkout.module.css';
import { PaymentResultPage } from './payment-result';

export function PaymentFailurePage() {
  return <PaymentResultPage kind="failure">{(outcome) => <PaymentFailed outcome={outcome} />}</PaymentResultPage>;
}

function PaymentFailed({ outcome }: { readonly outcome: CheckoutOutcome }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money } = useFormat();
  const { wallet } = usePorts();
  const balance = useRemote(`wallet-after:${outcome.id}`, () => wallet.summary());
  const spec = t('payment.failed');
  // The gateway's own words (declined for insufficient funds …) when they say more than the spec's sentence.
  const reason = outcome.state === 'expired' ? t('payment.expired') : outcome.failure?.message;

  return (
    <Stack gap="lg">
      <Alert color="red" variant="light" role="alert">
        <Text fw={500}>{spec}</Text>
        {reason === undefined || reason === '' || reason === spec ? null : (
          <Text size="sm" mt="xs">
            {reason}
          </Text>
        )}
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="wallet-after">
        <Title order={2} size="h4" id="wallet-after" mb="sm">
          {t('payment.screen.wallet')}
        </Title>
        <Text mb="sm">{t('payment.screen.walletIntact')}</Text>
        {balance.data === undefined ? null : (
          <dl className={classes.figures}>
            <div className={classes.strong}>
              <dt>{t('payment.screen.walletBalance')}</dt>
              <dd>{money(balance.data.balance)}</dd>
            </div>
          </dl>
        )}
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={`/${language}/checkout`}>
          {t('payment.screen.tryAgain')}
        </Button>
        <Anchor component={Link} to={`/${language}/contact-us`} fw={600}>
          {t('payment.screen.contactUs')}
        </Anchor>
      </Group>
    </Stack>
  );
}
