import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { CreateMissionRequest, MissionMetric, MissionPeriod, StaffMission } from '@perya/contracts';
import {
  CreateMissionRequestSchema,
  GAME_CATEGORY_CODES,
  MISSION_MAX_MILESTONES,
  MISSION_METRICS,
  MISSION_PERIODS,
  MONEY_MISSION_METRICS,
  PLAY_MISSION_METRICS,
  StaffMissionSchema,
} from '@perya/contracts';

import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import type { Checked } from './loyalty-editor';
import { LoyaltyEditorDrawer, useLoyaltyDraft } from './loyalty-editor';
import { MISSIONS_PATH, countOf, minorOf, pathOf, pesosOf } from './loyalty-api';
import type { WordsDraft } from './loyalty-words';
import { LoyaltyWords, translationsOf, wordsDraftOf } from './loyalty-words';

// Create or change a mission (decision 048): its period, what it counts, its milestones (each a
// target and a reward paid as a bonus with the mission's turnover) and its switch. Switching a
// mission off is how it ends: the API keeps no delete, and claims of milestones already met stay
// possible for the period. An edit sends the version opened (STALE_RECORD when changed meanwhile).

type MilestoneDraft = { target: string; reward: string };
type MissionDraft = {
  words: WordsDraft;
  period: MissionPeriod;
  metric: MissionMetric;
  category: string;
  turnoverMultiplier: string;
  milestones: MilestoneDraft[];
  active: boolean;
};

const isMoney = (metric: MissionMetric) => MONEY_MISSION_METRICS.includes(metric);
const targetText = (metric: MissionMetric, target: string) => (isMoney(metric) ? pesosOf(target) : target);

const draftOf = (mission: StaffMission | null): MissionDraft => ({
  words: wordsDraftOf(mission, mission?.translations),
  period: mission?.period ?? 'DAILY',
  metric: mission?.metric ?? 'VALID_BET',
  category: mission?.category ?? '',
  turnoverMultiplier: String(mission?.turnoverMultiplier ?? 1),
  milestones: mission?.milestones.map((milestone) => ({
    target: targetText(mission.metric, milestone.target),
    reward: pesosOf(milestone.rewardMinor),
  })) ?? [{ target: '', reward: '' }],
  active: mission?.active ?? true,
});

const requestOf = (draft: MissionDraft): Checked<CreateMissionRequest> => {
  const milestones = [];
  for (const [index, milestone] of draft.milestones.entries()) {
    const target = isMoney(draft.metric) ? minorOf(milestone.target) : countOf(milestone.target);
    if (!target) return { problem: { field: `milestones.${index}.target`, key: 'problems.required' } };
    const reward = minorOf(milestone.reward);
    if (!reward) return { problem: { field: `milestones.${index}.rewardMinor`, key: 'problems.amount' } };
    milestones.push({ target, rewardMinor: reward });
  }
  const turnover = countOf(draft.turnoverMultiplier);
  if (!turnover) return { problem: { field: 'turnoverMultiplier', key: 'problems.count' } };
  const words = translationsOf(draft.words, true);
  if ('problemField' in words) return { problem: { field: words.problemField, key: 'problems.title' } };
  const request = {
    title: draft.words.EN.title,
    description: draft.words.EN.description,
    translations: words.translations,
    period: draft.period,
    metric: draft.metric,
    category: PLAY_MISSION_METRICS.includes(draft.metric) && draft.category ? draft.category : null,
    turnoverMultiplier: Number(turnover),
    milestones,
    active: draft.active,
  } as CreateMissionRequest;
  const parsed = CreateMissionRequestSchema.safeParse(request);
  if (parsed.success) return { request };
  const issue = parsed.error.issues[0];
  const field = pathOf(issue?.path ?? []);
  return {
    problem: {
      field,
      key:
        field === 'milestones'
          ? 'problems.milestonesRise'
          : field === 'title' || field.endsWith('.title')
            ? 'problems.title'
            : 'problems.invalid',
    },
  };
};

