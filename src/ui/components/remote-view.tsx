// What a screen shows while its content loads, and when loading failed (with a way to retry).
// Shared by the screens that load their content themselves (content, account, orders, checkout, seller).
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Alert, Button, Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../forms/failure-message';

export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py={64} role="status">
      <Loader aria-hidden="true" />
      <VisuallyHidden>{t('content.loading')}</VisuallyHidden>
    </Center>
  );
}

export function LoadFailed({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={t('content.loadFailed')} my="xl">
      <p style={{ marginTop: 0 }}>{failureMessage(t, error)}</p>
      <Button variant="light" color="red" size="compact-md" onClick={onRetry}>
        {t('content.retry')}
      </Button>
    </Alert>
  );
}
