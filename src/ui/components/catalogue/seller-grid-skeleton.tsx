// The placeholder of a list of stores while it loads.
import '@mantine/core/styles/Skeleton.css';
import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';

export function SellerGridSkeleton({ count = 6 }: { readonly count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" gap="md" p="md">
          <Skeleton circle height={64} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={16} width="70%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={40} />
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
