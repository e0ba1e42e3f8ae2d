import { Alert, Button, Code, Divider, Drawer, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { fairnessQuery, originalsKeys, rotateSeeds, setClientSeed } from '../api/originals';
import type { Seeds, Verification } from '../utils/verify';
import { verifyBet } from '../utils/verify';
import classes from './originals.module.css';

/** What the replay found, in the words of the game, with the payout it gives. */
const outcomeText = ({ recomputed, payoutMinor }: Verification, t: TFunction<'originals'>): string => {
  const payout = toDecimalString(payoutMinor);
  switch (recomputed.game) {
    case 'dice':
      return t('fair.diceOutcome', { value: (recomputed.roll / 100).toFixed(2), payout });
    case 'limbo':
      return t('fair.limboOutcome', { value: (recomputed.result / 100).toFixed(2), payout });
    case 'plinko':
      return t('fair.plinkoOutcome', {
        path: recomputed.path.map((step) => (step ? 'R' : 'L')).join(''),
        bucket: recomputed.bucket,
        payout,
      });
    case 'keno':
      return t('fair.kenoOutcome', { drawn: recomputed.drawn.join(', '), hits: recomputed.hits.length, payout });
    case 'mines':
      return t('fair.minesOutcome', { mines: recomputed.mines.map((tile) => tile + 1).join(', '), payout });
    case 'slot':
      return t('fair.slotOutcome', {
        stops: recomputed.spins.map((spin) => `[${spin.stops.join(' ')}]`).join(' '),
        spins: recomputed.spins.length,
        payout,
      });
  }
};

type FairnessDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The bet to verify, chosen in the recent bets. */
  bet: OriginalsBet | null;
  maxWinMinor: bigint;
};

/**
 * Provably fair (packages/games "How a player verifies"): the commitment to the active server
 * seed, the client seed and its change, rotation (which reveals the seed), and a bet recomputed
 * here with WebCrypto: its HMAC blocks, the floats read from them, the outcome and the payout.
 */
export const FairnessDrawer = ({ opened, onClose, bet, maxWinMinor }: FairnessDrawerProps) => {
  const { t } = useTranslation('originals');
  const queryClient = useQueryClient();
  const state = useQuery({ ...fairnessQuery(), enabled: opened });
  const [clientSeed, setClientSeedText] = useState('');
  // The last check's answer, for the bet it was made for (set only when the check ends).
  const [checked, setChecked] = useState<{ betId: string; result: Verification | null; error: string | null } | null>(
    null,
  );

  const changed = () => void queryClient.invalidateQueries({ queryKey: originalsKeys.all });
  const seedChange = useMutation({ mutationFn: setClientSeed, onSuccess: changed });
  const rotation = useMutation({ mutationFn: rotateSeeds, onSuccess: changed });

  // The seeds of the chosen bet: its record's, or, once rotated, the revealed list's.
  const seedsOf = (chosen: OriginalsBet): Seeds | null => {
    const revealed =
      chosen.fairness.serverSeed ??
      state.data?.revealed.find((pair) => pair.commitment === chosen.fairness.commitment)?.serverSeed ??
      null;
    return revealed
      ? {
          serverSeed: revealed,
          clientSeed: chosen.fairness.clientSeed,
          nonce: chosen.fairness.nonce,
          commitment: chosen.fairness.commitment,
        }
      : null;
  };
  const seeds = bet ? seedsOf(bet) : null;

  useEffect(() => {
    if (!bet || !seeds) return;
    let live = true;
    verifyBet(bet, seeds, maxWinMinor).then(
      (result) => live && setChecked({ betId: bet.betId, result, error: null }),
      (failure: unknown) =>
        live &&
        setChecked({
          betId: bet.betId,
          result: null,
          error: failure instanceof Error ? failure.message : String(failure),
        }),
    );
    return () => {
      live = false;
    };
    // The seeds are derived from the bet and the revealed list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bet?.betId, seeds?.serverSeed, maxWinMinor]);
  const current = bet && checked?.betId === bet.betId ? checked : null;
  const verification = current?.result ?? null;
  const verifyError = current?.error ?? null;

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('fair.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('fair.intro')}
        </Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('fair.commitment')}
          </Text>
          <Code className={classes.mono} data-testid="fair-commitment">
            {state.data?.commitment ?? '…'}
          </Code>
          <Text size="xs" c="dimmed">
            {t('fair.current', { clientSeed: state.data?.clientSeed ?? '…', nonce: state.data?.nonce ?? 0 })}
          </Text>
        </Stack>
        <Group align="flex-end" gap="xs">
          <TextInput
            flex={1}
            label={t('fair.clientSeed')}
            placeholder={state.data?.clientSeed}
            value={clientSeed}
            maxLength={64}
            onChange={(event) => setClientSeedText(event.currentTarget.value)}
          />
          <Button
            variant="default"
            loading={seedChange.isPending}
            disabled={clientSeed === ''}
            onClick={() => seedChange.mutate(clientSeed, { onSuccess: () => setClientSeedText('') })}
          >
            {t('fair.saveSeed')}
          </Button>
        </Group>
        <Button variant="light" loading={rotation.isPending} onClick={() => rotation.mutate()}>
          {t('fair.rotate')}
        </Button>
        {seedChange.error || rotation.error ? (
          <Alert color="red">{errorText(seedChange.error ?? rotation.error, t)}</Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('fair.rotateHelp')}
        </Text>

        <Divider label={t('fair.verifyTitle')} />
        {!bet ? (
          <Text size="sm" c="dimmed">
            {t('fair.pickBet')}
          </Text>
        ) : !seeds ? (
          <Alert color="yellow">{t('fair.notRevealed', { nonce: bet.fairness.nonce })}</Alert>
        ) : verifyError ? (
          <Alert color="red">{verifyError}</Alert>
        ) : !verification ? (
          <Text size="sm">…</Text>
        ) : (
          <Stack gap="xs" data-testid="verification">
            <Alert color={verification.commitmentMatches && verification.matchesRecord ? 'green' : 'red'}>
              {verification.commitmentMatches && verification.matchesRecord ? t('fair.verified') : t('fair.mismatch')}
            </Alert>
            <Text size="xs" c="dimmed">
              {t('fair.serverSeed')}
            </Text>
            <Code className={classes.mono}>{seeds.serverSeed}</Code>
            <Text size="xs" c="dimmed">
              {t('fair.bytes')}
            </Text>
            {verification.transcript.blocks.map((block) => (
              <Stack gap={2} key={block.cursor}>
                <Text size="xs">HMAC-SHA256(server seed, “{block.message}”)</Text>
                <Code className={classes.mono}>{block.hex}</Code>
              </Stack>
            ))}
            <Table fz="xs" verticalSpacing={2}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fair.bytesOf')}</Table.Th>
                  <Table.Th>{t('fair.float')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {verification.transcript.floats.map((float, index) => (
                  <Table.Tr key={index}>
                    <Table.Td className={classes.mono}>
                      {verification.transcript.blocks[Math.floor(index / 8)]?.hex.slice(
                        (index % 8) * 8,
                        (index % 8) * 8 + 8,
                      )}
                    </Table.Td>
                    <Table.Td className={classes.mono}>{float.toFixed(12)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" data-testid="verified-outcome">
              {outcomeText(verification, t)}
            </Text>
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
};
