import { Alert, Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconRocket, IconSearch, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';

import type { OriginalsBet, OriginalsGame } from '@perya/contracts';
import { ORIGINALS_GAMES, OriginalsBetIdSchema } from '@perya/contracts';

import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { betQuery, originalsGamesQuery, recentBetsQuery } from '../api/originals';
import { BetVerifier } from '../components/bet-verifier';
import classes from '../components/fairness-page.module.css';
import originals from '../components/originals.module.css';
import { RecentBetsTable } from '../components/recent-bets';
import { SeedControls } from '../components/seed-controls';
import { backPathOf } from '../utils/back-path';
import { fairnessPath, isOriginalsGame } from '../utils/fairness-path';

/** The originals in the order of the BGS centre; crash last (its rounds are verified on its screen). */
const PAGE_GAMES: OriginalsGame[] = [...ORIGINALS_GAMES.filter((game) => game !== 'crash'), 'crash'];

/** One link per original; the page's own is the filled one. */
const GameLinks = ({ game, back }: { game: OriginalsGame; back: string | undefined }) => {
  const { t } = useTranslation('originals');
  return (
    <nav className={classes.games} aria-label={t('fair.games')}>
      {PAGE_GAMES.map((entry) => (
        <Button
          key={entry}
          component={Link}
          to={fairnessPath(entry, { back })}
          replace
          size="xs"
          radius="xl"
          variant={entry === game ? 'filled' : 'default'}
          aria-current={entry === game ? 'page' : undefined}
          style={{ flexShrink: 0 }}
        >
          {t(`names.${entry}`)}
        </Button>
      ))}
    </nav>
  );
};

/** The bet of the URL (`?bet=`), looked up on the server, and the form to look another up. */
const BetLookup = ({
  game,
  betId,
  onFind,
}: {
  game: OriginalsGame;
  betId: string;
  onFind: (betId: string) => void;
}) => {
  const { t } = useTranslation('originals');
  // What is typed, for the bet of the URL: a bet chosen in my bets (a new URL) fills the field.
  const [field, setField] = useState({ betId, typed: betId });
  const typed = field.betId === betId ? field.typed : betId;
  const isId = OriginalsBetIdSchema.safeParse(betId).success;
  const lookup = useQuery({ ...betQuery(betId), enabled: isId });
  const games = useQuery(originalsGamesQuery());
  const bet: OriginalsBet | null = isId ? (lookup.data ?? null) : null;
  // The payout is recomputed under the game's maximum win: verify once the limits are known.
  const maxWin = games.data?.games.find((entry) => entry.game === bet?.game)?.maxWinMinor;
  // An id no bet of mine has, or one that cannot be a bet id at all: the same answer.
  const notFound = betId !== '' && (!isId || (lookup.error instanceof ApiError && lookup.error.code === 'NOT_FOUND'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFind(typed.trim());
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            miw={0}
            label={t('fair.betId')}
            description={t('fair.lookupHelp')}
            value={typed}
            maxLength={40}
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: originals.mono }}
            onChange={(event) => setField({ betId, typed: event.currentTarget.value })}
            data-testid="fair-bet-id"
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} disabled={typed.trim() === ''}>
            {t('fair.find')}
          </Button>
        </Group>
      </form>
      {notFound ? (
        <Alert color="red" variant="light" data-testid="fair-not-found">
          {t('fair.notFound')}
        </Alert>
      ) : lookup.isError ? (
        <Alert color="red" variant="light">
          {errorText(lookup.error, t)}
        </Alert>
      ) : betId !== '' && (!bet || maxWin === undefined) ? (
        <Text size="sm">…</Text>
      ) : (
        <>
          {bet ? (
            <Text size="xs" c="dimmed" data-testid="fair-bet">
              {t('fair.betOf', { game: t(`names.${bet.game}`), nonce: bet.fairness.nonce })}{' '}
              <Code className={originals.mono}>{bet.betId}</Code>
            </Text>
          ) : null}
          {bet && bet.game !== game ? null : <BetVerifier bet={bet} maxWinMinor={BigInt(maxWin ?? '0')} />}
        </>
      )}
    </Stack>
  );
};

