import { Alert, Badge, Button, Drawer, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import type { CrashBet, CrashRound } from '@perya/contracts';
import { parseAmount, toDecimalString } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { balanceQueryOptions } from '@/lib/balance-query';
import { errorText } from '@/lib/error-text';
import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

import { cashOutCrash, crashKeys, crashRound, crashMyBetsQuery, crashStateQuery, placeCrashBet } from '../api/crash';
import { originalsGamesQuery } from '../api/originals';
import { BetPanel } from '../components/bet-panel';
import classes from '../components/crash.module.css';
import { CrashStage } from '../components/crash-stage';
import { GameBar } from '../components/game-bar';
import shared from '../components/originals.module.css';
import { useCrashLive } from '../hooks/use-crash-live';
import { useSpaceToBet } from '../hooks/use-space-to-bet';
import { backPathOf } from '../utils/back-path';
import { playTone, readSoundOn, saveSoundOn } from '../utils/sound';
import type { CrashVerification } from '../utils/verify-crash';
import { verifyCrashRound } from '../utils/verify-crash';

const hundredths = (value: number) => (value / 100).toFixed(2);

/** A crashed round recomputed in the browser (WebCrypto): crash point, link to the round before, chain. */
const CrashVerifier = ({ round }: { round: CrashRound | null }) => {
  const { t } = useTranslation('originals');
  const verification = useQuery({
    queryKey: ['originals', 'crash', 'verify', round?.roundId, round?.hash],
    queryFn: () => verifyCrashRound(round!),
    enabled: Boolean(round?.hash),
    staleTime: Infinity,
  });
  const result: CrashVerification | null = verification.data ?? null;
  if (!round) return <Text c="dimmed">{t('crash.verify.pick')}</Text>;
  const check = (ok: boolean | null) =>
    ok === null ? t('crash.verify.skipped') : ok ? t('crash.verify.ok') : t('crash.verify.bad');
  return (
    <Stack gap="xs" data-testid="crash-verification">
      <Text size="sm">{t('crash.verify.round', { round: round.roundId, game: round.gameNumber })}</Text>
      <Text size="xs" c="dimmed">
        {t('crash.verify.hash')}
      </Text>
      <Text className={shared.mono}>{round.hash ?? '—'}</Text>
      <Text size="xs" c="dimmed">
        {t('crash.verify.salt')}
      </Text>
      <Text className={shared.mono}>{round.salt}</Text>
      <Text size="xs" c="dimmed">
        {t('crash.verify.terminating')}
      </Text>
      <Text className={shared.mono}>{round.terminatingHash}</Text>
      {result ? (
        <>
          <Text size="sm" data-testid="crash-verify-point">
            {t('crash.verify.point', {
              computed: hundredths(result.crashPoint),
              shown: hundredths(round.crashPoint ?? 0),
            })}{' '}
            {check(result.matchesCrashPoint)}
          </Text>
          <Text size="sm">
            {t('crash.verify.previous')} {check(result.matchesPrevious)}
          </Text>
          <Text size="sm" data-testid="crash-verify-chain">
            {t('crash.verify.chain', { games: round.gameNumber })} {check(result.reachesTerminatingHash)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {round.hash ? t('crash.verify.working') : t('crash.verify.notYet')}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('crash.verify.how')}
      </Text>
    </Stack>
  );
};

/**
 * /seamless/originals/crash (decision 054): the multiplayer crash game. The round comes live over
 * the socket; a bet joins the round taking bets, the cash-out button (or space) takes the
 * multiplier of the moment, an auto cash-out is paid by the server where it was set.
 */
export const CrashPage = ({ overlay }: { overlay?: ReactNode } = {}) => {
  const { t } = useTranslation('originals');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const launchToken = params.get('token') ?? '';
  useDocumentTitle(t('names.crash'));
  const reducedMotion = useReducedMotion() ?? false;

  const games = useQuery(originalsGamesQuery());
  const info = games.data?.games.find((entry) => entry.game === 'crash');
  const state = useQuery(crashStateQuery());
  const myBets = useQuery(crashMyBetsQuery());
  const wallet = useQuery(balanceQueryOptions());
  const live = useCrashLive(state.data);

  const [amount, setAmount] = useState('1.00');
  const [autoCashOut, setAutoCashOut] = useState<number | string>('');
  const [placed, setMyBet] = useState<CrashBet | null>(null);
  const [played, setPlayedBalance] = useState<{ roundId: number; minor: bigint } | null>(null);
  const [soundOn, setSoundOn] = useState(readSoundOn);
  const [fairOpen, setFairOpen] = useState(false);
  const [verifying, setVerifying] = useState<CrashRound | null>(null);
  const round = live.round;
  // My bet as my history has it once settled (auto cash-outs and losses land there).
  const settledBet = myBets.data?.list.find((entry) => entry.betId === placed?.betId);
  const myBet = settledBet && settledBet.status === 'SETTLED' ? settledBet : placed;
  // The balance a bet or cash-out answered with, until its round crashed (then the wallet's, refetched).
  const playedBalance =
    played && !(round?.phase === 'CRASHED' && round.roundId === played.roundId) ? played.minor : null;
  const balanceMinor = playedBalance ?? (wallet.data ? BigInt(wallet.data.balanceMinor) : null);

  const isMine = myBet !== null && round !== null && myBet.roundId === round.roundId;
  const isRiding = isMine && myBet.cashedOutAt === null && myBet.status === 'PLAYING';

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: crashKeys.myBets() });
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
  }, [queryClient]);

  // When the round crashes: my bet's end (an auto cash-out or a loss) comes from my history. And
  // when a new round shows up: a crash this page never rendered (two events in one render on a
  // busy phone, or a reconnect after the socket dropped) must not leave a settled bet as "…".
  const lastPhase = useRef<{ roundId: number; phase: string } | null>(null);
  useEffect(() => {
    const previous = lastPhase.current;
    if (previous?.roundId === round?.roundId && previous?.phase === round?.phase) return;
    lastPhase.current = round ? { roundId: round.roundId, phase: round.phase } : null;
    const isNewRound = previous !== null && round !== null && previous.roundId !== round.roundId;
    if (round?.phase !== 'CRASHED' && !isNewRound) return;
    refresh();
    if (round?.phase === 'CRASHED' && isRiding && soundOn)
      playTone(myBet.autoCashOut !== null && myBet.autoCashOut <= (round.crashPoint ?? 0));
  }, [round, isRiding, myBet, soundOn, refresh]);

  const bet = useMutation({
    mutationFn: placeCrashBet,
    retry: (count, failure) => count < 2 && failure instanceof Error && 'code' in failure && failure.code === 'NETWORK',
    onSuccess: (played) => {
      setMyBet(played.bet);
      setPlayedBalance({ roundId: played.bet.roundId, minor: BigInt(played.balanceMinor) });
      void queryClient.invalidateQueries({ queryKey: crashKeys.myBets() });
    },
  });
  const cashOut = useMutation({
    mutationFn: cashOutCrash,
    onSuccess: (played) => {
      setMyBet(played.bet);
      setPlayedBalance({ roundId: played.bet.roundId, minor: BigInt(played.balanceMinor) });
      if (soundOn) playTone(true);
      refresh();
    },
  });

  const canBet = round?.phase === 'BETTING' && !isMine && Boolean(launchToken);
  const onAction = useCallback(() => {
    if (isRiding && round?.phase === 'FLYING') {
      if (!cashOut.isPending) cashOut.mutate(myBet.betId);
      return;
    }
    const minor = parseAmount(amount);
    if (!canBet || minor === null || bet.isPending) return;
    const auto = typeof autoCashOut === 'number' ? Math.round(autoCashOut * 100) : null;
    bet.mutate({ betId: crypto.randomUUID(), launchToken, amountMinor: minor.toString(), autoCashOut: auto });
  }, [isRiding, round, cashOut, myBet, amount, canBet, bet, autoCashOut, launchToken]);
  useSpaceToBet(onAction);

  const toggleSound = () => {
    saveSoundOn(!soundOn);
    setSoundOn(!soundOn);
  };
  const failure = cashOut.error ?? bet.error;
  const currency = wallet.data?.currency ?? 'PHP';

  const action = isRiding ? (
    <Button
      size="lg"
      fullWidth
      color="green"
      loading={cashOut.isPending}
      disabled={round?.phase !== 'FLYING'}
      onClick={onAction}
      data-testid="crash-cashout"
    >
      {round?.phase === 'FLYING' ? t('crash.cashOut') : t('crash.waiting')}
    </Button>
  ) : !canBet ? (
    <Button size="lg" fullWidth disabled data-testid="crash-bet-wait">
      {isMine ? t('crash.inRound') : t('crash.nextRoundWait')}
    </Button>
  ) : undefined;

  return (
    <div className={shared.page}>
      <GameBar
        title={t('names.crash')}
        balanceMinor={balanceMinor}
        currency={currency}
        soundOn={soundOn}
        onBack={() => void navigate(backPathOf(params.get('back')))}
        onToggleSound={toggleSound}
        onOpenFairness={() => setFairOpen(true)}
      />
      <main className={shared.body}>
        <BetPanel
          info={info}
          amount={amount}
          onAmount={setAmount}
          balanceMinor={balanceMinor}
          busy={bet.isPending}
          onBet={onAction}
          action={action}
          locked={isMine}
        >
          <NumberInput
            label={t('crash.auto')}
            description={t('crash.autoHint')}
            placeholder={t('crash.autoNone')}
            value={autoCashOut}
            onChange={setAutoCashOut}
            min={1.01}
            max={1_000_000}
            decimalScale={2}
            step={0.1}
            suffix="×"
            disabled={isMine}
            data-testid="crash-auto"
          />
          {info && !info.enabled ? <Alert color="yellow">{t('disabled')}</Alert> : null}
          {failure ? <Alert color="red">{errorText(failure, t)}</Alert> : null}
        </BetPanel>

        <section className={shared.stage} aria-label={t('names.crash')}>
          <div className={classes.recent} aria-label={t('crash.recent')} data-testid="crash-recent">
            {live.recent.map((entry) => (
              <button
                type="button"
                key={entry.roundId}
                className={`${classes.chip} ${entry.crashPoint >= 200 ? classes.chipHigh : classes.chipLow}`}
                onClick={() => {
                  void queryClient
                    .fetchQuery({
                      queryKey: [...crashKeys.rounds(), entry.roundId],
                      queryFn: () => crashRound(entry.roundId),
                    })
                    .then((found) => {
                      setVerifying(found);
                      setFairOpen(true);
                    });
                }}
              >
                {hundredths(entry.crashPoint)}×
              </button>
            ))}
          </div>
          <CrashStage
            round={round}
            offsetMs={live.offsetMs}
            reducedMotion={reducedMotion}
            cashedOutAt={isMine ? myBet.cashedOutAt : null}
          />
          <Text size="xs" c="dimmed" ta="center">
            {t('crash.hotkeys')}
          </Text>
        </section>

        <div className={classes.side}>
          <div className={shared.history}>
            <Text fw={700} mb="xs">
              {t('crash.players', { count: live.players.length })}
            </Text>
            <Table verticalSpacing={4} fz="sm" data-testid="crash-players">
              <Table.Tbody>
                {live.players.map((player) => (
                  <Table.Tr key={player.key}>
                    <Table.Td>{player.name}</Table.Td>
                    <Table.Td>
                      <MoneyText minor={player.amountMinor} currency={currency} />
                    </Table.Td>
                    <Table.Td>
                      {player.cashedOutAt !== null ? (
                        <Badge color="green" variant="light">
                          {hundredths(player.cashedOutAt)}×
                        </Badge>
                      ) : round?.phase === 'CRASHED' ? (
                        <Badge color="red" variant="light">
                          {t('crash.bust')}
                        </Badge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <div className={shared.history}>
            <Text fw={700} mb="xs">
              {t('crash.myBets')}
            </Text>
            {(myBets.data?.list.length ?? 0) === 0 ? (
              <Text c="dimmed" size="sm">
                {t('recent.empty')}
              </Text>
            ) : (
              <Table verticalSpacing={4} fz="sm" data-testid="crash-my-bets">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('recent.stake')}</Table.Th>
                    <Table.Th>{t('crash.cashedAt')}</Table.Th>
                    <Table.Th>{t('recent.payout')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {myBets.data?.list.map((entry) => (
                    <Table.Tr key={entry.betId}>
                      <Table.Td>{toDecimalString(entry.amountMinor)}</Table.Td>
                      <Table.Td>
                        {entry.cashedOutAt !== null
                          ? `${hundredths(entry.cashedOutAt)}×`
                          : entry.round.crashPoint !== null
                            ? t('crash.bustAt', { multiplier: hundredths(entry.round.crashPoint) })
                            : '…'}
                      </Table.Td>
                      <Table.Td>{toDecimalString(entry.payoutMinor)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={entry.round.hash === null}
                          onClick={() => {
                            setVerifying(entry.round);
                            setFairOpen(true);
                          }}
                        >
                          {t('recent.verify')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
        </div>
      </main>
      <Drawer opened={fairOpen} onClose={() => setFairOpen(false)} title={t('fair.title')} position="right">
        <Stack gap="sm">
          <Text size="sm">{t('crash.verify.intro')}</Text>
          {state.data?.terminatingHash ? (
            <>
              <Text size="xs" c="dimmed">
                {t('crash.verify.terminating')}
              </Text>
              <Text className={shared.mono}>{state.data.terminatingHash}</Text>
            </>
          ) : null}
          <CrashVerifier round={verifying} />
        </Stack>
      </Drawer>
      {overlay}
    </div>
  );
};
