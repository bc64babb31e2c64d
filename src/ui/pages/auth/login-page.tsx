// Login (spec §2 /auth/login): email, password and "remember me"; on success the session starts
// and the shopper returns to the page they came from (?redirect=) or home. Wrong credentials and
// too many attempts show the API's message, already in the page's language.
import { Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FormRules } from '../../../application/forms/form-state';
import { email, required } from '../../../domain/validation';
import { FormErrors, PasswordField } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { AuthCard } from './auth-card';
import { SocialSignIn } from './social-sign-in';
import { useSignIn } from './use-sign-in';
import { ClientForm } from '../../forms/client-form';

type LoginValues = { email: string; password: string; rememberMe: boolean };

const RULES: FormRules<LoginValues> = {
  email: () => [required(), email()],
  password: () => [required()],
};

export function LoginPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const { accounts } = usePorts();
  const signIn = useSignIn();
  const title = t('auth.login.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  const form = useForm<LoginValues>({ initialValues: { email: '', password: '', rememberMe: false }, rules: RULES });
  // Registering from here keeps the page to return to.
  const redirect = searchParams.get('redirect');
  const registerPath = `/${language}/auth/register${redirect === null ? '' : `?redirect=${encodeURIComponent(redirect)}`}`;

  return (
    <AuthCard title={title} intro={t('auth.login.intro')}>
      <ClientForm
        noValidate
        aria-label={title}
        onSubmit={form.onSubmit(async (values) => {
          await signIn(await accounts.login({ ...values, email: values.email.trim() }), { remember: values.rememberMe });
        })}
      >
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <TextInput label={t('account.labels.email')} type="email" autoComplete="email" dir="ltr" required {...form.textProps('email')} />
          <PasswordField label={t('account.labels.password')} autoComplete="current-password" required {...form.textProps('password')} />
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('auth.login.rememberMe')} {...form.checkboxProps('rememberMe')} />
            <Anchor component={Link} to={`/${language}/auth/forget-password`} size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </ClientForm>
      <Divider label={t('auth.social.or')} labelPosition="center" />
      <SocialSignIn purpose="sign-in" />
      <Text ta="center" size="sm">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={registerPath} fw={500}>
          {t('auth.login.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
