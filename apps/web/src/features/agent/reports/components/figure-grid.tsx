import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headline figure of a report: its name over its value. */
export const Figure = ({ label, children }: { label: string; children: ReactNode }) => (
  <Paper p="sm" radius="md" bg="dark.6" withBorder>
    <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lh={1.3}>
      {label}
    </Text>
    <Text fz="lg" fw={700} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }} component="div">
      {children}
    </Text>
  </Paper>
);

export const FigureGrid = ({ children }: { children: ReactNode }) => (
  <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="report-totals">
    {children}
  </SimpleGrid>
);
