import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

import type { MemberPromotion } from '@perya/contracts';

import { errorText } from '@/lib/error-text';
import { useModalStore } from '@/stores/modal-store';

import { useClaimReward, useJoinPromotion } from '../api/promotions';

/** The one action a promotion offers the member now: log in, join, apply, or claim. */
export const PromotionActions = ({
  promotion,
  isSignedIn,
  onApply,
}: {
  promotion: MemberPromotion;
  isSignedIn: boolean;
  onApply: () => void;
}) => {
  const { t } = useTranslation('promotions');
  const openModal = useModalStore((state) => state.openModal);
  const join = useJoinPromotion();
  const claim = useClaimReward();
  const failed = (failure: unknown) => notifications.show({ color: 'ruby', message: errorText(failure, t) });

  if (!isSignedIn)
    return (
      <Button variant="gradient" onClick={() => openModal('loginPopupModal')}>
        {t('actions.login')}
      </Button>
    );
  if (promotion.status === 'CLAIM' && promotion.waitingRewardId !== null) {
    const rewardId = promotion.waitingRewardId;
    return (
      <Button variant="gradient" loading={claim.isPending} onClick={() => claim.mutate(rewardId)}>
        {t('actions.claim')}
      </Button>
    );
  }
  if (promotion.status !== 'JOIN' || promotion.reasons.length > 0) return null;
  if (promotion.joinMode === 'APPLY')
    return (
      <Button variant="gradient" onClick={onApply}>
        {t('actions.apply')}
      </Button>
    );
  if (promotion.joinMode === 'JOIN')
    return (
      <Button
        variant="gradient"
        loading={join.isPending}
        onClick={() =>
          join.mutate(promotion.id, {
            onSuccess: () => notifications.show({ color: 'teal', message: t('toast.joined') }),
            onError: failed,
          })
        }
      >
        {t('actions.join')}
      </Button>
    );
  return null;
};
