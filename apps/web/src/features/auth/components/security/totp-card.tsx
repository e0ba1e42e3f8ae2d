import { Alert, Badge, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { disableTotp, enableTotp, startTotp } from '../../api/member';

/** Link or unlink an authenticator app (TOTP) for new-device checks. */
export const TotpCard = ({ isEnabled }: { isEnabled: boolean }) => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, message: string) => {
    setIsBusy(true);
    setError(null);
    try {
      await work();
      setSetup(null);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      notifications.show({ color: 'green', message });
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setIsBusy(false);
    }
  };

  const codeInput = (
    <TextInput
      label={t('fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={code}
      onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
      w={160}
    />
  );

  return (
    <Card bg="dark.7">
      <Group justify="space-between" mb={4}>
        <Title order={2} fz="lg">
          {t('security.totp')}
        </Title>
        <Badge color={isEnabled ? 'green' : 'gray'} variant="light">
          {isEnabled ? t('security.totpOn') : t('security.totpOff')}
        </Badge>
      </Group>
      <Text c="dimmed" fz="sm" mb="md">
        {t('security.totpText')}
      </Text>
      <Stack gap="sm">
        {isEnabled ? (
          <Group align="flex-end">
            {codeInput}
            <Button
              color="ruby"
              variant="light"
              loading={isBusy}
              disabled={code.length !== 6}
              onClick={() => run(() => disableTotp(code), t('security.totpDisabled'))}
            >
              {t('security.totpDisable')}
            </Button>
          </Group>
        ) : setup ? (
          <>
            <Text fz="sm">{t('security.totpScan')}</Text>
            <Group align="flex-start" gap="lg">
              <div style={{ background: '#fff', padding: 8, borderRadius: 8, lineHeight: 0 }}>
                <QRCodeSVG value={setup.otpauthUrl} size={148} aria-label={t('security.totp')} />
              </div>
              <Stack gap={4}>
                <Text fz="xs" c="dimmed">
                  {t('security.totpKey')}
                </Text>
                <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                  {setup.secret}
                </Code>
              </Stack>
            </Group>
            <Group align="flex-end">
              {codeInput}
              <Button
                loading={isBusy}
                disabled={code.length !== 6}
                onClick={() => run(() => enableTotp(code), t('security.totpEnabled'))}
              >
                {t('security.totpEnable')}
              </Button>
            </Group>
          </>
        ) : (
          <Button
            w="fit-content"
            variant="light"
            loading={isBusy}
            onClick={async () => {
              setIsBusy(true);
              try {
                setSetup(await startTotp());
              } catch (failure) {
                setError(errorText(failure, t));
              } finally {
                setIsBusy(false);
              }
            }}
          >
            {t('security.totpSetup')}
          </Button>
        )}
        {error && (
          <Alert color="ruby" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
};
