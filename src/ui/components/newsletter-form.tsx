// The footer's newsletter subscription: the domain's email rule first, then the API, whose
// per-field message appears beside the field; a success toast thanks the shopper.
import { useId, useState, type FormEvent } from 'react';
import { Button, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { useTranslation } from 'react-i18next';
import { isRequestFailure } from '../../application/ports/request-failure';
import { email, required, type ValidationMessage } from '../../domain/validation';
import { usePorts } from '../ports';
import classes from './newsletter-form.module.css';
import { ClientForm } from '../forms/client-form';

const EMAIL_RULES = [required(), email()];

export function NewsletterForm() {
  const { t } = useTranslation();
  const { newsletter, toasts } = usePorts();
  const headingId = useId();
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const describe = (message: ValidationMessage) =>
    t(message.key, { ...message.params, field: t(`fields.${String(message.params.field)}`) });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = address.trim();
    const invalid = EMAIL_RULES.map((rule) => rule.validate(value, 'email')).find((message) => message !== null);
    if (invalid) {
      setError(describe(invalid));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await newsletter.subscribe(value);
      setAddress('');
      toasts.show({
        type: 'success',
        title: t('common.newsletter.subscribedTitle'),
        // Isolated (FSI … PDI), so a Latin address keeps its order inside an Arabic sentence.
        message: t('common.newsletter.subscribedMessage', { email: `\u2068${value}\u2069` }),
      });
    } catch (failure) {
      const message = isRequestFailure(failure) ? (failure.fields.email?.[0] ?? failure.message) : String(failure);
      if (isRequestFailure(failure) && failure.fields.email !== undefined) setError(message);
      else toasts.show({ type: 'error', title: t('common.newsletter.failedTitle'), message });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <ClientForm className={classes.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
      <Text component="h2" id={headingId} className={classes.heading}>
        {t('common.newsletter.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('common.newsletter.text')}
      </Text>
      <div className={classes.row}>
        <TextInput
          className={classes.field}
          type="email"
          autoComplete="email"
          inputMode="email"
          label={t('common.newsletter.email')}
          placeholder={t('common.newsletter.placeholder')}
          value={address}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
            if (error !== null) setError(null);
          }}
          error={error}
          classNames={{ label: classes.label }}
        />
        <Button type="submit" loading={submitting} className={classes.submit}>
          {t('common.newsletter.submit')}
        </Button>
      </div>
    </ClientForm>
  );
}
