import { ActionIcon, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Logo } from '@/components/ui/logo';
import { MoneyText } from '@/components/ui/money-text';

import classes from './originals.module.css';

type GameBarProps = {
  title: string;
  balanceMinor: bigint | null;
  currency: string;
  soundOn: boolean;
  onBack: () => void;
  onToggleSound: () => void;
  onOpenFairness: () => void;
};

/** The game screen's top bar: back, the game's name, the balance, sound and provably fair. */
export const GameBar = ({
  title,
  balanceMinor,
  currency,
  soundOn,
  onBack,
  onToggleSound,
  onOpenFairness,
}: GameBarProps) => {
  const { t } = useTranslation('originals');
  return (
    <header className={classes.bar}>
      <Tooltip label={t('back')}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('back')} onClick={onBack}>
          <IconArrowLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <Logo size={26} withWordmark={false} decorative />
      <Text component="h1" className={classes.title} fz="sm">
        {title}
      </Text>
      <span className={classes.balance} data-testid="originals-balance">
        {balanceMinor === null ? '…' : <MoneyText minor={balanceMinor} currency={currency} fz="sm" fw={700} span />}
      </span>
      <Tooltip label={soundOn ? t('sound.off') : t('sound.on')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-pressed={soundOn}
          aria-label={soundOn ? t('sound.off') : t('sound.on')}
          onClick={onToggleSound}
        >
          {soundOn ? <IconVolume size={18} /> : <IconVolumeOff size={18} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('fair.title')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('fair.title')}
          onClick={onOpenFairness}
          data-testid="open-fairness"
        >
          <IconShieldCheck size={18} />
        </ActionIcon>
      </Tooltip>
    </header>
  );
};
