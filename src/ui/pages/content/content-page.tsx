// The frame of a content screen (FAQs, contact): a narrow column with the page's heading and
// the line that introduces it, then the screen's own content.
import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

export function ContentPage({ title, intro, maxWidth, children }: {
  readonly title: string;
  readonly intro: string;
  /** The column's width: reading text wants shorter lines than a form. */
  readonly maxWidth: string;
  readonly children: ReactNode;
}) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <Stack gap="lg" maw={maxWidth}>
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="lg">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
