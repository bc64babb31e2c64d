// Edit profile (spec §2 /profile/edit): full name, mobile and the language of the account's
// messages; and, below, the password change (current, new, confirmation). The email is the
// sign-in name and cannot change. An account made by social sign-in has no password to change
// and is told how to set one through the forgotten-password screen. Last, set apart, deleting the
// account (delete-account-section.tsx).
import '../../forms/form-styles';
import { Button, Container, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormRules } from '../../../application/forms/form-state';
import type { AccountUser } from '../../../application/ports/account-gateway';
import type { SessionUser } from '../../../application/session/session-store';
import { isLanguage, LANGUAGES, type Language } from '../../../domain/locale';
import { confirmed, required, saudiMobile } from '../../../domain/validation';
import { FormErrors, NewPasswordFields, PasswordField } from '../../forms/fields';
import { useForm } from '../../forms/use-form';
import { usePorts } from '../../ports';
import { useDocumentTitle } from '../../use-document-title';
import { useLanguage } from '../../use-language';
import { useSession, useSessionStore } from '../../use-session';
import { fullNameRules, newPasswordRules } from '../../forms/account-rules';
import { AccountPageHeader } from '../../components/account-page-header';
import classes from './account.module.css';
import { ClientForm } from '../../forms/client-form';
import { DeleteAccountSection } from './delete-account-section';

type ProfileValues = { fullName: string; phone: string; language: Language };
type PasswordValues = { currentPassword: string; newPassword: string; newPasswordConfirmation: string };

const PROFILE_RULES: FormRules<ProfileValues> = {
  fullName: fullNameRules,
  // A social account may have no number yet; one that is given must be a Saudi mobile.
  phone: () => [saudiMobile()],
};

const PASSWORD_RULES: FormRules<PasswordValues> = {
  currentPassword: () => [required()],
  newPassword: newPasswordRules,
  newPasswordConfirmation: (values) => [required(), confirmed(values.newPassword)],
};

const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

const profileValuesOf = (user: SessionUser): ProfileValues => ({
  fullName: user.fullName,
  phone: user.phone ?? '',
  language: isLanguage(user.language) ? user.language : 'en',
});

export function ProfileEditPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const title = t('account.edit.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  if (user === null) return null;

  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <AccountPageHeader title={title} back={{ to: `/${language}/profile`, label: t('account.edit.back') }} />
      <Stack gap="xl">
        <ProfileForm user={user} />
        <PasswordForm hasPassword={user.hasPassword} />
        <DeleteAccountSection user={user} />
      </Stack>
    </Container>
  );
}

function ProfileForm({ user }: { readonly user: SessionUser }) {
  const { t } = useTranslation();
  const { accounts, toasts } = usePorts();
  const store = useSessionStore();
  const form = useForm<ProfileValues>({ initialValues: profileValuesOf(user), rules: PROFILE_RULES });

  const save = async (values: ProfileValues): Promise<ProfileValues> => {
    const phone = values.phone.trim();
    const saved: AccountUser = await accounts.updateProfile({
      fullName: values.fullName.trim(),
      language: values.language,
      ...(phone === '' ? {} : { phone }),
    });
    store.updateUser(saved);
    toasts.show({ type: 'success', title: t('account.edit.savedTitle'), message: t('account.edit.savedMessage') });
    return profileValuesOf(saved);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.section} component="section" aria-labelledby="edit-details">
      <Title order={2} size="h3" id="edit-details" mb="md">
        {t('account.edit.details')}
      </Title>
      <ClientForm
        noValidate
        aria-labelledby="edit-details"
        // The saved values (a number in its one stored form) become what the form shows.
        onSubmit={form.onSubmit(save)}
      >
        <Stack gap="md">
          <FormErrors messages={form.formErrors} />
          <TextInput label={t('account.labels.fullName')} autoComplete="name" required {...form.textProps('fullName')} />
          <TextInput label={t('account.labels.email')} value={user.email} dir="ltr" readOnly description={t('account.edit.emailFixed')} />
          <TextInput
            label={t('account.labels.phone')}
            description={t('account.hints.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            {...form.textProps('phone')}
          />
          <NativeSelect
            label={t('account.labels.language')}
            description={t('account.edit.languageHint')}
            data={LANGUAGES.map((value) => ({ value, label: t(`account.languages.${value}`) }))}
            {...form.textProps('language')}
          />
          <div>
            <Button type="submit" loading={form.submitting} disabled={!form.dirty}>
              {t('account.edit.save')}
            </Button>
          </div>
        </Stack>
      </ClientForm>
    </Paper>
  );
}

function PasswordForm({ hasPassword }: { readonly hasPassword: boolean }) {
  const { t } = useTranslation();
  const { accounts, toasts } = usePorts();
  const form = useForm<PasswordValues>({ initialValues: NO_PASSWORDS, rules: PASSWORD_RULES });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className={classes.section} component="section" aria-labelledby="edit-password">
      <Title order={2} size="h3" id="edit-password" mb="md">
        {t('account.password.title')}
      </Title>
      {hasPassword ? (
        <ClientForm
          noValidate
          aria-labelledby="edit-password"
          onSubmit={form.onSubmit(async (values) => {
            await accounts.changePassword(values);
            toasts.show({ type: 'success', title: t('account.password.changedTitle'), message: t('account.password.changedMessage') });
            form.reset(NO_PASSWORDS);
          })}
        >
          <Stack gap="md">
            <FormErrors messages={form.formErrors} />
            <PasswordField label={t('account.labels.currentPassword')} autoComplete="current-password" required {...form.textProps('currentPassword')} />
            <NewPasswordFields
              labels={{ password: t('account.labels.newPassword'), confirmation: t('account.labels.newPasswordConfirmation') }}
              password={form.textProps('newPassword')}
              confirmation={form.textProps('newPasswordConfirmation')}
            />
            <div>
              <Button type="submit" loading={form.submitting}>
                {t('account.password.submit')}
              </Button>
            </div>
          </Stack>
        </ClientForm>
      ) : (
        // The auth screens are closed to a signed-in shopper (spec §2), so the way there is said, not linked.
        <Text>{t('account.password.none')}</Text>
      )}
    </Paper>
  );
}
