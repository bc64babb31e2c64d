// Wallet (spec §2 /profile/wallet): the balance the next order is paid from first, the money on
// hold while a card payment is confirmed, the transactions (ledger rows, newest first) and a
// top-up by card: the browser goes to the payment gateway's page and comes back here with
// ?topup={id}, whose outcome is shown above a refreshed balance. Guests never get here (the
// profile guard sends them home).
import '../../forms/form-styles';
import { useCallback, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Page } from '../../../application/ports/catalogue-gateway';
import type { WalletTransaction } from '../../../application/ports/wallet-gateway';
import { useRemote } from '../../components/catalogue/use-remote';
import { EmptyState } from '../../components/empty-state';
import { failureMessage } from '../../forms/failure-message';
import { useFormat } from '../../format';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { AccountPageHeader } from '../../components/account-page-header';
import { LoadFailed, Loading } from '../../components/remote-view';
import { MAX_TOPUP, MIN_TOPUP, readTopUpAmount, type AmountProblem } from './top-up-amount';
import classes from './wallet-page.module.css';
import { ClientForm } from '../../forms/client-form';
import { usePaymentOutcome } from '../../components/use-payment-outcome';

const TRANSACTIONS_PAGE_SIZE = 10;
/** Amounts offered with one tap, in riyals. */
const SUGGESTED_RIYALS = [50, 100, 250, 500] as const;

export function WalletPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useSession();
  const [searchParams] = useSearchParams();
  const topUpId = searchParams.get('topup');
  const title = t('wallet.screen.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  // Bumped when a top-up's outcome arrives, so the balance and transactions are read again.
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((count) => count + 1), []);

  if (token === null) return null;
  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <AccountPageHeader
        title={title}
        intro={t('wallet.screen.intro')}
        back={{ to: `/${language}/profile`, label: t('wallet.screen.back') }}
      />
      {topUpId === null ? null : <TopUpNotice key={topUpId} id={topUpId} onSettled={refresh} />}
      <div className={classes.layout}>
        <div className={classes.side}>
          <Balance token={token} version={version} />
          <TopUpForm />
        </div>
        <Transactions token={token} version={version} />
      </div>
    </Container>
  );
}

function Balance({ token, version }: { readonly token: string; readonly version: number }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { wallet } = usePorts();
  const summary = useRemote(`wallet:${token}:${version}`, () => wallet.summary());
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="wallet-balance" className={classes.balance}>
      <Title order={2} size="h4" id="wallet-balance" className={classes.balanceTitle}>
        {t('wallet.screen.balance')}
      </Title>
      {summary.data === undefined ? (
        summary.status === 'failed' ? <LoadFailed error={summary.failure} onRetry={summary.retry} /> : <Loading />
      ) : (
        <>
          <p className={classes.amount} aria-live="polite">
            {money(summary.data.balance)}
          </p>
          <dl className={classes.held}>
            <dt>{t('wallet.screen.held')}</dt>
            <dd>{money(summary.data.held)}</dd>
          </dl>
          <Text size="xs" c="dimmed">
            {t('wallet.screen.heldHint')}
          </Text>
        </>
      )}
    </Paper>
  );
}

const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : // Outside a secure context: a version 4 UUID from the same random source.
      '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) =>
        (Number(digit) ^ (crypto.getRandomValues(new Uint8Array(1))[0]! & (15 >> (Number(digit) / 4)))).toString(16),
      );

function TopUpForm() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { wallet } = usePorts();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per amount: sending the same top-up twice (a double click) starts it once.
  const [attempt, setAttempt] = useState(() => ({ text: '', key: newIdempotencyKey() }));
  const reading = readTopUpAmount(text);
  const bounds = { min: money(MIN_TOPUP), max: money(MAX_TOPUP) };
  const problem: AmountProblem | null = touched && !reading.ok ? reading.problem : null;
  const error = problem === null ? undefined : t(`wallet.screen.topUp.${problem}`, bounds);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setRefusal(null);
    if (!reading.ok || sending) {
      document.getElementById('top-up-amount')?.focus();
      return;
    }
    const key = attempt.text === text ? attempt.key : newIdempotencyKey();
    setAttempt({ text, key });
    setSending(true);
    try {
      const started = await wallet.startTopUp(reading.halalas, key);
      // The gateway's page takes over; the button stays busy until the browser has left.
      window.location.assign(started.redirectUrl);
    } catch (failure) {
      setRefusal(failureMessage(t, failure));
      setSending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="wallet-top-up">
      <Title order={2} size="h4" id="wallet-top-up" mb="sm">
        {t('wallet.screen.topUp.title')}
      </Title>
      <ClientForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="wallet-top-up" className={classes.form}>
        {refusal === null ? null : (
          <Alert color="red" variant="light" role="alert" title={t('wallet.screen.topUp.failed')}>
            {refusal}
          </Alert>
        )}
        <TextInput
          id="top-up-amount"
          label={t('wallet.screen.topUp.amount')}
          description={t('wallet.screen.topUp.hint', bounds)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setTouched(text.trim() !== '' || touched)}
          error={error}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
        />
        <Group gap="xs" role="group" aria-label={t('wallet.screen.topUp.suggestions')}>
          {SUGGESTED_RIYALS.map((riyals) => (
            <Button
              key={riyals}
              variant="default"
              size="compact-sm"
              onClick={() => {
                setText(String(riyals));
                setTouched(false);
              }}
            >
              {money(riyals * 100)}
            </Button>
          ))}
        </Group>
        <Button type="submit" loading={sending} fullWidth>
          {reading.ok ? t('wallet.screen.topUp.submitAmount', { amount: money(reading.halalas) }) : t('wallet.screen.topUp.submit')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('wallet.screen.topUp.byCard')}
        </Text>
      </ClientForm>
    </Paper>
  );
}

