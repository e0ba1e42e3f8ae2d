import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The scroll-to-top control of home, game centres and lottery pages (spec §2.3). */
export const ScrollTopButton = () => {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > 400}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={48}
            variant="gradient"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t('actions.scrollTop')}
          >
            <IconArrowUp size={22} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
};
