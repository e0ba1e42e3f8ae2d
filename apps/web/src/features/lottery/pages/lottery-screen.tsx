import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import type { LotteryGame } from '@perya/contracts';
import { LOTTERY_GAMES } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getLanguageCode } from '@/i18n/language';
import { balanceQueryOptions } from '@/lib/balance-query';
import { errorText } from '@/lib/error-text';
import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

import {
  launchLottery,
  lotteryKeys,
  lotteryMenuQuery,
  onSaleQuery,
  placeSlip,
  resultsQuery,
  slipsQuery,
} from '../api/lottery';
import type { SlipLine } from '../components/bet-builder';
import { BetBuilder } from '../components/bet-builder';
import { Countdown, LastResults, MySlips } from '../components/lottery-panels';
import classes from '../components/lottery.module.css';

// /lottery, /seaLottery, /vnLottery (spec §2.1, decision 053): without a gameCode, the in-house
// draws of that page; with one, the game screen — bet-type picker, number grid, bet slip,
// countdown to close, last results with each draw's fairness, my slips.

type LotteryPath = '/lottery' | '/seaLottery' | '/vnLottery';

export const lotteryPathOf = (pathname: string): LotteryPath => {
  const lower = pathname.toLowerCase();
  if (lower.startsWith('/vnlottery')) return '/vnLottery';
  if (lower.startsWith('/sealottery')) return '/seaLottery';
  return '/lottery';
};

/** Whether a gameCode names one of the in-house lottery's games (others are providers' lotteries). */
export const isInHouseLottery = (gameCode: string) => LOTTERY_GAMES.some((game) => game.gameCode === gameCode);

