import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconCash,
  IconGift,
  IconHistory,
  IconInfinity,
  IconListDetails,
  IconPackage,
  IconScale,
  IconTicket,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PointConfig, PointItem, PointItemKind, PointRewards, RedeemStatus } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { MoneyText } from '@/components/ui/money-text';
import { errorText } from '@/lib/error-text';

import { pointDetailsQueryOptions, redeemHistoryQueryOptions } from '../api/points';
import { formatMoment, formatPoints, pesosPerPoint, pointValueText } from '../utils/format';

const KIND_ICONS: Record<PointItemKind, typeof IconCash> = { CASH: IconCash, BONUS: IconTicket, GOODS: IconPackage };
export const STATUS_COLORS: Record<RedeemStatus, string> = { PROCESSING: 'gold', REJECTED: 'red', APPROVED: 'teal' };

/** Why an item cannot be redeemed now, or null. */
const blockerOf = (item: PointItem, points: bigint, validBet: bigint): 'stock' | 'points' | 'requirement' | null => {
  if (item.stock <= 0) return 'stock';
  if (validBet < BigInt(item.amountRequirementMinor)) return 'requirement';
  if (points < BigInt(item.pointsRequired)) return 'points';
  return null;
};

const PICTURE_SIZE = 72;

/**
 * The item's picture as a fixed square (lazy: a mall lists many), or its kind's icon when it has
 * none or the picture fails to load, so a broken address never leaves a hole in the card.
 */
const ItemPicture = ({ item }: { item: PointItem }) => {
  const [failed, setFailed] = useState(false);
  const Icon = KIND_ICONS[item.kind];
  if (item.imageUrl && !failed)
    return (
      <Image
        src={item.imageUrl}
        alt={item.title}
        w={PICTURE_SIZE}
        h={PICTURE_SIZE}
        radius="md"
        fit="cover"
        loading="lazy"
        decoding="async"
        style={{ flex: 'none' }}
        data-testid="point-item-picture"
        onError={() => setFailed(true)}
      />
    );
  return (
    <ThemeIcon
      size={PICTURE_SIZE}
      radius="md"
      variant="light"
      color={item.kind === 'GOODS' ? 'grape' : 'gold'}
      aria-hidden
      data-testid="point-item-icon"
    >
      <Icon size={32} />
    </ThemeIcon>
  );
};

