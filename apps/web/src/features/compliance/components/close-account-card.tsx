import { Alert, Button, Card, Checkbox, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MoneyText } from '@/components/ui/money-text';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

import { closeAccount, closureCheckQueryOptions } from '../api/compliance';

/**
 * Closing the account (security centre): only with nothing left in the wallet and no withdrawal
 * open; the remaining balance is withdrawn first. Asks for the password and a confirmation.
 */
export const CloseAccountCard = ({ onClosed }: { onClosed: () => void }) => {
  const { t } = useTranslation('compliance');
  const [opened, { open, close }] = useDisclosure(false);
  const check = useQuery({ ...closureCheckQueryOptions(), enabled: opened });
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await closeAccount(password);
      onClosed();
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.code !== 'NETWORK'
          ? (failure.fields.password ?? failure.message)
          : t('closure.network'),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Card bg="dark.7">
      <Title order={2} fz="lg" mb={4}>
        {t('closure.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('closure.text')}
      </Text>
      <Button variant="light" color="ruby" w="fit-content" onClick={open}>
        {t('closure.start')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('closure.title')} centered>
        {check.data && !check.data.canClose ? (
          <Stack gap="sm">
            <Alert color="orange" variant="light">
              <Stack gap={4}>
                {check.data.balanceMinor !== '0' && (
                  <span>
                    {t('closure.notEmpty')} <MoneyText minor={check.data.balanceMinor} fz="sm" />
                  </span>
                )}
                {check.data.pendingWithdrawals > 0 && (
                  <span>{t('closure.pending', { count: check.data.pendingWithdrawals })}</span>
                )}
                {check.data.openRounds > 0 && <span>{t('closure.openRounds', { count: check.data.openRounds })}</span>}
              </Stack>
            </Alert>
            <Button component={Link} to={paths.memberPage('withdraw')} w="fit-content" onClick={close}>
              {t('closure.withdrawFirst')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text fz="sm">{t('closure.warning')}</Text>
            <PasswordInput
              label={t('closure.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
              autoComplete="current-password"
            />
            <Checkbox
              label={t('closure.confirm')}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="subtle" onClick={close}>
                {t('closure.cancel')}
              </Button>
              <Button color="ruby" disabled={!confirmed || password.length === 0} loading={pending} onClick={submit}>
                {t('closure.submit')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
};
