// The content of every auth screen inside the auth layout's card: its heading, an optional line
// under it, and the form.
import '../../forms/form-styles';
import '@mantine/core/styles/Divider.css';
import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../use-language';
import classes from './auth-card.module.css';

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {intro !== undefined && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}

/** The way back from the password-reset screens. */
export function BackToLogin() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Text ta="center" size="sm">
      <Anchor component={Link} to={`/${language}/auth/login`}>
        {t('auth.forgot.backToLogin')}
      </Anchor>
    </Text>
  );
}
