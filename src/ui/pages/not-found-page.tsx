// The 404 page (spec §8): "Page Not Found" and the message "Page not found: <full path>".
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { TaggedText } from '../components/tagged-text';
import { useDocumentTitle, useHttpStatus } from '../use-document-title';
import { useLanguage } from '../use-language';

export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const title = t('common.notFound.title');
  useDocumentTitle(t('common.documentTitle.page', { page: title }));
  useHttpStatus(404);

  return (
    <Container size="sm" py={80}>
      <Stack align="flex-start" gap="md">
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          <TaggedText
            text={t('common.notFound.message', { path: pathname + search + hash })}
            tag="path"
            // A Latin path inside Arabic text keeps its own left-to-right order.
            render={(path) => <bdi dir="ltr">{path}</bdi>}
          />
        </Text>
        <Button component={Link} to={`/${language}`}>
          {t('common.notFound.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
