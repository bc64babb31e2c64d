// Form pieces every account and content form shares: a password input whose show/hide toggle
// is named in the interface language, the new-password pair (register, reset, change), and the
// form-wide messages above a form.
import './form-styles';
import { Alert, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from './use-form';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('account.form.showPassword') }} {...props} />;
}

/** A new password with the rule's hint, and its confirmation. */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
}: {
  readonly labels: { readonly password: string; readonly confirmation: string };
  readonly password: TextFieldProps;
  readonly confirmation: TextFieldProps;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={labels.password} description={t('account.hints.password')} autoComplete="new-password" required {...password} />
      <PasswordField label={labels.confirmation} autoComplete="new-password" required {...confirmation} />
    </>
  );
}

/** The form-wide messages (a refusal that names no field), announced as they appear. */
export function FormErrors({ messages }: { readonly messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {messages.map((message) => (
        <p key={message} style={{ margin: 0 }}>
          {message}
        </p>
      ))}
    </Alert>
  );
}
