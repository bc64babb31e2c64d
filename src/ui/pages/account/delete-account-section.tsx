// Deleting the account (spec §7 "account delete"), the last card of the profile edit page: what
// is erased, what the law keeps, what stops a deletion, and a button that opens the confirmation.
// An account that signs in with Google or Apple confirms by signing in with the provider again;
// any other account by its password. The dialog only draws and sends events: the account-deletion
// machine (src/application/account-deletion) holds the workflow.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '../../forms/form-styles';
import { useEffect } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import type { FormRules } from '../../../application/forms/form-state';
import type { SocialProvider } from '../../../application/ports/account-gateway';
import type { SessionUser } from '../../../application/session/session-store';
import { required } from '../../../domain/validation';
import { ClientForm } from '../../forms/client-form';
import { FormErrors, PasswordField } from '../../forms/fields';
import { identityFailureMessage, PROVIDER_NAMES } from '../../forms/identity-failure-message';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import accountClasses from './account.module.css';
import classes from './delete-account-section.module.css';
import { useAccountDeletion } from './use-account-deletion';

type Deletion = ReturnType<typeof useAccountDeletion>;
type PasswordValues = { password: string };

const PASSWORD_RULES: FormRules<PasswordValues> = { password: () => [required()] };
const NO_PASSWORD: PasswordValues = { password: '' };
/** Both are offered: the browser may not know which one the shopper signs in with; the server checks it is the same person. */
const PROVIDERS: readonly SocialProvider[] = ['google', 'apple'];

export function DeleteAccountSection({ user }: { readonly user: SessionUser }) {
  const { t } = useTranslation();
  const deletion = useAccountDeletion(user);
  const [, send] = deletion;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      className={`${accountClasses.section} ${classes.danger}`}
      component="section"
      aria-labelledby="delete-account"
    >
      <Title order={2} size="h3" id="delete-account" mb="md">
        {t('account.delete.title')}
      </Title>
      <Stack gap="sm">
        <Text>{t('account.delete.intro')}</Text>
        <ul className={classes.consequences}>
          <li>{t('account.delete.erased')}</li>
          <li>{t('account.delete.kept')}</li>
          <li>{t('account.delete.blocked')}</li>
        </ul>
        <div>
          <Button variant="outline" color="red.9" c="var(--herfa-colour-danger)" onClick={() => send({ type: 'OPEN' })}>
            {t('account.delete.open')}
          </Button>
        </div>
      </Stack>
      <DeleteAccountDialog deletion={deletion} />
    </Paper>
  );
}

function DeleteAccountDialog({ deletion }: { readonly deletion: Deletion }) {
  const { t } = useTranslation();
  const [snapshot, send] = deletion;
  const { identity } = usePorts();
  const confirming = snapshot.matches('confirming');
  const social = snapshot.context.hasSocialSignIn;

  // The provider's code loads while the shopper reads, so its popup opens within their click.
  useEffect(() => {
    if (confirming && social) identity.prepare().catch(() => undefined);
  }, [confirming, identity, social]);

  return (
    <Modal
      opened={!snapshot.matches('idle')}
      // Once the shopper has confirmed, the dialog stays until the answer.
      onClose={() => (confirming ? send({ type: 'CANCEL' }) : undefined)}
      title={t('account.delete.dialogTitle')}
      closeButtonProps={{ 'aria-label': t('account.delete.keep') }}
      centered
    >
      {social ? <ProviderConfirmation deletion={deletion} /> : <PasswordConfirmation deletion={deletion} />}
    </Modal>
  );
}

function PasswordConfirmation({ deletion }: { readonly deletion: Deletion }) {
  const { t } = useTranslation();
  const [snapshot, send, actor] = deletion;
  const form = useForm<PasswordValues>({ initialValues: NO_PASSWORD, rules: PASSWORD_RULES });

  return (
    <ClientForm
      noValidate
      aria-label={t('account.delete.dialogTitle')}
      onSubmit={form.onSubmit(async ({ password }) => {
        send({ type: 'CONFIRM_PASSWORD', password });
        // The machine keeps the refusal; thrown, the form shows it beside the password or above it.
        const settled = await waitFor(actor, (current) => !current.matches('deleting'));
        if (settled.matches('confirming') && settled.context.failure !== null) throw settled.context.failure.error;
      })}
    >
      <Stack gap="md">
        <Text size="sm">{t('account.delete.passwordIntro')}</Text>
        <FormErrors messages={form.formErrors} />
        <PasswordField label={t('account.labels.password')} autoComplete="current-password" required data-autofocus {...form.textProps('password')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={!snapshot.matches('confirming')}>
            {t('account.delete.keep')}
          </Button>
          <Button type="submit" color="red.9" loading={!snapshot.matches('confirming')}>
            {t('account.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </ClientForm>
  );
}

function ProviderConfirmation({ deletion }: { readonly deletion: Deletion }) {
  const { t } = useTranslation();
  const [snapshot, send] = deletion;
  const { failure, provider: chosen } = snapshot.context;
  const confirming = snapshot.matches('confirming');

  return (
    <Stack gap="md">
      <Text size="sm">{t('account.delete.providerIntro')}</Text>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert">
          {identityFailureMessage(t, failure.error, failure.provider ?? 'google')}
        </Alert>
      )}
      <Stack gap="sm">
        {PROVIDERS.map((provider) => (
          <Button
            key={provider}
            color="red.9"
            fullWidth
            loading={!confirming && chosen === provider}
            disabled={!confirming && chosen !== provider}
            onClick={() => send({ type: 'CONFIRM_WITH_PROVIDER', provider })}
          >
            {t('account.delete.confirmWith', { provider: PROVIDER_NAMES[provider] })}
          </Button>
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => send({ type: 'CANCEL' })} disabled={!confirming}>
          {t('account.delete.keep')}
        </Button>
      </Group>
    </Stack>
  );
}
