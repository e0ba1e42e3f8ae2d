import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { memberProfileQueryOptions } from '@/features/auth/api/member';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { DevicesCard } from '@/features/auth/components/security/devices-card';
import { MobileCard } from '@/features/auth/components/security/mobile-card';
import { PaymentPasswordCard } from '@/features/auth/components/security/payment-password-card';
import { ProfileCard } from '@/features/auth/components/security/profile-card';
import { TotpCard } from '@/features/auth/components/security/totp-card';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /member/securityCenter: profile, passwords, mobile, authenticator app, devices. */
export const SecurityCentrePage = () => {
  const { t } = useTranslation('auth');
  const profile = useQuery(memberProfileQueryOptions());
  useDocumentTitle(t('security.title'));

  if (!profile.data) {
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Skeleton height={320} radius="lg" />
        <Skeleton height={320} radius="lg" />
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="xl">
          {t('security.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('security.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileCard key={profile.dataUpdatedAt} profile={profile.data} />
        <Stack gap="md">
          <Card bg="dark.7">
            <Title order={2} fz="lg" mb={4}>
              {t('security.loginPassword')}
            </Title>
            <Text c="dimmed" fz="sm" mb="md">
              {t('security.loginPasswordText')}
            </Text>
            <ChangePasswordForm
              onChanged={() => notifications.show({ color: 'green', message: t('changePassword.done') })}
            />
          </Card>
          <PaymentPasswordCard isSet={profile.data.hasPaymentPassword} />
        </Stack>
        <MobileCard profile={profile.data} />
        <TotpCard isEnabled={profile.data.totpEnabled} />
      </SimpleGrid>
      <DevicesCard />
    </Stack>
  );
};
