// The one empty state of spec §8 (no favourites, products, sellers, orders, notifications, search
// results, cart items, seller products): a heading, a line of help and, often, a way forward.
import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import '@mantine/core/styles/EmptyState.css';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: string;
  /** A link or button that moves the shopper on ("Browse products"). */
  readonly action?: ReactNode;
  /** Decorative; the title says what is empty. */
  readonly icon?: ReactNode;
  /** The heading level that fits the page's outline: h2 under a page's h1 by default. */
  readonly headingLevel?: 2 | 3;
}

export function EmptyState({ title, description, action, icon, headingLevel = 2 }: EmptyStateProps) {
  return (
    <MantineEmptyState py="xl" icon={icon} withIndicatorBackground={icon !== undefined}>
      <MantineEmptyState.Title order={headingLevel}>{title}</MantineEmptyState.Title>
      {description === undefined ? null : <MantineEmptyState.Description>{description}</MantineEmptyState.Description>}
      {action === undefined ? null : <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