/** The outcome of the top-up the gateway sent the shopper back from, asked again while it is pending. */
function TopUpNotice({ id, onSettled }: { readonly id: string; readonly onSettled: () => void }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { wallet } = usePorts();
  const { state, outcome } = usePaymentOutcome(id, (topUpId) => wallet.topUp(topUpId), onSettled);
  const failure = state.matches('unanswered') ? state.context.error : null;

  if (failure !== null) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('wallet.screen.outcome.unknownTitle')} mb="xl">
        {failureMessage(t, failure)}
      </Alert>
    );
  }
  if (outcome === null) return <Loading />;
  const amount = money(outcome.amount);
  switch (outcome.state) {
    case 'paid':
      return (
        <Alert color="green" variant="light" role="status" title={t('wallet.screen.outcome.paidTitle')} mb="xl">
          {t('wallet.screen.outcome.paid', { amount })}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" variant="light" role="alert" title={t('wallet.screen.outcome.failedTitle')} mb="xl">
          {outcome.failure?.message ?? t('payment.failed')}
        </Alert>
      );
    case 'expired':
      return (
        <Alert color="gray" variant="light" role="status" title={t('wallet.screen.outcome.expiredTitle')} mb="xl">
          {t('wallet.screen.outcome.expired', { amount })}
        </Alert>
      );
    default:
      return (
        <Alert color="blue" variant="light" role="status" title={t('wallet.screen.outcome.pendingTitle')} mb="xl">
          {t('wallet.screen.outcome.pending', { amount })}
        </Alert>
      );
  }
}

function Transactions({ token, version }: { readonly token: string; readonly version: number }) {
  const { t } = useTranslation();
  const { wallet } = usePorts();
  const first = useRemote(`wallet-entries:${token}:${version}`, () => wallet.transactions(1, TRANSACTIONS_PAGE_SIZE));
  // Later pages, loaded with "more", for the first page they continue.
  const [more, setMore] = useState<{ readonly after: Page<WalletTransaction>; readonly pages: readonly Page<WalletTransaction>[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const firstPage = first.status === 'ready' ? first.data : undefined;
  const pages = firstPage === undefined ? [] : [firstPage, ...(more?.after === firstPage ? more.pages : [])];
  const items = pages.flatMap((page) => page.items);
  const total = firstPage?.total ?? 0;

  const loadMore = async () => {
    if (firstPage === undefined) return;
    setLoading(true);
    setFailure(null);
    try {
      const next = await wallet.transactions(pages.length + 1, TRANSACTIONS_PAGE_SIZE);
      setMore({ after: firstPage, pages: [...pages.slice(1), next] });
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="wallet-transactions">
      <Title order={2} size="h4" id="wallet-transactions" mb="sm">
        {t('wallet.screen.transactions')}
      </Title>
      {firstPage === undefined ? (
        first.status === 'failed' ? <LoadFailed error={first.failure} onRetry={first.retry} /> : <Loading />
      ) : items.length === 0 ? (
        <EmptyState headingLevel={3} title={t('wallet.screen.noTransactions')} description={t('wallet.screen.noTransactionsMessage')} />
      ) : (
        <>
          <ul className={classes.transactions} aria-labelledby="wallet-transactions">
            {items.map((item) => (
              <TransactionRow key={item.id} transaction={item} />
            ))}
          </ul>
          {failure === null ? null : (
            <Text c="var(--herfa-colour-danger)" size="sm" role="alert" mt="sm">
              {failureMessage(t, failure)}
            </Text>
          )}
          {items.length < total && (
            <Button variant="default" onClick={() => void loadMore()} loading={loading} mt="md" fullWidth>
              {t('wallet.screen.more')}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

function TransactionRow({ transaction }: { readonly transaction: WalletTransaction }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  return (
    <li className={classes.transaction}>
      <div className={classes.transactionText}>
        <span className={classes.kind}>{t(`wallet.kind.${transaction.kind}`)}</span>
        <span className={classes.meta}>
          <time dateTime={transaction.createdAt}>{date(transaction.createdAt, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })}</time>
          <span aria-hidden="true"> · </span>
          <span>
            {t('wallet.screen.reference')} <bdi dir="ltr" className={classes.reference}>{transaction.reference}</bdi>
          </span>
        </span>
      </div>
      <span className={classes.signed} data-sign={transaction.amount < 0 ? 'out' : 'in'}>
        <bdi>{money(transaction.amount, { sign: 'always' })}</bdi>
      </span>
    </li>
  );
}
