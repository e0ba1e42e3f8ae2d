import { SimpleGrid, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';

import { SecurityCentrePage } from '@/features/auth/pages/security-centre-page';
import { CloseAccountCard } from '@/features/compliance/components/close-account-card';
import { LoginHistoryCard } from '@/features/compliance/components/login-history-card';
import { useSessionStore } from '@/stores/session-store';

/** /member/securityCenter: the account's own settings, then its login history and closing it (decision 038). */
export const SecurityCentreRoute = () => {
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      <SecurityCentrePage />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LoginHistoryCard />
        <CloseAccountCard
          onClosed={() => {
            useSessionStore.getState().signOut();
            void navigate('/');
          }}
        />
      </SimpleGrid>
    </Stack>
  );
};
