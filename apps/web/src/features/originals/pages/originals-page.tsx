import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import type { OriginalsBet, OriginalsGame, OriginalsPlay } from '@perya/contracts';
import { ORIGINALS_GAMES, parseAmount, toDecimalString } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { balanceQueryOptions } from '@/lib/balance-query';
import { errorText } from '@/lib/error-text';
import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

import type { BetParams } from '../api/originals';
import { originalsGamesQuery, originalsKeys, placeBet, recentBetsQuery } from '../api/originals';
import { BetPanel } from '../components/bet-panel';
import type { DiceChoice } from '../components/dice-stage';
import { DiceChoices, DiceStage } from '../components/dice-stage';
import { FairnessDrawer } from '../components/fairness-drawer';
import { GameBar } from '../components/game-bar';
import type { KenoChoice } from '../components/keno-stage';
import { KenoChoices, KenoStage, kenoRtpPercent } from '../components/keno-stage';
import { LimboChoices, LimboStage } from '../components/limbo-stage';
import { MinesChoices, MinesStage, minesRtpPercent } from '../components/mines-stage';
import classes from '../components/originals.module.css';
import type { PlinkoChoice } from '../components/plinko-stage';
import { PlinkoChoices, PlinkoStage, plinkoRtpPercent } from '../components/plinko-stage';
import { RecentBets } from '../components/recent-bets';
import { SlotChoices } from '../components/slot-paytable';
import { SLOT_CONFIG, SlotStage } from '../components/slot-stage';
import { minesRevealedOf, useMinesGame } from '../hooks/use-mines-game';
import { useSpaceToBet } from '../hooks/use-space-to-bet';
import { backPathOf } from '../utils/back-path';
import { playTone, readSoundOn, saveSoundOn } from '../utils/sound';

/** The one-request games of this page; crash has a page of its own (crash-page.tsx). */
type InstantGame = Exclude<OriginalsGame, 'crash'>;
const isScreenGame = (value: string | undefined): value is InstantGame =>
  value !== 'crash' && (ORIGINALS_GAMES as readonly string[]).includes(value ?? '');

const isNetworkFailure = (failure: unknown) =>
  failure instanceof Error && 'code' in failure && failure.code === 'NETWORK';

/**
 * /seamless/originals/:game (decision 043): an in-house original over the whole window, opened by
 * a launch from the catalogue (its launch token is in the URL). Dice, limbo, plinko and keno are
 * one request a round; mines is a game of several (useMinesGame).
 */
