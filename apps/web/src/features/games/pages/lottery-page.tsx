import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMaximize, IconRefresh, IconTicketOff, IconTool } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import { CategoryIcon } from '@/components/ui/category-icon';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getLanguageCode } from '@/i18n/language';
import { ApiError } from '@/lib/api-client';

import { useGameMenus } from '../api/game-menus';
import { launchGame } from '../api/launch';
import type { LotteryPath } from '../api/lottery';
import { findLotteryGame } from '../api/lottery';
import { GAMES_KEY, WALLET_KEY, gameKeys } from '../api/query-keys';
import { CentreHero } from '../components/centre-hero';
import { EmptyState } from '../components/empty-state';
import { GameFrame } from '../components/game-frame';
import classes from '../components/game-centre.module.css';
import { gameTitle } from '../components/game-card';
import { errorText } from '@/lib/error-text';
import { seamlessPath } from '../utils/paths';

const lotteryPathOf = (pathname: string): LotteryPath => {
  const lower = pathname.toLowerCase();
  if (lower.startsWith('/vnlottery')) return '/vnLottery';
  if (lower.startsWith('/sealottery')) return '/seaLottery';
  return '/lottery';
};

/**
 * /lottery, /seaLottery, /vnLottery ?gameCode= (spec §2.1) for a provider's lottery game: the game
 * named by its code, launched inside the portal's layout. The in-house lottery's draws and game
 * screen (features/lottery, decision 053) take these pages without a code or with one of theirs.
 */
export const LotteryPage = ({ overlay }: { overlay?: ReactNode } = {}) => {
  const { t } = useTranslation('games');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const path = lotteryPathOf(pathname);
  const queryClient = useQueryClient();
  const menus = useGameMenus();
  const [attempt, setAttempt] = useState(0);

  const game = useQuery({
    queryKey: gameKeys.lottery(path, gameCode),
    queryFn: () => findLotteryGame(path, gameCode, menus.data),
    enabled: Boolean(gameCode) && !menus.isPending,
    staleTime: 5 * 60_000,
  });
  const found = game.data ?? null;
  const launch = useQuery({
    queryKey: [...GAMES_KEY, 'lottery-launch', found?.nodeId, attempt],
    queryFn: async () => {
      const result = await launchGame({
        nodeId: found!.nodeId,
        device: window.matchMedia?.('(max-width: 48em)').matches ? 'MOBILE' : 'DESKTOP',
        language: getLanguageCode(),
        backUrl: window.location.href.slice(0, 512),
      });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
      void queryClient.invalidateQueries({ queryKey: gameKeys.recent() });
      return result;
    },
    enabled: Boolean(found) && !found?.isMaintenance,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

  const title = found ? gameTitle(found) : t('common:nav.con_lott');
  useDocumentTitle(title);

  let body;
  if (!gameCode || (game.isSuccess && !found)) {
    body = (
      <EmptyState
        icon={<IconTicketOff size={30} />}
        title={t('lottery.unknownTitle')}
        text={t('lottery.unknownText', { gameCode })}
        action={
          <Button component={Link} to="/lott" mt="sm" variant="gradient">
            {t('lottery.browse')}
          </Button>
        }
      />
    );
  } else if (game.isError) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(game.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void game.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (found?.isMaintenance || (launch.error instanceof ApiError && launch.error.code === 'GAME_MAINTENANCE')) {
    body = (
      <EmptyState
        icon={<IconTool size={30} />}
        title={t('maintenance.title')}
        text={(launch.error instanceof ApiError && launch.error.message) || t('maintenance.text')}
        action={
          <Button component={Link} to="/lott" mt="sm" variant="light">
            {t('lottery.browse')}
          </Button>
        }
      />
    );
  } else if (launch.isError) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('launch.failedTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(launch.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => setAttempt((count) => count + 1)}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (launch.data) {
    body = (
      <div className={classes.frameShell}>
        <GameFrame url={launch.data.url} title={title} className={classes.frame} />
        {overlay}
      </div>
    );
  } else {
    body = <Skeleton className={classes.frameShell} radius="lg" data-testid="lottery-loading" />;
  }

  return (
    <Stack gap="md">
      <CentreHero
        icon={<CategoryIcon code={found?.gameType ?? 'LOTT'} size={28} />}
        title={title}
        subtitle={found ? found.vendorName : undefined}
        actions={
          launch.data && (
            <Group gap="xs">
              <Button
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={() => setAttempt((count) => count + 1)}
              >
                {t('lottery.reload')}
              </Button>
              <Button
                component={Link}
                to={seamlessPath(launch.data.url, title)}
                size="xs"
                leftSection={<IconMaximize size={14} />}
                visibleFrom="xs"
              >
                {t('lottery.fullPage')}
              </Button>
            </Group>
          )
        }
      />
      {body}
    </Stack>
  );
};