const RewardCard = ({
  item,
  points,
  validBet,
  requirementDays,
  onRedeem,
}: {
  item: PointItem;
  points: bigint;
  validBet: bigint;
  requirementDays: number;
  onRedeem: () => void;
}) => {
  const { t, i18n } = useTranslation('points');
  const blocker = blockerOf(item, points, validBet);
  const requirement = BigInt(item.amountRequirementMinor);
  return (
    <Card bg="dark.7" padding="md" radius="md" data-testid="point-item">
      <Stack gap="xs" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ItemPicture item={item} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} lineClamp={2}>
              {item.title}
            </Text>
            <Badge size="xs" variant="light" color="gray">
              {t(`kinds.${item.kind}`)}
            </Badge>
          </div>
        </Group>
        {item.description && (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {item.description}
          </Text>
        )}
        {item.kind !== 'GOODS' && (
          <Group gap={6}>
            <MoneyText minor={item.rewardAmountMinor} fz="sm" fw={700} c="gold.4" />
            {item.turnoverMultiplier > 0 && (
              <Text fz="xs" c="dimmed">
                {t('item.turnover', { multiplier: item.turnoverMultiplier })}
              </Text>
            )}
          </Group>
        )}
        {requirement > 0n && (
          <div>
            <Text fz="xs" c="dimmed">
              {t('item.requirement', { days: requirementDays })}{' '}
              <MoneyText minor={validBet < requirement ? validBet : requirement} fz="xs" span /> /{' '}
              <MoneyText minor={requirement} fz="xs" span />
            </Text>
            <Progress
              size="xs"
              mt={4}
              color={validBet >= requirement ? 'teal' : 'gold'}
              value={Number(((validBet < requirement ? validBet : requirement) * 100n) / requirement)}
            />
          </div>
        )}
        <Group justify="space-between" mt="auto" wrap="nowrap">
          <div>
            <Text fz="lg" fw={800} c="gold.4">
              {t('points', {
                count: Number(item.pointsRequired),
                value: formatPoints(item.pointsRequired, i18n.language),
              })}
            </Text>
            <Text fz="xs" c="dimmed">
              {item.stock > 0 ? t('item.stock', { count: item.stock }) : t('item.soldOut')}
            </Text>
          </div>
          <Button size="sm" onClick={onRedeem} disabled={blocker !== null} data-testid="redeem-item">
            {blocker === null ? t('item.redeem') : t(`item.blocked.${blocker}`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

export const RewardsSection = ({
  rewards,
  points,
  onRedeem,
}: {
  rewards: PointRewards | undefined;
  points: bigint;
  onRedeem: (item: PointItem) => void;
}) => {
  const { t } = useTranslation('points');
  if (!rewards)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={200} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (rewards.items.length === 0)
    return <EmptyState icon={<IconGift size={28} />} title={t('rewards.emptyTitle')} text={t('rewards.emptyText')} />;
  const validBet = BigInt(rewards.validBetMinor);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {rewards.items.map((item) => (
        <RewardCard
          key={item.id}
          item={item}
          points={points}
          validBet={validBet}
          requirementDays={rewards.requirementDays}
          onRedeem={() => onRedeem(item)}
        />
      ))}
    </SimpleGrid>
  );
};

const Row = ({ children, testId }: { children: React.ReactNode; testId?: string }) => (
  <Card bg="dark.7" padding="sm" radius="md" data-testid={testId}>
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      {children}
    </Group>
  </Card>
);

export const HistorySection = () => {
  const { t, i18n } = useTranslation('points');
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery(redeemHistoryQueryOptions(pageNo));
  if (history.isError && !history.data) return <Text c="red.4">{errorText(history.error, t)}</Text>;
  if (!history.data) return <Skeleton height={160} radius="md" />;
  if (history.data.list.length === 0)
    return (
      <EmptyState icon={<IconHistory size={28} />} title={t('history.emptyTitle')} text={t('history.emptyText')} />
    );
  return (
    <Stack gap="xs">
      {history.data.list.map((row) => (
        <Row key={row.id} testId="redeem-row">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="sm" lineClamp={1}>
              {row.title} ×{row.quantity}
            </Text>
            <Text fz="xs" c="dimmed">
              {t(`kinds.${row.kind}`)} · {formatMoment(row.createdAt)}
            </Text>
            {row.remark && (
              <Text fz="xs" c="dimmed">
                {t('history.remark')}: {row.remark}
              </Text>
            )}
          </div>
          <Stack gap={4} align="flex-end">
            <Badge color={STATUS_COLORS[row.status]} variant="light" size="sm">
              {t(`status.${row.status}`)}
            </Badge>
            <Text fz="sm" fw={700} c="red.4" style={{ whiteSpace: 'nowrap' }}>
              −{formatPoints(row.pointsSpent, i18n.language)}
            </Text>
          </Stack>
        </Row>
      ))}
      <ListPagination
        pageNo={pageNo}
        totalPages={history.data.totalPages}
        onChange={setPageNo}
        summary={t('pageSummary', { total: history.data.total })}
      />
    </Stack>
  );
};

export const DetailsSection = () => {
  const { t, i18n } = useTranslation('points');
  const [pageNo, setPageNo] = useState(1);
  const details = useQuery(pointDetailsQueryOptions(pageNo));
  if (details.isError && !details.data) return <Text c="red.4">{errorText(details.error, t)}</Text>;
  if (!details.data) return <Skeleton height={160} radius="md" />;
  if (details.data.list.length === 0)
    return (
      <EmptyState icon={<IconListDetails size={28} />} title={t('details.emptyTitle')} text={t('details.emptyText')} />
    );
  return (
    <Stack gap="xs">
      {details.data.list.map((entry) => {
        const change = BigInt(entry.changedPoints);
        return (
          <Row key={entry.id} testId="points-entry">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="sm">
                {t(`entryKinds.${entry.kind}`)}
              </Text>
              <Text fz="xs" c="dimmed" lineClamp={1}>
                {formatMoment(entry.createdAt)}
                {entry.remark ? ` · ${entry.remark}` : ''}
              </Text>
            </div>
            <Stack gap={0} align="flex-end">
              <Text fz="sm" fw={700} c={change > 0n ? 'teal.4' : 'red.4'} style={{ whiteSpace: 'nowrap' }}>
                {change > 0n ? '+' : '−'}
                {formatPoints(change > 0n ? change : -change, i18n.language)}
              </Text>
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('details.balance', { value: formatPoints(entry.pointsBalance, i18n.language) })}
              </Text>
            </Stack>
          </Row>
        );
      })}
      <ListPagination
        pageNo={pageNo}
        totalPages={details.data.totalPages}
        onChange={setPageNo}
        summary={t('pageSummary', { total: details.data.total })}
      />
    </Stack>
  );
};

export const RulesSection = ({ config }: { config: PointConfig | undefined }) => {
  const { t, i18n } = useTranslation('points');
  if (!config) return <Skeleton height={200} radius="md" />;
  const rules = config.earnRules.filter((rule) => rule.enabled);
  return (
    <Stack gap="md" data-testid="points-rules">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Card bg="dark.7" padding="md" radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="gold" size={36}>
              <IconScale size={20} />
            </ThemeIcon>
            <div>
              <Text fz="xs" c="dimmed">
                {t('rules.valueLabel')}
              </Text>
              <Text fw={800} data-testid="point-value">
                {t('rules.value', { value: pointValueText(config.pointValueMinorPer100) })}
              </Text>
            </div>
          </Group>
        </Card>
        <Card bg="dark.7" padding="md" radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="teal" size={36}>
              <IconInfinity size={20} />
            </ThemeIcon>
            <div>
              <Text fz="xs" c="dimmed">
                {t('rules.expiryLabel')}
              </Text>
              <Text fw={800}>{t('rules.neverExpire')}</Text>
            </div>
          </Group>
        </Card>
        <Card bg="dark.7" padding="md" radius="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color="grape" size={36}>
              <IconCash size={20} />
            </ThemeIcon>
            <div>
              <Text fz="xs" c="dimmed">
                {t('rules.convertLabel')}
              </Text>
              <Text fw={800}>
                {t('rules.convert', {
                  min: formatPoints(config.convertMinPoints, i18n.language),
                  step: config.convertStepPoints,
                })}
              </Text>
            </div>
          </Group>
        </Card>
      </SimpleGrid>
      <Card bg="dark.7" padding="lg" radius="md">
        <Title order={3} fz="md" mb="sm">
          {t('rules.earnTitle')}
        </Title>
        <Stack gap={6}>
          {rules.map((rule) => {
            // What a point's value returns on that category's valid bet, in percent.
            const percent =
              (Number(config.pointValueMinorPer100) / 100 / Number(BigInt(rule.validBetMinorPerPoint))) * 100;
            return (
              <Group key={rule.category} justify="space-between" wrap="nowrap" data-testid="earn-rule">
                <Text fz="sm">{t(`games:gameTypes.${rule.category}`)}</Text>
                <Text fz="sm" fw={700} ta="right">
                  {t('rules.earn', { bet: pesosPerPoint(rule.validBetMinorPerPoint) })}{' '}
                  <Text span fz="xs" c="dimmed" fw={400}>
                    (≈ {percent.toLocaleString(i18n.language, { maximumFractionDigits: 3 })}%)
                  </Text>
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Card>
      <Card bg="dark.7" padding="lg" radius="md">
        <Title order={3} fz="md" mb="sm">
          {t('rules.howTitle')}
        </Title>
        <Stack gap={6}>
          {(['validBet', 'hourly', 'redeem', 'goods', 'password', 'turnover'] as const).map((key) => (
            <Text key={key} fz="sm" c="dimmed">
              •{' '}
              {t(`rules.how.${key}`, {
                lag: config.accrualLagMinutes,
                days: config.requirementDays,
                multiplier: config.convertTurnoverMultiplier,
              })}
            </Text>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
};
