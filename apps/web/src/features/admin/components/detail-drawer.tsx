import { Drawer, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailDrawerProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom (the actions the role may take on this record). */
  actions?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
};

/**
 * A record opened from a list, in a drawer on the right, so the list (and its page and filters)
 * stays where it was. Put the record's route in the URL (?id=) when it must be linkable.
 */
export const DetailDrawer = ({ opened, onClose, title, children, actions, size = 'lg' }: DetailDrawerProps) => (
  <Drawer opened={opened} onClose={onClose} title={title} position="right" size={size} padding="md">
    <Stack gap="md">
      {children}
      {actions && (
        <Group gap="xs" justify="flex-end">
          {actions}
        </Group>
      )}
    </Stack>
  </Drawer>
);

/** Label–value rows of a record (two columns, dense). */
export const DetailList = ({ items }: { items: { label: string; value: ReactNode }[] }) => (
  <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} fz="sm">
    <Table.Tbody>
      {items.map((item) => (
        <Table.Tr key={item.label}>
          <Table.Th w="38%" style={{ verticalAlign: 'top' }}>
            <Text fz="xs" c="dimmed" fw={600}>
              {item.label}
            </Text>
          </Table.Th>
          <Table.Td style={{ wordBreak: 'break-word' }}>{item.value}</Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  </Table>
);
