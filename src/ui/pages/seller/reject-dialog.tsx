// Rejecting an order asks why: the reason is required (the shopper reads it), at most the
// domain's limit. The dialog stays until the move has been answered. It only draws: the seller
// moves machine (src/application/orders) holds the reason and decides.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '../../forms/form-styles';
import type { FormEvent } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../../../domain/order';
import { ClientForm } from '../../forms/client-form';

export function RejectDialog({
  code,
  opened,
  reason,
  problem,
  sending,
  onChange,
  onSubmit,
  onClose,
}: {
  readonly code: string;
  readonly opened: boolean;
  readonly reason: string;
  /** Why the reason cannot be sent, in the page's language; undefined when nothing is wrong. */
  readonly problem: string | undefined;
  /** The rejection is on its way: the dialog stays until it has been answered. */
  readonly sending: boolean;
  readonly onChange: (reason: string) => void;
  readonly onSubmit: () => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Modal
      opened={opened}
      onClose={() => (sending ? undefined : onClose())}
      title={t('seller.console.reject.title', { code })}
      closeButtonProps={{ 'aria-label': t('seller.console.reject.keep') }}
      returnFocus={false}
      centered
    >
      <ClientForm noValidate onSubmit={submit}>
        <Text size="sm" mb="md">
          {t('seller.console.reject.intro')}
        </Text>
        <Textarea
          id={`reject-reason-${code}`}
          label={t('seller.console.reject.reason')}
          description={t('seller.console.reject.hint', { count: REASON_MAX_LENGTH })}
          value={reason}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={problem}
          maxLength={REASON_MAX_LENGTH}
          required
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {t('seller.console.reject.keep')}
          </Button>
          <Button type="submit" color="red.9" loading={sending}>
            {t('seller.console.reject.confirm')}
          </Button>
        </Group>
      </ClientForm>
    </Modal>
  );
}
