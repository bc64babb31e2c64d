// Rejecting an order asks why: the reason is required (the shopper reads it), at most the
// domain's limit. The dialog stays until the move has been answered.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '../../forms/form-styles';
import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH } from '../../../domain/order';
import { useFormat } from '../../format';
import { ClientForm } from '../../forms/client-form';

export function RejectDialog({
  code,
  opened,
  onClose,
  onReject,
}: {
  readonly code: string;
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Resolves once the move was answered; the dialog closes then. */
  readonly onReject: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const blank = reason.trim() === '';
  const error = submitted && blank ? t('orders.rejectReasonRequired') : undefined;

  const close = () => {
    if (sending) return;
    setSubmitted(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (blank || sending) {
      document.getElementById(`reject-reason-${code}`)?.focus();
      return;
    }
    setSending(true);
    try {
      if (await onReject(reason.trim())) setReason('');
    } finally {
      setSending(false);
      setSubmitted(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('seller.console.reject.title', { code })}
      closeButtonProps={{ 'aria-label': t('seller.console.reject.keep') }}
      returnFocus={false}
      centered
    >
      <ClientForm noValidate onSubmit={(event) => void submit(event)}>
        <Text size="sm" mb="md">
          {t('seller.console.reject.intro')}
        </Text>
        <Textarea
          id={`reject-reason-${code}`}
          label={t('seller.console.reject.reason')}
          description={t('seller.console.reject.hint', { max: number(REASON_MAX_LENGTH) })}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          maxLength={REASON_MAX_LENGTH}
          required
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm" mt="lg">
          <Button variant="default" onClick={close} disabled={sending}>
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
