// The generic error screen (spec §8) for any status other than 404: the status and its text,
// 500 "Internal Server Error" by default.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../format';
import { useDocumentTitle, useHttpStatus } from '../use-document-title';
import { useLanguage } from '../use-language';

export interface ErrorPageProps {
  readonly status?: number;
  /** What the failure said about itself, already in the page's language (a RequestFailure's message). */
  readonly detail?: string;
}

export function ErrorPage({ status = 500, detail }: ErrorPageProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const statusKey = `common.error.statuses.${status}`;
  const title = i18n.exists(statusKey) ? t(statusKey) : t('common.error.otherTitle');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  useHttpStatus(status);

  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start" gap="md">
        <Text fw={500} c="var(--herfa-colour-accent)">
          {t('common.error.status', { status: formatNumber(status, language, { useGrouping: false }) })}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          {detail ?? t('common.error.message')}
        </Text>
        {/* A full page load: whatever broke in this session's state starts over. */}
        <Button component="a" href={`/${language}`}>
          {t('common.error.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
