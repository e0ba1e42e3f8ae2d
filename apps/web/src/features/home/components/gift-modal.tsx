import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { getLanguageCode } from '@/i18n/language';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { visitorPromotionsQueryOptions } from '../api/engine-promotions';
import { waitingRewardsQueryOptions } from '../api/rewards';
import { useAnnouncements } from '../hooks/use-announcements';
import { giftCardOf } from '../utils/gift';
import { hideGift } from '../utils/popup-flags';
import { promotionCardsOf } from '../utils/promotion-cards';
import classes from './home.module.css';
import { PromotionImage } from './promotion-image';

/** giftModal for a signed-in member: rewards are waiting in the reward centre (claimed there in one click). */
const RewardGift = ({ count, onClose }: { count: number; onClose: () => void }) => {
  const { t } = useTranslation('promotions');
  const navigate = useNavigate();
  return (
    <Stack gap="sm" p="lg" ta="center" align="center" data-testid="gift-reward">
      <ThemeIcon size={64} radius="xl" variant="gradient" gradient={{ from: 'gold.4', to: 'gold.7', deg: 135 }}>
        <IconAward size={34} />
      </ThemeIcon>
      <Text className={classes.giftEyebrow}>{t('gift.rewardEyebrow')}</Text>
      <Title order={2} fz={22}>
        {t('centre.title')}
      </Title>
      <Text c="dimmed" fz="sm">
        {t('gift.rewardText', { count })}
      </Text>
      <Button
        size="md"
        variant="gradient"
        fullWidth
        onClick={() => {
          onClose();
          void navigate(paths.memberPage('rewardCenter'));
        }}
      >
        {t('gift.claim')}
      </Button>
      <Button variant="subtle" color="gray" onClick={onClose}>
        {t('gift.later')}
      </Button>
    </Stack>
  );
};

/**
 * giftModal (spec §2.4, §4): for visitors the welcome gift — the engine's newbie promotion running
 * now (worded and pictured by its content item, as the home's row), with a way to claim it by
 * registering; for members the rewards waiting in the reward centre. Closing it stores a session
 * flag that keeps it hidden.
 */
export const GiftModal = () => {
  const { t } = useTranslation('home');
  const isOpen = useModalStore((state) => state.open === 'giftModal');
  const { closeModal, openModal } = useModalStore();
  const navigate = useNavigate();
  const announcements = useAnnouncements();
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const rewards = useQuery(waitingRewardsQueryOptions(token, isTrial));
  const waiting = token ? (rewards.data?.count ?? 0) : 0;
  // Asked for only once the popup opens for a visitor; unreadable: the content's offer alone.
  const engine = useQuery({ ...visitorPromotionsQueryOptions(getLanguageCode()), enabled: isOpen && !token });
  const promotion =
    token || engine.isPending
      ? null
      : giftCardOf(promotionCardsOf(engine.data?.list, announcements.data?.promotion ?? []));
  // Nothing running to offer (the content's offer has ended or is paused): the popup does not stay "open" unseen.
  const hasNothing = isOpen && !token && !engine.isPending && !promotion;
  useEffect(() => {
    if (hasNothing) closeModal();
  }, [hasNothing, closeModal]);

  const handleClose = () => {
    hideGift();
    closeModal();
  };

  return (
    <Modal
      opened={isOpen && (waiting > 0 || (!token && Boolean(promotion)))}
      onClose={handleClose}
      size="md"
      padding={0}
      classNames={{ header: classes.giftHeader, close: classes.giftClose }}
      title={<span className="visually-hidden">{t('gift.title')}</span>}
      data-testid="gift-modal"
    >
      {waiting > 0 && <RewardGift count={waiting} onClose={handleClose} />}
      {waiting === 0 && promotion && (
        <Stack gap={0}>
          <div className={classes.giftMedia}>
            <PromotionImage promotion={promotion} isEager />
          </div>
          <Stack gap="sm" p="lg" ta="center" align="center">
            <Text className={classes.giftEyebrow}>{t('gift.eyebrow')}</Text>
            <Title order={2} fz={22}>
              {promotion.title}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('gift.text')}
            </Text>
            <Button
              size="md"
              variant="gradient"
              fullWidth
              onClick={() => {
                hideGift();
                openModal('registerModal');
              }}
            >
              {t('gift.claim')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                handleClose();
                void navigate(`${paths.promotions}#${promotion.hash}`);
              }}
            >
              {t('gift.details')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
};
