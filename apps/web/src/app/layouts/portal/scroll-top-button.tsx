import { ActionIcon } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { whenIdle } from '@/lib/when-idle';

import classes from './portal.module.css';

/** How far down the page the button shows. */
const SHOWN_FROM_PX = 400;

/**
 * Whether the page has scrolled past SHOWN_FROM_PX. The position is read in scroll events (the
 * browser's layout is current then) and once when the browser is idle, never in React's commit:
 * Mantine's useWindowScroll reads it in an effect that runs inside the first commit's task, which
 * forced the page's first layout there (about 500 ms of a 4x-slower phone CPU, bench/README.md,
 * 2026-11-28). A page opens at its top, and a restored or script-set position fires a scroll event.
 */
const useScrolledDown = (): boolean => {
  const [isDown, setDown] = useState(false);
  useEffect(() => {
    const read = () => setDown(window.scrollY > SHOWN_FROM_PX);
    window.addEventListener('scroll', read, { passive: true });
    const cancelIdle = whenIdle(read);
    return () => {
      window.removeEventListener('scroll', read);
      cancelIdle();
    };
  }, []);
  return isDown;
};

/** The scroll-to-top control of home, game centres and lottery pages (spec §2.3). */
export const ScrollTopButton = () => {
  const { t } = useTranslation();
  const isDown = useScrolledDown();
  // Hidden (and out of the tab order) near the top; it slides up when the page has scrolled.
  return (
    <div className={classes.scrollTop} data-visible={isDown || undefined}>
      <ActionIcon
        size={48}
        variant="gradient"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        aria-label={t('actions.scrollTop')}
      >
        <IconArrowUp size={22} />
      </ActionIcon>
    </div>
  );
};
