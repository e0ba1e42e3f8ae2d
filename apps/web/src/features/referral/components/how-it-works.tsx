import { Alert, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoin, IconInfoCircle, IconShare, IconTrendingUp, IconUserPlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';

import type { ReferralProgramme } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

const Money = ({ minor, currency }: { minor: string; currency: string }) => (
  <MoneyText minor={minor} currency={currency} fw={700} c="gold.4" fz="inherit" />
);

/** The programme's rules with its real figures (spec §2.5): what a friend must do, what the member earns. */
export const HowItWorks = ({ programme }: { programme: ReferralProgramme }) => {
  const { t } = useTranslation('referral');
  const { currency } = programme;
  return (
    <Card bg="dark.7" padding="lg" data-testid="referral-rules">
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t('rules.title')}
        </Title>
        {!programme.enabled && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} data-testid="referral-paused">
            {t('rules.paused')}
          </Alert>
        )}
        <List spacing="sm" center>
          <List.Item
            icon={
              <ThemeIcon size={32} radius="xl" variant="light" color="gold">
                <IconShare size={18} />
              </ThemeIcon>
            }
          >
            <Text fz="sm">{t('rules.share')}</Text>
          </List.Item>
          <List.Item
            icon={
              <ThemeIcon size={32} radius="xl" variant="light" color="gold">
                <IconUserPlus size={18} />
              </ThemeIcon>
            }
          >
            <Text fz="sm">{t('rules.register')}</Text>
          </List.Item>
          {programme.firstDeposit.enabled && (
            <List.Item
              icon={
                <ThemeIcon size={32} radius="xl" variant="light" color="teal">
                  <IconCoin size={18} />
                </ThemeIcon>
              }
            >
              <Text fz="sm">
                <Trans
                  t={t}
                  i18nKey="rules.firstDeposit"
                  components={{
                    min: <Money minor={programme.firstDeposit.minDepositMinor} currency={currency} />,
                    reward: <Money minor={programme.firstDeposit.rewardMinor} currency={currency} />,
                  }}
                />
              </Text>
            </List.Item>
          )}
          {programme.turnover.enabled && (
            <List.Item
              icon={
                <ThemeIcon size={32} radius="xl" variant="light" color="teal">
                  <IconTrendingUp size={18} />
                </ThemeIcon>
              }
            >
              <Text fz="sm">
                <Trans
                  t={t}
                  i18nKey="rules.turnover"
                  values={{ count: programme.turnover.days }}
                  components={{
                    target: <Money minor={programme.turnover.validBetMinor} currency={currency} />,
                    reward: <Money minor={programme.turnover.rewardMinor} currency={currency} />,
                  }}
                />
              </Text>
            </List.Item>
          )}
        </List>
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {programme.turnoverMultiplier > 0
              ? t('rules.wagering', { count: programme.turnoverMultiplier })
              : t('rules.noWagering')}
          </Text>
          {programme.monthlyCapMinor !== null && (
            <Text fz="xs" c="dimmed">
              <Trans
                t={t}
                i18nKey="rules.cap"
                components={{ cap: <Money minor={programme.monthlyCapMinor} currency={currency} /> }}
              />
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {t('rules.fair')}
          </Text>
        </Stack>
      </Stack>
    </Card>
  );
};
