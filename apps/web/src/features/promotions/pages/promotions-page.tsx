import {
  Alert,
  Badge,
  Button,
  Card,
  Chip,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import type { MemberPromotion } from '@perya/contracts';
import { PROMOTION_CATEGORIES } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getLanguageCode } from '@/i18n/language';
import { errorText } from '@/lib/error-text';
import { useSessionStore } from '@/stores/session-store';

import { promotionsQueryOptions } from '../api/promotions';
import { PromotionActions } from '../components/promotion-actions';
import { PromotionDetail } from '../components/promotion-detail';
import { rewardText, statusColor, triggerText } from '../utils/describe';

const ALL = 'ALL';

/** The promotion a hash names: its own id, or the id of its content item (the home carousel's links). */
const promotionOfHash = (list: MemberPromotion[], hash: string) => {
  const id = Number(hash.replace(/^#/, ''));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return list.find((promotion) => promotion.id === id) ?? list.find((promotion) => promotion.announcementId === id);
};

const PromotionCard = ({
  promotion,
  isSignedIn,
  onOpen,
}: {
  promotion: MemberPromotion;
  isSignedIn: boolean;
  onOpen: () => void;
}) => {
  const { t, i18n } = useTranslation('promotions');
  // A pause is news to everyone, visitors too; other reasons concern the signed-in member.
  const reason = promotion.reasons.includes('PAUSED') ? 'PAUSED' : isSignedIn ? promotion.reasons[0] : undefined;
  return (
    <Card bg="dark.7" radius="lg" padding="md" withBorder data-testid="promotion-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color="gold">
            {t(`category.${promotion.category}`)}
          </Badge>
          <Badge color={statusColor(promotion.status)}>{t(`status.${promotion.status}`)}</Badge>
        </Group>
        <Title order={3} fz="lg" lineClamp={2}>
          {promotion.name}
        </Title>
        <Text fw={800} c="gold.4">
          {rewardText(promotion, t, i18n.language)}
        </Text>
        <Text fz="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {triggerText(promotion, t, i18n.language)}
        </Text>
        {reason && (
          <Text fz="xs" c="ruby.3">
            {t(`reason.${reason}`)}
          </Text>
        )}
        <Group gap="xs">
          <Button variant="light" color="gray" onClick={onOpen}>
            {t('actions.details')}
          </Button>
          <PromotionActions promotion={promotion} isSignedIn={isSignedIn} onApply={onOpen} />
        </Group>
      </Stack>
    </Card>
  );
};

/** /promotions (spec §2.1): every promotion with the member's status; the hash opens one. `footer`: composed in by app/. */
export const PromotionsPage = ({ footer }: { footer?: ReactNode } = {}) => {
  const { t } = useTranslation('promotions');
  useDocumentTitle(t('title'));
  const token = useSessionStore((state) => state.token);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [category, setCategory] = useState<string>(ALL);
  const promotions = useQuery(promotionsQueryOptions(token, getLanguageCode()));
  const list = promotions.data?.list ?? [];
  const opened = promotionOfHash(list, hash);

  let body: ReactNode;
  if (promotions.isError && !promotions.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('loadError')}>
        <Text fz="sm" mb="sm">
          {errorText(promotions.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void promotions.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!promotions.data) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="promotions-loading">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={220} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (opened) {
    body = (
      <PromotionDetail promotion={opened} isSignedIn={Boolean(token)} onBack={() => void navigate({ hash: '' })} />
    );
  } else {
    const shown = list.filter((promotion) => category === ALL || promotion.category === category);
    const categories = PROMOTION_CATEGORIES.filter((code) => list.some((promotion) => promotion.category === code));
    body = (
      <Stack gap="md">
        {categories.length > 1 && (
          <Chip.Group value={category} onChange={(value) => setCategory(String(value))}>
            <Group gap="xs">
              <Chip value={ALL}>{t('all')}</Chip>
              {categories.map((code) => (
                <Chip key={code} value={code}>
                  {t(`category.${code}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {shown.length === 0 ? (
          <EmptyState icon={<IconGift size={28} />} title={t('empty')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown.map((promotion) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                isSignedIn={Boolean(token)}
                onOpen={() => void navigate({ hash: String(promotion.id) })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    );
  }

  return (
    <Container size="xl" py="lg">
      <PageHeader title={t('title')} subtitle={t('subtitle')} icon={<IconGift size={26} />} />
      {body}
      {footer && <Stack mt="xl">{footer}</Stack>}
    </Container>
  );
};
