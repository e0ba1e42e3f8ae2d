import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; subtitle?: string; icon?: ReactNode; actions?: ReactNode };

/** The heading block every page starts with; on a phone the actions go under the title when it is long. */
export const PageHeader = ({ title, subtitle, icon, actions }: PageHeaderProps) => (
  <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="md">
    <Group gap="md" wrap="nowrap" align="center">
      {icon && (
        <ThemeIcon size={48} radius="md" variant="gradient" gradient={{ from: 'gold.4', to: 'gold.7', deg: 135 }}>
          {icon}
        </ThemeIcon>
      )}
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" fz="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
    </Group>
    {actions}
  </Group>
);
