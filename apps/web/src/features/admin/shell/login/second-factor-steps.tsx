import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { enableStaffTotp, sendStaffSecondFactor, setStaffPassword, setupStaffTotp } from '../staff-auth-api';
import { CodeInput } from './code-input';

type Token = { token?: string | undefined };
type StepProps = { onDone: (answer: Token) => void };

const ErrorAlert = ({ error }: { error: string | null }) =>
  error ? (
    <Alert color="ruby" variant="light" role="alert">
      {error}
    </Alert>
  ) : null;

/** An invited staff member's first step: a password of their own. */
export const PasswordStep = ({ onDone }: StepProps) => {
  const { t } = useTranslation('admin');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = confirm.length > 0 && confirm !== password;
  const submit = () => {
    if (!current || !password || mismatch) return;
    setBusy(true);
    setError(null);
    setStaffPassword(current, password)
      .then(onDone, (failure: unknown) => setError(errorText(failure, t)))
      .finally(() => setBusy(false));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('password.intro')}
        </Text>
        <PasswordInput
          label={t('password.current')}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          autoFocus
        />
        <PasswordInput
          label={t('password.new')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={mismatch ? t('password.mismatch') : undefined}
        />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy} disabled={!current || !password || confirm !== password} radius="sm">
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
};

/** First login: a new authenticator secret as a QR code and as text, confirmed by its first code. */
export const EnrolStep = ({ onEnabled }: { onEnabled: (answer: Token & { recoveryCodes: string[] }) => void }) => {
  const { t } = useTranslation('admin');
  const setup = useQuery({
    queryKey: ['admin-totp-setup'],
    queryFn: setupStaffTotp,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = () => {
    if (code.length !== 6) return;
    setBusy(true);
    setError(null);
    enableStaffTotp(code)
      .then(onEnabled, (failure: unknown) => {
        setError(errorText(failure, t));
        setCode('');
      })
      .finally(() => setBusy(false));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('enrol.intro')}
        </Text>
        <Group justify="center">
          <div style={{ background: '#fff', padding: 8, borderRadius: 6, width: 164, height: 164 }}>
            {setup.data ? (
              <QRCodeSVG value={setup.data.otpauthUrl} size={148} aria-label={t('enrol.qr')} role="img" />
            ) : (
              <Skeleton w={148} h={148} />
            )}
          </div>
        </Group>
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {t('enrol.secret')}
          </Text>
          <Code block data-testid="totp-secret" fz="sm" style={{ wordBreak: 'break-all', minHeight: 34 }}>
            {setup.data?.secret ?? ''}
          </Code>
        </Stack>
        {setup.isError && <ErrorAlert error={errorText(setup.error, t)} />}
        <CodeInput label={t('enrol.code')} value={code} onChange={setCode} />
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy} disabled={code.length !== 6 || !setup.data} radius="sm">
          {t('enrol.submit')}
        </Button>
      </Stack>
    </form>
  );
};

/** The recovery codes, shown this once: copy, download, and an "I saved them" before going on. */
export const RecoveryCodesStep = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const { t } = useTranslation('admin');
  const [saved, setSaved] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'perya-back-office-recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('recovery.intro')}</Text>
      <SimpleGrid cols={2} spacing={6} data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="sm" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group gap="xs" grow>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" radius="sm" onClick={copy}>
              {copied ? t('recovery.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" size="xs" radius="sm" onClick={download}>
          {t('recovery.download')}
        </Button>
      </Group>
      <Checkbox
        label={t('recovery.saved')}
        checked={saved}
        onChange={(event) => setSaved(event.currentTarget.checked)}
      />
      <Button disabled={!saved} onClick={onDone} radius="sm">
        {t('recovery.continue')}
      </Button>
    </Stack>
  );
};

/** Later logins: the authenticator's code, or one of the recovery codes. */
export const CodeStep = ({ onDone }: StepProps) => {
  const { t } = useTranslation('admin');
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = useRecovery ? recoveryCode.trim().length >= 8 : code.length === 6;
  const submit = () => {
    if (!ready) return;
    setBusy(true);
    setError(null);
    sendStaffSecondFactor(useRecovery ? { recoveryCode: recoveryCode.trim() } : { code })
      .then(onDone, (failure: unknown) => {
        setError(errorText(failure, t));
        setCode('');
      })
      .finally(() => setBusy(false));
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {useRecovery ? (
          <TextInput
            label={t('code.recovery')}
            value={recoveryCode}
            onChange={(event) => setRecoveryCode(event.currentTarget.value)}
            autoComplete="off"
            autoFocus
            maxLength={32}
          />
        ) : (
          <CodeInput label={t('code.label')} value={code} onChange={setCode} />
        )}
        <ErrorAlert error={error} />
        <Button type="submit" loading={busy} disabled={!ready} radius="sm">
          {t('code.submit')}
        </Button>
        <Anchor component="button" type="button" fz="sm" onClick={() => setUseRecovery((value) => !value)}>
          {useRecovery ? t('code.useApp') : t('code.useRecovery')}
        </Anchor>
      </Stack>
    </form>
  );
};