/** Saranggola Crash: its rounds come from a hash chain, and its screen already recomputes them. */
const CrashFairness = () => {
  const { t } = useTranslation('originals');
  return (
    <Card bg="dark.7" padding="lg" radius="md" maw={720}>
      <Stack gap="md" align="flex-start">
        <Text size="sm">{t('fair.crashText')}</Text>
        <Button
          component={Link}
          to={`/seamless/originals/crash?back=${encodeURIComponent(fairnessPath('crash'))}`}
          leftSection={<IconRocket size={16} />}
          data-testid="fair-crash-link"
        >
          {t('fair.crashOpen')}
        </Button>
      </Stack>
    </Card>
  );
};

/** An original played on my seeds: the verifier, my seeds, my bets of the game. */
const SeededFairness = ({
  game,
  betId,
  onFind,
}: {
  game: Exclude<OriginalsGame, 'crash'>;
  betId: string;
  onFind: (betId: string) => void;
}) => {
  const { t } = useTranslation('originals');
  const recent = useQuery(recentBetsQuery(game));
  const verifyCard = useRef<HTMLDivElement>(null);
  return (
    <div className={classes.layout}>
      <Card ref={verifyCard} bg="dark.7" padding="lg" radius="md" className={classes.verify} data-testid="fair-verify">
        <Title order={2} fz="lg" mb="md">
          {t('fair.verifyTitle')}
        </Title>
        <BetLookup game={game} betId={betId} onFind={onFind} />
      </Card>
      <Card bg="dark.7" padding="lg" radius="md" className={classes.seeds}>
        <Title order={2} fz="lg" mb="md">
          {t('fair.seedsTitle')}
        </Title>
        <SeedControls />
      </Card>
      <Card bg="dark.7" padding="lg" radius="md" className={classes.bets}>
        <Title order={2} fz="lg" mb="md">
          {t('fair.myBets')}
        </Title>
        <RecentBetsTable
          bets={recent.data?.bets ?? []}
          onVerify={(bet) => {
            onFind(bet.betId);
            // On a phone the verifier is above the list.
            verifyCard.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
          }}
        />
      </Card>
    </div>
  );
};

const GameFairness = ({ game }: { game: OriginalsGame }) => {
  const { t } = useTranslation('originals');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const betId = params.get('bet') ?? '';
  const back = params.get('back') ?? undefined;
  const title = t('fair.pageTitle', { game: t(`names.${game}`) });
  useDocumentTitle(title);
  // What BetLookup found, read from the cache: a bet of another game goes to its game's page.
  const lookedUp = useQuery({ ...betQuery(betId), enabled: false });
  const foundGame = lookedUp.data?.betId === betId ? lookedUp.data.game : undefined;
  useEffect(() => {
    if (foundGame && foundGame !== game) void navigate(fairnessPath(foundGame, { betId, back }), { replace: true });
  }, [foundGame, game, betId, back, navigate]);

  const find = (id: string) => void navigate(fairnessPath(game, { betId: id, back }));

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('fair.intro')}
        icon={<IconShieldCheck size={26} />}
        actions={
          back ? (
            <Button
              component={Link}
              to={backPathOf(back)}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              data-testid="fair-back"
            >
              {t('back')}
            </Button>
          ) : null
        }
      />
      <Stack gap="md">
        <GameLinks game={game} back={back} />
        {game === 'crash' ? <CrashFairness /> : <SeededFairness game={game} betId={betId} onFind={find} />}
      </Stack>
    </>
  );
};

/**
 * /fair/:game (decision 060): a member's provably fair page of one original, in the portal. My
 * seeds with change and rotation, my recent bets of the game, and any bet of mine looked up by its
 * id (`?bet=`, which the betting record and the game screen's drawer fill in) and recomputed in the
 * browser step by step, as the drawer does, with the same components.
 */
export const FairnessPage = () => {
  const { game } = useParams();
  if (!isOriginalsGame(game)) return <Navigate to={fairnessPath('dice')} replace />;
  return <GameFairness key={game} game={game} />;
};
