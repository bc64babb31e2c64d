// Registration (spec §2 /auth/register): full name, email, Saudi mobile, password with the spec's
// strength rule, its confirmation and the terms, checked in the browser with the domain's rules
// and again by the API, whose field messages appear beside their fields. The API then mails a
// 6-digit code (and answers the same for an email that has an account, whose owner it mails
// instead, so the form never tells who has one); the second step takes the code, and the new
// account is signed in. The registration machine resumes from the session's registerData, so a
// reload keeps the code step.
import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FormRules } from '../../../application/forms/form-state';
import { accepted, confirmed, digits, required } from '../../../domain/validation';
import { failureMessage } from '../../forms/failure-message';
import { FormErrors, NewPasswordFields } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { ACCOUNT_LIMITS, emailRules, fullNameRules, newPasswordRules, phoneRules } from '../../forms/account-rules';
import { AuthCard } from './auth-card';
import { firstNameOf } from '../../components/account-menu';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';
import { settled, useRegistration } from './use-registration';
import { useSession } from '../../use-session';
import { ClientForm } from '../../forms/client-form';

type RegisterValues = {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
};

const RULES: FormRules<RegisterValues> = {
  fullName: fullNameRules,
  email: emailRules,
  phone: phoneRules,
  password: newPasswordRules,
  passwordConfirmation: (values) => [required(), confirmed(values.password)],
  termsAccepted: () => [accepted()],
};

/** `code` is the API's name for it, so its field messages land beside the field. */
type CodeValues = { code: string };
const CODE_RULES: FormRules<CodeValues> = { code: () => [required(), digits(ACCOUNT_LIMITS.resetCodeLength)] };

const EMPTY: RegisterValues = { fullName: '', email: '', phone: '', password: '', passwordConfirmation: '', termsAccepted: false };

export function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const { toasts } = usePorts();
  const signIn = useSignIn();
  const { registerData } = useSession();
  const [snapshot, send, actor] = useRegistration(registerData, (session) => {
    // A new shopper is welcomed where they land (the page they came from, or home).
    toasts.show({ type: 'success', title: t('auth.register.welcomeTitle', { name: firstNameOf(session.user.fullName) }), message: t('auth.register.welcomeMessage') });
    void signIn(session, { remember: false });
  });
  // The server draws this page signed out: a registration waiting for its code is found once the session is restored.
  const resumable = registerData !== null && snapshot.matches('enteringDetails');
  useEffect(() => {
    if (resumable) send({ type: 'registration.resume', registerData });
  }, [registerData, resumable, send]);
  const enteringDetails = snapshot.matches('enteringDetails') || snapshot.matches('registering');
  const title = t(enteringDetails ? 'auth.register.title' : 'auth.register.codeTitle');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  const form = useForm<RegisterValues>({ initialValues: EMPTY, rules: RULES });
  const codeForm = useForm<CodeValues>({ initialValues: { code: '' }, rules: CODE_RULES });
  const redirect = searchParams.get('redirect');
  const loginPath = `/${language}/auth/login${redirect === null ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;

  if (!enteringDetails) {
    const { email: address, minutes, codeResent } = snapshot.context;
    const resend = async () => {
      send({ type: 'code.resend' });
      try {
        await settled(actor, 'resendingCode');
      } catch (error) {
        toasts.show({ type: 'error', title: t('auth.register.resendFailed'), message: failureMessage(t, error) });
      }
    };
    return (
      <AuthCard
        title={title}
        intro={
          <>
            {t('auth.register.codeIntro')} <bdi dir="ltr">{address}</bdi>
            {minutes === null ? null : <>. {t('auth.register.codeValidity', { minutes })}</>}
          </>
        }
      >
        <ClientForm
          key="code"
          noValidate
          aria-label={t('auth.register.codeForm')}
          onSubmit={codeForm.onSubmit(async (values) => {
            send({ type: 'code.submit', code: values.code });
            await settled(actor, 'confirming');
          })}
        >
          <Stack gap="md">
            <FormErrors messages={codeForm.formErrors} />
            {codeResent && (
              <Alert color="green" variant="light" role="status">
                {t('auth.register.codeResent')}
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
            <Button type="submit" size="md" fullWidth loading={codeForm.submitting || snapshot.matches('confirming')}>
              {t('auth.register.submitCode')}
            </Button>
            <Group justify="space-between" gap="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                loading={snapshot.matches('resendingCode')}
                disabled={!snapshot.can({ type: 'code.resend' })}
                onClick={resend}
              >
                {t('auth.register.resend')}
              </Button>
              <Button variant="subtle" size="compact-sm" onClick={() => send({ type: 'email.change' })}>
                {t('auth.register.changeEmail')}
              </Button>
            </Group>
          </Stack>
        </ClientForm>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} intro={t('auth.register.intro')}>
      <ClientForm
        key="details"
        noValidate
        aria-label={title}
        onSubmit={form.onSubmit(async (values) => {
          send({ type: 'details.submit', registration: { ...values, fullName: values.fullName.trim(), email: values.email.trim(), language } });
          await settled(actor, 'registering');
        })}
      >
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <TextInput label={t('account.labels.fullName')} autoComplete="name" required {...form.textProps('fullName')} />
          <TextInput label={t('account.labels.email')} type="email" autoComplete="email" dir="ltr" required {...form.textProps('email')} />
          <TextInput
            label={t('account.labels.phone')}
            description={t('account.hints.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            required
            {...form.textProps('phone')}
          />
          <NewPasswordFields
              labels={{ password: t('account.labels.password'), confirmation: t('account.labels.passwordConfirmation') }}
              password={form.textProps('password')}
              confirmation={form.textProps('passwordConfirmation')}
            />
          <Checkbox
            label={
              <Trans
                i18nKey="auth.register.terms"
                components={{
                  terms: <Anchor component={Link} to={`/${language}/static/terms`} target="_blank" rel="noopener" inherit />,
                }}
              />
            }
            {...form.checkboxProps('termsAccepted')}
          />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </ClientForm>
      <Divider label={t('auth.social.or')} labelPosition="center" />
      <SocialSignIn purpose="sign-up" />
      <Text ta="center" size="sm">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={loginPath} fw={500}>
          {t('auth.register.login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
