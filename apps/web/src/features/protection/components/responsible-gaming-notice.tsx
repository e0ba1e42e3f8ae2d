import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

type Props = {
  /** `compact`: one short block (footer); `card`: the deposit, promotions and break pages. */
  variant?: 'compact' | 'card';
  /** Hide the link to the member's tools (guests, or the tools page itself). */
  withToolsLink?: boolean;
};

/**
 * The responsible-gaming message and the helpline (domain rules §6): the National Problem
 * Gambling Helpline and PAGCOR's self-exclusion address, in the reader's language.
 */
export const ResponsibleGamingNotice = ({ variant = 'card', withToolsLink = true }: Props) => {
  const { t } = useTranslation('protection');
  const body = (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap">
        <IconLifebuoy size={16} aria-hidden />
        <Text fw={700} fz="sm">
          {t('notice.title')}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {t('notice.text')}
      </Text>
      <Text fz="xs" fw={600}>
        <Anchor href="tel:+63282489568" fz="xs" c="gold.4">
          {t('notice.helpline')}
        </Anchor>
      </Text>
      <Text fz="xs" c="dimmed">
        <Anchor href="mailto:keepitfun@pagcor.ph" fz="xs" c="dimmed" underline="always">
          {t('notice.pagcor')}
        </Anchor>
      </Text>
      {/* py: a 24 px touch target (xs text alone is 19 px tall; the accessibility check counts it). */}
      <Anchor component={Link} to={paths.familyExclusion} fz="xs" c="dimmed" underline="always" py={3}>
        {t('notice.family')}
      </Anchor>
      {withToolsLink && (
        <Anchor component={Link} to={paths.memberPage('responsibleGaming')} fz="xs" c="gold.4" py={3}>
          {t('notice.tools')}
        </Anchor>
      )}
    </Stack>
  );
  if (variant === 'compact') return <div data-testid="rg-notice">{body}</div>;
  return (
    <Paper bg="dark.7" p="md" radius="md" withBorder data-testid="rg-notice">
      {body}
    </Paper>
  );
};
