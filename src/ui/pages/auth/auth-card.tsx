// The content of every auth screen inside the auth layout's card: its heading, an optional line
// under it, and the form.
import '../../forms/form-styles';
import '@mantine/core/styles/Divider.css';
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
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
