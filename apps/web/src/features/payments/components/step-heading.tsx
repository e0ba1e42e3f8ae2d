import { Group, ThemeIcon, Title } from '@mantine/core';

/** "1 Choose a payment method": the numbered steps of the deposit form. */
export const StepHeading = ({ step, title }: { step: number; title: string }) => (
  <Group gap="sm" wrap="nowrap">
    <ThemeIcon size={28} radius="xl" variant="gradient" aria-hidden fw={700}>
      {step}
    </ThemeIcon>
    <Title order={3} fz="md">
      {title}
    </Title>
  </Group>
);
