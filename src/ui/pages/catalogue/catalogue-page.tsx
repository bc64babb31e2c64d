// The frame of every catalogue screen (the layout's width and the page's breathing room), and
// what a screen shows when the product or store in its URL does not exist.
import { Button, Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHttpStatus } from '../../use-document-title';

export function CataloguePage({ children }: { readonly children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}

/** "This product was not found." as the page's heading, and the way back to a list. */
export function MissingItem({ message, back }: { readonly message: string; readonly back: { readonly to: string; readonly label: string } }) {
  useHttpStatus(404);
  return (
    <Stack align="center" gap="lg" py={48}>
      <Title order={1} size="h2" ta="center">
        {message}
      </Title>
      <Button component={Link} to={back.to} variant="light">
        {back.label}
      </Button>
    </Stack>
  );
}
