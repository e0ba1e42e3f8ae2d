import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberProfile } from '@perya/contracts';
import { DEFAULT_DIALING_CODE, maskMobile } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { sendBindCode } from '../../api/account';
import { changeMobile } from '../../api/member';
import { MobileNumberInput } from '../mobile-number-input';
import { SmsCodeField } from '../sms-code-field';

/** Link a mobile number (or a new one) with an SMS code sent to it. */
export const MobileCard = ({ profile }: { profile: MemberProfile }) => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [dialingCode, setDialingCode] = useState(profile.countryDialingCode ?? DEFAULT_DIALING_CODE);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const digits = mobile.replace(/\s/g, '');

  const handleLink = async () => {
    setIsSaving(true);
    setError(null);
    try {
      await changeMobile({ countryDialingCode: dialingCode, mobileNum: digits, verificationCode: code });
      setMobile('');
      setCode('');
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      notifications.show({ color: 'green', message: t('security.mobileSaved') });
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <Card bg="dark.7">
      <Title order={2} fz="lg" mb={4}>
        {t('security.mobile')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('security.mobileText')}
      </Text>
      <Stack gap="sm">
        {profile.mobileNum && (
          <Text fw={600} data-testid="current-mobile">
            +{profile.countryDialingCode} {maskMobile(profile.mobileNum)}
          </Text>
        )}
        <MobileNumberInput
          dialingCode={dialingCode}
          onDialingCodeChange={setDialingCode}
          value={mobile}
          onChange={setMobile}
        />
        <SmsCodeField
          value={code}
          onChange={setCode}
          onSend={async () => (digits ? sendBindCode({ countryDialingCode: dialingCode, mobileNum: digits }) : null)}
          onError={(failure) => setError(failure.message)}
        />
        {error && (
          <Alert color="ruby" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button onClick={handleLink} loading={isSaving} disabled={!digits || code.length < 6} w="fit-content">
          {t('security.link')}
        </Button>
      </Stack>
    </Card>
  );
};
