import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCashBanknote, IconPlayerPlayFilled } from '@tabler/icons-react';
import { Suspense, lazy, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Banner, GameType } from '@perya/contracts';
import { GAME_CATEGORIES } from '@perya/contracts';

import { WhenVisible } from '@/components/ui/when-visible';
import { AppPromoCard } from '@/features/app-download/components/app-promo-card';
import { paths } from '@/config/paths';
import { useGameMenus } from '@/features/games/api/game-menus';
import { useLaunchGame } from '@/features/games/hooks/use-launch-game';
import { BannerHero } from '@/features/home/components/banner-hero';
import classes from '@/features/home/components/home.module.css';
import { JackpotCard, PayoutCard } from '@/features/home/components/jackpot-card';
import { NoticeBar } from '@/features/home/components/notice-bar';
import { RedEnvelopeLauncher } from '@/features/red-envelopes/components/red-envelope-launcher';
import { SocialBlocks } from '@/features/home/components/social-blocks';
import { WinnerBoard } from '@/features/home/components/winner-board';
import { useAnnouncements } from '@/features/home/hooks/use-announcements';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { HomePromotions } from './home-promotions';

// Below the fold, in their own chunks, rendered when they come near the viewport.
const HotGamesRow = lazy(() =>
  import('@/features/games/components/home-rows').then((module) => ({ default: module.HotGamesRow })),
);
const CategoryRow = lazy(() =>
  import('@/features/games/components/home-rows').then((module) => ({ default: module.CategoryRow })),
);
const VideoCarousel = lazy(() =>
  import('@/features/home/components/content-carousels').then((module) => ({ default: module.VideoCarousel })),
);

/** Categories that get a row of 12 on home (spec §2.7), in the menu's order. */
const ROW_CATEGORIES: readonly string[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS', 'BINGO'];

const bySequence = (a: Banner, b: Banner) => a.sequence - b.sequence;

// Memoised blocks: when the announcements arrive the page re-renders, these need not.
const Welcome = memo(function Welcome() {
  const { t } = useTranslation('pages');
  const openModal = useModalStore((state) => state.openModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  return (
    <div className={classes.welcome}>
      <Badge variant="light" color="gold" size="lg" w="fit-content">
        {t('home.heroEyebrow')}
      </Badge>
      <Title order={1} className={classes.welcomeTitle}>
        {t('home.heroTitle')}
      </Title>
      <Text className={classes.welcomeText}>{t('home.heroText')}</Text>
      {isSignedIn ? (
        <Group gap="sm" mt="xs">
          <Button
            size="md"
            variant="gradient"
            component={Link}
            to={paths.category('RNG')}
            leftSection={<IconPlayerPlayFilled size={16} />}
          >
            {t('common:actions.playNow')}
          </Button>
          <Button
            size="md"
            variant="default"
            component={Link}
            to={paths.memberPage('depositv2')}
            leftSection={<IconCashBanknote size={18} />}
          >
            {t('common:actions.deposit')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm" mt="xs">
          <Button size="md" variant="gradient" onClick={() => openModal('registerModal')}>
            {t('common:actions.register')}
          </Button>
          <Button size="md" variant="default" onClick={() => openModal('loginPopupModal')}>
            {t('common:actions.login')}
          </Button>
        </Group>
      )}
    </div>
  );
});

const StaticBlocks = {
  Jackpot: memo(JackpotCard),
  Payout: memo(PayoutCard),
  Winners: memo(WinnerBoard),
  AppPromo: memo(AppPromoCard),
};

/** Home (/, /index, /index.html, /home): spec §2.7's banners, notices, counters, boards and rows. */
export const HomePage = () => {
  const { t } = useTranslation('home');
  const announcements = useAnnouncements();
  const menus = useGameMenus();
  const launcher = useLaunchGame();
  const openModal = useModalStore((state) => state.openModal);
  useDocumentTitle(t('pages:home.title'));

  const data = announcements.data;
  const banners = (data?.banners ?? []).filter((banner) => banner.groupName === 'w_home').sort(bySequence);
  const videos = (data?.banners ?? []).filter((banner) => banner.groupName === 'w_video').sort(bySequence);
  const noticeLines = data
    ? data.marquee.length > 0
      ? data.marquee.map((notice) => notice.content)
      : data.player.map((notice) => notice.title)
    : [];
  const rowCategories = menus.data
    ? menus.data.lanes.map((lane) => lane.title).filter((code) => ROW_CATEGORIES.includes(code))
    : ROW_CATEGORIES;
  const promotions = data?.promotion ?? [];

  // A banner's GAME link names the game by nodeId; the launcher and the server do the rest.
  const handleLaunchGame = (nodeId: number) =>
    launcher.launch({ nodeId, gameType: '', vassalage: '', gameCode: '', isGame: 'GAME', isMaintenance: false });

  return (
    <Stack gap="xl" className={classes.home}>
      <BannerHero banners={banners} isLoading={announcements.isPending} onLaunchGame={handleLaunchGame} />
      <NoticeBar lines={noticeLines} isLoading={announcements.isPending} onOpen={() => openModal('noticeModal')} />
      <RedEnvelopeLauncher />

      <div className={classes.heroGrid}>
        <Welcome />
        <StaticBlocks.Jackpot />
      </div>

      <WhenVisible minHeight={260} rootMargin="100px 0px">
        <Suspense fallback={<div style={{ minHeight: 260 }} />}>
          <HotGamesRow />
        </Suspense>
      </WhenVisible>

      {/* Below the first screen at every width (its top is at 1,100–1,200 px), so it waits until
          the page is scrolled near it: its data, its ticker and its creep cost the first load nothing. */}
      <WhenVisible minHeight="var(--board-room)" rootMargin="100px 0px" className={classes.boardSlot}>
        <div className={classes.boardGrid}>
          <StaticBlocks.Winners />
          <div className={classes.sideStack}>
            <StaticBlocks.Payout />
            <StaticBlocks.AppPromo />
          </div>
        </div>
      </WhenVisible>

      {rowCategories.map((code) => {
        const category = GAME_CATEGORIES.find((entry) => entry.code === code);
        if (!category) return null;
        return (
          <WhenVisible key={code} minHeight={320}>
            <Suspense fallback={<div style={{ minHeight: 320 }} />}>
              <CategoryRow code={code as GameType} title={t(`common:nav.${category.labelKey}`)} to={category.path} />
            </Suspense>
          </WhenVisible>
        );
      })}

      <WhenVisible minHeight={280}>
        <HomePromotions announced={promotions} />
      </WhenVisible>

      <WhenVisible minHeight={240}>
        <div className={classes.mediaGrid}>
          {videos.length > 0 && (
            <section aria-labelledby="home-videos">
              <Title order={2} id="home-videos" className={classes.sectionTitle}>
                {t('videos.title')}
              </Title>
              <Suspense fallback={<div style={{ aspectRatio: '16 / 9' }} />}>
                <VideoCarousel videos={videos} />
              </Suspense>
            </section>
          )}
          <SocialBlocks />
        </div>
      </WhenVisible>
    </Stack>
  );
};
