import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './game-centre.module.css';

type CentreHeroProps = { icon: ReactNode; title: string; subtitle?: string; actions?: ReactNode };

/** The banner a game centre starts with: the category's icon, name and a line about it. */
export const CentreHero = ({ icon, title, subtitle, actions }: CentreHeroProps) => (
  <div className={classes.hero}>
    <div className={classes.heroIcon} aria-hidden>
      {icon}
    </div>
    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
      <Title order={1} className={classes.heroTitle}>
        {title}
      </Title>
      {subtitle && (
        <Text c="dark.1" fz="sm">
          {subtitle}
        </Text>
      )}
    </Stack>
    {actions && <Group gap="xs">{actions}</Group>}
  </div>
);
