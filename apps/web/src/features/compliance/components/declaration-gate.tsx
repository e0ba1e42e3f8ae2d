import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';
import { useSessionStore } from '@/stores/session-store';

import { declarationQueryOptions, declareNotProhibited } from '../api/compliance';

/**
 * The prohibited-person declaration an account made by its agent owes (decision 055): asked once,
 * right after login, before anything else opens (`children`, such as the contract popup, wait).
 * The server refuses money and play until it is made; the popup cannot be dismissed.
 */
export const DeclarationGate = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation('compliance');
  const isTrial = useSessionStore((state) => state.isTrial);
  const mustChangePassword = useSessionStore((state) => state.mustChangePassword);
  const enabled = !isTrial && !mustChangePassword;
  const status = useQuery({ ...declarationQueryOptions(), enabled });
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [missing, setMissing] = useState(false);
  const declare = useMutation({
    mutationFn: declareNotProhibited,
    onSuccess: (value) => queryClient.setQueryData(declarationQueryOptions().queryKey, value),
  });

  if (!enabled) return null;
  // The server refuses money and play anyway: a failed read does not hold the other popups back.
  if (status.isError || (status.data && !status.data.required)) return <>{children}</>;
  if (!status.data) return null;
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('firstLogin.title')}
      data-testid="declaration-popup"
    >
      <Stack gap="md">
        <Text size="sm">{t('firstLogin.intro', { age: status.data.minimumAge })}</Text>
        <Checkbox
          label={t('register.declaration')}
          description={t('register.declarationHint')}
          checked={ticked}
          onChange={(event) => {
            setTicked(event.currentTarget.checked);
            setMissing(false);
          }}
          error={missing ? t('register.declarationRequired') : undefined}
        />
        {declare.error && (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(declare.error, t)}
          </Alert>
        )}
        <Button
          loading={declare.isPending}
          onClick={() => {
            if (!ticked) setMissing(true);
            else declare.mutate(true);
          }}
        >
          {t('firstLogin.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
};
