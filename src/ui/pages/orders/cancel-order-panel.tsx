// The cancellation, as the order screen shows it while the cancellation machine runs: the
// reason (required, with a character count), then the spec's confirmation ("Cancel order
// HRF-…? What you paid goes back to your wallet."), then the server's answer when it refused.
// Each step takes the focus when it appears, so a screen reader hears it.
import '../../forms/form-styles';
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Paper, Text, Textarea, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../../../domain/order';
import classes from './orders.module.css';
import type { Cancellation } from './use-cancellation';
import { ClientForm } from '../../forms/client-form';

type Step = 'editing' | 'confirming' | 'failed' | null;

/**
 * `onClosed` runs when the panel goes away (kept, or the order cancelled), so that the page can
 * give the focus back to what opened it, or to its heading when that is gone.
 */
export function CancelOrderPanel({ cancellation, onClosed }: { readonly cancellation: Cancellation; readonly onClosed: () => void }) {
  const { t } = useTranslation();
  const [snapshot, send] = cancellation;
  const { order, reason, problem, failure } = snapshot.context;
  const step: Step = snapshot.matches('editing')
    ? 'editing'
    : snapshot.matches('confirming') || snapshot.matches('cancelling')
      ? 'confirming'
      : snapshot.matches('failed')
        ? 'failed'
        : null;
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const shown = useRef(false);
  useEffect(() => {
    if (step === 'editing') reasonRef.current?.focus();
    else if (step === 'confirming') questionRef.current?.focus();
    else if (step === 'failed') failureRef.current?.focus();
    else if (shown.current) onClosed();
    shown.current = step !== null;
  }, [step, onClosed]);

  if (step === null) return null;
  const cancelling = snapshot.matches('cancelling');
  // Escape leaves whichever step is showing, as its own "keep" or "close" button does.
  const leave = step === 'editing' ? 'cancel.abort' : step === 'confirming' && !cancelling ? 'cancel.keep' : step === 'failed' ? 'failure.dismiss' : null;
  const refreshing = snapshot.matches({ failed: 'refreshing' });
  const code = <bdi dir="ltr" className={classes.code} />;
  const characters = [...reason.trim()].length;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="cancel-heading"
      className={classes.cancelPanel}
      mb="xl"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || leave === null) return;
        event.stopPropagation();
        send({ type: leave });
      }}
    >
      <Title order={2} size="h4" id="cancel-heading" mb="sm">
        <Trans i18nKey="orders.cancel.title" values={{ code: order.code }} components={{ code }} />
      </Title>

      {step === 'editing' && (
        <ClientForm
          noValidate
          aria-labelledby="cancel-heading"
          className={classes.cancelForm}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'reason.submit' });
            reasonRef.current?.focus();
          }}
        >
          <Textarea
            ref={reasonRef}
            label={t('orders.cancel.reason')}
            description={t('orders.cancel.reasonHint')}
            value={reason}
            onChange={(event) => send({ type: 'reason.change', reason: event.currentTarget.value })}
            error={problem === null ? undefined : t(problem.code, { ...problem.params })}
            autosize
            minRows={3}
            maxRows={8}
            required
          />
          <Text size="xs" c={characters > REASON_MAX_LENGTH ? 'var(--herfa-colour-danger)' : 'dimmed'}>
            {t('orders.cancel.counter', { used: characters, count: REASON_MAX_LENGTH })}
          </Text>
          <Group gap="sm">
            <Button type="submit">
              {t('orders.cancel.continue')}
            </Button>
            <Button variant="default" onClick={() => send({ type: 'cancel.abort' })}>
              {t('orders.cancel.keep')}
            </Button>
          </Group>
        </ClientForm>
      )}

      {step === 'confirming' && (
        <div ref={questionRef} tabIndex={-1} role="group" aria-labelledby="cancel-question" className={classes.confirm}>
          <Text id="cancel-question" fw={500} mb="sm">
            <Trans i18nKey="orders.cancel.question" values={{ code: order.code }} components={{ code }} />
          </Text>
          <dl className={classes.quotedReason}>
            <dt>{t('orders.cancel.yourReason')}</dt>
            <dd dir="auto">{reason.trim()}</dd>
          </dl>
          <Group gap="sm">
            <Button color="red.9" loading={cancelling} onClick={() => send({ type: 'cancel.confirm' })}>
              {t('orders.cancel.confirm')}
            </Button>
            <Button variant="default" disabled={cancelling} onClick={() => send({ type: 'cancel.keep' })}>
              {t('orders.cancel.keep')}
            </Button>
          </Group>
        </div>
      )}

      {step === 'failed' && failure !== null && (
        <Alert ref={failureRef} tabIndex={-1} color="red" variant="light" role="alert" title={t('orders.cancel.failedTitle')}>
          <Text mb="sm">{failure.status === 0 ? t('account.errors.unreachable') : failure.message}</Text>
          <Group gap="sm">
            {snapshot.can({ type: 'cancel.retry' }) && (
              <Button variant="light" color="red" c="var(--herfa-colour-danger)" onClick={() => send({ type: 'cancel.retry' })}>
                {t('orders.cancel.retry')}
              </Button>
            )}
            <Button variant="default" loading={refreshing} onClick={() => send({ type: 'failure.dismiss' })}>
              {t('orders.cancel.close')}
            </Button>
          </Group>
        </Alert>
      )}
    </Paper>
  );
}
