import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { SliderChallenge } from './slider-challenge';

type ChallengeStepProps = { onSolved: (validate: string) => void; onCancel: () => void };

/** The slider puzzle that runs before a protected call (spec §4), inside the current popup. */
export const ChallengeStep = ({ onSolved, onCancel }: ChallengeStepProps) => {
  const { t } = useTranslation('auth');
  return (
    // On a phone the puzzle can open below the fold: bring it to the middle of the screen.
    <Stack gap="sm" align="center" ref={(node) => node?.scrollIntoView({ block: 'center', behavior: 'smooth' })}>
      <Title order={3} fz="lg">
        {t('login.verifyTitle')}
      </Title>
      <Text c="dimmed" fz="sm" ta="center">
        {t('login.verifyText')}
      </Text>
      <SliderChallenge onSolved={onSolved} onCancel={onCancel} />
    </Stack>
  );
};
