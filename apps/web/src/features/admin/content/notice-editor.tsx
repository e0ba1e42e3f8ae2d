import { Button, Select, Stack, Switch, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PopupExecution, StaffAnnouncement } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { DetailDrawer } from '../components/detail-drawer';
import { useAdminMutation } from '../shell/admin-query';
import type { AnnouncementBody } from './content-api';
import { ANNOUNCEMENTS_PATH, deleteAnnouncement, fromLocalInput, saveAnnouncement, toLocalInput } from './content-api';

export const NOTICE_KINDS = ['PLAYER', 'POPUP', 'MARQUEE'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
const LANGUAGES = ['EN', 'TY', 'PT'] as const;
type Language = (typeof LANGUAGES)[number];

type Draft = {
  kind: NoticeKind;
  execution: PopupExecution;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  texts: Record<Language, { title: string; content: string }>;
};

const draftOf = (item: StaffAnnouncement | null, kind: NoticeKind): Draft => ({
  kind: (item?.kind as NoticeKind | undefined) ?? kind,
  execution: item?.execution ?? 'A',
  startsAt: toLocalInput(item?.startsAt ?? null),
  endsAt: toLocalInput(item?.endsAt ?? null),
  enabled: item?.enabled ?? true,
  texts: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { title: item?.texts[language]?.title ?? '', content: item?.texts[language]?.content ?? '' },
    ]),
  ) as Draft['texts'],
});

const bodyOf = (draft: Draft, item: StaffAnnouncement | null): AnnouncementBody => {
  const texts = Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const text = draft.texts[language];
      return language === 'EN' || text.title || text.content ? [[language, text]] : [];
    }),
  ) as AnnouncementBody['texts'];
  const common = {
    texts,
    ...(draft.startsAt ? { startsAt: fromLocalInput(draft.startsAt) ?? undefined } : {}),
    endsAt: fromLocalInput(draft.endsAt),
    enabled: draft.enabled,
    sequence: item?.sequence ?? 0,
    version: item?.version ?? 1,
  };
  return draft.kind === 'POPUP'
    ? { kind: 'POPUP', execution: draft.execution, ...common }
    : { kind: draft.kind, ...common };
};

type NoticeEditorProps = {
  item: StaffAnnouncement | null;
  kind: NoticeKind;
  canManage: boolean;
  onClose: () => void;
};

/** A player notice, popup (with its audience: A signed in, B signed out, F first login) or notice-bar line. */
export const NoticeEditor = ({ item, kind, canManage, onClose }: NoticeEditorProps) => {
  const { t } = useTranslation('admin-content');
  const [draft, setDraft] = useState<Draft>(() => draftOf(item, kind));
  const [tab, setTab] = useState<Language>('EN');
  const [error, setError] = useState('');
  const onError = (failure: Parameters<typeof errorText>[0]) => setError(errorText(failure, t));
  const save = useAdminMutation({
    mutationFn: saveAnnouncement,
    invalidates: [ANNOUNCEMENTS_PATH],
    onSuccess: onClose,
    onError,
  });
  const remove = useAdminMutation({
    mutationFn: deleteAnnouncement,
    invalidates: [ANNOUNCEMENTS_PATH],
    onSuccess: onClose,
    onError,
  });
  const text = draft.texts[tab];
  const setText = (patch: Partial<Draft['texts'][Language]>) =>
    setDraft((current) => ({ ...current, texts: { ...current.texts, [tab]: { ...current.texts[tab], ...patch } } }));
  const field = (key: 'startsAt' | 'endsAt') => (
    <TextInput
      type="datetime-local"
      label={t(`fields.${key}`)}
      value={draft[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setDraft((current) => ({ ...current, [key]: value }));
      }}
    />
  );
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      title={item ? t('notices.edit', { id: item.id }) : t('notices.new')}
      size="xl"
      actions={
        canManage && (
          <>
            {item && (
              <Button color="red" variant="subtle" loading={remove.isPending} onClick={() => remove.mutate(item)}>
                {t('actions.delete')}
              </Button>
            )}
            <Button
              loading={save.isPending}
              onClick={() => {
                setError('');
                save.mutate({ id: item?.id ?? null, body: bodyOf(draft, item) });
              }}
            >
              {t('actions.save')}
            </Button>
          </>
        )
      }
    >
      <Select
        label={t('fields.kind')}
        data={NOTICE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={draft.kind}
        disabled={item !== null}
        allowDeselect={false}
        onChange={(value) => setDraft((current) => ({ ...current, kind: (value as NoticeKind) ?? 'PLAYER' }))}
      />
      {draft.kind === 'POPUP' && (
        <Select
          label={t('fields.execution')}
          data={(['A', 'B', 'F'] as const).map((value) => ({ value, label: t(`executions.${value}`) }))}
          value={draft.execution}
          allowDeselect={false}
          onChange={(value) => setDraft((current) => ({ ...current, execution: (value as PopupExecution) ?? 'A' }))}
        />
      )}
      <Tabs value={tab} onChange={(value) => setTab((value as Language) ?? 'EN')}>
        <Tabs.List>
          {LANGUAGES.map((language) => (
            <Tabs.Tab key={language} value={language}>
              {t(`languages.${language}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Stack gap="xs">
        {draft.kind !== 'MARQUEE' && (
          <TextInput
            label={t('fields.title')}
            value={text.title}
            maxLength={120}
            onChange={(event) => setText({ title: event.currentTarget.value })}
          />
        )}
        <Textarea
          label={draft.kind === 'MARQUEE' ? t('fields.line') : t('fields.content')}
          description={draft.kind === 'MARQUEE' ? undefined : t('notices.html')}
          autosize
          minRows={4}
          maxRows={12}
          value={text.content}
          onChange={(event) => setText({ content: event.currentTarget.value })}
        />
        {field('startsAt')}
        {field('endsAt')}
        <Switch
          label={t('fields.enabled')}
          checked={draft.enabled}
          onChange={(event) => {
            const value = event.currentTarget.checked;
            setDraft((current) => ({ ...current, enabled: value }));
          }}
        />
        {error && (
          <Text c="red" fz="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </DetailDrawer>
  );
};
