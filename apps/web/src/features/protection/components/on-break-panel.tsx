import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHandStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { PlayBlock } from '@perya/contracts';

import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';

import { useLiftBreak } from '../api/protection';
import { formatWhen } from '../utils/format';

/** What a member on a break sees: until when, where to get help, and the way to its balance. */
export const OnBreakPanel = ({ block }: { block: PlayBlock }) => {
  const { t, i18n } = useTranslation('protection');
  const lift = useLiftBreak();
  const until = formatWhen(block.until, i18n.language);
  return (
    <Card bg="dark.7" p="xl" data-testid="on-break">
      <Stack gap="md" maw={640}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconHandStop size={26} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="xl">
              {t('onBreak.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t(`onBreak.kinds.${block.kind}`)}
            </Text>
          </div>
        </Group>
        <Text fw={700} fz="lg" data-testid="on-break-until">
          {block.kind === 'TIMEOUT' ? t('onBreak.until', { until }) : t('onBreak.untilLift', { until })}
        </Text>
        {block.irrevocableUntil && (
          <Text fz="sm" c="dimmed">
            {t('onBreak.irrevocable', { until: formatWhen(block.irrevocableUntil, i18n.language) })}
          </Text>
        )}
        <Text>{t('onBreak.text')}</Text>
        <Group>
          <Button component={Link} to={paths.memberPage('withdraw')}>
            {t('onBreak.withdraw')}
          </Button>
          {block.liftable && (
            <Button
              variant="default"
              loading={lift.isPending}
              // mutateAsync, not mutate's callbacks: the lift replaces the cached state at once, this
              // panel unmounts with the break, and a mutate callback never runs after its unmount.
              onClick={() =>
                lift
                  .mutateAsync(undefined)
                  .then(() => notifications.show({ color: 'green', message: t('onBreak.lifted') }))
                  .catch((error: unknown) => notifications.show({ color: 'red', message: errorText(error, t) }))
              }
            >
              {t('onBreak.lift')}
            </Button>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('onBreak.help')}
        </Text>
      </Stack>
    </Card>
  );
};
