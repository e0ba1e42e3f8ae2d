import { Button, FileButton, Group, Select, Stack, Switch, Tabs, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { BannerGroup, LinkageType, StaffAnnouncement } from '@perya/contracts';
import { LINKAGE_TYPES } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { DetailDrawer } from '../components/detail-drawer';
import { useAdminMutation } from '../shell/admin-query';
import { useAdminParts } from '../shell/portal-parts';
import type { AnnouncementBody } from './content-api';
import {
  ANNOUNCEMENTS_PATH,
  deleteAnnouncement,
  fromLocalInput,
  saveAnnouncement,
  toLocalInput,
  uploadContentImage,
} from './content-api';

const LANGUAGES = ['EN', 'TY', 'PT'] as const;
type Language = (typeof LANGUAGES)[number];
type Texts = Record<Language, { title: string; imageUrl: string }>;

type Draft = {
  url: string;
  linkageType: LinkageType;
  linkage: string;
  startsAt: string;
  endsAt: string;
  enabled: boolean;
  texts: Texts;
};

const draftOf = (banner: StaffAnnouncement | null): Draft => ({
  url: banner?.url ?? '',
  linkageType: banner?.linkageType ?? 'NONE',
  linkage: banner?.linkage ?? '',
  startsAt: toLocalInput(banner?.startsAt ?? null),
  endsAt: toLocalInput(banner?.endsAt ?? null),
  enabled: banner?.enabled ?? true,
  texts: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      { title: banner?.texts[language]?.title ?? '', imageUrl: banner?.texts[language]?.imageUrl ?? '' },
    ]),
  ) as Texts,
});

const bodyOf = (draft: Draft, groupName: BannerGroup, banner: StaffAnnouncement | null): AnnouncementBody => ({
  kind: 'BANNER',
  groupName,
  url: draft.url,
  linkageType: draft.linkageType,
  linkage: draft.linkageType === 'NONE' ? '' : draft.linkage,
  ...(draft.startsAt ? { startsAt: fromLocalInput(draft.startsAt) ?? undefined } : {}),
  endsAt: fromLocalInput(draft.endsAt),
  enabled: draft.enabled,
  sequence: banner?.sequence ?? 1000,
  texts: Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const text = draft.texts[language];
      if (language !== 'EN' && !text.title && !text.imageUrl) return [];
      return [
        [
          language,
          {
            title: text.title || draft.texts.EN.title,
            content: '',
            ...(text.imageUrl ? { imageUrl: text.imageUrl } : {}),
          },
        ],
      ];
    }),
  ) as AnnouncementBody['texts'],
  version: banner?.version ?? 1,
});

type BannerEditorProps = {
  /** The banner opened, or null for a new one; undefined: closed. */
  banner: StaffAnnouncement | null | undefined;
  groupName: BannerGroup;
  canManage: boolean;
  onClose: () => void;
};

/** A banner's fields per language with a live preview drawn by the portal's own banner slide. */
export const BannerEditor = ({ banner, groupName, canManage, onClose }: BannerEditorProps) => {
  const { t } = useTranslation('admin-content');
  const { BannerPreview } = useAdminParts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(banner ?? null));
  const [tab, setTab] = useState<Language>('EN');
  const [error, setError] = useState('');
  const save = useAdminMutation({
    mutationFn: saveAnnouncement,
    invalidates: [ANNOUNCEMENTS_PATH],
    onSuccess: onClose,
    onError: (failure) => setError(errorText(failure, t)),
  });
  const remove = useAdminMutation({
    mutationFn: deleteAnnouncement,
    invalidates: [ANNOUNCEMENTS_PATH],
    onSuccess: onClose,
    onError: (failure) => setError(errorText(failure, t)),
  });
  const upload = useAdminMutation({
    mutationFn: uploadContentImage,
    onSuccess: (image) => setPicture(image.url),
    onError: (failure) => setError(errorText(failure, t)),
  });
  const text = draft.texts[tab];
  // English's picture is the banner's own (the other languages fall back to it): setting it there
  // clears an English-only picture so what is typed is what English readers see.
  const setPicture = (url: string) =>
    setDraft((current) =>
      tab === 'EN'
        ? { ...current, url, texts: { ...current.texts, EN: { ...current.texts.EN, imageUrl: '' } } }
        : { ...current, texts: { ...current.texts, [tab]: { ...current.texts[tab], imageUrl: url } } },
    );
  const setText = (patch: Partial<Texts[Language]>) =>
    setDraft((current) => ({ ...current, texts: { ...current.texts, [tab]: { ...current.texts[tab], ...patch } } }));
  const preview = {
    id: banner?.id ?? 0,
    groupName,
    url: text.imageUrl || draft.url,
    linkageType: draft.linkageType,
    linkage: draft.linkage,
    title: text.title || draft.texts.EN.title,
    sequence: banner?.sequence ?? 0,
  };
  return (
    <DetailDrawer
      opened={banner !== undefined}
      onClose={onClose}
      title={banner ? t('banners.edit', { id: banner.id }) : t('banners.new')}
      size="xl"
      actions={
        canManage && (
          <>
            {banner && (
              <Button color="red" variant="subtle" loading={remove.isPending} onClick={() => remove.mutate(banner)}>
                {t('actions.delete')}
              </Button>
            )}
            <Button
              loading={save.isPending}
              onClick={() => {
                setError('');
                save.mutate({ id: banner?.id ?? null, body: bodyOf(draft, groupName, banner ?? null) });
              }}
            >
              {t('actions.save')}
            </Button>
          </>
        )
      }
    >
      <div data-testid="banner-live-preview">
        <BannerPreview banner={preview} />
      </div>
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
        <TextInput
          label={t('fields.title')}
          value={text.title}
          maxLength={120}
          required={tab === 'EN'}
          onChange={(event) => setText({ title: event.currentTarget.value })}
        />
        <Group align="end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={tab === 'EN' ? t('fields.picture') : t('fields.pictureInLanguage')}
            value={tab === 'EN' ? text.imageUrl || draft.url : text.imageUrl}
            onChange={(event) => setPicture(event.currentTarget.value)}
          />
          <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button {...props} variant="default" loading={upload.isPending} disabled={!canManage}>
                {t('actions.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Group grow gap="xs">
          <Select
            label={t('fields.linkageType')}
            data={LINKAGE_TYPES.map((value) => ({ value, label: t(`linkage.${value}`) }))}
            value={draft.linkageType}
            allowDeselect={false}
            onChange={(value) => setDraft((current) => ({ ...current, linkageType: (value as LinkageType) ?? 'NONE' }))}
          />
          <TextInput
            label={t('fields.linkage')}
            value={draft.linkage}
            disabled={draft.linkageType === 'NONE'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, linkage: value }));
            }}
          />
        </Group>
        <Group grow gap="xs">
          <TextInput
            type="datetime-local"
            label={t('fields.startsAt')}
            value={draft.startsAt}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, startsAt: value }));
            }}
          />
          <TextInput
            type="datetime-local"
            label={t('fields.endsAt')}
            value={draft.endsAt}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, endsAt: value }));
            }}
          />
        </Group>
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
