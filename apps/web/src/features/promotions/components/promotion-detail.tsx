import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberPromotion } from '@perya/contracts';

import { dateText, rewardText, statusColor, triggerText } from '../utils/describe';
import { ApplyForm } from './apply-form';
import { PromotionActions } from './promotion-actions';

/** One promotion (/promotions#<id>): its rules, whether the member can take part and why not, the action. */
export const PromotionDetail = ({
  promotion,
  isSignedIn,
  onBack,
}: {
  promotion: MemberPromotion;
  isSignedIn: boolean;
  onBack: () => void;
}) => {
  const { t, i18n } = useTranslation('promotions');
  const locale = i18n.language;
  const [isApplying, setApplying] = useState(false);

  return (
    <Stack gap="md" data-testid="promotion-detail">
      <Group>
        <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('actions.back')}
        </Button>
      </Group>
      <Card bg="dark.7" radius="lg" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Badge variant="light" color="gold">
              {t(`category.${promotion.category}`)}
            </Badge>
            <Badge color={statusColor(promotion.status)}>{t(`status.${promotion.status}`)}</Badge>
          </Group>
          <Title order={2} fz={{ base: 20, sm: 26 }}>
            {promotion.name}
          </Title>
          <Text fz="lg" fw={800} c="gold.4">
            {rewardText(promotion, t, locale)}
          </Text>
          <Group justify="flex-start">
            <PromotionActions promotion={promotion} isSignedIn={isSignedIn} onApply={() => setApplying(true)} />
          </Group>
          {promotion.application?.status === 'REJECTED' && promotion.application.reason && (
            <Text c="ruby.4" fz="sm">
              {t('apply.rejected', { reason: promotion.application.reason })}
            </Text>
          )}
          {isApplying && promotion.status === 'JOIN' && (
            <ApplyForm promotion={promotion} onDone={() => setApplying(false)} />
          )}
        </Stack>
      </Card>

      <Card bg="dark.7" radius="lg" padding="lg">
        <Title order={3} fz="md" mb="xs">
          {t('eligibility.title')}
        </Title>
        {promotion.reasons.length === 0 ? (
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon color="teal" variant="light" size="sm" aria-hidden>
              <IconCircleCheck size={14} />
            </ThemeIcon>
            <Text fz="sm">{t('eligibility.yes')}</Text>
          </Group>
        ) : (
          <List
            spacing={4}
            fz="sm"
            icon={
              <ThemeIcon color="ruby" variant="light" size="sm" aria-hidden>
                <IconInfoCircle size={14} />
              </ThemeIcon>
            }
            data-testid="eligibility-reasons"
          >
            {promotion.reasons.map((reason) => (
              <List.Item key={reason}>{t(`reason.${reason}`)}</List.Item>
            ))}
          </List>
        )}
      </Card>

      <Card bg="dark.7" radius="lg" padding="lg">
        <Title order={3} fz="md" mb="xs">
          {t('rules.title')}
        </Title>
        <List spacing={6} fz="sm">
          <List.Item>
            <b>{t('rules.how')}:</b> {triggerText(promotion, t, locale)} ·{' '}
            {t('rules.repeat', { recurrence: t(`recurrence.${promotion.recurrence}`) })}
          </List.Item>
          <List.Item>
            <b>{t('rules.reward')}:</b> {rewardText(promotion, t, locale)}
          </List.Item>
          <List.Item>
            <b>{t('rules.period')}:</b>{' '}
            {t('rules.periodValue', {
              from: dateText(promotion.startsAt, locale),
              to: dateText(promotion.endsAt, locale),
            })}
          </List.Item>
          <List.Item>{t(`joinMode.${promotion.joinMode}`)}</List.Item>
          <List.Item>
            {promotion.rewardKind === 'POINTS'
              ? t('rules.points')
              : promotion.turnoverMultiplier > 0
                ? t('rules.turnover', { times: promotion.turnoverMultiplier })
                : t('rules.noTurnover')}
          </List.Item>
          {promotion.turnoverMultiplier > 0 && <List.Item>{t('rules.forfeit')}</List.Item>}
          <List.Item>
            {promotion.expiryDays ? t('rules.expiry', { count: promotion.expiryDays }) : t('rules.noExpiry')}
          </List.Item>
        </List>
      </Card>
    </Stack>
  );
};
