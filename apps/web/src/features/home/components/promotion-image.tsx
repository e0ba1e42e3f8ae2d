import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';

import type { Promotion } from '@perya/contracts';

import classes from './home.module.css';

/** A promotion's card picture: its first image by sequence, or (none, or failing) a gift on the brand gradient. */
export const PromotionImage = ({
  promotion,
  isEager = false,
}: {
  promotion: Pick<Promotion, 'announcementImages'>;
  isEager?: boolean;
}) => {
  const [failed, setFailed] = useState(false);
  const image = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence)[0];
  if (!image || failed) {
    return (
      <span className={classes.promoFallback} aria-hidden>
        <IconGift size={40} stroke={1.4} />
      </span>
    );
  }
  return (
    <img
      src={image.url}
      alt=""
      width={800}
      height={450}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes.promoImage}
      onError={() => setFailed(true)}
    />
  );
};
