import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of a member-centre section (the layout already shows the page header). */
export const SectionTitle = ({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) => (
  <Group justify="space-between" align="flex-end" gap="md">
    <div>
      <Title order={2} fz="xl">
        {title}
      </Title>
      {intro && (
        <Text c="dimmed" fz="sm">
          {intro}
        </Text>
      )}
    </div>
    {actions}
  </Group>
);
