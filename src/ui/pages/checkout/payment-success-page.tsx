// Payment success (spec §5 /payment/success?checkout={id}): the spec's "Your payment was
// successful, please check your inbox..." with the codes of the orders created (one per seller,
// each a link to the order), and what was paid from the wallet and by card. The header's cart
// count is refreshed: the bought lines have left the cart.
import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartServiceFor } from '../../../application/cart/cart-service';
import type { CheckoutOutcome } from '../../../application/ports/checkout-gateway';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useLanguage } from '../../use-language';
import { useSessionStore } from '../../use-session';
import classes from './checkout.module.css';
import { PaymentResultPage } from './payment-result';

export function PaymentSuccessPage() {
  return <PaymentResultPage kind="success">{(outcome) => <PaymentSucceeded outcome={outcome} />}</PaymentResultPage>;
}

function PaymentSucceeded({ outcome }: { readonly outcome: CheckoutOutcome }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { money } = useFormat();
  const cart = cartServiceFor(usePorts().cart, useSessionStore());
  useEffect(() => {
    cart.refreshCount().catch(() => {}); // the badge catches up on the next page if this fails
  }, [cart]);

  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" role="status">
        <Text fw={500}>{t('payment.succeeded')}</Text>
      </Alert>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="paid-orders">
        <Title order={2} size="h4" id="paid-orders" mb="sm">
          {t('payment.screen.orders')}
        </Title>
        <ul className={classes.codes}>
          {outcome.orderCodes.map((code) => (
            <li key={code}>
              <Anchor component={Link} to={`/${language}/orders/${encodeURIComponent(code)}`} fw={600}>
                {t('payment.screen.order')} <bdi dir="ltr">{code}</bdi>
              </Anchor>
            </li>
          ))}
        </ul>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="paid-amounts">
        <Title order={2} size="h4" id="paid-amounts" mb="sm">
          {t('payment.screen.amounts')}
        </Title>
        <dl className={classes.figures}>
          <div>
            <dt>{t('payment.screen.fromWallet')}</dt>
            <dd>{money(outcome.walletPart)}</dd>
          </div>
          <div>
            <dt>{t('payment.screen.byCard')}</dt>
            <dd>{money(outcome.cardPart)}</dd>
          </div>
          <div className={classes.strong}>
            <dt>{t('payment.screen.total')}</dt>
            <dd>{money(outcome.total)}</dd>
          </div>
        </dl>
      </Paper>
      <Group gap="sm">
        <Button component={Link} to={`/${language}/products/all`}>
          {t('payment.screen.continueShopping')}
        </Button>
        <Button component={Link} to={`/${language}/profile/wallet`} variant="default">
          {t('payment.screen.viewWallet')}
        </Button>
      </Group>
    </Stack>
  );
}
