import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

type WithdrawBlockedCardProps = { hasPaymentPassword: boolean; hasRealName: boolean };

/** Withdrawing needs a payment password and a real name first: say which is missing, and where. */
export const WithdrawBlockedCard = ({ hasPaymentPassword, hasRealName }: WithdrawBlockedCardProps) => {
  const { t } = useTranslation('payments');
  const item = (isDone: boolean, label: string) => (
    <List.Item
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" color={isDone ? 'teal' : 'ruby'}>
          {isDone ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
        </ThemeIcon>
      }
    >
      <Text fz="sm" c={isDone ? 'dimmed' : undefined} td={isDone ? 'line-through' : undefined}>
        {label}
      </Text>
    </List.Item>
  );
  return (
    <Card bg="dark.7" component="section" aria-labelledby="withdraw-blocked-title">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gold" aria-hidden>
          <IconShieldLock size={26} />
        </ThemeIcon>
        <div>
          <Title order={3} fz="lg" id="withdraw-blocked-title">
            {t('blocked.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('blocked.text')}
          </Text>
        </div>
        <List spacing="xs" center>
          {item(hasRealName, t('blocked.realName'))}
          {item(hasPaymentPassword, t('blocked.paymentPassword'))}
        </List>
        <Button component={Link} to={paths.memberPage('securityCenter')} w={{ base: '100%', sm: 'fit-content' }}>
          {t('actions.openSecurityCentre')}
        </Button>
      </Stack>
    </Card>
  );
};
