// Registration (spec §2 /auth/register): full name, email, Saudi mobile, password with the spec's
// strength rule, its confirmation and the terms, checked in the browser with the domain's rules
// and again by the API, whose field messages (such as "already registered") appear beside their
// fields. A new account is signed in at once.
import { Anchor, Button, Checkbox, Divider, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FormRules } from '../../../application/forms/form-state';
import { accepted, confirmed, required } from '../../../domain/validation';
import { FormErrors, NewPasswordFields } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { emailRules, fullNameRules, newPasswordRules, phoneRules } from '../../forms/account-rules';
import { AuthCard } from './auth-card';
import { firstNameOf } from '../../components/account-menu';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';
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

const EMPTY: RegisterValues = { fullName: '', email: '', phone: '', password: '', passwordConfirmation: '', termsAccepted: false };

export function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const { accounts, toasts } = usePorts();
  const signIn = useSignIn();
  const title = t('auth.register.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  const form = useForm<RegisterValues>({ initialValues: EMPTY, rules: RULES });
  const redirect = searchParams.get('redirect');
  const loginPath = `/${language}/auth/login${redirect === null ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;

  return (
    <AuthCard title={title} intro={t('auth.register.intro')}>
      <ClientForm
        noValidate
        aria-label={title}
        onSubmit={form.onSubmit(async (values) => {
          const session = await accounts.register({ ...values, fullName: values.fullName.trim(), email: values.email.trim(), language });
          await signIn(session, { remember: false });
          // A new shopper is welcomed where they land (the page they came from, or home).
          toasts.show({ type: 'success', title: t('auth.register.welcomeTitle', { name: firstNameOf(session.user.fullName) }), message: t('auth.register.welcomeMessage') });
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
