import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useModalStore } from '@/stores/modal-store';

import { useAnnouncements } from '../hooks/use-announcements';
import { giftPromotionOf } from '../utils/gift';
import { hideGift } from '../utils/popup-flags';
import classes from './home.module.css';
import { PromotionImage } from './promotion-image';

/**
 * giftModal (spec §2.4, §4): the welcome gift for visitors — the newbie promotion with a way to
 * claim it by registering. Closing it stores a session flag that keeps it hidden.
 */
export const GiftModal = () => {
  const { t } = useTranslation('home');
  const isOpen = useModalStore((state) => state.open === 'giftModal');
  const { closeModal, openModal } = useModalStore();
  const navigate = useNavigate();
  const announcements = useAnnouncements();
  const promotion = giftPromotionOf(announcements.data?.promotion ?? []);

  const handleClose = () => {
    hideGift();
    closeModal();
  };

  return (
    <Modal
      opened={isOpen && Boolean(promotion)}
      onClose={handleClose}
      size="md"
      padding={0}
      classNames={{ header: classes.giftHeader, close: classes.giftClose }}
      title={<span className="visually-hidden">{t('gift.title')}</span>}
      data-testid="gift-modal"
    >
      {promotion && (
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
                void navigate(`${paths.promotions}#${promotion.id}`);
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
