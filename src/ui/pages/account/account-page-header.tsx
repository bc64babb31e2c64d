// The heading of an account screen, with a link back to the profile where there is one. The
// back arrow points to the reading direction's start, so it is mirrored on Arabic pages.
import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './account.module.css';

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
        <Anchor component={Link} to={back.to} size="sm" className={classes.back}>
          <svg className={classes.backArrow} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 18l-6-6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {back.label}
        </Anchor>
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
