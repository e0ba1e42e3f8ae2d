import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AdminPageHeaderProps = { title: string; description?: string; actions?: ReactNode };

/** A back-office page's heading: compact (one line of 20 px), with its actions on the right. */
export const AdminPageHeader = ({ title, description, actions }: AdminPageHeaderProps) => (
  <Group justify="space-between" align="center" mb="sm" wrap="nowrap" gap="md" mih={36}>
    <Stack gap={0}>
      <Title order={1} fz={20} lh={1.3}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" fz="xs">
          {description}
        </Text>
      )}
    </Stack>
    {actions && (
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    )}
  </Group>
);