const DrawsList = ({ path }: { path: LotteryPath }) => {
  const { t } = useTranslation('lottery');
  const menu = useQuery(lotteryMenuQuery());
  if (menu.isPending) return <Skeleton h={240} radius="lg" />;
  if (menu.isError) return <Alert color="ruby">{errorText(menu.error, t)}</Alert>;
  const games = menu.data.menu.flatMap((entry) => entry.games).filter((game) => game.path === path && game.enabled);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {games.map((game) => (
        <Paper
          key={game.gameCode}
          component={Link}
          to={`${path}?gameCode=${game.gameCode}`}
          p="md"
          radius="lg"
          className={classes.card}
          data-testid="lottery-game-card"
        >
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Text fw={800}>{game.gameName}</Text>
            <Badge variant="light">{t(`modes.${game.prizeMode}`)}</Badge>
          </Group>
          <Text fz="sm" c="dimmed" mb="xs">
            {game.schedule.startsWith('every:')
              ? t('everyMinutes', { count: Number(game.schedule.slice(6)) })
              : t('dailyAt', { time: game.schedule.slice(6) })}
          </Text>
          <Countdown draw={game.nextDraw} />
          <Text fz="xs" c="dimmed" mt="xs">
            {t('rtpRange', {
              low: Math.min(...game.betTypes.map((type) => Number(type.rtpPercent))).toFixed(2),
              high: Math.max(...game.betTypes.map((type) => Number(type.rtpPercent))).toFixed(2),
            })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
};

const GameScreen = ({ game, path, overlay }: { game: LotteryGame; path: LotteryPath; overlay?: ReactNode }) => {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const launch = useQuery({
    queryKey: lotteryKeys.launch(game.gameCode),
    queryFn: () =>
      launchLottery({
        gameCode: game.gameCode,
        prizeMode: game.prizeMode,
        lottoArea: game.lottoArea,
        device: window.matchMedia?.('(max-width: 48em)').matches ? 'MOBILE' : 'DESKTOP',
        language: getLanguageCode(),
        backUrl: path,
      }),
    enabled: !params.get('token'),
    staleTime: Infinity,
    retry: false,
  });
  const launchToken =
    params.get('token') ?? (launch.data ? (new URL(launch.data.url).searchParams.get('token') ?? '') : '');
  const onSale = useQuery({ ...onSaleQuery(game.gameCode), refetchInterval: 5_000 });
  const results = useQuery({ ...resultsQuery(game.gameCode), refetchInterval: 5_000 });
  const slips = useQuery({ ...slipsQuery(game.gameCode), refetchInterval: 5_000 });
  const wallet = useQuery(balanceQueryOptions());
  const draw = onSale.data?.draws[0] ?? null;
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [slipId, setSlipId] = useState(() => crypto.randomUUID());
  const [placed, setPlaced] = useState(false);

  const buy = useMutation({
    mutationFn: () => placeSlip({ slipId, launchToken, drawId: draw!.drawId, lines }),
    onSuccess: async () => {
      setLines([]);
      setSlipId(crypto.randomUUID());
      setPlaced(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: lotteryKeys.slips(game.gameCode) }),
      ]);
    },
  });
  const costOf = (line: SlipLine) =>
    BigInt(line.stakeMinor) * BigInt(game.betTypes.find((type) => type.betType === line.betType)?.costFactor ?? 1);
  const total = lines.reduce((sum, line) => sum + costOf(line), 0n);
  const changeLines = (next: SlipLine[]) => {
    setLines(next);
    // A changed slip is a new intent: a new id (a retry of the same slip keeps it).
    setSlipId(crypto.randomUUID());
    setPlaced(false);
    buy.reset();
  };

  return (
    <div className={classes.screen}>
      <Stack gap="md" className={classes.main}>
        <Paper p="md" radius="lg" className={classes.card}>
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={2} fz="lg">
              {game.gameName}
            </Title>
            <MoneyText minor={wallet.data?.balanceMinor ?? '0'} fw={800} c="yellow" data-testid="lottery-balance" />
          </Group>
          <Countdown draw={draw} />
        </Paper>
        <Paper p="md" radius="lg" className={classes.card}>
          <BetBuilder
            key={game.gameCode}
            game={game}
            onAdd={(added) => changeLines([...lines, ...added].slice(0, 20))}
          />
        </Paper>
      </Stack>
      <Stack gap="md" className={classes.side}>
        <Paper p="md" radius="lg" className={classes.card} data-testid="lottery-slip-panel">
          <Text fw={800} mb="xs">
            {t('slip')}
          </Text>
          {lines.length === 0 && !placed && (
            <Text fz="sm" c="dimmed">
              {t('slipEmpty')}
            </Text>
          )}
          {placed && lines.length === 0 && (
            <Alert color="teal" role="status" mb="xs">
              {t('placed')}
            </Alert>
          )}
          {lines.map((line, index) => (
            <Group key={`${line.betType}-${line.selection.join('-')}-${index}`} justify="space-between" wrap="nowrap">
              <Text fz="sm">
                {t(`types.${line.betType}.name`)} ·{' '}
                {line.selection.map((value) => t(`words.${value}`, { defaultValue: value })).join(' ')}
              </Text>
              <Group gap={4} wrap="nowrap">
                <MoneyText minor={costOf(line)} fz="sm" />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  aria-label={t('remove')}
                  onClick={() => changeLines(lines.filter((_, position) => position !== index))}
                >
                  ×
                </Button>
              </Group>
            </Group>
          ))}
          {lines.length > 0 && (
            <Group justify="space-between" mt="sm">
              <Text fw={700}>{t('total')}</Text>
              <MoneyText minor={total} fw={800} />
            </Group>
          )}
          {buy.isError && (
            <Alert color="ruby" mt="sm" role="alert">
              {errorText(buy.error, t)}
            </Alert>
          )}
          <Button
            fullWidth
            mt="sm"
            variant="gradient"
            disabled={lines.length === 0 || !draw || !launchToken}
            loading={buy.isPending}
            onClick={() => buy.mutate()}
            data-testid="lottery-buy"
          >
            {t('buy')}
          </Button>
        </Paper>
        <Tabs defaultValue="mine" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="mine">{t('myBets')}</Tabs.Tab>
            <Tabs.Tab value="results">{t('results')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="sm">
            <MySlips slips={slips.data?.slips ?? []} />
          </Tabs.Panel>
          <Tabs.Panel value="results" pt="sm">
            <LastResults draws={results.data?.draws ?? []} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {overlay}
    </div>
  );
};

/** The in-house lottery's page: the draws list, or the game screen of ?gameCode=. */
export const LotteryScreen = ({ overlay }: { overlay?: ReactNode }) => {
  const { t } = useTranslation('lottery');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const path = lotteryPathOf(pathname);
  const gameCode = params.get('gameCode')?.trim() ?? '';
  const menu = useQuery(lotteryMenuQuery());
  const game = menu.data?.menu.flatMap((entry) => entry.games).find((entry) => entry.gameCode === gameCode);
  useDocumentTitle(game?.gameName ?? t(`pages.${path.slice(1)}`));

  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between">
        <Title order={1} fz={{ base: 'xl', sm: 28 }}>
          {game?.gameName ?? t(`pages.${path.slice(1)}`)}
        </Title>
        {game && (
          <Button component={Link} to={path} variant="default" size="xs">
            {t('allDraws')}
          </Button>
        )}
      </Group>
      {!gameCode ? (
        <DrawsList path={path} />
      ) : game ? (
        game.enabled ? (
          <GameScreen game={game} path={path} overlay={overlay} />
        ) : (
          <Alert color="yellow">{t('disabled')}</Alert>
        )
      ) : menu.isError ? (
        <Alert color="ruby">{errorText(menu.error, t)}</Alert>
      ) : (
        <Skeleton h={420} radius="lg" />
      )}
    </Stack>
  );
};
