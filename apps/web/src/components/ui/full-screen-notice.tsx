import { Badge, Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { Logo } from './logo';
import classes from './full-screen-notice.module.css';

type FullScreenNoticeProps = {
  icon: ReactNode;
  badge?: string;
  badgeColor?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** A screen that replaces the whole app: maintenance, region block, start-up failure. */
export const FullScreenNotice = ({
  icon,
  badge,
  badgeColor = 'gold',
  title,
  children,
  actions,
}: FullScreenNoticeProps) => (
  <Box className={classes.backdrop} component="main">
    <Center mih="100dvh" p="md">
      <Paper className={classes.card} p={{ base: 'lg', sm: 'xl' }} withBorder shadow="xl">
        <Stack align="center" gap="md" ta="center">
          <Logo size={40} />
          <ThemeIcon size={72} radius={36} variant="light" color={badgeColor} mt="sm">
            {icon}
          </ThemeIcon>
          {badge && (
            <Badge color={badgeColor} variant="light" size="lg">
              {badge}
            </Badge>
          )}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {typeof children === 'string' ? <Text c="dimmed">{children}</Text> : children}
          {actions && (
            <Stack w="100%" gap="sm" mt="xs">
              {actions}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  </Box>
);
