// A static page's text (about-us, terms, privacy policy …) as an article: its title and its
// paragraphs, in a measure that reads comfortably in both scripts.
import { Container, Stack, Text, Title } from '@mantine/core';
import type { StaticPage } from '../../../application/ports/content-gateway';
import classes from './page-article.module.css';

export function PageArticle({ page, eyebrow }: { readonly page: StaticPage; readonly eyebrow?: string }) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }} component="article" aria-labelledby="page-title">
      <Stack gap="lg" className={classes.article}>
        <Stack gap={6}>
          {eyebrow !== undefined && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={1} id="page-title">
            {page.title}
          </Title>
        </Stack>
        {page.paragraphs.map((paragraph, index) => (
          <Text key={index} className={classes.paragraph}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Container>
  );
}

/** A page's description for search engines and link previews: its first paragraph, shortened. */
export function descriptionOf(page: StaticPage, maxLength = 160): string | undefined {
  const first = page.paragraphs[0];
  if (first === undefined) return undefined;
  return first.length <= maxLength ? first : `${first.slice(0, maxLength - 1).trimEnd()}…`;
}
