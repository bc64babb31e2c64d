// Push notifications on this device (spec §1, §8, §9), above the notifications list: where they
// stand, and the one control. Permission is asked only when the shopper presses "Turn on", and
// only while the browser has not been told; a block, a closed prompt, a browser that cannot push
// and a failure each have their own message. The message is a polite live region, so the outcome
// of a press is read out; the button keeps focus and says it is busy while it works.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PushFailure, PushStatus } from '../../../application/ports/push-notifications';
import { usePorts } from '../../ports';

/** What the last press came to, when it says more than the status does. */
type Outcome = 'dismissed' | 'failed' | 'turnedOff' | 'turnOffFailed';

const BADGE_COLOUR: Record<PushStatus, string> = { on: 'green', off: 'gray', denied: 'red', unsupported: 'gray' };

export function PushSettings() {
  const { t } = useTranslation();
  const { push } = usePorts();
  const [status, setStatus] = useState<PushStatus | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  // Asking early also loads the adapter, so a press reaches the permission prompt at once.
  useEffect(() => {
    let current = true;
    push.status().then(
      (found) => current && setStatus(found),
      () => current && setStatus('off'), // the adapter did not load: a press tries again
    );
    return () => {
      current = false;
    };
  }, [push]);

  if (status === null) return null;

  const turnOn = async () => {
    const result: 'on' | PushFailure = await push.turnOn().catch(() => 'failed' as const);
    if (result === 'dismissed' || result === 'failed') {
      setStatus('off');
      setOutcome(result);
    } else {
      setStatus(result);
      setOutcome(null);
    }
  };

  const turnOff = async () => {
    const result = await push.turnOff().catch(() => 'failed' as const);
    if (result === 'off') setStatus('off');
    setOutcome(result === 'off' ? 'turnedOff' : 'turnOffFailed');
  };

  const press = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      await (status === 'on' ? turnOff() : turnOn());
    } finally {
      setBusy(false);
    }
  };

  const message = outcome === null ? t(`notifications.device.status.${status}`) : t(`notifications.device.outcome.${outcome}`);
  const warning = status === 'denied' || outcome === 'failed' || outcome === 'turnOffFailed';
  const canPress = status === 'on' || status === 'off';

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} mb="lg" component="section" aria-labelledby="push-settings-title" data-push-status={status}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 20rem' }}>
          <Group gap="xs" align="center">
            <Text fw={700} id="push-settings-title" component="h2" m={0} size="lg">
              {t('notifications.device.title')}
            </Text>
            <Badge color={BADGE_COLOUR[status]} variant="light" radius="sm" tt="none">
              {t(`notifications.device.state.${status}`)}
            </Badge>
          </Group>
          <Text role="status" c={warning ? 'var(--herfa-colour-danger)' : 'var(--herfa-colour-text)'} size="sm">
            {message}
          </Text>
        </Stack>
        {canPress && (
          <Button
            variant={status === 'on' ? 'default' : 'filled'}
            onClick={() => void press()}
            aria-busy={busy}
            aria-disabled={busy}
            data-busy={busy || undefined}
            leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden="true" /> : undefined}
          >
            {t(status === 'on' ? 'notifications.device.turnOff' : 'notifications.device.turnOn')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
