import {
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { CreatePointItemRequest, PointItemKind, StaffPointItem } from '@perya/contracts';
import { CreatePointItemRequestSchema, POINT_ITEM_KINDS, StaffPointItemSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { uploadContentImage } from '../content/content-api';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import type { Checked } from './loyalty-editor';
import { LoyaltyEditorDrawer, useLoyaltyDraft } from './loyalty-editor';
import { POINT_ITEMS_PATH, countOf, minorOf, pathOf, pesosOf } from './loyalty-api';

// Create or change a reward item of the points mall (decision 049): cash (paid to the wallet),
// a bonus (paid with its turnover) or goods (reviewed by staff, shipped outside); what it costs in
// points, the valid bet a member needs over the requirement days, its stock and switch. Goods pay
// no amount; cash and bonus must. Edits send the version opened (STALE_RECORD when changed).

type ItemDraft = {
  kind: PointItemKind;
  title: string;
  description: string;
  imageUrl: string;
  pointsRequired: string;
  amountRequirement: string;
  rewardAmount: string;
  turnoverMultiplier: string;
  stock: string;
  enabled: boolean;
};

const draftOf = (item: StaffPointItem | null): ItemDraft => ({
  kind: item?.kind ?? 'CASH',
  title: item?.title ?? '',
  description: item?.description ?? '',
  imageUrl: item?.imageUrl ?? '',
  pointsRequired: item?.pointsRequired ?? '',
  amountRequirement: item ? pesosOf(item.amountRequirementMinor) : '',
  rewardAmount: item && item.kind !== 'GOODS' ? pesosOf(item.rewardAmountMinor) : '',
  turnoverMultiplier: String(item?.turnoverMultiplier ?? 0),
  stock: item ? String(item.stock) : '',
  enabled: item?.enabled ?? true,
});

const requestOf = (draft: ItemDraft): Checked<CreatePointItemRequest> => {
  const goods = draft.kind === 'GOODS';
  const reward = goods ? '0' : minorOf(draft.rewardAmount);
  if (!reward || (!goods && BigInt(reward) === 0n))
    return { problem: { field: 'rewardAmountMinor', key: 'problems.amount' } };
  const requirement = minorOf(draft.amountRequirement);
  if (requirement === undefined) return { problem: { field: 'amountRequirementMinor', key: 'problems.amount' } };
  const stock = countOf(draft.stock);
  if (!stock) return { problem: { field: 'stock', key: 'problems.count' } };
  const turnover = draft.kind === 'BONUS' ? countOf(draft.turnoverMultiplier) : '0';
  if (!turnover) return { problem: { field: 'turnoverMultiplier', key: 'problems.count' } };
  const request: CreatePointItemRequest = {
    kind: draft.kind,
    title: draft.title,
    description: draft.description,
    imageUrl: draft.imageUrl.trim() || null,
    pointsRequired: countOf(draft.pointsRequired) ?? draft.pointsRequired,
    amountRequirementMinor: requirement ?? '0',
    rewardAmountMinor: reward,
    turnoverMultiplier: Number(turnover),
    stock: Number(stock),
    enabled: draft.enabled,
  };
  const parsed = CreatePointItemRequestSchema.safeParse(request);
  if (parsed.success) return { request };
  const field = pathOf(parsed.error.issues[0]?.path ?? []);
  return {
    problem: {
      field,
      key: field === 'title' ? 'problems.title' : field === 'pointsRequired' ? 'problems.points' : 'problems.invalid',
    },
  };
};

/**
 * The item's picture: uploaded through the content pictures (re-encoded by the uploads module's
 * rules, public at /lgw/images/content/…, as banners' are), not typed as an address. Uploading
 * needs `content.manage` as well (MARKETING and OWNER hold both).
 */
const ItemPictureField = ({
  url,
  onChange,
  canManage,
}: {
  url: string;
  onChange: (url: string) => void;
  canManage: boolean;
}) => {
  const { t } = useTranslation('admin-loyalty');
  const canUpload = useCan('content.manage') && canManage;
  const upload = useAdminMutation({ mutationFn: uploadContentImage, onSuccess: (image) => onChange(image.url) });
  return (
    <Input.Wrapper label={t('items.fields.imageUrl')} description={t('items.pictureHelp')}>
      <Group gap="sm" mt={6} align="center" wrap="nowrap">
        {url ? (
          <Image src={url} alt={t('items.picturePreview')} w={96} h={96} radius="md" fit="cover" />
        ) : (
          <ThemeIcon size={96} radius="md" variant="light" color="gray" aria-label={t('items.noPicture')}>
            <IconPhoto size={36} />
          </ThemeIcon>
        )}
        <Stack gap={6}>
          {canUpload && (
            <Group gap="xs">
              <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp">
                {(props) => (
                  <Button {...props} size="xs" variant="default" loading={upload.isPending}>
                    {url ? t('items.replacePicture') : t('items.uploadPicture')}
                  </Button>
                )}
              </FileButton>
              {url && (
                <Button size="xs" variant="subtle" color="ruby" onClick={() => onChange('')}>
                  {t('items.removePicture')}
                </Button>
              )}
            </Group>
          )}
          {upload.error && (
            <Text fz="xs" c="ruby" role="alert">
              {errorText(upload.error, t)}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
};

export const PointItemEditor = ({ item, onClose }: { item: StaffPointItem | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const save = useAdminMutation({
    mutationFn: (request: CreatePointItemRequest) =>
      item
        ? adminApi.put(`${POINT_ITEMS_PATH}/${item.id}`, StaffPointItemSchema, { version: item.version, ...request })
        : adminApi.post(POINT_ITEMS_PATH, StaffPointItemSchema, request),
    invalidates: [POINT_ITEMS_PATH],
    onSuccess: onClose,
  });
  const { draft, set, submit, errorOf } = useLoyaltyDraft(() => draftOf(item), requestOf, save.mutate);
  const text = (key: keyof ItemDraft, field: string, inputMode: 'decimal' | 'numeric' | 'text', help?: string) => (
    <TextInput
      label={t(`items.fields.${key}`)}
      description={help}
      readOnly={!canManage}
      inputMode={inputMode}
      value={String(draft[key])}
      error={errorOf(field)}
      onChange={(event) => set(key, event.currentTarget.value as never)}
    />
  );
  return (
    <LoyaltyEditorDrawer
      title={item ? t('items.editTitle', { title: item.title }) : t('items.newTitle')}
      saving={save.isPending}
      error={save.error}
      onSave={submit}
      onClose={onClose}
    >
      <Select
        label={t('items.fields.kind')}
        readOnly={!canManage}
        allowDeselect={false}
        data={POINT_ITEM_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
        value={draft.kind}
        onChange={(value) => value && set('kind', value as PointItemKind)}
      />
      {text('title', 'title', 'text')}
      <Textarea
        label={t('items.fields.description')}
        readOnly={!canManage}
        rows={2}
        value={draft.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <ItemPictureField url={draft.imageUrl} onChange={(url) => set('imageUrl', url)} canManage={canManage} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('pointsRequired', 'pointsRequired', 'numeric')}
        {text('amountRequirement', 'amountRequirementMinor', 'decimal', t('items.requirementHelp'))}
        {draft.kind !== 'GOODS' && text('rewardAmount', 'rewardAmountMinor', 'decimal')}
        {draft.kind === 'BONUS' && text('turnoverMultiplier', 'turnoverMultiplier', 'numeric')}
        {text('stock', 'stock', 'numeric')}
      </SimpleGrid>
      <Switch
        label={t('items.fields.enabled')}
        disabled={!canManage}
        checked={draft.enabled}
        onChange={(event) => set('enabled', event.currentTarget.checked)}
      />
    </LoyaltyEditorDrawer>
  );
};
