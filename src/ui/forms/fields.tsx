// Form pieces every account and content form shares: a password input whose show/hide toggle
// is named in the interface language, and the form-wide messages above a form.
import './form-styles';
import { Alert, PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('account.form.showPassword') }} {...props} />;
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