export const MissionEditor = ({ mission, onClose }: { mission: StaffMission | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const save = useAdminMutation({
    mutationFn: (request: CreateMissionRequest) =>
      mission
        ? adminApi.put(`${MISSIONS_PATH}/${mission.id}`, StaffMissionSchema, { version: mission.version, ...request })
        : adminApi.post(MISSIONS_PATH, StaffMissionSchema, request),
    invalidates: [MISSIONS_PATH],
    onSuccess: onClose,
  });
  const { draft, set, submit, errorOf } = useLoyaltyDraft(() => draftOf(mission), requestOf, save.mutate);
  const setMilestone = (index: number, key: keyof MilestoneDraft, value: string) =>
    set(
      'milestones',
      draft.milestones.map((milestone, at) => (at === index ? { ...milestone, [key]: value } : milestone)),
    );
  const money = isMoney(draft.metric);
  return (
    <LoyaltyEditorDrawer
      title={mission ? t('missions.editTitle', { title: mission.title }) : t('missions.newTitle')}
      saving={save.isPending}
      error={save.error}
      onSave={submit}
      onClose={onClose}
    >
      <LoyaltyWords
        draft={draft.words}
        onChange={(words) => set('words', words)}
        withDescription
        readOnly={!canManage}
        errorOf={errorOf}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.period')}
          readOnly={!canManage}
          allowDeselect={false}
          data={MISSION_PERIODS.map((value) => ({ value, label: t(`period.${value}`) }))}
          value={draft.period}
          onChange={(value) => value && set('period', value as MissionPeriod)}
        />
        <Select
          label={t('fields.metric')}
          readOnly={!canManage}
          allowDeselect={false}
          data={MISSION_METRICS.map((value) => ({ value, label: t(`metric.${value}`) }))}
          value={draft.metric}
          onChange={(value) => value && set('metric', value as MissionMetric)}
        />
        {PLAY_MISSION_METRICS.includes(draft.metric) && (
          <Select
            label={t('fields.category')}
            readOnly={!canManage}
            clearable
            placeholder={t('fields.everyCategory')}
            data={GAME_CATEGORY_CODES.map((value) => ({ value, label: t(`gameCategory.${value}`) }))}
            value={draft.category || null}
            error={errorOf('category')}
            onChange={(value) => set('category', value ?? '')}
          />
        )}
        <TextInput
          label={t('fields.turnoverMultiplier')}
          readOnly={!canManage}
          inputMode="numeric"
          value={draft.turnoverMultiplier}
          error={errorOf('turnoverMultiplier')}
          onChange={(event) => set('turnoverMultiplier', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          {t('missions.milestones')}
        </Text>
        {errorOf('milestones') && (
          <Text fz="xs" c="ruby">
            {errorOf('milestones')}
          </Text>
        )}
        {draft.milestones.map((milestone, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              label={t(money ? 'missions.targetMoney' : 'missions.targetCount', { n: index + 1 })}
              readOnly={!canManage}
              inputMode={money ? 'decimal' : 'numeric'}
              value={milestone.target}
              error={errorOf(`milestones.${index}.target`)}
              onChange={(event) => setMilestone(index, 'target', event.currentTarget.value)}
            />
            <TextInput
              flex={1}
              label={t('missions.reward', { n: index + 1 })}
              readOnly={!canManage}
              inputMode="decimal"
              value={milestone.reward}
              error={errorOf(`milestones.${index}.rewardMinor`)}
              onChange={(event) => setMilestone(index, 'reward', event.currentTarget.value)}
            />
            {canManage && draft.milestones.length > 1 && (
              <ActionIcon
                mt={26}
                variant="subtle"
                color="ruby"
                aria-label={t('missions.removeMilestone', { n: index + 1 })}
                onClick={() =>
                  set(
                    'milestones',
                    draft.milestones.filter((_, at) => at !== index),
                  )
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {canManage && draft.milestones.length < MISSION_MAX_MILESTONES && (
          <Button
            size="xs"
            variant="default"
            w="fit-content"
            onClick={() => set('milestones', [...draft.milestones, { target: '', reward: '' }])}
          >
            {t('missions.addMilestone')}
          </Button>
        )}
      </Stack>
      <Switch
        label={t('fields.active')}
        description={t('missions.activeHelp')}
        disabled={!canManage}
        checked={draft.active}
        onChange={(event) => set('active', event.currentTarget.checked)}
      />
    </LoyaltyEditorDrawer>
  );
};
