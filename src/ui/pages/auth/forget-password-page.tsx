// Forgotten password, step one (spec §2 /auth/forget-password): the shopper gives their email,
// the password-reset machine asks the API to mail a code, and the reset screen takes over.
import { useEffect } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FormRules } from '../../../application/forms/form-state';
import { email, required } from '../../../domain/validation';
import { FormErrors } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { AuthCard, BackToLogin } from './auth-card';
import { settled, usePasswordReset } from './use-password-reset';
import { ClientForm } from '../../forms/client-form';

type EmailValues = { email: string };

const RULES: FormRules<EmailValues> = { email: () => [required(), email()] };

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const title = t('auth.forgot.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  // A fresh start: forgetData is only read back on the reset screen.
  const [snapshot, send, actor] = usePasswordReset(null);
  const form = useForm<EmailValues>({ initialValues: { email: '' }, rules: RULES });

  const codeSent = snapshot.matches('enteringCode');
  useEffect(() => {
    if (codeSent) void navigate(`/${language}/auth/forget-password/reset`);
  }, [codeSent, language, navigate]);

  return (
    <AuthCard title={title} intro={t('auth.forgot.intro')}>
      <ClientForm
        noValidate
        aria-label={title}
        onSubmit={form.onSubmit(async (values) => {
          send({ type: 'email.submit', email: values.email });
          await settled(actor, 'sendingCode');
        })}
      >
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <TextInput label={t('account.labels.email')} type="email" autoComplete="email" dir="ltr" required {...form.textProps('email')} />
          <Button type="submit" size="md" fullWidth loading={form.submitting || snapshot.matches('sendingCode')}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </ClientForm>
      <BackToLogin />
    </AuthCard>
  );
}