export const OriginalsPage = ({ overlay }: { overlay?: ReactNode } = {}) => {
  const { t } = useTranslation('originals');
  const { game } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const launchToken = params.get('token') ?? '';
  const screenGame: InstantGame = isScreenGame(game) ? game : 'dice';
  useDocumentTitle(t(`names.${screenGame}`));

  const games = useQuery(originalsGamesQuery());
  const info = games.data?.games.find((entry) => entry.game === screenGame);
  const recent = useQuery({ ...recentBetsQuery(screenGame), enabled: isScreenGame(game) });
  const wallet = useQuery(balanceQueryOptions());

  const [amount, setAmount] = useState('1.00');
  const [dice, setDice] = useState<DiceChoice>({ direction: 'over', target: 5_050 });
  const [limboTarget, setLimboTarget] = useState(200);
  const [plinko, setPlinko] = useState<PlinkoChoice>({ rows: 12, risk: 'low' });
  const [keno, setKeno] = useState<KenoChoice>({ picks: [], risk: 'classic' });
  const [mineCount, setMineCount] = useState(3);
  const [last, setLast] = useState<OriginalsBet | null>(null);
  // The wallet the last bet was played from (its answer says); the main wallet's until then.
  const [playedBalance, setBalanceMinor] = useState<bigint | null>(null);
  const [soundOn, setSoundOn] = useState(readSoundOn);
  const [fairOpen, setFairOpen] = useState(false);
  const [verifying, setVerifying] = useState<OriginalsBet | null>(null);

  const balanceMinor = playedBalance ?? (wallet.data ? BigInt(wallet.data.balanceMinor) : null);
  // Plinko: the balance and the tone wait for the ball to land, as the result does.
  const reducedMotion = useReducedMotion() ?? false;
  const landing = useRef<{ betId: string; played: OriginalsPlay } | null>(null);
  const showPlayed = (played: OriginalsPlay) => {
    setBalanceMinor(BigInt(played.balanceMinor));
    if (soundOn) playTone(played.bet.isWin);
  };
  const onLanded = (betId: string) => {
    if (landing.current?.betId !== betId) return;
    showPlayed(landing.current.played);
    landing.current = null;
  };
  const maxWinMinor = BigInt(info?.maxWinMinor ?? '0');

  const mines = useMinesGame({
    enabled: screenGame === 'mines' && Boolean(launchToken),
    launchToken,
    onPlayed: (played: OriginalsPlay) => {
      setBalanceMinor(BigInt(played.balanceMinor));
      if (soundOn && played.bet.status !== 'PLAYING') playTone(played.bet.isWin);
    },
  });

  const bet = useMutation({
    mutationFn: (body: Parameters<typeof placeBet>[1]) => placeBet(screenGame, body),
    // A retry after a lost answer sends the same betId: the server answers with the same bet.
    retry: (count, failure) => count < 2 && isNetworkFailure(failure),
    onSuccess: (played) => {
      setLast(played.bet);
      // Plinko and the slot show the balance once the ball lands or the reels have shown the round.
      if ((screenGame === 'plinko' || screenGame === 'slot') && !reducedMotion)
        landing.current = { betId: played.bet.betId, played };
      else showPlayed(played);
      void queryClient.invalidateQueries({ queryKey: originalsKeys.bets(screenGame) });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    },
  });

  const paramsOf = (): BetParams | null => {
    switch (screenGame) {
      case 'dice':
        return dice;
      case 'limbo':
        return { target: limboTarget };
      case 'plinko':
        return plinko;
      case 'keno':
        return keno.picks.length > 0 ? keno : null;
      case 'mines':
        return { mineCount };
      case 'slot':
        return {};
    }
  };

  const onBet = useCallback(() => {
    const minor = parseAmount(amount);
    if (screenGame === 'mines') {
      if (mines.playing) mines.cashOut();
      else if (minor !== null && launchToken) mines.start(minor, mineCount);
      return;
    }
    const choice = paramsOf();
    if (minor === null || choice === null || bet.isPending || !launchToken) return;
    bet.mutate({ betId: crypto.randomUUID(), launchToken, amountMinor: minor.toString(), ...choice });
    // paramsOf reads the choices listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [amount, bet, launchToken, screenGame, dice, limboTarget, plinko, keno, mineCount, mines]);
  useSpaceToBet(onBet);

  if (!isScreenGame(game) || !launchToken) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm" ta="center" maw={420}>
          <Logo size={40} />
          <Text component="h1" fw={700} fz="xl">
            {t('invalid.title')}
          </Text>
          <Text c="dimmed">{t('invalid.text')}</Text>
          <Button component={Link} to="/bgs" mt="sm">
            {t('invalid.action')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const toggleSound = () => {
    saveSoundOn(!soundOn);
    setSoundOn(!soundOn);
  };
  const busy = bet.isPending || mines.busy;
  const failure = screenGame === 'mines' ? mines.error : bet.error;

  const choices = {
    dice: <DiceChoices choice={dice} onChange={setDice} />,
    limbo: <LimboChoices target={limboTarget} onChange={setLimboTarget} />,
    plinko: <PlinkoChoices choice={plinko} onChange={setPlinko} disabled={busy} />,
    keno: <KenoChoices choice={keno} onChange={setKeno} disabled={busy} />,
    mines: (
      <MinesChoices
        mineCount={mineCount}
        onMineCount={setMineCount}
        game={mines.playing ? mines.bet : null}
        maxWinMinor={maxWinMinor}
        busy={mines.busy}
        onRandomTile={() => {
          const outcome = mines.bet?.outcome;
          if (outcome?.game !== 'mines') return;
          const closed = Array.from({ length: 25 }, (_, tile) => tile).filter(
            (tile) => !outcome.revealed.includes(tile),
          );
          mines.pick(closed[Math.floor(Math.random() * closed.length)]!);
        }}
      />
    ),
    slot: <SlotChoices amount={amount} rtpPercent={SLOT_CONFIG.rtpPercent} />,
  }[screenGame];

  const stage = {
    dice: <DiceStage choice={dice} last={last} />,
    limbo: <LimboStage last={last} />,
    plinko: <PlinkoStage choice={plinko} last={last} onLanded={onLanded} />,
    keno: <KenoStage choice={keno} onChange={setKeno} last={last} disabled={busy} />,
    mines: <MinesStage bet={mines.bet} onPick={mines.pick} busy={mines.busy} />,
    slot: <SlotStage last={last} onSettled={onLanded} />,
  }[screenGame];

  const rtpPercent =
    screenGame === 'plinko'
      ? plinkoRtpPercent(plinko)
      : screenGame === 'keno'
        ? kenoRtpPercent(keno)
        : screenGame === 'mines'
          ? minesRtpPercent()
          : undefined;

  // Mines: while a game is on, the bet button cashes out (once a gem is open).
  const minesAction =
    screenGame === 'mines' && mines.playing ? (
      <Button
        size="lg"
        fullWidth
        color="green"
        loading={mines.busy}
        disabled={minesRevealedOf(mines.bet) === 0}
        onClick={mines.cashOut}
        data-testid="mines-cashout"
      >
        {t('mines.cashOut')}
      </Button>
    ) : undefined;

  return (
    <div className={classes.page}>
      <GameBar
        title={t(`names.${screenGame}`)}
        balanceMinor={balanceMinor}
        currency={wallet.data?.currency ?? 'PHP'}
        soundOn={soundOn}
        onBack={() => void navigate(backPathOf(params.get('back')))}
        onToggleSound={toggleSound}
        onOpenFairness={() => setFairOpen(true)}
      />

      <main className={classes.body}>
        <BetPanel
          info={info}
          amount={mines.playing && mines.bet ? toDecimalString(mines.bet.amountMinor) : amount}
          onAmount={setAmount}
          balanceMinor={balanceMinor}
          busy={busy}
          onBet={onBet}
          rtpPercent={rtpPercent}
          action={minesAction}
          locked={screenGame === 'mines' && (mines.playing || mines.resuming)}
        >
          {choices}
          {screenGame === 'keno' && keno.picks.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('keno.pickFirst')}
            </Text>
          ) : null}
          {info && !info.enabled ? <Alert color="yellow">{t('disabled')}</Alert> : null}
          {failure ? <Alert color="red">{errorText(failure, t)}</Alert> : null}
        </BetPanel>
        <section className={classes.stage} aria-label={t(`names.${screenGame}`)}>
          {stage}
        </section>
        <RecentBets
          bets={recent.data?.bets ?? []}
          onVerify={(chosen) => {
            setVerifying(chosen);
            setFairOpen(true);
          }}
        />
      </main>
      <FairnessDrawer
        opened={fairOpen}
        onClose={() => setFairOpen(false)}
        game={screenGame}
        bet={verifying}
        maxWinMinor={maxWinMinor}
      />
      {overlay}
    </div>
  );
};
