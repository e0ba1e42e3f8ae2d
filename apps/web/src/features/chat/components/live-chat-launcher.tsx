import { Alert, Anchor, Button, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CHAT_DISPLAY_NAME_MAX_LENGTH } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { isWebUrl } from '@/lib/web-url';
import { useSessionStore } from '@/stores/session-store';

import { chatModelsQueryOptions, useLaunchChat } from '../api/chat';

const NAME_PATTERN = /^[\p{L}\p{N} ._'-]{2,32}$/u;

/**
 * Live chat (spec §7.2 CBS_modelList, CBS_launchChat): pick a queue, give a name when signed
 * out, and the chat opens in a new tab. The tab is opened on the click itself, so pop-up blockers
 * let it through; when one still blocks it, the link is offered instead (spec §8).
 */
export const LiveChatLauncher = () => {
  const { t } = useTranslation('content');
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  const models = useQuery(chatModelsQueryOptions(getLanguageCode()));
  const launch = useLaunchChat();
  const [modelCode, setModelCode] = useState<string | null>(null);
  const [displayName, setDisplayName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = modelCode ?? models.data?.list[0]?.code ?? null;

  const handleStart = () => {
    if (!chosen) return;
    const name = displayName.trim();
    if (!isSignedIn && !NAME_PATTERN.test(name)) {
      setNameError(t('chat.displayNameError'));
      return;
    }
    setNameError(null);
    setFailure(null);
    setBlockedUrl(null);
    const tab = window.open('', '_blank');
    launch.mutate(
      { modelCode: chosen, ...(isSignedIn ? {} : { displayName: name }) },
      {
        onSuccess: ({ chatUrl }) => {
          // Spec §8 "invalid URL or domain": a chat address that is not a web page is never opened.
          if (!isWebUrl(chatUrl)) {
            tab?.close();
            setFailure(t('common:errors.invalidUrl'));
            return;
          }
          if (tab) {
            tab.opener = null;
            tab.location.href = chatUrl;
          } else {
            setBlockedUrl(chatUrl);
          }
        },
        onError: (error) => {
          tab?.close();
          if (error instanceof ApiError && error.fields.displayName) setNameError(t('chat.displayNameError'));
          else setFailure(errorText(error, t));
        },
      },
    );
  };

  if (models.isError) {
    return (
      <Alert color="ruby" variant="light" role="alert">
        {t('chat.unavailable')}
      </Alert>
    );
  }
  if (!models.data) return <Skeleton height={160} radius="md" data-testid="chat-loading" />;
  if (models.data.list.length === 0) return <Text c="dimmed">{t('chat.unavailable')}</Text>;

  return (
    <Stack gap="md">
      <Radio.Group label={t('chat.choose')} value={chosen} onChange={setModelCode}>
        <Stack gap="xs" mt="xs">
          {models.data.list.map((model) => (
            <Radio.Card
              key={model.code}
              value={model.code}
              p="sm"
              radius="md"
              style={{ background: 'var(--mantine-color-dark-6)' }}
            >
              <Stack gap={2}>
                <Text fw={700}>{model.name}</Text>
                <Text fz="sm" c="dimmed">
                  {model.description}
                </Text>
              </Stack>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {!isSignedIn && (
        <TextInput
          label={t('chat.displayName')}
          placeholder={t('chat.displayNamePlaceholder')}
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          maxLength={CHAT_DISPLAY_NAME_MAX_LENGTH}
          error={nameError}
          withAsterisk
        />
      )}
      {failure && (
        <Alert color="ruby" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {blockedUrl && (
        <Alert color="yellow" variant="light" role="status">
          {t('chat.popupBlocked')}{' '}
          <Anchor href={blockedUrl} target="_blank" rel="noopener noreferrer">
            {t('chat.openChat')}
          </Anchor>
        </Alert>
      )}
      <Button
        color="gold"
        leftSection={<IconMessages size={18} />}
        onClick={handleStart}
        loading={launch.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('chat.start')}
      </Button>
    </Stack>
  );
};
