// The generic error screen (spec §8) for any status other than 404; 500 "Internal Server Error"
// unless the failure carries its own status.
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title';
import { useLanguage } from '../use-language';

export function ErrorPage({ status = 500 }: { status?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t('common.error.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));

  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start" gap="md">
        <Text fw={500} c="green.8">
          {t('common.error.status', { status })}
        </Text>
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          {t('common.error.message')}
        </Text>
        {/* A full page load: whatever broke in this session's state starts over. */}
        <Button component="a" href={`/${language}`}>
          {t('common.error.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
