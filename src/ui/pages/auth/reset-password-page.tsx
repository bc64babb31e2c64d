// Forgotten password, step two (spec §2 /auth/forget-password/reset): the mailed code, then the
// new password. The password-reset machine resumes from the session's forgetData, so a reload
// keeps the email (and a verified code); with no reset under way the shopper starts again at
// step one. A finished reset signs the shopper in.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FormRules } from '../../../application/forms/form-state';
import { CODE_FAILURES } from '../../../application/password-reset/password-reset-machine';
import { confirmed, digits, required } from '../../../domain/validation';
import { failureMessage } from '../../forms/failure-message';
import { FormErrors, NewPasswordFields } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession } from '../../use-session';
import { AuthCard, BackToLogin } from './auth-card';
import { ACCOUNT_LIMITS, newPasswordRules } from '../../forms/account-rules';
import { settled, usePasswordReset } from './use-password-reset';
import { useSignIn } from './use-sign-in';
import { ClientForm } from '../../forms/client-form';

/** `code` is the API's name for it, so its field messages land beside the field. */
type CodeValues = { code: string };
type PasswordValues = { password: string; passwordConfirmation: string };

const CODE_RULES: FormRules<CodeValues> = { code: () => [required(), digits(ACCOUNT_LIMITS.resetCodeLength)] };
const PASSWORD_RULES: FormRules<PasswordValues> = {
  password: newPasswordRules,
  passwordConfirmation: (values) => [required(), confirmed(values.password)],
};

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { toasts } = usePorts();
  const signIn = useSignIn();
  const { forgetData } = useSession();
  const title = t('auth.reset.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  const [snapshot, send, actor] = usePasswordReset(forgetData, {
    // No reset under way (or the shopper changes the email): back to step one.
    askForTheEmail: () => void navigate(`/${language}/auth/forget-password`, { replace: true }),
    signIn: (session) => {
      toasts.show({ type: 'success', title: t('auth.reset.doneTitle'), message: t('auth.reset.doneMessage') });
      void signIn(session, { remember: false });
    },
  });
  const codeForm = useForm<CodeValues>({ initialValues: { code: '' }, rules: CODE_RULES });
  const passwordForm = useForm<PasswordValues>({ initialValues: { password: '', passwordConfirmation: '' }, rules: PASSWORD_RULES });

  const { email: address, failure, codeResent } = snapshot.context;
  // A reset refused for its code (expired, say) comes back to this form, which never sent it.
  const refusedForItsCode = failure !== null && CODE_FAILURES.has(failure.code) && codeForm.submitCount === 0;
  const resend = async () => {
    send({ type: 'code.resend' });
    try {
      await settled(actor, 'resendingCode');
    } catch (error) {
      toasts.show({ type: 'error', title: t('auth.reset.resendFailed'), message: failureMessage(t, error) });
    }
  };
  const choosingPassword = snapshot.matches('enteringNewPassword') || snapshot.matches('resetting') || snapshot.matches('done');

  return (
    <AuthCard
      title={title}
      intro={
        <>
          {t(choosingPassword ? 'auth.reset.passwordIntro' : 'auth.reset.codeIntro')}{' '}
          <bdi dir="ltr">{address}</bdi>
        </>
      }
    >
      {choosingPassword ? (
        <ClientForm
          key="password"
          noValidate
          aria-label={t('auth.reset.passwordForm')}
          onSubmit={passwordForm.onSubmit(async (values) => {
            send({ type: 'password.submit', ...values });
            await settled(actor, 'resetting');
          })}
        >
          <Stack gap="md">
            <FormErrors messages={passwordForm.formErrors} />
            <NewPasswordFields
              labels={{ password: t('account.labels.newPassword'), confirmation: t('account.labels.newPasswordConfirmation') }}
              password={passwordForm.textProps('password')}
              confirmation={passwordForm.textProps('passwordConfirmation')}
            />
            <Button type="submit" size="md" fullWidth loading={passwordForm.submitting || snapshot.matches('resetting')}>
              {t('auth.reset.submitPassword')}
            </Button>
          </Stack>
        </ClientForm>
      ) : (
        <ClientForm
          key="code"
          noValidate
          aria-label={t('auth.reset.codeForm')}
          onSubmit={codeForm.onSubmit(async (values) => {
            send({ type: 'code.submit', code: values.code });
            await settled(actor, 'verifyingCode');
          })}
        >
          <Stack gap="md">
            <FormErrors messages={refusedForItsCode ? [failure.message] : codeForm.formErrors} />
            {codeResent && (
              <Alert color="green" variant="light" role="status">
                {t('auth.reset.codeResent')}
              </Alert>
            )}
            <TextInput
              label={t('account.labels.verificationCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ACCOUNT_LIMITS.resetCodeLength}
              dir="ltr"
              required
              {...codeForm.textProps('code')}
            />
            <Button type="submit" size="md" fullWidth loading={codeForm.submitting || snapshot.matches('verifyingCode')}>
              {t('auth.reset.submitCode')}
            </Button>
            <Group justify="space-between" gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                loading={snapshot.matches('resendingCode')}
                disabled={!snapshot.can({ type: 'code.resend' })}
                onClick={resend}
              >
                {t('auth.reset.resend')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={() => send({ type: 'email.change' })}>
                {t('auth.reset.changeEmail')}
              </Button>
            </Group>
          </Stack>
        </ClientForm>
      )}
      <BackToLogin />
    </AuthCard>
  );
}
