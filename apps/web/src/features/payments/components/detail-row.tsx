import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A label and its value on one line, for summaries in dialogs and cards. */
export const DetailRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <Group justify="space-between" gap="sm" wrap="nowrap" align="baseline">
    <Text fz="sm" c="dimmed">
      {label}
    </Text>
    <Text component="div" fz="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </Group>
);
