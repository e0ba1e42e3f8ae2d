import { ActionIcon, Alert, Button, Center, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import type { OriginalsBet } from '@perya/contracts';
import { parseAmount } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { balanceQueryOptions } from '@/lib/balance-query';
import { errorText } from '@/lib/error-text';
import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

import { originalsGamesQuery, originalsKeys, placeBet, recentBetsQuery } from '../api/originals';
import { BetPanel } from '../components/bet-panel';
import type { DiceChoice } from '../components/dice-stage';
import { DiceChoices, DiceStage } from '../components/dice-stage';
import { FairnessDrawer } from '../components/fairness-drawer';
import { LimboChoices, LimboStage } from '../components/limbo-stage';
import classes from '../components/originals.module.css';
import { RecentBets } from '../components/recent-bets';
import { playTone, readSoundOn, saveSoundOn } from '../utils/sound';

type ScreenGame = 'dice' | 'limbo';
const isScreenGame = (value: string | undefined): value is ScreenGame => value === 'dice' || value === 'limbo';

/** Only a page of the portal may be the way back (the launch gives one; anything else goes home). */
const backPathOf = (back: string | null): string => {
  if (!back) return '/';
  try {
    const url = new URL(back, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
};

/** Space bets on a desktop, unless the player is typing or on a control that space presses. */
const useSpaceToBet = (onBet: () => void) => {
  const latest = useRef(onBet);
  useEffect(() => {
    latest.current = onBet;
  });
  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    const listener = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, button, [role="slider"], [contenteditable="true"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
};

/**
 * /seamless/originals/:game (decision 043): an in-house original over the whole window, opened by
 * a launch from the catalogue (its launch token is in the URL). Dice and limbo for now.
 */
export const OriginalsPage = ({ overlay }: { overlay?: ReactNode } = {}) => {
  const { t } = useTranslation('originals');
  const { game } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const launchToken = params.get('token') ?? '';
  const screenGame: ScreenGame = isScreenGame(game) ? game : 'dice';
  useDocumentTitle(t(`names.${screenGame}`));

  const games = useQuery(originalsGamesQuery());
  const info = games.data?.games.find((entry) => entry.game === screenGame);
  const recent = useQuery({ ...recentBetsQuery(screenGame), enabled: isScreenGame(game) });
  const wallet = useQuery(balanceQueryOptions());

  const [amount, setAmount] = useState('1.00');
  const [dice, setDice] = useState<DiceChoice>({ direction: 'over', target: 5_050 });
  const [limboTarget, setLimboTarget] = useState(200);
  const [last, setLast] = useState<OriginalsBet | null>(null);
  // The wallet the last bet was played from (its answer says); the main wallet's until then.
  const [playedBalance, setBalanceMinor] = useState<bigint | null>(null);
  const [soundOn, setSoundOn] = useState(readSoundOn);
  const [fairOpen, setFairOpen] = useState(false);
  const [verifying, setVerifying] = useState<OriginalsBet | null>(null);

  const balanceMinor = playedBalance ?? (wallet.data ? BigInt(wallet.data.balanceMinor) : null);

  const bet = useMutation({
    mutationFn: (body: Parameters<typeof placeBet>[1]) => placeBet(screenGame, body),
    // A retry after a lost answer sends the same betId: the server answers with the same bet.
    retry: (count, failure) => count < 2 && failure instanceof Error && 'code' in failure && failure.code === 'NETWORK',
    onSuccess: (played) => {
      setLast(played.bet);
      setBalanceMinor(BigInt(played.balanceMinor));
      if (soundOn) playTone(played.bet.isWin);
      void queryClient.invalidateQueries({ queryKey: originalsKeys.bets(screenGame) });
      void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY });
    },
  });

  const onBet = useCallback(() => {
    const minor = parseAmount(amount);
    if (minor === null || bet.isPending || !launchToken) return;
    const common = { betId: crypto.randomUUID(), launchToken, amountMinor: minor.toString() };
    bet.mutate(screenGame === 'dice' ? { ...common, ...dice } : { ...common, target: limboTarget });
  }, [amount, bet, launchToken, screenGame, dice, limboTarget]);
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

  return (
    <div className={classes.page}>
      <header className={classes.bar}>
        <Tooltip label={t('back')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('back')}
            onClick={() => void navigate(backPathOf(params.get('back')))}
          >
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <Logo size={26} withWordmark={false} decorative />
        <Text component="h1" className={classes.title} fz="sm">
          {t(`names.${screenGame}`)}
        </Text>
        <span className={classes.balance} data-testid="originals-balance">
          {balanceMinor === null ? (
            '…'
          ) : (
            <MoneyText minor={balanceMinor} currency={wallet.data?.currency ?? 'PHP'} fz="sm" fw={700} span />
          )}
        </span>
        <Tooltip label={soundOn ? t('sound.off') : t('sound.on')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-pressed={soundOn}
            aria-label={soundOn ? t('sound.off') : t('sound.on')}
            onClick={toggleSound}
          >
            {soundOn ? <IconVolume size={18} /> : <IconVolumeOff size={18} />}
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('fair.title')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={t('fair.title')}
            onClick={() => setFairOpen(true)}
            data-testid="open-fairness"
          >
            <IconShieldCheck size={18} />
          </ActionIcon>
        </Tooltip>
      </header>

      <main className={classes.body}>
        <BetPanel
          info={info}
          amount={amount}
          onAmount={setAmount}
          balanceMinor={balanceMinor}
          busy={bet.isPending}
          onBet={onBet}
        >
          {screenGame === 'dice' ? (
            <DiceChoices choice={dice} onChange={setDice} />
          ) : (
            <LimboChoices target={limboTarget} onChange={setLimboTarget} />
          )}
          {info && !info.enabled ? <Alert color="yellow">{t('disabled')}</Alert> : null}
          {bet.error ? <Alert color="red">{errorText(bet.error, t)}</Alert> : null}
        </BetPanel>
        <section className={classes.stage} aria-label={t(`names.${screenGame}`)}>
          {screenGame === 'dice' ? <DiceStage choice={dice} last={last} /> : <LimboStage last={last} />}
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
        bet={verifying}
        maxWinMinor={BigInt(info?.maxWinMinor ?? '0')}
      />
      {overlay}
    </div>
  );
};
