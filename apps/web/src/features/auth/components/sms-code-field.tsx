import { Button, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SmsSent } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';

type SmsCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Sends the code; the button then counts down expiredMinutes x 60 s (spec §4). */
  onSend: () => Promise<SmsSent | null>;
  onSent?: (sent: SmsSent) => void;
  onError: (error: ApiError) => void;
  error?: string | undefined;
  label?: string;
};

/** The SMS code input with its send button and countdown. */
export const SmsCodeField = ({ value, onChange, onSend, onSent, onError, error, label }: SmsCodeFieldProps) => {
  const { t } = useTranslation('auth');
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setIsSending] = useState(false);
  // A timer while the countdown runs: an effect is the tool for something that ticks on its own.
  useEffect(() => {
    if (resendAt <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= resendAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  const handleSend = async () => {
    setIsSending(true);
    try {
      const sent = await onSend();
      if (!sent) return;
      const current = Date.now();
      setNow(current);
      setResendAt(current + sent.expiredMinutes * 60_000);
      onSent?.(sent);
    } catch (failure) {
      onError(failure instanceof ApiError ? failure : new ApiError('INTERNAL', String(failure), 0));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <TextInput
      label={label ?? t('fields.verificationCode')}
      placeholder={t('placeholders.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      error={error}
      rightSectionWidth={140}
      rightSection={
        <Button
          size="compact-sm"
          variant="light"
          onClick={handleSend}
          loading={isSending}
          disabled={secondsLeft > 0}
          miw={124}
        >
          {secondsLeft > 0 ? t('sms.resend', { seconds: secondsLeft }) : t('sms.send')}
        </Button>
      }
    />
  );
};
