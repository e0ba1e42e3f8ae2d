import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = { icon: ReactNode; title: string; text?: ReactNode; action?: ReactNode };

/** Nothing to show: an icon, a short title, a line of help and maybe one way forward. */
export const EmptyState = ({ icon, title, text, action }: EmptyStateProps) => (
  <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid="empty-state">
    <ThemeIcon size={56} radius="xl" variant="light" color="gold" aria-hidden>
      {icon}
    </ThemeIcon>
    <Text fw={700} fz="lg" mt="xs">
      {title}
    </Text>
    {text && (
      <Text c="dimmed" fz="sm" maw={420}>
        {text}
      </Text>
    )}
    {action}
  </Stack>
);
