import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffAnnouncement, StaffPromotion } from '@perya/contracts';
import {
  PROMOTION_AUDIENCES,
  PROMOTION_CATEGORIES,
  PROMOTION_CLAIM_GUARDS,
  PROMOTION_JOIN_MODES,
  PROMOTION_RECURRENCES,
  PROMOTION_REWARD_KINDS,
  PROMOTION_TRIGGERS,
  StaffAnnouncementListSchema,
  StaffPromotionSchema,
} from '@perya/contracts';

import type { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { DetailDrawer } from '../components/detail-drawer';
import { ANNOUNCEMENTS_PATH, saveAnnouncement } from '../content/content-api';
import { adminApi } from '../shell/admin-api';
import { adminQueryKey, useAdminQuery } from '../shell/admin-query';
import type { DraftProblem, PromotionDraft, TextLanguage } from './promotions-api';
import { PauseButton, PausedNotice } from './promotion-pause';
import { PromotionPicture } from './promotion-picture';
import { PROMOTIONS_PATH, TEXT_LANGUAGES, announcementOfDraft, draftOfPromotion, rulesOfDraft } from './promotions-api';

// Create or edit a promotion (decision 040): its rules for the engine and its words in EN, TY and
// PT (the promotion's content announcement). Saving checks the rules with the contract's schema
// first, then saves the words (creating the announcement the first time), then the rules with the
// announcement's id and the version opened: a promotion someone else changed meanwhile is refused
// (STALE_RECORD) and nothing of the rules changes.

const THRESHOLD_TRIGGERS = new Set(['FIRST_DEPOSIT', 'DEPOSIT_AT_LEAST', 'TURNOVER', 'NET_LOSS']);

type EditorState = {
  announcement: StaffAnnouncement | null;
  /** The promotion names an announcement the list did not hold: its words are left as they are. */
  wordsMissing: boolean;
};

const Editor = ({ promotion, announcement, wordsMissing, onClose }: EditorProps & EditorState) => {
  const { t } = useTranslation('admin-promotions');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PromotionDraft>(() => draftOfPromotion(promotion, announcement));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The words as last saved: a retry after the rules were refused edits them instead of adding more.
  const [words, setWords] = useState(announcement);
  // The promotion as last changed here: a pause or resume moves its version on, and Save names it.
  const [current, setCurrent] = useState(promotion);
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setText = (language: TextLanguage, key: 'title' | 'content', value: string) =>
    setDraft((current) => ({
      ...current,
      texts: { ...current.texts, [language]: { ...current.texts[language], [key]: value } },
    }));

  const save = async () => {
    setFailure(null);
    const checked = rulesOfDraft(draft, words?.id ?? null);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    if (!wordsMissing && (!draft.texts.EN.title.trim() || !draft.texts.EN.content.trim())) {
      setProblem({ field: 'texts', message: '' });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      let announcementId = promotion?.announcementId ?? null;
      if (!wordsMissing) {
        const saved = await saveAnnouncement({
          id: words?.id ?? null,
          body: announcementOfDraft(draft, checked.rules, words),
        });
        setWords(saved);
        announcementId = saved.id;
      }
      const rules = { ...checked.rules, announcementId };
      if (current)
        await adminApi.put(`${PROMOTIONS_PATH}/${current.id}`, StaffPromotionSchema, {
          version: current.version,
          promotion: rules,
        });
      else await adminApi.post(PROMOTIONS_PATH, StaffPromotionSchema, rules);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKey(PROMOTIONS_PATH) }),
        queryClient.invalidateQueries({ queryKey: adminQueryKey(ANNOUNCEMENTS_PATH) }),
      ]);
      onClose();
    } catch (error) {
      setFailure(errorText(error as ApiError, t));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) =>
    problem?.field === field
      ? ['amount', 'percent', 'list', 'points'].includes(problem.message)
        ? t(`problems.${problem.message}`)
        : problem.message || t('problems.required')
      : undefined;
  const money = (key: 'threshold' | 'amount' | 'cap' | 'budget', description?: string) => (
    <TextInput
      label={t(`fields.${key}`)}
      inputMode="decimal"
      value={draft[key]}
      description={description}
      error={fieldError(key) ?? fieldError(`${key}Minor`)}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  const choice = <K extends 'category' | 'audience' | 'joinMode' | 'trigger' | 'recurrence' | 'rewardKind'>(
    key: K,
    values: readonly PromotionDraft[K][],
  ) => (
    <Select
      label={t(`fields.${key}`)}
      value={draft[key]}
      allowDeselect={false}
      error={fieldError(key)}
      data={values.map((value) => ({ value, label: t(`${key}.${value}`) }))}
      onChange={(value) => value && set(key, value as PromotionDraft[K])}
    />
  );

  return (
    <DetailDrawer
      opened
      onClose={onClose}
      size="xl"
      title={promotion ? t('editor.editTitle', { name: promotion.name }) : t('editor.newTitle')}
      actions={
        <>
          {current && <PauseButton promotion={current} onChanged={setCurrent} />}
          <Button loading={busy} onClick={() => void save()}>
            {t('editor.save')}
          </Button>
        </>
      }
    >
      <Stack gap="md">
        {current && <PausedNotice promotion={current} />}
        <TextInput
          label={t('fields.name')}
          description={t('fields.nameHelp')}
          value={draft.name}
          error={fieldError('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {choice('category', PROMOTION_CATEGORIES)}
          {choice('joinMode', PROMOTION_JOIN_MODES)}
          <TextInput
            type="datetime-local"
            label={t('fields.startsAt')}
            value={draft.startsAt}
            error={fieldError('startsAt')}
            onChange={(event) => set('startsAt', event.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t('fields.endsAt')}
            value={draft.endsAt}
            error={fieldError('endsAt')}
            onChange={(event) => set('endsAt', event.currentTarget.value)}
          />
          {choice('audience', PROMOTION_AUDIENCES)}
          {draft.audience === 'VIP_LEVELS' && (
            <TextInput
              label={t('fields.vipLevels')}
              description={t('fields.listHelp')}
              value={draft.vipLevels}
              error={fieldError('vipLevels')}
              onChange={(event) => set('vipLevels', event.currentTarget.value)}
            />
          )}
          {draft.audience === 'AGENT_TEAMS' && (
            <TextInput
              label={t('fields.agentIds')}
              description={t('fields.listHelp')}
              value={draft.agentIds}
              error={fieldError('agentIds')}
              onChange={(event) => set('agentIds', event.currentTarget.value)}
            />
          )}
          {draft.audience === 'MEMBER_LIST' && (
            <TextInput
              label={t('fields.memberIds')}
              description={t('fields.listHelp')}
              value={draft.memberIds}
              error={fieldError('memberIds')}
              onChange={(event) => set('memberIds', event.currentTarget.value)}
            />
          )}
        </SimpleGrid>

        <Title order={3} fz="sm">
          {t('editor.earning')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {choice('trigger', PROMOTION_TRIGGERS)}
          {choice('recurrence', PROMOTION_RECURRENCES)}
          {THRESHOLD_TRIGGERS.has(draft.trigger) &&
            money('threshold', draft.trigger === 'FIRST_DEPOSIT' ? t('fields.thresholdOptional') : undefined)}
          {draft.trigger === 'LOGIN_STREAK' && (
            <NumberInput
              label={t('fields.streakDays')}
              min={2}
              max={366}
              allowDecimal={false}
              value={draft.streakDays}
              error={fieldError('streakDays')}
              onChange={(value) => set('streakDays', typeof value === 'number' ? value : 0)}
            />
          )}
        </SimpleGrid>

        <Title order={3} fz="sm">
          {t('editor.reward')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {choice('rewardKind', PROMOTION_REWARD_KINDS)}
          {draft.rewardKind === 'FIXED' && money('amount')}
          {draft.rewardKind === 'PERCENT' && (
            <TextInput
              label={t('fields.percent')}
              inputMode="decimal"
              value={draft.percent}
              error={fieldError('percent') ?? fieldError('percentBp')}
              onChange={(event) => set('percent', event.currentTarget.value)}
            />
          )}
          {draft.rewardKind === 'PERCENT' && money('cap')}
          {draft.rewardKind === 'POINTS' && (
            <TextInput
              label={t('fields.points')}
              description={t('fields.pointsHelp')}
              inputMode="numeric"
              value={draft.points}
              error={fieldError('points')}
              onChange={(event) => set('points', event.currentTarget.value)}
            />
          )}
          {draft.rewardKind !== 'POINTS' && (
            <NumberInput
              label={t('fields.turnoverMultiplier')}
              description={t('fields.turnoverMultiplierHelp')}
              min={0}
              max={100}
              allowDecimal={false}
              value={draft.turnoverMultiplier}
              error={fieldError('turnoverMultiplier')}
              onChange={(value) => set('turnoverMultiplier', typeof value === 'number' ? value : 0)}
            />
          )}
          <NumberInput
            label={t('fields.expiryDays')}
            description={t('fields.expiryDaysHelp')}
            min={0}
            max={365}
            allowDecimal={false}
            value={draft.expiryDays}
            error={fieldError('expiryDays')}
            onChange={(value) => set('expiryDays', typeof value === 'number' ? value : 0)}
          />
          {draft.rewardKind !== 'POINTS' && money('budget', t('fields.budgetHelp'))}
        </SimpleGrid>
        <Switch
          label={t('fields.autoPay')}
          description={t('fields.autoPayHelp')}
          checked={draft.autoPay}
          onChange={(event) => set('autoPay', event.currentTarget.checked)}
        />
        <Checkbox.Group
          label={t('fields.claimGuards')}
          description={t('fields.claimGuardsHelp')}
          value={draft.claimGuards}
          onChange={(value) => set('claimGuards', value as PromotionDraft['claimGuards'])}
        >
          <Group mt={6}>
            {PROMOTION_CLAIM_GUARDS.map((guard) => (
              <Checkbox key={guard} value={guard} label={t(`claimGuards.${guard}`)} />
            ))}
          </Group>
        </Checkbox.Group>

        <Title order={3} fz="sm">
          {t('editor.texts')}
        </Title>
        <Text fz="xs" c="dimmed">
          {t('editor.textsHelp')}
        </Text>
        {problem?.field === 'texts' && (
          <Text c="red" fz="sm" role="alert">
            {t('problems.englishText')}
          </Text>
        )}
        {!wordsMissing && <PromotionPicture value={draft.picture} onChange={(url) => set('picture', url)} />}
        {wordsMissing ? (
          <Alert color="orange" variant="light">
            {t('editor.wordsMissing', { id: promotion?.announcementId })}
          </Alert>
        ) : (
          <Tabs defaultValue="EN" keepMounted={false}>
            <Tabs.List>
              {TEXT_LANGUAGES.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {t(`languages.${language}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {TEXT_LANGUAGES.map((language) => (
              <Tabs.Panel key={language} value={language} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={t('fields.title', { language: t(`languages.${language}`) })}
                    value={draft.texts[language].title}
                    onChange={(event) => setText(language, 'title', event.currentTarget.value)}
                  />
                  <Textarea
                    label={t('fields.content', { language: t(`languages.${language}`) })}
                    description={t('fields.contentHelp')}
                    rows={5}
                    value={draft.texts[language].content}
                    onChange={(event) => setText(language, 'content', event.currentTarget.value)}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
        {failure && (
          <Alert color="ruby" variant="light" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </DetailDrawer>
  );
};

type EditorProps = { promotion: StaffPromotion | null; onClose: () => void };

/** The editor, once the promotion's words (its announcement, if any) are loaded. */
export const PromotionEditor = ({ promotion, onClose }: EditorProps) => {
  const { t } = useTranslation('admin-promotions');
  const announcementId = promotion?.announcementId ?? null;
  const words = useAdminQuery(
    ANNOUNCEMENTS_PATH,
    StaffAnnouncementListSchema,
    { kind: 'PROMOTION', sort: 'id', order: 'desc', pageSize: 200 },
    { enabled: announcementId !== null },
  );
  if (announcementId !== null && !words.data) {
    return (
      <DetailDrawer opened onClose={onClose} title={t('editor.editTitle', { name: promotion?.name ?? '' })}>
        {words.error ? (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(words.error, t)}
          </Alert>
        ) : (
          <Text c="dimmed">{t('editor.loading')}</Text>
        )}
      </DetailDrawer>
    );
  }
  const announcement = words.data?.list.find((item) => item.id === announcementId) ?? null;
  return (
    <Editor
      promotion={promotion}
      announcement={announcement}
      wordsMissing={announcementId !== null && announcement === null}
      onClose={onClose}
    />
  );
};
