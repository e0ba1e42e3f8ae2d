import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import type { OriginalsBet, OriginalsGame } from '@perya/contracts';

import { fairnessPath } from '../utils/fairness-path';
import { BetVerifier } from './bet-verifier';
import { SeedControls } from './seed-controls';

type FairnessDrawerProps = {
  opened: boolean;
  onClose: () => void;
  game: OriginalsGame;
  /** The bet to verify, chosen in the recent bets. */
  bet: OriginalsBet | null;
  maxWinMinor: bigint;
};

/**
 * Provably fair over the game screen: my seeds (SeedControls) and a recent bet recomputed here
 * (BetVerifier), the same parts as the fairness page (decision 060), which this links to with the
 * game screen as the way back.
 */
export const FairnessDrawer = ({ opened, onClose, game, bet, maxWinMinor }: FairnessDrawerProps) => {
  const { t } = useTranslation('originals');
  const location = useLocation();
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('fair.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('fair.intro')}
        </Text>
        <SeedControls enabled={opened} />
        <Divider label={t('fair.verifyTitle')} />
        <BetVerifier bet={bet} maxWinMinor={maxWinMinor} enabled={opened} />
        <Button
          component={Link}
          to={fairnessPath(game, { betId: bet?.betId, back: `${location.pathname}${location.search}` })}
          variant="subtle"
          rightSection={<IconArrowRight size={16} />}
          data-testid="open-fairness-page"
        >
          {t('fair.openPage')}
        </Button>
      </Stack>
    </Drawer>
  );
};
