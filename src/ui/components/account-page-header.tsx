// The heading of an account screen, with a link back to the profile where there is one.
import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { BackLink } from './back-link';

export function AccountPageHeader({
  title,
  intro,
  back,
  actions,
}: {
  readonly title: string;
  readonly intro?: string;
  readonly back?: { readonly to: string; readonly label: string };
  readonly actions?: ReactNode;
}) {
  return (
    <Stack gap="xs" mb="xl">
      {back !== undefined && (
        <BackLink to={back.to}>{back.label}</BackLink>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {intro !== undefined && <Text c="dimmed">{intro}</Text>}
        </Stack>
        {actions}
      </Group>
    </Stack>
  );
}
